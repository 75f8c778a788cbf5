// The notes on the benchmark premium: the county assumed, where the premium came from (the rating
// area, or why the state average stood in), the ages assumed, and how the state prices a household.
import type { HouseholdBenchmark } from './benchmark.ts';
import { dependantChildUnder } from './family-tier.ts';
import { nobodyPriced } from './household-notes.ts';
import { formatUsdWhole as dollars, formatUsdCents } from './money.ts';
import type { NoteFacts } from './note-facts.ts';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function benchmarkNotes(f: NoteFacts, name: string): string[] {
  const e = f.estimate;
  if (e === null) return f.entered?.notes ?? [];
  if (nobodyPriced(f.household)) return countyNotes(f);
  const notes = [...countyNotes(f), ...placeNotes(f, e, name)];
  if (f.household.given === 'none') notes.push(`Ages were not given, so the estimate assumes ${describeDefaultAges(f.agesUsed)}.`);
  if (e.method === 'family-tier') {
    notes.push(`${name} does not price by age but by family tier; the estimate uses ${e.tier.description}.`);
    const older = e.tier.dependantsAsChildren;
    const under = dependantChildUnder(f.state);
    if (older > 0 && under !== null)
      notes.push(
        `${name} prices a dependant under ${under} as a child on a parent's policy, so ${older === 1 ? `the dependant aged 21 to ${under - 1} is` : `the ${older} dependants aged 21 to ${under - 1} are`} counted with the children.`,
      );
    if (e.tier.assumption) notes.push(e.tier.assumption);
  } else {
    notes.push(
      e.curve === 'default'
        ? 'Premiums are scaled by age with the federal default age curve.'
        : `Premiums are scaled by age with ${name}'s own age curve.`,
    );
  }
  if (e.uncountedChildren > 0) {
    const rest = e.uncountedChildren === 1 ? 'the youngest child adds' : `the ${e.uncountedChildren} youngest children add`;
    notes.push(`Only the three oldest children under 21 are charged for (45 CFR 147.102(c)(1)); ${rest} no premium.`);
  }
  return notes;
}

/** The county assumed when the ZIP code spans rating areas and nobody said which. */
function countyNotes(f: NoteFacts): string[] {
  if (!f.countyAssumed || !f.county) return [];
  return [
    `ZIP code ${f.zip} reaches ${f.countyCount} counties in different rating areas. The estimate assumes ${f.county.name}, the ZIP code's main county; choose the client's county if it is another.`,
  ];
}

/** Where the benchmark came from: the county and rating area, or why the state average stood in. */
function placeNotes(f: NoteFacts, e: HouseholdBenchmark, name: string): string[] {
  const point = e.point;
  const household = formatUsdCents(f.benchmarkCents);
  const person = e.method === 'family-tier' ? 'one adult' : 'a 40-year-old';
  const notes: string[] = [];
  if (point.source === 'rating-area') {
    notes.push(
      `The benchmark premium (${household} a month) is estimated from the ${point.dataYear} second-lowest-cost silver premium in ${name} rating area ${point.ratingArea}, which covers ${f.county?.name ?? "the client's county"}: ${formatUsdCents(e.adult40Cents)} a month for ${person}.`,
    );
    if (point.fromEarlierYear)
      notes.push(
        `Premiums for ${f.year} by rating area are not yet on file here, so the ${point.dataYear} premiums were used; HealthCare.gov shows the ${f.year} premiums, which will differ.`,
      );
    return notes;
  }
  const average = `KFF's ${point.dataYear} average benchmark silver premium for ${person} in ${name}, ${dollars(point.monthly)} a month, not the client's county`;
  const why =
    f.fallback === 'no-rating-area' && f.county
      ? `${f.county.name} has no rating area on file`
      : f.fallback === 'no-premium' && f.county
        ? `There are no benchmark premiums on file for ${name} rating area ${f.county.ratingArea ?? ''} (${f.county.name})`
        : `ZIP code ${f.zip} is not in the ZIP-to-county table`;
  notes.push(`${why}, so the benchmark premium (${household} a month) is estimated from ${average}.`);
  if (point.fromEarlierYear) notes.push(`KFF has not published ${f.year} averages yet, so the ${point.dataYear} figures were used.`);
  return notes;
}

function describeDefaultAges(ages: readonly number[]): string {
  if (ages.length === 1) return 'one adult aged 40';
  const children = ages.length - 2;
  return children === 0 ? 'two adults aged 40' : `two adults aged 40 and ${plural(children, 'child', 'children')} aged 10`;
}
