/**
 * The Pages build's Content-Security-Policy, which travels in each page's <meta> because the static
 * host (like GitHub Pages) sends no header: a script that slipped into a page cannot run, and the
 * site itself runs without a single violation.
 */
import { inspectBuiltPages, readPagePolicy } from '#lib/build/csp-meta.ts';
import { useTheScriptedParts } from '../csp-support.ts';
import { cspViolations, expect, test } from '../support.ts';

const apiOrigin = `http://127.0.0.1:${Number(process.env['E2E_PORT'] ?? 4400) + 2}`;

const sorted = (sources: readonly string[] = []) => [...sources].sort();

test('every page of the build carries the policy first in <head>: its own inline scripts by hash, the API’s origin', async () => {
  // admin/ is the content editor, Decap's app with a policy of its own (tests/e2e/editor.spec.ts).
  const pages = (await inspectBuiltPages('dist-pages')).filter(({ path }) => !path.startsWith('admin/'));
  expect(pages.length).toBeGreaterThan(20);
  for (const { path, policy, scripts, styles, beforeMeta } of pages) {
    expect(beforeMeta, path).toBe('<meta charset="utf-8">');
    expect(sorted(policy?.get('script-src')), path).toEqual(sorted(["'self'", "'wasm-unsafe-eval'", ...scripts]));
    expect(sorted(policy?.get('style-src')), path).toEqual(sorted(["'self'", ...styles]));
    expect(policy?.get('connect-src'), path).toEqual(["'self'", apiOrigin]);
  }
});

test('a javascript: link, an inline handler or an injected inline script cannot run', async ({ page }) => {
  const violations = await cspViolations(page);
  const response = await page.goto('./modules/13/');
  // The page's own meta is all that protects it here.
  expect(response?.headers()['content-security-policy']).toBeUndefined();
  expect(readPagePolicy(await page.content())?.get('script-src')).not.toContain("'unsafe-inline'");

  // As if a slide had let them through; each records that it ran.
  await page.evaluate(() => {
    const slide = document.querySelector('main article') ?? document.body;
    slide.insertAdjacentHTML(
      'beforeend',
      `<a href="javascript:void (window.ran ||= []).push('link')">slipped link</a>
       <button type="button" onclick="(window.ran ||= []).push('onclick')">slipped button</button>`,
    );
    const script = document.createElement('script');
    script.textContent = "(window.ran ||= []).push('script')";
    slide.append(script);
  });
  await page.getByRole('link', { name: 'slipped link' }).click();
  await page.getByRole('button', { name: 'slipped button' }).click();

  expect(await page.evaluate(() => (window as unknown as { ran?: string[] }).ran)).toBeUndefined();
  await expect
    .poll(() => violations.filter((v) => /^script-src-(elem|attr) refused inline$/.test(v)).sort())
    .toEqual(['script-src-attr refused inline', 'script-src-elem refused inline', 'script-src-elem refused inline']);
});

test('decks, a knowledge check, both calculators and the search run without a violation', async ({ page }) => {
  test.setTimeout(60_000);
  const violations = await cspViolations(page);
  await useTheScriptedParts(page);
  expect(violations).toEqual([]);
});
