// The checked knowledge check kept in the page's history entries (src/lib/quiz-history.ts): read
// back once the island is live, and written into every entry the page makes while it is checked
// (a link to a question adds one), so that Back from a slide finds it.
import { useEffect } from 'react';
import { checkInState, stateWithCheck, stateWithoutCheck } from '../../lib/quiz-history.ts';

type Question = { id: string; answers: readonly unknown[] };

/** The check this entry keeps for the deck, with its answers put back in the form's radio groups; null when none. */
export function restoreCheck(
  form: HTMLFormElement | null,
  moduleId: number,
  questions: readonly Question[],
): Record<string, number> | null {
  const chosen = checkInState(window.history.state, moduleId, questions);
  if (!chosen || !form) return null;
  for (const [id, pick] of Object.entries(chosen)) {
    const radio = form.querySelector<HTMLInputElement>(`input[name="${id}"][value="${pick}"]`);
    if (radio) radio.checked = true;
  }
  return chosen;
}

/** Drops the kept check from this entry ('Try again'). */
export function forgetCheck(): void {
  window.history.replaceState(stateWithoutCheck(window.history.state), '');
}

/** While checked, this entry and each one the page adds keep the answers. */
export function useKeptCheck(moduleId: number, checked: boolean, chosen: Readonly<Record<string, number>>): void {
  useEffect(() => {
    if (!checked) return;
    const keep = () => window.history.replaceState(stateWithCheck(window.history.state, moduleId, chosen), '');
    keep();
    window.addEventListener('hashchange', keep);
    return () => window.removeEventListener('hashchange', keep);
  }, [moduleId, checked, chosen]);
}
