// Moves focus where the /calculator state asks (a field, the result's heading, Calculate) once the
// page shows that element: at once, or once the editor or the result panel has loaded.
import { useEffect } from 'react';
import type { Parts } from './parts.ts';
import type { FocusTarget } from './state.ts';
import { dispatch } from './store.ts';

export function usePendingFocus(idBase: string, focus: FocusTarget | null, parts: Parts): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a loaded part can bring the target on screen.
  useEffect(() => {
    const element = focus === null ? null : document.getElementById(`${idBase}-${focus}`);
    if (element === null) return;
    element.focus();
    dispatch({ type: 'focused' });
  }, [focus, parts, idBase]);
}
