// What a change to src/content does for agents, as Markdown for a pull request (docs/content.md,
// "Pull requests"): each changed fact with its old and new printed value and plan year; slides
// added, removed or changed, by deck and title; knowledge-check questions, FAQs and resources
// added, removed or changed. Compares two views of the collections (agent-view.ts), the base's and
// the checkout's; nothing when nothing changed.
import type { AgentView } from './agent-view.ts';

const inline = (text: string) => `"${text.replace(/\s+/g, ' ').trim()}"`;

function factLines(before: AgentView['facts'], after: AgentView['facts']): string[] {
  const lines: string[] = [];
  const year = (y: string) => (y === '' ? '' : ` (plan year ${y})`);
  for (const [name, shown] of Object.entries(after)) {
    const was = before[name];
    for (const [y, display] of Object.entries(shown)) {
      const previous = was?.[y];
      if (previous === undefined) lines.push(`- \`${name}\`${year(y)} added: ${display}`);
      else if (previous !== display) lines.push(`- \`${name}\`${year(y)}: ${previous} → ${display}`);
    }
    for (const [y, display] of Object.entries(was ?? {})) if (!(y in shown)) lines.push(`- \`${name}\`${year(y)} removed (was ${display})`);
  }
  for (const [name, shown] of Object.entries(before))
    if (!(name in after)) lines.push(`- \`${name}\` removed (was ${Object.values(shown).join(', ')})`);
  return lines;
}

function slideLines(before: AgentView, after: AgentView): string[] {
  const titles = { ...before.decks, ...after.decks };
  const byDeck = new Map<string, string[]>();
  const note = (deck: string, text: string) => byDeck.set(deck, [...(byDeck.get(deck) ?? []), text]);
  for (const [id, slide] of Object.entries(after.slides)) {
    const was = before.slides[id];
    if (!was) note(slide.deck, `added ${inline(slide.title)}`);
    else if (was.title !== slide.title)
      note(slide.deck, `${inline(was.title)} retitled ${inline(slide.title)}${was.body === slide.body ? '' : ' and changed'}`);
    else if (was.body !== slide.body) note(slide.deck, `changed ${inline(slide.title)}`);
  }
  for (const [id, slide] of Object.entries(before.slides)) if (!(id in after.slides)) note(slide.deck, `removed ${inline(slide.title)}`);
  return [...byDeck]
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([deck, notes]) => `- Deck ${deck}${titles[deck] === undefined ? '' : ` ${inline(titles[deck])}`}: ${notes.join('; ')}`);
}

/** Items by key, each with what it shows (`shown`, a digest) and its label. */
function itemLines<T extends { shown: string }>(before: Record<string, T>, after: Record<string, T>, label: (item: T) => string): string[] {
  const lines: string[] = [];
  for (const [key, item] of Object.entries(after)) {
    const was = before[key];
    if (!was) lines.push(`- added ${label(item)}`);
    else if (was.shown !== item.shown) lines.push(`- changed ${label(item)}`);
  }
  for (const [key, item] of Object.entries(before)) if (!(key in after)) lines.push(`- removed ${label(item)}`);
  return lines;
}

/** The Markdown summary, with `note` under its heading, or '' when the change does nothing agents would see. */
export function contentChanges(before: AgentView, after: AgentView, note?: string): string {
  const sections: [string, string[]][] = [
    ['Facts', factLines(before.facts, after.facts)],
    ['Slides', slideLines(before, after)],
    ['Knowledge-check questions', itemLines(before.questions, after.questions, (q) => `deck ${q.deck} \`${q.id}\`: ${inline(q.question)}`)],
    ['FAQs', itemLines(before.faqs, after.faqs, (f) => inline(f.title))],
    ['Resources', itemLines(before.resources, after.resources, (r) => inline(r.title))],
  ];
  const shown = sections.filter(([, lines]) => lines.length > 0);
  if (shown.length === 0) return '';
  const lines = [
    '## What this change does for agents',
    ...(note ? ['', `_${note}_`] : []),
    ...shown.flatMap(([title, items]) => ['', `### ${title}`, '', ...items]),
  ];
  return `${lines.join('\n')}\n`;
}
