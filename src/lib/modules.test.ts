import { describe, expect, it } from 'vitest';
import { DEFAULT_LOOK, lookForTitle } from './module-looks.ts';
import { clampSlide, isSlideHash, moduleProgress, STATUS_LABELS, slideFromHash, slideHash, slideProgressPercent } from './modules.ts';

describe('module status rule', () => {
  it('marks ids 1 and 2 completed', () => {
    expect(moduleProgress(1)).toEqual({ status: 'completed', percent: 100 });
    expect(moduleProgress(2)).toEqual({ status: 'completed', percent: 100 });
  });
  it('marks id 3 in progress at 65 percent', () => {
    expect(moduleProgress(3)).toEqual({ status: 'in-progress', percent: 65 });
  });
  it.each([0, 4, 13, 17, 99])('marks id %d not started', (id) => {
    expect(moduleProgress(id).status).toBe('not-started');
  });
  it('labels each status with its badge and button', () => {
    expect(STATUS_LABELS['not-started']).toEqual({ badge: 'Not Started', action: 'Start' });
    expect(STATUS_LABELS['in-progress']).toEqual({ badge: 'In Progress', action: 'Continue' });
    expect(STATUS_LABELS.completed).toEqual({ badge: 'Complete', action: 'Review' });
  });
});

describe('slide viewer rules', () => {
  it('computes progress as round((index + 1) / count * 100)', () => {
    expect(slideProgressPercent(0, 5)).toBe(20);
    expect(slideProgressPercent(0, 3)).toBe(33);
    expect(slideProgressPercent(1, 3)).toBe(67);
    expect(slideProgressPercent(3, 4)).toBe(100);
    expect(slideProgressPercent(0, 0)).toBe(0);
  });
  it('clamps an index into the deck', () => {
    expect(clampSlide(-1, 4)).toBe(0);
    expect(clampSlide(9, 4)).toBe(3);
  });
  it('maps the URL hash to a slide and back', () => {
    expect(slideHash(2)).toBe('#slide-3');
    expect(slideFromHash('#slide-3', 5)).toBe(2);
    expect(slideFromHash('#slide-99', 5)).toBe(4);
    expect(slideFromHash('#slide-0', 5)).toBe(0);
    expect(slideFromHash('#other', 5)).toBe(0);
  });
  it('tells a slide hash from other hashes, which the viewer ignores', () => {
    expect(isSlideHash('#slide-3')).toBe(true);
    expect(isSlideHash('#main')).toBe(false);
    expect(isSlideHash('#slide-')).toBe(false);
    expect(isSlideHash('')).toBe(false);
  });
});

describe('looks by exact title', () => {
  it('gives each known title its own look', () => {
    const titles = [
      'ACA Slide Deck',
      'HealthSherpa Training',
      'CMS & FFM Training',
      'Application Deep Dive',
      '2025 CMS Compliance & Changes',
    ];
    const looks = titles.map(lookForTitle);
    expect(new Set(looks.map((l) => l.background)).size).toBe(5);
    expect(looks).not.toContain(DEFAULT_LOOK);
  });
  it('falls back to the default look for any other title or none', () => {
    expect(lookForTitle('aca slide deck')).toBe(DEFAULT_LOOK);
    expect(lookForTitle(undefined)).toBe(DEFAULT_LOOK);
    expect(DEFAULT_LOOK.bannerHeading).toBe('Training Module');
  });
});
