// All content collections of the training hub. The schemas, with a one-line description of every
// field, live in src/lib/content/schemas.ts; the loaders validate the whole of src/content once
// per build (src/lib/content/loader.ts), so one bad file fails the build with a message naming the
// file, the field and what is expected. How to edit: CONTRIBUTING.md; the rules: docs/content.md.
import { defineCollection } from 'astro/content/config';
import { contentLoader, planYearLoader, slidesLoader } from './lib/content/loader.ts';
import {
  factSchema,
  faqLinkSchema,
  faqResourceSchema,
  faqSchema,
  moduleSchema,
  planYearFileSchema,
  quizFileSchema,
  resourceSchema,
  slideFrontmatterSchema,
} from './lib/content/schemas.ts';

export const collections = {
  /** Decks: src/content/modules/{id}-{slug}.yaml, with the duration computed from the content. */
  modules: defineCollection({ loader: contentLoader('modules'), schema: moduleSchema }),
  /** Slides: src/content/slides/{module id}/{slide id}.mdx; entry id "13/metal-levels". */
  slides: defineCollection({ loader: slidesLoader(), schema: slideFrontmatterSchema }),
  /** Knowledge checks: src/content/quizzes/{module id}.yaml; entry id is the module id. */
  quizzes: defineCollection({ loader: contentLoader('quizzes'), schema: quizFileSchema }),
  /** Home-page FAQs: src/content/faqs.yaml. */
  faqs: defineCollection({ loader: contentLoader('faqs'), schema: faqSchema }),
  /** Resource library: src/content/resources.yaml. */
  resources: defineCollection({ loader: contentLoader('resources'), schema: resourceSchema }),
  /** /faq official FAQ link cards: src/content/faq-links.yaml; entry id is the card title. */
  faqLinks: defineCollection({ loader: contentLoader('faqLinks'), schema: faqLinkSchema }),
  /** /faq official resource cards: src/content/faq-resources.yaml; entry id is the card title. */
  faqResources: defineCollection({ loader: contentLoader('faqResources'), schema: faqResourceSchema }),
  /** Facts registry: src/content/facts/*.yaml; entry id is the fact name. */
  facts: defineCollection({ loader: contentLoader('facts'), schema: factSchema }),
  /** The plan year the training teaches: src/content/plan-year.yaml; one entry, id "current". */
  planYear: defineCollection({ loader: planYearLoader(), schema: planYearFileSchema }),
};
