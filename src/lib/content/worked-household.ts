// A knowledge-check question's household, worked by the subsidy engine at build time: the question
// quotes {{household.fplPercent}} instead of a typed figure, and a wrong answer quotes the figure a
// named mistake gives, {{household@previousGuidelines.fplPercent}} (docs/content.md, "Questions
// with numbers"). When the tables change, every figure follows.
import { applicablePercentageHundredths } from '../subsidy/applicable-percentage.ts';
import { applicablePercentageTable, calculateSubsidy, isPlanYear, povertyGuideline, type SubsidyResult } from '../subsidy/index.ts';
import { formatPercent, formatUsdCents, formatUsdWhole, toScaledInteger } from '../subsidy/money.ts';
import type { SubsidyRequest } from '../subsidy/schema.ts';
import { contributionCents } from '../subsidy/sliding-scale.ts';
import { LAST_LIMITED_TAX_YEAR, repaymentLimit, type TaxTimeScenario } from '../subsidy/tax-time.ts';
import { type FactRef, tokenText } from './tokens.ts';

/** The name a question's text quotes its household by: {{household.<figure>}}. */
export const HOUSEHOLD_TOKEN = 'household';

/** A question's household: an engine request, and the income the year really ends with if it differs. */
export interface HouseholdInput {
  request: SubsidyRequest;
  yearEndIncome?: number | undefined;
  /** Income of members who are not required to file, which household income leaves out. */
  nonFilerIncome?: number | undefined;
  /** The month (1 to 11) the household reports the year-end income as its new estimate. */
  reportedInMonth?: number | undefined;
}

/** The household worked one way: the right way, or as a mistake would work it. */
interface Working {
  request: SubsidyRequest;
  nonFilerIncome?: number | undefined;
  result: SubsidyResult;
  /** The tax return's row for the year-end income, when one is given: Form 8962 as /calculator's tax-time table works it. */
  yearEnd: { income: number; row: TaxTimeScenario } | undefined;
  /** The year-end income reported in `month`: the advance a month from the month after, at the new estimate (cents). */
  report?: { month: number; monthlyCents: number };
  /** Where the mistake is in the method rather than in the household: the figures it gives. */
  method?: { guideline: number; fplPercent: number; apHundredths: number | null; annualCents: number | null; monthlyCents: number | null };
}

const toCents = (dollars: number) => Math.round(dollars * 100);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const listOf = (items: readonly string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const money = (cents: number | null | undefined) => (cents === null || cents === undefined ? undefined : formatUsdCents(cents));

function apHundredths(w: Working): number | null {
  if (w.method) return w.method.apHundredths;
  return w.result.applicablePercentage === null ? null : toScaledInteger(w.result.applicablePercentage, 2);
}

function contribution(w: Working): { annual: number | null; monthly: number | null } {
  if (w.method) return { annual: w.method.annualCents, monthly: w.method.monthlyCents };
  const { annualContribution: annual, expectedMonthlyContribution: monthly } = w.result;
  return { annual: annual === null ? null : toCents(annual), monthly: monthly === null ? null : toCents(monthly) };
}

function monthlyCredit(w: Working): number {
  if (!w.method) return toCents(w.result.subsidy);
  const { monthlyCents } = w.method;
  return monthlyCents === null ? 0 : Math.max(0, toCents(w.result.benchmarkPremium) - monthlyCents);
}

/** The most an employee's yearly share may be and the offer still be affordable (cents). */
function affordabilityLine(w: Working): number {
  const limit = toScaledInteger(applicablePercentageTable(w.result.year).jobOfferAffordabilityPercent, 2);
  return Math.round((w.request.income * limit) / 100);
}

const offer = (w: Working) => w.request.jobOffers?.[0];

/**
 * The figures a question may quote, what each is, and what it prints (undefined when the household
 * has none: no job offer, no year-end income, no credit). FPL % prints as a whole percent with the
 * decimals dropped, as Form 8962 line 5 does.
 */
export const HOUSEHOLD_FIGURES: Readonly<Record<string, { what: string; print: (w: Working) => string | undefined }>> = {
  income: { what: 'the household income for the year', print: (w) => formatUsdWhole(w.request.income) },
  yearEndIncome: { what: 'the income the year ends with', print: (w) => w.yearEnd && formatUsdWhole(w.yearEnd.income) },
  nonFilerIncome: {
    what: 'income of members not required to file',
    print: (w) => (w.nonFilerIncome === undefined ? undefined : formatUsdWhole(w.nonFilerIncome)),
  },
  familySize: { what: 'the household size in words', print: (w) => NUMBER_WORDS[w.request.familySize] ?? String(w.request.familySize) },
  ages: { what: "the members' ages", print: (w) => listOf((w.request.members?.map((m) => m.age) ?? w.result.agesUsed).map(String)) },
  place: {
    what: 'the county and state',
    print: (w) => (w.result.county ? `${w.result.county.name}, ${w.result.stateName}` : w.result.stateName),
  },
  guideline: {
    what: 'the poverty guideline for the household',
    print: (w) => formatUsdWhole(w.method?.guideline ?? w.result.povertyGuideline),
  },
  fplPercent: { what: 'income as a share of the guideline', print: (w) => `${Math.floor(w.method?.fplPercent ?? w.result.fplPercent)}%` },
  applicablePercentage: {
    what: 'the share of income expected toward the benchmark plan',
    print: (w) => {
      const ap = apHundredths(w);
      return ap === null ? undefined : formatPercent(ap / 100);
    },
  },
  yearlyContribution: { what: 'the expected contribution for the year', print: (w) => money(contribution(w).annual) },
  monthlyContribution: { what: 'the expected contribution a month', print: (w) => money(contribution(w).monthly) },
  benchmarkPremium: { what: "the coverage family's benchmark premium a month", print: (w) => money(toCents(w.result.benchmarkPremium)) },
  premiumYear: {
    what: 'the year of the benchmark premiums the figures use (the latest on file, which may be the year before the plan year)',
    print: (w) => (w.result.benchmarkDataYear === null ? undefined : String(w.result.benchmarkDataYear)),
  },
  monthlyCredit: { what: 'the premium tax credit a month', print: (w) => money(monthlyCredit(w)) },
  yearlyCredit: { what: 'the premium tax credit for twelve months', print: (w) => money(12 * monthlyCredit(w)) },
  affordabilityLine: {
    what: "the most an employee's yearly share may be and the offer still be affordable",
    print: (w) => money(affordabilityLine(w)),
  },
  affordabilityLineMonthly: { what: 'the same line a month', print: (w) => money(Math.round(affordabilityLine(w) / 12)) },
  selfOnlyShare: {
    what: "the employee's monthly share of the self-only plan offered",
    print: (w) => money(opt(offer(w)?.selfOnlyMonthly)),
  },
  familyShare: { what: "the employee's monthly share of the family plan offered", print: (w) => money(opt(offer(w)?.familyMonthly)) },
  yearEndFplPercent: {
    what: 'the year-end income as a share of the guideline (Form 8962 line 5)',
    print: (w) => taxReturn(w) && `${taxReturn(w)?.fplPercent}%`,
  },
  yearEndCredit: {
    what: 'the credit the tax return allows for the year at the year-end income',
    print: (w) => money(opt(taxReturn(w)?.allowedCredit)),
  },
  repayment: {
    what: "repayment at tax time: the year's advance credit less what the return allows, less any part the year's limit forgives",
    print: (w) => {
      const row = taxReturn(w);
      return row && money(Math.max(0, toCents(-row.difference)));
    },
  },
  formerRepaymentLimit: {
    what: 'the most the return could have taken back at the year-end income under the last repayment table (2025), which no longer applies',
    print: (w) => {
      const row = taxReturn(w);
      const limit = row && repaymentLimit(LAST_LIMITED_TAX_YEAR, row.fplPercent, w.request.familySize);
      return limit === null || limit === undefined ? undefined : formatUsdWhole(limit);
    },
  },
  reportMonth: { what: 'the month the change of income is reported', print: (w) => w.report && MONTHS[w.report.month - 1] },
  monthlyCreditAfterReport: {
    what: 'the advance credit a month from the month after the report, at the year-end income as the new estimate',
    print: (w) => w.report && money(w.report.monthlyCents),
  },
  repaymentIfReported: {
    what: 'repayment at tax time when the change is reported: the advance at the first estimate to the month of the report, then at the new one',
    print: (w) => {
      const paid = reportedRepayment(w);
      return paid === undefined ? undefined : money(paid);
    },
  },
  reportingSaves: {
    what: 'what reporting the change saves at tax time: the repayment left unreported less the repayment when reported',
    print: (w) => {
      const row = taxReturn(w);
      const paid = reportedRepayment(w);
      return row && paid !== undefined ? money(Math.max(0, toCents(-row.difference)) - paid) : undefined;
    },
  },
};

/**
 * The excess advance when the year-end income is reported in `report.month` (cents): that many
 * months at the first estimate's credit, the rest at the new one, less what the return allows.
 */
function reportedRepayment(w: Working): number | undefined {
  const row = taxReturn(w);
  if (!row || !w.report) return undefined;
  const { month, monthlyCents } = w.report;
  const paid = month * monthlyCredit(w) + (12 - month) * monthlyCents;
  return Math.max(0, paid - toCents(row.allowedCredit));
}

/** The tax return's row, for the household worked the right way or by a mistake of the household (not of the method). */
const taxReturn = (w: Working) => (w.method ? undefined : w.yearEnd?.row);

const opt = (dollars: number | undefined) => (dollars === undefined ? undefined : toCents(dollars));

/** The household worked one way, or why it cannot be. */
type Attempt = { ok: true; working: Working } | { ok: false; message: string };

function work(request: SubsidyRequest, yearEndIncome: number | undefined, nonFilerIncome?: number, reportedInMonth?: number): Attempt {
  const outcome = calculateSubsidy(yearEndIncome === undefined ? request : { ...request, yearEndIncomes: [yearEndIncome] });
  if (!outcome.ok) return { ok: false, message: outcome.issues.map((i) => `${i.path}: ${i.message}`).join('; ') };
  const row = outcome.result.taxTime.scenarios.at(-1);
  const yearEnd = yearEndIncome === undefined || !row ? undefined : { income: yearEndIncome, row };
  const working: Working = { request, nonFilerIncome, result: outcome.result, yearEnd };
  if (reportedInMonth === undefined) return { ok: true, working };
  if (yearEndIncome === undefined) return { ok: false, message: 'reportedInMonth is given without yearEndIncome, the income reported' };
  // One advance all year: a household whose coverage family changes during the year has several.
  if (toCents(outcome.result.taxTime.advanceCredit) !== 12 * toCents(outcome.result.subsidy))
    return { ok: false, message: 'reportedInMonth needs a household with one advance credit all year' };
  const reported = calculateSubsidy({ ...request, income: yearEndIncome });
  if (!reported.ok) return { ok: false, message: reported.issues.map((i) => `${i.path}: ${i.message}`).join('; ') };
  return { ok: true, working: { ...working, report: { month: reportedInMonth, monthlyCents: toCents(reported.result.subsidy) } } };
}

/** Every member seeking coverage and free of other coverage: the household priced as if all enrolled. */
const everyone = (r: SubsidyRequest): SubsidyRequest => {
  const { members, jobOffers: _offers, ...rest } = r;
  return { ...rest, childrenOnMarketplace: true, ...(members ? { ages: members.map((m) => m.age) } : {}) };
};

/**
 * The mistakes a wrong answer may quote, each as the household it misreads or the step of the
 * method it gets wrong.
 */
export const HOUSEHOLD_MISTAKES: Readonly<Record<string, { what: string; apply: (input: HouseholdInput, right: Working) => Attempt }>> = {
  previousGuidelines: {
    what: "last year's poverty guidelines used with this year's table",
    apply: (_input, right) => {
      const { year, state } = right.result;
      const guideline = povertyGuideline(year - 1, right.request.familySize, state).amount;
      const ratio = { income: right.request.income, guideline };
      const ap = isPlanYear(year) ? applicablePercentageHundredths(year, ratio) : null;
      const paid = ap === null ? null : contributionCents(right.request.income, ap);
      const method = {
        guideline,
        fplPercent: (100 * ratio.income) / guideline,
        apHundredths: ap,
        annualCents: paid?.annual ?? null,
        monthlyCents: paid?.monthly ?? null,
      };
      return { ok: true, working: { ...right, method } };
    },
  },
  nonFilerIncomeCounted: {
    what: 'the income of members not required to file added to household income',
    apply: (input) =>
      input.nonFilerIncome === undefined
        ? { ok: false, message: 'the question gives no nonFilerIncome to add' }
        : work({ ...input.request, income: input.request.income + input.nonFilerIncome }, input.yearEndIncome, input.nonFilerIncome),
  },
  previousYear: {
    what: "the whole of last plan year's tables",
    apply: (input, right) => work({ ...input.request, year: (right.result.year - 1) as SubsidyRequest['year'] }, input.yearEndIncome),
  },
  everyonePriced: {
    what: 'every member priced in the benchmark, whatever their status, other coverage or job offer',
    apply: (input) => work(everyone(input.request), input.yearEndIncome),
  },
  applicantsOnly: {
    what: 'only the members seeking coverage counted in the household size',
    apply: (input) => {
      const { members, jobOffers: _offers, ...rest } = input.request;
      const applying = (members ?? []).filter((m) => m.seekingCoverage);
      if (!members || applying.length === members.length)
        return { ok: false, message: 'every member is seeking coverage, so this mistake changes nothing' };
      return work({ ...rest, familySize: applying.length, members: applying }, input.yearEndIncome);
    },
  },
  repaymentLimited: {
    what: 'the excess advance limited by the repayment table of the last tax year that had one (2025)',
    apply: (_input, right) => {
      const row = right.yearEnd?.row;
      if (!row) return { ok: false, message: 'the question gives no yearEndIncome to repay at' };
      const limit = repaymentLimit(LAST_LIMITED_TAX_YEAR, row.fplPercent, right.request.familySize);
      if (limit === null)
        return { ok: false, message: 'no repayment limit ever applied at this income (400% of the poverty line or more)' };
      const limited = Math.max(row.difference, -limit);
      return { ok: true, working: { ...right, yearEnd: { income: row.income, row: { ...row, difference: limited } } } };
    },
  },
  selfOnlyShareForFamily: {
    what: "the family members tested on the employee's self-only share instead of the family share",
    apply: (input) => {
      const offers = input.request.jobOffers ?? [];
      if (!offers.some((o) => o.familyMembers.length > 0)) return { ok: false, message: 'no job offer reaches a family member' };
      const jobOffers = offers.map((o) => ({ ...o, familyMonthly: o.selfOnlyMonthly }));
      return work({ ...input.request, jobOffers }, input.yearEndIncome);
    },
  },
};

/** A question's household, worked once: prints its quotes and says what is wrong with a bad one. */
export interface WorkedHousehold {
  /** The text a quote prints, or undefined when it cannot print (see `problem`). */
  print(ref: FactRef): string | undefined;
  /** Why a quote cannot print, in an editor's words; undefined when it prints. */
  problem(ref: FactRef): string | undefined;
}

const known = (names: Record<string, unknown>) => Object.keys(names).join(', ');

export function workHousehold(input: HouseholdInput): WorkedHousehold | { error: string } {
  const right = work(input.request, input.yearEndIncome, input.nonFilerIncome, input.reportedInMonth);
  if (!right.ok) return { error: right.message };
  const workings = new Map<string, Attempt>([['', right]]);
  const working = (mistake: string): Attempt | undefined => {
    if (!workings.has(mistake)) {
      const m = HOUSEHOLD_MISTAKES[mistake];
      if (m) workings.set(mistake, m.apply(input, right.working));
    }
    return workings.get(mistake);
  };
  const resolve = (ref: FactRef): { text: string } | { problem: string } => {
    const mistake = ref.year === 'current' ? '' : ref.year;
    const figure = HOUSEHOLD_FIGURES[ref.field];
    if (!figure)
      return {
        problem: `${tokenText(ref)} names no figure of the household; expected one of ${known(HOUSEHOLD_FIGURES)}, as {{household.fplPercent}}`,
      };
    const outcome = working(mistake);
    if (!outcome)
      return {
        problem: `${tokenText(ref)} names no mistake; expected one of ${known(HOUSEHOLD_MISTAKES)}, as {{household@previousGuidelines.fplPercent}}`,
      };
    if (!outcome.ok) return { problem: `${tokenText(ref)}: ${outcome.message}` };
    const text = figure.print(outcome.working);
    if (text === undefined)
      return {
        problem: `${tokenText(ref)}: this household gives no ${figure.what}; expected yearEndIncome on the question for a year-end figure, jobOffers for an offer's share, an income the credit covers for a contribution`,
      };
    return { text };
  };
  return {
    print: (ref) => {
      const r = resolve(ref);
      return 'text' in r ? r.text : undefined;
    },
    problem: (ref) => {
      const r = resolve(ref);
      return 'problem' in r ? r.problem : undefined;
    },
  };
}
