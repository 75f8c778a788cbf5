// The editor's whole configuration (Decap CMS's `CMS.init({ config })`): where the content lives
// on GitHub, how editors sign in (through the API, /api/cms/auth), the editorial workflow that
// opens a pull request per entry, and the local backend `npm run dev` offers on the working tree.
import type { CmsCollection, CmsConfig } from 'decap-cms-core';

export interface EditorSettings {
  /** `owner/name` of the GitHub repository holding the content; undefined when the build was given none. */
  repo: string | undefined;
  branch: string;
  /** The API's origin, where the sign-in popup opens (the site's own origin when they are one). */
  apiOrigin: string;
  /** The local backend (decap-server) the editor tries on localhost; none to never try. */
  localBackendUrl: string | undefined;
  /** The site's address, for the editor's "view live" links. */
  siteUrl: string;
}

/** The widget that checks a question has exactly one right answer (registered by the editor app). */
export const ANSWERS_WIDGET = 'answers';

/** The slide editor's Fact components (registered by the editor app): a quote on its own line, and one inside a sentence. */
export const FACT_COMPONENT = 'fact';
export const FACT_INLINE_COMPONENT = 'fact-inline';
/** The slides' link to another page of the site, `<SiteLink href="/…">text</SiteLink>`. */
export const SITE_LINK_COMPONENT = 'site-link';

/** The path under the API that starts the GitHub sign-in (api/routes/cms). */
export const AUTH_ENDPOINT = 'api/cms/auth';

/** The configuration for `settings`, with `collections` (collections.ts, worked out at build time). */
export function editorConfig(settings: EditorSettings, collections: readonly CmsCollection[]): CmsConfig {
  return {
    load_config_file: false,
    backend: {
      name: 'github',
      repo: settings.repo ?? 'not-configured/repository',
      branch: settings.branch,
      base_url: settings.apiOrigin,
      auth_endpoint: AUTH_ENDPOINT,
      // One pull request per entry, with the content check, the change summary and the preview on it.
      open_authoring: false,
    } as CmsConfig['backend'],
    publish_mode: 'editorial_workflow',
    ...(settings.localBackendUrl ? { local_backend: { url: settings.localBackendUrl } } : {}),
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    show_preview_links: true,
    media_folder: 'public/uploads',
    public_folder: '/uploads',
    editor: { preview: true },
    collections: [...collections],
  } as CmsConfig;
}
