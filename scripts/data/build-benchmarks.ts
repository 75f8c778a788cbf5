/**
 * Regenerates the engine's ZIP code, county, rating-area and premium tables from their CSV files
 * (docs/data.md names each file, its columns and its source).
 * Usage: npm run data:benchmarks -- <folder holding the CSV files>; the output is deterministic.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EARLIEST_PLAN_YEAR, FIPS_PATTERN, ZIP5_PATTERN } from '#subsidy/rules.ts';
import { COUNTIES_SOURCE, COUNTY_CORRECTIONS, PREMIUMS_SOURCE, ZIP_COUNTIES_SOURCE, ZIP_RECORD_FORMAT } from './benchmark-sources.ts';
import { readCsv as readCsvFile } from './csv.ts';

const folder = process.argv[2];
if (!folder) {
  console.error(
    'Usage: npm run data:benchmarks -- <folder with zip-counties.csv, county-rating-areas.csv, la-county-zip3-rating-areas.csv, rating-area-premiums.csv>',
  );
  process.exit(2);
}
const out = new URL('../../src/data/subsidy/', import.meta.url);

const readCsv = (file: string) => readCsvFile(join(folder ?? '.', file));
const field = (row: Record<string, string>, name: string) => row[name] ?? '';

// --- counties and their rating areas ---------------------------------------------------------
const counties = readCsv('county-rating-areas.csv').map((row) => {
  const code = field(row, 'county_fips');
  if (!FIPS_PATTERN.test(code)) throw new Error(`county-rating-areas.csv: bad county_fips "${code}"`);
  const area = field(row, 'rating_area');
  const correction = COUNTY_CORRECTIONS.find((c) => c.fips === code);
  const ratingArea = correction ? String(correction.ratingArea) : area === '' ? '-' : String(Number(area));
  return `${code} ${field(row, 'state')} ${ratingArea} ${field(row, 'county_name')}`;
});
counties.sort();
const countyCodes = new Set(counties.map((c) => c.slice(0, 5)));
for (const c of COUNTY_CORRECTIONS) if (!countyCodes.has(c.fips)) throw new Error(`correction for unknown county ${c.fips}`);

const laZip3 = Object.fromEntries(
  readCsv('la-county-zip3-rating-areas.csv')
    .map((row) => [field(row, 'zip3'), Number(field(row, 'rating_area'))] as const)
    .sort((a, b) => a[0].localeCompare(b[0])),
);

writeJson('counties.json', {
  _source: COUNTIES_SOURCE,
  _format:
    'counties: one row per county, sorted: "FIPS STATE AREA NAME", AREA being the rating area or "-" where none is on file. losAngelesCounty: the rating area of a ZIP code in Los Angeles County by its first three digits; other prefixes take otherZip3RatingArea.',
  counties,
  losAngelesCounty: { fips: '06037', ratingAreaByZip3: laZip3, otherZip3RatingArea: 16 },
});

// --- ZIP code -> counties, primary county first -------------------------------------------------
const byZip = new Map<string, { fips: string; primary: boolean }[]>();
for (const row of readCsv('zip-counties.csv')) {
  const zip = field(row, 'zip');
  const county = field(row, 'county_fips');
  if (!ZIP5_PATTERN.test(zip) || !countyCodes.has(county)) throw new Error(`zip-counties.csv: bad row ${JSON.stringify(row)}`);
  const list = byZip.get(zip) ?? [];
  list.push({ fips: county, primary: field(row, 'primary') === '1' });
  byZip.set(zip, list);
}
let records = '';
for (const zip of [...byZip.keys()].sort()) {
  const list = byZip.get(zip) ?? [];
  if (list.filter((c) => c.primary).length !== 1) throw new Error(`zip-counties.csv: ZIP ${zip} needs exactly one primary county`);
  list.sort((a, b) => Number(b.primary) - Number(a.primary) || a.fips.localeCompare(b.fips));
  for (const c of list) records += zip + c.fips;
}
writeJson('zip-counties.json', { _source: ZIP_COUNTIES_SOURCE, _format: ZIP_RECORD_FORMAT, zipCount: byZip.size, records });

// --- second-lowest-cost silver premium per rating area and plan year ---------------------------
// Only the years a plan year on file can use: the engine never reads older premiums.
const years: Record<string, Record<string, (number | null)[]>> = {};
for (const row of readCsv('rating-area-premiums.csv')) {
  const year = field(row, 'plan_year');
  if (Number(year) < EARLIEST_PLAN_YEAR) continue;
  const state = field(row, 'state');
  const area = Number(field(row, 'rating_area'));
  const premium = Number(field(row, 'slcsp_base_monthly'));
  if (!Number.isInteger(area) || area < 1 || !(premium > 0)) throw new Error(`rating-area-premiums.csv: bad row ${JSON.stringify(row)}`);
  const states = years[year] ?? {};
  years[year] = states;
  const list = states[state] ?? [];
  states[state] = list;
  while (list.length < area) list.push(null);
  list[area - 1] = premium;
}
const sortedYears = Object.fromEntries(
  Object.keys(years)
    .sort()
    .map((year) => [year, Object.fromEntries(Object.entries(years[year] ?? {}).sort(([a], [b]) => a.localeCompare(b)))]),
);
writeJson('rating-area-premiums.json', {
  _source: PREMIUMS_SOURCE,
  _format:
    'years[plan year][state][rating area - 1]: monthly second-lowest-cost silver premium in whole US dollars for a person aged 0 (in New York and Vermont, for one adult); null where no figure is on file.',
  years: sortedYears,
});

function writeJson(name: string, value: unknown): void {
  // One county or one state's premiums per line keeps the files diffable without bloating them.
  const text = JSON.stringify(value, null, 1).replace(
    /\[\n((?:\s+(?:\d+|null),?\n)+)\s+\]/g,
    (_, body: string) =>
      `[${body
        .trim()
        .split(/,?\n\s+/)
        .join(', ')}]`,
  );
  writeFileSync(new URL(name, out), `${text}\n`);
  console.log(`wrote src/data/subsidy/${name} (${Math.round(text.length / 1024)} KB)`);
}
