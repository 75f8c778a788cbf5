/**
 * A page Pagefind found, as the results of the site: one per part of it a search matched in (a
 * slide, or a custom record's page), showing the passage of that part that answers the most of the
 * query, its words marked, the rule status of what that passage quotes, and a link to the passage.
 */

import { conceptsAnswered, excerptSegments, highlight, type Segment } from './excerpt.ts';
import { withHighlight } from './landing.ts';
import type { PagefindData, PagefindResult } from './pagefind.ts';
import { type Part, type Passage, pageParts, partAt, partHref, passageAt, type RecordKind } from './parts.ts';
import { type Concept, containsPhrase, markTerms } from './query.ts';
import type { Ranking } from './rank.ts';
import { isExternalUrl } from './records.ts';
import { decodeStatus, passageKey, statusBadges } from './status.ts';
import { decodeEntities } from './text.ts';

export interface Hit {
  /** Where the result opens: an internal URL with the site's base, or an https URL. */
  href: string;
  external: boolean;
  kind: RecordKind;
  title: Segment[];
  section: Segment[];
  /** The heading of the passage shown, when it is one of the headings inside the part (a slide's h3). */
  passage: Segment[];
  excerpt: Segment[];
  /** What the registry says of the time of the passage's rules ("Stayed by a court", "Until …"). */
  status: string[];
  /** Concepts of the query this result answers. */
  answered: number;
  /** The query's words in order: 2 in the title or the passage's heading, 1 in the text, 0 nowhere. */
  phrase: number;
}

/** A page found, as the searches it is read from returned it: the whole query's, or each concept's best scored. */
export interface Candidate {
  found: PagefindResult[];
  score: number;
}

export interface HitContext {
  query: string;
  concepts: readonly Concept[];
  /** The query's words in order (queryPhrase). */
  phrase: string;
  /** The day statuses are read for; today by default. */
  today?: string;
}

export type Loaded = { hit: Hit; ranking: Ranking };

const KINDS: readonly RecordKind[] = ['slide', 'question', 'faq', 'resource', 'link', 'page'];
/** A page's text opens with its words marked; a record opens elsewhere (an answer in an accordion, a quiz, another site). */
const MARKED_ON_LANDING: readonly RecordKind[] = ['slide', 'page'];

function kindOf(data: PagefindData): RecordKind {
  const kind = data.filters?.['kind']?.[0];
  return KINDS.find((k) => k === kind) ?? 'page';
}

/** Each excerpt a search gave for the page, with the part and passage it is from. */
function excerptsOf(data: PagefindData, parts: readonly Part[]): { part: Part; passage: Passage; excerpt: string }[] {
  const anchors = data.anchors ?? [];
  const subs = data.sub_results ?? [];
  const page = parts[0] as Part;
  if (subs.length === 0) return [{ part: page, passage: passageAt(anchors, page, -1), excerpt: data.excerpt }];
  return subs.map((sub) => {
    const location = sub.anchor?.location ?? -1;
    const part = partAt(parts, location);
    return { part, passage: passageAt(anchors, part, location), excerpt: sub.excerpt };
  });
}

const marked = (segments: readonly Segment[]) => segments.filter((s) => s.mark).map((s) => s.text);
const plain = (segments: readonly Segment[]) => segments.map((s) => s.text).join('');

/** The hits of one page: each of its parts that a search matched and that answers the query. */
export async function toHits(candidate: Candidate, context: HitContext): Promise<Loaded[]> {
  // The page's data from each search it is read from: the same page, with excerpts for that search.
  const found = await Promise.all(candidate.found.map((r) => r.data()));
  const [page] = found;
  if (!page) return [];
  const { concepts, phrase, query, today } = context;
  const parts = pageParts(page);
  const kind = kindOf(page);
  const statuses = decodeStatus(page.meta['status']);
  const terms = markTerms(concepts);
  const byPart = new Map<Part, { passage: Passage; segments: Segment[] }[]>();
  for (const data of found)
    for (const { part, passage, excerpt } of excerptsOf(data, parts))
      byPart.set(part, [...(byPart.get(part) ?? []), { passage, segments: excerptSegments(excerpt, terms) }]);

  return [...byPart].flatMap(([part, excerpts]): Loaded[] => {
    const title = decodeEntities(part.title);
    const section = decodeEntities(part.section);
    const heading = (passage: Passage) => decodeEntities(passage.title);
    // The query as written in a passage: 2 in its heading, 1 in its text.
    const inPassage = (e: (typeof excerpts)[number]) =>
      containsPhrase(heading(e.passage), phrase) ? 2 : containsPhrase(plain(e.segments), phrase) ? 1 : 0;
    const shows = (e: (typeof excerpts)[number]) =>
      conceptsAnswered([heading(e.passage), ...marked(e.segments)], concepts) * 3 + inPassage(e);
    const answered = conceptsAnswered([title, section, ...excerpts.flatMap((e) => [heading(e.passage), ...marked(e.segments)])], concepts);
    if (answered === 0) return [];
    // The passage that shows the most of the query, then the query as written (the whole query's, on a tie).
    const shown = excerpts.reduce((best, e) => (shows(e) > shows(best) ? e : best));
    const { passage } = shown;
    const href = passage.index > 0 ? partHref(page.url, passage.id) : part.href;
    const external = isExternalUrl(href);
    const hit: Hit = {
      href: !external && MARKED_ON_LANDING.includes(kind) ? withHighlight(href, query) : href,
      external,
      kind,
      title: highlight(title, terms),
      section: highlight(section, terms),
      passage: highlight(heading(passage), terms),
      // Every word of it that answers the query, as the page marks them on landing (landing.ts).
      excerpt: highlight(plain(shown.segments), terms),
      status: statusBadges(statuses.get(passageKey(parts.indexOf(part), passage.index)) ?? [], today),
      answered,
      phrase: containsPhrase(title, phrase) ? 2 : Math.max(...excerpts.map(inPassage)),
    };
    const at = passage.index > 0 ? (page.anchors?.find((a) => a.id === passage.id)?.location ?? part.from) : part.from;
    return [{ hit, ranking: { answered, phrase: hit.phrase, kind, score: candidate.score, order: at } }];
  });
}
