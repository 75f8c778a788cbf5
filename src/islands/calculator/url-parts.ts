/**
 * One value of the /calculator query both ways (url-codec.ts reads and writes the whole query): a
 * person's words, a job offer, a plan, people by number, the year-end incomes. A URL is untrusted
 * text: every value is clipped, anything unknown dropped.
 */
import {
  IMMIGRATION_STATUSES,
  type ImmigrationStatus,
  MAX_INCOME,
  MAX_YEAR_END_INCOMES,
  METALS,
  type Metal,
  OTHER_COVERAGES,
  type OtherCoverage,
} from '../../lib/subsidy/rules.ts';
import { defaultMember, type JobOfferInputs, type MemberInputs, type PlanInputs, withAllowedBar } from './form.ts';

const BARRED = 'barred';
const NOT_SEEKING = 'not-seeking';
const DEPENDANT = 'dependant';
const INDIAN = 'aian';
const NOT_MINIMUM_VALUE = 'not-minimum-value';

/** Keeps a value short, so a pasted link cannot flood the form. */
export const clip = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

/** A person's number in the URL (1-based) as a position, or null when there is no such person. */
function position(text: string, size: number): number | null {
  const n = /^\d{1,2}$/.test(text.trim()) ? Number(text) : 0;
  return n >= 1 && n <= size ? n - 1 : null;
}

/** A `personN` parameter's words as the member at `index` (a bar the status cannot carry in `year` dropped). */
export function memberFrom(text: string | null, index: number, age: string, year: number): MemberInputs {
  const member = defaultMember(index, age);
  for (const word of clip(text, 120).toLowerCase().split(',')) {
    const token = word.trim();
    if ((IMMIGRATION_STATUSES as readonly string[]).includes(token)) member.immigrationStatus = token as ImmigrationStatus;
    else if ((OTHER_COVERAGES as readonly string[]).includes(token)) member.otherCoverage = token as OtherCoverage;
    else if (token === BARRED) member.medicaidBarredByStatus = true;
    else if (token === NOT_SEEKING) member.seekingCoverage = false;
    else if (token === DEPENDANT) member.dependant = true;
    else if (token === INDIAN) member.americanIndianAlaskaNative = true;
  }
  return withAllowedBar(member, year);
}

/** The words of a `personN` parameter; empty for a member at the defaults. */
export function memberWords(m: MemberInputs): string[] {
  return [
    m.immigrationStatus === 'citizen' ? '' : m.immigrationStatus,
    m.medicaidBarredByStatus ? BARRED : '',
    m.otherCoverage === 'none' ? '' : m.otherCoverage,
    m.seekingCoverage ? '' : NOT_SEEKING,
    m.dependant ? DEPENDANT : '',
    m.americanIndianAlaskaNative ? INDIAN : '',
  ].filter(Boolean);
}

/** People numbered from 1 and joined by dots ('2.3.4') as positions, those outside the household dropped. */
export function positions(text: string, size: number): number[] {
  const found = text
    .split('.')
    .map((p) => position(p, size))
    .filter((p): p is number => p !== null);
  return [...new Set(found)].sort((a, b) => a - b);
}

/** 'silver,612.48,4800,12000,Blue Silver 3000': the name last, so that it may hold commas. */
export function planFrom(text: string): PlanInputs | null {
  const [metal = '', premium = '', deductible = '', oop = '', ...label] = clip(text, 120).split(',');
  if (!(METALS as readonly string[]).includes(metal.trim())) return null;
  return {
    label: label.join(',').trim().slice(0, 60),
    metal: metal.trim() as Metal,
    monthlyPremium: clip(premium, 12),
    deductible: clip(deductible, 12),
    outOfPocketMax: clip(oop, 12),
  };
}

/** 'silver,612.48,4800,12000,Blue Silver 3000' for a plan, each amount and the name as typed. */
export function planText(p: PlanInputs): string {
  const amounts = [p.monthlyPremium, p.deductible, p.outOfPocketMax].map((a) => encodeURIComponent(a.trim()));
  return [p.metal, ...amounts, encodeURIComponent(p.label.trim())].join(',');
}

/** '1,250,900,2.3': the employee, the shares, the family members, and `not-minimum-value` for a plan that is not. */
export function offerFrom(text: string, size: number): JobOfferInputs | null {
  const [who = '', self = '', family = '', reach = '', flag = ''] = clip(text, 120).split(',');
  const employee = position(who, size);
  if (employee === null) return null;
  return {
    employee,
    selfOnlyMonthly: clip(self, 12),
    familyMonthly: clip(family, 12),
    familyMembers: positions(reach, size).filter((p) => p !== employee),
    minimumValue: flag.trim() !== NOT_MINIMUM_VALUE,
  };
}

export function offerText(o: JobOfferInputs): string {
  return [
    o.employee + 1,
    encodeURIComponent(o.selfOnlyMonthly.trim()),
    encodeURIComponent(o.familyMonthly.trim()),
    o.familyMembers.map((p) => p + 1).join('.'),
    o.minimumValue ? '' : NOT_MINIMUM_VALUE,
  ]
    .join(',')
    .replace(/,+$/, '');
}

/** A link's year-end incomes: whole dollars up to MAX_INCOME, each once, at most MAX_YEAR_END_INCOMES. */
export function yearEndFrom(text: string | null): string[] {
  const incomes = clip(text, 60)
    .split(',')
    .map((t) => t.trim())
    .filter((t) => /^\d{1,9}$/.test(t) && Number(t) <= MAX_INCOME)
    .map((t) => String(Number(t)));
  return [...new Set(incomes)].slice(0, MAX_YEAR_END_INCOMES);
}
