// Types of the content, inferred from the zod schemas. The API imports Module, Faq, Resource and
// ContentBundle (the shape of api/generated/content.json written by scripts/build-content.ts).
import type { z } from 'zod';
import type {
  factSchema, faqLinkSchema, faqResourceSchema, faqSchema, moduleSchema, resourceSchema, slideFrontmatterSchema,
} from './schemas.ts';

/** A deck file as written in src/content/modules/*.yaml (module record plus its slide order). */
export type ModuleFile = z.output<typeof moduleSchema>;
/** A module as the module list, the viewer and GET /api/modules see it. */
export type Module = Omit<ModuleFile, 'slides'>;
export type SlideFrontmatter = z.output<typeof slideFrontmatterSchema>;
export type Faq = z.output<typeof faqSchema>;
export type Resource = z.output<typeof resourceSchema>;
export type FaqLink = z.output<typeof faqLinkSchema>;
export type FaqResourceCard = z.output<typeof faqResourceSchema>;
export type Fact = z.output<typeof factSchema>;

/** What the API serves: generated from src/content at build time, read by api/ at start-up. */
export interface ContentBundle {
  /** Sorted by id. */
  modules: Module[];
  faqs: Faq[];
  resources: Resource[];
}

/** One validated item, keyed the way the Astro collection keys it, with its source file. */
export interface Entry<T> {
  id: string;
  data: T;
  filePath: string;
}

/** A slide as the validator sees it (Astro loads the same files with its glob loader). */
export interface SlideInfo {
  moduleId: number;
  id: string;
  title: string;
  filePath: string;
}
