// Types of the content, inferred from the zod schemas. The API imports Module, Faq, Resource and
// ContentBundle (the shape of api/generated/content.json written by the content build); islands
// import the shapes they render (Module, SlideMeta, QuizView) from here instead of redeclaring them.
import type { z } from 'zod';
import type {
  contentBundleSchema,
  deckFileSchema,
  faqLinkSchema,
  faqResourceSchema,
  faqSchema,
  moduleRecordSchema,
  moduleSchema,
  quizFileSchema,
  resourceSchema,
  standingFactSchema,
  workedExampleSchema,
  yearlyFactSchema,
} from './schemas.ts';

/** A deck file as written in src/content/modules/*.yaml (module record without its duration). */
export type DeckFile = z.output<typeof deckFileSchema>;
/** A deck with the duration computed from its content: what the modules collection holds. */
export type ModuleFile = z.output<typeof moduleSchema>;
/** A module as the module list, the viewer and GET /api/modules see it. */
export type Module = z.output<typeof moduleRecordSchema>;
export type Faq = z.output<typeof faqSchema>;
export type Resource = z.output<typeof resourceSchema>;
export type FaqLink = z.output<typeof faqLinkSchema>;
export type FaqResourceCard = z.output<typeof faqResourceSchema>;
/** A knowledge-check question as written, with its worked form when the quizzes collection loaded it. */
export type QuizQuestion = z.output<typeof quizFileSchema>['questions'][number] & { worked?: WorkedQuestion | undefined };
/** A knowledge check as written (src/content/quizzes/*.yaml), each question with its worked form when loaded. */
export type QuizFile = Omit<z.output<typeof quizFileSchema>, 'questions'> & { questions: QuizQuestion[] };

/** A knowledge check as the quizzes collection holds it: every question worked. */
export type WorkedQuizFile = Omit<QuizFile, 'questions'> & { questions: Array<QuizQuestion & { worked: WorkedQuestion }> };

/**
 * A question worked once, as the quizzes collection stores it (quiz-text.ts, workQuestion): its
 * texts as the page shows them, and its household's quotes: what each prints, or why it cannot.
 */
export interface WorkedQuestion {
  scenario: string;
  question: string;
  answers: Array<{ text: string; explanation: string }>;
  household?: { error: string } | { quotes: Record<string, { text: string } | { problem: string }> } | undefined;
}

/** A registry entry that does not change with the plan year. */
export type StandingFact = z.output<typeof standingFactSchema>;
/** A registry entry with one figure per plan year. */
export type YearlyFact = z.output<typeof yearlyFactSchema>;
/**
 * A household the subsidy engine works at build time, quoted by its figures; as the facts collection
 * holds it, with the figures the registry reader worked by plan year (null: it cannot be worked).
 */
export type WorkedExampleFact = z.output<typeof workedExampleSchema> & { worked?: Readonly<Record<string, Fact | null>> | undefined };
/** Any entry of the facts registry (src/content/facts/*.yaml). */
export type FactEntry = StandingFact | YearlyFact | WorkedExampleFact;

/**
 * A fact as content prints it: a standing fact, or one plan year's figure of a yearly fact (with
 * that plan year filled in). Source lists, handouts and quizzes read this shape.
 */
export interface Fact {
  value: StandingFact['value'];
  display: string;
  planYear?: number | undefined;
  effective?: string | undefined;
  source: string;
  url: string;
  verification: StandingFact['verification'];
  note?: string | undefined;
  /** The day the source was last read (docs/content.md, "Facts know their time"). */
  checked: string;
  /** The last day the fact holds, when an end is known. */
  until?: string | undefined;
  /** The day a court stayed the rule, while the stay holds. */
  stayed?: string | undefined;
  /** What changed on its dates, for the What changed page. */
  change?: string | undefined;
  /** A worked example's figures by name (docs/content.md, "Worked examples"). */
  figures?: Readonly<Record<string, string>> | undefined;
}

/** One entry of the facts collection: the fact as written (the engine's figures filled in) and as content prints it. */
export interface RegistryFact {
  entry: FactEntry;
  /** What a quote prints for the current plan year; none when the registry has no figure for it. */
  current?: Fact | undefined;
  /** What `year="previous"` / `{{name@previous}}` prints; none when the registry has no figure for it. */
  previous?: Fact | undefined;
}

/** Which plan year's figure a quote of a yearly fact prints. */
export type PlanYearChoice = 'current' | 'previous';

/** What the API serves: generated from src/content at build time, read by api/ at start-up. */
export type ContentBundle = z.output<typeof contentBundleSchema>;

/** The build's content file (bundle-route.ts): the API's bundle and what the build's summary line says. */
export interface ContentArtifact {
  planYear: number;
  knowledgeChecks: number;
  /** The content check's warnings, one line each (a secondary fact not read lately). */
  warnings: string[];
  bundle: ContentBundle;
}

/** One validated item, keyed the way the Astro collection keys it, with its source file. */
export interface Entry<T> {
  id: string;
  data: T;
  filePath: string;
}

/** A slide as the validator sees it (Astro loads the same files with its glob loader). */
export interface SlideInfo {
  moduleId: number;
  id: string;
  title: string;
  filePath: string;
}

/** What the slide viewer island needs of each slide. */
export interface SlideMeta {
  id: string;
  title: string;
}

/** A source as the knowledge check cites it under its feedback. */
export interface QuizSource {
  display: string;
  source: string;
  url: string;
  verification: Fact['verification'];
  planYear?: number | undefined;
}

/** A `###` heading of a slide as the build renders it: its id, from its text ('metal-levels'), and the text. */
export interface SlidePassage {
  id: string;
  text: string;
}

/** A question's slide as the review after checking links to it: its place in the deck, its title and its `###` headings. */
export interface QuizSlide {
  /** Zero-based place in the deck. */
  index: number;
  title: string;
  /** The slide's `###` headings, in order. */
  passages: readonly SlidePassage[];
}

/** A slide of a deck as the content check compares it with a question's `slide`: its id, title, passages and the facts it quotes. */
export interface DeckSlide extends Omit<QuizSlide, 'index'> {
  /** The slide id, as the deck lists it ('premium-tax-credit'). */
  id: string;
  /** Names of the registry facts the slide quotes (the content pipeline's slideFacts). */
  facts: readonly string[];
}

/** The slide that teaches a question's rule, the question's `slide` (docs/content.md, "Knowledge checks"). */
export interface QuizReviewSlide {
  /** Zero-based place in the deck. */
  index: number;
  title: string;
  /** The passage of the slide the question names (its `passage`), when it names one the slide has. */
  passage?: SlidePassage | undefined;
  /** Where the deck viewer opens it, without the site's base: '/modules/13#slide-4', or the passage's '/modules/13#metal-levels'. */
  path: string;
}

/** A knowledge check with its facts filled in: what the quiz island renders. */
export interface QuizView {
  moduleId: number;
  questions: Array<{
    id: string;
    scenario: string;
    question: string;
    answers: Array<{ text: string; correct: boolean; explanation: string }>;
    sources: QuizSource[];
    /** Where to review the question's rule: its slide, at its passage when it names one. */
    review: QuizReviewSlide;
  }>;
}
