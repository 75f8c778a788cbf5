// Which plan year open enrollment is selling on a given day, unclamped (the subsidy engine's
// defaultPlanYear stops at the years it has tables for). The content check uses it to warn when
// the training still teaches an earlier plan year than the one on sale (docs/content.md).
import { OPEN_ENROLLMENT_START } from '../subsidy/rules.ts';

/** The calendar date in US Eastern time, HealthCare.gov's clock. */
function easternDate(now: Date): { year: number; month: number; day: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  );
  return { year: parts['year'] ?? 0, month: parts['month'] ?? 0, day: parts['day'] ?? 0 };
}

/** From the first day of open enrollment, next year's coverage is on sale; before it, this year's. */
export function planYearOnSale(now: Date = new Date()): number {
  const { year, month, day } = easternDate(now);
  const started = month > OPEN_ENROLLMENT_START.month || (month === OPEN_ENROLLMENT_START.month && day >= OPEN_ENROLLMENT_START.day);
  return started ? year + 1 : year;
}

/** A warning when the content teaches a plan year other than the one on sale, else undefined. */
export function stalePlanYearWarning(contentYear: number, now: Date = new Date()): string | undefined {
  const onSale = planYearOnSale(now);
  if (onSale <= contentYear) return undefined;
  return `open enrollment for plan year ${onSale} is under way, but src/content/plan-year.yaml teaches ${contentYear}: roll the training forward (CONTRIBUTING.md, "Roll the training to a new plan year")`;
}
