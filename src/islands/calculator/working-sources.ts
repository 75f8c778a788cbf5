/** The working's lines on where the figures come from: the poverty guidelines, the benchmark premium and the county. */
import { formatUsd } from '../../lib/format.ts';
import { spansRatingAreas } from '../../lib/subsidy/rules.ts';
import type { SubsidyResult } from '../../lib/subsidy/types.ts';
import { people } from './member-words.ts';

const REGIONS = { contiguous: 'the 48 contiguous states and DC', AK: 'Alaska', HI: 'Hawaii' } as const;

/** Which guidelines were used: '2025 HHS poverty guidelines for Alaska, used for 2026 coverage …'. */
export function describeGuideline(r: Pick<SubsidyResult, 'guidelineYear' | 'guidelineRegion' | 'year'>, familySize: number): string {
  const own = r.guidelineRegion === 'contiguous' ? '' : ` (${REGIONS[r.guidelineRegion]} has its own, higher guidelines)`;
  return `${r.guidelineYear} HHS poverty guidelines for ${REGIONS[r.guidelineRegion]}${own}, household of ${familySize}, as used for ${r.year} coverage.`;
}

type BenchmarkFacts = Pick<SubsidyResult, 'benchmarkSource' | 'benchmarkDataYear' | 'year' | 'stateName' | 'ratingArea' | 'county'> &
  Partial<Pick<SubsidyResult, 'medicaidChipMembers' | 'benchmarkEntered' | 'coverageFamily'>>;

/** How the benchmark was priced, for the working. */
export function describeBenchmarkSource(r: BenchmarkFacts): string {
  const later = r.benchmarkDataYear === r.year ? '' : ` (${r.year} premiums are on HealthCare.gov but not yet on file here)`;
  const state = r.stateName;
  switch (r.benchmarkSource) {
    case 'provided': {
      const e = r.benchmarkEntered;
      const priced = r.coverageFamily ?? [];
      if (!e || priced.length === 0) return 'As entered: the household’s own benchmark premium.';
      return e.scaled
        ? `As entered, ${formatUsd(e.premium)} a month for ${people(e.members)}, repriced for ${people(priced)} (the notes show how).`
        : `As entered: the premium for ${people(priced)}, the people applying for the credit.`;
    }
    case 'rating-area':
      return `The ${r.benchmarkDataYear} second-lowest-cost silver premium in ${state} rating area ${r.ratingArea}${later}, priced for each member${(r.medicaidChipMembers ?? []).length > 0 ? ' but the children likely on Medicaid/CHIP' : ''} (by age, or by family tier in New York and Vermont).`;
    case 'state-average':
      return `No local premium is on file here, so KFF’s ${r.benchmarkDataYear} state average for a 40-year-old in ${state}${later}, adjusted for this household. The county’s own benchmark can differ.`;
  }
}

/** Where the premium came from, named for the working. */
export function describePremiumData(r: BenchmarkFacts): { value: string; note: string } {
  if (r.benchmarkSource === 'provided' || r.benchmarkDataYear === null)
    return { value: 'Entered by you', note: 'From HealthCare.gov or the state exchange.' };
  const unpublished =
    r.benchmarkDataYear === r.year
      ? ''
      : ` The ${r.year} premiums are on HealthCare.gov but not yet on file here: enter the household’s ${r.year} benchmark for the exact figure.`;
  return r.benchmarkSource === 'rating-area'
    ? {
        value: `${r.benchmarkDataYear} premiums by rating area`,
        note: `KFF’s second-lowest-cost silver premiums by rating area (see Sources below).${unpublished}`,
      }
    : {
        value: `${r.benchmarkDataYear} state average`,
        note: `KFF’s average benchmark premium for the state (see Sources below).${unpublished}`,
      };
}

/** The county line of the working: which county, and whether it was chosen, assumed or unknown. */
export function describeCounty(r: Pick<SubsidyResult, 'county' | 'countyOptions'>, chosen: boolean): { value: string; note: string } {
  if (r.county === null)
    return { value: 'Not on file', note: 'This ZIP code is not in the ZIP-to-county table, so the state average stands in.' };
  const count = r.countyOptions.length;
  const fips = `FIPS ${r.county.fips}`;
  if (count < 2) return { value: r.county.name, note: `The county of this ZIP code (${fips}).` };
  if (chosen) return { value: r.county.name, note: `Chosen from the ${count} counties this ZIP code reaches (${fips}).` };
  return spansRatingAreas(r.countyOptions)
    ? {
        value: r.county.name,
        note: `Assumed: the main county of the ${count} this ZIP code reaches, which lie in different rating areas (${fips}).`,
      }
    : { value: r.county.name, note: `The main county of the ${count} this ZIP code reaches, all in one rating area (${fips}).` };
}
