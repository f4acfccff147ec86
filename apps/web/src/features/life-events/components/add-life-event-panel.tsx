import { longDate, ukDateOf } from '@portal/benefits/dates';
import { lifeEventDateProblem } from '@portal/benefits/life-events';
import { apiPaths } from '@portal/contracts/api-paths';
import { LIFE_EVENT_ADD_ERROR, LIFE_EVENT_MESSAGES } from '@portal/contracts/family-messages';
import { CORRECT_ERRORS_MESSAGE } from '@portal/contracts/selection-messages';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { DateOfBirthInput } from '../../../components/date-of-birth-input/date-of-birth-input.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { SelectField } from '../../../components/text-field/select-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { api } from '../../../lib/api.ts';
import { apiUpload } from '../../../lib/api-transfer.ts';
import { DOCUMENT_ACCEPT, isAcceptableDocument } from '../../../lib/documents.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import { andList } from '../../../lib/words.ts';
import { useAppDispatch } from '../../../lib/state/hooks.ts';
import { REPORTED_EVENT_TAGS, useGetLifeEventTypesQuery } from '../api.ts';
import styles from './life-events.module.css';
import lifeEventsTexts from '../../../i18n/en-GB/life-events.json';
import { portalNow } from '../../../lib/portal-clock.ts';

addTexts(lifeEventsTexts);

type Field = 'typeId' | 'eventDate' | 'evidence';

/**
 * The add-life-event side panel: what happened (each type says which benefits it opens), when (not in the future,
 * at most 30 days ago), and evidence when the type needs it; sent as one form. On success the new event, with
 * the window it opened, is announced; a failure keeps what was entered and says so.
 */
export default function AddLifeEventPanel({
  close,
  markSucceeded,
}: SidePanelComponentProps<'add-life-event'>) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const dispatch = useAppDispatch();
  const types = useGetLifeEventTypesQuery();
  const [typeId, setTypeId] = useState('');
  const [eventDate, setEventDate] = useState('');
  const [evidence, setEvidence] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const today = ukDateOf(portalNow());
  const type = types.data?.types.find((candidate) => candidate.id === typeId) ?? null;

  const check = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!type) found.typeId = LIFE_EVENT_MESSAGES.type;
    const dateProblem = eventDate ? lifeEventDateProblem(eventDate, today) : null;
    if (!eventDate) found.eventDate = LIFE_EVENT_MESSAGES.date;
    else if (dateProblem === 'future') found.eventDate = LIFE_EVENT_MESSAGES.future;
    else if (dateProblem === 'too-old') found.eventDate = LIFE_EVENT_MESSAGES.tooOld;
    const badFile = evidence !== null && !isAcceptableDocument(evidence);
    if ((type?.evidenceRequired && !evidence) || badFile) found.evidence = LIFE_EVENT_MESSAGES.evidence;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(CORRECT_ERRORS_MESSAGE);
      return;
    }
    const form = new FormData();
    form.set('typeId', typeId);
    form.set('eventDate', eventDate);
    if (evidence) form.set('evidence', evidence);
    setFailure(null);
    setSending(true);
    const answer = await apiUpload<{ closesOn: string; benefits: { name: string }[] }>({
      path: apiPaths.lifeEvents,
      form,
    });
    setSending(false);
    if (answer.ok) {
      dispatch(api.util.invalidateTags(REPORTED_EVENT_TAGS));
      const { benefits, closesOn } = answer.data;
      announce(
        benefits.length > 0
          ? t('lifeEvents.added', {
              benefits: andList(benefits.map((benefit) => benefit.name)),
              date: longDate(closesOn),
            })
          : t('lifeEvents.addedNothing'),
      );
      markSucceeded();
      close();
      return;
    }
    const body = (answer.body ?? {}) as { errors?: { field: string; message: string }[] };
    const fields = Object.fromEntries((body.errors ?? []).map((problem) => [problem.field, problem.message]));
    setErrors(fields);
    // Spec section 8: the one message for a failed report; the fields say what to correct.
    setFailure(LIFE_EVENT_ADD_ERROR);
  };

  if (types.isLoading) return <Spinner label={t('lifeEvents.panel.loading')} />;
  if (types.isError || !types.data) {
    return (
      <Banner variant="error" role="alert">
        <p>{LIFE_EVENT_ADD_ERROR}</p>
      </Banner>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('lifeEvents.report')}>
      {failure ? (
        <Banner variant="error" role="alert">
          <p>{failure}</p>
        </Banner>
      ) : null}
      <SelectField
        id="life-event-type"
        label={t('lifeEvents.panel.type')}
        placeholder={t('lifeEvents.panel.choose')}
        options={types.data.types.map((option) => ({ label: option.name, value: option.id }))}
        value={typeId}
        error={errors.typeId}
        hint={
          type
            ? t('lifeEvents.panel.opens', {
                groups: andList(type.opens.map((group) => group.name)),
                days: type.daysAfter,
              })
            : undefined
        }
        onChange={(event) => setTypeId(event.target.value)}
      />
      <DateOfBirthInput
        id="life-event-date"
        legend={t('lifeEvents.panel.date')}
        hint={t('lifeEvents.panel.dateHint')}
        birthday={false}
        minYear={Number(today.slice(0, 4)) - 1}
        maxYear={Number(today.slice(0, 4))}
        error={errors.eventDate}
        onChange={(value) => setEventDate(value)}
      />
      {type?.evidenceRequired ? (
        <TextField
          id="life-event-evidence"
          type="file"
          accept={DOCUMENT_ACCEPT}
          label={t('lifeEvents.panel.evidence')}
          hint={t('lifeEvents.panel.evidenceHint')}
          error={errors.evidence}
          onChange={(event) => setEvidence(event.target.files?.[0] ?? null)}
        />
      ) : null}
      {sending ? <p role="status">{t('lifeEvents.panel.sending')}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={sending} aria-disabled={sending}>
          {t('lifeEvents.panel.submit')}
        </Button>
        <Button variant="secondary" onClick={() => close()}>
          {t('lifeEvents.panel.cancel')}
        </Button>
      </div>
    </form>
  );
}
