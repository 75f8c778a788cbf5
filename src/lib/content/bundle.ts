// The mapping from content entries to the records pages and the API show. Pages and the API's
// bundle both read them through collections.ts, which is what keeps them in agreement.
import { interpolateFacts } from './facts.ts';
import type { FactEntry, Faq, Module, Resource } from './types.ts';

/** The facts registry by name, and the plan year its yearly facts are quoted for. */
export interface Facts {
  entries: ReadonlyMap<string, FactEntry>;
  planYear: number;
}

export function toModule(file: Module, facts: Facts): Module {
  return {
    id: file.id,
    title: file.title,
    description: interpolateFacts(file.description, facts.entries, facts.planYear),
    duration: file.duration,
  };
}

export function toFaq(faq: Faq, facts: Facts): Faq {
  const fill = (text: string) => interpolateFacts(text, facts.entries, facts.planYear);
  return { id: faq.id, question: fill(faq.question), answer: fill(faq.answer) };
}

/** Optional fields are left out rather than set to undefined, so the record survives JSON. */
export function toResource(resource: Resource): Resource {
  const { id, title, type, category, url, fileSize, duration } = resource;
  return {
    id,
    title,
    type,
    category,
    url,
    ...(fileSize === undefined ? {} : { fileSize }),
    ...(duration === undefined ? {} : { duration }),
  };
}
