import { readFileSync } from 'node:fs';

/**
 * A small CSV file with a header row and no quoted commas (true of every source file the data
 * generators read), as one record per line keyed by column name. A line with the wrong number of
 * cells stops the generator with the file and the line.
 */
export function readCsv(path: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path, 'utf8').trim().split(/\r?\n/);
  const columns = (header ?? '').split(',');
  return lines.map((line, i) => {
    const cells = line.split(',');
    if (cells.length !== columns.length) throw new Error(`${path} line ${i + 2}: expected ${columns.length} cells, got ${cells.length}`);
    return Object.fromEntries(columns.map((column, c) => [column, cells[c] ?? '']));
  });
}
