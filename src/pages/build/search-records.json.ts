// The search records of content no page renders (src/lib/search/content-records.ts) as a file of
// the build (src/lib/content/artifacts.ts): the search integration indexes them and removes it.
import type { APIRoute } from 'astro';
import {
  getFaqLinks,
  getFaqResourceCards,
  getFaqs,
  getModules,
  getQuiz,
  getQuizModuleIds,
  getResources,
} from '../../lib/content/collections.ts';
import { contentRecords } from '../../lib/search/content-records.ts';

export const GET: APIRoute = async () => {
  const [faqs, resources, faqLinks, faqResources, modules, quizIds] = await Promise.all([
    getFaqs(),
    getResources(),
    getFaqLinks(),
    getFaqResourceCards(),
    getModules(),
    getQuizModuleIds(),
  ]);
  const quizzes = (await Promise.all(quizIds.map((id) => getQuiz(id)))).filter((quiz) => quiz !== undefined);
  const records = contentRecords({
    faqs,
    resources,
    faqLinks,
    faqResources,
    quizzes: quizzes.map((quiz) => ({ quiz, deckTitle: modules.find((m) => m.id === quiz.moduleId)?.title ?? `Module ${quiz.moduleId}` })),
  });
  return Response.json(records);
};
