// The API's content bundle as a file of the build, at a route the content integration injects
// (integration.ts), which copies it to api/generated/content.json and removes it from the site.
import type { APIRoute } from 'astro';
import { getCurrentPlanYear, getFaqs, getModules, getQuizModuleIds, getResources } from './collections.ts';
import { ContentError } from './loader.ts';
import { checkTrainingContent } from './pipeline.ts';
import { formatProblem } from './problems.ts';
import type { ContentArtifact } from './types.ts';

export const prerender = true;

/** The bundle, read as the pages read the content, and what the build's summary line says. */
export async function contentArtifact(): Promise<ContentArtifact> {
  const [modules, faqs, resources, planYear, quizzes] = await Promise.all([
    getModules(),
    getFaqs(),
    getResources(),
    getCurrentPlanYear(),
    getQuizModuleIds(),
  ]);
  const { warnings } = await checkTrainingContent();
  return { planYear, knowledgeChecks: quizzes.length, warnings: warnings.map(formatProblem), bundle: { modules, faqs, resources } };
}

export const GET: APIRoute = async () => {
  const { problems } = await checkTrainingContent();
  if (problems.length > 0) throw new ContentError(problems);
  return Response.json(await contentArtifact());
};
