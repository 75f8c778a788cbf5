// The answers of a knowledge-check question: Decap's list inside a control of ours whose `isValid`
// (Decap's custom-widget API) refuses to save unless there are three to five answers and exactly
// one is ticked Correct (the rules the content check holds every question to).
import type { CMS } from 'decap-cms-core';
import { Component, type ComponentType, createElement } from 'react';

/** The list's value as Decap holds it (an Immutable list of maps), as far as the rules read it. */
interface Answers {
  toArray(): ReadonlyArray<{ get(key: string): unknown } | undefined>;
}

interface Field {
  get(key: string): unknown;
}

interface ListProps {
  value?: Answers | undefined;
  field: Field;
  controlRef?: ((ref: unknown) => void) | undefined;
}

/** Decap's list control as this one uses it: it validates its answers' own fields. */
interface ListInstance {
  validate(): void;
}

type Problem = { type: string; message: string };

/** The error for answers with `ticked` right ones; none when exactly one is. */
export function oneRightAnswer(ticked: number): Problem | undefined {
  if (ticked === 1) return undefined;
  const message =
    ticked === 0
      ? 'Answers: no answer is ticked Correct. Tick the one right answer.'
      : `Answers: ${ticked} answers are ticked Correct. Tick only the one right answer.`;
  return { type: 'CUSTOM', message };
}

/** What `isValid` answers for `answers`, with the list's bounds (the schema's 3 to 5). */
export function answersValidity(
  answers: Answers | undefined,
  { min, max }: { min?: number; max?: number } = {},
): { error: Problem | false } {
  const items = answers?.toArray() ?? [];
  if ((min !== undefined && items.length < min) || (max !== undefined && items.length > max)) {
    return { error: { type: 'RANGE', message: `Answers: ${items.length} answers. Give ${min ?? 1} to ${max ?? min} answers.` } };
  }
  return { error: oneRightAnswer(items.filter((answer) => answer?.get('correct') === true).length) ?? false };
}

const bound = (field: Field, key: string) => {
  const value = field.get(key);
  return typeof value === 'number' ? { [key]: value } : {};
};

/** Registers the `answers` widget: Decap's list, validated through this control's `isValid`. */
export function registerAnswersWidget(cms: CMS, name: string): void {
  const list = cms.getWidget('list');
  if (!list) throw new Error("Decap's list widget is not registered");
  const ListControl = list.control as unknown as ComponentType<Record<string, unknown>>;
  class AnswersControl extends Component<ListProps> {
    private list: ListInstance | null = null;

    /**
     * Decap's list registers itself with the question as the control to validate; this control
     * stays that one, so that Decap asks its `isValid`. The answers' own fields register as usual.
     */
    private register = (ref: unknown) => {
      if ((ref as { props?: ListProps } | null)?.props?.field !== this.props.field) this.props.controlRef?.(ref);
    };

    isValid = () => {
      this.list?.validate();
      return answersValidity(this.props.value, { ...bound(this.props.field, 'min'), ...bound(this.props.field, 'max') });
    };

    override render() {
      return createElement(ListControl, {
        ...this.props,
        ref: (instance: ListInstance | null) => {
          this.list = instance;
        },
        controlRef: this.register,
        // Decap validates this control (and so the list) already: the list's call back is not needed.
        validate: () => undefined,
      });
    }
  }
  cms.registerWidget(name, AnswersControl as never, list.preview as never);
}
