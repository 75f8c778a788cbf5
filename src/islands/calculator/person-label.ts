// How /calculator names the people of the household in a sentence or a list: numbered from 1, with
// the age as typed. Apart from member-labels.ts so that the first load carries only this.

/** 'Person 2 (41)'. */
export const personLabel = (members: readonly { age: string }[], i: number): string =>
  `Person ${i + 1} (${members[i]?.age.trim() || 'age not given'})`;

/** 'a', 'a and b', 'a, b and c'. */
export const listed = (items: readonly string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
