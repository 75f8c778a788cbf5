import { describe, expect, it } from 'vitest';
import { dashBullets } from './markdown-style.ts';

describe('dashBullets', () => {
  it('sets the Markdown writer to the slides’ - bullets, keeping its other settings', () => {
    const Compiler = { prototype: { options: { bullet: '*', emphasis: '*' } as Record<string, unknown> } };
    dashBullets.call({ Compiler });
    expect(Compiler.prototype.options).toEqual({ bullet: '-', emphasis: '*' });
  });

  it('leaves a parser alone', () => {
    expect(() => dashBullets.call({})).not.toThrow();
  });
});
