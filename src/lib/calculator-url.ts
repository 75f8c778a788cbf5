/**
 * The /calculator form's inputs and the page's query, both ways, so a bookmarked or shared link
 * re-runs its scenario (the parameters: docs/behaviour.md, "/calculator"). Amounts stay as
 * typed, for the API to validate; it imports only the engine's plain rules, never its tables.
 */

import {
  defaultPlanYear,
  IMMIGRATION_STATUSES,
  type ImmigrationStatus,
  isPlanYear,
  MAX_FAMILY_SIZE,
  MAX_INCOME,
  MAX_PLANS,
  MAX_YEAR_END_INCOMES,
  MEMBER_DEFAULTS,
  METALS,
  type Metal,
  OTHER_COVERAGES,
  type OtherCoverage,
  PLAN_YEARS,
} from './subsidy/rules.ts';

/** Plan years the API accepts, and the one it assumes today. */
export const PLAN_YEAR_CHOICES = PLAN_YEARS;
export const DEFAULT_PLAN_YEAR = defaultPlanYear();
/** Largest household the API accepts. */
export const MAX_MEMBERS = MAX_FAMILY_SIZE;

/** One member, with the API's field names; the age as typed. */
export interface MemberInputs {
  age: string;
  seekingCoverage: boolean;
  immigrationStatus: ImmigrationStatus;
  medicaidBarredByStatus: boolean;
  otherCoverage: OtherCoverage;
  /** Claimed as a dependant on the household's return (New York prices a dependant under 26 as a child). */
  dependant: boolean;
  /** American Indian or Alaska Native: changes the cost-sharing picture, not the credit. */
  americanIndianAlaskaNative: boolean;
}

/** A member's fields and an offer's, in the order the form shows them (and the API names them). */
export const MEMBER_FIELDS = [
  'age',
  'immigrationStatus',
  'medicaidBarredByStatus',
  'otherCoverage',
  'seekingCoverage',
  'dependant',
  'americanIndianAlaskaNative',
] as const;
export const OFFER_FIELDS = ['employee', 'selfOnlyMonthly', 'familyMonthly', 'familyMembers', 'minimumValue'] as const;
export const PLAN_FIELDS = ['label', 'metal', 'monthlyPremium', 'deductible', 'outOfPocketMax'] as const;

/** An offer of job-based coverage, with the API's field names; positions 0-based, shares as typed. */
export interface JobOfferInputs {
  employee: number;
  selfOnlyMonthly: string;
  /** Blank when the employer offers no family plan (or it is not known). */
  familyMonthly: string;
  familyMembers: number[];
  minimumValue: boolean;
}

/** What the client summary calls a person other than Person 1 ("you"); blank: worked out from the age. */
export const RELATIONS = ['wife', 'husband', 'partner', 'child', 'relative'] as const;
export type Relation = (typeof RELATIONS)[number];

/** How the client summary names a person: never sent to the API nor kept in the URL (the tab keeps it: kept-names.ts). */
export interface PersonName {
  /** A first name, used instead of "your wife" or "your 12-year-old"; blank when not given. */
  first: string;
  relation: Relation | '';
}

/** A plan the agent compares, with the API's field names; amounts as typed, blank when not known. */
export interface PlanInputs {
  label: string;
  metal: Metal;
  monthlyPremium: string;
  deductible: string;
  outOfPocketMax: string;
}

export interface CalculatorInputs {
  year: number;
  zipCode: string;
  income: string;
  /** Every member of the tax household; the household size is its length (1-20). */
  members: MemberInputs[];
  jobOffers: JobOfferInputs[];
  /** Up to 5 plans to compare. */
  plans: PlanInputs[];
  /** Monthly household benchmark premium as typed; blank means "estimate it". */
  benchmarkPremium: string;
  /** Positions of the people the benchmark premium covers; null: the people applying for the credit. */
  benchmarkMembers: number[] | null;
  /** FIPS code of the county chosen where the ZIP code spans rating areas; blank when none was asked. */
  countyFips: string;
  /** Price children likely covered by Medicaid or CHIP on a Marketplace plan anyway. */
  childrenOnMarketplace: boolean;
  /** Incomes the year may end with, each a row of the tax-time table (whole dollars as digits, up to 3). */
  yearEndIncomes: string[];
  /** The client summary's names by position (shorter than `members` when the last people have none); never in the query. */
  names: PersonName[];
}

/** The engine's assumption when ages are unknown: two adults of 40, then children of 10. */
export function defaultAge(index: number): number {
  return index < 2 ? 40 : 10;
}

/**
 * A member as the API takes one it is told nothing about: a citizen seeking coverage, with no other
 * coverage, not claimed as a dependant, not American Indian or Alaska Native.
 */
export function defaultMember(index: number, age = String(defaultAge(index))): MemberInputs {
  return { age, ...MEMBER_DEFAULTS };
}

/**
 * The last plan year in which "barred from Medicaid/CHIP by immigration status" is a question for a
 * status (docs/behaviour.md, /calculator); a status not listed is never asked, since the law
 * decides: citizens, Cuban and Haitian entrants and COFA migrants can get Medicaid without a wait,
 * and someone not lawfully present cannot enroll at all.
 * - `lpr`: every year, it depends on the five-year wait.
 * - `other-lawfully-present`: through 2026. Refugees, asylees and parolees could get Medicaid, TPS
 *   holders, most visa holders and asylum applicants could not; from 1 October 2026 none of them
 *   can get federal Medicaid (the API decides that itself), and from plan year 2027 they cannot get
 *   the credit either.
 * - `daca`: 2025 only, the one plan year in which DACA recipients could enroll.
 */
const BAR_ASKED_THROUGH: Readonly<Partial<Record<ImmigrationStatus, number>>> = {
  lpr: Number.POSITIVE_INFINITY,
  'other-lawfully-present': 2026,
  daca: 2025,
};
export const canBeBarred = (status: ImmigrationStatus, year: number) => year <= (BAR_ASKED_THROUGH[status] ?? 0);

/** The member without a bar from Medicaid that is not a question for their status in `year` (never sent as true). */
export function withAllowedBar(member: MemberInputs, year: number): MemberInputs {
  return member.medicaidBarredByStatus && !canBeBarred(member.immigrationStatus, year)
    ? { ...member, medicaidBarredByStatus: false }
    : member;
}

export const DEFAULT_INPUTS: CalculatorInputs = {
  year: DEFAULT_PLAN_YEAR,
  zipCode: '',
  income: '',
  members: [defaultMember(0)],
  jobOffers: [],
  plans: [],
  benchmarkPremium: '',
  benchmarkMembers: null,
  countyFips: '',
  childrenOnMarketplace: false,
  yearEndIncomes: [],
  names: [],
};

export function clampMembers(size: number): number {
  return Number.isInteger(size) ? Math.min(Math.max(size, 1), MAX_MEMBERS) : 1;
}

/**
 * Keeps the members already entered and adds default ones for new places; offers keep only the
 * people who are still in the household, and an offer to someone who left goes with them.
 */
export function resizeHousehold(
  { members, jobOffers }: Pick<CalculatorInputs, 'members' | 'jobOffers'>,
  size: number,
): Pick<CalculatorInputs, 'members' | 'jobOffers'> {
  const n = clampMembers(size);
  return {
    members: Array.from({ length: n }, (_, i) => members[i] ?? defaultMember(i)),
    jobOffers: jobOffers
      .filter((offer) => offer.employee < n)
      .map((offer) => ({ ...offer, familyMembers: offer.familyMembers.filter((p) => p < n) })),
  };
}

/** The people a benchmark premium covers, without those no longer in a household of `size`. */
export const keptCovers = (covers: number[] | null, size: number): number[] | null =>
  covers === null ? null : covers.filter((p) => p < size);

/** The `children` value that prices children likely covered by Medicaid or CHIP anyway. */
const CHILDREN_ON_MARKETPLACE = 'marketplace';
const BARRED = 'barred';
const NOT_SEEKING = 'not-seeking';
const DEPENDANT = 'dependant';
const INDIAN = 'aian';
const NOT_MINIMUM_VALUE = 'not-minimum-value';
/** The people a benchmark premium covers: `benchmark-for=1.2.3.4`. */
const BENCHMARK_MEMBERS = 'benchmark-for';

// A URL is untrusted text: keep each value short so a pasted link cannot flood the form.
const clip = (value: string | null, max: number) => (value ?? '').trim().slice(0, max);

/** A person's number in the URL (1-based) as a position, or null when there is no such person. */
function position(text: string, size: number): number | null {
  const n = /^\d{1,2}$/.test(text.trim()) ? Number(text) : 0;
  return n >= 1 && n <= size ? n - 1 : null;
}

function memberFrom(text: string | null, index: number, age: string, year: number): MemberInputs {
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

/** People numbered from 1 and joined by dots ('2.3.4') as positions, those outside the household dropped. */
function positions(text: string, size: number): number[] {
  const found = text
    .split('.')
    .map((p) => position(p, size))
    .filter((p): p is number => p !== null);
  return [...new Set(found)].sort((a, b) => a - b);
}

/** 'silver,612.48,4800,12000,Blue Silver 3000': the name last, so that it may hold commas. */
function planFrom(text: string): PlanInputs | null {
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

function offerFrom(text: string, size: number): JobOfferInputs | null {
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

/** A link's year-end incomes: whole dollars up to MAX_INCOME, each once, at most MAX_YEAR_END_INCOMES. */
function yearEndFrom(text: string | null): string[] {
  const incomes = clip(text, 60)
    .split(',')
    .map((t) => t.trim())
    .filter((t) => /^\d{1,9}$/.test(t) && Number(t) <= MAX_INCOME)
    .map((t) => String(Number(t)));
  return [...new Set(incomes)].slice(0, MAX_YEAR_END_INCOMES);
}

const isBlankName = (name: PersonName | undefined) => name === undefined || (name.first.trim() === '' && name.relation === '');

/** The names without the blank ones at the end, so a household nobody named has none. */
export function trimNames(names: readonly PersonName[]): PersonName[] {
  let end = names.length;
  while (end > 0 && isBlankName(names[end - 1])) end--;
  return names.slice(0, end);
}

/** Whether anyone has a name or a relation for the summary. */
export const hasNames = (inputs: Pick<CalculatorInputs, 'names'>) => !inputs.names.every(isBlankName);

/**
 * What was typed into the server's copy of the /calculator form before its island was live, by
 * control (the form's field keys: 'income', 'familySize', 'members.0.age'; a checkbox as 'true' or
 * 'false'). Only the controls the server renders: the household size, ages and the plain fields.
 */
export type TypedControls = Readonly<Record<string, string>>;

/** The inputs with the typed controls applied: the household size first, then each person's age in it. */
export function withTyped(inputs: CalculatorInputs, typed: TypedControls): CalculatorInputs {
  const size = Number(typed['familySize']);
  const next = { ...inputs, ...(size > 0 ? resizeHousehold(inputs, size) : {}) };
  next.benchmarkMembers = keptCovers(next.benchmarkMembers, next.members.length);
  for (const [key, value] of Object.entries(typed)) {
    const person = /^members\.(\d+)\.age$/.exec(key);
    const year = Number(value);
    if (person) next.members = next.members.map((m, i) => (i === Number(person[1]) ? { ...m, age: value } : m));
    else if (key === 'year' && isPlanYear(year)) next.year = year;
    else if (key === 'childrenOnMarketplace') next.childrenOnMarketplace = value === 'true';
    else if (key === 'zipCode' || key === 'income' || key === 'benchmarkPremium') next[key] = value;
  }
  return next;
}

export function inputsFromSearch(search: string): CalculatorInputs {
  const params = new URLSearchParams(search);
  const asked = Number(params.get('year'));
  const year = isPlanYear(asked) ? asked : DEFAULT_PLAN_YEAR;
  const ages = params.has('ages')
    ? clip(params.get('ages'), 200)
        .split(',')
        .map((age) => age.trim().slice(0, 3))
    : [];
  const size = params.has('size') ? clampMembers(Number(params.get('size'))) : clampMembers(ages.length || 1);
  const members = Array.from({ length: size }, (_, i) =>
    memberFrom(params.get(`person${i + 1}`), i, ages[i] ?? String(defaultAge(i)), year),
  );
  const jobOffers: JobOfferInputs[] = [];
  for (let i = 1; i <= MAX_MEMBERS; i++) {
    const offer = params.has(`offer${i}`) ? offerFrom(params.get(`offer${i}`) ?? '', size) : null;
    if (offer) jobOffers.push(offer);
  }
  const plans: PlanInputs[] = [];
  for (let i = 1; i <= MAX_PLANS; i++) {
    const plan = params.has(`plan${i}`) ? planFrom(params.get(`plan${i}`) ?? '') : null;
    if (plan) plans.push(plan);
  }
  const covers = params.get(BENCHMARK_MEMBERS);
  return {
    year,
    zipCode: clip(params.get('zip'), 10),
    income: clip(params.get('income'), 12),
    members,
    jobOffers,
    plans,
    benchmarkPremium: clip(params.get('benchmark'), 12),
    benchmarkMembers: covers === null ? null : positions(clip(covers, 60), size),
    countyFips: clip(params.get('county'), 5),
    childrenOnMarketplace: params.get('children') === CHILDREN_ON_MARKETPLACE,
    yearEndIncomes: yearEndFrom(params.get('yearend')),
    names: [],
  };
}

/** Whether a member carries nothing but an age (ages alone then describe the household). */
export const isPlainMember = (m: MemberInputs) => memberWords(m).length === 0;

/** The words of a `personN` parameter; empty for a member at the defaults. */
function memberWords(m: MemberInputs): string[] {
  return [
    m.immigrationStatus === 'citizen' ? '' : m.immigrationStatus,
    m.medicaidBarredByStatus ? BARRED : '',
    m.otherCoverage === 'none' ? '' : m.otherCoverage,
    m.seekingCoverage ? '' : NOT_SEEKING,
    m.dependant ? DEPENDANT : '',
    m.americanIndianAlaskaNative ? INDIAN : '',
  ].filter(Boolean);
}

function offerText(o: JobOfferInputs): string {
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

/** The query string for a scenario, commas left readable: '?year=2027&zip=30301&income=45000&ages=40,40,10'. */
export function searchFromInputs(inputs: CalculatorInputs): string {
  const parts: [string, string][] = [
    ['year', String(inputs.year)],
    ['zip', inputs.zipCode.trim()],
    ['income', inputs.income.trim()],
  ];
  const query = parts.map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  query.push(`ages=${inputs.members.map((m) => encodeURIComponent(m.age.trim())).join(',')}`);
  inputs.members.forEach((m, i) => {
    const words = memberWords(m);
    if (words.length > 0) query.push(`person${i + 1}=${words.join(',')}`);
  });
  inputs.jobOffers.forEach((o, i) => {
    query.push(`offer${i + 1}=${offerText(o)}`);
  });
  inputs.plans.forEach((p, i) => {
    const amounts = [p.monthlyPremium, p.deductible, p.outOfPocketMax].map((a) => encodeURIComponent(a.trim()));
    query.push(`plan${i + 1}=${[p.metal, ...amounts, encodeURIComponent(p.label.trim())].join(',')}`);
  });
  if (inputs.benchmarkPremium.trim() !== '') query.push(`benchmark=${encodeURIComponent(inputs.benchmarkPremium.trim())}`);
  if (inputs.benchmarkMembers) query.push(`${BENCHMARK_MEMBERS}=${inputs.benchmarkMembers.map((p) => p + 1).join('.')}`);
  if (inputs.countyFips !== '') query.push(`county=${encodeURIComponent(inputs.countyFips)}`);
  if (inputs.childrenOnMarketplace) query.push(`children=${CHILDREN_ON_MARKETPLACE}`);
  if (inputs.yearEndIncomes.length > 0) query.push(`yearend=${inputs.yearEndIncomes.map(encodeURIComponent).join(',')}`);
  return `?${query.join('&')}`;
}

/** Whether the form still shows the scenario that was calculated (values compared as sent: the summary's names are not). */
export function sameScenario(a: CalculatorInputs, b: CalculatorInputs): boolean {
  return searchFromInputs(a) === searchFromInputs(b);
}

/** A link runs its scenario on load when it carries at least a ZIP code and an income. */
export function hasScenario(search: string): boolean {
  const params = new URLSearchParams(search);
  return clip(params.get('zip'), 10) !== '' && clip(params.get('income'), 12) !== '';
}

const NUMBER = /^\d+(\.\d+)?$/;

/** A typed number as a number; blank as undefined; anything else as typed, for the API to name. */
function numberOrText(value: string): number | string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  return NUMBER.test(text) ? Number(text) : text;
}

/**
 * The body of POST /api/subsidy-calculation for these inputs (docs/api.md): `ages` while every member
 * is a citizen seeking coverage with no offer, as before members existed; otherwise `members` and
 * `jobOffers`, never both.
 */
export function toRequestBody(inputs: CalculatorInputs): Record<string, unknown> {
  // A blank age goes as null so that the API's issue points at that member ('ages.2').
  const age = (m: MemberInputs) => numberOrText(m.age) ?? null;
  const body: Record<string, unknown> = {
    income: numberOrText(inputs.income),
    familySize: inputs.members.length,
    zipCode: inputs.zipCode,
    year: inputs.year,
  };
  if (inputs.jobOffers.length === 0 && inputs.members.every(isPlainMember)) body['ages'] = inputs.members.map(age);
  else {
    body['members'] = inputs.members.map((m) => ({ ...withAllowedBar(m, inputs.year), age: age(m) }));
    if (inputs.jobOffers.length > 0)
      body['jobOffers'] = inputs.jobOffers.map((o) => ({
        ...o,
        selfOnlyMonthly: numberOrText(o.selfOnlyMonthly),
        familyMonthly: numberOrText(o.familyMonthly),
      }));
  }
  const benchmark = numberOrText(inputs.benchmarkPremium);
  if (benchmark !== undefined) body['benchmarkPremium'] = benchmark;
  if (benchmark !== undefined && inputs.benchmarkMembers) body['benchmarkMembers'] = inputs.benchmarkMembers;
  if (inputs.plans.length > 0)
    body['plans'] = inputs.plans.map((p) => ({
      label: p.label,
      metal: p.metal,
      monthlyPremium: numberOrText(p.monthlyPremium),
      deductible: numberOrText(p.deductible),
      outOfPocketMax: numberOrText(p.outOfPocketMax),
    }));
  if (inputs.countyFips !== '') body['countyFips'] = inputs.countyFips;
  if (inputs.childrenOnMarketplace) body['childrenOnMarketplace'] = true;
  if (inputs.yearEndIncomes.length > 0) body['yearEndIncomes'] = inputs.yearEndIncomes.map(numberOrText);
  return body;
}
