/** What a page link is built from: the address the request reached and its path and query. */
export interface PageRequest {
  /** `https://host:port`, as the client reached us. */
  origin: string;
  /** The request URL's path and query, as received (`/api/v2/highlights/?page_size=10`). */
  url: string;
}

export interface PageLinks {
  next: string | null;
  previous: string | null;
}

/**
 * Readwise's `next` and `previous`: absolute URLs of the neighbouring pages that keep every other query
 * parameter (page_size, filters) as sent, and exactly null at either end.
 */
export function pageLinks(request: PageRequest, page: number, pageSize: number, count: number): PageLinks {
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  const link = (target: number) => {
    const url = new URL(request.url, request.origin);
    url.searchParams.set('page', String(target));
    return url.toString();
  };
  return {
    next: page < lastPage ? link(page + 1) : null,
    previous: page > 1 ? link(Math.min(page - 1, lastPage)) : null,
  };
}
