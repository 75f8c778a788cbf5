import type { z } from 'zod';
import type { Issue } from '../issue.ts';
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

/** The engine's answer: the result, or the fields it could not work with (as the API's error body lists them). */
export type CalculationOutcome = { ok: true; result: SubsidyResult } | { ok: false; issues: Issue[] };
