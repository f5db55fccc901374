import { DEFAULT_PAGE_LIMIT } from '@contract/portfolio';

/**
 * DRF's LimitOffsetPagination for the transactions list (contract/portfolio.ts transactionPageSchema): which page
 * a query asks for, and the absolute URLs of the pages around it.
 */

export interface PageRequest {
  limit: number;
  offset: number;
}

/** The page asked for, or null when the query has neither `limit` nor `offset` (the spec's plain array). */
export function pageRequest(query: { limit?: number; offset?: number }): PageRequest | null {
  if (query.limit === undefined && query.offset === undefined) return null;
  return { limit: query.limit ?? DEFAULT_PAGE_LIMIT, offset: query.offset ?? 0 };
}

/**
 * `next` and `previous` as DRF builds them: the request's URL with its other parameters kept and `limit`/`offset`
 * replaced (`offset` left out for the first page). The origin is PUBLIC_URL, never the request's Host header.
 */
export function pageLinks(
  publicUrl: string,
  requestUrl: string,
  page: PageRequest,
  count: number,
): { next: string | null; previous: string | null } {
  const link = (offset: number) => {
    const url = new URL(requestUrl);
    const target = new URL(`${publicUrl}${url.pathname}`);
    url.searchParams.forEach((value, name) => {
      if (name !== 'limit' && name !== 'offset') target.searchParams.append(name, value);
    });
    target.searchParams.set('limit', String(page.limit));
    if (offset > 0) target.searchParams.set('offset', String(offset));
    return target.toString();
  };
  const next = page.offset + page.limit < count ? link(page.offset + page.limit) : null;
  const previous = page.offset > 0 ? link(Math.max(0, page.offset - page.limit)) : null;
  return { next, previous };
}
