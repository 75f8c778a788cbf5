// What a phone waits for on the project's phone profile (tests/support/phone.ts): taps, a list's first
// row, a search typed after load, each timed in the page. Alone: `node scripts/bench/site/phone.ts`.
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../../../tests/support/chromium.ts';
import { PHONE, SLOW_4G_PHONE, throttle } from '../../../tests/support/phone.ts';
import { median } from '../lib.ts';
import { frameWhen } from './frames.ts';
import { CHROMIUM, serveSite } from './lighthouse.ts';
import { SEARCH_QUERIES, timeQuery } from './search.ts';

const RUNS = 3;
/** How long a tap may go unanswered before it counts as dead. */
const NO_ANSWER_MS = 5000;

/** The phone budgets: a tap answered, a list's first row, a search typed after load (ms, medians). */
export const PHONE_BUDGETS = { tapMs: 200, listMs: 1500, searchAfterLoadMs: 1500 } as const;

interface Tap {
  name: string;
  path: string;
  /** What to do once the page is there, before the tap (typing a household). */
  prepare?: (page: Page) => Promise<void>;
  control: (page: Page) => Locator;
  /** A JavaScript expression, true in the page once the tap is answered. */
  answered: string;
}

/**
 * Fills fields by their label in one step, as autofill or a quick typist would before the island
 * is live (Playwright's fill waits on each field, and the island may hydrate meanwhile).
 */
async function typeAtOnce(page: Page, values: Record<string, string>): Promise<void> {
  await page
    .getByLabel(Object.keys(values)[0] ?? '')
    .first()
    .waitFor({ state: 'visible' });
  await page.evaluate((entries) => {
    for (const [label, value] of Object.entries(entries)) {
      const field = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim().startsWith(label))?.control;
      if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) throw new Error(`no field labelled ${label}`);
      field.value = value;
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, values);
}

/** A control by its accessible name, whether it is a button or a link to a slide. */
const named = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).or(page.getByRole('link', { name })).first();
const slideShown = (index: number) => `!!document.querySelector('[data-slide="${index}"]')?.checkVisibility()`;
const calculating = (label: string) =>
  `[...document.querySelectorAll('button')].some((b) => /Calculating/.test(b.textContent ?? '')) || !!document.querySelector('${label}')`;

export const TAPS: readonly Tap[] = [
  { name: 'deck Next', path: '/modules/13', control: (page) => named(page, /^Next/), answered: slideShown(1) },
  {
    name: 'deck Previous',
    path: '/modules/13#slide-2',
    // Previous counts from the moment the second slide, which the link opens, is on screen.
    prepare: (page) => frameWhen(page, slideShown(1)).then(() => undefined),
    control: (page) => named(page, /^Previous/),
    answered: slideShown(0),
  },
  { name: 'deck dot', path: '/modules/13', control: (page) => named(page, /^Go to slide 3/), answered: slideShown(2) },
  {
    name: 'quiz answer',
    path: '/modules/13/quiz',
    control: (page) => page.getByRole('radio').nth(1),
    answered: `document.querySelectorAll('input[type=radio]')[1]?.checked === true`,
  },
  {
    name: 'home Calculate',
    path: '/',
    prepare: (page) => typeAtOnce(page, { 'Annual income': '45000', 'Family size': '3', 'ZIP code': '30301' }),
    control: (page) => page.getByRole('button', { name: /Calculate Subsidy|Calculating/ }),
    answered: calculating('[aria-labelledby$="-result"]'),
  },
  {
    name: '/calculator Calculate',
    path: '/calculator',
    prepare: (page) => typeAtOnce(page, { 'ZIP code': '30301', 'Household income for the year': '45000' }),
    control: (page) => page.getByRole('button', { name: /^Calculate$|Calculating/ }),
    answered: calculating('h2[tabindex="-1"]'),
  },
  {
    name: 'FAQ question',
    path: '/',
    control: (page) => page.locator('div[data-state] > h3 > button').first(),
    answered: `document.querySelector('div[data-state] > h3 > button')?.getAttribute('aria-expanded') === 'true'`,
  },
];

/** The first element of each list, by route. */
export const LISTS: readonly { name: string; path: string; selector: string }[] = [
  { name: 'module cards', path: '/modules', selector: 'li[data-status]' },
  { name: 'home FAQ rows', path: '/', selector: 'div[data-state] > h3 > button' },
  { name: 'resource rows', path: '/resources', selector: '[data-testid="resource-detail"]' },
];

export interface PhoneBench {
  /** Median milliseconds from the tap to its answer on screen, and the runs. */
  taps: Record<string, { ms: number; runs: number[] }>;
  /** Median milliseconds from navigation to the list's first row on screen. */
  lists: Record<string, { ms: number; runs: number[] }>;
  /** Median milliseconds from typing to the first result, typed after load, per query. */
  searchAfterLoad: Record<string, { ms: number; runs: number[] }>;
}

/**
 * A fresh phone, as on a first visit: no service worker (the offline worker, registered once a page
 * is done, would otherwise precache the site over a connection the throttling does not reach, and
 * answer later reads from its cache).
 */
async function phonePage(browser: Browser, profile = PHONE): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  await throttle(page, profile);
  return { page, close: () => context.close() };
}

async function timeTap(browser: Browser, siteUrl: string, tap: Tap): Promise<number> {
  const { page, close } = await phonePage(browser);
  try {
    // The tap's own time, as the page saw it: the first pointerdown.
    await page.addInitScript(() => {
      addEventListener('pointerdown', (event) => ((window as { tapAt?: number }).tapAt ??= event.timeStamp), { capture: true });
    });
    await page.goto(`${siteUrl}${tap.path}`, { waitUntil: 'commit' });
    await tap.prepare?.(page);
    const control = tap.control(page);
    await control.waitFor({ state: 'visible', timeout: 30_000 });
    // At once, as a person does: not waiting for the control to be enabled or the island to be live.
    await control.tap({ force: true });
    const answeredAt = await Promise.race([frameWhen(page, tap.answered), page.waitForTimeout(NO_ANSWER_MS).then(() => Number.NaN)]);
    const tappedAt = await page.evaluate(() => (window as { tapAt?: number }).tapAt ?? Number.NaN);
    // A tap that nothing answers (a disabled control) counts as NO_ANSWER_MS.
    return Number.isNaN(answeredAt) ? NO_ANSWER_MS : Math.round(answeredAt - tappedAt);
  } finally {
    await close();
  }
}

async function timeList(browser: Browser, siteUrl: string, list: (typeof LISTS)[number]): Promise<number> {
  const { page, close } = await phonePage(browser);
  try {
    await page.goto(`${siteUrl}${list.path}`, { waitUntil: 'commit' });
    // performance.now() counts from the navigation's start.
    return Math.round(await frameWhen(page, `!!document.querySelector(${JSON.stringify(list.selector)})?.checkVisibility()`));
  } finally {
    await close();
  }
}

async function timeSearchAfterLoad(browser: Browser, siteUrl: string, query: string): Promise<number> {
  const { page, close } = await phonePage(browser, SLOW_4G_PHONE);
  try {
    await page.goto(`${siteUrl}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    return await timeQuery(page, query, true);
  } finally {
    await close();
  }
}

const summarise = (runs: Record<string, number[]>) =>
  Object.fromEntries(Object.entries(runs).map(([name, values]) => [name, { ms: median(values), runs: values }]));

export async function benchPhone(siteUrl: string): Promise<PhoneBench> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
  const taps: Record<string, number[]> = {};
  const lists: Record<string, number[]> = {};
  const search: Record<string, number[]> = {};
  try {
    for (let run = 0; run < RUNS; run += 1) {
      for (const tap of TAPS) taps[tap.name] = [...(taps[tap.name] ?? []), await timeTap(browser, siteUrl, tap)];
      for (const list of LISTS) lists[list.name] = [...(lists[list.name] ?? []), await timeList(browser, siteUrl, list)];
      for (const query of SEARCH_QUERIES) search[query] = [...(search[query] ?? []), await timeSearchAfterLoad(browser, siteUrl, query)];
    }
  } finally {
    await browser.close();
  }
  return { taps: summarise(taps), lists: summarise(lists), searchAfterLoad: summarise(search) };
}

const line = (label: string, entries: PhoneBench['taps']) =>
  `${label}: ${Object.entries(entries)
    .map(([name, { ms, runs }]) => `${name} ${ms} ms (${runs.join(', ')})`)
    .join('; ')}`;

export function phoneReport(p: PhoneBench): string {
  return [
    `phone profile (CPU 4×, 150 ms, 1.6 Mbps), median of ${RUNS} (runs):`,
    line('  tap to answer', p.taps),
    line('  navigation to first row', p.lists),
    line('  search typed after load (slow 4G), to first result', p.searchAfterLoad),
  ].join('\n');
}

/** A BUDGET FAILED line for each median over its budget. */
export function phoneFailures(p: PhoneBench): string[] {
  const over = (kind: string, entries: PhoneBench['taps'], budget: number) =>
    Object.entries(entries)
      .filter(([, { ms }]) => ms > budget)
      .map(([name, { ms, runs }]) => `phone ${kind} "${name}": ${ms} ms (runs ${runs.join(', ')}), budget ${budget} ms`);
  return [
    ...over('tap', p.taps, PHONE_BUDGETS.tapMs),
    ...over('list', p.lists, PHONE_BUDGETS.listMs),
    ...over('search after load', p.searchAfterLoad, PHONE_BUDGETS.searchAfterLoadMs),
  ];
}

if (import.meta.main) {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const site = await serveSite(root);
  try {
    console.log(phoneReport(await benchPhone(site.url)));
  } finally {
    site.stop();
  }
}
