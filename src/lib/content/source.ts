// The one place src/lib/content reads content files itself: the registry's files (registry.ts), and
// any content file for the line of a problem's field (lines.ts). The collections' loaders read
// everything else.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A content file's text by its path from the project's root, or undefined when it cannot be read. */
export function sourceText(root: string, file: string): string | undefined {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
}

/** The paths from the project's root of the `.yaml` files in content folder `dir`, sorted. */
export function yamlFilesIn(root: string, dir: string): string[] {
  return readdirSync(join(root, dir))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => `${dir}/${name}`);
}
