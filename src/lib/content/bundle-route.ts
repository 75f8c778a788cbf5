// The API's content bundle as a file of the build, at a route the content integration injects
// (integration.ts): it copies the file to api/generated/content.json and removes it from the site.
import type { APIRoute } from 'astro';
import { ContentError } from './loader.ts';
import { checkTrainingContent } from './pipeline.ts';
import type { ContentArtifact } from './types.ts';

export const prerender = true;

export const GET: APIRoute = async () => {
  const { problems, content, bundle } = await checkTrainingContent();
  if (problems.length > 0 || bundle === null) throw new ContentError(problems);
  const artifact: ContentArtifact = { planYear: content.planYear, knowledgeChecks: content.quizzes.length, bundle };
  return Response.json(artifact);
};
