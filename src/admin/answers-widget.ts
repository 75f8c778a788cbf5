// The answers of a knowledge-check question: Decap's list, refusing to save unless exactly one
// answer is ticked Correct (the rule the content check holds every question to).
import type { CMS } from 'decap-cms-core';
import type { List } from 'immutable';

interface ListProps {
  value?: List<{ get(key: string): unknown }> | undefined;
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

/** Registers the `answers` widget: the list control with the one-right-answer rule added to its own checks. */
export function registerAnswersWidget(cms: CMS, name: string): void {
  const list = cms.getWidget('list');
  if (!list) throw new Error("Decap's list widget is not registered");
  const ListControl = list.control as unknown as new (props: ListProps) => { props: ListProps; validateSize: () => unknown[] };
  class AnswersControl extends ListControl {
    constructor(props: ListProps) {
      super(props);
      const sizeErrors = this.validateSize;
      this.validateSize = () => {
        const ticked = (this.props.value?.toArray() ?? []).filter((answer) => answer?.get('correct') === true).length;
        const error = oneRightAnswer(ticked);
        return error ? [...sizeErrors(), error] : sizeErrors();
      };
    }
  }
  cms.registerWidget(name, AnswersControl as never, list.preview as never);
}
