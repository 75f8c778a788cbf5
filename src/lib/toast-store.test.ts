import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, TOAST_REMOVE_DELAY_MS, toast } from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    $toasts.set([]);
  });
  afterEach(() => vi.useRealTimers());

  it('keeps at most one toast, the newest', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', description: 'More', variant: 'destructive' });
    const toasts = $toasts.get();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', description: 'More', variant: 'destructive', open: true });
  });

  it('defaults to the normal variant', () => {
    toast({ title: 'Saved' });
    expect($toasts.get()[0]?.variant).toBe('default');
  });

  it('closes on dismiss and removes after the removal delay', () => {
    const id = toast({ title: 'Bye' });
    dismissToast(id);
    expect($toasts.get()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });

  it('dismiss without an id closes every toast', () => {
    toast({ title: 'One' });
    dismissToast();
    expect($toasts.get().every((t) => !t.open)).toBe(true);
  });
});
