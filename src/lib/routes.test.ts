import { describe, expect, it } from 'vitest';
import { isActiveLink, joinBase, stripBase } from './paths.ts';
import { parseModuleId, quizPath, resolveRoute } from './routes.ts';

const table = { moduleIds: [13, 14, 15, 16, 17], extraPages: ['/handouts/poverty-guidelines', '/modules/13/quiz', '/modules/17/quiz'] };

describe('resolveRoute', () => {
  it.each([
    ['/', '/'],
    ['/modules', '/modules'],
    ['/MODULES', '/modules'],
    ['/modules/', '/modules'],
    ['/Resources//', '/resources'],
    ['/calculator', '/calculator'],
    ['/FAQ', '/faq'],
    ['/modules/13', '/modules/13'],
    ['/MODULES/17', '/modules/17'],
    ['/modules/13abc', '/modules/13'],
    ['/modules/%31%34', '/modules/14'],
    ['/handouts/Poverty-Guidelines', '/handouts/poverty-guidelines'],
    ['/modules/13/quiz', '/modules/13/quiz'],
    ['/MODULES/17/Quiz/', '/modules/17/quiz'],
    ['/search', '/search'],
    ['/SEARCH', '/search'],
    ['/Search/', '/search'],
  ])('%s lands on %s', (input, path) => {
    expect(resolveRoute(input, '/', table)).toEqual({ kind: 'page', path });
  });

  it.each([
    ['/modules/abc', 1],
    ['/modules/99', 99],
    ['/modules/1', 1],
    ['/modules/-4', -4],
  ])('%s is the fallback viewer for id %d', (input, id) => {
    expect(resolveRoute(input, '/', table)).toEqual({ kind: 'module-fallback', id });
  });

  it.each([
    '/nope',
    '/modules/13/extra',
    '/%E0%A4%A',
    `/${'a'.repeat(3000)}`,
    '/modulesx',
    '/modules/99/quiz',
    '/modules/13/quiz/x',
    '/modules/13abc/quiz',
    '/modules/14/quiz',
    '/search/extra',
    '/searches',
  ])('%s is not found', (input) => {
    expect(resolveRoute(input, '/', table)).toEqual({ kind: 'not-found' });
  });

  it('strips a base path case-insensitively', () => {
    expect(resolveRoute('/ACA-Training-Hub/modules/15', '/aca-training-hub/', table)).toEqual({ kind: 'page', path: '/modules/15' });
    expect(resolveRoute('/aca-training-hub', '/aca-training-hub/', table)).toEqual({ kind: 'page', path: '/' });
  });

  it("names a deck's knowledge check", () => {
    expect(quizPath(13)).toBe('/modules/13/quiz');
  });

  it('reads the module id with parseInt semantics, default 1', () => {
    expect(parseModuleId('16')).toBe(16);
    expect(parseModuleId('16.9')).toBe(16);
    expect(parseModuleId('x16')).toBe(1);
    expect(parseModuleId('')).toBe(1);
  });
});

describe('paths', () => {
  it('joins a base with a root-relative path', () => {
    expect(joinBase('/', '/modules')).toBe('/modules');
    expect(joinBase('/hub/', '/modules')).toBe('/hub/modules');
    expect(joinBase('/hub/', '/')).toBe('/hub/');
    expect(joinBase('/', '/')).toBe('/');
    expect(joinBase('/hub/', 'https://www.healthcare.gov/')).toBe('https://www.healthcare.gov/');
  });

  it('strips the base and trailing slashes', () => {
    expect(stripBase('/hub/modules/', '/hub/')).toBe('/modules');
    expect(stripBase('/hub', '/hub/')).toBe('/');
    expect(stripBase('/hubby/x', '/hub/')).toBe('/hubby/x');
  });

  it('activates Dashboard only on the exact root and the others by prefix', () => {
    expect(isActiveLink('/', '/')).toBe(true);
    expect(isActiveLink('/', '/modules')).toBe(false);
    expect(isActiveLink('/modules', '/modules')).toBe(true);
    expect(isActiveLink('/modules', '/modules/13')).toBe(true);
    expect(isActiveLink('/modules', '/modulesx')).toBe(false);
    expect(isActiveLink('/faq', '/resources')).toBe(false);
  });
});
