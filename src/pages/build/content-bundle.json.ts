// The API's content bundle as a file of the build (src/lib/content/artifacts.ts): the content
// integration copies it to api/generated/content.json and removes it from the site.
import type { APIRoute } from 'astro';
import type { ContentArtifact } from '../../lib/content/artifacts.ts';
import { ContentError } from '../../lib/content/loader.ts';
import { checkTrainingContent } from '../../lib/content/pipeline.ts';

export const GET: APIRoute = async () => {
  const { problems, content, bundle } = await checkTrainingContent();
  if (problems.length > 0 || bundle === null) throw new ContentError(problems);
  const artifact: ContentArtifact = { planYear: content.planYear, knowledgeChecks: content.quizzes.length, bundle };
  return Response.json(artifact);
};
