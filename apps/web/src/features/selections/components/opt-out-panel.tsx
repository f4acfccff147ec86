import { longDate } from '@portal/benefits/dates';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import { andList } from '../../../lib/words.ts';
import { useOptOutSelectionMutation } from '../api.ts';
import { problemOf } from '../use-setup-wizard.ts';
import styles from './selections.module.css';
import selectionsTexts from '../../../i18n/en-GB/selections.json';

addTexts(selectionsTexts);

/**
 * The opt-out side panel: what leaving means (the day cover ends, who stops being covered, that payments stop,
 * until when the employee may reapply), an optional reason, then the PATCH of the status (spec section 4).
 */
export default function OptOutPanel({
  benefitName,
  selectionId,
  revision,
  endsOn,
  peopleCovered,
  windowClosesOn,
  close,
  markSucceeded,
}: SidePanelComponentProps<'opt-out'>) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [reason, setReason] = useState('');
  const [optOut, { isLoading, error }] = useOptOutSelectionMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const trimmed = reason.trim();
    const answer = await optOut({
      selectionId,
      body: { revision, status: 'opted-out', ...(trimmed ? { reason: trimmed } : {}) },
    });
    if ('data' in answer) {
      announce(t('selections.optOut.done', { name: benefitName }));
      markSucceeded();
      close();
    }
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p>
        <strong>{t('selections.optOut.consequence', { name: benefitName, date: longDate(endsOn) })}</strong>
      </p>
      {peopleCovered.length > 0 ? (
        <p>{t('selections.optOut.covered', { people: andList(peopleCovered) })}</p>
      ) : null}
      <p>{t('selections.optOut.deductions')}</p>
      {windowClosesOn ? <p>{t('selections.optOut.reapply', { date: longDate(windowClosesOn) })}</p> : null}
      {error ? (
        <Banner variant="error" role="alert">
          <p>{problemOf(error).message}</p>
        </Banner>
      ) : null}
      <TextAreaField
        id="opt-out-reason"
        label={t('selections.optOut.reason')}
        value={reason}
        maxLength={500}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={isLoading} aria-disabled={isLoading}>
          {t('selections.optOut.confirm', { name: benefitName })}
        </Button>
        <Button variant="secondary" onClick={() => close()}>
          {t('selections.optOut.cancel', { name: benefitName })}
        </Button>
      </div>
    </form>
  );
}
