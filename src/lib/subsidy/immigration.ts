import { z } from 'zod';
import statusData from '../../data/subsidy/immigration-status.json' with { type: 'json' };
import { dataSourceSchema, parseDataFile, stateCodeSchema } from './data-file.ts';
import { IMMIGRATION_STATUSES, type ImmigrationStatus } from './rules.ts';

const ruleSource = { rule: z.string().min(1), sources: z.array(z.url()).min(1), verification: z.string().min(1) };

const statusFileSchema = z.object({
  _source: dataSourceSchema,
  eligibleAliens: z.object({ from: z.iso.date(), statuses: z.array(z.enum(IMMIGRATION_STATUSES)).min(1), ...ruleSource }),
  daca: z.object({
    lawfullyPresentFrom: z.iso.date(),
    lawfullyPresentThrough: z.iso.date(),
    onHold: z.object({ from: z.iso.date(), states: z.array(stateCodeSchema).min(1) }),
    ...ruleSource,
  }),
  belowPovertyLineException: z.object({ through: z.iso.date(), ...ruleSource }),
});

const file = parseDataFile('immigration-status.json', statusFileSchema, statusData);

export const immigrationStatusSource = file._source;

/** The dates in the file, for the rule periods of a plan year. */
export const immigrationRuleDates = {
  eligibleAliensFrom: file.eligibleAliens.from,
  dacaFrom: file.daca.lawfullyPresentFrom,
  dacaThrough: file.daca.lawfullyPresentThrough,
  dacaOnHoldFrom: file.daca.onHold.from,
} as const;

/** From plan year 2027 a lawfully present noncitizen gets the credit only as an "eligible alien". */
export function eligibleAliensOnlyOn(date: string): boolean {
  return date >= file.eligibleAliens.from;
}

export function isEligibleAlien(status: ImmigrationStatus): boolean {
  return status === 'citizen' || file.eligibleAliens.statuses.includes(status);
}

/** Whether a DACA recipient counted as lawfully present, and so could enroll, in `state` on `date`. */
export function dacaCanEnrollOn(state: string, date: string): boolean {
  const { lawfullyPresentFrom, lawfullyPresentThrough, onHold } = file.daca;
  if (date < lawfullyPresentFrom || date > lawfullyPresentThrough) return false;
  return !(onHold.states.includes(state) && date >= onHold.from);
}

/** Whether enrollment for DACA recipients was on hold in the state by the Kansas v. United States injunction. */
export function dacaOnHoldIn(state: string): boolean {
  return file.daca.onHold.states.includes(state);
}

/**
 * Whether the plan year still has IRC 36B(c)(1)(B): below 100 % of the poverty line, a lawfully
 * present taxpayer barred from Medicaid by status counts as at 100 % (through 2025).
 */
export function belowPovertyExceptionIn(year: number): boolean {
  return `${year}-01-01` <= file.belowPovertyLineException.through;
}
