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
  medicaidQualifiedAliens: z.object({
    from: z.iso.date(),
    statuses: z.array(z.enum(IMMIGRATION_STATUSES)).min(1),
    fromAge: z.number().int().min(0).max(120),
    ...ruleSource,
  }),
  medicaidWithoutStatusBar: z.object({ statuses: z.array(z.enum(IMMIGRATION_STATUSES)).min(1), ...ruleSource }),
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
  medicaidQualifiedAliensFrom: file.medicaidQualifiedAliens.from,
} as const;

/** From plan year 2027 a lawfully present noncitizen gets the credit only as an "eligible alien". */
export function eligibleAliensOnlyOn(date: string): boolean {
  return date >= file.eligibleAliens.from;
}

export function isEligibleAlien(status: ImmigrationStatus): boolean {
  return status === 'citizen' || file.eligibleAliens.statuses.includes(status);
}

/**
 * From 1 October 2026 (Pub. L. 119-21 section 71109) federal Medicaid for noncitizens takes only
 * green-card holders, Cuban and Haitian entrants and COFA migrants.
 */
export function medicaidQualifiedAliensOnlyOn(date: string): boolean {
  return date >= file.medicaidQualifiedAliens.from;
}

/** Citizens, and the noncitizens that federal Medicaid still takes from 1 October 2026. */
export function isMedicaidQualifiedAlien(status: ImmigrationStatus): boolean {
  return status === 'citizen' || file.medicaidQualifiedAliens.statuses.includes(status);
}

/** A status the law never bars from Medicaid by immigration status: a citizen, a Cuban or Haitian entrant, a COFA migrant. */
export function neverBarredFromMedicaid(status: ImmigrationStatus): boolean {
  return status === 'citizen' || file.medicaidWithoutStatusBar.statuses.includes(status);
}

/**
 * Whether the member is barred from Medicaid and CHIP by immigration status in a month, as the law
 * decides it where it does (docs/behaviour.md, "Who is in the benchmark"):
 * - a citizen, a Cuban or Haitian entrant or a COFA migrant: never;
 * - in months under section 71109, an adult (fromAge and over) who is not a citizen or one of its
 *   three statuses: always, whatever the request says. Children keep the request's answer (states
 *   may keep covering lawfully residing children);
 * - otherwise as the request says (the five-year bar; a status Medicaid does not take).
 */
export function barredFromMedicaid(
  member: { age: number; immigrationStatus: ImmigrationStatus; medicaidBarredByStatus: boolean },
  qualifiedAliensOnly: boolean,
): boolean {
  if (neverBarredFromMedicaid(member.immigrationStatus)) return false;
  if (qualifiedAliensOnly && member.age >= file.medicaidQualifiedAliens.fromAge && !isMedicaidQualifiedAlien(member.immigrationStatus))
    return true;
  return member.medicaidBarredByStatus;
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
