/**
 * The /calculator page's query, both ways, so a bookmarked or shared link re-runs its scenario (the
 * parameters: docs/behaviour.md, "/calculator"; each value's format: url-parts.ts).
 */
import { isPlanYear, MAX_PLANS } from '../../lib/subsidy/rules.ts';
import {
  type CalculatorInputs,
  clampMembers,
  DEFAULT_PLAN_YEAR,
  defaultAge,
  type JobOfferInputs,
  MAX_MEMBERS,
  type PlanInputs,
} from './form.ts';
import { clip, memberFrom, memberWords, offerFrom, offerText, planFrom, planText, positions, yearEndFrom } from './url-parts.ts';

/** The `children` value that prices children likely covered by Medicaid or CHIP anyway. */
const CHILDREN_ON_MARKETPLACE = 'marketplace';
/** The people a benchmark premium covers: `benchmark-for=1.2.3.4`. */
const BENCHMARK_MEMBERS = 'benchmark-for';

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
    query.push(`plan${i + 1}=${planText(p)}`);
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
