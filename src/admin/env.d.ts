// The build-time module the editor's Vite build provides (src/lib/cms/integration.ts).
declare module 'virtual:editor-config' {
  import type { CmsCollection, CmsField } from 'decap-cms-core';
  /** Collections derived from the content schemas. */
  export const collections: CmsCollection[];
  /** The Fact block's name: a relation over the facts collection, as a question's facts. */
  export const factNameField: CmsField;
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
