import { z } from 'zod';
import programData from '../../data/subsidy/basic-health-programs.json' with { type: 'json' };
import { dataSourceSchema, parseDataFile, stateCodeSchema } from './data-file.ts';
import { compareFpl, type FplRatio } from './sliding-scale.ts';

const percent = z.number().int().min(0).max(600);
const age = z.number().int().min(0).max(120);

const programSchema = z.object({
  state: stateCodeSchema,
  /** As a sentence names it: "MinnesotaCare", "the Essential Plan". */
  name: z.string().min(1),
  from: z.iso.date(),
  through: z.iso.date().nullable(),
  incomeAboveFplPercent: percent,
  /** For a member barred from Medicaid by immigration status; null: no lower limit; absent: as above. */
  incomeAboveWhenBarredFplPercent: percent.nullable().optional(),
  incomeUpToFplPercent: percent,
  minAge: age,
  maxAge: age,
  sources: z.array(z.url()).min(1),
  verification: z.string().min(1),
});

const programFileSchema = z.object({
  _source: dataSourceSchema,
  programs: z.array(programSchema).superRefine((programs, ctx) => {
    programs.forEach((p, i) => {
      if (p.through !== null && p.through < p.from)
        ctx.addIssue({ code: 'custom', path: [i, 'through'], message: 'through is before from' });
      if (p.maxAge < p.minAge) ctx.addIssue({ code: 'custom', path: [i, 'maxAge'], message: 'maxAge is below minAge' });
      const overlap = programs.findIndex(
        (q, j) =>
          j < i && q.state === p.state && (q.through === null || q.through >= p.from) && (p.through === null || p.through >= q.from),
      );
      if (overlap >= 0) ctx.addIssue({ code: 'custom', path: [i, 'from'], message: `overlaps programs.${overlap} in ${p.state}` });
    });
  }),
});

const file = parseDataFile('basic-health-programs.json', programFileSchema, programData);

export const basicHealthProgramSource = file._source;

export type BasicHealthProgram = z.output<typeof programSchema>;

/** The state's Basic Health Program in force on `date` (YYYY-MM-DD), if any. */
export function basicHealthProgramOn(state: string, date: string): BasicHealthProgram | null {
  return file.programs.find((p) => p.state === state && p.from <= date && (p.through === null || date <= p.through)) ?? null;
}

/**
 * Whether a member is eligible for the program: within its ages, and with household income above its
 * floor (the floor for people barred from Medicaid by status where the program has one) and at most
 * its ceiling, on the exact ratio the credit uses.
 */
export function meetsBasicHealthProgram(program: BasicHealthProgram, age: number, barredFromMedicaid: boolean, ratio: FplRatio): boolean {
  if (age < program.minAge || age > program.maxAge) return false;
  if (compareFpl(ratio, program.incomeUpToFplPercent) > 0) return false;
  const floor = programFloor(program, barredFromMedicaid);
  return floor === null || compareFpl(ratio, floor) > 0;
}

/** The income the program takes a member above: its own floor, or its floor for someone barred from Medicaid by status (null: none). */
export function programFloor(program: BasicHealthProgram, barredFromMedicaid: boolean): number | null {
  return barredFromMedicaid && program.incomeAboveWhenBarredFplPercent !== undefined
    ? program.incomeAboveWhenBarredFplPercent
    : program.incomeAboveFplPercent;
}
