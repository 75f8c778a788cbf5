const CLEARED = 'Your last score was cleared from this device.';
const SMALL_SECONDARY =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-50';

/** The kept score's line with "Clear my score" (none without a score), and the status region that says it was cleared. */
export default function KeptScore({
  note,
  noteClass,
  cleared,
  onClear,
}: {
  note: string | null;
  noteClass: string;
  cleared: boolean;
  onClear: () => void;
}) {
  return (
    <>
      {note !== null && (
        <>
          <p className={noteClass}>{note}</p>
          <button type="button" onClick={onClear} className={SMALL_SECONDARY}>
            Clear my score
          </button>
        </>
      )}
      <p role="status" className="text-sm text-slate-800 empty:hidden">
        {cleared ? CLEARED : ''}
      </p>
    </>
  );
}
