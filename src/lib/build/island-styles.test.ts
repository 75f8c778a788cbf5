import { describe, expect, it } from 'vitest';
import { hoistIslandStyle } from './island-styles.ts';

const RULE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('hoistIslandStyle', () => {
  it('moves the island rule from the body to the end of the head', () => {
    const page = `<html><head><title>t</title></head><body><p>x</p>${RULE}<astro-island></astro-island></body></html>`;
    expect(hoistIslandStyle(page)).toBe(
      `<html><head><title>t</title>${RULE}</head><body><p>x</p><astro-island></astro-island></body></html>`,
    );
  });

  it('leaves a page without islands, or with the rule already in the head, as it is', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(hoistIslandStyle(plain)).toBe(plain);
    const done = `<html><head>${RULE}</head><body></body></html>`;
    expect(hoistIslandStyle(done)).toBe(done);
  });
});
