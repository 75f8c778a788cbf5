import { describe, expect, it } from 'vitest';
import type { PersonName } from './form.ts';
import { groupOf, peopleOf } from './summary-people.ts';

const plain = (n: number) => Array.from({ length: n }, () => ({ dependant: false }));
const roles = (ages: number[], names: PersonName[] = [], members = plain(ages.length)) => peopleOf(ages, members, names).map((p) => p.role);
const name = (first: string, relation: PersonName['relation'] = ''): PersonName => ({ first, relation });

describe('peopleOf', () => {
  it('the Miami family: you, your spouse and two children', () => {
    expect(roles([44, 41, 12, 8])).toEqual(['you', 'spouse', 'child', 'child']);
  });
  it('Person 1 is always "you", even a child, and keeps a name for the title', () => {
    expect(peopleOf([12], plain(1), [name('Sofía', 'child')])).toEqual([{ index: 0, role: 'you', name: 'Sofía', age: 12 }]);
  });
  it('the relation chosen wins, and a wife, husband or partner chosen leaves no one else a spouse', () => {
    expect(roles([44, 41, 12], [name(''), name('', 'husband')])).toEqual(['you', 'husband', 'child']);
    expect(roles([44, 19, 41], [name(''), name(''), name('', 'partner')])).toEqual(['you', 'child', 'partner']);
  });
  it('a dependant is never the spouse: a child under 26, a relative from 26; the spouse is the first adult who is not', () => {
    const members = [{ dependant: false }, { dependant: true }, { dependant: true }, { dependant: false }];
    expect(roles([50, 22, 75, 48], [], members)).toEqual(['you', 'child', 'relative', 'spouse']);
  });
  it('after the spouse, an adult under 26 is a child and anyone older a relative', () => {
    expect(roles([50, 48, 23, 80])).toEqual(['you', 'spouse', 'child', 'relative']);
  });
  it('a blank first name is no name', () => {
    expect(peopleOf([40, 38], plain(2), [name(''), name('  ')])[1]?.name).toBeNull();
  });
});

describe('groupOf', () => {
  const family = peopleOf([44, 41, 12, 8], plain(4), []);
  it('says every child at once when two or more are all there and none has a name', () => {
    expect(groupOf([0, 1, 2, 3], family)).toEqual([family[0], family[1], 'children']);
    expect(groupOf([2, 3], family)).toEqual(['children']);
  });
  it('says each child when not all are there, or one has a name', () => {
    expect(groupOf([1, 2], family)).toEqual([family[1], family[2]]);
    const named = peopleOf([44, 41, 12, 8], plain(4), [name(''), name(''), name('Sofía')]);
    expect(groupOf([2, 3], named)).toEqual([named[2], named[3]]);
  });
});
