/**
 * Regenerates src/data/subsidy/children-coverage.json, each state's Medicaid and CHIP limits for
 * children, from child-limits.csv (docs/data.md: its columns and source).
 * Usage: npm run data:children -- <path to child-limits.csv>; the output is deterministic.
 */
import { writeFileSync } from 'node:fs';
import { readCsv } from './csv.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run data:children -- <path to child-limits.csv>');
  process.exit(2);
}

const COLUMNS = ['medicaid_infant', 'medicaid_age_1_5', 'medicaid_age_6_18', 'separate_chip_under_19'] as const;

/** A limit as a whole percent; blank only where `optional` (a state without separate CHIP). */
function limit(row: Record<string, string>, column: string, optional: boolean): number | null {
  const text = (row[column] ?? '').trim();
  if (text === '' && optional) return null;
  const value = Number(text);
  if (text === '' || !Number.isInteger(value) || value < 100 || value > 600)
    throw new Error(`${file}: ${row['state']} ${column} must be a whole percent from 100 to 600, got "${text}"`);
  return value;
}

const states: Record<string, (number | null)[]> = {};
for (const row of readCsv(file)) {
  const state = row['state'] ?? '';
  if (!/^[A-Z]{2}$/.test(state)) throw new Error(`${file}: bad state "${state}"`);
  if (state in states) throw new Error(`${file}: ${state} is listed twice`);
  states[state] = COLUMNS.map((column) => limit(row, column, column === 'separate_chip_under_19'));
}
if (Object.keys(states).length !== 51)
  throw new Error(`${file}: expected 51 rows (the 50 states and DC), got ${Object.keys(states).length}`);

const output = {
  _source: {
    citation:
      'Children\'s Medicaid and CHIP income limits by state: KFF State Health Facts, "Medicaid Income Eligibility Limits for Infants Ages 0-1", "… for Children Ages 1-5", "… for Children Ages 6-18" and "Separate Children\'s Health Insurance Program (CHIP) Income Eligibility Limits for Children", as transcribed by PolicyEngine-US (parameters/gov/hhs/medicaid/eligibility/categories/{infant,young_child,older_child}/income_limit.yaml and parameters/gov/hhs/chip/child/income_limit.yaml, snapshot of 2026-08-19); CMS, Medicaid, Children\'s Health Insurance Program, & Basic Health Program Eligibility Levels.',
    url: 'https://www.medicaid.gov/medicaid/national-medicaid-chip-program-information/medicaid-childrens-health-insurance-program-basic-health-program-eligibility-levels',
    effective:
      'Limits in force on 1 November 2026 (the latest change on file for each state; most date from 2018-2024). Limits include the standard 5-point income disregard.',
    verification: 'SECONDARY (one transcription of the KFF and CMS tables).',
    rule: "A member under 19 is likely covered by Medicaid or CHIP when the household's income, as a percent of the poverty guideline the premium tax credit uses, is at or below the larger of the state's Medicaid limit for the member's age band and its separate CHIP limit.",
    gaps: [
      'Immigration status: lawfully residing children may be covered or barred, state by state; the calculator lets an agent price the children on a Marketplace plan anyway.',
      'Some states cover children above these limits through a buy-in or a state-funded program; not in this table.',
      "Medicaid and CHIP compare income with the current year's poverty guidelines, the credit with the prior year's; the engine compares the credit's percent, an approximation its notes call an estimate.",
      "California's and Minnesota's infant band runs to age 2 in their own rules; their 1-5 limit is the same or close, so the table keeps the under-1 band.",
    ],
    compiled: 'Compiled 2026-11-24 from the public sources named here; regenerate with `npm run data:children` (docs/data.md).',
  },
  _format:
    'states[state]: [Medicaid limit under 1, Medicaid limit aged 1-5, Medicaid limit aged 6-18, separate CHIP limit under 19 or null where the state has no separate CHIP program], in whole percent of the poverty line.',
  states: Object.fromEntries(Object.entries(states).sort(([a], [b]) => a.localeCompare(b))),
};

// One state per line keeps the file diffable.
const text = JSON.stringify(output, null, 2).replace(
  /\[\n\s+([\d\s,null]+?)\n\s+\]/g,
  (_, body: string) => `[${body.split(/,\s+/).join(', ')}]`,
);
const out = new URL('../../src/data/subsidy/children-coverage.json', import.meta.url);
writeFileSync(out, `${text}\n`);
console.log(`wrote src/data/subsidy/children-coverage.json (${Object.keys(states).length} states)`);
