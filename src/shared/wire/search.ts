/** Search everywhere (`GET /api/search?q=&limit=`): records across the resources the caller may read. */

/** Longest query the endpoint accepts (400 beyond): a search box, not a whole text. */
export const SEARCH_MAX_QUERY = 100;
/** Shortest query that searches; shorter ones answer no records (one letter matches half the database). */
export const SEARCH_MIN_QUERY = 2;
/** Most records one answer holds, and the default. */
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_DEFAULT_LIMIT = 20;

/** How well a record matched: the whole value, its start, or somewhere inside. */
export type SearchMatch = 'exact' | 'prefix' | 'contains';

/** One record found: its resource (the console's name), id, representation and the value that matched. */
export interface SearchHit {
  resource: string;
  id: string;
  label: string;
  field: string;
  value: string;
  match: SearchMatch;
}

export interface SearchResponse {
  items: SearchHit[];
}
