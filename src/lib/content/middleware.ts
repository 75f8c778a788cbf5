// Runs the content pipeline before any page of the build or the dev server renders: a problem
// stops the build (and shows in the dev server's overlay) with every line at once.
import { defineMiddleware } from 'astro:middleware';
import { ContentError } from './loader.ts';
import { checkTrainingContent } from './pipeline.ts';

export const onRequest = defineMiddleware(async (_context, next) => {
  const { problems } = await checkTrainingContent();
  if (problems.length > 0) throw new ContentError(problems);
  return next();
});
