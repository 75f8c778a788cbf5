import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import countyFile from '../../data/subsidy/counties.json' with { type: 'json' };
import zipFile from '../../data/subsidy/zip-counties.json' with { type: 'json' };
import { parseDataFile, rowsSchema } from './data-file.ts';
import { type County, countiesOfZip, countyByFips } from './geography.ts';
import { locateZip, zipCodeInfo } from './place.ts';
import { ratingAreaPremium } from './rating-area.ts';

const counties: County[] = countyFile.counties.map((row) => {
  const county = countyByFips(row.slice(0, 5));
  if (!county) throw new Error(`countyByFips misses ${row}`);
  return county;
});

describe('the local benchmark tables', () => {
  it('hold every county of the 50 states and DC, and 40,927 ZIP codes', () => {
    expect(counties).toHaveLength(3143);
    expect(new Set(counties.map((c) => c.state)).size).toBe(51);
    expect(zipFile.zipCount).toBe(40927);
    expect(zipFile.records.length).toBe(55482 * 10);
  });

  // The engine searches both tables in place, so it relies on what the generator guarantees.
  it('keep counties sorted by FIPS code, each once', () => {
    for (let i = 1; i < countyFile.counties.length; i++)
      expect(countyFile.counties[i]! > countyFile.counties[i - 1]!, countyFile.counties[i]).toBe(true);
  });

  it('keep ZIP records sorted, naming counties the county table has, with one primary per ZIP code', () => {
    const known = new Set(counties.map((c) => c.fips));
    let previous = '';
    let zips = 0;
    for (let i = 0; i < zipFile.records.length; i += 10) {
      const zip = zipFile.records.slice(i, i + 5);
      const county = zipFile.records.slice(i + 5, i + 10);
      if (zip < previous || !known.has(county)) throw new Error(`record ${i / 10}: ${zip} ${county}`);
      if (zip !== previous) zips += 1;
      previous = zip;
    }
    expect(zips).toBe(zipFile.zipCount);
  });

  it('give every county a rating area with premiums for each plan year on file, but for the documented gaps', () => {
    const gaps = new Set<string>();
    for (const { fips, state, ratingArea } of counties) {
      if (ratingArea === null) {
        gaps.add(`${fips} no area`);
        continue;
      }
      for (const year of [2025, 2026]) if (ratingAreaPremium(state, ratingArea, year) === null) gaps.add(`${state} ${ratingArea}`);
    }
    // Oglala Lakota County, SD; Florida area 22 (Gulf County); South Carolina areas 9 and 19.
    expect([...gaps].sort()).toEqual(['46102 no area', 'FL 22', 'SC 19', 'SC 9']);
  });

  it('carry the California rating areas as Covered California publishes them', () => {
    const area = (fips: string) => countyByFips(fips)?.ratingArea;
    expect(area('06059')).toBe(18); // Orange
    expect(area('06027')).toBe(13); // Inyo
    expect(area('06051')).toBe(13); // Mono
    expect(area('06031')).toBe(11); // Kings
    expect(area('06107')).toBe(10); // Tulare
    // Areas 15 and 16 belong to Los Angeles County alone.
    expect(counties.filter((c) => c.state === 'CA' && (c.ratingArea === 15 || c.ratingArea === 16)).map((c) => c.fips)).toEqual(['06037']);
  });
});

describe('countiesOfZip', () => {
  it('lists the primary county first, then the others by FIPS code', () => {
    expect(countiesOfZip('15501').map((c) => [c.fips, c.primary])).toEqual([
      ['42111', true],
      ['42129', false],
    ]);
  });

  it('finds the first and the last ZIP codes on file and nothing for one that is not', () => {
    expect(countiesOfZip('00501')[0]).toMatchObject({ fips: '36103', state: 'NY', name: 'Suffolk County' });
    expect(countiesOfZip('99950')[0]).toMatchObject({ fips: '02130', state: 'AK' });
    expect(countiesOfZip('57770')).toEqual([]);
    expect(countiesOfZip('00000')).toEqual([]);
    expect(countiesOfZip('99999')).toEqual([]);
  });

  it('puts every Los Angeles County ZIP code in rating area 15 or 16', () => {
    let zips = 0;
    for (let i = 0; i < zipFile.records.length; i += 10) {
      if (zipFile.records.slice(i + 5, i + 10) !== '06037') continue;
      const la = countiesOfZip(zipFile.records.slice(i, i + 5)).find((c) => c.fips === '06037');
      expect([15, 16]).toContain(la?.ratingArea);
      zips += 1;
    }
    expect(zips).toBe(520);
  });
});

describe('locateZip and zipCodeInfo', () => {
  it('answer the state and counties, with the rating area that applies to this ZIP code', () => {
    expect(zipCodeInfo('91101-1234')).toEqual({
      ok: true,
      info: { zip: '91101', state: 'CA', counties: [{ fips: '06037', name: 'Los Angeles County', ratingArea: 15, primary: true }] },
    });
  });

  it('give the state from the prefix and no counties for a ZIP code not on file', () => {
    expect(zipCodeInfo('57770')).toEqual({ ok: true, info: { zip: '57770', state: 'SD', counties: [] } });
  });

  it('trust the county table over the prefix at a state border', () => {
    expect(locateZip('42223')).toMatchObject({ ok: true, state: 'TN' });
  });

  it('refuse a ZIP code with no state, saying why', () => {
    expect(zipCodeInfo('00601')).toEqual({ ok: false, reason: expect.stringContaining('Puerto Rico') });
    expect(zipCodeInfo('00012')).toEqual({ ok: false, reason: expect.stringContaining('has not assigned to any state') });
  });
});

describe('a malformed table', () => {
  it('stops the start-up with the file, the row and the shape expected', () => {
    const schema = z.object({ counties: rowsSchema(/^\d{5} [A-Z]{2} (\d{1,2}|-) \S.*$/, 'FIPS STATE AREA NAME') });
    expect(() =>
      parseDataFile('counties.json', schema, { counties: ['01001 AL 11 Autauga County', '01003 AL thirteen Baldwin County'] }),
    ).toThrow(
      'src/data/subsidy/counties.json is malformed:\n  - counties.1: "01003 AL thirteen Baldwin County" is not a row "FIPS STATE AREA NAME"',
    );
    expect(() => parseDataFile('counties.json', schema, { counties: 'nope' })).toThrow(
      'counties: expected a list of rows "FIPS STATE AREA NAME"',
    );
  });
});
