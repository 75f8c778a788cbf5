/**
 * The months of a plan year that share the same member rules. Almost every state and year is one
 * period, January to December; a rule that changes during the year splits it (New York's Essential
 * Plan went back from 250 % to 200 % of the poverty line on 1 July 2026; DACA recipients stopped
 * counting as lawfully present on 25 August 2025; federal Medicaid stopped taking lawfully present
 * adults other than green-card holders, Cuban/Haitian entrants and COFA migrants on 1 October 2026). The credit is worked out month by month (26 CFR
 * 1.36B-3(c)): a month follows the rules in force on its first day.
 */
import { type BasicHealthProgram, basicHealthProgramOn } from './basic-health-program.ts';
import { dacaCanEnrollOn, eligibleAliensOnlyOn, medicaidQualifiedAliensOnlyOn } from './immigration.ts';

export interface RulePeriod {
  /** 1-12, inclusive. */
  firstMonth: number;
  lastMonth: number;
  /** The state's Basic Health Program in these months. */
  basicHealthProgram: BasicHealthProgram | null;
  /** DACA recipients counted as lawfully present in these months. */
  dacaCanEnroll: boolean;
  /** Only citizens and eligible aliens can get the credit (plan years from 2027). */
  eligibleAliensOnly: boolean;
  /** Federal Medicaid takes only citizens, green-card holders, Cuban/Haitian entrants and COFA migrants (from 1 October 2026). */
  medicaidQualifiedAliensOnly: boolean;
}

// By year, then state: a key built per request (`${state}${year}`) would cost a string each time.
const cache = new Map<number, Map<string, readonly RulePeriod[]>>();

export function rulePeriods(state: string, year: number): readonly RulePeriod[] {
  let byState = cache.get(year);
  if (byState === undefined) {
    byState = new Map();
    cache.set(year, byState);
  }
  let periods = byState.get(state);
  if (periods === undefined) {
    periods = periodsOf(state, year);
    byState.set(state, periods);
  }
  return periods;
}

function periodsOf(state: string, year: number): RulePeriod[] {
  const periods: RulePeriod[] = [];
  for (let month = 1; month <= 12; month++) {
    const date = `${year}-${String(month).padStart(2, '0')}-01`;
    const rules = {
      basicHealthProgram: basicHealthProgramOn(state, date),
      dacaCanEnroll: dacaCanEnrollOn(state, date),
      eligibleAliensOnly: eligibleAliensOnlyOn(date),
      medicaidQualifiedAliensOnly: medicaidQualifiedAliensOnlyOn(date),
    };
    const last = periods.at(-1);
    if (
      last &&
      last.basicHealthProgram === rules.basicHealthProgram &&
      last.dacaCanEnroll === rules.dacaCanEnroll &&
      last.eligibleAliensOnly === rules.eligibleAliensOnly &&
      last.medicaidQualifiedAliensOnly === rules.medicaidQualifiedAliensOnly
    ) {
      last.lastMonth = month;
    } else {
      periods.push({ firstMonth: month, lastMonth: month, ...rules });
    }
  }
  return periods;
}
