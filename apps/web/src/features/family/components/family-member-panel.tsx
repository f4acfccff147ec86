import { ukDateOf } from '@portal/benefits/dates';
import { CORRECT_ERRORS_MESSAGE } from '@portal/contracts/selection-messages';
import { FAMILY_TITLES } from '@portal/contracts/family-messages';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { DateOfBirthInput } from '../../../components/date-of-birth-input/date-of-birth-input.tsx';
import { SelectField } from '../../../components/text-field/select-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useSignedInClient } from '../../../lib/state/login-setup-api.ts';
import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import { useAddFamilyMemberMutation, useEditFamilyMemberMutation } from '../api.ts';
import {
  asksForEducation,
  familyFormProblems,
  familyStatusOf,
  type FamilyProblems,
  type FamilyStatus,
} from '../family-form.ts';
import { emptyFamilyForm, formOf, toFamilyPayload, type FamilyForm } from '../family-mapping.ts';
import styles from './family.module.css';
import familyTexts from '../../../i18n/en-GB/family.json';
import { portalNow } from '../../../lib/portal-clock.ts';

addTexts(familyTexts);

const OLDEST_YEAR_BACK = 120;

/**
 * The add-family-member side panel, for adding and editing (spec point 3's form fields and section 5's
 * messages). The form is checked as the server will check it; the server's answer is stored as the family
 * status (spec section 8) and shown next to the form, and nothing typed is lost on a refusal.
 */
export default function FamilyMemberPanel({
  member,
  close,
  markSucceeded,
}: SidePanelComponentProps<'add-family-member'>) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const schemeId = useSignedInClient()?.scheme?.id ?? null;
  const [form, setForm] = useState<FamilyForm>(member ? formOf(member) : emptyFamilyForm);
  const [problems, setProblems] = useState<FamilyProblems>({});
  const [status, setStatus] = useState<FamilyStatus | null>(null);
  const [add, adding] = useAddFamilyMemberMutation();
  const [edit, editing] = useEditFamilyMemberMutation();
  const busy = adding.isLoading || editing.isLoading;
  const today = ukDateOf(portalNow());
  const education = form.relationship === 'dependant';

  const change = <Field extends keyof FamilyForm>(field: Field, value: FamilyForm[Field]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = familyFormProblems(form, today);
    setProblems(found);
    if (Object.keys(found).length > 0 || !schemeId) {
      setStatus(schemeId ? { errors: found, message: CORRECT_ERRORS_MESSAGE } : 'error');
      return;
    }
    const body = toFamilyPayload(form);
    const answer = form.familyMemberId
      ? await edit({ id: form.familyMemberId, body })
      : await add({ schemeId, body });
    const next = familyStatusOf(
      'data' in answer
        ? { ok: true }
        : { ok: false, ...(answer.error as { status: number | null; body: unknown }) },
    );
    setStatus(next);
    if (next === 'success') {
      announce(
        t(member ? 'family.panel.saved' : 'family.panel.added', {
          name: `${body.first_name} ${body.surname}`,
        }),
      );
      markSucceeded();
      close();
    } else if (next !== 'error') {
      setProblems(next.errors);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={t(member ? 'family.panel.editLabel' : 'family.panel.addLabel')}
    >
      {status === 'error' ? (
        <Banner variant="error" role="alert">
          <p>{t('family.panel.error')}</p>
        </Banner>
      ) : status && status !== 'success' ? (
        <Banner variant="error" role="alert">
          <p>{status.message ?? CORRECT_ERRORS_MESSAGE}</p>
        </Banner>
      ) : null}
      <SelectField
        id="family-title"
        label={t('family.panel.title')}
        placeholder={t('family.panel.choose')}
        options={FAMILY_TITLES.map((title) => ({ label: title, value: title }))}
        value={form.title}
        error={problems.title}
        onChange={(event) => change('title', event.target.value)}
      />
      <TextField
        id="family-first-name"
        label={t('family.panel.firstName')}
        autoComplete="off"
        value={form.firstName}
        error={problems.firstName}
        onChange={(event) => change('firstName', event.target.value)}
      />
      <TextField
        id="family-surname"
        label={t('family.panel.surname')}
        autoComplete="off"
        value={form.surname}
        error={problems.surname}
        onChange={(event) => change('surname', event.target.value)}
      />
      <SelectField
        id="family-sex"
        label={t('family.panel.sex')}
        placeholder={t('family.panel.choose')}
        options={[
          { label: t('family.panel.female'), value: '1' },
          { label: t('family.panel.male'), value: '2' },
        ]}
        value={form.gender}
        error={problems.gender}
        onChange={(event) => change('gender', event.target.value as FamilyForm['gender'])}
      />
      <SelectField
        id="family-relationship"
        label={t('family.panel.relationship')}
        placeholder={t('family.panel.choose')}
        options={[
          { label: t('family.relationship.partner'), value: 'partner' },
          { label: t('family.relationship.dependant'), value: 'dependant' },
        ]}
        value={form.relationship}
        error={problems.relationship}
        onChange={(event) => change('relationship', event.target.value as FamilyForm['relationship'])}
      />
      <DateOfBirthInput
        id="family-dob"
        legend={t('family.panel.dateOfBirth')}
        hint={t('family.panel.dateOfBirthHint')}
        error={problems.dateOfBirth}
        defaultValue={form.dateOfBirth}
        minYear={Number(today.slice(0, 4)) - OLDEST_YEAR_BACK}
        maxYear={Number(today.slice(0, 4))}
        onChange={(value) => change('dateOfBirth', value)}
      />
      {education ? (
        <>
          <TextField
            id="family-education"
            type="date"
            label={t('family.panel.education')}
            hint={t(
              asksForEducation(form, today) ? 'family.panel.educationRequired' : 'family.panel.educationHint',
            )}
            value={form.fullTimeEducationEndDate}
            error={problems.fullTimeEducationEndDate}
            onChange={(event) => change('fullTimeEducationEndDate', event.target.value)}
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={form.registeredDisabled}
              onChange={(event) => change('registeredDisabled', event.target.checked)}
            />
            {t('family.panel.registeredDisabled')}
          </label>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy} aria-disabled={busy}>
          {busy ? t('family.panel.saving') : t(member ? 'family.panel.save' : 'family.panel.add')}
        </Button>
        <Button variant="secondary" onClick={() => close()}>
          {t('family.panel.cancel')}
        </Button>
      </div>
    </form>
  );
}
