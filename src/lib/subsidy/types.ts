import type { z } from 'zod';
import type { subsidyResultSchema, zipCodeInfoSchema } from './result-schema.ts';

/**
 * The answer of POST /api/subsidy-calculation and the working the /calculator page shows, as its
 * schema (result-schema.ts) declares it: one declaration, every field described there. Money is US
 * dollars rounded to the cent, computed in integer cents so that the working adds up.
 */
export type SubsidyResult = z.output<typeof subsidyResultSchema>;

/** The answer of GET /api/zip-codes/{zip}. */
export type ZipCodeInfo = z.output<typeof zipCodeInfoSchema>;

export type Eligibility = SubsidyResult['eligibility'];

/** A field the engine could not work with, as the API's error body lists it. */
export interface CalculationIssue {
  path: string;
  message: string;
}

export type CalculationOutcome = { ok: true; result: SubsidyResult } | { ok: false; issues: CalculationIssue[] };
