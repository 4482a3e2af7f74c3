/** A value of a filter or page parameter; empty ones are left out of the address. */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;

/**
 * The query string of the parameters that are set, in their given order: `{ page: 2, search: '' }`
 * gives `page=2`. The one way the app writes query strings, for API requests and its own addresses.
 */
export function queryString(params: QueryParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  return query.toString();
}

/** `path?query`, or the path alone when no parameter is set. */
export function withQuery(path: string, params: QueryParams): string {
  const query = queryString(params);
  return query ? `${path}?${query}` : path;
}
