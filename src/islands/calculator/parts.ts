// The calculator's code loaded as it is needed (store.ts asks for each part when the form needs it).
import { atom } from 'nanostores';

export type ResultModule = typeof import('./ResultPanel.tsx');
export type EditorModule = typeof import('./HouseholdEditor.tsx');
export type WordsModule = typeof import('./failure-words.ts');
export type PlansModule = typeof import('./PlanFields.tsx');
export type RequestsModule = typeof import('./requests.ts');

/**
 * The code loaded as it is needed, so the page's first load ships only the common form: the API
 * calls with the first of them (the County question's or a calculation), the result panel with the
 * first calculation (in parallel with the API call), the editor of people's details
 * and offers the first time one is needed, the plans' fields with the first plan (or the people a
 * benchmark covers), a failure's reading and words with the first failure.
 */
export interface Parts {
  panel: ResultModule | null;
  editor: EditorModule | null;
  words: WordsModule | null;
  plans: PlansModule | null;
}

export const loadPanel = (): Promise<ResultModule> => import('./ResultPanel.tsx');
export const loadEditor = (): Promise<EditorModule> => import('./HouseholdEditor.tsx');
export const loadWords = (): Promise<WordsModule> => import('./failure-words.ts');
const loadPlans = (): Promise<PlansModule> => import('./PlanFields.tsx');
export const loadRequests = (): Promise<RequestsModule> => import('./requests.ts');

export const $parts = atom<Parts>({ panel: null, editor: null, words: null, plans: null });

/** No part loaded (for tests). */
export const resetParts = (): void => $parts.set({ panel: null, editor: null, words: null, plans: null });

export const setPart = <K extends keyof Parts>(key: K, part: Parts[K]) => $parts.set({ ...$parts.get(), [key]: part });

/** Fetches the editor's code ahead of its first use; offline, the form says "Loading…" and the next need tries again. */
export function prepareEditor(): void {
  if ($parts.get().editor === null)
    loadEditor().then(
      (editor) => setPart('editor', editor),
      () => {},
    );
}

/** Fetches the plans' fields ahead of their first use, as the editor's. */
export function preparePlans(): void {
  if ($parts.get().plans === null)
    loadPlans().then(
      (plans) => setPart('plans', plans),
      () => {},
    );
}
