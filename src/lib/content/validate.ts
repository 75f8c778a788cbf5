// validateContent(rootDir) reads src/content straight from disk, checks it with the zod schemas
// and the cross-checks no single schema can make, and returns every problem as an editor-facing
// line ("<file>: <field>: <problem>; expected <…>") plus, when there are none, the API bundle.
// The Astro loaders (loader.ts), scripts/build-content.ts and the tests all call it.
import type { z } from 'zod';
import { buildBundle } from './bundle.ts';
import { checkDecks, type SlideFiles } from './decks.ts';
import { factTokens } from './facts.ts';
import { contentError, formatIssues, quote } from './issues.ts';
import { knownRoutes, normalizeRoute } from './links.ts';
import { checkSlideBody, factRefProblem, type FactLookup } from './mdx.ts';
import { THRESHOLD_FACTS } from './poverty.ts';
import { exists, LAYOUT, listDirs, listFiles, readMdx, readYaml } from './read.ts';
import {
  factNameSchema, factSchema, faqLinkSchema, faqResourceSchema, faqSchema, moduleSchema, resourceSchema,
  slideFrontmatterSchema,
} from './schemas.ts';
import type {
  ContentBundle, Entry, Fact, Faq, FaqLink, FaqResourceCard, ModuleFile, Resource, SlideInfo,
} from './types.ts';

export interface ParsedContent {
  modules: Entry<ModuleFile>[];
  /** Grouped by deck, each deck's slides in viewing order. */
  slides: SlideInfo[];
  faqs: Entry<Faq>[];
  resources: Entry<Resource>[];
  faqLinks: Entry<FaqLink>[];
  faqResources: Entry<FaqResourceCard>[];
  facts: Entry<Fact>[];
}

export interface ValidationResult {
  errors: string[];
  content: ParsedContent;
  /** null when there are errors. */
  bundle: ContentBundle | null;
}

function parseWith<T>(schema: z.ZodType<T>, value: unknown, file: string, prefix: string, errors: string[]): T | undefined {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  errors.push(...formatIssues(file, prefix, schema, result.error.issues));
  return undefined;
}

/** A YAML file holding a list; each valid item is kept so later checks still run. */
function parseList<T>(root: string, file: string, name: string, schema: z.ZodType<T>, errors: string[]): Array<{ index: number; data: T }> {
  const read = readYaml(root, file);
  if (!read.ok) return (errors.push(read.error), []);
  if (!Array.isArray(read.value)) {
    errors.push(contentError(file, '(whole file)', `is ${read.value == null ? 'empty' : 'not a list'}; expected a list of ${name} entries, each starting with "- "`));
    return [];
  }
  return read.value.flatMap((item, index) => {
    const data = parseWith(schema, item, file, `${name}[${index}]`, errors);
    return data === undefined ? [] : [{ index, data }];
  });
}

function reportDuplicates<T>(file: string, name: string, items: Array<{ index: number; data: T }>, key: keyof T & string, errors: string[]): void {
  const first = new Map<unknown, number>();
  for (const { index, data } of items) {
    const value = data[key];
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, index);
    else errors.push(contentError(file, `${name}[${index}].${key}`, `${quote(value)} is already used by ${name}[${earlier}]; expected each ${key} once`));
  }
}

/** Valid facts, plus the names of facts that failed their schema (so quotes of them don't cascade). */
function parseFacts(root: string, errors: string[]): { facts: Entry<Fact>[]; broken: Set<string> } {
  const broken = new Set<string>();
  const files = listFiles(root, LAYOUT.factsDir, '.yaml');
  if (files.length === 0) errors.push(contentError(LAYOUT.factsDir, '(folder)', 'has no .yaml files; expected the facts registry there'));
  const facts = new Map<string, Entry<Fact>>();
  for (const file of files) {
    const read = readYaml(root, file);
    if (!read.ok) { errors.push(read.error); continue; }
    if (typeof read.value !== 'object' || read.value === null || Array.isArray(read.value)) {
      errors.push(contentError(file, '(whole file)', 'is not a set of named facts; expected lines like "oopMaxIndividual:" each followed by the fact\'s fields'));
      continue;
    }
    for (const [name, raw] of Object.entries(read.value)) {
      if (!factNameSchema.safeParse(name).success) {
        errors.push(contentError(file, name, `the name ${quote(name)} is not allowed; expected ${factNameSchema.description}`));
        continue;
      }
      const data = parseWith(factSchema, raw, file, name, errors);
      const earlier = facts.get(name);
      if (earlier) errors.push(contentError(file, name, `is already defined in ${earlier.filePath}; expected each fact name once across ${LAYOUT.factsDir}/*.yaml`));
      else if (data) facts.set(name, { id: name, data, filePath: file });
      else broken.add(name);
    }
  }
  return { facts: [...facts.values()], broken };
}

function parseModules(root: string, errors: string[]): Entry<ModuleFile>[] {
  const modules: Entry<ModuleFile>[] = [];
  const owner = new Map<number, string>();
  for (const file of listFiles(root, LAYOUT.modulesDir, '.yaml')) {
    const read = readYaml(root, file);
    if (!read.ok) { errors.push(read.error); continue; }
    const data = parseWith(moduleSchema, read.value, file, '', errors);
    if (!data) continue;
    const base = file.slice(LAYOUT.modulesDir.length + 1);
    if (!base.startsWith(`${data.id}-`)) {
      errors.push(contentError(file, 'id', `${data.id} does not match the file name; expected the file to be named ${data.id}-<slug>.yaml`));
    }
    const earlier = owner.get(data.id);
    if (earlier) errors.push(contentError(file, 'id', `${data.id} is already used by ${earlier}; expected each module id once`));
    else { owner.set(data.id, file); modules.push({ id: String(data.id), data, filePath: file }); }
  }
  return modules.sort((a, b) => a.data.id - b.data.id);
}

function parseSlides(root: string, modules: readonly Entry<ModuleFile>[], facts: FactLookup, linkProblem: (p: string) => string | undefined, errors: string[]) {
  const folders = new Map<string, SlideFiles>();
  const titles = new Map<string, string>();
  for (const folder of listDirs(root, LAYOUT.slidesDir)) {
    const files = new Map<string, string>();
    for (const file of listFiles(root, `${LAYOUT.slidesDir}/${folder}`, '.mdx')) {
      const stem = file.slice(file.lastIndexOf('/') + 1, -'.mdx'.length);
      files.set(stem, file);
      const read = readMdx(root, file);
      if (!read.ok) { errors.push(read.error); continue; }
      const fm = parseWith(slideFrontmatterSchema, read.value.frontmatter, file, '', errors);
      if (fm) titles.set(file, fm.title);
      if (fm && fm.id !== stem) {
        errors.push(contentError(file, 'id', `${quote(fm.id)} does not match the file name; expected ${quote(stem)} (the file name without .mdx)`));
      }
      if (fm && String(fm.module) !== folder) {
        errors.push(contentError(file, 'module', `${fm.module} does not match the folder; expected ${folder} (the deck folder the file is in)`));
      }
      errors.push(...checkSlideBody(file, read.value.body, { facts, internalLinkProblem: linkProblem }));
    }
    folders.set(folder, files);
  }
  errors.push(...checkDecks(modules, folders));
  const slides: SlideInfo[] = modules.flatMap(({ data }) => data.slides.flatMap((id) => {
    const filePath = folders.get(String(data.id))?.get(id);
    const title = filePath ? titles.get(filePath) : undefined;
    return filePath && title ? [{ moduleId: data.id, id, title, filePath }] : [];
  }));
  return slides;
}

function checkFactText(file: string, field: string, text: string, facts: FactLookup, errors: string[]): void {
  for (const ref of factTokens(text)) {
    const problem = factRefProblem(ref, facts);
    const token = ref.field === 'display' ? ref.name : `${ref.name}.${ref.field}`;
    if (problem) errors.push(contentError(file, field, `{{${token}}}: ${problem}`));
  }
}

export function validateContent(rootDir: string): ValidationResult {
  const errors: string[] = [];
  const { facts, broken } = parseFacts(rootDir, errors);
  const factMap = new Map(facts.map((f) => [f.id, f.data]));
  const lookup: FactLookup = new Map<string, Fact | null>([...[...broken].map((n) => [n, null] as const), ...factMap]);
  for (const name of [...THRESHOLD_FACTS.map((t) => t.name), 'guidelineYearForCoverage']) {
    if (!lookup.has(name)) errors.push(contentError(LAYOUT.factsDir, name, 'is missing; expected it defined, the poverty-guideline handout quotes it'));
  }
  const modules = parseModules(rootDir, errors);
  const routes = knownRoutes(modules.map((m) => m.data.id));
  const linkProblem = (path: string): string | undefined => {
    const route = normalizeRoute(path);
    if (routes.has(route) || (route !== '/' && exists(rootDir, `${LAYOUT.publicDir}${route}`))) return undefined;
    return `is not a page or file this site serves; expected one of ${[...routes].sort().join(', ')} or a file under ${LAYOUT.publicDir}/`;
  };
  const slides = parseSlides(rootDir, modules, lookup, linkProblem, errors);
  for (const m of modules) checkFactText(m.filePath, 'description', m.data.description, lookup, errors);

  const faqs = parseList(rootDir, LAYOUT.faqs, 'faqs', faqSchema, errors);
  reportDuplicates(LAYOUT.faqs, 'faqs', faqs, 'id', errors);
  for (const { index, data } of faqs) {
    checkFactText(LAYOUT.faqs, `faqs[${index}].question`, data.question, lookup, errors);
    checkFactText(LAYOUT.faqs, `faqs[${index}].answer`, data.answer, lookup, errors);
  }

  const resources = parseList(rootDir, LAYOUT.resources, 'resources', resourceSchema, errors);
  reportDuplicates(LAYOUT.resources, 'resources', resources, 'id', errors);
  for (const { index, data } of resources) {
    const field = `resources[${index}].url`;
    const internal = data.url.startsWith('/');
    const problem = internal ? linkProblem(data.url) : undefined;
    if (problem) errors.push(contentError(LAYOUT.resources, field, `${quote(data.url)} ${problem}`));
    if (!internal && data.category === 'downloadable') {
      errors.push(contentError(LAYOUT.resources, field, `${quote(data.url)} is an outside link; expected a downloadable to be a page or file this site serves (root-relative, e.g. /handouts/module-13)`));
    }
  }

  const faqLinks = parseList(rootDir, LAYOUT.faqLinks, 'faqLinks', faqLinkSchema, errors);
  reportDuplicates(LAYOUT.faqLinks, 'faqLinks', faqLinks, 'title', errors);
  const faqResources = parseList(rootDir, LAYOUT.faqResources, 'faqResources', faqResourceSchema, errors);
  reportDuplicates(LAYOUT.faqResources, 'faqResources', faqResources, 'title', errors);

  const content: ParsedContent = {
    modules, slides, facts,
    faqs: faqs.map(({ data }) => ({ id: String(data.id), data, filePath: LAYOUT.faqs })),
    resources: resources.map(({ data }) => ({ id: String(data.id), data, filePath: LAYOUT.resources })),
    faqLinks: faqLinks.map(({ data }) => ({ id: data.title, data, filePath: LAYOUT.faqLinks })),
    faqResources: faqResources.map(({ data }) => ({ id: data.title, data, filePath: LAYOUT.faqResources })),
  };
  const bundle = errors.length > 0 ? null : buildBundle({
    modules: modules.map((m) => m.data),
    faqs: content.faqs.map((f) => f.data),
    resources: content.resources.map((r) => r.data),
  }, factMap);
  return { errors, content, bundle };
}
