// The home calculator's store (docs/behaviour.md, The home calculator): the phase, whether the
// income is refused, the answer on screen, and the action that reads the form and asks the API.

import type { InferResponseType } from 'hono/client';
import { atom } from 'nanostores';
import { type Api, ApiError } from '../../lib/api-read.ts';
import { connectionLost, OFFLINE_MESSAGE } from '../../lib/offline/status.ts';
import { toast } from '../../lib/toast-store.ts';
import type { HomeRequest } from './HomeResult.tsx';

export type HomePhase = 'idle' | 'calculating' | 'result';
export type HomePanel = typeof import('./HomeResult.tsx');

/** The form's fields, by name, in the order an empty one is reported. */
export const HOME_FIELDS = ['income', 'familySize', 'zipCode'] as const;
export type HomeField = (typeof HOME_FIELDS)[number];

export interface HomeState {
  phase: HomePhase;
  /** The income is not a whole number of dollars: refused on its field, nothing sent. */
  incomeInvalid: boolean;
  /** The last answer and what it was asked for, kept on screen through the next calculation or a failure. */
  shown: { answer: InferResponseType<Api['subsidy-calculation']['$post'], 200>; request: HomeRequest } | null;
}

/** The result panel and its wording, loaded with the first calculation in parallel with the API call. */
const loadPanel = (): Promise<HomePanel> => import('./HomeResult.tsx');
/** The calls (and Hono's client), loaded when the form is first used (`warmHome`) or with the first calculation. */
const loadRequests = () => import('./requests.ts');

/** The form is in use: start loading what a calculation needs. */
export const warmHome = (): void => void loadRequests().catch(() => undefined);

const initial: HomeState = { phase: 'idle', incomeInvalid: false, shown: null };
export const $home = atom<HomeState>(initial);
export const $homePanel = atom<HomePanel | null>(null);

/** A fresh store (for tests). */
export function resetHome(): void {
  $home.set(initial);
  $homePanel.set(null);
}

const update = (change: Partial<HomeState>) => $home.set({ ...$home.get(), ...change });

/** The income was edited: its message goes. */
export const incomeEdited = () => update({ incomeInvalid: false });

const WHOLE_DOLLARS = /^\d+$/;

/**
 * Reads the form (its FormData, so what was typed before the island was live counts) and calculates.
 * Returns the field to take focus: an empty one ('Missing Information'), or an income that is not
 * whole dollars; null when the request went.
 */
export const calculateHome = (form: HTMLFormElement): HomeField | null => calculateFrom(new FormData(form));

/** calculateHome's work, on the form's data. */
export function calculateFrom(data: FormData): HomeField | null {
  if ($home.get().phase === 'calculating') return null;
  const values = Object.fromEntries(HOME_FIELDS.map((name) => [name, String(data.get(name) ?? '').trim()])) as Record<HomeField, string>;
  const empty = HOME_FIELDS.find((name) => values[name] === '');
  if (empty) {
    update({ incomeInvalid: false });
    toast({ title: 'Missing Information', description: 'Please fill in all fields.', variant: 'destructive' });
    return empty;
  }
  if (!WHOLE_DOLLARS.test(values.income)) {
    update({ incomeInvalid: true });
    return 'income';
  }
  void send({ income: Number(values.income), familySize: Number(values.familySize), zipCode: values.zipCode });
  return null;
}

/** Sends exactly { income, familySize, zipCode }; a failure goes back to idle with the error toast. */
export async function send(request: HomeRequest): Promise<void> {
  update({ phase: 'calculating' });
  try {
    const [result, panel] = await Promise.all([loadRequests().then(({ postCalculation }) => postCalculation(request)), loadPanel()]);
    // Read here, so an answer without a subsidy fails like any other.
    const { message } = panel.readHomeResult(result, request);
    $homePanel.set(panel);
    update({ phase: 'result', shown: { answer: result, request } });
    toast({ title: 'Subsidy Calculated', description: message });
  } catch (error) {
    // No answer at all, and the site's own server unreachable too: say so instead of blaming the inputs.
    const offline = !(error instanceof ApiError) && (await connectionLost());
    update({ phase: 'idle' });
    const description = offline ? OFFLINE_MESSAGE : 'Failed to calculate subsidy. Please check your inputs.';
    toast({ title: 'Calculation Error', description, variant: 'destructive' });
  }
}
