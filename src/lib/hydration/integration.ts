import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate after the page has loaded and painted (./painted.ts). */
    'client:painted'?: boolean;
  }
}

/** Adds the `client:painted` directive (./painted.ts) through Astro's custom client directive API. */
export default function paintedDirective(): AstroIntegration {
  return {
    name: 'aca-client-painted',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'painted', entrypoint: fileURLToPath(new URL('./painted.ts', import.meta.url)) });
      },
    },
  };
}
