// The editor-facing messages of the content check, on data: schemaProblems is what an entry that
// fails its schema reports through Astro's loaders (loader.ts); checkContent is the check across
// files that runs once per build (pipeline.ts). astro-build.test.ts runs both in real builds.
import { mdxToMdast } from 'satteri';
import { describe, expect, it } from 'vitest';
import { checkContent, type LoadedContent, type LoadedSlide } from './check.ts';
import { schemaProblems as schemaProblemsProblems } from './loader.ts';
import { collectSlide, type MdastNode } from './mdx.ts';
import { formatProblem } from './problems.ts';
import { deckFileSchema, factsFileSchema, faqLinkSchema, quizFileSchema, resourceSchema, slideFrontmatterSchema } from './schemas.ts';
import type { FactEntry } from './types.ts';

/** The problems as the lines an editor reads. */
const schemaProblems = async (...args: Parameters<typeof schemaProblemsProblems>) =>
  (await schemaProblemsProblems(...args)).map(formatProblem);

describe('an entry that fails its schema', () => {
  it('a missing field, an unknown category and an unknown type', async () => {
    const file = 'src/content/resources.yaml';
    const ok = { id: 1, title: 'T', type: 'pdf', category: 'official', url: 'https://www.cms.gov/' };
    expect(await schemaProblems(file, 'resources[1]', resourceSchema, { ...ok, id: 2, url: undefined })).toEqual([
      `${file}: resources[1].url: missing; expected an https:// URL, or a root-relative path to a page or file this site serves (e.g. /handouts/module-13)`,
    ]);
    expect(await schemaProblems(file, 'resources[0]', resourceSchema, { ...ok, category: 'vidoe', type: 'document' })).toEqual([
      `${file}: resources[0].type: "document" is not allowed; expected one of pdf, video, link, interactive, other`,
      `${file}: resources[0].category: "vidoe" is not allowed; expected one of downloadable, video, official, other`,
    ]);
  });

  it('a non-https or non-government link on /faq', async () => {
    const file = 'src/content/faq-links.yaml';
    const card = (url: string) => ({ title: 'T', description: 'D', url, category: 'General' });
    expect(await schemaProblems(file, 'faqLinks[0]', faqLinkSchema, card('http://www.healthcare.gov/x/'))).toEqual([
      `${file}: faqLinks[0].url: "http://www.healthcare.gov/x/" uses http:; expected an https:// link on a government host (*.gov)`,
    ]);
    expect(await schemaProblems(file, 'faqLinks[0]', faqLinkSchema, card('https://www.kff.org/x/'))).toEqual([
      `${file}: faqLinks[0].url: "https://www.kff.org/x/" is on www.kff.org, not a government host; expected an https:// link on a host ending in .gov`,
    ]);
  });

  it('a mistyped slide field', async () => {
    const file = 'src/content/slides/13/essential-health-benefits.mdx';
    expect(await schemaProblems(file, '', slideFrontmatterSchema, { module: 13, id: 'essential-health-benefits', titel: 'EHB' })).toEqual([
      `${file}: title: missing; expected the slide title; the viewer renders it as the slide heading (h2)`,
      `${file}: titel: is not a known field; expected only module, id, title`,
    ]);
  });

  it('a fact with neither a plan year nor an effective date, judged as the kind it comes closest to', async () => {
    const fact = { value: 1, display: '1', source: 's', url: 'https://www.cms.gov/', verification: 'verified', checked: '2026-11-20' };
    expect(await schemaProblems('src/content/facts/extra.yaml', '', factsFileSchema, { extraFact: fact })).toEqual([
      'src/content/facts/extra.yaml: extraFact.planYear: has neither planYear nor effective; expected at least one of them (or byPlanYear for a figure that changes each plan year)',
    ]);
  });

  it('a question without its slide, or naming it in the wrong form', async () => {
    const file = 'src/content/quizzes/13.yaml';
    const answers = [0, 1, 2].map((i) => ({ text: `A${i}`, correct: i === 0, explanation: 'E.' }));
    const asked = { id: 'q', scenario: 'S.', question: 'Q?', answers, facts: ['oopMaxIndividual'] };
    expect(await schemaProblems(file, '', quizFileSchema, { module: 13, questions: [asked, { ...asked, slide: 'Metal Levels' }] })).toEqual(
      [
        `${file}: questions[0].slide: missing; expected the slide that teaches the rule, one of the deck's slide ids (e.g. premium-tax-credit); it quotes at least one of the question's facts, and the review after checking links to it`,
        `${file}: questions[1].slide: "Metal Levels" is not in the expected form; expected the slide that teaches the rule, one of the deck's slide ids (e.g. premium-tax-credit); it quotes at least one of the question's facts, and the review after checking links to it`,
      ],
    );
  });

  it('a duration typed into a deck file', async () => {
    const file = 'src/content/modules/13-aca-slide-deck.yaml';
    const deck = { id: 13, title: 'ACA Slide Deck', description: 'Basics.', duration: 20, slides: ['a'] };
    expect(await schemaProblems(file, '', deckFileSchema, deck)).toEqual([
      `${file}: duration: is computed from the slides and the knowledge check at build time; expected the line removed`,
    ]);
  });
});

const sourced = { source: 's', url: 'https://www.cms.gov/', verification: 'verified' as const, checked: '2026-11-20' };
const registry: Record<string, FactEntry> = {
  oopMaxIndividual: { label: 'cap', byPlanYear: { '2027': { value: 12000, display: '$12,000', ...sourced } } },
  oeEnd: { value: '2027-01-15', display: 'January 15', planYear: 2027, ...sourced },
  recordRetentionYears: { value: 10, display: '10 years', effective: '2014-01-01', ...sourced },
};
const slideOf = (module: number, id: string, body: string, h3: string[] = []): LoadedSlide => ({
  id: `${module}/${id}`,
  data: { module, id, title: 'A slide' },
  filePath: `src/content/slides/${module}/${id}.mdx`,
  report: collectSlide(mdxToMdast(`${'\n'.repeat(5)}${body}`) as unknown as MdastNode),
  headings: h3.map((text) => ({ depth: 3, slug: text.toLowerCase().replaceAll(' ', '-'), text })),
});
// A fair question: the right answer is the shortest, and it applies two facts.
const question = (id: string, right = 0) => ({
  id,
  scenario: 'A scenario.',
  question: 'A question?',
  answers: [0, 1, 2].map((i) => ({ text: i === right ? 'Right' : `Wrong answer ${i}`, correct: i === right, explanation: 'Because.' })),
  facts: ['recordRetentionYears', 'oopMaxIndividual'],
  slide: 'only',
  applied: true,
});

/** Deck 99 (no required slide count) with one slide and its check, beside the registry. */
function content(over: Partial<LoadedContent> = {}): LoadedContent {
  return {
    planYear: { id: 'plan-year', data: { current: 2027 }, filePath: 'src/content/plan-year.yaml' },
    facts: [{ id: 'coverage', data: registry, filePath: 'src/content/facts/coverage.yaml' }],
    decks: [
      {
        id: '99',
        data: { id: 99, title: 'Fixture', description: 'About {{oopMaxIndividual}}.', slides: ['only'], duration: 5 },
        filePath: 'src/content/modules/99-fixture.yaml',
      },
    ],
    slides: [slideOf(99, 'only', 'The cap is <Fact name="oopMaxIndividual" />.')],
    quizzes: [{ id: '99', data: { module: 99, questions: [question('a'), question('b', 1)] }, filePath: 'src/content/quizzes/99.yaml' }],
    faqs: [{ id: '1', data: { id: 1, question: 'Q?', answer: 'A.' }, filePath: 'src/content/faqs.yaml' }],
    resources: [
      {
        id: '1',
        data: { id: 1, title: 'Handout', type: 'pdf', category: 'downloadable', url: '/handouts/module-99' },
        filePath: 'src/content/resources.yaml',
      },
    ],
    faqLinks: [
      {
        id: 'L',
        data: { title: 'L', description: 'D', url: 'https://www.cms.gov/', category: 'General' },
        filePath: 'src/content/faq-links.yaml',
      },
    ],
    faqResources: [
      { id: 'R', data: { title: 'R', description: 'D', url: 'https://www.cms.gov/' }, filePath: 'src/content/faq-resources.yaml' },
    ],
    publicFile: () => false,
    ...over,
  };
}
const errorsOf = (over: Partial<LoadedContent> = {}) => checkContent(content(over)).problems.map(formatProblem);

describe('the checks across files', () => {
  it('know the facts each slide quotes', () => {
    expect(checkContent(content()).content.slideFacts.get('99/only')).toEqual(['oopMaxIndividual']);
  });

  it('a built-in deck with the wrong number of slides', () => {
    const decks = [
      {
        id: '16',
        data: { id: 16, title: 'D', description: 'D.', slides: ['a', 'b', 'c'], duration: 5 },
        filePath: 'src/content/modules/16-application-deep-dive.yaml',
      },
    ];
    expect(errorsOf({ decks })).toContain(
      'src/content/modules/16-application-deep-dive.yaml: slides: lists 3 slides; expected exactly 4 for module 16 (docs/content.md, "The decks")',
    );
  });

  it('a deck whose slide ids and files disagree', () => {
    const decks = [
      {
        id: '99',
        data: { id: 99, title: 'F', description: 'F.', slides: ['only', 'second-slide'], duration: 5 },
        filePath: 'src/content/modules/99-fixture-deck.yaml',
      },
    ];
    const errors = errorsOf({ decks, slides: [slideOf(99, 'only', 'Text.'), slideOf(99, 'second', 'Text.')] });
    expect(errors).toContain(
      'src/content/modules/99-fixture-deck.yaml: slides[1]: "second-slide" has no slide file; expected src/content/slides/99/second-slide.mdx',
    );
    expect(errors).toContain(
      'src/content/slides/99/second.mdx: id: "second" is not listed in src/content/modules/99-fixture-deck.yaml slides; expected it listed there (or the file deleted)',
    );
  });

  it('an unknown fact name, in a slide and in YAML text', () => {
    const decks = [
      {
        id: '99',
        data: { id: 99, title: 'F', description: 'Quotes {{oopMaxIndividul}}.', slides: ['only'], duration: 5 },
        filePath: 'src/content/modules/99-fixture-deck.yaml',
      },
    ];
    const errors = errorsOf({ decks, slides: [slideOf(99, 'only', 'The limit is <Fact name="oopMaxIndividul" />.')] });
    expect(errors).toContain(
      'src/content/slides/99/only.mdx: <Fact name>: "oopMaxIndividul" is not in the facts registry; expected a name defined in src/content/facts/*.yaml (did you mean "oopMaxIndividual"?) (line 6)',
    );
    expect(errors).toContain(
      'src/content/modules/99-fixture-deck.yaml: description: {{oopMaxIndividul}}: "oopMaxIndividul" is not in the facts registry; expected a name defined in src/content/facts/*.yaml (did you mean "oopMaxIndividual"?)',
    );
  });

  it('a dead internal link', () => {
    const errors = errorsOf({
      resources: [
        {
          id: '1',
          data: { id: 1, title: 'H', type: 'pdf', category: 'downloadable', url: '/handouts/module-12' },
          filePath: 'src/content/resources.yaml',
        },
      ],
    });
    expect(errors.find((e) => e.startsWith('src/content/resources.yaml'))).toMatch(
      /^src\/content\/resources\.yaml: resources\[0\]\.url: "\/handouts\/module-12" is not a page or file this site serves; expected one of .*\/handouts\/module-99.* or a file under public\/$/,
    );
  });

  it('a slide whose id does not match its file name', () => {
    const slide = { ...slideOf(99, 'only', 'Text.'), data: { module: 99, id: 'ehb', title: 'EHB' } };
    expect(errorsOf({ slides: [slide] })).toContain(
      'src/content/slides/99/only.mdx: id: "ehb" does not match the file name; expected "only" (the file name without .mdx)',
    );
  });

  it('a yearly fact with no figure for the current plan year, and a fact defined twice', () => {
    const errors = errorsOf({
      planYear: { id: 'plan-year', data: { current: 2028 }, filePath: 'src/content/plan-year.yaml' },
      facts: [
        { id: 'coverage', data: registry, filePath: 'src/content/facts/coverage.yaml' },
        { id: 'extra', data: { oeEnd: registry['oeEnd'] as FactEntry }, filePath: 'src/content/facts/extra.yaml' },
      ],
    });
    expect(errors).toContain(
      'src/content/facts/coverage.yaml: oopMaxIndividual.byPlanYear: has no figure for plan year 2028, the current plan year (src/content/plan-year.yaml); expected "2028:" with its value, display, source, url and verification',
    );
    expect(errors).toContain(
      'src/content/facts/extra.yaml: oeEnd: is already defined in src/content/facts/coverage.yaml; expected each fact name once across src/content/facts/*.yaml',
    );
  });

  it('a figure typed into an FAQ answer', () => {
    const faqs = [{ id: '1', data: { id: 1, question: 'When?', answer: 'On January 15.' }, filePath: 'src/content/faqs.yaml' }];
    expect(errorsOf({ faqs })).toContain(
      'src/content/faqs.yaml: faqs[0].answer: "January 15" is a date typed into the text; expected it quoted from the facts registry (the registry already has it: {{oeEnd}})',
    );
  });

  it('a knowledge check with two right answers and an unknown fact; a missing one; one whose file name and module disagree', () => {
    const file = 'src/content/quizzes/99.yaml';
    const two = {
      ...question('one'),
      answers: question('one').answers.map((a, i) => ({ ...a, correct: i < 2 })),
      facts: ['recordRetentionYear'],
    };
    const errors = errorsOf({
      quizzes: [
        { id: '99', data: { module: 99, questions: [two] }, filePath: file },
        { id: '98', data: { module: 15, questions: [question('a')] }, filePath: 'src/content/quizzes/98.yaml' },
      ],
    });
    expect(errors).toContain(`${file}: questions[0].answers: has 2 answers marked correct: true; expected exactly one right answer`);
    expect(errors).toContain(
      `${file}: questions[0].facts[0]: "recordRetentionYear" is not in the facts registry; expected a name defined in src/content/facts/*.yaml (did you mean "recordRetentionYears"?)`,
    );
    expect(errors).toContain('src/content/quizzes/98.yaml: module: 15 does not match the file name; expected the file to be named 15.yaml');
    expect(errors).toContain(
      'src/content/quizzes/14.yaml: (file): is missing; expected a knowledge check for module 14 with at least 6 scenario questions',
    );
  });
  it('a knowledge-check household: its figures print, a bad quote or an unworkable household is named', () => {
    const file = 'src/content/quizzes/99.yaml';
    const household = { income: 30000, familySize: 1, zipCode: '43215', ages: [35] };
    const worked = {
      ...question('worked'),
      household,
      scenario: 'A single client in {{household.place}} expects {{household.income}}.',
      answers: [
        { text: '{{household.fplPercent}} of the guideline', correct: true, explanation: 'Right.' },
        { text: '{{household@previousGuidelines.fplPercent}} of the guideline', correct: false, explanation: 'Last year.' },
        { text: '{{household.fplPercentage}} of the guideline', correct: false, explanation: 'No.' },
      ],
    };
    const errors = errorsOf({ quizzes: [{ id: '99', data: { module: 99, questions: [worked, question('b', 1)] }, filePath: file }] });
    expect(errors.filter((e) => e.includes('household'))).toEqual([
      expect.stringMatching(
        /^src\/content\/quizzes\/99\.yaml: questions\[0\]\.answers\[2\]\.text: \{\{household\.fplPercentage\}\} names no figure of the household; expected one of income, /,
      ),
    ]);
    const unquoted = { ...question('plain'), household };
    const nowhere = { ...question('nowhere'), scenario: 'It is {{household.income}}.' };
    const unworkable = { ...question('zip'), household: { ...household, zipCode: '00000' }, scenario: '{{household.income}}' };
    const more = errorsOf({ quizzes: [{ id: '99', data: { module: 99, questions: [unquoted, nowhere, unworkable] }, filePath: file }] });
    expect(more).toContain(
      `${file}: questions[0].household: is quoted nowhere; expected the scenario or the answers to quote its figures, as {{household.income}}`,
    );
    expect(more).toContain(
      `${file}: questions[1].scenario: {{household.income}} quotes a household, but the question has none; expected a household: block with the engine's fields (income, familySize, zipCode, ages)`,
    );
    expect(more.find((e) => e.startsWith(`${file}: questions[2].household: cannot be worked: zipCode: `))).toBeDefined();
  });

  it('a worked example in the registry: its figures quoted by field, an unknown field or an unworkable household named', () => {
    const example = {
      label: 'a single 35-year-old in Ohio',
      household: { income: 30000, familySize: 1, zipCode: '43215', ages: [35] },
      yearEndIncome: 42000,
      ...sourced,
    };
    const facts = [{ id: 'examples', data: { ...registry, exampleRaise: example }, filePath: 'src/content/facts/examples.yaml' }];
    const slides = [
      slideOf(99, 'only', 'She repays <Fact name="exampleRaise" field="repayment" /> of <Fact name="exampleRaise" field="fplRatio" />.'),
    ];
    expect(errorsOf({ facts, slides }).filter((e) => e.includes('exampleRaise'))).toEqual([
      expect.stringMatching(
        /^src\/content\/slides\/99\/only\.mdx: <Fact name>: "exampleRaise" is a worked example quoted with field "fplRatio"; expected one of its figures: income, .* \(line 6\)$/,
      ),
    ]);
    const broken = [
      {
        id: 'examples',
        data: { ...registry, exampleRaise: { ...example, household: { ...example.household, zipCode: '00000' } } },
        filePath: 'src/content/facts/examples.yaml',
      },
    ];
    expect(errorsOf({ facts: broken })).toContainEqual(
      expect.stringMatching(
        /^src\/content\/facts\/examples\.yaml: exampleRaise\.household: cannot be worked by the subsidy engine: zipCode: /,
      ),
    );
  });

  it('a scenario two decks share, and a deck longer than one sitting', () => {
    const scenario = 'A refugee family of four in Ohio renewed automatically for the coming plan year asks what changes.';
    const deck = (id: number, questions: ReturnType<typeof question>[]) => ({
      id: String(id),
      data: { module: id, questions },
      filePath: `src/content/quizzes/${id}.yaml`,
    });
    // Deck 98 takes 31 minutes (decks.test.ts computes minutes from words).
    const decks = [99, 98].map((id) => ({
      id: String(id),
      data: { id, title: `Deck ${id}`, description: 'D.', slides: ['only'], duration: id === 98 ? 31 : 5 },
      filePath: `src/content/modules/${id}-fixture.yaml`,
    }));
    const slides = [slideOf(99, 'only', 'Text.'), slideOf(98, 'only', 'Text.')];
    const errors = errorsOf({
      decks,
      slides,
      quizzes: [
        deck(98, [{ ...question('first'), scenario }, question('b', 1)]),
        deck(99, [question('a'), { ...question('again', 1), scenario }]),
      ],
    });
    expect(errors).toContain(
      'src/content/quizzes/99.yaml: questions: questions[1] (again) repeats the scenario of src/content/quizzes/98.yaml questions[0] (first) (100% of their words shared); expected each deck to test its own material with a scenario of its own',
    );
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^src\/content\/modules\/98-fixture\.yaml: slides: take 31 minutes with the knowledge check \(computed from their words\); expected at most 30, one sitting/,
      ),
    );
  });

  it('a question’s slide not in its deck, quoting none of its facts or without its passage, and a heading id two slides of a deck share', () => {
    const decks = [
      {
        id: '99',
        data: { id: 99, title: 'Fixture', description: 'D.', slides: ['first', 'second'], duration: 5 },
        filePath: 'src/content/modules/99-fixture.yaml',
      },
    ];
    const slides = [
      slideOf(99, 'first', 'The cap is <Fact name="oopMaxIndividual" />.', ['The cap', 'What to tell clients']),
      slideOf(99, 'second', 'Records: <Fact name="recordRetentionYears" />.', ['What to tell clients']),
    ];
    const one = (facts: string[]) => ({ ...question('c', 2), facts, applied: false });
    const quizzes = [
      {
        id: '99',
        data: {
          module: 99,
          questions: [
            { ...question('a'), slide: 'first', passage: 'the-cap' },
            { ...question('b', 1), slide: 'first', passage: 'the-records' },
            { ...one(['recordRetentionYears']), slide: 'first' },
            { ...one(['oopMaxIndividual']), id: 'd', slide: 'third' },
          ],
        },
        filePath: 'src/content/quizzes/99.yaml',
      },
    ];
    const problems = errorsOf({ decks, slides, quizzes }).filter((e) => /\.slide:|passage|### heading/.test(e));
    expect(problems).toEqual([
      'src/content/slides/99/second.mdx: body: the ### heading "What to tell clients" has the id what-to-tell-clients, which a heading of src/content/slides/99/first.mdx in the same deck has too; expected each ### heading of a deck worded apart, so that a link to it lands on one place',
      'src/content/quizzes/99.yaml: questions[1].passage: "the-records" is not a ### heading of slide 1 ("A slide"), the question\'s slide; expected one of its headings: the-cap ("The cap"), what-to-tell-clients ("What to tell clients")',
      'src/content/quizzes/99.yaml: questions[2].slide: "first" is slide 1 ("A slide"), which quotes none of the question\'s facts (recordRetentionYears); expected a slide that quotes one of them: second ("A slide")',
      'src/content/quizzes/99.yaml: questions[3].slide: "third" is not a slide of deck 99; expected one of its slide ids: first ("A slide"), second ("A slide")',
    ]);
  });

  it('a knowledge check that a reader with no knowledge of the rules passes by a cue', () => {
    const file = 'src/content/quizzes/99.yaml';
    const cued = (i: number) => ({
      ...question(`q${i}`, i % 3),
      answers: [0, 1, 2].map((j) => ({
        text: j === i % 3 ? `The answer, as the rule gives it in full, ${i}` : `No, ${j}`,
        correct: j === i % 3,
        explanation: 'Because.',
      })),
    });
    const errors = errorsOf({
      quizzes: [{ id: '99', data: { module: 99, questions: Array.from({ length: 8 }, (_, i) => cued(i)) }, filePath: file }],
    });
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^src\/content\/quizzes\/99\.yaml: questions: a reader who picks the longest option scores 8 of 8 where guessing scores 2\.7 \(guessing does as well less than 0\.1% of the time\); the cue gives away questions\[0\] \(q0\), .*; expected no strategy that needs no knowledge of the rules to beat guessing clearly: give every option the same length and shape/,
      ),
    );
    expect(errors).toContainEqual(
      expect.stringMatching(
        /^src\/content\/quizzes: questions: a reader who picks the longest option scores 8 of 8 across all knowledge checks/,
      ),
    );
  });
});

describe('facts know their time', () => {
  const TODAY = '2026-12-07';
  const withFacts = (extra: Record<string, FactEntry>) => ({
    facts: [{ id: 'coverage', data: { ...registry, ...extra }, filePath: 'src/content/facts/coverage.yaml' }],
  });
  const stay = (until: string, verification: 'verified' | 'secondary' = 'verified', checked = '2026-12-01'): FactEntry => ({
    value: '2026-02-02',
    display: 'February 2, 2026',
    effective: '2026-02-02',
    until,
    ...sourced,
    verification,
    checked,
  });
  /** The problems on the registry file (the fixture's deck 99 draws others, about the built-in decks). */
  const registryProblems = (loaded: LoadedContent, today: string) =>
    checkContent(loaded, today).problems.filter((p) => p.file === 'src/content/facts/coverage.yaml');
  const quotingStay = (fact: FactEntry) =>
    content({
      ...withFacts({ haitiTpsStay: fact }),
      slides: [slideOf(99, 'only', 'Stayed on <Fact name="haitiTpsStay" />; the cap is <Fact name="oopMaxIndividual" />.')],
      faqs: [{ id: '7', data: { id: 7, question: 'Q?', answer: 'Since {{haitiTpsStay}}.' }, filePath: 'src/content/faqs.yaml' }],
    });

  it('a fact past its until, quoted by pages of the plan year, names the fact and every page', () => {
    const problems = registryProblems(quotingStay(stay('2026-12-06')), TODAY);
    expect(problems.map(formatProblem)).toEqual([
      'src/content/facts/coverage.yaml: haitiTpsStay.until: 2026-12-06 has passed, but 2 pages of plan year 2027 still quote "haitiTpsStay": src/content/faqs.yaml (FAQ 7), src/content/slides/99/only.mdx; expected those pages to teach the rule that holds now (a new fact for it), or a later until if the rule was extended',
    ]);
  });

  it('holds through its until day, and a fact no page quotes may end', () => {
    expect(registryProblems(quotingStay(stay(TODAY)), TODAY)).toEqual([]);
    expect(registryProblems(content(withFacts({ haitiTpsStay: stay('2026-03-01') })), TODAY)).toEqual([]);
  });

  it('a previous plan year quoted on purpose is history, not a stale quote', () => {
    const ended: FactEntry = {
      label: 'pause',
      byPlanYear: {
        '2026': { value: 1, display: 'paused', ...sourced, until: '2026-12-31' },
        '2027': { value: 0, display: 'open', ...sourced },
      },
    };
    const loaded = content({
      ...withFacts({ sepPause: ended }),
      slides: [
        slideOf(
          99,
          'only',
          'It was <Fact name="sepPause" year="previous" />, now <Fact name="sepPause" />; <Fact name="oopMaxIndividual" />.',
        ),
      ],
    });
    expect(registryProblems(loaded, '2027-02-01')).toEqual([]);
  });

  it('a checked date to come, and an until before the fact took effect', () => {
    const problems = registryProblems(content(withFacts({ haitiTpsStay: stay('2026-01-01', 'verified', '2026-12-08') })), TODAY);
    expect(problems.map(formatProblem)).toEqual([
      'src/content/facts/coverage.yaml: haitiTpsStay.checked: 2026-12-08 is still to come; expected the day the source was read, today (2026-12-07) or earlier',
      'src/content/facts/coverage.yaml: haitiTpsStay.until: 2026-01-01 is before its effective date 2026-02-02; expected the last day the fact holds, on or after 2026-02-02',
    ]);
  });

  it('a stay ordered on a day still to come', () => {
    const problems = registryProblems(content(withFacts({ haitiTpsStay: { ...stay('2027-06-30'), stayed: '2026-12-08' } })), TODAY);
    expect(problems.map(formatProblem)).toEqual([
      "src/content/facts/coverage.yaml: haitiTpsStay.stayed: 2026-12-08 is still to come; expected the day the court's stay was ordered, today (2026-12-07) or earlier",
    ]);
  });

  it('warns, without failing, for a secondary fact not read in the last 60 days', () => {
    const loaded = content(
      withFacts({ oldRead: stay('2027-06-30', 'secondary', '2026-10-07'), freshRead: stay('2027-06-30', 'secondary', '2026-10-08') }),
    );
    const { warnings } = checkContent(loaded, TODAY);
    expect(registryProblems(loaded, TODAY)).toEqual([]);
    expect(warnings.map(formatProblem)).toEqual([
      'src/content/facts/coverage.yaml: oldRead.checked: 2026-10-07 is more than 60 days ago and the source is secondary; expected the source read again (or a primary one found) and checked set to that day',
    ]);
  });
});
