import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { routeWeight, staticImports } from './weight.ts';

describe('route weight and the offline worker client', () => {
  const dir = mkdtempSync(join(tmpdir(), 'weight-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro', 'shared.AAAAAAAA.js'), 'export const s=1;');
  writeFileSync(join(dir, '_astro', 'page.BBBBBBBB.js'), 'import"./shared.AAAAAAAA.js";console.log(1);');
  writeFileSync(join(dir, '_astro', 'window.CCCCCCCC.js'), 'export const w=2;');
  writeFileSync(
    join(dir, '_astro', 'offline-worker.EEEEEEEE.js'),
    'import"./shared.AAAAAAAA.js";import"./window.CCCCCCCC.js";navigator.serviceWorker;',
  );
  writeFileSync(
    join(dir, '_astro', 'OfflineWorker.astro_astro_type_script_index_0_lang.DDDDDDDD.js'),
    'addEventListener("load",()=>import("/_astro/offline-worker.EEEEEEEE.js"));',
  );
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/_astro/page.BBBBBBBB.js"></script></head><body>' +
      '<script type="module" src="/_astro/OfflineWorker.astro_astro_type_script_index_0_lang.DDDDDDDD.js"></script></body></html>',
  );

  it('counts the registration script with the page, and reports apart the worker client it loads later', () => {
    const weight = routeWeight({ distDir: dir, file: 'index.html', path: '/' });
    expect(weight.js.files.map((f) => f.url).sort()).toEqual([
      '/_astro/OfflineWorker.astro_astro_type_script_index_0_lang.DDDDDDDD.js',
      '/_astro/page.BBBBBBBB.js',
      '/_astro/shared.AAAAAAAA.js',
    ]);
    expect(weight.offline.files.map((f) => f.url).sort()).toEqual(['/_astro/offline-worker.EEEEEEEE.js', '/_astro/window.CCCCCCCC.js']);
    expect(weight.js.lazyImports).toEqual([]);
  });
});

describe('staticImports', () => {
  it('reads the imports after the list Vite writes first in a chunk that loads code later', () => {
    const chunk =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["_astro/late.A.js"])))=>i.map(i=>d[i]);\n' +
      'import{t as e}from"./react.B.js";import"./api-client.C.js";const x=()=>import("./late.A.js");';
    expect(staticImports(chunk)).toEqual(['./react.B.js', './api-client.C.js']);
  });
});
