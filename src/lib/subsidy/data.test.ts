import { describe, expect, it } from 'vitest';
import curves from '../../data/subsidy/age-curves.json' with { type: 'json' };
import ap from '../../data/subsidy/applicable-percentage.json' with { type: 'json' };
import premiums from '../../data/subsidy/benchmark-premiums.json' with { type: 'json' };
import medicaid from '../../data/subsidy/medicaid-expansion.json' with { type: 'json' };
import guidelines from '../../data/subsidy/poverty-guidelines.json' with { type: 'json' };
import zips from '../../data/subsidy/zip-prefixes.json' with { type: 'json' };
import { subsidySources } from './sources.ts';

const STATES = Object.keys(zips.states);

describe('the data files under src/data/subsidy', () => {
  it('each cite a source, an effective date and a verification mark', () => {
    for (const [name, source] of Object.entries(subsidySources)) {
      expect(source.citation, name).not.toBe('');
      expect(source.effective, name).not.toBe('');
      expect(source.verification, name).toMatch(/VERIFIED|SECONDARY/);
    }
  });

  it('poverty-guidelines.json keeps the shape the handout reads', () => {
    expect(Object.keys(guidelines.years)).toEqual(['2024', '2025', '2026']);
    expect(guidelines.years['2025']).toEqual({
      coverageYear: 2026,
      federalRegister: '90 FR 5917 (Jan 17, 2025)',
      effective: '2025-01-15',
      contiguous: { first: 15650, additional: 5500 },
      AK: { first: 19550, additional: 6880 },
      HI: { first: 17990, additional: 6330 },
    });
    expect(guidelines.years['2024'].contiguous).toEqual({ first: 15060, additional: 5380 });
    expect(guidelines.years['2026'].contiguous).toEqual({ first: 15960, additional: 5680 });
  });

  it('has the 50 states and DC in the ZIP table and, with a US average, in both KFF years', () => {
    expect(STATES).toHaveLength(51);
    for (const year of ['2025', '2026'] as const) {
      expect(Object.keys(premiums.years[year]).sort()).toEqual([...STATES, 'US'].sort());
    }
  });

  it('assigns no 3-digit prefix twice', () => {
    const seen = new Map<number, string>();
    const claim = (from: string, to: string, owner: string) => {
      for (let n = Number(from); n <= Number(to); n++) {
        expect(seen.get(n), `prefix ${n} claimed by ${seen.get(n) ?? ''} and ${owner}`).toBeUndefined();
        seen.set(n, owner);
      }
    };
    for (const [state, { prefixes }] of Object.entries(zips.states)) for (const [from = '', to = ''] of prefixes) claim(from, to, state);
    for (const entry of zips.nonState) claim(entry.from, entry.to, entry.kind);
  });

  it('has 65 factors (ages 0 to 64+) per age curve, rising with age from 21', () => {
    for (const [name, curve] of Object.entries(curves.curves)) {
      expect(curve, name).toHaveLength(65);
      for (let age = 22; age <= 64; age++) expect(curve[age]!, `${name} ${age}`).toBeGreaterThanOrEqual(curve[age - 1]!);
    }
    expect(Object.keys(curves.curves).sort()).toEqual(['AL', 'DC', 'MA', 'MN', 'MS', 'OR', 'UT', 'default']);
  });

  it('has applicable percentage bands that tile 0 to 400 % without gaps', () => {
    for (const [year, table] of Object.entries(ap.years)) {
      let expectedLo = 0;
      for (const [lo, hi] of table.bands) {
        expect(lo, year).toBe(expectedLo);
        expectedLo = hi ?? Number.POSITIVE_INFINITY;
      }
      expect(expectedLo, year).toBe(table.upperLimitFplPercent ?? Number.POSITIVE_INFINITY);
    }
  });

  it('lists the 10 non-expansion states, all of them real state codes', () => {
    expect(medicaid.nonExpansionStates).toHaveLength(10);
    for (const s of medicaid.nonExpansionStates) expect(STATES).toContain(s);
  });
});
