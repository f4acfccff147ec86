/**
 * An edit field's limits (spec section 5, Amount fields): a value between the minimum and the maximum (999999.9
 * when none is set), on the field's step. The browser checks as the employee types and the server checks again,
 * with the same words.
 */
export const DEFAULT_MAXIMUM = 999999.9;
export const RANGE_MESSAGE = 'Please enter a value between {min} and {max}';

export interface AmountField {
  minimum: number;
  maximum: number;
  stepSize: number;
  validationMessage: string;
}

/** `{min}` and `{max}` of a field's message, filled in. */
export function rangeMessage(template: string, minimum: number, maximum: number): string {
  return template.replace('{min}', String(minimum)).replace('{max}', String(maximum));
}

const onStep = (value: number, minimum: number, step: number) => {
  const steps = (value - minimum) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
};

/** What is wrong with a value for a field; null when it fits. */
export function amountProblem(field: AmountField, value: number): string | null {
  if (!Number.isFinite(value) || value < field.minimum || value > field.maximum) {
    return rangeMessage(field.validationMessage || RANGE_MESSAGE, field.minimum, field.maximum);
  }
  if (!onStep(value, field.minimum, field.stepSize))
    return `Please choose an amount in steps of ${field.stepSize}`;
  return null;
}

/** The health questions the chosen amounts call for: those with no threshold, and those the largest passes. */
export function questionsAsked<Question extends { appliesAbove: number | null }>(
  questions: readonly Question[],
  fields: readonly { name: string }[],
  values: Readonly<Record<string, number>>,
): Question[] {
  const amount = Math.max(0, ...fields.map((field) => values[field.name] ?? 0));
  return questions.filter((question) => question.appliesAbove === null || amount > question.appliesAbove);
}
