import { z } from 'zod';

/**
 * Every table under src/data/subsidy carries its citation, so that a figure shown to a client can
 * be traced to a Federal Register notice, Rev. Proc. or KFF page (docs/data.md).
 */
export const dataSourceSchema = z.looseObject({
  citation: z.string().min(1),
  url: z.url().nullable(),
  effective: z.string().min(1),
  verification: z.string().min(1),
  /** The credit a source's licence asks for (GeoNames: CC BY 4.0), shown wherever its data is. */
  attribution: z.string().min(1).optional(),
});

export type DataSource = z.output<typeof dataSourceSchema>;

/**
 * Validates one imported data file when the module loads. A malformed table must stop the build
 * and the tests with the file, the field and what was expected (docs/data.md), never
 * reach a client as NaN.
 */
export function parseDataFile<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n');
  throw new Error(`src/data/subsidy/${file} is malformed:\n${details}\nFix the file so it matches the shape described in its "_source".`);
}

/** Two-letter codes of the 50 states and DC: the only places the engine prices. */
export const stateCodeSchema = z.string().regex(/^[A-Z]{2}$/);

/**
 * Which year of a table to use for a plan year: the plan year itself when it is on file, else the
 * latest year before it, else the latest year on file. Figures for a new plan year are published
 * late (premiums in the autumn, KFF's averages after open enrollment).
 */
export function yearOnFile(years: readonly number[], planYear: number): { dataYear: number; fromEarlierYear: boolean } {
  if (years.includes(planYear)) return { dataYear: planYear, fromEarlierYear: false };
  const dataYear = years.filter((y) => y < planYear).at(-1) ?? years.at(-1);
  if (dataYear === undefined) throw new RangeError('a data table has no years');
  return { dataYear, fromEarlierYear: true };
}

/**
 * A list of text rows, each matching `pattern`. Checked with one plain loop: zod's per-element
 * parsing of a table with thousands of rows would cost the API tens of milliseconds at start-up.
 */
export function rowsSchema(pattern: RegExp, shape: string) {
  return z
    .custom<string[]>((value) => Array.isArray(value), { error: `expected a list of rows "${shape}"` })
    .check((ctx) => {
      const rows = ctx.value;
      if (rows.length === 0) ctx.issues.push({ code: 'custom', input: rows, message: 'expected at least one row' });
      rows.forEach((row, i) => {
        if (typeof row !== 'string' || !pattern.test(row))
          ctx.issues.push({ code: 'custom', input: row, path: [i], message: `${JSON.stringify(row)} is not a row "${shape}"` });
      });
    });
}
