// The part of Pagefind's JS API the site uses (https://pagefind.app/docs/api/), typed.
import type { PagefindAnchor } from './parts.ts';

export interface PagefindResult {
  id: string;
  score: number;
  data(): Promise<PagefindData>;
}
export interface PagefindSubResult {
  title: string;
  url: string;
  /** As the page's excerpt, for the words under this heading. */
  excerpt: string;
  anchor?: PagefindAnchor;
}
export interface PagefindData {
  /** The page's URL: with the site's base (the `baseUrl` option) when root-relative, or https. */
  url: string;
  /** About 30 words around the best match, HTML entities encoded, matched words in `<mark>`. */
  excerpt: string;
  meta: Record<string, string | undefined>;
  /** The page's filter values: `kind` says what its results are (records.ts). */
  filters?: Record<string, string[]>;
  anchors?: PagefindAnchor[];
  sub_results?: PagefindSubResult[];
}
export type Answer = { results: PagefindResult[] } | null;
/** Pagefind's filters for a search: `kind` is one value, or anything but one (`{ not: … }`). */
export interface SearchOptions {
  filters?: { kind: string | { not: string } };
}
export interface Pagefind {
  search(query: string, options?: SearchOptions): Promise<Answer>;
  /** Resolves to null when a later call has superseded it. */
  debouncedSearch(query: string, options?: SearchOptions, debounceMs?: number): Promise<Answer>;
  preload(query: string): Promise<void>;
}
