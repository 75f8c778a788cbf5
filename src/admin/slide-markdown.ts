// A slide's MDX as Markdown with plain HTML for the preview pane: each <Fact … /> quote the Fact
// components read (fact-tag.ts) becomes the site's own markup for it (FactQuote, which Fact.astro
// prints), each <SiteLink> a link under the site's base path, so Decap's own Markdown renderer can
// show the slide as the site does.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import FactQuote from '../components/content/FactQuote.tsx';
import { FACT_TAG, type FactTag, parseFactTag } from './fact-tag.ts';
import { factOf, type KnownFacts, quoteText } from './facts.ts';

const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text for HTML, with the characters Markdown would read as emphasis, code or links written as references. */
export const escapeText = (text: string) =>
  text.replace(/[&<>"]/g, (c) => HTML[c] ?? c).replace(/[*_`[\]\\]/g, (c) => `&#${c.charCodeAt(0)};`);

const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (c) => HTML[c] ?? c);

/** HTML with the characters of its text that Markdown would read as emphasis, code or links written as references. */
const markdownSafe = (html: string) =>
  html.replace(/>([^<]+)</g, (_, text: string) => `>${text.replace(/[*_`[\]\\]/g, (c) => `&#${c.charCodeAt(0)};`)}<`);

/**
 * One quote as the site prints it (FactQuote): the figure, and with `cite` a link to the source. A
 * figure the registry (as the editor knows it) cannot give shows the quote's name in a
 * `.fact-marker`, saying "previous year" for a quote of the plan year before.
 */
export function factHtml(facts: KnownFacts, tag: FactTag): string {
  const text = quoteText(facts, tag);
  const fact = factOf(facts, tag.name);
  if (text !== undefined && fact) {
    const cite = tag.cite ? { url: fact.url, source: fact.source } : undefined;
    return markdownSafe(renderToStaticMarkup(createElement(FactQuote, { name: tag.name, text, cite })));
  }
  const label = tag.name ? `${tag.name}${tag.field && tag.field !== 'display' ? `.${tag.field}` : ''}` : 'no fact chosen';
  const marker = `<span class="fact fact-marker" data-fact="${escapeAttribute(tag.name)}" title="Not in the editor's facts list: the site prints the registry's figure">${escapeText(label)}${tag.year === 'previous' ? ' (previous year)' : ''}</span>`;
  return tag.cite ? `${marker}<sup class="fact-cite">source</sup>` : marker;
}

const SITE_LINK = /<SiteLink\s+href="([^"]*)"\s*>([\s\S]*?)<\/SiteLink>/g;
const FACT_TAGS = new RegExp(FACT_TAG.source, 'g');

/** A root-relative site path under the site's base path (`base` ends in "/"), as SiteLink writes it. */
const withBase = (href: string, base: string) => (href.startsWith('/') ? `${base}${href.slice(1)}` : href);

/** The slide's MDX with its components written as the HTML the site renders them to. */
export function slideMarkdown(mdx: string, facts: KnownFacts, base: string): string {
  return mdx
    .replace(FACT_TAGS, (text) => {
      const tag = parseFactTag(text);
      return tag ? factHtml(facts, tag) : text;
    })
    .replace(SITE_LINK, (_, href: string, inner: string) => `<a href="${escapeAttribute(withBase(href, base))}">${inner}</a>`);
}
