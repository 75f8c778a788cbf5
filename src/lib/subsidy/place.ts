import type { Issue } from '../issue.ts';
import { countiesOfZip, type ZipCounty } from './geography.ts';
import { spansRatingAreas } from './rules.ts';
import type { ZipCodeInfo } from './types.ts';
import { lookupZip } from './zip.ts';

export type ZipPlace = { ok: true; zip: string; state: string; counties: ZipCounty[] } | { ok: false; reason: string };

/**
 * Where a ZIP code is: its state and every county it reaches (primary first; none when the ZIP
 * code is not on file). On file, the state is the counties' own, which is right at the few state
 * borders a 3-digit prefix gets wrong (42223 Fort Campbell is filed under Tennessee); otherwise the
 * prefix gives the state, and a ZIP code with no state is an error, never a guess.
 */
export function locateZip(zipCode: string): ZipPlace {
  // Validated already (ZIP_PATTERN): the first five digits, whatever the +4.
  const zip = zipCode.slice(0, 5);
  const counties = countiesOfZip(zip);
  const primary = counties[0];
  if (primary) return { ok: true, zip, state: primary.state, counties };
  const byPrefix = lookupZip(zip);
  return byPrefix.ok ? { ok: true, zip, state: byPrefix.state, counties } : byPrefix;
}

export interface CountyChoice {
  /** The county the estimate is for; null when the ZIP code is not on file. */
  county: ZipCounty | null;
  /** The ZIP code spans rating areas and nobody said which county, so the primary was assumed. */
  assumed: boolean;
}

/** The ZIP code's county to price: the one asked for (which it must reach), else its primary. */
export function chooseCounty(
  place: { zip: string; counties: readonly ZipCounty[] },
  countyFips: string | undefined,
): { ok: true; choice: CountyChoice } | { ok: false; issues: Issue[] } {
  const { zip, counties } = place;
  if (countyFips === undefined) {
    const primary = counties[0] ?? null;
    return { ok: true, choice: { county: primary, assumed: spansRatingAreas(counties) } };
  }
  const county = counties.find((c) => c.fips === countyFips);
  if (county) return { ok: true, choice: { county, assumed: false } };
  const message =
    counties.length === 0
      ? `countyFips ${countyFips} cannot be checked: ZIP code ${zip} is not in the ZIP-to-county table. Leave countyFips out to estimate from the state average.`
      : `countyFips ${countyFips} is not a county that ZIP code ${zip} reaches; it reaches ${counties.map((c) => `${c.fips} (${c.name})`).join(', ')}`;
  return { ok: false, issues: [{ path: 'countyFips', message }] };
}

export function zipCodeInfo(zipCode: string): { ok: true; info: ZipCodeInfo } | { ok: false; reason: string } {
  const place = locateZip(zipCode);
  if (!place.ok) return place;
  const counties = place.counties.map(({ fips, name, ratingArea, primary }) => ({ fips, name, ratingArea, primary }));
  return { ok: true, info: { zip: place.zip, state: place.state, counties } };
}
