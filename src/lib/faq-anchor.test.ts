import { describe, expect, it } from 'vitest';
import { faqAnchorId, faqIdFromHash, faqLink } from './faq-anchor.ts';

describe('FAQ anchors', () => {
  it('round-trips an id through the home page link', () => {
    expect(faqLink(4)).toBe('/#faq-4');
    expect(faqAnchorId(4)).toBe('faq-4');
    expect(faqIdFromHash('#faq-4')).toBe('4');
  });

  it('ignores other hashes', () => {
    expect(faqIdFromHash('')).toBeNull();
    expect(faqIdFromHash('#slide-2')).toBeNull();
    expect(faqIdFromHash('#faq-')).toBeNull();
    expect(faqIdFromHash('#faq-4/x')).toBeNull();
  });
});
