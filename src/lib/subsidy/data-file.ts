import { z } from 'zod';

/**
 * Every table under src/data/subsidy carries its citation, so that a figure shown to a client can
 * be traced to a Federal Register notice, Rev. Proc. or KFF page (STYLE.md: "Data tables cite
 * their source and effective date").
 */
export const dataSourceSchema = z.looseObject({
  citation: z.string().min(1),
  url: z.url().nullable(),
  effective: z.string().min(1),
  verification: z.string().min(1),
});

export type DataSource = z.output<typeof dataSourceSchema>;

/**
 * Validates one imported data file when the module loads. A malformed table must stop the build
 * and the tests with the file, the field and what was expected (decisions.md section 2), never
 * reach a client as NaN.
 */
export function parseDataFile<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues
    .map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('\n');
  throw new Error(`src/data/subsidy/${file} is malformed:\n${details}\nFix the file so it matches the shape described in its "_source".`);
}

/** Two-letter codes of the 50 states and DC: the only places the engine prices. */
export const stateCodeSchema = z.string().regex(/^[A-Z]{2}$/);
