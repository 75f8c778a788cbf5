// Zod schemas for everything a content editor changes in src/content/. Plain zod (no astro:*
// imports) so the Astro content config (src/content.config.ts), the tests and the API share them.
// Each field's .describe() text is its documentation: it also becomes the "expected …" part of
// the error an editor sees, and the description in Astro's generated JSON schemas.
import { z } from 'zod';
import { subsidyRequestSchema } from '../subsidy/schema.ts';
import { withEngineFigures } from './engine-facts.ts';
import { govLinkProblem } from './links.ts';

export const RESOURCE_TYPES = ['pdf', 'video', 'link', 'interactive', 'other'] as const;
export const RESOURCE_CATEGORIES = ['downloadable', 'video', 'official', 'other'] as const;
/** The /faq filter's categories, in the order the filter shows them. */
export const FAQ_LINK_CATEGORIES = ['General', 'Enrollment', 'Financial', 'Professional', 'Eligibility', 'Plans', 'Current Year'] as const;
/**
 * How well a fact's source is confirmed (docs/content.md, "Verification marks"): verified
 * (a primary source, or two independent transcriptions of it), secondary (secondary sources only)
 * or unverified. Content may not quote an unverified fact.
 */
export const VERIFICATION_MARKS = ['verified', 'secondary', 'unverified'] as const;

/** The collections a field can name an entry of: a `reference()` in src/content.config.ts, a relation in the editor. */
export type LinkedCollection = 'modules' | 'slides' | 'facts';

/** `schema`, marked as naming an entry of `collection` (read back by `linkedCollection`, and by the editor from the JSON Schema). */
const entryOf = <S extends z.ZodType>(schema: S, collection: LinkedCollection): S => schema.meta({ references: collection });

/** The collection a field names an entry of, when it is marked as a link. */
export const linkedCollection = (schema: z.ZodType): LinkedCollection | undefined =>
  z.globalRegistry.get(schema)?.['references'] as LinkedCollection | undefined;

const text = (doc: string) => z.string().trim().min(1).describe(doc);

/** js-yaml turns an unquoted 2025-08-25 into a Date; editors should not have to quote dates. */
const isoDate = (doc: string) =>
  z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).describe(doc);

const httpsUrl = (doc: string) =>
  z
    .string()
    .regex(/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/)
    .describe(doc);

export const slideIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .describe('a slide id in kebab-case, the name of its file without .mdx (e.g. metal-levels)');

/** A deck file: src/content/modules/{id}-{slug}.yaml, as the editor writes it. */
export const deckFileSchema = z.strictObject({
  id: z.number().int().positive().describe('the module number used in /modules/{id} and the API (e.g. 13)'),
  title: text('the title on the module card, the viewer banner and the API; artwork is chosen by exact title'),
  description: text('one or two sentences for the module card; may quote facts as {{factName}}'),
  slides: z
    .array(entryOf(slideIdSchema, 'slides'))
    .min(1)
    .describe('the slide ids in viewing order; each names src/content/slides/{id}/{slide-id}.mdx'),
  duration: z
    .unknown()
    .refine((value) => value === undefined, 'is computed from the slides and the knowledge check at build time; expected the line removed')
    .optional()
    .describe('not written: the build computes it from the slides and the knowledge check'),
});

/**
 * A deck with the duration the build computes from its content (src/lib/content/duration.ts):
 * the modules collection holds these. The API's module record is this minus slides.
 */
export const moduleSchema = deckFileSchema.extend({
  duration: z
    .number()
    .int()
    .positive()
    .describe('minutes to complete: slide reading time plus the knowledge check, computed at build time'),
});

/** A module as the module list, the viewer and GET /api/modules see it: the deck without its slide list. */
export const moduleRecordSchema = moduleSchema.omit({ slides: true });

/** src/content/plan-year.yaml: the plan year the training teaches. */
export const planYearFileSchema = z.strictObject({
  current: z
    .number()
    .int()
    .min(2014)
    .max(2100)
    .describe('the plan (coverage) year the training teaches now, e.g. 2027; every yearly fact needs an entry for it'),
});

/** Frontmatter of src/content/slides/{module id}/{slide id}.mdx; the body is the slide's MDX. */
export const slideFrontmatterSchema = z.strictObject({
  module: entryOf(
    z.number().int().positive().describe('the id of the deck the slide belongs to, the name of its folder (e.g. 13)'),
    'modules',
  ),
  id: slideIdSchema,
  title: text('the slide title; the viewer renders it as the slide heading (h2)'),
});

/** One entry of src/content/faqs.yaml: the home-page accordion and GET /api/faqs. */
export const faqSchema = z.strictObject({
  id: z.number().int().positive().describe('a unique whole number; never reuse a deleted one'),
  question: text('the question as an agent would ask it; may quote facts as {{factName}}'),
  answer: text('a short, correct answer in plain text; may quote facts as {{factName}}'),
});

/** One entry of src/content/resources.yaml: the /resources library and GET /api/resources. */
export const resourceSchema = z.strictObject({
  id: z.number().int().positive().describe('a unique whole number; never reuse a deleted one'),
  title: text('the title shown in the resource row'),
  type: z.enum(RESOURCE_TYPES).describe('what the link opens'),
  category: z.enum(RESOURCE_CATEGORIES).describe('the card the resource is grouped under'),
  url: z
    .string()
    .regex(/^(https:\/\/\S+|\/(?!\/)\S*)$/)
    .describe('an https:// URL, or a root-relative path to a page or file this site serves (e.g. /handouts/module-13)'),
  fileSize: text('size shown on the right of the row, e.g. "1.2 MB"').optional(),
  duration: text('running time shown on the right of the row when there is no file size, e.g. "12 min"').optional(),
});

const govLink = (doc: string) =>
  z
    .string()
    .superRefine((url, ctx) => {
      const problem = govLinkProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .describe(doc);

/** One entry of src/content/faq-links.yaml: the official FAQ cards on /faq. */
export const faqLinkSchema = z.strictObject({
  title: text('the card title; unique within the file'),
  description: text('one sentence on what the official page answers'),
  url: govLink('an https:// link on a government host (*.gov)'),
  category: z.enum(FAQ_LINK_CATEGORIES).describe('the /faq filter category'),
});

/** One entry of src/content/faq-resources.yaml: the official resource cards under the FAQ cards. */
export const faqResourceSchema = z.strictObject({
  title: text('the card title; unique within the file'),
  description: text('one sentence on what the official page offers'),
  url: govLink('an https:// link on a government host (*.gov)'),
});

export const factNameSchema = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]*$/)
  .describe('a fact name in camelCase (e.g. oopMaxIndividual)');

/** A fact's name where content quotes it (a question's facts, a slide's `<Fact name>`): an entry of the facts collection. */
export const factReferenceSchema = entryOf(factNameSchema, 'facts');

const factValue = z
  .union([
    z.number(),
    z.array(z.number()).min(1),
    z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), z.string().min(1)),
  ])
  .describe('the value itself: a number, a list of numbers, a date (YYYY-MM-DD) or text');

const factFields = {
  value: factValue,
  display: text('the text printed where content quotes the fact, e.g. "$12,000"'),
  source: text('the citation: statute, regulation, notice or official page'),
  url: httpsUrl('an https:// link to the source'),
  verification: z
    .enum(VERIFICATION_MARKS)
    .describe('how well the source is confirmed: verified, secondary or unverified (docs/content.md)'),
  note: text('a caveat for editors and the handouts').optional(),
  checked: isoDate('the day the source was last read and found to say this, YYYY-MM-DD (docs/content.md, "Facts know their time")'),
  until: isoDate(
    'the last day the fact holds, YYYY-MM-DD: a stay that sunsets, a designation that ends (leave it out while no end is known)',
  ).optional(),
  stayed: isoDate(
    'the day a court stayed the rule, YYYY-MM-DD, while the stay holds (search results then mark what quotes it "Stayed by a court"; leave it out once the stay is lifted)',
  ).optional(),
  change: text(
    'what changed on this date, in one sentence for the What changed page (it lists the fact by its effective date and its until date); may quote facts as {{factName}}',
  ).optional(),
};

/**
 * A standing fact of src/content/facts/*.yaml: a rule or figure that does not change with the plan
 * year, or a dated record of one moment (a rule's effective date, a figure first announced).
 */
export const standingFactSchema = z
  .strictObject({
    ...factFields,
    planYear: z
      .number()
      .int()
      .min(2014)
      .max(2100)
      .optional()
      .describe('the plan (coverage) year the value belongs to, for a record of one year'),
    effective: isoDate('the date the rule or figure took effect, YYYY-MM-DD').optional(),
  })
  .refine((f) => f.planYear !== undefined || f.effective !== undefined, {
    message: 'has neither planYear nor effective; expected at least one of them (or byPlanYear for a figure that changes each plan year)',
    path: ['planYear'],
  });

/** One plan year's figure of a yearly fact, with its own source and verification. */
export const factYearSchema = z.strictObject({
  ...factFields,
  effective: isoDate('the date the figure took effect, YYYY-MM-DD').optional(),
});

export const planYearKeySchema = z
  .string()
  .regex(/^\d{4}$/)
  .describe('a plan year of four digits, e.g. 2027');

/**
 * A yearly fact: a figure that changes each plan year (out-of-pocket maximum, open enrollment
 * dates, affordability percentage…). Content quotes the current plan year's entry by default.
 */
export const yearlyFactSchema = z.strictObject({
  label: text('what the figure is, in a few words, e.g. "out-of-pocket maximum, self-only coverage"'),
  byPlanYear: z
    .record(planYearKeySchema, factYearSchema)
    .describe('one entry per plan year ("2027": value, display, source, url, verification); the current plan year is required'),
  note: text('a caveat that holds for every year').optional(),
});

/**
 * A worked example: a household the subsidy engine works at build time, so that a slide or an FAQ
 * quotes its figures (<Fact name="exampleRaise" field="repayment" />, {{exampleRaise.fplPercent}})
 * instead of typing them, and they follow the tables when the plan year changes.
 */
export const workedExampleSchema = z.strictObject({
  label: text('who the household is, in a few words, e.g. "a couple whose income rises mid-year"'),
  household: subsidyRequestSchema.describe(
    'the household as POST /api/subsidy-calculation takes it (income, familySize, zipCode, ages or members, jobOffers); year defaults to the plan year quoted',
  ),
  yearEndIncome: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('the income the year really ends with, in whole dollars, for figures of the tax return (repayment)'),
  reportedInMonth: z
    .number()
    .int()
    .min(1)
    .max(11)
    .optional()
    .describe(
      'the month (1 for January to 11 for November) the client reports the year-end income as the new estimate, for figures of what reporting saves (repaymentIfReported, reportingSaves); needs yearEndIncome',
    ),
  source: text('what the figures rest on: the tables the engine uses, with their sources'),
  url: httpsUrl('an https:// link to the rule the example teaches'),
  verification: z
    .enum(VERIFICATION_MARKS)
    .describe('the weakest mark of the tables the figures come from: verified, secondary or unverified (docs/content.md)'),
  note: text('a caveat for editors and the handouts').optional(),
  checked: isoDate('the day the tables the figures come from were last checked against their sources, YYYY-MM-DD'),
});

/** Any entry of the facts registry (an error names the kind the entry comes closest to). */
export const factSchema = z.union([yearlyFactSchema, workedExampleSchema, standingFactSchema]);

/**
 * A file of the facts registry, src/content/facts/*.yaml: facts by name. The figures of the
 * engine's facts (engine-facts.ts) are filled in from the subsidy engine's tables first.
 */
export const factsFileSchema = z
  .preprocess(
    (input, ctx) => {
      const { file, problems } = withEngineFigures(input);
      for (const { path, message } of problems) ctx.addIssue({ code: 'custom', message, path, input: undefined });
      return file;
    },
    z.record(factNameSchema, factSchema),
  )
  .describe('named facts: lines like "oopMaxIndividual:" each followed by the fact\'s fields');

/** One answer of a knowledge-check question. */
export const quizAnswerSchema = z.strictObject({
  text: text('the answer as the agent reads it; may quote facts as {{factName}}'),
  correct: z.boolean().default(false).describe('true on the one right answer of the question (leave it out on the others)'),
  explanation: text('why this answer is right or wrong, shown after checking; may quote facts as {{factName}}'),
});

/** One scenario question of a knowledge check. */
export const quizQuestionSchema = z.strictObject({
  id: slideIdSchema.describe('a question id in kebab-case, unique within the file (e.g. family-out-of-pocket)'),
  scenario: text('the situation the agent faces, in one to three sentences; may quote facts as {{factName}}'),
  question: text('what the agent is asked; may quote facts as {{factName}}'),
  answers: z.array(quizAnswerSchema).min(3).max(5).describe('three to five answers, exactly one with correct: true'),
  facts: z
    .array(factReferenceSchema)
    .min(1)
    .describe('the names of the registry facts the right answer rests on; their sources are cited with the feedback'),
  household: subsidyRequestSchema
    .optional()
    .describe(
      "a household the subsidy engine works at build time, as POST /api/subsidy-calculation takes it (income, familySize, zipCode, ages or members, jobOffers; year defaults to the plan year); the texts quote its figures as {{household.fplPercent}} and a mistake's as {{household@previousGuidelines.fplPercent}}",
    ),
  yearEndIncome: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      "the income the household's year really ends with, in whole dollars, for a question about the tax return ({{household.repayment}})",
    ),
  nonFilerIncome: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe(
      "income of household members who are not required to file (a teenager's part-time wages), in whole dollars: household income leaves it out, and {{household@nonFilerIncomeCounted.fplPercent}} works the mistake of adding it",
    ),
  slide: entryOf(
    slideIdSchema.describe(
      "the slide that teaches the rule, one of the deck's slide ids (e.g. premium-tax-credit); it quotes at least one of the question's facts, and the review after checking links to it",
    ),
    'slides',
  ),
  passage: z
    .string()
    .regex(/^[\p{Ll}\p{N}_-]+$/u)
    .optional()
    .describe(
      "the id of a ### heading of the question's slide that teaches the rule (the heading's text in lower case with dashes: ### Metal levels is metal-levels); the review then opens the slide at that heading",
    ),
  applied: z
    .boolean()
    .default(false)
    .describe(
      'true on an applied question: a household or situation where the agent combines two rules or facts (who is in the coverage family, which program, which deadline) to answer; such a question lists at least two facts',
    ),
});

/** A deck's knowledge check: src/content/quizzes/{module id}.yaml, shown at /modules/{id}/quiz. */
export const quizFileSchema = z.strictObject({
  module: entryOf(
    z.number().int().positive().describe('the id of the deck the knowledge check belongs to, the file name without .yaml'),
    'modules',
  ),
  questions: z.array(quizQuestionSchema).min(1).describe('the scenario questions in the order shown'),
});

/**
 * What the API serves (api/generated/content.json): written by the content build, read by api/
 * at start-up and checked with this schema there.
 */
export const contentBundleSchema = z.strictObject({
  /** Sorted by id. */
  modules: z.array(moduleRecordSchema),
  faqs: z.array(faqSchema),
  resources: z.array(resourceSchema),
});
