// Test support: a throwaway copy of the project's content with one broken fixture laid over it
// (src/lib/content/__fixtures__/<name>/ mirrors the repository layout).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const FIXTURES = join(import.meta.dirname, '__fixtures__');

export interface FixtureProject {
  root: string;
  remove: () => void;
}

/** A temporary project root holding src/content (and public/) with fixture `name` applied. */
export function fixtureProject(name?: string): FixtureProject {
  const root = mkdtempSync(join(tmpdir(), 'content-fixture-'));
  cpSync(join(REPO_ROOT, 'src/content'), join(root, 'src/content'), { recursive: true });
  if (name) cpSync(join(FIXTURES, name), root, { recursive: true });
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
