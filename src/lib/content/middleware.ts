// Runs the content pipeline before any page of the build or the dev server renders: a problem
// stops the build (and shows in the dev server's overlay) with every line at once.
import { defineMiddleware } from 'astro:middleware';
import { ContentError } from './loader.ts';
import { checkTrainingContent } from './pipeline.ts';

/** A build's content cannot change while it runs: it is checked once. The dev server checks on every request. */
let checked: ReturnType<typeof checkTrainingContent> | undefined;

export const onRequest = defineMiddleware(async (_context, next) => {
  if (import.meta.env.DEV || checked === undefined) checked = checkTrainingContent();
  const { problems } = await checked;
  if (problems.length > 0) throw new ContentError(problems);
  return next();
});
