import { useTranslation } from 'react-i18next';
import type { MainType } from '@contract/portfolio';
import { PrivateNumber } from './private-number';
import { quantityWithUnit } from './quantity-unit';

/** How much of an asset, with its unit ("2 × 8 g pound"), private like every figure. */
export function AssetQuantity(props: { quantity: number; code: string; mainType: MainType }) {
  const { t } = useTranslation();
  return <PrivateNumber>{quantityWithUnit(t, props.quantity, props.code, props.mainType)}</PrivateNumber>;
}
