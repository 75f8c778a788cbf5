import { beforeEach, describe, expect, it } from 'vitest';
import {
  $quizScores,
  clearQuizScore,
  deviceStorage,
  formatScoreDay,
  KEPT_SCORE_MARK,
  lastScoreText,
  loadQuizScores,
  localDay,
  markKeptScore,
  parseQuizScores,
  QUIZ_SCORES_KEY,
  type ScoreStorage,
  saveQuizScore,
} from './quiz-scores.ts';

/** An in-memory localStorage. */
function memoryStorage(initial: Record<string, string> = {}): ScoreStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** Storage as private mode or a blocked site gives it: every call throws. */
const refusing: ScoreStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

const NOV_27 = new Date(2026, 10, 27, 23, 30);

describe('quiz scores', () => {
  beforeEach(() => $quizScores.set({}));

  it('keeps the last score of each deck on the device, replacing the one before', () => {
    const storage = memoryStorage();
    saveQuizScore(13, { score: 5, total: 8 }, new Date(2026, 10, 26), storage);
    saveQuizScore(14, { score: 7, total: 7 }, NOV_27, storage);
    saveQuizScore(13, { score: 6, total: 8 }, NOV_27, storage);
    expect($quizScores.get()).toEqual({ '13': { score: 6, total: 8, on: '2026-11-27' }, '14': { score: 7, total: 7, on: '2026-11-27' } });
    expect(JSON.parse(storage.items.get(QUIZ_SCORES_KEY) ?? '')).toEqual($quizScores.get());

    $quizScores.set({});
    loadQuizScores(storage);
    expect($quizScores.get()['13']).toEqual({ score: 6, total: 8, on: '2026-11-27' });
  });

  it('keeps only the score and the day: no answer', () => {
    const storage = memoryStorage();
    const checked = { score: 6, total: 8, percent: 75, missed: [2, 5] };
    expect(saveQuizScore(13, checked, NOV_27, storage)).toBe(true);
    expect(storage.items.get(QUIZ_SCORES_KEY)).toBe('{"13":{"score":6,"total":8,"on":"2026-11-27"}}');
  });

  it('clears one deck and leaves the others; the key goes with the last one', () => {
    const storage = memoryStorage();
    saveQuizScore(13, { score: 6, total: 8 }, NOV_27, storage);
    saveQuizScore(15, { score: 3, total: 6 }, NOV_27, storage);
    clearQuizScore(13, storage);
    expect($quizScores.get()).toEqual({ '15': { score: 3, total: 6, on: '2026-11-27' } });
    expect(parseQuizScores(storage.items.get(QUIZ_SCORES_KEY) ?? null)).toEqual($quizScores.get());
    clearQuizScore(15, storage);
    expect($quizScores.get()).toEqual({});
    expect(storage.items.has(QUIZ_SCORES_KEY)).toBe(false);
  });

  it('reads the device afresh before writing, so another tab’s change is kept', () => {
    const storage = memoryStorage();
    saveQuizScore(13, { score: 6, total: 8 }, NOV_27, storage);
    // Another tab saves deck 14 and clears deck 13.
    storage.setItem(QUIZ_SCORES_KEY, JSON.stringify({ '14': { score: 2, total: 7, on: '2026-11-27' } }));
    saveQuizScore(15, { score: 6, total: 6 }, NOV_27, storage);
    expect(Object.keys($quizScores.get()).sort()).toEqual(['14', '15']);
  });

  it('works without storage, or with storage that refuses, for the visit only and without an error', () => {
    for (const storage of [null, refusing]) {
      $quizScores.set({});
      expect(() => loadQuizScores(storage)).not.toThrow();
      expect($quizScores.get()).toEqual({});
      expect(saveQuizScore(13, { score: 6, total: 8 }, NOV_27, storage)).toBe(false);
      expect($quizScores.get()['13']).toEqual({ score: 6, total: 8, on: '2026-11-27' });
      expect(() => clearQuizScore(13, storage)).not.toThrow();
    }
  });

  it('finds no storage where reading localStorage throws', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    try {
      expect(deviceStorage()).toBeNull();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });

  it('reads back only well-formed scores', () => {
    expect(parseQuizScores(null)).toEqual({});
    expect(parseQuizScores('not json')).toEqual({});
    expect(parseQuizScores('[1,2]')).toEqual({});
    expect(
      parseQuizScores(
        JSON.stringify({
          '13': { score: 6, total: 8, on: '2026-11-27', answers: [1, 2] },
          '14': { score: 9, total: 8, on: '2026-11-27' },
          '15': { score: 1, total: 0, on: '2026-11-27' },
          '16': { score: 1.5, total: 8, on: '2026-11-27' },
          '17': { score: 1, total: 8, on: '2026-02-30' },
          x: { score: 1, total: 8, on: '2026-11-27' },
        }),
      ),
    ).toEqual({ '13': { score: 6, total: 8, on: '2026-11-27' } });
  });
});

describe('the day a score was kept', () => {
  it('is the device’s calendar day, written out', () => {
    expect(localDay(NOV_27)).toBe('2026-11-27');
    expect(localDay(new Date(2027, 0, 5))).toBe('2027-01-05');
    expect(formatScoreDay('2026-11-27')).toBe('27 November 2026');
    expect(formatScoreDay('2027-01-05')).toBe('5 January 2027');
    expect(formatScoreDay('2026-13-01')).toBe('');
    expect(lastScoreText({ score: 6, total: 8, on: '2026-11-27' })).toBe('Your last score: 6 of 8 on 27 November 2026');
  });
});

describe('the mark a kept score leaves before the first paint', () => {
  const page = () => {
    const attributes = new Map<string, string>();
    const doc = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
    return { doc: doc as unknown as Document, attributes };
  };
  const withStorage = (value: string | null, run: () => void) => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: { getItem: () => value } });
    try {
      run();
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor);
      else delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  };

  it('marks the page when the device keeps a score for the deck, and only then', () => {
    const kept = JSON.stringify({ '13': { score: 6, total: 8, on: '2026-11-27' } });
    for (const [stored, deck, marked] of [
      [kept, '13', true],
      [kept, '14', false],
      [null, '13', false],
      ['not json', '13', false],
    ] as const) {
      const { doc, attributes } = page();
      withStorage(stored, () => markKeptScore(doc, QUIZ_SCORES_KEY, deck));
      expect(attributes.has(KEPT_SCORE_MARK), `${stored} ${deck}`).toBe(marked);
    }
  });
});
