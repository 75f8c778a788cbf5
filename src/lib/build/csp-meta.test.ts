import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { finishCspMeta, inspectBuiltPages, pagePolicy, parsePolicy, readPagePolicy, sha256Source } from './csp-meta.ts';

const quoted = (text: string) => `'${sha256Source(text)}'`;
const sorted = (sources: readonly string[] = []) => [...sources].sort();
const OWN = 'console.log(1)';
const OTHER = 'console.log(2)';
/** A page as Astro writes it: the meta after the head's own script, with a hash the page does not use. */
const astroPage = (scripts: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>t</title>${scripts}` +
  `<meta http-equiv="content-security-policy" content="default-src 'self';img-src 'self' data:; script-src 'self' 'wasm-unsafe-eval' ${quoted(OWN)} ${quoted(OTHER)}; style-src 'self' ${quoted('p{}')}; style-src-attr 'unsafe-inline';">` +
  `<style>p{}</style></head><body><script type="module" src="/a.js"></script><script type="application/json">{}</script></body></html>`;

describe('pagePolicy', () => {
  it('lets the pages fetch from their own origin, and from the API’s when it is another', () => {
    expect(pagePolicy().directives).toContain("connect-src 'self'");
    expect(pagePolicy('https://api.example.org/base/').directives).toContain("connect-src 'self' https://api.example.org");
  });

  it('runs no inline script or style element without its hash; style attributes are allowed alone', () => {
    const { scriptDirective, styleDirective } = pagePolicy();
    expect(scriptDirective?.resources).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(styleDirective?.resources).toEqual([{ resource: "'unsafe-inline'", kind: 'attribute' }]);
  });
});

describe('finishCspMeta', () => {
  it('moves the meta right after <meta charset>, before every script, keeping only the page’s own hashes', () => {
    const { html, problems } = finishCspMeta(astroPage(`<script>${OWN}</script>`));
    expect(problems).toEqual([]);
    expect(html).toMatch(
      /^<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="[^"]*"><title>/,
    );
    expect(Object.fromEntries(readPagePolicy(html) ?? [])).toEqual({
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'script-src': ["'self'", "'wasm-unsafe-eval'", quoted(OWN)],
      'style-src': ["'self'", quoted('p{}')],
      'style-src-attr': ["'unsafe-inline'"],
    });
  });

  it('fails a page with an inline script it has no hash for, or without a meta', () => {
    expect(finishCspMeta(astroPage(`<script>${OWN}</script><script>alert(1)</script>`)).problems).toEqual([
      `an inline script without its hash ${quoted('alert(1)')} in script-src: write an is:inline script with <InlineScript>`,
    ]);
    expect(finishCspMeta('<html><head><script>x()</script></head></html>').problems).toEqual([
      'no Content-Security-Policy meta (is security.csp on in astro.config.mjs?)',
    ]);
  });

  it('parses a policy written either way', () => {
    expect(parsePolicy("default-src 'self';script-src 'self' 'sha256-x=';")).toEqual(
      new Map([
        ['default-src', ["'self'"]],
        ['script-src', ["'self'", "'sha256-x='"]],
      ]),
    );
  });
});

// The production build (the test command builds before the unit tests; the Pages build is held to
// the same in tests/e2e/pages/csp.spec.ts).
describe.skipIf(!existsSync('dist/index.html'))('the built pages', () => {
  it('each carry the policy first in <head>, allowing exactly their own inline scripts and styles', async () => {
    // admin/ is the content editor, Decap's app with a policy of its own (tests/e2e/editor.spec.ts).
    const pages = (await inspectBuiltPages('dist')).filter(({ path }) => !path.startsWith('admin/'));
    expect(pages.length).toBeGreaterThan(20);
    for (const { path, policy, scripts, styles, beforeMeta } of pages) {
      expect(beforeMeta, path).toBe('<meta charset="utf-8">');
      expect(scripts.length, path).toBeGreaterThan(0);
      expect(sorted(policy?.get('script-src')), path).toEqual(sorted(["'self'", "'wasm-unsafe-eval'", ...scripts]));
      expect(sorted(policy?.get('style-src')), path).toEqual(sorted(["'self'", ...styles]));
      expect(policy?.get('style-src-attr'), path).toEqual(["'unsafe-inline'"]);
      expect(policy?.get('connect-src'), path).toEqual(["'self'"]);
      expect(policy?.get('object-src'), path).toEqual(["'none'"]);
    }
  });
});
