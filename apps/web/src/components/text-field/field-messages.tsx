import type { ReactNode } from 'react';

/**
 * The hint and the error message of a field or a group, in the GOV.UK order, each with the id its control
 * names in aria-describedby. The frame that holds them gives their classes (margins differ).
 */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
  classes,
}: {
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId: string;
  classes: { hint?: string; error?: string };
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}
