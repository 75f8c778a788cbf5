/** The client summary's words in English (summary.ts works out what they say). */
import { formatUsd, formatUsdWhole } from '../../lib/format.ts';
import type { Metal, OtherCoverage } from '../../lib/subsidy/rules.ts';
import type { SummaryWords } from './summary.ts';
import type { Choice } from './summary-choice.ts';
import type { Cover } from './summary-cover.ts';
import { note } from './summary-en-notes.ts';
import { jobOf, listed, person, who } from './summary-en-people.ts';
import type { Pay } from './summary-pay.ts';
import type { PlanLine } from './summary-plans.ts';
import type { Settled, TaxTimeFacts } from './summary-tax-time.ts';

const METALS: Readonly<Record<Metal, string>> = {
  catastrophic: 'Catastrophic',
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
};

const COVERAGES: Readonly<Record<OtherCoverage, string>> = {
  none: 'no other coverage',
  medicare: 'Medicare',
  'medicaid-chip': 'Medicaid or CHIP',
  tricare: 'TRICARE',
  va: 'VA health care',
  'job-based-enrolled': 'a job-based plan already in place',
  other: 'other coverage already in place',
};

function cover(c: Cover): string {
  switch (c.kind) {
    case 'credit':
      return 'a plan from the Health Insurance Marketplace, with the premium tax credit';
    case 'no-credit':
      return 'a Marketplace plan; at your income the premium tax credit comes to $0';
    case 'full-price':
      return 'a Marketplace plan at full price: no premium tax credit above 400% of the poverty line';
    case 'below-poverty':
      return 'no premium tax credit below the poverty line';
    case 'coverage-gap':
      return 'likely neither the premium tax credit nor Medicaid (see below)';
    case 'medicaid':
      return `likely Medicaid from ${c.state}: apply through the state’s Medicaid program or on the Marketplace application`;
    case 'chip':
      return `likely Medicaid or CHIP from ${c.state}, free or low cost: apply through the state or on the Marketplace application`;
    case 'bhp':
      return `likely ${c.state}’s Basic Health Program: apply on the state’s Marketplace application`;
    case 'job':
      return `the ${c.tier === 'self-only' ? 'self-only' : 'family'} plan from ${jobOf(c.employee)}, ${formatUsd(c.monthly)} a month; it counts as affordable, so no premium tax credit`;
    case 'other':
      return COVERAGES[c.coverage];
    case 'not-enrolling':
      return 'not enrolling';
    case 'cannot-enroll':
      return 'cannot buy a Marketplace plan (immigration status)';
    case 'status-full-price':
      return 'a Marketplace plan at full price: from 2027 the immigration status rules out the premium tax credit';
  }
}

function pay(p: Pay): string[] {
  switch (p.kind) {
    case 'credit':
      return [
        `The benchmark silver plan for ${who(p.who)} costs ${formatUsd(p.benchmark)} a month. The premium tax credit pays ${formatUsd(p.credit)} of it, so you would pay ${formatUsd(p.net)} a month.`,
        'You can use the credit for any bronze, silver, gold or platinum plan: a plan that costs less than the benchmark costs you less.',
        ...(p.reduced === null
          ? []
          : [
              `At your income a silver plan comes with cost-sharing reductions: the most you would pay out of pocket for covered care in a year drops from ${formatUsdWhole(p.reduced.from)} to ${formatUsdWhole(p.reduced.to)}.`,
            ]),
      ];
    case 'no-credit':
      return [
        `The benchmark silver plan for ${who(p.who)} costs ${formatUsd(p.benchmark)} a month, no more than the ${formatUsd(p.contribution)} a month your income is expected to cover, so the premium tax credit comes to $0.`,
      ];
    case 'cliff':
      return [
        `Your household income is above 400% of the poverty line, so there is no premium tax credit: the benchmark silver plan for ${who(p.who)} costs the full ${formatUsd(p.benchmark)} a month.`,
      ];
    case 'coverage-gap':
      return [
        `Your household income is below the poverty line and ${p.state} has not expanded Medicaid, so adults may get neither the premium tax credit nor Medicaid. Ask ${p.state}’s Medicaid program about coverage for parents, during pregnancy or with a disability.`,
      ];
    case 'below-poverty':
      return ['Below the poverty line there is no premium tax credit.'];
  }
}

function choice(c: Choice): string[] {
  const parts = [
    ...(c.selfOnly === null ? [] : [`the self-only plan from ${jobOf(c.employee)} for ${person(c.employee)} (${formatUsd(c.selfOnly)})`]),
    `a Marketplace plan for ${who(c.marketplace.who)} (${formatUsd(c.marketplace.net)} after the credit, for the benchmark silver plan)`,
    ...(c.programs === null ? [] : [`Medicaid or CHIP for ${who(c.programs)}`]),
  ];
  const gap = c.family.monthly - c.total;
  const compared =
    gap > 0
      ? `That is ${formatUsd(gap)} a month less than the family plan.`
      : gap < 0
        ? `That is ${formatUsd(-gap)} a month more than the family plan.`
        : 'That is what the family plan costs.';
  return [
    `The family plan from ${jobOf(c.employee)}, for ${who(c.family.who)}: ${formatUsd(c.family.monthly)} a month.`,
    `Or: ${listed(parts)}: ${formatUsd(c.total)} a month${c.programs === null ? '' : ', plus any premium the children’s program charges'}. ${compared}`,
    ...(c.plans.length === 0
      ? []
      : [`With the plans compared instead: ${c.plans.map((p) => `${formatUsd(p.total)} with ${p.label}`).join('; ')}.`]),
    'Compare what each plan covers too: deductibles, doctors and medicines differ.',
  ];
}

function plan(p: PlanLine): string {
  const metal = `${METALS[p.metal]}${p.fits ? ', a suggested metal level' : ''}`;
  if (p.unavailable !== null) return `${p.label} (${metal}): not open to your household. ${p.unavailable}`.trim();
  const credit = p.credited
    ? ' after the credit'
    : p.catastrophicWithoutCredit
      ? ' (the credit does not apply to a catastrophic plan)'
      : '';
  return `${p.label} (${metal}): ${formatUsd(p.net)} a month${credit}, ${formatUsd(p.yearly)} ${p.fullYear ? 'for the year' : 'for the months estimated'}; worst case ${formatUsd(p.worst)}.`;
}

/** What the return would do, after 'you would'. */
const settles = (s: Settled) =>
  s.difference < 0
    ? `pay back ${formatUsd(-s.difference)}`
    : s.difference > 0
      ? `get ${formatUsd(s.difference)} back`
      : 'neither pay back nor get anything back';

function taxTime(t: TaxTimeFacts): string[] {
  const raise = `If your income ends 10% higher (${formatUsdWhole(t.raise.income)})`;
  return [
    `The credit is paid to your insurer month by month, on the income you expect: ${formatUsd(t.advance)} for ${t.year}. Your ${t.year} tax return (Form 8962) settles it on the income the year actually ends with.`,
    t.limited
      ? `For ${t.year} what you pay back is capped while income stays under 400% of the poverty line; report income changes to the Marketplace as soon as they happen.`
      : 'From tax year 2026 there is no limit on paying back extra credit, so report income changes to the Marketplace as soon as they happen.',
    t.raise.all
      ? `${raise}, above 400% of the poverty line, you would pay back all ${formatUsd(t.advance)}.`
      : `${raise}, you would ${settles(t.raise)}.`,
    ...t.rows.map((row) => `If it ends at ${formatUsdWhole(row.income)}, you would ${settles(row)}.${row.note ? ` ${row.note}` : ''}`),
    ...(t.cliff === null ? [] : [`Above ${formatUsdWhole(t.cliff)} (400% of the poverty line) you would pay back all of it.`]),
  ];
}

export const en: SummaryWords = {
  lang: 'en',
  title: (year, client) => (client === null ? `Your health coverage for ${year}` : `${client}, your health coverage for ${year}`),
  intro: ({ year, size, place, income }) =>
    `An estimate for ${size === 1 ? 'you' : `your household of ${size}`} in ${place}, on household income of ${formatUsdWhole(income)} expected for ${year}.`,
  headings: {
    cover: 'Who is covered by what',
    pay: 'What you would pay each month',
    choice: 'Your choice: the job plan or the Marketplace',
    plans: 'The plans compared',
    taxTime: 'At tax time',
    notes: 'Good to know',
  },
  who,
  cover,
  pay,
  choice,
  plan,
  taxTime,
  note,
};
