// The content check on its own, for CI and the editors' watch mode:
//   node scripts/build-content.ts [--out <file>] [--root <project dir>]
// It validates src/content (the same pass the Astro build makes once through its loaders) and
// writes the API's content bundle (default api/generated/content.json; the tests pass both
// options). On any content problem it prints every message (file, field, what is expected) and
// exits 1. The API imports the bundle; it reads no content files at request time.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_PATH, writeBundle } from '#content/bundle-file.ts';
import { stalePlanYearWarning } from '#content/plan-year.ts';
import { validateContent } from '#content/validate.ts';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}
const root = resolve(option('--root') ?? resolve(dirname(fileURLToPath(import.meta.url)), '..'));
const out = resolve(root, option('--out') ?? BUNDLE_PATH);

const { errors, bundle, content } = validateContent(root);
if (errors.length > 0 || !bundle) {
  console.error(`Content check failed: ${errors.length} problem(s) in src/content\n`);
  for (const error of errors) console.error(`  - ${error}`);
  console.error('\nFix the files above (CONTRIBUTING.md explains each field), then run the build again.');
  process.exit(1);
}
writeBundle(root, bundle, out);
const stale = stalePlanYearWarning(content.planYear);
if (stale) console.warn(`Warning: ${stale}`);
const durations = bundle.modules.map((m) => `${m.id}: ${m.duration} min`).join(', ');
console.log(
  `Content OK for plan year ${content.planYear}: ${bundle.modules.length} modules (${durations}), ${content.quizzes.length} knowledge checks, ${bundle.faqs.length} FAQs, ${bundle.resources.length} resources -> ${out}`,
);
