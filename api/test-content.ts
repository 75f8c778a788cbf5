// The content the API's tests serve (`createApp({ content: testContent })`): a small bundle in the
// shape the build generates, so the tests run on a clone with nothing built.
import type { ContentBundle } from '#content/types.ts';

export const testContent: ContentBundle = {
  modules: [
    { id: 13, title: 'ACA Slide Deck', description: 'The rules of the Marketplace, for agents.', duration: 12 },
    {
      id: 14,
      title: 'HealthSherpa Training',
      description: 'Quoting and enrolling on an enhanced direct enrollment platform.',
      duration: 9,
    },
    { id: 17, title: '2025 CMS Compliance & Changes', description: 'What the integrity rule changed.', duration: 11 },
  ],
  faqs: [
    { id: 1, question: 'When does open enrollment end?', answer: 'On the date HealthCare.gov gives.' },
    { id: 2, question: 'Who can get the premium tax credit?', answer: 'Members who enroll and are eligible.' },
  ],
  resources: [
    { id: 1, title: 'Module handout', type: 'pdf', category: 'downloadable', url: '/handouts/module-13', fileSize: '1 page' },
    { id: 2, title: 'HealthCare.gov', type: 'link', category: 'official', url: 'https://www.healthcare.gov/' },
  ],
};
