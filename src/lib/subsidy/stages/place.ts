// Stage 1 of calculateSubsidy: where the household lives, its state and the county priced.
import type { Issue } from '../../issue.ts';
import type { ZipCounty } from '../geography.ts';
import { chooseCounty, locateZip } from '../place.ts';
import type { SubsidyRequest } from '../schema.ts';
import { stateName } from '../zip.ts';

export interface PlaceInput {
  request: Pick<SubsidyRequest, 'zipCode' | 'countyFips'>;
}

export interface PlaceStage {
  /** The ZIP code's first five digits. */
  zip: string;
  state: string;
  /** The state's name, "Minnesota". */
  stateName: string;
  /** The county priced; null when the ZIP code is not on file. */
  county: ZipCounty | null;
  /** The ZIP code spans rating areas and nobody said which county, so its primary was assumed. */
  countyAssumed: boolean;
  /** Every county the ZIP code reaches, primary first. */
  counties: readonly ZipCounty[];
}

/** The place, or the field that cannot be placed: a ZIP code with no state, a county it does not reach. */
export function placeOf({ request }: PlaceInput): ({ ok: true } & PlaceStage) | { ok: false; issues: Issue[] } {
  const place = locateZip(request.zipCode);
  if (!place.ok) return { ok: false, issues: [{ path: 'zipCode', message: place.reason }] };
  const chosen = chooseCounty(place, request.countyFips);
  if (!chosen.ok) return chosen;
  const { zip, state, counties } = place;
  return {
    ok: true,
    zip,
    state,
    stateName: stateName(state),
    county: chosen.choice.county,
    countyAssumed: chosen.choice.assumed,
    counties,
  };
}
