// Reads content files from disk. Paths in and out are relative to the repository root, with
// forward slashes, because that is how error messages name them.

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { contentError } from './issues.ts';

/** Where each kind of content lives, relative to the repository root. */
export const LAYOUT = {
  contentDir: 'src/content',
  modulesDir: 'src/content/modules',
  slidesDir: 'src/content/slides',
  factsDir: 'src/content/facts',
  quizzesDir: 'src/content/quizzes',
  planYear: 'src/content/plan-year.yaml',
  faqs: 'src/content/faqs.yaml',
  resources: 'src/content/resources.yaml',
  faqLinks: 'src/content/faq-links.yaml',
  faqResources: 'src/content/faq-resources.yaml',
  publicDir: 'public',
} as const;

export type ReadResult<T> = { ok: true; value: T } | { ok: false; error: string };

export function exists(root: string, rel: string): boolean {
  return existsSync(join(root, rel));
}

/** Files directly inside `relDir` whose names end in `ext`, sorted; [] when the folder is absent. */
export function listFiles(root: string, relDir: string, ext: string): string[] {
  const dir = join(root, relDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(ext) && statSync(join(dir, name)).isFile())
    .sort()
    .map((name) => `${relDir}/${name}`);
}

/** Sub-folders of `relDir`, sorted. */
export function listDirs(root: string, relDir: string): string[] {
  const dir = join(root, relDir);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort();
}

function yamlProblem(error: unknown): string {
  if (error instanceof yaml.YAMLException) {
    const where = error.mark ? ` at line ${error.mark.line + 1}` : '';
    return `YAML syntax error${where} (${error.reason}); expected valid YAML (check indentation, colons and quotes)`;
  }
  return `${String(error)}; expected valid YAML`;
}

export function readYaml(root: string, rel: string): ReadResult<unknown> {
  if (!exists(root, rel)) return { ok: false, error: contentError(rel, '(file)', 'is missing; expected this file to exist') };
  try {
    return { ok: true, value: yaml.load(readFileSync(join(root, rel), 'utf8')) };
  } catch (error) {
    return { ok: false, error: contentError(rel, '(file)', yamlProblem(error)) };
  }
}

export interface MdxFile {
  frontmatter: unknown;
  body: string;
  /** The whole file, frontmatter included (so parser line numbers match the file). */
  source: string;
}

/** Splits an .mdx file into its YAML frontmatter and its body. */
export function readMdx(root: string, rel: string): ReadResult<MdxFile> {
  const source = readFileSync(join(root, rel), 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) {
    return {
      ok: false,
      error: contentError(rel, 'frontmatter', 'is missing; expected the file to start with a --- block holding title: …'),
    };
  }
  try {
    return { ok: true, value: { frontmatter: yaml.load(match[1] ?? '') ?? {}, body: match[2] ?? '', source } };
  } catch (error) {
    return { ok: false, error: contentError(rel, 'frontmatter', yamlProblem(error)) };
  }
}

function statTree(root: string, rel: string, hash: ReturnType<typeof createHash>): void {
  const dir = join(root, rel);
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir).sort()) {
    const path = `${rel}/${name}`;
    const stat = statSync(join(root, path));
    if (stat.isDirectory()) statTree(root, path, hash);
    else hash.update(`${path}\0${stat.size}\0${stat.mtimeMs}\n`);
  }
}

/**
 * A fingerprint of everything validation reads (src/content, and public/ for link checks): file
 * names, sizes and modification times. Equal fingerprints mean an earlier validation still holds.
 */
export function contentFingerprint(root: string): string {
  const hash = createHash('sha256');
  statTree(root, LAYOUT.contentDir, hash);
  statTree(root, LAYOUT.publicDir, hash);
  return hash.digest('hex');
}
