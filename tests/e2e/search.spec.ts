/**
 * Site search against the production build: the header field (side panel on phones) and /search,
 * with queries taken from what the build indexed (dist/pagefind, read through Pagefind's own API), so the tests hold whatever the
 * slides say. The last test rebuilds a copy of the project with a changed slide.
 */
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import yaml from 'js-yaml';
import type { Faq } from '#content/types.ts';
import { type IndexedRecord, readIndexedRecords } from '#lib/search/inspect.ts';
import { copyProject } from '../../scripts/bench/site/workspace.ts';
import { slideOnlyWord, unindexedWord } from './search-support.ts';
import { cspViolations, expect, holdIsland, isMobile, test } from './support.ts';

/** The visible search field: the header's on desktop, the side panel's on phones. */
async function searchField(page: Page): Promise<{ field: Locator; scope: Locator }> {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const scope = page.getByRole('dialog', { name: 'Menu' });
    return { field: scope.getByRole('searchbox', { name: 'Search slides, FAQs and resources' }), scope };
  }
  const scope = page.getByRole('banner').getByRole('search', { name: 'Site search' }).first();
  return { field: scope.getByRole('searchbox', { name: 'Search slides, FAQs and resources' }), scope };
}

interface QuizFile {
  module: number;
  questions: Array<{ id: string; answers: Array<{ text: string; explanation: string }> }>;
}

const results = (scope: Locator) => scope.getByRole('list', { name: 'Search results' }).getByRole('link');
const questionLinks = (scope: Locator) => scope.getByRole('list', { name: 'Practice questions' }).getByRole('link');

/** The heading a result lands on: the passage's (its id in the hash), or the slide's for `#slide-N`. */
function landingHeading(page: Page, href: string): Locator {
  const hash = decodeURIComponent(href.split('#')[1] ?? '');
  const slide = /^slide-(\d+)$/.exec(hash);
  return slide ? page.locator(`[data-slide="${Number(slide[1]) - 1}"] h2`) : page.locator(`[id="${hash}"]`);
}

/** Whether an element's top is on screen just under the sticky header (the page's scroll-padding), or as near as the page can scroll. */
async function underHeader(page: Page, target: Locator): Promise<boolean> {
  const [header, box] = await Promise.all([page.getByRole('banner').boundingBox(), target.boundingBox()]);
  if (!header || !box) return false;
  const bottom = header.y + header.height;
  const atEnd = await page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
  return box.y >= bottom && (box.y <= bottom + 24 || (atEnd && box.y + box.height <= (page.viewportSize()?.height ?? 0)));
}

test.describe('site search', () => {
  let records: IndexedRecord[] = [];
  test.beforeAll(async () => {
    records = await readIndexedRecords('dist');
  });

  test('no page loads search code before it is done; then it loads without any use', async ({ page }) => {
    for (const path of ['/search', '/', '/modules/13', '/faq']) {
      await page.goto(path);
      // Done = loaded, islands live, main thread idle (src/lib/page-idle.ts): every search file starts after load.
      const searchUiLoaded = () =>
        page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('search-ui')));
      await expect.poll(searchUiLoaded, { message: path }).toBe(true);
      const timing = await page.evaluate(() => {
        const loaded = performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd as number;
        const files = performance
          .getEntriesByType('resource')
          .filter((entry) => /pagefind|search-ui/.test(entry.name))
          .map((entry) => ({ name: entry.name, start: entry.startTime }));
        return { loaded, files };
      });
      for (const file of timing.files) expect(file.start, `${path}: ${file.name}`).toBeGreaterThanOrEqual(timing.loaded);
    }
  });

  test('a field used before the page is done starts search at once', async ({ page }) => {
    // The home calculator's island held back: the page is not done while it is not live.
    const release = await holdIsland(page, 'HomeCalculator');
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (/pagefind|search-ui/.test(request.url())) loaded.push(request.url());
    });
    await page.mainFrame().goto('/', { waitUntil: 'load' });
    await page.waitForTimeout(500);
    expect(loaded).toEqual([]);
    const { field, scope } = await searchField(page);
    await field.focus();
    await expect.poll(() => loaded.some((url) => url.includes('search-ui'))).toBe(true);
    await field.fill('enrollment');
    await expect(results(scope).first()).toBeVisible();
    release();
  });

  test('the engine and the index start once, at once, before any typing', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/pagefind|search-ui/.test(request.url())) requested.push(new URL(request.url()).pathname.replace(/^.*\/(pagefind|_astro)\//, ''));
    });
    await page.goto('/');
    const { field, scope } = await searchField(page);
    await field.focus();
    // The UI, Pagefind's engine, and what its init() loads (its worker, the index's entry and
    // metadata, the WebAssembly), whatever Pagefind names them: nothing typed yet.
    const index = () => requested.filter((r) => !/^(search-ui\.|pagefind\.js$)/.test(r));
    await expect
      .poll(() => [requested.some((r) => /^search-ui\./.test(r)), requested.includes('pagefind.js'), index().length >= 3])
      .toEqual([true, true, true]);
    await expect(field).toHaveValue('');
    // Each file is asked for once (once the page is done, or at the focus, whichever came first).
    await page.waitForLoadState('networkidle');
    expect(requested.filter((r, i) => requested.indexOf(r) !== i)).toEqual([]);
    // Then a query needs only its words' index chunks and its results' texts.
    await field.fill('enrollment');
    await expect(results(scope).first()).toBeVisible();
  });

  test('a word only a slide body contains opens that slide at the passage that holds it, the word marked', async ({ page }) => {
    const { record, word } = slideOnlyWord(records);
    const slide = Number(/#slide-(\d+)$/.exec(record.url)?.[1]);
    const deck = record.url.replace(/#.*$/, '');
    await page.goto('/');
    const { field, scope } = await searchField(page);
    await field.fill(word);
    await expect(scope.getByRole('status')).toHaveText(`1 result for “${word}”.`);
    const hit = results(scope);
    await expect(hit).toHaveCount(1);
    // The passage's heading, or the slide's own text (#slide-N), with the words searched to mark.
    await expect(hit).toHaveAttribute('href', new RegExp(`^${deck}\\?highlight=${word}#`));
    await expect(hit).toContainText(record.title);
    await expect(
      scope
        .getByRole('listitem')
        .locator('mark')
        .filter({ hasText: new RegExp(word, 'i') }),
    ).toHaveCount(1);
    const href = (await hit.getAttribute('href')) ?? '';
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`${deck}\\?highlight=${word}#`));
    await expect(page.getByTestId('slide-status')).toHaveText(new RegExp(`^Slide ${slide} of \\d+$`));
    await expect(page.getByRole('heading', { level: 2, name: record.title })).toBeVisible();
    await expect(landingHeading(page, href)).toBeInViewport();
    await expect(
      page
        .getByRole('article')
        .locator('mark')
        .filter({ hasText: new RegExp(`^${word}`, 'i') }),
    ).not.toHaveCount(0);
  });

  test('a slide result on the deck already open moves the viewer to that slide, without a reload, and focuses where it lands', async ({
    page,
  }) => {
    const { record, word } = slideOnlyWord(records);
    const deck = record.url.replace(/#.*$/, '');
    const slide = Number(/\d+$/.exec(record.url)?.[0]);
    const from = slide === 1 ? 2 : 1;
    await page.goto(`${deck}#slide-${from}`);
    await expect(page.getByTestId('slide-status')).toHaveText(new RegExp(`^Slide ${from} of`));
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const { field, scope } = await searchField(page);
    await field.fill(word);
    const href = (await results(scope).getAttribute('href')) ?? '';
    await results(scope).click();
    await expect(page.getByTestId('slide-status')).toHaveText(new RegExp(`^Slide ${slide} of`));
    await expect(landingHeading(page, href)).toBeFocused();
    await expect(
      page
        .getByRole('article')
        .locator('mark')
        .filter({ hasText: new RegExp(`^${word}`, 'i') }),
    ).not.toHaveCount(0);
    await expect(page.locator('#side-panel')).not.toBeVisible();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    // Back returns to the slide the search was made from.
    await page.goBack();
    await expect(page.getByTestId('slide-status')).toHaveText(new RegExp(`^Slide ${from} of`));
  });

  test('a result for the slide already shown takes focus to where it lands', async ({ page }) => {
    const { record, word } = slideOnlyWord(records);
    await page.goto(record.url);
    const { field, scope } = await searchField(page);
    await field.fill(word);
    const href = (await results(scope).getAttribute('href')) ?? '';
    await results(scope).click();
    await expect(landingHeading(page, href)).toBeFocused();
    await expect(page.locator('#side-panel')).not.toBeVisible();
  });

  test('a FAQ result on the home page opens that answer without a reload', async ({ page, request }) => {
    const faqs = (await (await request.get('/api/faqs')).json()) as Faq[];
    const faq = faqs.at(-1)!;
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const { field, scope } = await searchField(page);
    await field.fill(faq.question);
    await results(scope).first().click();
    const question = page.getByRole('button', { name: faq.question });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(question).toBeFocused();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });

  test('a query matching a FAQ opens its answer on the home page', async ({ page, request }) => {
    const faqs = (await (await request.get('/api/faqs')).json()) as Faq[];
    const faq = faqs.at(-1)!;
    await page.goto('/modules');
    const { field, scope } = await searchField(page);
    await field.fill(faq.question);
    const first = results(scope).first();
    await expect(first).toHaveText(faq.question);
    await expect(first).toHaveAttribute('href', `/#faq-${faq.id}`);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/#faq-${faq.id}$`));
    const question = page.getByRole('button', { name: faq.question });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(question).toBeFocused();
    await expect(page.getByRole('region', { name: faq.question })).toContainText(faq.answer.slice(0, 40));
    await expect(page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('button', { expanded: true })).toHaveCount(1);
  });

  test('a word only one knowledge-check question has (its scenario or question) opens the quiz there, from the practice questions', async ({
    page,
  }) => {
    const { record, word } = slideOnlyWord(records, /\/quiz#/);
    await page.goto('/');
    const { field, scope } = await searchField(page);
    await field.fill(word);
    await expect(scope.getByRole('status')).toHaveText(`1 practice question for “${word}”, and no other results.`);
    await expect(results(scope)).toHaveCount(0);
    // Grouped and closed: one line to open.
    const group = scope.locator('details[data-search-questions]');
    await expect(group.locator('summary')).toHaveText('Practice questions (1)');
    await expect(questionLinks(scope)).toHaveCount(0);
    await group.locator('summary').click();
    const hit = questionLinks(scope);
    await expect(hit).toHaveCount(1);
    await expect(hit).toHaveAttribute('href', record.url);
    await expect(scope.getByText(/Knowledge check · Question \d+ of \d+/i)).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`${record.url.replace(/[#/]/g, '\\$&')}$`));
    const heading = page.locator(`[id="${record.url.split('#')[1]}"]`);
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('group', { name: record.title })).toBeVisible();
  });

  test('a knowledge check is indexed by its scenarios and questions only, never by its answers, keys or explanations', async ({ page }) => {
    // One record per question.
    const quizzes = readdirSync('src/content/quizzes')
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => yaml.load(readFileSync(join('src/content/quizzes', f), 'utf8')) as QuizFile);
    const questionRecords = records.filter((r) => /\/quiz#/.test(r.url));
    expect(questionRecords).toHaveLength(quizzes.reduce((n, q) => n + q.questions.length, 0));

    // Each record holds its question as the page shows it (the title) and its scenario (the text), nothing else.
    const shown = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    for (const quiz of quizzes) {
      await page.goto(`/modules/${quiz.module}/quiz`);
      for (const question of quiz.questions) {
        const record = questionRecords.find((r) => r.url === `/modules/${quiz.module}/quiz#${question.id}-heading`);
        expect(record, question.id).toBeDefined();
        const scenario = shown(await page.locator(`[id="${question.id}-scenario"]`).textContent());
        const asked = shown(await page.locator(`fieldset:has([name="${question.id}"]) > legend`).textContent());
        expect({ title: shown(record?.title ?? ''), content: shown(record?.content ?? '') }, question.id).toEqual({
          title: asked,
          content: scenario,
        });
      }
    }

    // A word only the answers or explanations have finds no quiz.
    const answers = quizzes.flatMap((q) => q.questions.flatMap((question) => question.answers));
    const word = unindexedWord(
      records,
      answers.flatMap((a) => [a.text, a.explanation]),
    );
    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('status').filter({ hasText: word })).toHaveText(/results? for “/);
    // The practice questions too, had any been found.
    for (const group of await page.locator('details[data-search-questions]').all()) await group.locator('summary').click();
    const hrefs = await page
      .getByRole('list', { name: /^(Search results|Practice questions)$/ })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(
      hrefs.filter((href) => href.includes('/quiz')),
      word,
    ).toEqual([]);
  });

  test('no result says so and suggests the FAQ page', async ({ page }) => {
    await page.goto('/resources');
    const { field, scope } = await searchField(page);
    await field.fill('zzqxv');
    await expect(scope.getByRole('status')).toHaveText('No results for “zzqxv”. Try other words, or browse the FAQ page.');
    await scope.getByRole('link', { name: 'FAQ page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ACA Training FAQ & Resources' })).toBeVisible();
  });

  test('keyboard: Down arrow reaches the results, Up goes back, Escape closes and returns to the field', async ({ page }) => {
    await page.goto('/faq');
    const { field, scope } = await searchField(page);
    await field.fill('consent');
    const hits = results(scope);
    await expect(hits.first()).toBeVisible();
    await expect(scope.getByRole('status')).toHaveText(/^\d+ results? for “consent”\./);
    await field.press('ArrowDown');
    await expect(hits.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(hits.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(field).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(hits.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(field).toBeFocused();
    await expect(scope.getByRole('list', { name: 'Search results' })).toBeHidden();
    if (isMobile(page)) {
      // The first Escape closed the results only; the side panel is still open.
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    }
    await field.press('ArrowDown');
    await expect(hits.first()).toBeFocused();
  });

  test('a question finds the FAQ or slide passage that answers it first; practice questions come last, in one closed group', async ({
    page,
    request,
  }) => {
    const firstAnswers: [query: string, first: RegExp][] = [
      ['can a client keep the credit without filing 8962', /8962/],
      ['failure to reconcile', /failure to reconcile/i],
      ['data matching', /data-matching/i],
      ['Cuban', /Cuban/],
    ];
    // The how-to for a client whose income changed, once the FAQs have one titled so (the rebuild
    // below adds one to its copy and checks it either way).
    const faqs = (await (await request.get('/api/faqs')).json()) as Faq[];
    if (faqs.some((faq) => /income changed/i.test(faq.question))) firstAnswers.push(['income changed', /income changed/i]);
    for (const [query, first] of firstAnswers) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      const answers = results(page.getByRole('main'));
      await expect(answers.first(), query).toHaveText(first);
      await expect(answers.first(), query).toHaveAttribute('href', /\/#faq-\d+$|\/modules\/\d+\?highlight=/);
      const hrefs = await answers.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(
        hrefs.filter((href) => href.includes('/quiz')),
        query,
      ).toEqual([]);
    }
    // "data matching" is in knowledge checks too: after the answers, one closed line, counted in the status.
    await page.goto('/search?q=data%20matching');
    const main = page.getByRole('main');
    const group = main.locator('details[data-search-questions]');
    await expect(group.locator('summary')).toHaveText(/^Practice questions \(\d+\)$/);
    const count = Number(/\((\d+)\)/.exec((await group.locator('summary').textContent()) ?? '')?.[1]);
    await expect(main.getByRole('status')).toContainText(`Also ${count} practice question${count === 1 ? '' : 's'}, grouped last.`);
    await expect(group).not.toHaveAttribute('open');
    expect(
      await main.evaluate((root) => {
        const list = root.querySelector('ol[aria-label="Search results"]');
        const details = root.querySelector('details[data-search-questions]');
        return !!list && !!details && !!(list.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    ).toBe(true);
    await group.locator('summary').click();
    await expect(questionLinks(main)).toHaveCount(count);
    for (const href of await questionLinks(main).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '')))
      expect(href).toMatch(/\/quiz#/);
  });

  test('keyboard: the practice questions’ line opens with Enter, and the arrows go on into it', async ({ page }) => {
    await page.goto('/faq');
    const { field, scope } = await searchField(page);
    await field.fill('data matching');
    const summary = scope.locator('details[data-search-questions] summary');
    await expect(summary).toBeVisible();
    await field.press('ArrowDown');
    // Down through the answers (and the link to all of them) to the group's line.
    for (let i = 0; i < 20 && !(await summary.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('ArrowDown');
    await expect(summary).toBeFocused();
    await expect(summary).toHaveAccessibleName(/^Practice questions \(\d+\)$/);
    await page.keyboard.press('Enter');
    await expect(scope.locator('details[data-search-questions]')).toHaveAttribute('open');
    // Read when first opened.
    await expect(questionLinks(scope).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(questionLinks(scope).first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(summary).toBeFocused();
  });

  test('a result says the status the registry gives the rules its passage quotes', async ({ page }) => {
    await page.goto('/search?q=what%20the%20court%20stayed');
    const stayed = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /What the court stayed/ }) });
    await expect(stayed.getByRole('list', { name: 'Rule status' })).toContainText('Stayed by a court');
    await page.goto('/search?q=failure%20to%20reconcile');
    const first = page.getByRole('main').getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await expect(first.getByRole('list', { name: 'Rule status' }).getByRole('listitem').first()).toHaveText(/^(Until|Ended|From|Stayed)/);
  });

  test('a passage opened from a result is under the header with the words searched marked', async ({ page }) => {
    await page.goto('/search?q=failure%20to%20reconcile');
    const first = results(page.getByRole('main')).first();
    await expect(first).toHaveText(/failure to reconcile/i);
    const href = (await first.getAttribute('href')) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/modules\/\d+\?highlight=failure\+to\+reconcile#./);
    const heading = landingHeading(page, href);
    await expect(heading).toBeVisible();
    await expect.poll(() => underHeader(page, heading)).toBe(true);
    const marks = page.getByRole('article').locator('mark');
    await expect(marks.filter({ hasText: /^failure$/i }).first()).toBeVisible();
    await expect(marks.filter({ hasText: /^reconcil/i }).first()).toBeVisible();
    // Only the words searched, in the indexed text: not the site's header, not a fact's citation.
    await expect(page.getByRole('banner').locator('mark')).toHaveCount(0);
    await expect(page.locator('.fact-cite mark')).toHaveCount(0);
  });

  test('agents’ shorthand finds the spelled-out training, best match first, with the words marked', async ({ page }) => {
    await page.goto('/search?q=OOP%20max');
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('listitem').first();
    await expect(first.locator('mark').first()).toBeVisible();
    await expect(first).toContainText(/out-of-pocket/i);
    await expect(
      first
        .locator('mark')
        .filter({ hasText: /^out-of-pocket$/i })
        .first(),
    ).toBeVisible();
    await expect(
      first
        .locator('mark')
        .filter({ hasText: /^maximum$/i })
        .first(),
    ).toBeVisible();
  });

  test('finds the rules that changed for this open enrollment, each in the deck that teaches it', async ({ page }) => {
    const topics: [query: string, deck: number][] = [
      ['catastrophic hardship exemption', 13],
      ['grace period', 13],
      ['NPN override', 14],
      ['SBE certification', 15],
      ['Navigator', 15],
      ['work requirements Medicaid', 16],
      ['eligible alien', 16],
      ['Payment Notice', 17],
      ['stayed provisions', 17],
    ];
    for (const [query, deck] of topics) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      const links = page.getByRole('list', { name: 'Search results' }).getByRole('link');
      await expect(links.first(), query).toBeVisible();
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
      expect(
        hrefs.some((href) => href.includes(`/modules/${deck}`)),
        `"${query}" finds deck ${deck}: ${hrefs.join(' ')}`,
      ).toBe(true);
    }
  });

  test('/search reads ?q=, updates as you type and keeps the query in the address', async ({ page }) => {
    await page.goto('/search?q=consent');
    const status = page.getByRole('status').filter({ hasText: /consent/ });
    await expect(status).toHaveText(/^\d+ results? for “consent”\./);
    const field = page.getByRole('searchbox', { name: 'Search slides, FAQs and resources' });
    await expect(field).toHaveValue('consent');
    await field.fill('1095-A');
    await expect(page).toHaveURL(/\/search\?q=1095-A$/);
    await expect(page.getByRole('status').filter({ hasText: /1095-A/ })).toHaveText(/^\d+ results? for “1095-A”\./);
    await field.fill('');
    await expect(page).toHaveURL(/\/search$/);
    // The header has no second search field on /search.
    await expect(page.getByRole('search')).toHaveCount(1);
  });

  test('/search shows more results on request and moves focus to the first new one', async ({ page }) => {
    await page.goto('/search?q=the');
    const hits = page.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect(hits).toHaveCount(10);
    await page.getByRole('button', { name: 'Show more results' }).click();
    await expect(hits.nth(10)).toBeFocused();
  });

  test('a known route in other casing lands on /search with its query', async ({ page }) => {
    const response = await page.goto('/SEARCH?q=consent');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /consent/ })).toHaveText(/results? for “consent”/);
    expect((await page.goto('/search/extra'))?.status()).toBe(404);
  });

  test('searches run under the Content-Security-Policy without violations', async ({ page }) => {
    const violations = await cspViolations(page);
    await page.goto('/search?q=special%20enrollment');
    await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  // A context of its own: the shared page waits for islands to hydrate, which never happens here.
  test('/search says search needs JavaScript and links the FAQ page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL ?? '' });
    const page = await context.newPage();
    await page.goto('/search?q=consent');
    await expect(page.getByText('Search needs JavaScript, which is turned off in this browser.')).toBeVisible();
    await page.getByRole('link', { name: 'FAQ page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'ACA Training FAQ & Resources' })).toBeVisible();
    await context.close();
  });
});

test.describe('the index follows the content', () => {
  test('a build from a changed slide indexes the new text, and search finds it', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one rebuild is enough');
    test.setTimeout(240_000);
    const workspace = copyProject(process.cwd());
    const host = { stop: () => {} };
    try {
      const deckFile = readdirSync(join(workspace.root, 'src/content/modules')).find((f) => f.startsWith('15-'))!;
      const deckYaml = readFileSync(join(workspace.root, 'src/content/modules', deckFile), 'utf8');
      const slideId = /slides:\s*\n\s*-\s*(\S+)/.exec(deckYaml)?.[1];
      const word = 'Zephyrtraining';
      appendFileSync(join(workspace.root, `src/content/slides/15/${slideId}.mdx`), `\nEditors changed this slide: ${word} appears here.\n`);
      // The how-to agents ask for most (issue 50), as an FAQ titled with the words they type.
      const faqs = yaml.load(readFileSync(join(workspace.root, 'src/content/faqs.yaml'), 'utf8')) as Faq[];
      const incomeFaq = {
        id: Math.max(...faqs.map((f) => f.id)) + 1,
        question: 'Zephyr test: my client’s income changed. What does she report?',
        answer: 'Report the change on the application within the days the notice gives; the next month’s advance credit follows.',
      };
      appendFileSync(join(workspace.root, 'src/content/faqs.yaml'), `\n${yaml.dump([incomeFaq])}`);
      const build = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], {
        cwd: workspace.root,
        encoding: 'utf8',
        env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', BASE_PATH: '', PUBLIC_API_BASE_URL: '' },
        timeout: 200_000,
      });
      expect(build.status, build.stderr + build.stdout.slice(-2000)).toBe(0);
      const indexed = (await readIndexedRecords(join(workspace.root, 'dist'))).filter((r) => r.content.includes(word));
      expect(indexed.map((r) => r.url)).toEqual(['/modules/15#slide-1']);

      const port = Number(process.env['E2E_PORT'] ?? 4400) + 3;
      const child = spawn(process.execPath, ['tests/support/static-host.ts', join(workspace.root, 'dist'), String(port), '/'], {
        stdio: 'ignore',
      });
      host.stop = () => void child.kill('SIGTERM');
      await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => null))?.status, { timeout: 15_000 }).toBe(200);
      await page.goto(`http://127.0.0.1:${port}/search?q=${word.toLowerCase()}`);
      const hit = page.getByRole('list', { name: 'Search results' }).getByRole('link');
      await expect(hit).toHaveCount(1);
      await hit.click();
      await expect(page.getByText(`Editors changed this slide: ${word} appears here.`)).toBeVisible();
      // A question agents type finds the FAQ titled with its words first.
      await page.goto(`http://127.0.0.1:${port}/search?q=income%20changed`);
      const first = page.getByRole('list', { name: 'Search results' }).getByRole('link').first();
      await expect(first).toHaveText(/income changed/i);
      await expect(first).toHaveAttribute('href', /^\/#faq-\d+$/);
    } finally {
      host.stop();
      workspace.remove();
    }
  });
});
