// Validates src/content and writes the API's content bundle (decisions.md §2):
//   node scripts/build-content.ts [--out <file>] [--root <project dir>]
// (defaults: api/generated/content.json, this repository; the tests pass both).
// On any content problem it prints every message (file, field, what is expected) and exits 1,
// so `npm run build` stops before astro build. The API imports the bundle; it reads no content
// files at request time.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateContent } from '../src/lib/content/validate.ts';

function option(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
}
const root = resolve(option('--root') ?? resolve(dirname(fileURLToPath(import.meta.url)), '..'));
const out = resolve(root, option('--out') ?? 'api/generated/content.json');

const { errors, bundle } = validateContent(root);
if (errors.length > 0 || !bundle) {
  console.error(`Content check failed: ${errors.length} problem(s) in src/content\n`);
  for (const error of errors) console.error(`  - ${error}`);
  console.error('\nFix the files above (CONTRIBUTING.md explains each field), then run the build again.');
  process.exit(1);
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(bundle, null, 2)}\n`);
console.log(`Content OK: ${bundle.modules.length} modules, ${bundle.faqs.length} FAQs, ${bundle.resources.length} resources -> ${out}`);
