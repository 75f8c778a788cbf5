import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '../../lib/toast-store.ts';
import type { CountyQuestion } from './county-question.ts';
import { DEFAULT_INPUTS } from './form.ts';
import { NAMES_KEY } from './kept-names.ts';
import { $parts } from './parts.ts';
import { $calculator, askYearEnd, calculateForm, edit, goLive, resetCalculator, submit } from './store.ts';
import { typedBeforeLive } from './typed-controls.ts';

const askAbout = vi.hoisted(() => vi.fn());
vi.mock('./county-question.ts', async (original) => ({ ...(await original<typeof import('./county-question.ts')>()), askAbout }));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// 15501: Somerset County (primary, rating area 5) and Westmoreland County (area 4).
const spanning: CountyQuestion = {
  status: 'ask',
  zip: '15501',
  counties: [
    { fips: '42111', name: 'Somerset County', ratingArea: 5, primary: true },
    { fips: '42129', name: 'Westmoreland County', ratingArea: 4, primary: false },
  ],
};

let search = '';
let sent: unknown[] = [];
/** This tab's sessionStorage. */
let storage = new Map<string, string>();
let answer: () => Promise<Response> = async () => json({ subsidy: 100 });
const toasts = () => $toasts.get().map(({ title, description, variant }) => ({ title, description, variant }));

// The code the store loads as it needs it, loaded once here so that its imports settle with the timers.
beforeAll(async () => {
  await Promise.all([import('./ResultPanel.tsx'), import('./HouseholdEditor.tsx'), import('./failure-words.ts'), import('./requests.ts')]);
});

beforeEach(() => {
  vi.useFakeTimers();
  search = '';
  sent = [];
  answer = async () => json({ subsidy: 100 });
  $toasts.set([]);
  askAbout.mockReset();
  askAbout.mockImplementation(async (zip: string): Promise<CountyQuestion> => (zip === '15501' ? spanning : { status: 'none' }));
  resetCalculator();
  storage = new Map();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  });
  // The page's address, as the store reads and writes it.
  vi.stubGlobal('window', {
    location: {
      pathname: '/calculator',
      hash: '',
      get search() {
        return search;
      },
    },
    history: {
      state: null,
      replaceState: (_state: unknown, _title: string, url: string) => {
        search = url.slice(url.indexOf('?'));
      },
    },
  });
  // The API's answer for a calculation; anything else (the connection check) fails, as offline.
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (!String(url).endsWith('/api/subsidy-calculation')) throw new TypeError('Failed to fetch');
    sent.push(JSON.parse(String(init?.body)));
    return answer();
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets every pending promise and timer run. */
const settle = () => vi.runAllTimersAsync();

describe('going live', () => {
  it('reads the URL, and a link with a scenario calculates at once and writes what it sent back', async () => {
    search = '?zip=30303&income=40000&size=1';
    goLive(null, false);
    expect($calculator.get()).toMatchObject({ ready: true, inputs: { zipCode: '30303', income: '40000' } });
    await settle();
    expect(sent).toEqual([expect.objectContaining({ zipCode: '30303', income: 40000 })]);
    expect($calculator.get()).toMatchObject({ phase: 'result', announcement: { kind: 'ready' }, focus: null });
    expect($parts.get().panel).not.toBeNull();
    expect(search).toContain('zip=30303');
  });

  it('keeps only what was typed into the server’s form, by name', () => {
    const data = new FormData();
    data.set('year', String(DEFAULT_INPUTS.year));
    data.set('zipCode', '30301');
    data.set('income', '');
    data.set('familySize', '1');
    data.set('members.0.age', '52');
    data.set('childrenOnMarketplace', 'on');
    data.set('somethingElse', 'x');
    expect(typedBeforeLive(data)).toEqual({ zipCode: '30301', 'members.0.age': '52', childrenOnMarketplace: 'true' });
  });

  it('runs a Calculate pressed before the island was live, as the agent’s own', async () => {
    search = '';
    goLive(null, true);
    await settle();
    expect($calculator.get()).toMatchObject({ phase: 'result', focus: 'result-title' });
    expect(sent).toHaveLength(1);
  });
});

describe('the County question', () => {
  it('is looked up a moment after the ZIP code looks complete, once', async () => {
    goLive(null, false);
    edit({ zipCode: '1550' });
    expect($calculator.get().question).toEqual({ status: 'none' });
    edit({ zipCode: '15501' });
    expect($calculator.get().question).toEqual({ status: 'checking', zip: '15501' });
    edit({ income: '30000' });
    await settle();
    expect(askAbout).toHaveBeenCalledTimes(1);
    expect($calculator.get().question).toBe(spanning);
  });

  it('is asked before the agent’s own Calculate when it was not on screen yet; the next Calculate runs', async () => {
    goLive(null, false);
    edit({ zipCode: '15501', income: '30000' });
    calculateForm();
    await settle();
    expect($calculator.get()).toMatchObject({ phase: 'county', focus: 'countyFips', announcement: { kind: 'ask-county', zip: '15501' } });
    expect(sent).toEqual([]);
    edit({ countyFips: '42129' });
    calculateForm();
    await settle();
    expect(sent).toEqual([expect.objectContaining({ zipCode: '15501', countyFips: '42129' })]);
  });

  it('a link that names no county calculates for the main one, left for the API to assume', async () => {
    search = '?zip=15501&income=30000';
    goLive(null, false);
    await settle();
    expect(sent).toEqual([expect.not.objectContaining({ countyFips: expect.anything() })]);
    expect($calculator.get()).toMatchObject({ phase: 'result', calculated: { countyChosen: false } });
  });
});

describe('a failed calculation', () => {
  it('keeps the API’s issues as data, with their words loaded, and raises the toast', async () => {
    answer = async () => json({ error: 'Invalid', issues: [{ path: 'income', message: 'income is required' }] }, 400);
    goLive(null, false);
    edit({ zipCode: '30303' });
    await submit($calculator.get().inputs, true);
    expect($calculator.get()).toMatchObject({
      phase: 'invalid',
      failure: { kind: 'invalid', fields: { income: [{ api: 'income is required' }] } },
      focus: 'income',
    });
    expect($parts.get().words?.fieldMessages($calculator.get().failure)).toEqual({ income: 'Income is required' });
    expect(toasts()).toEqual([{ title: 'Calculation Error', description: 'Check the highlighted fields.', variant: 'destructive' }]);
  });

  it('refuses a family share that covers nobody before anything is sent', async () => {
    goLive(null, false);
    const offer = { employee: 0, selfOnlyMonthly: '100', familyMonthly: '300', familyMembers: [], minimumValue: true };
    edit({ zipCode: '30303', income: '30000', jobOffers: [offer] });
    calculateForm();
    await settle();
    expect(sent).toEqual([]);
    expect($calculator.get().failure).toMatchObject({ fields: { 'jobOffers.0.familyMonthly': [{ refused: 'nobody-else' }] } });
    expect($parts.get().editor).not.toBeNull();
  });

  it('says the connection is lost when no answer came and the site does not answer either', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    goLive(null, false);
    await submit({ ...DEFAULT_INPUTS, zipCode: '30303', income: '1' }, false);
    expect($calculator.get()).toMatchObject({ phase: 'error', failure: { kind: 'failed', reason: 'offline' }, focus: null });
    expect(toasts()).toHaveLength(1);
  });
});

describe('the tax-time table’s own rows and the summary’s names', () => {
  it('asks the estimate on screen again with the year-end incomes, not the edits since; the focus stays where it is', async () => {
    search = '?year=2027&zip=30303&income=40000&ages=40';
    goLive(null, false);
    await settle();
    edit({ income: '41000' });
    askYearEnd(['80000']);
    // Meanwhile the estimate on screen is not out of date for the rows being added.
    expect($calculator.get()).toMatchObject({ asked: { income: '40000', yearEndIncomes: ['80000'] }, announcement: { kind: 'checking' } });
    await settle();
    expect(sent.at(-1)).toMatchObject({ income: 40000, yearEndIncomes: [80000] });
    expect($calculator.get()).toMatchObject({ phase: 'result', focus: null, inputs: { income: '41000', yearEndIncomes: ['80000'] } });
    expect(search).toContain('income=40000');
    expect(search).toContain('yearend=80000');
  });

  it('asks nothing before an estimate, or while one is being worked out', async () => {
    goLive(null, false);
    askYearEnd(['80000']);
    await settle();
    expect(sent).toEqual([]);
  });

  it('keeps a name in the tab as it is typed, never in the URL, never sent; a reload gives it back for the same household', async () => {
    search = '?year=2027&zip=30303&income=40000&ages=40,38';
    goLive(null, false);
    await settle();
    const names = [
      { first: '', relation: '' as const },
      { first: 'Ana', relation: 'wife' as const },
    ];
    edit({ names, income: '1' });
    expect(JSON.parse(storage.get(NAMES_KEY) ?? '')).toEqual({ ages: '40,38', names });
    calculateForm();
    await settle();
    expect(search).toBe('?year=2027&zip=30303&income=1&ages=40,38');
    expect($parts.get().editor).not.toBeNull();
    expect(JSON.stringify(sent)).not.toContain('Ana');
    // The page reloaded: the names come back with the household; another household's link has none.
    resetCalculator();
    goLive(null, false);
    expect($calculator.get().inputs.names).toEqual(names);
    await settle();
    resetCalculator();
    search = '?year=2027&zip=30303&income=40000&ages=40,38,12';
    goLive(null, false);
    expect($calculator.get().inputs.names).toEqual([]);
    await settle();
  });
});
