import { z } from 'zod';
import premiumData from '../../data/subsidy/rating-area-premiums.json' with { type: 'json' };
import { dataSourceSchema, parseDataFile, yearOnFile } from './data-file.ts';

type Premiums = Record<string, Record<string, (number | null)[]>>;

/** years[plan year][state][area - 1]: a whole-dollar premium or null. One loop, as rowsSchema. */
const yearsSchema = z
  .custom<Premiums>((value) => typeof value === 'object' && value !== null, { error: 'expected years[plan year][state]' })
  .check((ctx) => {
    for (const [year, states] of Object.entries(ctx.value)) {
      if (!/^\d{4}$/.test(year)) ctx.issues.push({ code: 'custom', input: year, path: [year], message: `"${year}" is not a plan year` });
      for (const [state, areas] of Object.entries(states ?? {})) {
        const ok =
          /^[A-Z]{2}$/.test(state) &&
          Array.isArray(areas) &&
          areas.length > 0 &&
          areas.every((p) => p === null || (Number.isInteger(p) && p > 0));
        if (!ok)
          ctx.issues.push({
            code: 'custom',
            input: areas,
            path: [year, state],
            message: 'expected a two-letter state with a list of whole-dollar premiums (or null), one per rating area',
          });
      }
    }
  });

const premiumFileSchema = z.object({ _source: dataSourceSchema, years: yearsSchema });

const premiums = parseDataFile('rating-area-premiums.json', premiumFileSchema, premiumData);

export const ratingAreaPremiumSource = premiums._source;

const dataYears = Object.keys(premiums.years)
  .map(Number)
  .sort((a, b) => a - b);

export interface RatingAreaPremium {
  /**
   * The rating area's second-lowest-cost silver premium, whole dollars a month, for a person aged 0
   * (in New York and Vermont, which rate by family tier, for one adult).
   */
  monthly: number;
  dataYear: number;
  /** True when the plan year has no figures yet and the latest year on file stood in. */
  fromEarlierYear: boolean;
}

/** The year of the rating-area premiums on file that price a plan year: its own, else the latest before it. */
export function ratingAreaDataYear(planYear: number): number {
  return yearOnFile(dataYears, planYear).dataYear;
}

/** The area's premium for the plan year (else the latest year on file), or null if none is on file. */
export function ratingAreaPremium(state: string, ratingArea: number, planYear: number): RatingAreaPremium | null {
  const { dataYear, fromEarlierYear } = yearOnFile(dataYears, planYear);
  const monthly = premiums.years[String(dataYear)]?.[state]?.[ratingArea - 1];
  return monthly == null ? null : { monthly, dataYear, fromEarlierYear };
}
