// validateContent(rootDir) reads src/content straight from disk, checks it with the zod schemas
// and the cross-checks no single schema can make, computes each module's duration, and returns
// every problem as an editor-facing line ("<file>: <field>: <problem>; expected <…>") plus, when
// there are none, the API bundle. The Astro loaders (loader.ts, one pass per build shared by every
// collection), scripts/build-content.ts and the tests all call it.
import type { z } from 'zod';
import { buildBundle } from './bundle.ts';
import { checkContributionFacts } from './contribution.ts';
import { checkDecks, REQUIRED_DECKS, type SlideFiles } from './decks.ts';
import { countWords, moduleMinutes } from './duration.ts';
import { isYearly } from './facts.ts';
import { contentError, formatIssues, quote } from './issues.ts';
import { knownRoutes, normalizeRoute } from './links.ts';
import { analyzeSlide, type FactLookup } from './mdx.ts';
import { checkGuidelineFacts, THRESHOLD_FACTS } from './poverty.ts';
import { checkQuiz, checkText, MIN_QUESTIONS, quizWords } from './quizzes.ts';
import { exists, LAYOUT, listDirs, listFiles, readMdx, readYaml } from './read.ts';
import {
  deckFileSchema,
  factNameSchema,
  faqLinkSchema,
  faqResourceSchema,
  faqSchema,
  planYearFileSchema,
  quizFileSchema,
  resourceSchema,
  slideFrontmatterSchema,
  standingFactSchema,
  yearlyFactSchema,
} from './schemas.ts';
import type {
  ContentBundle,
  DeckFile,
  Entry,
  FactEntry,
  Faq,
  FaqLink,
  FaqResourceCard,
  ModuleFile,
  QuizFile,
  Resource,
  SlideInfo,
} from './types.ts';

export interface ParsedContent {
  /** The plan year the training teaches (src/content/plan-year.yaml). */
  planYear: number;
  /** Decks with their computed durations, sorted by id. */
  modules: Entry<ModuleFile>[];
  /** Grouped by deck, each deck's slides in viewing order. */
  slides: SlideInfo[];
  faqs: Entry<Faq>[];
  resources: Entry<Resource>[];
  faqLinks: Entry<FaqLink>[];
  faqResources: Entry<FaqResourceCard>[];
  facts: Entry<FactEntry>[];
  /** Knowledge checks by deck id (entry id "13"). */
  quizzes: Entry<QuizFile>[];
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
  if (!read.ok) {
    errors.push(read.error);
    return [];
  }
  if (!Array.isArray(read.value)) {
    errors.push(
      contentError(
        file,
        '(whole file)',
        `is ${read.value == null ? 'empty' : 'not a list'}; expected a list of ${name} entries, each starting with "- "`,
      ),
    );
    return [];
  }
  return read.value.flatMap((item, index) => {
    const data = parseWith(schema, item, file, `${name}[${index}]`, errors);
    return data === undefined ? [] : [{ index, data }];
  });
}

function reportDuplicates<T>(
  file: string,
  name: string,
  items: Array<{ index: number; data: T }>,
  key: keyof T & string,
  errors: string[],
): void {
  const first = new Map<unknown, number>();
  for (const { index, data } of items) {
    const value = data[key];
    const earlier = first.get(value);
    if (earlier === undefined) first.set(value, index);
    else
      errors.push(
        contentError(file, `${name}[${index}].${key}`, `${quote(value)} is already used by ${name}[${earlier}]; expected each ${key} once`),
      );
  }
}

function parsePlanYear(root: string, errors: string[]): number | undefined {
  const read = readYaml(root, LAYOUT.planYear);
  if (!read.ok) {
    errors.push(read.error);
    return undefined;
  }
  return parseWith(planYearFileSchema, read.value, LAYOUT.planYear, '', errors)?.current;
}

/** Valid facts, plus the names of facts that failed their schema (so quotes of them don't cascade). */
function parseFacts(root: string, planYear: number | undefined, errors: string[]): { facts: Entry<FactEntry>[]; broken: Set<string> } {
  const broken = new Set<string>();
  const files = listFiles(root, LAYOUT.factsDir, '.yaml');
  if (files.length === 0) errors.push(contentError(LAYOUT.factsDir, '(folder)', 'has no .yaml files; expected the facts registry there'));
  const facts = new Map<string, Entry<FactEntry>>();
  for (const file of files) {
    const read = readYaml(root, file);
    if (!read.ok) {
      errors.push(read.error);
      continue;
    }
    if (typeof read.value !== 'object' || read.value === null || Array.isArray(read.value)) {
      errors.push(
        contentError(
          file,
          '(whole file)',
          'is not a set of named facts; expected lines like "oopMaxIndividual:" each followed by the fact\'s fields',
        ),
      );
      continue;
    }
    for (const [name, raw] of Object.entries(read.value)) {
      if (!factNameSchema.safeParse(name).success) {
        errors.push(contentError(file, name, `the name ${quote(name)} is not allowed; expected ${factNameSchema.description}`));
        continue;
      }
      const yearly = typeof raw === 'object' && raw !== null && 'byPlanYear' in raw;
      const data: FactEntry | undefined = yearly
        ? parseWith(yearlyFactSchema, raw, file, name, errors)
        : parseWith(standingFactSchema, raw, file, name, errors);
      if (data && isYearly(data) && planYear !== undefined && !data.byPlanYear[String(planYear)]) {
        errors.push(
          contentError(
            file,
            `${name}.byPlanYear`,
            `has no figure for plan year ${planYear}, the current plan year (${LAYOUT.planYear}); expected "${planYear}:" with its value, display, source, url and verification`,
          ),
        );
      }
      const earlier = facts.get(name);
      if (earlier)
        errors.push(
          contentError(
            file,
            name,
            `is already defined in ${earlier.filePath}; expected each fact name once across ${LAYOUT.factsDir}/*.yaml`,
          ),
        );
      else if (data) facts.set(name, { id: name, data, filePath: file });
      else broken.add(name);
    }
  }
  return { facts: [...facts.values()], broken };
}

function parseModules(root: string, errors: string[]): Entry<DeckFile>[] {
  const modules: Entry<DeckFile>[] = [];
  const owner = new Map<number, string>();
  for (const file of listFiles(root, LAYOUT.modulesDir, '.yaml')) {
    const read = readYaml(root, file);
    if (!read.ok) {
      errors.push(read.error);
      continue;
    }
    if (typeof read.value === 'object' && read.value !== null && 'duration' in read.value) {
      errors.push(
        contentError(file, 'duration', 'is computed from the slides and the knowledge check at build time; expected the line removed'),
      );
      delete (read.value as Record<string, unknown>)['duration'];
    }
    const data = parseWith(deckFileSchema, read.value, file, '', errors);
    if (!data) continue;
    const base = file.slice(LAYOUT.modulesDir.length + 1);
    if (!base.startsWith(`${data.id}-`)) {
      errors.push(
        contentError(file, 'id', `${data.id} does not match the file name; expected the file to be named ${data.id}-<slug>.yaml`),
      );
    }
    const earlier = owner.get(data.id);
    if (earlier) errors.push(contentError(file, 'id', `${data.id} is already used by ${earlier}; expected each module id once`));
    else {
      owner.set(data.id, file);
      modules.push({ id: String(data.id), data, filePath: file });
    }
  }
  return modules.sort((a, b) => a.data.id - b.data.id);
}

interface SlideContext {
  facts: FactLookup;
  planYear: number;
  linkProblem: (path: string) => string | undefined;
}

/** The slides of every deck in viewing order, and the words each deck's slides hold. */
function parseSlides(root: string, modules: readonly Entry<DeckFile>[], ctx: SlideContext, errors: string[]) {
  const folders = new Map<string, SlideFiles>();
  const titles = new Map<string, string>();
  const words = new Map<string, number>();
  for (const folder of listDirs(root, LAYOUT.slidesDir)) {
    const files = new Map<string, string>();
    for (const file of listFiles(root, `${LAYOUT.slidesDir}/${folder}`, '.mdx')) {
      const stem = file.slice(file.lastIndexOf('/') + 1, -'.mdx'.length);
      files.set(stem, file);
      const read = readMdx(root, file);
      if (!read.ok) {
        errors.push(read.error);
        continue;
      }
      const fm = parseWith(slideFrontmatterSchema, read.value.frontmatter, file, '', errors);
      if (fm) {
        titles.set(file, fm.title);
        checkText(file, 'title', fm.title, ctx.facts, ctx.planYear, errors);
      }
      if (fm && fm.id !== stem) {
        errors.push(
          contentError(file, 'id', `${quote(fm.id)} does not match the file name; expected ${quote(stem)} (the file name without .mdx)`),
        );
      }
      if (fm && String(fm.module) !== folder) {
        errors.push(
          contentError(file, 'module', `${fm.module} does not match the folder; expected ${folder} (the deck folder the file is in)`),
        );
      }
      const analysis = analyzeSlide(file, read.value.source, {
        facts: ctx.facts,
        planYear: ctx.planYear,
        internalLinkProblem: ctx.linkProblem,
      });
      errors.push(...analysis.errors);
      words.set(file, analysis.words + countWords(fm?.title ?? ''));
    }
    folders.set(folder, files);
  }
  errors.push(...checkDecks(modules, folders));
  const slides: SlideInfo[] = modules.flatMap(({ data }) =>
    data.slides.flatMap((id) => {
      const filePath = folders.get(String(data.id))?.get(id);
      const title = filePath ? titles.get(filePath) : undefined;
      return filePath && title ? [{ moduleId: data.id, id, title, filePath }] : [];
    }),
  );
  const deckWords = new Map(
    modules.map(({ data }) => [
      data.id,
      slides.filter((s) => s.moduleId === data.id).reduce((sum, s) => sum + (words.get(s.filePath) ?? 0), 0),
    ]),
  );
  return { slides, deckWords };
}

function parseQuizzes(root: string, modules: readonly Entry<DeckFile>[], ctx: SlideContext, errors: string[]): Entry<QuizFile>[] {
  const deckIds = new Set(modules.map((m) => m.data.id));
  const quizzes: Entry<QuizFile>[] = [];
  for (const file of listFiles(root, LAYOUT.quizzesDir, '.yaml')) {
    const read = readYaml(root, file);
    if (!read.ok) {
      errors.push(read.error);
      continue;
    }
    const data = parseWith(quizFileSchema, read.value, file, '', errors);
    if (!data) continue;
    const stem = file.slice(file.lastIndexOf('/') + 1, -'.yaml'.length);
    if (stem !== String(data.module)) {
      errors.push(
        contentError(file, 'module', `${data.module} does not match the file name; expected the file to be named ${data.module}.yaml`),
      );
      continue;
    }
    if (!deckIds.has(data.module)) {
      errors.push(
        contentError(
          file,
          'module',
          `${data.module} matches no deck; expected the id of a deck in ${LAYOUT.modulesDir} (${[...deckIds].join(', ')})`,
        ),
      );
      continue;
    }
    errors.push(...checkQuiz(file, data, ctx.facts, ctx.planYear));
    quizzes.push({ id: String(data.module), data, filePath: file });
  }
  for (const id of REQUIRED_DECKS.keys()) {
    const quiz = quizzes.find((q) => q.data.module === id);
    if (!quiz) {
      errors.push(
        contentError(
          `${LAYOUT.quizzesDir}/${id}.yaml`,
          '(file)',
          `is missing; expected a knowledge check for module ${id} with at least ${MIN_QUESTIONS} scenario questions`,
        ),
      );
    } else if (quiz.data.questions.length < MIN_QUESTIONS) {
      errors.push(
        contentError(
          quiz.filePath,
          'questions',
          `has ${quiz.data.questions.length} questions; expected at least ${MIN_QUESTIONS} for a built-in deck`,
        ),
      );
    }
  }
  return quizzes.sort((a, b) => a.data.module - b.data.module);
}

export function validateContent(rootDir: string): ValidationResult {
  const errors: string[] = [];
  const declaredYear = parsePlanYear(rootDir, errors);
  const { facts, broken } = parseFacts(rootDir, declaredYear, errors);
  // With no valid plan-year file, check against the newest year on file so other problems still show.
  const planYear =
    declaredYear ?? Math.max(0, ...facts.flatMap((f) => (isYearly(f.data) ? Object.keys(f.data.byPlanYear).map(Number) : [])));
  const factMap = new Map(facts.map((f) => [f.id, f.data]));
  errors.push(...checkGuidelineFacts(facts), ...checkContributionFacts(facts));
  const lookup: FactLookup = new Map<string, FactEntry | null>([...[...broken].map((n) => [n, null] as const), ...factMap]);
  for (const name of [...THRESHOLD_FACTS.map((t) => t.name), 'guidelineYearForCoverage']) {
    if (!lookup.has(name))
      errors.push(contentError(LAYOUT.factsDir, name, 'is missing; expected it defined, the poverty-guideline handout quotes it'));
  }
  const decks = parseModules(rootDir, errors);
  const deckIds = decks.map((m) => m.data.id);
  const quizIds = listFiles(rootDir, LAYOUT.quizzesDir, '.yaml')
    .map((file) => Number(file.slice(file.lastIndexOf('/') + 1, -'.yaml'.length)))
    .filter((id) => deckIds.includes(id));
  const routes = knownRoutes(deckIds, quizIds);
  const linkProblem = (path: string): string | undefined => {
    const route = normalizeRoute(path);
    if (routes.has(route) || (route !== '/' && exists(rootDir, `${LAYOUT.publicDir}${route}`))) return undefined;
    return `is not a page or file this site serves; expected one of ${[...routes].sort().join(', ')} or a file under ${LAYOUT.publicDir}/`;
  };
  const ctx: SlideContext = { facts: lookup, planYear, linkProblem };
  const { slides, deckWords } = parseSlides(rootDir, decks, ctx, errors);
  for (const m of decks) checkText(m.filePath, 'description', m.data.description, lookup, planYear, errors);
  const quizzes = parseQuizzes(rootDir, decks, ctx, errors);
  const modules: Entry<ModuleFile>[] = decks.map((deck) => {
    const quiz = quizzes.find((q) => q.data.module === deck.data.id)?.data;
    const duration = moduleMinutes({
      slideWords: deckWords.get(deck.data.id) ?? 0,
      quizWords: quiz ? quizWords(quiz, factMap, planYear) : 0,
      questions: quiz?.questions.length ?? 0,
    });
    return { ...deck, data: { ...deck.data, duration } };
  });

  const faqs = parseList(rootDir, LAYOUT.faqs, 'faqs', faqSchema, errors);
  reportDuplicates(LAYOUT.faqs, 'faqs', faqs, 'id', errors);
  for (const { index, data } of faqs) {
    checkText(LAYOUT.faqs, `faqs[${index}].question`, data.question, lookup, planYear, errors);
    checkText(LAYOUT.faqs, `faqs[${index}].answer`, data.answer, lookup, planYear, errors);
  }

  const resources = parseList(rootDir, LAYOUT.resources, 'resources', resourceSchema, errors);
  reportDuplicates(LAYOUT.resources, 'resources', resources, 'id', errors);
  for (const { index, data } of resources) {
    const field = `resources[${index}].url`;
    const internal = data.url.startsWith('/');
    const problem = internal ? linkProblem(data.url) : undefined;
    if (problem) errors.push(contentError(LAYOUT.resources, field, `${quote(data.url)} ${problem}`));
    if (!internal && data.category === 'downloadable') {
      errors.push(
        contentError(
          LAYOUT.resources,
          field,
          `${quote(data.url)} is an outside link; expected a downloadable to be a page or file this site serves (root-relative, e.g. /handouts/module-13)`,
        ),
      );
    }
  }

  const faqLinks = parseList(rootDir, LAYOUT.faqLinks, 'faqLinks', faqLinkSchema, errors);
  reportDuplicates(LAYOUT.faqLinks, 'faqLinks', faqLinks, 'title', errors);
  const faqResources = parseList(rootDir, LAYOUT.faqResources, 'faqResources', faqResourceSchema, errors);
  reportDuplicates(LAYOUT.faqResources, 'faqResources', faqResources, 'title', errors);

  const content: ParsedContent = {
    planYear,
    modules,
    slides,
    facts,
    quizzes,
    faqs: faqs.map(({ data }) => ({ id: String(data.id), data, filePath: LAYOUT.faqs })),
    resources: resources.map(({ data }) => ({ id: String(data.id), data, filePath: LAYOUT.resources })),
    faqLinks: faqLinks.map(({ data }) => ({ id: data.title, data, filePath: LAYOUT.faqLinks })),
    faqResources: faqResources.map(({ data }) => ({ id: data.title, data, filePath: LAYOUT.faqResources })),
  };
  const bundle =
    errors.length > 0
      ? null
      : buildBundle(
          {
            modules: modules.map((m) => m.data),
            faqs: content.faqs.map((f) => f.data),
            resources: content.resources.map((r) => r.data),
          },
          { entries: factMap, planYear },
        );
  return { errors, content, bundle };
}
