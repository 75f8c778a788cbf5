/**
 * A link to one home-page FAQ answer: '/#faq-4' opens FAQ 4 in the home page's accordion. Search
 * results for a FAQ use it; the accordion reads it when its questions arrive and on hashchange.
 */

/** The id of the element that holds FAQ `id` on the home page. */
export function faqAnchorId(id: number | string): string {
  return `faq-${id}`;
}

/** '#faq-4' -> '4'; null for any other hash. */
export function faqIdFromHash(hash: string): string | null {
  const match = /^#faq-([A-Za-z0-9_-]+)$/.exec(hash);
  return match?.[1] ?? null;
}

/** The home page's link to FAQ `id`, root-relative (without the site's base). */
export function faqLink(id: number | string): string {
  return `/#${faqAnchorId(id)}`;
}
