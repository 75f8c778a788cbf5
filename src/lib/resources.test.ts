import { describe, expect, it } from 'vitest';
import { categoryLabel, groupByCategory, isInternalLink, resourceDetail } from './resources.ts';

describe('resource library rules', () => {
  it('labels the known categories and shows an unknown one raw', () => {
    expect(categoryLabel('downloadable')).toBe('Downloadable Resources');
    expect(categoryLabel('video')).toBe('Video Tutorials');
    expect(categoryLabel('official')).toBe('Official Resources');
    expect(categoryLabel('other')).toBe('other');
    expect(categoryLabel('webinars')).toBe('webinars');
  });

  it('groups by category, labelled ones first, empty ones dropped', () => {
    const r = (category: string, url: string) => ({ type: 'pdf', category, url });
    const groups = groupByCategory([r('other', '/a'), r('official', '/b'), r('downloadable', '/c'), r('official', '/d')]);
    expect(groups.map((g) => g.category)).toEqual(['downloadable', 'official', 'other']);
    expect(groups[1]?.items.map((i) => i.url)).toEqual(['/b', '/d']);
  });

  it('picks the right-hand detail by the fixed rule', () => {
    const base = { category: 'video', url: '/x' };
    expect(resourceDetail({ ...base, type: 'interactive', fileSize: '1 MB' })).toEqual({ kind: 'open' });
    expect(resourceDetail({ ...base, type: 'link', duration: '5 min' })).toEqual({ kind: 'open' });
    expect(resourceDetail({ ...base, type: 'pdf', fileSize: '1 MB', duration: '5 min' })).toEqual({ kind: 'text', text: '1 MB' });
    expect(resourceDetail({ ...base, type: 'video', duration: '12 min' })).toEqual({ kind: 'text', text: '12 min' });
    expect(resourceDetail({ ...base, type: 'other' })).toEqual({ kind: 'download' });
  });

  it('treats only links beginning with / as internal', () => {
    expect(isInternalLink('/handouts/13')).toBe(true);
    expect(isInternalLink('https://www.healthcare.gov/')).toBe(false);
    expect(isInternalLink('handouts/13')).toBe(false);
  });
});
