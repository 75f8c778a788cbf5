// Zod schemas for everything a content editor changes in src/content/. Plain zod (no astro:*
// imports) so the Astro content config, the build script, the tests and the API share them.
// Each field's .describe() text is its documentation: it also becomes the "expected …" part of
// the error an editor sees, and the description in Astro's generated JSON schemas.
import { z } from 'zod';
import { govLinkProblem } from './links.ts';

export const RESOURCE_TYPES = ['pdf', 'video', 'link', 'interactive', 'other'] as const;
export const RESOURCE_CATEGORIES = ['downloadable', 'video', 'official', 'other'] as const;
/** The /faq filter's categories (product spec §3), in the order the filter shows them. */
export const FAQ_LINK_CATEGORIES = [
  'General', 'Enrollment', 'Financial', 'Professional', 'Eligibility', 'Plans', 'Current Year',
] as const;
/** Marks from shared/reference/subsidy-reference.md; slides may not quote an unverified fact. */
export const VERIFICATION_MARKS = ['verified', 'secondary', 'unverified'] as const;

const text = (doc: string) => z.string().trim().min(1).describe(doc);

/** js-yaml turns an unquoted 2025-08-25 into a Date; editors should not have to quote dates. */
const isoDate = (doc: string) =>
  z.preprocess(
    (v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v),
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  ).describe(doc);

const httpsUrl = (doc: string) => z.string().regex(/^https:\/\/[^\s/]+\.[^\s/]+(\/\S*)?$/).describe(doc);

export const slideIdSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  .describe('a slide id in kebab-case, the name of its file without .mdx (e.g. metal-levels)');

/** A deck: src/content/modules/{id}-{slug}.yaml. The API's module record is this minus slides. */
export const moduleSchema = z.strictObject({
  id: z.number().int().positive().describe('the module number used in /modules/{id} and the API (e.g. 13)'),
  title: text('the title on the module card, the viewer banner and the API; artwork is chosen by exact title'),
  description: text('one or two sentences for the module card; may quote facts as {{factName}}'),
  duration: z.number().int().positive().describe('estimated minutes to complete, a whole number (e.g. 20)'),
  slides: z.array(slideIdSchema).min(1)
    .describe('the slide ids in viewing order; each names src/content/slides/{id}/{slide-id}.mdx'),
});

/** Frontmatter of src/content/slides/{module id}/{slide id}.mdx; the body is the slide's MDX. */
export const slideFrontmatterSchema = z.strictObject({
  module: z.number().int().positive().describe('the id of the deck the slide belongs to, the name of its folder (e.g. 13)'),
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
  url: z.string().regex(/^(https:\/\/\S+|\/(?!\/)\S*)$/)
    .describe('an https:// URL, or a root-relative path to a page or file this site serves (e.g. /handouts/module-13)'),
  fileSize: text('size shown on the right of the row, e.g. "1.2 MB"').optional(),
  duration: text('running time shown on the right of the row when there is no file size, e.g. "12 min"').optional(),
});

const govLink = (doc: string) =>
  z.string().superRefine((url, ctx) => {
    const problem = govLinkProblem(url);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }).describe(doc);

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

export const factNameSchema = z.string().regex(/^[a-z][A-Za-z0-9]*$/)
  .describe('a fact name in camelCase (e.g. oopMax2026Individual)');

/** One fact of src/content/facts/*.yaml: every number or date the training teaches. */
export const factSchema = z.strictObject({
  value: z.union([
    z.number(),
    z.array(z.number()).min(1),
    z.preprocess((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v), z.string().min(1)),
  ]).describe('the value itself: a number, a list of numbers, a date (YYYY-MM-DD) or text'),
  display: text('the text printed where content quotes the fact, e.g. "$10,600"'),
  planYear: z.number().int().min(2014).max(2100).optional()
    .describe('the plan (coverage) year the value applies to'),
  effective: isoDate('the date the rule or figure took effect, YYYY-MM-DD').optional(),
  source: text('the citation: statute, regulation, notice or official page'),
  url: httpsUrl('an https:// link to the source'),
  verification: z.enum(VERIFICATION_MARKS)
    .describe('how well the source is confirmed (marks of shared/reference/subsidy-reference.md)'),
  note: text('a caveat for editors and the handouts').optional(),
}).refine((f) => f.planYear !== undefined || f.effective !== undefined, {
  message: 'has neither planYear nor effective; expected at least one of them',
  path: ['planYear'],
});

/** A whole facts file: fact name → fact. */
export const factsFileSchema = z.record(factNameSchema, factSchema);

export const faqsFileSchema = z.array(faqSchema);
export const resourcesFileSchema = z.array(resourceSchema);
export const faqLinksFileSchema = z.array(faqLinkSchema);
export const faqResourcesFileSchema = z.array(faqResourceSchema);
