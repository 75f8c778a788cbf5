import PlansCompared from './PlansCompared.tsx';
import { describePlanChoice } from './plan-choice.ts';
import type { Calculated } from './state.ts';

/** Which plan to look at first and why, the plans entered against it, and each member whose cost sharing or catastrophic plan differs. */
export default function PlanChoice({
  result,
  plans,
  headingId,
}: {
  result: Calculated['result'];
  plans: Calculated['inputs']['plans'];
  headingId: string;
}) {
  const choice = describePlanChoice(result);
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-xl border border-slate-300 p-4">
      <h3 id={headingId} className="text-lg font-semibold">
        Which plan to look at
      </h3>
      <p className="mt-2 text-slate-800">{choice.text}</p>
      {result.plans.length > 0 ? <PlansCompared result={result} entered={plans} captionId={`${headingId}-compared`} /> : null}
      {choice.members.length > 0 ? (
        <ul aria-label="Cost sharing by member" className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
          {choice.members.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {choice.catastrophic ? (
        <p className="mt-2 text-sm text-slate-600">
          A catastrophic plan covers little before a high deductible, and the credit does not apply to it.
        </p>
      ) : null}
    </section>
  );
}
