import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LAYOUT } from '../lib/content/layout.ts';
import { parseSiteLink, printSiteLink, SITE_LINK, SITE_PATH, siteLinkInline } from './site-link.tsx';

const slides = readdirSync(LAYOUT.slidesDir, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.mdx'))
  .map((name) => readFileSync(join(LAYOUT.slidesDir, name), 'utf8'));
const links = slides.flatMap((text) => [...text.matchAll(new RegExp(SITE_LINK, 'g'))]);

describe('the SiteLink component', () => {
  it('finds every SiteLink of the slides and writes each back exactly as read', () => {
    expect(links.length).toBe(slides.join('').split('<SiteLink').length - 1);
    for (const match of links) expect(printSiteLink(parseSiteLink(match))).toBe(match[0]);
  });

  it('reads the page and the words', () => {
    const match = '<SiteLink href="/calculator">the calculator</SiteLink>'.match(SITE_LINK);
    expect(match && parseSiteLink(match)).toEqual({ href: '/calculator', text: 'the calculator' });
  });

  it('accepts pages of the site only', () => {
    const page = new RegExp(`^${SITE_PATH}$`);
    expect(page.test('/handouts/poverty-guidelines')).toBe(true);
    expect(page.test('//evil.example')).toBe(false);
    expect(page.test('https://example.com')).toBe(false);
  });

  it('previews as the link the site renders, under the site’s base path', () => {
    const html = (base: string, href: string) =>
      renderToStaticMarkup(siteLinkInline(base).toPreview({ href, text: 'the calculator' }) as never);
    expect(html('/hub/', '/calculator')).toBe('<a href="/hub/calculator">the calculator</a>');
    expect(html('/', '/')).toBe('<a href="/">the calculator</a>');
  });
});
