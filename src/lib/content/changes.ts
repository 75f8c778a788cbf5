// What a change to src/content does for agents, as Markdown for a pull request (docs/content.md,
// "Pull requests"): each changed fact with its old and new display value and plan year; slides
// added, removed or changed, by deck and title; knowledge-check questions, FAQs and resources
// added, removed or changed. Compares two snapshots of the content folder (file path -> text), as
// git holds them at the base and as the checkout has them now; nothing when nothing changed.
import { parse } from 'yaml';
import { withEngineFigures } from './engine-facts.ts';
import { LAYOUT } from './layout.ts';

export type Snapshot = ReadonlyMap<string, string>;

type Record = { [key: string]: unknown };
const isRecord = (value: unknown): value is Record => typeof value === 'object' && value !== null && !Array.isArray(value);

function yamlOf(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return parse(text);
  } catch {
    return undefined;
  }
}

const filesIn = (snapshot: Snapshot, dir: string, ext: string) =>
  [...snapshot.keys()].filter((f) => f.startsWith(`${dir}/`) && f.endsWith(ext));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const inline = (text: unknown) => `"${String(text).replace(/\s+/g, ' ').trim()}"`;

/** Every fact by name across the registry's files: display values, by plan year for a yearly one. */
function factDisplays(snapshot: Snapshot): Map<string, Map<string, string>> {
  const facts = new Map<string, Map<string, string>>();
  for (const file of filesIn(snapshot, LAYOUT.factsDir, '.yaml')) {
    // The engine's figures, as the facts collection fills them in (a file may predate that).
    const data = withEngineFigures(yamlOf(snapshot.get(file))).file;
    if (!isRecord(data)) continue;
    for (const [name, fact] of Object.entries(data)) {
      if (!isRecord(fact)) continue;
      const shown = new Map<string, string>();
      if (isRecord(fact['byPlanYear'])) {
        for (const [year, entry] of Object.entries(fact['byPlanYear'])) if (isRecord(entry)) shown.set(year, String(entry['display']));
      } else if (isRecord(fact['household'])) {
        // A worked example: its figures follow from the household, so the household is what changed.
        const end = fact['yearEndIncome'] === undefined ? '' : `, the year ending at ${String(fact['yearEndIncome'])}`;
        const report = fact['reportedInMonth'] === undefined ? '' : `, reported in month ${String(fact['reportedInMonth'])}`;
        shown.set('', `worked example "${String(fact['label'])}": ${JSON.stringify(fact['household'])}${end}${report}`);
      } else {
        shown.set(fact['planYear'] === undefined ? '' : String(fact['planYear']), String(fact['display']));
      }
      facts.set(name, shown);
    }
  }
  return facts;
}

function factLines(before: Snapshot, after: Snapshot): string[] {
  const old = factDisplays(before);
  const now = factDisplays(after);
  const lines: string[] = [];
  const year = (y: string) => (y === '' ? '' : ` (plan year ${y})`);
  for (const [name, shown] of now) {
    const was = old.get(name);
    for (const [y, display] of shown) {
      const previous = was?.get(y);
      if (was === undefined || previous === undefined) lines.push(`- \`${name}\`${year(y)} added: ${display}`);
      else if (previous !== display) lines.push(`- \`${name}\`${year(y)}: ${previous} → ${display}`);
    }
    for (const [y, display] of was ?? []) if (!shown.has(y)) lines.push(`- \`${name}\`${year(y)} removed (was ${display})`);
  }
  for (const [name, shown] of old) if (!now.has(name)) lines.push(`- \`${name}\` removed (was ${[...shown.values()].join(', ')})`);
  return lines;
}

/** Slide files by deck: the frontmatter title and the body. */
function slides(snapshot: Snapshot): Map<string, { deck: string; title: string; body: string }> {
  const found = new Map<string, { deck: string; title: string; body: string }>();
  for (const file of filesIn(snapshot, LAYOUT.slidesDir, '.mdx')) {
    const text = snapshot.get(file) ?? '';
    const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
    const front = yamlOf(match?.[1]);
    const deck = file.slice(LAYOUT.slidesDir.length + 1).split('/')[0] ?? '';
    found.set(file, { deck, title: isRecord(front) ? String(front['title']) : file, body: match?.[2] ?? text });
  }
  return found;
}

function deckTitles(snapshot: Snapshot): Map<string, string> {
  const titles = new Map<string, string>();
  for (const file of filesIn(snapshot, LAYOUT.modulesDir, '.yaml')) {
    const data = yamlOf(snapshot.get(file));
    if (isRecord(data)) titles.set(String(data['id']), String(data['title']));
  }
  return titles;
}

function slideLines(before: Snapshot, after: Snapshot): string[] {
  const old = slides(before);
  const now = slides(after);
  const titles = new Map([...deckTitles(before), ...deckTitles(after)]);
  const byDeck = new Map<string, string[]>();
  const note = (deck: string, text: string) => byDeck.set(deck, [...(byDeck.get(deck) ?? []), text]);
  for (const [file, slide] of now) {
    const was = old.get(file);
    if (!was) note(slide.deck, `added ${inline(slide.title)}`);
    else if (was.title !== slide.title)
      note(slide.deck, `${inline(was.title)} retitled ${inline(slide.title)}${was.body === slide.body ? '' : ' and changed'}`);
    else if (was.body !== slide.body) note(slide.deck, `changed ${inline(slide.title)}`);
  }
  for (const [file, slide] of old) if (!now.has(file)) note(slide.deck, `removed ${inline(slide.title)}`);
  return [...byDeck]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([deck, notes]) => `- Deck ${deck}${titles.has(deck) ? ` ${inline(titles.get(deck))}` : ''}: ${notes.join('; ')}`);
}

/** Items of a list (by `key`), from a list file or from a field of each file in a folder. */
function itemLines(before: readonly Record[], after: readonly Record[], key: string, label: (item: Record) => string): string[] {
  const old = new Map(before.map((item) => [String(item[key]), item]));
  const now = new Map(after.map((item) => [String(item[key]), item]));
  const lines: string[] = [];
  for (const [id, item] of now) {
    const was = old.get(id);
    if (!was) lines.push(`- added ${label(item)}`);
    else if (!same(was, item)) lines.push(`- changed ${label(item)}`);
  }
  for (const [id, item] of old) if (!now.has(id)) lines.push(`- removed ${label(item)}`);
  return lines;
}

const listFile = (snapshot: Snapshot, file: string): Record[] => {
  const data = yamlOf(snapshot.get(file));
  return Array.isArray(data) ? data.filter(isRecord) : [];
};

function quizQuestions(snapshot: Snapshot): Record[] {
  return filesIn(snapshot, LAYOUT.quizzesDir, '.yaml').flatMap((file) => {
    const data = yamlOf(snapshot.get(file));
    const deck = isRecord(data) ? String(data['module']) : file;
    const questions = isRecord(data) && Array.isArray(data['questions']) ? data['questions'].filter(isRecord) : [];
    return questions.map((q) => ({ ...q, key: `${deck}/${String(q['id'])}`, deck }));
  });
}

/** The Markdown summary, or '' when the change does nothing agents would see. */
export function contentChanges(before: Snapshot, after: Snapshot): string {
  const sections: [string, string[]][] = [
    ['Facts', factLines(before, after)],
    ['Slides', slideLines(before, after)],
    [
      'Knowledge-check questions',
      itemLines(
        quizQuestions(before),
        quizQuestions(after),
        'key',
        (q) => `deck ${String(q['deck'])} \`${String(q['id'])}\`: ${inline(q['question'])}`,
      ),
    ],
    ['FAQs', itemLines(listFile(before, LAYOUT.faqs), listFile(after, LAYOUT.faqs), 'id', (f) => inline(f['question']))],
    ['Resources', itemLines(listFile(before, LAYOUT.resources), listFile(after, LAYOUT.resources), 'id', (r) => inline(r['title']))],
  ];
  const shown = sections.filter(([, lines]) => lines.length > 0);
  if (shown.length === 0) return '';
  const lines = ['## What this change does for agents', ...shown.flatMap(([title, items]) => ['', `### ${title}`, '', ...items])];
  return `${lines.join('\n')}\n`;
}
