// The answers of a knowledge-check question: Decap's list, refusing to save unless exactly one
// answer is ticked Correct (the rule the content check holds every question to), through the
// control's `isValid` (Decap's custom-widget API).
import type { CMS } from 'decap-cms-core';

/** The list's value as Decap holds it (an Immutable list of maps), as far as the rule reads it. */
interface Answers {
  toArray(): ReadonlyArray<{ get(key: string): unknown } | undefined>;
}

interface ListProps {
  value?: Answers | undefined;
}

/** The error for answers with `ticked` right ones; none when exactly one is. */
export function oneRightAnswer(ticked: number): { type: string; message: string } | undefined {
  if (ticked === 1) return undefined;
  const message =
    ticked === 0
      ? 'Answers: no answer is ticked Correct. Tick the one right answer.'
      : `Answers: ${ticked} answers are ticked Correct. Tick only the one right answer.`;
  return { type: 'CUSTOM', message };
}

/** The error Decap shows for `answers` (a list of answers), or false when exactly one is ticked Correct. */
export function answersValidity(answers: Answers | undefined): { error: { type: string; message: string } | false } {
  const ticked = (answers?.toArray() ?? []).filter((answer) => answer?.get('correct') === true).length;
  return { error: oneRightAnswer(ticked) ?? false };
}

/** Registers the `answers` widget: Decap's list control, with the one-right-answer rule as its `isValid`. */
export function registerAnswersWidget(cms: CMS, name: string): void {
  const list = cms.getWidget('list');
  if (!list) throw new Error("Decap's list widget is not registered");
  const ListControl = list.control as unknown as new (props: ListProps) => { props: ListProps };
  class AnswersControl extends ListControl {
    isValid = () => answersValidity(this.props.value);
  }
  cms.registerWidget(name, AnswersControl as never, list.preview as never);
}
