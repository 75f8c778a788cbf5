/**
 * The site-wide toast queue (docs/behaviour.md, Shared frame): any island pushes with `toast()`, one Toaster
 * island renders. At most TOAST_LIMIT visible; a toast closes after TOAST_DURATION_MS, and a closed
 * toast stays in the store (hidden) for TOAST_REMOVE_DELAY_MS before it is removed.
 */
import { atom } from 'nanostores';

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export type ToastVariant = 'default' | 'destructive';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export const $toasts = atom<Toast[]>([]);

let counter = 0;
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      $toasts.set($toasts.get().filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/** Shows a toast; the newest replaces older ones beyond the limit. Returns its id. */
export function toast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const next: Toast = { id, title: input.title, variant: input.variant ?? 'default', open: true };
  if (input.description !== undefined) next.description = input.description;
  $toasts.set([next, ...$toasts.get()].slice(0, TOAST_LIMIT));
  return id;
}

/** Closes one toast (or all); it is removed from the store after the removal delay. */
export function dismissToast(id?: string): void {
  $toasts.set(
    $toasts.get().map((t) => {
      if (id !== undefined && t.id !== id) return t;
      scheduleRemoval(t.id);
      return { ...t, open: false };
    }),
  );
}
