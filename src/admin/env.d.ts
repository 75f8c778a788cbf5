// The build-time module the editor's Vite build provides (src/lib/cms/integration.ts).
declare module 'virtual:editor-config' {
  import type { CmsCollection } from 'decap-cms-core';
  /** Collections derived from the content schemas. */
  export const collections: CmsCollection[];
  export const settings: {
    repo: string | undefined;
    branch: string;
    /** PUBLIC_API_BASE_URL: empty when the API shares the site's origin. */
    apiBaseUrl: string;
    localBackendUrl: string | undefined;
    /** The site's base path, ending in "/". */
    base: string;
  };
}
