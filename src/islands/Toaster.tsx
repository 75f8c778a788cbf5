/**
 * The one toaster of the site (docs/behaviour.md, Shared frame). Renders the open toasts from the shared store,
 * closes each after TOAST_DURATION_MS (paused while hovered or focused), dismisses on a swipe right
 * past TOAST_SWIPE_THRESHOLD_PX, and announces every new toast through a live region: polite for the
 * normal variant, assertive for the destructive one.
 */
import { useStore } from '@nanostores/react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { $toasts, dismissToast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type Toast } from '../lib/toast-store.ts';

function ToastItem({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [paused, toast.id]);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if ((event.target as Element).closest('button')) return;
    start.current = event.clientX;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (offset > TOAST_SWIPE_THRESHOLD_PX) dismissToast(toast.id);
    else setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <li
      data-state={toast.open ? 'open' : 'closed'}
      data-variant={toast.variant}
      data-testid="toast"
      className={`pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg motion-safe:transition-transform ${
        destructive ? 'border-red-700 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'
      }`}
      style={offset ? { transform: `translateX(${offset}px)` } : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-sm opacity-95">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className={`absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md ${
          destructive ? 'text-white hover:bg-red-800' : 'text-slate-600 hover:bg-slate-100'
        }`}
      >
        <span className="sr-only">Dismiss notification</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  );
}

export default function Toaster() {
  const toasts = useStore($toasts);
  const open = toasts.filter((t) => t.open);
  const latest = open[0];
  const announce = latest ? [latest.title, latest.description].filter(Boolean).join('. ') : '';

  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-end p-4 sm:bottom-4 sm:right-4 sm:left-auto sm:w-96 sm:p-0"
    >
      <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {latest && latest.variant !== 'destructive' ? announce : ''}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true" className="sr-only">
        {latest?.variant === 'destructive' ? announce : ''}
      </div>
      <ol className="flex w-full flex-col gap-2">
        {open.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </ol>
    </section>
  );
}
