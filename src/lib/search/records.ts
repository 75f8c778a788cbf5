// What the site search finds (a slide, a knowledge-check question, a FAQ, a resource, an official
// link) and the Pagefind attributes a page uses to mark it; docs/search.md says how each gets in.
import type { RecordKind } from './parts.ts';

export type { RecordKind } from './parts.ts';

/** A record of content no page renders as static HTML, indexed with Pagefind's `addCustomRecord`. */
export interface SearchRecord {
  /** Root-relative URL without the site's base ('/#faq-4'), or an https URL. */
  url: string;
  title: string;
  /** What the result belongs to, shown above its title ('Home · Frequently Asked Questions'). */
  section: string;
  /** Plain text searched besides the title. */
  text: string;
  kind: RecordKind;
  /** The rule status of what it quotes, as `status` metadata (status.ts); none when it has none. */
  status?: string;
}

/**
 * Spread onto each element of a page whose text is searchable: Pagefind indexes only the elements
 * so marked (`data-pagefind-body`), and a page marking none is left out of the index.
 */
export function indexedPart(kind: RecordKind): Record<string, string> {
  return { 'data-pagefind-body': '', 'data-pagefind-filter': `kind:${kind}` };
}

/**
 * The metadata of a page of parts, rendered as hidden, unindexed elements (`data-pagefind-meta`
 * with the value as the element's text, so any character is safe): its title, the section shown
 * above its results, what one part is called ('Slide' gives 'Slide 3 of 5') and the hash that
 * opens a part when it is not its heading's id ('slide-{n}' gives '#slide-3' for the third), and the
 * rule status of its passages (status.ts).
 */
export function pageMeta(meta: {
  title: string;
  section: string;
  part?: string;
  anchor?: string;
  status?: string;
}): [name: string, value: string][] {
  return Object.entries(meta).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '');
}

/** Whether a record's URL leaves the site (official links open in a new tab). */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}
