import type { Pool } from 'pg';
import type { AppContext } from '../app-context';
import { buildCatalogue, type Catalogue, type CatalogueRowInput } from './catalogue';

/**
 * The assets catalogue is fixed data written by migrations only, so each process reads it once (per pool: tests
 * run several databases in one process) and keeps it in memory.
 */
const cache = new WeakMap<Pool, Promise<Catalogue>>();

export function getCatalogue(ctx: AppContext): Promise<Catalogue> {
  let catalogue = cache.get(ctx.pool);
  if (!catalogue) {
    catalogue = ctx.pool
      .query<CatalogueRowInput>(
        `SELECT id, code, main_type AS "mainType", name_en AS "nameEn", name_ar AS "nameAr", karat, fineness,
                weight::text AS weight, currency_code AS "currencyCode", sort_order AS "sortOrder"
           FROM assets`,
      )
      .then((result) => buildCatalogue(result.rows));
    // A failed read (database briefly away) must not be cached for the life of the process.
    catalogue.catch(() => cache.delete(ctx.pool));
    cache.set(ctx.pool, catalogue);
  }
  return catalogue;
}
