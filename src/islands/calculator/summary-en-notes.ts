/** The client summary's "good to know" notes in English (summary-notes.ts works out which apply). */
import { formatUsd } from '../../lib/format.ts';
import { who } from './summary-en-people.ts';
import type { Note } from './summary-notes.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function note(n: Note): string {
  switch (n.kind) {
    case 'months': {
      const span = n.first === n.last ? MONTHS[n.first - 1] : `${MONTHS[n.first - 1]} to ${MONTHS[n.last - 1]}`;
      return `This estimate is for ${span} ${n.year} only: a rule that decides the credit changes during the year.`;
    }
    case 'state-average':
      return `The premiums are ${n.state} averages, not figures for your area.`;
    case 'county-assumed':
      return `It assumes you live in ${n.county}; your ZIP code also reaches counties with other premiums.`;
    case 'entered':
      return n.scaled === null
        ? 'It uses the benchmark premium your agent entered.'
        : `It uses the benchmark premium your agent entered, ${formatUsd(n.scaled.premium)} a month for ${who(n.scaled.entered)}, worked out by age for ${who(n.scaled.priced)}.`;
    case 'stand-in':
      return `The premiums are ${n.dataYear} figures until ${n.year} premiums are on file here; HealthCare.gov shows your ${n.year} premiums.`;
    case 'worst-case':
      return 'A plan’s worst case is its premiums plus its out-of-pocket maximum: the most you would pay in a year of heavy medical bills.';
    case 'estimate':
      return 'This is an estimate: HealthCare.gov or your state’s Marketplace shows your exact premiums, and your tax return settles the final credit.';
  }
}
