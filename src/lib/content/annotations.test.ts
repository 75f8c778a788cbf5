import { describe, expect, it } from 'vitest';
import { annotation } from './annotations.ts';

describe('annotation', () => {
  it('names the file, the line and the path, the message after', () => {
    expect(annotation({ file: 'src/content/slides/13/x.mdx', line: 9, path: 'body', message: '"$12,000" is typed' })).toBe(
      '::error file=src/content/slides/13/x.mdx,line=9,title=body::"$12,000" is typed',
    );
  });

  it('leaves the line out where it is not known, and escapes what GitHub reads as syntax', () => {
    expect(annotation({ file: 'src/content/faqs.yaml', path: 'faqs[0].answer', message: '50% off,\nreally' })).toBe(
      '::error file=src/content/faqs.yaml,title=faqs[0].answer::50%25 off,%0Areally',
    );
    expect(annotation({ file: 'a,b.yaml', path: 'x: y', message: 'm' })).toBe('::error file=a%2Cb.yaml,title=x%3A y::m');
  });
});
