/**
 * A script loaded later by URL rather than by `import('./file.ts')`. A plain dynamic import splits
 * the file off too, but the bundler then adds its module-preload helper to the
 * script that imports it, which is on every page here (the header's search loader, the offline
 * registration). `import(/* @vite-ignore *\/ PLACEHOLDER)` of a URL string needs no helper: this
 * Vite plugin builds `source` as a chunk of its own and writes its built URL in place of
 * `placeholder` (in `astro dev`, the source file's own URL).
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export function scriptUrl(options: { source: URL; placeholder: string; name: string }): Plugin {
  const source = fileURLToPath(options.source);
  const { placeholder, name } = options;
  let base = '/';
  let building = false;
  let reference: string | undefined;
  return {
    name: `aca-script-url-${name}`,
    config(userConfig, env) {
      building = env.command === 'build';
      const devUrl = `${(userConfig.base ?? '/').replace(/\/?$/, '/')}@fs${source}`;
      return building ? {} : { define: { [placeholder]: JSON.stringify(devUrl) } };
    },
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      if (building && this.environment.name === 'client') reference = this.emitFile({ type: 'chunk', id: source, name });
    },
    renderChunk(code) {
      if (reference === undefined || !code.includes(placeholder)) return null;
      return code.replaceAll(placeholder, JSON.stringify(`${base}${this.getFileName(reference)}`));
    },
  };
}
