import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentCss } from './component-css.ts';

describe('componentCss', () => {
  it('gives SlideBody.astro’s typography as plain CSS, where the preview puts the slide', () => {
    const astro = readFileSync(join(import.meta.dirname, '../../components/content/SlideBody.astro'), 'utf8');
    const css = componentCss(astro, '.slide-body', '.slide-body > div');
    expect(css).toContain('.slide-body > div > * + * {');
    expect(css).toContain('.slide-body > div .fact-cite {');
    expect(css).not.toContain(':global');
    expect(css).not.toMatch(/\.slide-body(?! > div)/);
  });

  it('gives nothing for a component without a style', () => {
    expect(componentCss('<p>no style</p>', '.x', '.y')).toBe('');
  });
});
