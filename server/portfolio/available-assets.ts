import type { AvailableAsset, AvailableAssetsResponse, MainType } from '@contract/portfolio';
import type { Catalogue } from './catalogue';
import { roundQuantity } from './money';

const GROUP: Record<MainType, keyof AvailableAssetsResponse> = {
  pounds: 'gold_pounds',
  grams: 'grams',
  gold_ingots: 'gold_ingots',
  jewellery: 'jewellery',
  silver: 'silver',
  currencies: 'currencies',
};

const responses = new WeakMap<Catalogue, AvailableAssetsResponse>();

/** product §3 available assets: the three gold groups plus currencies (architecture §4.2), each sorted by order. */
export function availableAssets(catalogue: Catalogue): AvailableAssetsResponse {
  let response = responses.get(catalogue);
  if (!response) {
    response = { gold_pounds: [], grams: [], gold_ingots: [], jewellery: [], silver: [], currencies: [] };
    for (const asset of catalogue.list) {
      const item: AvailableAsset = {
        id: asset.id,
        code: asset.code,
        name: asset.nameEn,
        weight: asset.weight ? roundQuantity(asset.weight) : null,
        karat: asset.karat,
        fineness: asset.fineness,
        order: asset.order,
      };
      response[GROUP[asset.mainType]].push(item);
    }
    responses.set(catalogue, response);
  }
  return response;
}
