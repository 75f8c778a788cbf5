// The records of content no page renders, as a file of the build: the search integration injects
// this route and, once the pages are written, indexes the file and removes it (integration.ts).
import type { APIRoute } from 'astro';
import {
  faqStatuses,
  getFaqLinks,
  getFaqResourceCards,
  getFaqs,
  getModules,
  getQuiz,
  getQuizModuleIds,
  getResources,
} from '../content/collections.ts';
import { contentRecords } from './content-records.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const [faqs, statuses, resources, faqLinks, faqResources, modules, quizIds] = await Promise.all([
    getFaqs(),
    faqStatuses(),
    getResources(),
    getFaqLinks(),
    getFaqResourceCards(),
    getModules(),
    getQuizModuleIds(),
  ]);
  const quizzes = (await Promise.all(quizIds.map((id) => getQuiz(id)))).filter((quiz) => quiz !== undefined);
  const deckTitle = (id: number) => modules.find((m) => m.id === id)?.title ?? `Module ${id}`;
  return Response.json(
    contentRecords({
      faqs,
      faqStatuses: statuses,
      resources,
      faqLinks,
      faqResources,
      quizzes: quizzes.map((quiz) => ({ quiz, deckTitle: deckTitle(quiz.moduleId) })),
    }),
  );
};
