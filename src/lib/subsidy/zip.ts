import { z } from 'zod';
import zipData from '../../data/subsidy/zip-prefixes.json' with { type: 'json' };
import { dataSourceSchema, parseDataFile, stateCodeSchema } from './data-file.ts';
import { ZIP5_PATTERN } from './rules.ts';

const prefix = z.string().regex(/^\d{3}$/);
const nonStateKind = z.enum(['unassigned', 'territory', 'military']);

const zipFileSchema = z.object({
  _source: dataSourceSchema,
  states: z.record(stateCodeSchema, z.object({ name: z.string().min(1), prefixes: z.array(z.tuple([prefix, prefix])).min(1) })),
  nonState: z.array(z.object({ from: prefix, to: prefix, kind: nonStateKind, name: z.string().nullable() })),
  exceptions: z.array(
    z.object({
      zip: z.string().regex(ZIP5_PATTERN),
      state: stateCodeSchema.nullable(),
      kind: nonStateKind.nullable(),
      name: z.string().nullable(),
    }),
  ),
});

const zips = parseDataFile('zip-prefixes.json', zipFileSchema, zipData);

/** Citation of the prefix table, for the /calculator page's list of sources. */
export const zipSource = zips._source;

/** Every state code the table knows: the 50 states and DC. */
export const stateCodes: readonly string[] = Object.keys(zips.states);

// A Map rather than the parsed object: the codes looked up are cut from the county table at
// request time, and V8 deoptimises, again and again, a property lookup by a name it has not seen.
const stateNames = new Map(Object.entries(zips.states).map(([code, { name }]) => [code, name]));

/** Full name for a two-letter code, e.g. "Texas". */
export function stateName(code: string): string {
  return stateNames.get(code) ?? code;
}

type Place = { kind: 'state'; state: string } | { kind: z.output<typeof nonStateKind>; name: string | null };

// One entry per 3-digit prefix, built once; a prefix in no range stays undefined (not assigned).
const byPrefix = new Map<string, Place>();
for (const [state, { prefixes }] of Object.entries(zips.states)) {
  for (const [from, to] of prefixes) fill(from, to, { kind: 'state', state });
}
for (const { from, to, kind, name } of zips.nonState) fill(from, to, { kind, name });

function fill(from: string, to: string, place: Place): void {
  for (let n = Number(from); n <= Number(to); n++) byPrefix.set(String(n).padStart(3, '0'), place);
}

export type ZipLookup = { ok: true; state: string } | { ok: false; reason: string };

/**
 * State for a 5-digit ZIP code from its 3-digit prefix (USPS assignments), or why there is none. An
 * unknown prefix is an error, never a guess. Prefix lookup is approximate at state borders (42223
 * Fort Campbell is KY and TN); the ZIP-to-county table decides there (place.ts). The ZIP code comes
 * validated (ZIP_PATTERN, by the request's schema or the route's), so it is not checked again.
 */
export function lookupZip(five: string): ZipLookup {
  const place = placeOf(five);
  return place?.kind === 'state' ? { ok: true, state: place.state } : { ok: false, reason: reasonFor(five, place) };
}

function placeOf(five: string): Place | undefined {
  // Whole-ZIP exceptions first: 06390 (Fishers Island, NY) sits in CT's 063; 96799 (American
  // Samoa) sits in HI's 967.
  const exception = zips.exceptions.find((e) => e.zip === five);
  if (exception?.state) return { kind: 'state', state: exception.state };
  if (exception?.kind) return { kind: exception.kind, name: exception.name };
  return byPrefix.get(five.slice(0, 3));
}

function reasonFor(five: string, place: Place | undefined): string {
  if (place?.kind === 'territory') {
    return `ZIP code ${five} is in ${place.name ?? 'a US territory'}, outside the 50 states and DC. There is no ACA Marketplace there, so this calculator cannot estimate a premium tax credit.`;
  }
  if (place?.kind === 'military') {
    return `ZIP code ${five} is a military mail address (APO/FPO/DPO, ${place.name ?? 'Armed Forces'}), not a place in a state. Use the ZIP code of the client's home in the 50 states or DC.`;
  }
  return `ZIP code ${five} starts with ${five.slice(0, 3)}, which the US Postal Service has not assigned to any state. Check the ZIP code.`;
}
