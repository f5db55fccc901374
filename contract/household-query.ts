import { z } from 'zod';

/**
 * The query parameters that choose whose records a request reads or writes (product §13). Their own module so the
 * portfolio, CSV and household contracts can all take them without importing one another.
 */

/**
 * `?household=` on every household, portfolio and zakat route: the household (uuid) the request acts on; absent,
 * the caller's own. One the caller holds no role in: 404, whatever the id.
 */
export const HOUSEHOLD_QUERY_MAX_LENGTH = 64;
export const householdQueryField = z.string().max(HOUSEHOLD_QUERY_MAX_LENGTH, { abort: true }).optional();

/**
 * `?member=` on every portfolio read and the zakat routes: one member's part; absent, the whole household. Not a
 * member of the household: 404.
 */
export const memberQueryField = z.string().max(64, { abort: true }).optional();

export const householdQuerySchema = z.object({ household: householdQueryField });
export const memberQuerySchema = z.object({ household: householdQueryField, member: memberQueryField });
