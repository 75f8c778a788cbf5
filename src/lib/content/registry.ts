// The facts registry and the plan year (src/content/facts/*.yaml, src/content/plan-year.yaml), read
// (by source.ts) and parsed once per build or edit: the one parser of those files. The facts and planYear
// collections load from it (src/content.config.ts), each fact resolved for the current and the
// previous plan year, worked examples worked by the engine here.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { parse as parseYaml } from 'yaml';
import { isWorkedExample, isYearly, resolveFact, withWorkedFigures, workedExampleProblem } from './facts.ts';
import { LAYOUT } from './layout.ts';
import { withLines } from './lines.ts';
import { ContentError, parseForEditors } from './loader.ts';
import { type ContentProblem, contentError } from './problems.ts';
import { factsFileSchema, planYearFileSchema } from './schemas.ts';
import { sourceText, yamlFilesIn } from './source.ts';
import type { Entry, FactEntry, RegistryFact } from './types.ts';

interface Registry {
  /** A digest of the files read: what was derived from the registry is current while it holds. */
  digest: string;
  planYear: number;
  /** Each fact by name (the entry's id), with its file. */
  facts: Entry<RegistryFact>[];
  /** Every problem of the files, with its line; the collections load nothing while there is one. */
  problems: ContentProblem[];
}

/** The registry by name across its files, each name once, with every yearly fact given for the plan year. */
export function mergeFacts(
  files: readonly Entry<Record<string, FactEntry>>[],
  planYear: number | undefined,
  errors: ContentProblem[],
): Entry<FactEntry>[] {
  if (files.length === 0) errors.push(contentError(LAYOUT.factsDir, '(folder)', 'has no .yaml files; expected the facts registry there'));
  const facts = new Map<string, Entry<FactEntry>>();
  for (const file of [...files].sort((a, b) => a.filePath.localeCompare(b.filePath))) {
    for (const [name, data] of Object.entries(file.data)) {
      if (isYearly(data) && planYear !== undefined && !data.byPlanYear[String(planYear)]) {
        errors.push(
          contentError(
            file.filePath,
            `${name}.byPlanYear`,
            `has no figure for plan year ${planYear}, the current plan year (${LAYOUT.planYear}); expected "${planYear}:" with its value, display, source, url and verification`,
          ),
        );
      }
      const unworkable =
        isWorkedExample(data) && planYear !== undefined ? workedExampleProblem(data, data.household.year ?? planYear) : undefined;
      if (unworkable)
        errors.push(contentError(file.filePath, `${name}.household`, `cannot be worked by the subsidy engine: ${unworkable}`));
      const earlier = facts.get(name);
      if (earlier)
        errors.push(
          contentError(
            file.filePath,
            name,
            `is already defined in ${earlier.filePath}; expected each fact name once across ${LAYOUT.factsDir}/*.yaml`,
          ),
        );
      else facts.set(name, { id: name, data, filePath: file.filePath });
    }
  }
  return [...facts.values()];
}

/** A YAML file's parsed value, or its problem. */
function yamlOf(file: string, text: string): { value: unknown } | { problems: ContentProblem[] } {
  try {
    return { value: parseYaml(text) };
  } catch (error) {
    return {
      problems: [contentError(file, '(whole file)', `is not valid YAML: ${error instanceof Error ? error.message : String(error)}`)],
    };
  }
}

/** The registry from the texts of the plan-year file (undefined when missing) and the facts files, by path. */
async function parseRegistry(planYearText: string | undefined, factFiles: ReadonlyMap<string, string>): Promise<Registry> {
  const problems: ContentProblem[] = [];
  let planYear: number | undefined;
  if (planYearText === undefined) problems.push(contentError(LAYOUT.planYear, '(file)', 'is missing; expected this file to exist'));
  else {
    const yaml = yamlOf(LAYOUT.planYear, planYearText);
    const parsed = 'value' in yaml ? await parseForEditors(LAYOUT.planYear, '', planYearFileSchema, yaml.value) : yaml;
    if ('problems' in parsed) problems.push(...parsed.problems);
    else planYear = parsed.data.current;
  }
  const files: Entry<Record<string, FactEntry>>[] = [];
  for (const [file, text] of factFiles) {
    const yaml = yamlOf(file, text);
    const parsed = 'value' in yaml ? await parseForEditors(file, '', factsFileSchema, yaml.value) : yaml;
    if ('problems' in parsed) problems.push(...parsed.problems);
    else files.push({ id: file, data: parsed.data, filePath: file });
  }
  const merged = mergeFacts(files, planYear, problems);
  const year = planYear ?? 0;
  const facts = merged.map(({ id, data, filePath }) => {
    const entry = isWorkedExample(data) ? withWorkedFigures(data, year) : data;
    return { id, filePath, data: { entry, current: resolveFact(entry, year), previous: resolveFact(entry, year, 'previous') } };
  });
  const digest = createHash('sha256')
    .update(JSON.stringify([planYearText, [...factFiles]]))
    .digest('hex')
    .slice(0, 16);
  return { digest, planYear: year, facts, problems };
}

let last: { key: string; registry: Promise<Registry> } | undefined;

/** The registry of the project at `root`, parsed again only when a file changed since the last call. */
export function readRegistry(root: string): Promise<Registry> {
  const factFiles = new Map(yamlFilesIn(root, LAYOUT.factsDir).map((file) => [file, sourceText(root, file) ?? '']));
  const planYearText = sourceText(root, LAYOUT.planYear);
  const key = JSON.stringify([root, planYearText, [...factFiles]]);
  if (last?.key !== key) {
    const texts = new Map([...factFiles, ...(planYearText === undefined ? [] : [[LAYOUT.planYear, planYearText] as const])]);
    const registry = parseRegistry(planYearText, factFiles).then((r) => ({
      ...r,
      problems: withLines(r.problems, (file) => texts.get(file)),
    }));
    last = { key, registry };
  }
  return last.registry;
}

/** Whether a changed path is a file of the registry. */
const inRegistry = (root: string, path: string) => path.startsWith(join(root, LAYOUT.factsDir)) || path === join(root, LAYOUT.planYear);

/**
 * A collection loaded from the registry: `entries` turns it into the collection's entries. A
 * problem stops the build; in `astro dev` an edit of the registry loads it again.
 */
export function registryLoader(entries: (registry: Registry) => Array<Entry<Record<string, unknown>>>): Loader {
  return {
    name: 'training-registry',
    load: async (context: LoaderContext) => {
      const root = fileURLToPath(context.config.root);
      const store = async () => {
        const registry = await readRegistry(root);
        if (registry.problems.length > 0) throw new ContentError(registry.problems);
        context.store.clear();
        for (const { id, data, filePath } of entries(registry))
          context.store.set({ id, data, filePath, digest: context.generateDigest(data) });
      };
      await store();
      context.watcher?.on('all', (_event, path) => {
        if (inRegistry(root, path))
          store().catch((error: unknown) => context.logger.error(error instanceof Error ? error.message : String(error)));
      });
    },
  };
}

/** The facts collection's entries: one per fact, by name. */
export const factEntries = (registry: Registry): Array<Entry<Record<string, unknown>>> =>
  registry.facts.map(({ id, data, filePath }) => ({ id, data: { ...data }, filePath }));

/** The planYear collection's one entry. */
export const planYearEntries = (registry: Registry): Array<Entry<Record<string, unknown>>> => [
  { id: 'plan-year', data: { current: registry.planYear }, filePath: LAYOUT.planYear },
];
