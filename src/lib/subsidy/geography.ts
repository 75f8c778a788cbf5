import { z } from 'zod';
import countyData from '../../data/subsidy/counties.json' with { type: 'json' };
import zipCountyData from '../../data/subsidy/zip-counties.json' with { type: 'json' };
import { dataSourceSchema, parseDataFile, rowsSchema } from './data-file.ts';
import { FIPS_PATTERN } from './rules.ts';

/**
 * ZIP code -> counties -> ACA rating area, from src/data/subsidy/zip-counties.json and
 * counties.json (docs/data.md). Both tables are validated once, when this module loads.
 */

const fips = z.string().regex(FIPS_PATTERN);
const ratingArea = z.number().int().min(1).max(99);

/** "13121 GA 3 Fulton County": FIPS code, state, rating area (or "-"), name. */
const COUNTY_ROW = /^(\d{5}) ([A-Z]{2}) (\d{1,2}|-) (\S.*)$/;

const countyFileSchema = z.object({
  _source: dataSourceSchema,
  counties: rowsSchema(COUNTY_ROW, 'FIPS STATE AREA NAME'),
  losAngelesCounty: z.object({
    fips,
    ratingAreaByZip3: z.record(z.string().regex(/^\d{3}$/), ratingArea),
    otherZip3RatingArea: ratingArea,
  }),
});

const RECORD = 10;
const zipFileSchema = z.object({
  _source: dataSourceSchema,
  zipCount: z.number().int().positive(),
  // A search for one non-digit: /^\d+$/ would make the regex engine track half a million positions.
  records: z
    .string()
    .refine((s) => !/\D/.test(s), 'records must hold digits only')
    .refine((s) => s.length % RECORD === 0, `records must be a whole number of ${RECORD}-digit records`),
});

// Both tables stay as loaded and are searched in place (binary search over sorted rows): no index
// is built at start-up and no object is made per county or ZIP code. Their order and cross
// references are checked by geography.test.ts, since the generator writes them sorted.
const countyFile = parseDataFile('counties.json', countyFileSchema, countyData);
const zipFile = parseDataFile('zip-counties.json', zipFileSchema, zipCountyData);

export const countySource = countyFile._source;
export const zipCountySource = zipFile._source;

export interface County {
  /** 5-digit county FIPS code, e.g. "13121". */
  fips: string;
  /** Two-letter state code. */
  state: string;
  /** Census name, e.g. "Fulton County". */
  name: string;
  /** The county's rating area; null where none is on file (see docs/data.md, gaps). */
  ratingArea: number | null;
}

const countyRows = countyFile.counties;

/** The county with this FIPS code, if the table has it. */
export function countyByFips(code: string): County | undefined {
  let lo = 0;
  let hi = countyRows.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((countyRows[mid] ?? '').slice(0, 5) < code) lo = mid + 1;
    else hi = mid;
  }
  const match = COUNTY_ROW.exec(countyRows[lo] ?? '');
  if (!match || match[1] !== code) return undefined;
  const [, , state = '', area = '-', name = ''] = match;
  return { fips: code, state, name, ratingArea: area === '-' ? null : Number(area) };
}

const records = zipFile.records;
const recordCount = records.length / RECORD;

/** Index of the first record of `zip`, or -1. */
function firstRecord(zip: string): number {
  let lo = 0;
  let hi = recordCount;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (records.slice(mid * RECORD, mid * RECORD + 5) < zip) lo = mid + 1;
    else hi = mid;
  }
  return lo < recordCount && records.startsWith(zip, lo * RECORD) ? lo : -1;
}

export interface ZipCounty extends County {
  /** The county to assume when nobody has said which (where most of the ZIP code lies). */
  primary: boolean;
}

/**
 * The counties a 5-digit ZIP code reaches, primary first; empty when the ZIP code is not on file
 * (new, unique or PO-box-only ZIP codes). Rating areas are the ones that apply to this ZIP code:
 * in Los Angeles County they depend on its first three digits.
 */
export function countiesOfZip(zip5: string): ZipCounty[] {
  const found: ZipCounty[] = [];
  for (let i = firstRecord(zip5); i >= 0 && i < recordCount && records.startsWith(zip5, i * RECORD); i++) {
    const county = countyByFips(records.slice(i * RECORD + 5, (i + 1) * RECORD));
    if (county) found.push({ ...county, ratingArea: ratingAreaIn(county, zip5), primary: found.length === 0 });
  }
  return found;
}

const la = countyFile.losAngelesCounty;

/** CMS splits Los Angeles County between California rating areas 15 and 16 by ZIP prefix. */
function ratingAreaIn(county: County, zip5: string): number | null {
  if (county.fips !== la.fips) return county.ratingArea;
  return la.ratingAreaByZip3[zip5.slice(0, 3)] ?? la.otherZip3RatingArea;
}
