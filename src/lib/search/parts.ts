// A page's results by its top headings: Pagefind gives a result per page with sub-results at every
// heading with an id; a deck's slides are its top headings (h2), the headings inside a slide (h3)
// belong to the slide and start its passages. Shared by the browser (engine.ts) and the build's
// readers (inspect.ts).

/** What a record is, stored as Pagefind's `kind` filter (`search(null, { filters: { kind } })` lists them). */
export type RecordKind = 'slide' | 'question' | 'faq' | 'resource' | 'link' | 'page';

/** An element with an id in an indexed page, as Pagefind's `data()` lists it (`location`: its first word). */
export interface PagefindAnchor {
  element: string;
  id: string;
  text?: string;
  location: number;
}

export interface Part {
  /** The page's URL with the heading's id as its hash ('' id for the page itself). */
  href: string;
  title: string;
  section: string;
  /** Where the part's words start and end in the page's content (word positions). */
  from: number;
  to: number;
}

const level = (a: PagefindAnchor) => Number(/^h(\d)$/i.exec(a.element)?.[1] ?? 0);

/** The page's top headings (those of its highest level), in order. */
export function topHeadings(anchors: readonly PagefindAnchor[]): PagefindAnchor[] {
  const headings = anchors.filter((a) => level(a) > 0 && (a.text ?? '').trim() !== '');
  const top = Math.min(...headings.map(level));
  return headings.filter((a) => level(a) === top).sort((a, b) => a.location - b.location);
}

/** '/hub/modules/13/' + 'slide-2' -> '/hub/modules/13#slide-2': site links carry no trailing slash. */
export function partHref(pageUrl: string, id: string): string {
  const page = pageUrl.replace(/#.*$/, '');
  if (id === '') return page;
  return `${page.length > 1 ? page.replace(/\/$/, '') : page}#${id}`;
}

/**
 * The parts of a page: one per top heading, plus the page itself for what comes before the first
 * one (and for a page without headings, such as a custom record). The page's metadata may name
 * a part ('part': 'Slide' adds 'Slide 3 of 5' to the section) and the hash that opens it when that
 * is not the heading's id ('anchor': 'slide-{n}', n counting from 1).
 */
export function pageParts(data: { url: string; meta: Record<string, string | undefined>; anchors?: readonly PagefindAnchor[] }): Part[] {
  const title = data.meta['title'] ?? '';
  const section = data.meta['section'] ?? '';
  const part = data.meta['part'];
  const anchor = data.meta['anchor'];
  const headings = topHeadings(data.anchors ?? []);
  const page: Part = { href: data.url, title, section, from: 0, to: headings[0]?.location ?? Number.POSITIVE_INFINITY };
  return [
    page,
    ...headings.map((h, i) => ({
      href: partHref(data.url, anchor ? anchor.replace('{n}', String(i + 1)) : h.id),
      title: (h.text ?? '').trim(),
      section: part ? [section, `${part} ${i + 1} of ${headings.length}`].filter((s) => s !== '').join(' · ') : section,
      from: h.location,
      to: headings[i + 1]?.location ?? Number.POSITIVE_INFINITY,
    })),
  ];
}

/** The part holding a word position (the page itself before the first heading). */
export function partAt(parts: readonly Part[], location: number): Part {
  return parts.findLast((p) => p.from <= location && location < p.to) ?? (parts[0] as Part);
}

/** A passage of a part: its own text before any heading inside it (index 0), or the text under one of those headings. */
export interface Passage {
  /** 0 for the part's own text, n for its nth heading inside (as the build counts them: status.ts). */
  index: number;
  /** The heading's id and text; '' for the part's own text. */
  id: string;
  title: string;
}

/** The passage of `part` holding a word position: the last heading inside the part at or before it. */
export function passageAt(anchors: readonly PagefindAnchor[], part: Part, location: number): Passage {
  const top = Math.min(...topHeadings(anchors).map(level));
  const inside = anchors
    .filter((a) => level(a) > top && a.location >= part.from && a.location < part.to)
    .sort((a, b) => a.location - b.location);
  const at = inside.findLastIndex((a) => a.location <= location);
  const heading = inside[at];
  return heading ? { index: at + 1, id: heading.id, title: (heading.text ?? '').trim() } : { index: 0, id: '', title: '' };
}
