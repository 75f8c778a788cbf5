// The content editor at /admin: Decap CMS with the collections derived from the content schemas,
// the formats that keep each file's untouched text, the one-right-answer rule for questions, the
// slides' Fact and SiteLink components and previews that look like the site, figures filled from the registry.
import { collections, factNameField, settings } from 'virtual:editor-config';
import CMS from 'decap-cms-app';
import './editor.css';
import { ANSWERS_WIDGET, editorConfig } from '../lib/cms/config.ts';
import { FORMATS } from '../lib/cms/formats.ts';
import { registerAnswersWidget } from './answers-widget.ts';
import { factBlock, factInline } from './fact-components.tsx';
import { loadFacts } from './facts.ts';
import { dashBullets } from './markdown-style.ts';
import { faqPreview } from './previews/FaqPreview.tsx';
import { quizPreview } from './previews/QuizPreview.tsx';
import { SlidePreview } from './previews/SlidePreview.tsx';
import { PREVIEW_CSS } from './previews/styles.ts';
import { siteLinkInline } from './site-link.tsx';

const site = new URL(settings.base, window.location.origin);
// Once, before the editor starts: the Fact components' figures, the inline quote's names and the previews' figures.
const facts = await loadFacts(new URL('admin/facts.json', site).href);

for (const [name, format] of Object.entries(FORMATS)) CMS.registerCustomFormat(name, format.extension, format);
registerAnswersWidget(CMS, ANSWERS_WIDGET);
CMS.registerRemarkPlugin(dashBullets as never);
CMS.registerEditorComponent(factBlock(facts, factNameField));
CMS.registerEditorComponent(factInline(facts));
CMS.registerEditorComponent(siteLinkInline(settings.base));
CMS.registerPreviewStyle(PREVIEW_CSS, { raw: true });
CMS.registerPreviewTemplate('slides', SlidePreview);
CMS.registerPreviewTemplate('quizzes', quizPreview(facts));
// A file of a files collection is previewed by its file name.
CMS.registerPreviewTemplate('faqs', faqPreview(facts));

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
