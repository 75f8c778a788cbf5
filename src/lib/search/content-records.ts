/**
 * Records for content that no page renders as static HTML: the home-page FAQs and the resource
 * library load from the API in the browser, the /faq cards are links to official pages, and a
 * knowledge check's question sits on its page beside its answers, which must not be searchable. They come from the same validated
 * content the pages and the API use (facts already filled in).
 */

import type { RuleStatus } from '../content/fact-time.ts';
import type { Faq, FaqLink, FaqResourceCard, QuizView, Resource } from '../content/types.ts';
import { faqLink } from '../faq-anchor.ts';
import { categoryLabel } from '../resources.ts';
import { quizPath } from '../routes.ts';
import type { SearchRecord } from './records.ts';
import { encodeStatus, passageKey } from './status.ts';

export interface RecordContent {
  faqs: readonly Faq[];
  /** The rule status of each FAQ by id (none for an FAQ quoting no fact with one). */
  faqStatuses?: ReadonlyMap<number, readonly RuleStatus[]>;
  resources: readonly Resource[];
  faqLinks: readonly FaqLink[];
  faqResources: readonly FaqResourceCard[];
  /** Each knowledge check with the title of its deck. */
  quizzes: readonly { quiz: QuizView; deckTitle: string }[];
}

const TYPE_LABELS: Record<string, string> = {
  pdf: 'PDF',
  video: 'Video',
  link: 'Link',
  interactive: 'Interactive tool',
  other: 'Page',
};

/** 'https://www.healthcare.gov/x/' -> 'healthcare.gov': where an official link goes. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

const joined = (...parts: (string | undefined)[]) => parts.filter((p) => p !== undefined && p !== '').join(' · ');

export function faqRecord(faq: Faq, statuses: readonly RuleStatus[] = []): SearchRecord {
  const status = encodeStatus(new Map([[passageKey(0, 0), statuses]]));
  return {
    url: faqLink(faq.id),
    title: faq.question,
    section: 'Home · Frequently Asked Questions',
    text: faq.answer,
    kind: 'faq',
    ...(status ? { status } : {}),
  };
}

export function resourceRecord(resource: Resource): SearchRecord {
  const external = !resource.url.startsWith('/');
  return {
    url: resource.url,
    title: resource.title,
    section: joined('Resource library', categoryLabel(resource.category), external ? hostOf(resource.url) : undefined),
    text: joined(TYPE_LABELS[resource.type] ?? resource.type, resource.duration, resource.fileSize),
    kind: 'resource',
  };
}

export function faqLinkRecord(card: FaqLink): SearchRecord {
  return {
    url: card.url,
    title: card.title,
    section: joined('Official FAQ', card.category, hostOf(card.url)),
    text: card.description,
    kind: 'link',
  };
}

export function faqResourceRecord(card: FaqResourceCard): SearchRecord {
  return { url: card.url, title: card.title, section: joined('Official resource', hostOf(card.url)), text: card.description, kind: 'link' };
}

/**
 * One result per question of a knowledge check: its question (the title) and its scenario, so an
 * agent can find the question; never its answers, which one is right or the explanations, which
 * would give the answers away in the results and their excerpts. It links to the question on the
 * quiz page (the quiz island gives each question's heading the id '{question id}-heading').
 */
export function quizRecords({ quiz, deckTitle }: RecordContent['quizzes'][number]): SearchRecord[] {
  return quiz.questions.map((q, i) => ({
    url: `${quizPath(quiz.moduleId)}#${q.id}-heading`,
    title: q.question,
    section: `${deckTitle} · Knowledge check · Question ${i + 1} of ${quiz.questions.length}`,
    text: q.scenario,
    kind: 'question' as const,
  }));
}

/**
 * One result per URL: an official page listed both as a /faq card and in the resource library is
 * one record (the first, with the others' titles and text added so that they still find it).
 */
export function mergeSameUrl(records: readonly SearchRecord[]): SearchRecord[] {
  const byUrl = new Map<string, SearchRecord>();
  for (const record of records) {
    const first = byUrl.get(record.url);
    if (!first) byUrl.set(record.url, { ...record });
    else first.text = [first.text, record.title, record.text].filter((t) => t !== '').join(' · ');
  }
  return [...byUrl.values()];
}

/** FAQs, knowledge checks, then the /faq cards (they describe their page), then the resource library. */
export function contentRecords(content: RecordContent): SearchRecord[] {
  return mergeSameUrl([
    ...content.faqs.map((faq) => faqRecord(faq, content.faqStatuses?.get(faq.id))),
    ...content.quizzes.flatMap(quizRecords),
    ...content.faqLinks.map(faqLinkRecord),
    ...content.faqResources.map(faqResourceRecord),
    ...content.resources.map(resourceRecord),
  ]);
}
