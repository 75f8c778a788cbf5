/**
 * Which county? Asked on /calculator before calculating when a ZIP code's counties lie in different
 * rating areas, since the benchmark, and so the credit, depends on the answer. The counties come
 * from GET /api/zip-codes/{zip} (requests.ts, loaded with the first look-up), read once per ZIP code
 * for the life of the page; the store (store.ts) looks it up as the ZIP code is typed.
 */
import { spansRatingAreas, ZIP_PATTERN } from '../../lib/subsidy/rules.ts';
import type { ZipCodeInfo } from '../../lib/subsidy/types.ts';

export type CountyOption = ZipCodeInfo['counties'][number];

export type CountyQuestion =
  /** No question: no ZIP code yet, one rating area, or the lookup failed (the API then decides). */
  { status: 'none' } | { status: 'checking'; zip: string } | { status: 'ask'; zip: string; counties: CountyOption[] };

/** The 5-digit ZIP code in what was typed, or null until it looks like one. */
export function zip5(typed: string): string | null {
  const text = typed.trim();
  return ZIP_PATTERN.test(text) ? text.slice(0, 5) : null;
}

/** Asks the API about a ZIP code; a failure means "no question", and the calculation says the rest. */
export async function askAbout(zip: string): Promise<CountyQuestion> {
  try {
    const { readZipCode } = await import('./requests.ts');
    const info = await readZipCode(zip);
    return spansRatingAreas(info.counties) ? { status: 'ask', zip, counties: info.counties } : { status: 'none' };
  } catch {
    return { status: 'none' };
  }
}

/** The county to price: the one chosen if it is among the options, else the ZIP code's primary. */
export function chosenCounty(counties: readonly CountyOption[], chosen: string): string {
  return counties.some((c) => c.fips === chosen) ? chosen : ((counties.find((c) => c.primary) ?? counties[0])?.fips ?? '');
}

/** What the County question is read against: the question and the ZIP code and county in the form. */
interface FormCounty {
  question: CountyQuestion;
  inputs: { zipCode: string; countyFips: string };
}

/** The County question for the ZIP code in the form, while it is on screen. */
export function askingFor(state: FormCounty): Extract<CountyQuestion, { status: 'ask' }> | null {
  const q = state.question;
  return q.status === 'ask' && q.zip === zip5(state.inputs.zipCode) ? q : null;
}

/** The county the form shows: the one chosen among the question's options, else the primary; blank without a question. */
export function formCounty(state: FormCounty): string {
  const asking = askingFor(state);
  return asking ? chosenCounty(asking.counties, state.inputs.countyFips) : '';
}
