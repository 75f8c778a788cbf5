import { applicablePercentageSource } from './applicable-percentage.ts';
import { basicHealthProgramSource } from './basic-health-program.ts';
import { ageCurveSource, benchmarkPremiumSource } from './benchmark.ts';
import { childrenCoverageSource } from './children-coverage.ts';
import { costSharingSource } from './cost-sharing.ts';
import type { DataSource } from './data-file.ts';
import { medicaidExpansionSource } from './eligibility.ts';
import { familyTierSource } from './family-tier.ts';
import { povertyGuidelineSource } from './fpl.ts';
import { countySource, zipCountySource } from './geography.ts';
import { immigrationStatusSource } from './immigration.ts';
import { ratingAreaPremiumSource } from './rating-area.ts';
import { reconciliationSource } from './tax-time.ts';
import { zipSource } from './zip.ts';

/** Every table the engine reads, with its citation, for a "Sources" list beside the calculator. */
export const subsidySources: Readonly<Record<string, DataSource>> = {
  povertyGuidelines: povertyGuidelineSource,
  applicablePercentage: applicablePercentageSource,
  ratingAreaPremiums: ratingAreaPremiumSource,
  zipCounties: zipCountySource,
  ratingAreas: countySource,
  benchmarkPremiums: benchmarkPremiumSource,
  ageCurves: ageCurveSource,
  familyTiers: familyTierSource,
  medicaidExpansion: medicaidExpansionSource,
  childrenCoverage: childrenCoverageSource,
  basicHealthPrograms: basicHealthProgramSource,
  costSharing: costSharingSource,
  reconciliation: reconciliationSource,
  immigrationStatus: immigrationStatusSource,
  zipPrefixes: zipSource,
};
