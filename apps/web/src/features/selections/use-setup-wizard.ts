import type { SelectionChangeResponse } from '@portal/contracts';
import { SETUP_ERROR_MESSAGE, TERMS_CHANGED_MESSAGE } from '@portal/contracts/selection-messages';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiQueryError } from '../../lib/api.ts';
import { retryWhileUnavailable } from '../../lib/retry-while-unavailable.ts';
import {
  useCreateSelectionMutation,
  useGetBenefitSelectionQuery,
  useGetSetupBenefitQuery,
  useUpdateSelectionMutation,
} from './api.ts';
import { choiceOf, initialForm, type SetupForm } from './setup-form.ts';

export interface WizardProblem {
  message: string;
  /** By field: `hireValue`, `planId`, `accepted_terms`, `medicalAnswers`. */
  fields: Record<string, string>;
  stale: boolean;
}

/** The server's words for a refusal (spec section 8, Setup), its fields named; the generic text when offline. */
export function problemOf(error: unknown): WizardProblem {
  const failed = error as ApiQueryError;
  const body = (failed?.body ?? {}) as { message?: string; errors?: { field: string; message: string }[] };
  const fields = Object.fromEntries(
    (body.errors ?? []).map((problem) => [
      problem.field.replace(/^(body\.)?(values\.)?/, ''),
      problem.message,
    ]),
  );
  return {
    message: failed?.status ? (body.message ?? SETUP_ERROR_MESSAGE) : SETUP_ERROR_MESSAGE,
    fields,
    stale: failed?.status === 409,
  };
}

/** Warns before the page is left while there are unsaved values. */
function useUnsavedWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

/**
 * The wizard's data and form: the benefit, the employee's selection (the draft, or what they have now), the
 * form the steps fill, and saving it as the temporary selection so a reload finds it again.
 */
export function useSetupWizard(benefitId: number) {
  const benefitQuery = useGetSetupBenefitQuery(benefitId);
  const selectionQuery = useGetBenefitSelectionQuery(benefitId);
  const [createSelection, creating] = useCreateSelectionMutation();
  const [updateSelection, updating] = useUpdateSelectionMutation();
  // What the employee has typed; until then, the form as the loaded selection fills it.
  const [edited, setEdited] = useState<SetupForm | null>(null);
  const [dirty, setDirty] = useState(false);
  const [problem, setProblem] = useState<WizardProblem | null>(null);
  useUnsavedWarning(dirty);

  const data = selectionQuery.data;
  const loadedForm = useMemo(() => (data ? initialForm(data.selection) : null), [data]);
  const form = edited ?? loadedForm;

  // A save's answer is written into the selection query (selections/api.ts), so it is the newest revision.
  const draft = data?.selection?.status === 'temporary' ? data.selection : null;
  const change = useCallback(
    (update: (current: SetupForm) => SetupForm) => {
      setEdited((current) => {
        const base = current ?? loadedForm;
        return base ? update(base) : current;
      });
      setDirty(true);
    },
    [loadedForm],
  );

  /** Saves the form (a first save starts the selection); with `submit`, submits it. */
  const save = useCallback(
    async (options: { submit?: boolean } = {}): Promise<SelectionChangeResponse | null> => {
      const benefit = benefitQuery.data?.benefit;
      if (!benefit || !form || !data) return null;
      const choice = choiceOf(benefit, data.medicalQuestions, form);
      // The terms version the review step showed: a newer one published meanwhile is refused by the server.
      const shownTerms = benefit.terms ? { accepted_terms_version: benefit.terms.version } : {};
      const submit = options.submit
        ? { submit: true, accepted_terms: form.acceptedTerms, ...shownTerms }
        : {};
      setProblem(null);
      try {
        // While the portal is briefly unavailable (503), its words are shown, the form keeps what was typed,
        // and the same change is sent again after Retry-After.
        const answer = await retryWhileUnavailable(
          () =>
            draft
              ? updateSelection({
                  benefitId,
                  selectionId: draft.selectionId,
                  body: { ...choice, ...submit, revision: draft.revision },
                }).unwrap()
              : createSelection({ benefitId, body: { ...choice, ...submit } }).unwrap(),
          { onWaiting: (error) => setProblem(problemOf(error)) },
        );
        setProblem(null);
        setDirty(false);
        return answer;
      } catch (error) {
        const next = problemOf(error);
        setProblem(next);
        // The latest revision, so the next save can go through; the form keeps what was typed.
        if (next.stale) void selectionQuery.refetch();
        // New terms were published while the wizard was open: show them, to be read and accepted again.
        if (next.fields.accepted_terms === TERMS_CHANGED_MESSAGE) {
          void benefitQuery.refetch();
          setEdited((current) => current && { ...current, acceptedTerms: false });
        }
        return null;
      }
    },
    [benefitQuery, benefitId, createSelection, data, draft, form, selectionQuery, updateSelection],
  );

  return {
    benefitQuery,
    selectionQuery,
    form,
    change,
    dirty,
    draft,
    save,
    saving: creating.isLoading || updating.isLoading,
    problem,
    clearProblem: () => setProblem(null),
  };
}
