import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import cspMeta, { pagePolicy } from './src/lib/build/csp-meta.ts';
import islandStyles from './src/lib/build/island-styles.ts';
import offline from './src/lib/build/offline.ts';
import precompress from './src/lib/build/precompress.ts';
import cmsEditor from './src/lib/cms/integration.ts';
import trainingContent from './src/lib/content/integration.ts';
import { slideReportPlugin } from './src/lib/content/slide-plugin.ts';
import paintedDirective from './src/lib/hydration/integration.ts';
import searchIndex from './src/lib/search/integration.ts';

// BASE_PATH lets the same source deploy at the root or under a project path on GitHub Pages
// (for example /aca-training-hub/). Every internal link goes through src/lib/paths.ts.
const base = process.env.BASE_PATH || '/';

export default defineConfig({
  output: 'static',
  base,
  trailingSlash: 'ignore',
  // Inlined CSS saves a render-blocking request on every first visit (Lighthouse, mobile).
  build: { format: 'directory', inlineStylesheets: 'always' },
  // paintedDirective: `client:painted`, hydration after the first paint (src/lib/hydration/).
  // mdx: the slide check reads each slide's tree during Astro's own MDX compile (slide-plugin.ts).
  // trainingContent: the content check before any page, the API's content bundle (docs/content.md).
  // searchIndex: the site search's index, built from the built pages (docs/search.md).
  // islandStyles: Astro's island rule moved into <head>, for valid HTML (docs/behaviour.md).
  // cspMeta: Astro's Content-Security-Policy meta first in <head>, holding exactly the page's
  // inline scripts and styles (docs/content.md).
  // cmsEditor: the content editor at /admin, built apart from the site with its own policy
  // (docs/editing.md).
  // offline: Workbox's service worker precaching the finished build (docs/behaviour.md, Offline).
  // precompress: brotli and gzip copies of the built text files, for `npm start` (last, so that
  // it finds every file the others wrote).
  integrations: [
    react(),
    paintedDirective(),
    mdx({ processor: satteri({ mdastPlugins: [slideReportPlugin] }) }),
    trainingContent(),
    islandStyles(),
    searchIndex(),
    cspMeta(),
    cmsEditor(),
    offline(),
    precompress(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // `npm run dev` runs the API beside Astro's dev server; the proxy keeps the site same-origin.
    server: process.env.DEV_API_PROXY ? { proxy: { '/api': process.env.DEV_API_PROXY } } : {},
  },
  devToolbar: { enabled: false },
  // Every page carries its Content-Security-Policy in a <meta> (GitHub Pages sends no header); the
  // API's origin is one the pages may fetch from (src/lib/build/csp-meta.ts). Astro's warning about
  // Shiki does not apply: Shiki colours code with style attributes, which the policy allows.
  security: { csp: pagePolicy(process.env.PUBLIC_API_BASE_URL) },
});
