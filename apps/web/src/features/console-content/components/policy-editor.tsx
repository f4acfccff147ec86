import type { ContentPage, ContentType } from '@portal/contracts/content';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { usePublishPolicyMutation } from '../api.ts';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import styles from './content-editor.module.css';
import contentTexts from '../../../i18n/en-GB/console-content.json';

addTexts(contentTexts);

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });

/**
 * One policy (terms, privacy statement, cookie policy): its current version, and a new version written in the
 * rich text editor and published with a reason. New terms send every user to the new-terms screen at their
 * next visit, which the form says before it is sent.
 */
export function PolicyEditor({
  clientSlug,
  type,
  current,
}: {
  clientSlug: string;
  type: ContentType;
  current: ContentPage | null;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [title, setTitle] = useState(current?.title ?? '');
  const [html, setHtml] = useState(current?.content ?? '');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [publish, publishing] = usePublishPolicyMutation();
  const [outcome, setOutcome] = useState<'invalid' | 'failed' | null>(null);
  const [published, setPublished] = useState<number | null>(null);
  const name = t(`consoleContent.policy.${type}`);
  const id = (field: string) => `policy-${type}-${field}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (publishing.isLoading) return;
    const found: Record<string, string> = {};
    if (!title.trim()) found.title = t('consoleContent.policy.titleRequired');
    if (!html.trim()) found.html = t('consoleContent.policy.textRequired');
    if (!reason.trim()) found.reason = t('consoleContent.reasonRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOutcome('invalid');
      return;
    }
    const answer = await publish({ clientSlug, type, publication: { title, html, reason } });
    if ('data' in answer && answer.data) {
      setReason('');
      setOutcome(null);
      setPublished(answer.data.revision);
      announce(t('consoleContent.policy.published', { name, revision: answer.data.revision }));
      return;
    }
    const refused = fieldErrors((answer.error as ApiQueryError | undefined)?.body);
    setErrors(refused);
    setPublished(null);
    setOutcome(Object.keys(refused).length > 0 ? 'invalid' : 'failed');
  };

  return (
    <form className={styles.policy} noValidate onSubmit={(event) => void submit(event)}>
      <h3>{name}</h3>
      <p>
        {current
          ? t('consoleContent.policy.current', {
              revision: current.revision,
              date: day.format(new Date(current.updatedAt)),
            })
          : t('consoleContent.policy.noneYet')}
      </p>
      {outcome === 'invalid' ? (
        <Banner variant="error" role="alert">
          <p>{t('consoleContent.policy.notPublished')}</p>
        </Banner>
      ) : null}
      {outcome === 'failed' ? (
        <Banner variant="error" role="alert">
          <p>
            {t('consoleContent.failed', {
              error: (publishing.error as ApiQueryError | undefined)?.error ?? '',
            })}
          </p>
        </Banner>
      ) : null}
      {published !== null ? (
        <Banner variant="success">
          <p>{t('consoleContent.policy.published', { name, revision: published })}</p>
        </Banner>
      ) : null}
      <TextField
        id={id('title')}
        label={t('consoleContent.policy.title')}
        value={title}
        error={errors.title}
        onChange={(event) => setTitle(event.target.value)}
      />
      <RichTextEditor
        id={id('html')}
        label={t('consoleContent.policy.text', { name })}
        value={html}
        error={errors.html}
        onChange={setHtml}
      />
      <TextAreaField
        id={id('reason')}
        label={t('consoleContent.reason')}
        hint={type === 'terms' ? t('consoleContent.policy.termsHint') : t('consoleContent.reasonHint')}
        value={reason}
        error={errors.reason}
        maxLength={500}
        rows={2}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" aria-disabled={publishing.isLoading || undefined}>
        {publishing.isLoading
          ? t('consoleContent.policy.publishing')
          : t('consoleContent.policy.publish', { name: name.toLowerCase() })}
      </Button>
    </form>
  );
}
