import {
  CONTACT_COMMENTS_MAX_LENGTH,
  CONTACT_COMMENTS_TOO_LONG_MESSAGE,
  type EnquiryOption,
} from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { SelectField } from '../../../components/text-field/select-field.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { useSignedInClient } from '../../../lib/state/login-setup-api.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { useSendEnquiryMutation } from '../api.ts';
import { sendOutcome } from '../send-outcome.ts';
import styles from './contact.module.css';
import contactTexts from '../../../i18n/en-GB/contact.json';

addTexts(contactTexts);

interface EnquiryValues {
  subject: string;
  comments: string;
}

/**
 * The enquiry form (spec section 5, Contact form): subject and comments, both required, validated on blur and
 * again as they change; a submit with errors shows the top error and moves focus to it; the server's field
 * messages land on their fields and any other message shows at the top. What was typed is never lost.
 */
export function ContactForm({ options, onSent }: { options: readonly EnquiryOption[]; onSent(): void }) {
  const { t } = useTranslation();
  const session = useAppSelector(selectSession);
  const client = useSignedInClient();
  const [sendEnquiry] = useSendEnquiryMutation();
  const [topError, setTopError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { subject: '', comments: '' },
  });
  const required = t('contact.required');

  const send = handleSubmit(
    async (values) => {
      setTopError(null);
      const result = await sendEnquiry({
        subject: values.subject,
        comments: values.comments,
        email: session.email,
        firstName: session.firstName,
        surname: session.surname,
        company: client?.clientName ?? null,
      });
      const outcome = sendOutcome(result, t('contact.unexpected'));
      if (outcome.kind === 'sent') return onSent();
      if (outcome.kind === 'fields') {
        if (outcome.subject) setError('subject', { type: 'server', message: outcome.subject });
        if (outcome.comments) setError('comments', { type: 'server', message: outcome.comments });
        setTopError(t('contact.topError'));
        setFocus(outcome.subject ? 'subject' : 'comments');
        return;
      }
      setTopError(outcome.message);
    },
    () => setTopError(t('contact.topError')),
  );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void send(event)}>
      {topError ? (
        <Banner variant="error" role="alert">
          <p>{topError}</p>
        </Banner>
      ) : null}
      <SelectField
        label={t('contact.subjectLabel')}
        placeholder={t('contact.subjectPlaceholder')}
        options={options}
        error={errors.subject?.message}
        {...register('subject', { required })}
      />
      <TextAreaField
        label={t('contact.commentsLabel')}
        rows={5}
        error={errors.comments?.message}
        {...register('comments', {
          validate: (value) => {
            if (value.trim() === '') return required;
            if (value.trim().length > CONTACT_COMMENTS_MAX_LENGTH) return CONTACT_COMMENTS_TOO_LONG_MESSAGE;
            return true;
          },
        })}
      />
      <Button type="submit" aria-disabled={isSubmitting}>
        {isSubmitting ? t('contact.sending') : t('contact.send')}
      </Button>
    </form>
  );
}
