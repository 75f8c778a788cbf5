// All content collections of the training hub (decisions.md §2). The schemas, with a one-line
// description of every field, live in src/lib/content/schemas.ts; the loaders validate the whole
// of src/content first (src/lib/content/validate.ts), so one bad file fails the build with a
// message naming the file, the field and what is expected. How to edit: CONTRIBUTING.md.
import { defineCollection } from 'astro/content/config';
import { contentLoader, slidesLoader } from './lib/content/loader.ts';
import {
  factSchema, faqLinkSchema, faqResourceSchema, faqSchema, moduleSchema, resourceSchema, slideFrontmatterSchema,
} from './lib/content/schemas.ts';

export const collections = {
  /** Decks: src/content/modules/{id}-{slug}.yaml (id, title, description, duration, slide order). */
  modules: defineCollection({ loader: contentLoader('modules'), schema: moduleSchema }),
  /** Slides: src/content/slides/{module id}/{slide id}.mdx; entry id "13/metal-levels". */
  slides: defineCollection({ loader: slidesLoader(), schema: slideFrontmatterSchema }),
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
};
