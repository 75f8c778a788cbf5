// Where each kind of content lives, relative to the repository root, with forward slashes: the
// collections in src/content.config.ts load from here, and error messages name files this way.
export const LAYOUT = {
  contentDir: 'src/content',
  modulesDir: 'src/content/modules',
  slidesDir: 'src/content/slides',
  factsDir: 'src/content/facts',
  quizzesDir: 'src/content/quizzes',
  planYear: 'src/content/plan-year.yaml',
  faqs: 'src/content/faqs.yaml',
  resources: 'src/content/resources.yaml',
  faqLinks: 'src/content/faq-links.yaml',
  faqResources: 'src/content/faq-resources.yaml',
  publicDir: 'public',
} as const;
