// A list file through Astro's file() loader and the editor wrapper (loader.ts), with a stand-in for
// the content layer's context: one entry per item in file order, and editor lines for what fails.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { afterAll, describe, expect, it } from 'vitest';
import { type ContentError, inFileOrder, isContentError, listFile } from './loader.ts';
import { formatProblem } from './problems.ts';
import { faqLinkSchema, faqSchema } from './schemas.ts';

const root = mkdtempSync(join(tmpdir(), 'list-file-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Loads `text` as src/content/<name> and returns the stored entries, or the editor lines of the failure. */
async function load(name: string, text: string, list: string, key: 'id' | 'title', schema: typeof faqSchema | typeof faqLinkSchema) {
  mkdirSync(join(root, 'src/content'), { recursive: true });
  writeFileSync(join(root, 'src/content', name), text);
  const stored = new Map<string, { id: string; data: Record<string, unknown> }>();
  const quiet = { debug() {}, info() {}, warn() {}, error() {} };
  const context = {
    collection: list,
    config: { root: pathToFileURL(`${root}/`), prerenderConflictBehavior: 'warn' },
    logger: quiet,
    store: { clear: () => stored.clear(), set: (e: { id: string; data: Record<string, unknown> }) => stored.set(e.id, e) },
    parseData: async () => {
      throw new Error('the editor wrapper parses itself');
    },
  } as unknown as LoaderContext;
  try {
    await listFile(`src/content/${name}`, list, key, schema).load(context);
    return { entries: [...stored.values()] };
  } catch (error) {
    if (!isContentError(error)) throw error;
    return { lines: (error as ContentError).problems.map(formatProblem) };
  }
}

describe('a list file on file()', () => {
  it('is one entry per item, keyed by id, and keeps the file order', async () => {
    const { entries } = await load(
      'faqs.yaml',
      '- {id: 7, question: "Q7?", answer: "A."}\n- {id: 2, question: "Q2?", answer: "A."}\n',
      'faqs',
      'id',
      faqSchema,
    );
    expect(entries?.map((e) => e.id)).toEqual(['7', '2']);
    expect(inFileOrder((entries ?? []).reverse()).map((f) => f['id'])).toEqual([7, 2]);
  });

  it('keys the /faq cards by title', async () => {
    const card = (title: string) => `- {title: "${title}", description: "D.", url: "https://www.cms.gov/", category: General}\n`;
    const { entries } = await load('faq-links.yaml', card('B') + card('A'), 'faqLinks', 'title', faqLinkSchema);
    expect(entries?.map((e) => e.id)).toEqual(['B', 'A']);
  });

  it('names an id used twice, a missing id, a bad field and a file that is not a list, with their lines', async () => {
    const file = 'src/content/faqs.yaml';
    const twice = await load(
      'faqs.yaml',
      '- {id: 1, question: "Q?", answer: "A."}\n- {id: 1, question: "Q?", answer: "A."}\n',
      'faqs',
      'id',
      faqSchema,
    );
    expect(twice.lines).toEqual([`${file}: faqs[1].id: 1 is already used by faqs[0]; expected each id once (line 2)`]);
    const unnamed = await load('faqs.yaml', '- {question: "Q?", answer: "A."}\n', 'faqs', 'id', faqSchema);
    expect(unnamed.lines).toEqual([`${file}: faqs[0].id: missing; expected a unique whole number; never reuse a deleted one (line 1)`]);
    const empty = await load('faqs.yaml', '- id: 1\n  question: "Q?"\n  answer: ""\n', 'faqs', 'id', faqSchema);
    expect(empty.lines).toEqual([
      `${file}: faqs[0].answer: is empty; expected a short, correct answer in plain text; may quote facts as {{factName}} (line 3)`,
    ]);
    const card = (title: string, url: string) => `- {title: "${title}", description: "D.", url: "${url}", category: General}\n`;
    const cards = await load(
      'faq-links.yaml',
      card('A', 'https://www.cms.gov/') + card('A', 'http://www.cms.gov/'),
      'faqLinks',
      'title',
      faqLinkSchema,
    );
    expect(cards.lines).toEqual([
      'src/content/faq-links.yaml: faqLinks[1].url: "http://www.cms.gov/" uses http:; expected an https:// link on a government host (*.gov) (line 2)',
      'src/content/faq-links.yaml: faqLinks[1].title: "A" is already used by faqLinks[0]; expected each title once (line 2)',
    ]);
    const notList = await load('faqs.yaml', 'id: 1\n', 'faqs', 'id', faqSchema);
    expect(notList.lines).toEqual([`${file}: (whole file): is not a list; expected a list of faqs entries, each starting with "- "`]);
  });
});
