/** What a list shows when its call failed (docs/behaviour.md, Lists): the reason and a retry. */
export default function ErrorNotice({ what, error, onRetry }: { what: string; error: Error; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{`We couldn't load ${what}.`}</p>
      <p className="mt-1 text-sm">{error.message}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-red-800 px-4 py-2 text-sm font-semibold text-white hover:bg-red-900"
      >
        Try again
      </button>
    </div>
  );
}
