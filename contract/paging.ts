import { z } from 'zod';
import { validIntegerMessage } from './portfolio-values';

/**
 * DRF's LimitOffsetPagination as the lists that page share it (the transactions list, the alerts list): `limit` and
 * `offset` in the query, and a page of `count`, `next`, `previous` and `results`.
 */

/** A whole number in [min, max], as a query string carries it, with DRF's messages. */
export const pagingNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: validIntegerMessage })
    .int({ error: validIntegerMessage })
    .min(min, { error: `Ensure this value is greater than or equal to ${min}.` })
    .max(max, { error: `Ensure this value is less than or equal to ${max}.` })
    .optional();

/** A page of `item`: `count` of the whole list, `next`/`previous` the neighbouring pages' absolute URLs or null. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
