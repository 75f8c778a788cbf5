import { describe, expect, it } from 'vitest';
import { lookupZip } from './zip.ts';

describe('lookupZip: states', () => {
  it.each([
    ['30301', 'GA'],
    ['10001', 'NY'],
    ['00501', 'NY'], // 005: the IRS in Holtsville, NY
    ['06401', 'CT'],
    ['05501', 'MA'], // 055, often mis-mapped to VT
    ['05401', 'VT'],
    ['20101', 'VA'], // 201, often mis-mapped to DC
    ['20001', 'DC'],
    ['56901', 'DC'], // DC parcel-return prefix
    ['73301', 'TX'], // 733, often mis-mapped to OK
    ['88510', 'TX'], // 885, often mis-mapped to NM
    ['34102', 'FL'], // 341-349
    ['99501', 'AK'],
    ['96813', 'HI'],
    ['84101', 'UT'],
    ['53201', 'WI'],
  ])('%s is in %s', (zip, state) => {
    expect(lookupZip(zip)).toEqual({ ok: true, state });
  });

  it("knows the 5-digit exception inside another state's prefix: 06390 Fishers Island is NY, not CT", () => {
    expect(lookupZip('06390')).toEqual({ ok: true, state: 'NY' });
    expect(lookupZip('06391')).toEqual({ ok: true, state: 'CT' });
  });
});

describe('lookupZip: no state, and why', () => {
  const reason = (zip: string) => {
    const result = lookupZip(zip);
    if (result.ok) throw new Error(`${zip} unexpectedly mapped to ${result.state}`);
    return result.reason;
  };

  it.each(['00012', '00312', '00401'])('%s has an unassigned prefix (000-004)', (zip) => {
    expect(reason(zip)).toBe(
      `ZIP code ${zip} starts with ${zip.slice(0, 3)}, which the US Postal Service has not assigned to any state. Check the ZIP code.`,
    );
  });

  it('a gap between state ranges is unassigned, not the neighbouring state', () => {
    expect(reason('69401')).toMatch(/starts with 694, which the US Postal Service has not assigned to any state/);
    expect(reason('81701')).toMatch(/starts with 817/);
  });

  it.each([
    ['00601', 'Puerto Rico'],
    ['00901', 'Puerto Rico'], // 009
    ['00802', 'the US Virgin Islands'],
    ['96910', 'Guam'],
    ['96950', 'the Northern Mariana Islands'],
    ['96799', 'American Samoa'], // inside Hawaii's 967, must not become HI
  ])('%s is a territory (%s), named in the reason', (zip, place) => {
    const text = reason(zip);
    expect(text).toContain(`ZIP code ${zip} is in`);
    expect(text).toContain(place);
    expect(text).toContain('no ACA Marketplace');
  });

  it.each([
    ['09012', 'Armed Forces Europe, the Middle East, Africa and Canada'], // AE 090-099
    ['09801', 'Armed Forces Europe, the Middle East, Africa and Canada'],
    ['34001', 'Armed Forces Americas'], // AA 340
    ['96201', 'Armed Forces Pacific'], // AP 962-966
    ['96601', 'Armed Forces Pacific'],
  ])('%s is a military address (%s)', (zip, name) => {
    expect(reason(zip)).toBe(
      `ZIP code ${zip} is a military mail address (APO/FPO/DPO, ${name}), not a place in a state. Use the ZIP code of the client's home in the 50 states or DC.`,
    );
  });
});
