// The content editor at /admin: Decap CMS with the collections derived from the content schemas,
// the formats that keep each file's untouched text, and the one-right-answer rule for questions.
import { collections, settings } from 'virtual:editor-config';
import CMS from 'decap-cms-app';
import { ANSWERS_WIDGET, editorConfig } from '../lib/cms/config.ts';
import { FORMATS } from '../lib/cms/formats.ts';
import { registerAnswersWidget } from './answers-widget.ts';

for (const [name, format] of Object.entries(FORMATS)) CMS.registerCustomFormat(name, format.extension, format);
registerAnswersWidget(CMS, ANSWERS_WIDGET);

const site = new URL(settings.base, window.location.origin);
CMS.init({
  config: editorConfig(
    {
      repo: settings.repo,
      branch: settings.branch,
      apiOrigin: settings.apiBaseUrl ? new URL(settings.apiBaseUrl).origin : window.location.origin,
      localBackendUrl: settings.localBackendUrl,
      siteUrl: site.href,
    },
    collections,
  ),
});
