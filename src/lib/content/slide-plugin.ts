// The slide check's hook into Astro's MDX compile (astro.config.mjs): a Sätteri mdast plugin that
// reads each slide's tree as Astro parses it for rendering, and leaves the report (mdx.ts,
// collectSlide) on the slide's remarkPluginFrontmatter. check.ts judges the reports once per build;
// pages and other MDX files are left alone.
import type { MdastPluginDefinition, PluginFactoryContext } from 'satteri';
import { collectSlide, type MdastNode } from './mdx.ts';

/** The frontmatter key the report travels under, from the compile to render(entry).remarkPluginFrontmatter. */
export const SLIDE_REPORT_KEY = 'slideReport';

const plugin: MdastPluginDefinition = {
  name: 'training-slide-report',
  options: { position: true },
  before(root, ctx) {
    const astro = (ctx.data as { astro?: { frontmatter?: Record<string, unknown> } }).astro;
    if (astro?.frontmatter) astro.frontmatter[SLIDE_REPORT_KEY] = collectSlide(root as unknown as MdastNode);
  },
};

/** The plugin, for the slides under src/content/slides only. */
export function slideReportPlugin({ fileURL }: PluginFactoryContext): MdastPluginDefinition | null {
  return fileURL?.pathname.includes('/src/content/slides/') ? plugin : null;
}
