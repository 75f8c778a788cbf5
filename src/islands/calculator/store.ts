// The /calculator form's store: its state (state.ts) and the actions the view dispatches, with the
// code they load (parts.ts): the URL read and written, the summary's names kept in the tab, the County
// question, the request and its outcome.
import { atom } from 'nanostores';
import { connectionLost, OFFLINE_MESSAGE } from '../../lib/offline/status.ts';
import { toast } from '../../lib/toast-store.ts';
import { askAbout, askingFor, type CountyQuestion, chosenCounty, formCounty, zip5 } from './county-question.ts';
import { type CalculatorInputs, hasNames, isPlainMember } from './form.ts';
import { keepNames, keptNames } from './kept-names.ts';
import {
  loadEditor,
  loadPanel,
  loadRequests,
  loadWords,
  prepareEditor,
  preparePlans,
  resetParts,
  setPart,
  type WordsModule,
} from './parts.ts';
import type { Failure } from './read-failure.ts';
import { toRequestBody } from './request-body.ts';
import { type Action, type CalculatorState, calculatorReducer, initialState } from './state.ts';
import { typedBeforeLive, withTyped } from './typed-controls.ts';
import { hasScenario, inputsFromSearch, searchFromInputs } from './url-codec.ts';

/** How long the ZIP code must stay as typed before its counties are looked up. */
const LOOKUP_DELAY_MS = 250;

export const $calculator = atom<CalculatorState>(initialState);

/** A fresh store (for tests). */
export function resetCalculator(): void {
  $calculator.set(initialState);
  resetParts();
  followed = { zip: null, timer: undefined };
}

/** The ZIP code whose counties are being looked up, and the pending look-up. */
let followed: { zip: string | null; timer: ReturnType<typeof setTimeout> | undefined } = { zip: null, timer: undefined };

/** Looks the County question up for the ZIP code in the form, a moment after it looks complete. */
function followZip(): void {
  const zip = zip5($calculator.get().inputs.zipCode);
  if (zip === followed.zip) return;
  clearTimeout(followed.timer);
  followed = { zip, timer: undefined };
  dispatch({ type: 'question', question: zip === null ? { status: 'none' } : { status: 'checking', zip } });
  if (zip === null) return;
  followed.timer = setTimeout(() => {
    void askAbout(zip).then((question) => {
      if (followed.zip === zip) dispatch({ type: 'question', question });
    });
  }, LOOKUP_DELAY_MS);
}

/** The editor, once anyone has details, a name or an offer (its summary and controls are theirs). */
function needsEditor({ open, inputs }: CalculatorState): boolean {
  return open.length > 0 || inputs.jobOffers.length > 0 || !inputs.members.every(isPlainMember) || hasNames(inputs);
}

/** Any change of state: the reducer's step, then what follows from it (the County question, the editor, the plans' fields). */
export function dispatch(action: Action): void {
  $calculator.set(calculatorReducer($calculator.get(), action));
  if (action.type === 'question') return;
  followZip();
  const state = $calculator.get();
  if (needsEditor(state)) prepareEditor();
  if (state.inputs.plans.length > 0 || state.inputs.benchmarkMembers !== null) preparePlans();
  if (action.type === 'edit' || action.type === 'resize') keepNames(state.inputs);
}

/** A change to the form's inputs (its fields' messages go). */
export const edit = (change: Partial<CalculatorInputs>): void => dispatch({ type: 'edit', change });

/**
 * Going live: the URL's inputs (the page is static, so the server cannot know the query) with what
 * was typed meanwhile on top, read from the form once, and the names this tab keeps for that
 * household. `pending`: a Calculate was pressed before
 * (src/lib/early-submit.ts), which runs now; else a link's scenario calculates at once.
 */
export function goLive(form: HTMLFormElement | null, pending: boolean): void {
  const search = window.location.search;
  const fromUrl = inputsFromSearch(search);
  const typed = form ? withTyped(fromUrl, typedBeforeLive(new FormData(form))) : fromUrl;
  const inputs = { ...typed, names: keptNames(typed) };
  dispatch({ type: 'loaded', inputs });
  if (pending) void submit(inputs, true);
  else if (hasScenario(search)) void submit(inputs, false);
}

/** The agent's Calculate, unless the form is not live yet or already busy. */
export function calculateForm(): void {
  const state = $calculator.get();
  if (state.ready && state.phase !== 'calculating' && state.phase !== 'checking')
    void submit({ ...state.inputs, countyFips: formCounty(state) }, true);
}

/**
 * The tax-time table's own rows: the estimate on screen is asked again with these year-end incomes
 * (edits to the form since then stay pending), unless it is already being worked out.
 */
export function askYearEnd(yearEndIncomes: string[]): void {
  const { asked, phase } = $calculator.get();
  if (asked === null || phase === 'calculating' || phase === 'checking') return;
  dispatch({ type: 'year-end', yearEndIncomes });
  void submit({ ...asked, yearEndIncomes, names: $calculator.get().inputs.names }, false);
}

/** A failure, once its words are here (they come with the reading of it); if even they cannot load, the site is out of reach. */
async function failWith(read: (words: WordsModule) => Failure, byUser: boolean): Promise<void> {
  const words = await loadWords().catch(() => null);
  const failure: Failure = words ? read(words) : { kind: 'failed', reason: 'offline', status: null };
  if (words) setPart('words', words);
  dispatch({ type: 'failed', failure, byUser });
  toast(words ? words.failureToast(failure) : { title: 'Calculation Error', description: OFFLINE_MESSAGE, variant: 'destructive' });
}

/**
 * Calculates, unless an offer's family share covers nobody (refused on its field, nothing sent), or
 * the agent's own Calculate turns out to need a county nobody has chosen yet: then the County
 * question appears and takes focus, and the next Calculate runs. A link calculates at once, for the
 * county it names or else the main county (as the API assumes, and says so).
 */
export async function submit(values: CalculatorInputs, byUser: boolean): Promise<void> {
  // The check comes with the editor, which any offer has loaded; if it cannot load, the API says it.
  if (values.jobOffers.length > 0) {
    const refused = await loadEditor().then(
      (editor) => editor.refusedOffers(values),
      () => null,
    );
    if (refused) return failWith(() => refused, byUser);
  }
  const target = zip5(values.zipCode);
  let answer: CountyQuestion | null = askingFor($calculator.get());
  if (target !== null && answer === null) {
    dispatch({ type: 'checking' });
    answer = await askAbout(target);
    dispatch({ type: 'question', question: answer });
    if (answer.status === 'ask' && byUser) return dispatch({ type: 'ask-county', zip: target });
  }
  if (answer?.status !== 'ask') return calculate({ ...values, countyFips: '' }, byUser);
  const named = answer.counties.some((c) => c.fips === values.countyFips);
  await calculate({ ...values, countyFips: chosenCounty(answer.counties, values.countyFips) }, byUser, !byUser && !named);
}

/** `assumed`: the county shown was not chosen; the API is left to assume it. The URL keeps what is sent. */
async function calculate(values: CalculatorInputs, byUser: boolean, assumed = false): Promise<void> {
  const asSent = assumed ? { ...values, countyFips: '' } : values;
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${searchFromInputs(asSent)}${hash}`);
  const request = toRequestBody(asSent);
  dispatch({ type: 'calculating', asked: values });
  const requests = loadRequests();
  try {
    const [result, panel] = await Promise.all([requests.then((r) => r.postCalculation(request)), loadPanel()]);
    setPart('panel', panel);
    const calculated = {
      result,
      inputs: asSent,
      income: Number(request['income']),
      countyChosen: asSent.countyFips !== '',
      childrenPricedAnyway: values.childrenOnMarketplace,
    };
    dispatch({ type: 'calculated', byUser, calculated });
  } catch (error) {
    const answered = await requests.then(
      (r) => r.answeredByApi(error),
      () => false,
    );
    const offline = !answered && (await connectionLost());
    await failWith((words) => words.readFailure(error, offline), byUser);
  }
}
