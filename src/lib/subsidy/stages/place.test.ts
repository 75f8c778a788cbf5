import { describe, expect, it } from 'vitest';
import { placeOf } from './place.ts';

const place = (zipCode: string, countyFips?: string) =>
  placeOf({ request: countyFips === undefined ? { zipCode } : { zipCode, countyFips } });

describe('placeOf', () => {
  it('a ZIP code on file: its state, name and county', () => {
    expect(place('60614')).toMatchObject({ ok: true, zip: '60614', state: 'IL', stateName: 'Illinois', countyAssumed: false });
  });

  it('keeps the first five digits of a ZIP+4', () => {
    expect(place('60614-1234')).toMatchObject({ ok: true, zip: '60614' });
  });

  it('assumes the primary county of a ZIP code that spans rating areas, and says so', () => {
    const p = place('15501');
    expect(p).toMatchObject({ ok: true, county: { fips: '42111' }, countyAssumed: true });
    expect(p.ok && p.counties.map((c) => c.fips)).toEqual(['42111', '42129']);
  });

  it('prices the county asked for, and then assumes nothing', () => {
    expect(place('15501', '42129')).toMatchObject({ ok: true, county: { fips: '42129' }, countyAssumed: false });
  });

  it('a ZIP code not on file: the state from its prefix, no county', () => {
    expect(place('57770')).toMatchObject({ ok: true, state: 'SD', county: null, counties: [] });
  });

  it('a ZIP code with no state is an issue on zipCode', () => {
    const p = place('00301');
    expect(p.ok).toBe(false);
    expect(!p.ok && p.issues.map((i) => i.path)).toEqual(['zipCode']);
  });

  it('a county the ZIP code does not reach is an issue on countyFips', () => {
    const p = place('15501', '13121');
    expect(!p.ok && p.issues.map((i) => i.path)).toEqual(['countyFips']);
  });
});
