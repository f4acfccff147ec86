/** An error that the error handler answers as `{ message }` (and `errors`) with its status (plugins/error-handler.ts). */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Problems by field (`values.hireValue`), answered as `errors` beside the message. */
  readonly errors: readonly FieldProblem[] | undefined;

  constructor(statusCode: number, message: string, errors?: readonly FieldProblem[]) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.errors = errors;
  }
}

export interface FieldProblem {
  field: string;
  message: string;
}
