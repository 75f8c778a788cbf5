import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_MESSAGE } from '../../lib/offline/status.ts';
import { $toasts } from '../../lib/toast-store.ts';
import * as homeResult from './HomeResult.tsx';
import { $home, $homePanel, calculateFrom, resetHome } from './home-store.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};
const filled = { income: '30000', familySize: '1', zipCode: '30301' };

let sent: unknown[] = [];
let answer: () => Promise<Response> = async () => json({ subsidy: 412.5, year: 2027 });
const toasts = () => $toasts.get().map(({ title, description, variant }) => ({ title, description, variant }));

beforeEach(() => {
  sent = [];
  answer = async () => json({ subsidy: 412.5, year: 2027 });
  $toasts.set([]);
  resetHome();
  // The API's answer for a calculation; anything else (the connection check) fails, as offline.
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (!String(url).endsWith('/api/subsidy-calculation')) throw new TypeError('Failed to fetch');
    sent.push(JSON.parse(String(init?.body)));
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

/** Lets the request (its module loaded with the first) and its answer run. */
const settle = () => vi.waitFor(() => expect($home.get().phase).not.toBe('calculating'));

describe('the home calculator', () => {
  it('refuses an empty field with Missing Information and names it for focus, sending nothing', () => {
    expect(calculateFrom(form({ ...filled, familySize: '' }))).toBe('familySize');
    expect(toasts()).toEqual([{ title: 'Missing Information', description: 'Please fill in all fields.', variant: 'destructive' }]);
    expect(sent).toEqual([]);
  });

  it('refuses an income that is not whole dollars on its field', () => {
    expect(calculateFrom(form({ ...filled, income: '500.5' }))).toBe('income');
    expect($home.get()).toMatchObject({ incomeInvalid: true, phase: 'idle' });
    expect(toasts()).toEqual([]);
  });

  it('sends exactly income, family size and ZIP code, and keeps the answer as data', async () => {
    expect(calculateFrom(form(filled))).toBeNull();
    expect($home.get().phase).toBe('calculating');
    await settle();
    expect(sent).toEqual([{ income: 30000, familySize: 1, zipCode: '30301' }]);
    expect($home.get()).toMatchObject({ phase: 'result', shown: { answer: { subsidy: 412.5 }, request: { zipCode: '30301' } } });
    expect($homePanel.get()).toBe(homeResult);
    expect(toasts()[0]).toMatchObject({ title: 'Subsidy Calculated' });
  });

  it('goes back to idle with the error toast, keeping the last answer on screen', async () => {
    calculateFrom(form(filled));
    await settle();
    answer = async () => json({ error: 'Invalid', issues: [] }, 400);
    calculateFrom(form(filled));
    await settle();
    expect($home.get()).toMatchObject({ phase: 'idle', shown: { answer: { subsidy: 412.5 } } });
    expect(toasts()[0]).toMatchObject({
      title: 'Calculation Error',
      description: 'Failed to calculate subsidy. Please check your inputs.',
    });
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    calculateFrom(form(filled));
    await settle();
    expect(toasts()[0]).toMatchObject({ description: OFFLINE_MESSAGE });
  });
});
