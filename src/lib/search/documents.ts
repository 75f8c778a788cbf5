/**
 * Turns records into the small HTML documents the index is built from, so that Pagefind does the
 * text extraction, word weighting (the title counts as a heading) and excerpts for every record the
 * same way.
 *
 * Records marked in a built page (records.ts) are found by their opening tag alone: the document
 * for one record is the page from that tag on, with the tag marked as the only part of the page to
 * index (`data-pagefind-body`), up to the next record. Pagefind then indexes exactly that element,
 * whatever it holds, and nothing before or after it, so no HTML parser is needed here.
 */
import { KIND_ATTRIBUTE, RECORD_ATTRIBUTE, type RecordKind, SECTION_ATTRIBUTE, type SearchRecord, TITLE_ATTRIBUTE } from './records.ts';
import { decodeEntities, escapeHtml } from './text.ts';

export interface RecordDocument {
  /** The result's URL as the index stores it (root-relative, or an https URL). */
  url: string;
  /** A complete HTML document holding only this record as indexable content. */
  html: string;
}

/** Attributes of one opening tag's source (`name="value"`, `name='value'`, `name=value`, `name`). */
export function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const [, name, double, single, bare] = match;
    if (name !== undefined) attributes.set(name.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ''));
  }
  return attributes;
}

interface Head {
  title: string;
  section: string;
  kind: RecordKind;
}

function documentFor(indexedElement: { open: string; rest: string }, { title, section, kind }: Head): string {
  // The section is stored for display but not searched as text, the kind as a filter; the title is
  // searched as a heading.
  const head =
    `<span data-pagefind-meta="section" data-pagefind-filter="kind:${kind}" data-pagefind-ignore>${escapeHtml(section)}</span>` +
    `<h1 data-pagefind-meta="title">${escapeHtml(title)}</h1>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>${indexedElement.open}${head}${indexedElement.rest}</body></html>`;
}

/** A record from content: its text is plain text, escaped here. */
export function contentDocument(record: SearchRecord): RecordDocument {
  return {
    url: record.url,
    html: documentFor({ open: '<div data-pagefind-body>', rest: `<p>${escapeHtml(record.text)}</p></div>` }, record),
  };
}

/** '/modules/13/index.html' -> '/modules/13'; 'index.html' -> '/'; 'about.html' -> '/about'. */
export function pageUrlOf(relativePath: string): string {
  const path = `/${relativePath.replace(/\\/g, '/').replace(/^\/+/, '')}`;
  const url = path.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return url === '' ? '/' : url;
}

const KINDS: readonly RecordKind[] = ['slide', 'question', 'faq', 'resource', 'link', 'page'];
const recordKind = (value: string | undefined): RecordKind => KINDS.find((k) => k === value) ?? 'page';

const OPENING_TAG = new RegExp(`<([a-z][a-z\\d-]*)(\\s[^>]*?\\b${RECORD_ATTRIBUTE}\\b[^>]*)>`, 'gi');

/** The records a built page marks, one document each; [] for a page without any. */
export function pageDocuments(pageUrl: string, html: string): RecordDocument[] {
  if (!html.includes(RECORD_ATTRIBUTE)) return [];
  const documents: RecordDocument[] = [];
  const marks = [...html.matchAll(OPENING_TAG)].filter((m) => parseAttributes(m[2] ?? '').has(RECORD_ATTRIBUTE));
  for (const [i, match] of marks.entries()) {
    const [whole, tag = 'div', attributeSource = ''] = match;
    const attributes = parseAttributes(attributeSource);
    const anchor = attributes.get(RECORD_ATTRIBUTE) ?? '';
    const title = attributes.get(TITLE_ATTRIBUTE) ?? '';
    if (title.trim() === '') {
      throw new Error(`${pageUrl}: an element with ${RECORD_ATTRIBUTE}="${anchor}" has no ${TITLE_ATTRIBUTE}; every result needs a title`);
    }
    // Records do not nest, so this one has ended where the next begins: the text after that is
    // not needed (cutting there keeps a page of many records linear to index).
    const rest = html.slice((match.index ?? 0) + whole.length, marks[i + 1]?.index ?? html.length);
    documents.push({
      url: anchor === '' ? pageUrl : `${pageUrl}#${anchor}`,
      html: documentFor(
        { open: `<${tag}${attributeSource} data-pagefind-body>`, rest },
        { title, section: attributes.get(SECTION_ATTRIBUTE) ?? '', kind: recordKind(attributes.get(KIND_ATTRIBUTE)) },
      ),
    });
  }
  return documents;
}
