// All content collections of the training hub, read by Astro's own glob() loader; the schemas,
// with a one-line description of every field, live in src/lib/content/schemas.ts. A file that
// fails its schema stops the build with a message naming the file, the field and what is
// expected (src/lib/content/loader.ts); the checks across files (decks and slides, quotes of the
// facts registry, links, durations) run once per build over these collections
// (src/lib/content/pipeline.ts). How to edit: CONTRIBUTING.md; the rules: docs/content.md.
import { defineCollection } from 'astro/content/config';
import { glob } from 'astro/loaders';
import type { z } from 'zod';
import { LAYOUT } from './lib/content/layout.ts';
import { editorMessages } from './lib/content/loader.ts';
import {
  deckFileSchema,
  factsFileSchema,
  faqLinksFileSchema,
  faqResourcesFileSchema,
  faqsFileSchema,
  planYearFileSchema,
  quizFileSchema,
  resourcesFileSchema,
  slideFrontmatterSchema,
} from './lib/content/schemas.ts';

/** A collection of the files `pattern` matches under `base`, checked with `schema`. */
function files<S extends z.ZodType>(base: string, pattern: string, schema: S, prefix = '') {
  return { loader: editorMessages(glob({ pattern, base: `./${base}` }), schema, prefix), schema };
}

/** A collection holding one file of the content folder as one entry (its id is the file name). */
function oneFile<S extends z.ZodType>(path: string, schema: S, prefix = '') {
  return files(LAYOUT.contentDir, path.slice(LAYOUT.contentDir.length + 1), schema, prefix);
}

export const collections = {
  /** Decks: src/content/modules/{id}-{slug}.yaml; entry id is the module id ("13"). */
  modules: defineCollection({
    loader: editorMessages(
      glob({ pattern: '*.yaml', base: `./${LAYOUT.modulesDir}`, generateId: ({ entry, data }) => String(data['id'] ?? entry) }),
      deckFileSchema,
    ),
    schema: deckFileSchema,
  }),
  /** Slides: src/content/slides/{module id}/{slide id}.mdx; entry id "13/metal-levels". */
  slides: defineCollection(files(LAYOUT.slidesDir, '*/*.mdx', slideFrontmatterSchema)),
  /** Knowledge checks: src/content/quizzes/{module id}.yaml; entry id is the file name ("13"). */
  quizzes: defineCollection(files(LAYOUT.quizzesDir, '*.yaml', quizFileSchema)),
  /** Facts registry: src/content/facts/*.yaml, one entry per file holding its facts by name. */
  facts: defineCollection(files(LAYOUT.factsDir, '*.yaml', factsFileSchema)),
  /** Home-page FAQs: src/content/faqs.yaml, one entry (the list). */
  faqs: defineCollection(oneFile(LAYOUT.faqs, faqsFileSchema, 'faqs')),
  /** Resource library: src/content/resources.yaml, one entry (the list). */
  resources: defineCollection(oneFile(LAYOUT.resources, resourcesFileSchema, 'resources')),
  /** /faq official FAQ link cards: src/content/faq-links.yaml, one entry (the list). */
  faqLinks: defineCollection(oneFile(LAYOUT.faqLinks, faqLinksFileSchema, 'faqLinks')),
  /** /faq official resource cards: src/content/faq-resources.yaml, one entry (the list). */
  faqResources: defineCollection(oneFile(LAYOUT.faqResources, faqResourcesFileSchema, 'faqResources')),
  /** The plan year the training teaches: src/content/plan-year.yaml, one entry. */
  planYear: defineCollection(oneFile(LAYOUT.planYear, planYearFileSchema)),
};
