import type { ConsoleContent } from '@portal/contracts/console-content';
import {
  contentDocumentIssues,
  contentDocumentSchema,
  type ContentDocument,
} from '@portal/contracts/content-document';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useSaveConsoleContentMutation } from '../api.ts';
import { ItemListEditor } from './item-list-editor.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor/rich-text-editor.tsx';
import styles from './content-editor.module.css';
import contentTexts from '../../../i18n/en-GB/console-content.json';

addTexts(contentTexts);

type Document = ContentDocument;
/** The contact card's path in the document, which the server's errors name. */
const CONTACT = 'contact';
type Outcome =
  { kind: 'saved' } | { kind: 'invalid'; problems: [string, string][] } | { kind: 'failed'; error: string };

const download = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  URL.revokeObjectURL(url);
};

/**
 * The client's content document (what `npm run content` exports and imports): the home page's cards and banner,
 * the welcome carousel, the FAQs and the contact card with its enquiry subjects, edited here and saved whole;
 * or the whole document downloaded, and a document imported. The server checks all of it and keeps nothing of
 * a document with a problem, each problem answered by its field.
 */
export function DocumentEditor({ clientSlug, loaded }: { clientSlug: string; loaded: ConsoleContent }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [doc, setDoc] = useState<Document>(loaded.document);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [save, saving] = useSaveConsoleContentMutation();
  const importInput = useRef<HTMLInputElement>(null);

  const change = <Key extends keyof Document>(key: Key, value: Document[Key]) => {
    setDoc((current) => ({ ...current, [key]: value }));
    setOutcome(null);
  };

  const send = async (document: unknown) => {
    if (saving.isLoading) return;
    const checked = contentDocumentSchema.safeParse(document);
    if (!checked.success) {
      const problems = contentDocumentIssues(checked.error).map(
        (issue) => [issue.path, issue.message] as [string, string],
      );
      setErrors(Object.fromEntries(problems));
      setOutcome({ kind: 'invalid', problems });
      return;
    }
    const answer = await save({ clientSlug, document, ...(reason.trim() ? { reason } : {}) });
    if ('data' in answer && answer.data) {
      setDoc(answer.data.document);
      setErrors({});
      setReason('');
      setOutcome({ kind: 'saved' });
      announce(t('consoleContent.saved', { name: loaded.client.name }));
      return;
    }
    const error = answer.error as ApiQueryError | undefined;
    const refused = fieldErrors(error?.body);
    setErrors(refused);
    setOutcome(
      Object.keys(refused).length > 0
        ? { kind: 'invalid', problems: Object.entries(refused) }
        : { kind: 'failed', error: error?.error ?? '' },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The policies are published on their own (with a reason): saving the sections never republishes them.
    const { policies: _policies, ...sections } = doc;
    void send(sections);
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      setOutcome({ kind: 'invalid', problems: [['(document)', t('consoleContent.importNotJson')]] });
      return;
    }
    await send(parsed);
  };

  const text = (max: string) => t('consoleContent.atMost', { max });
  return (
    <form className={styles.document} noValidate onSubmit={submit}>
      <h2>{t('consoleContent.documentHeading')}</h2>
      <p>{t('consoleContent.documentIntro')}</p>
      <div className={styles.transfer}>
        <Button
          variant="secondary"
          onClick={() =>
            download(`${clientSlug}-content.json`, `${JSON.stringify(loaded.document, null, 2)}\n`)
          }
        >
          {t('consoleContent.export')}
        </Button>
        <Button variant="secondary" onClick={() => importInput.current?.click()}>
          {t('consoleContent.import')}
        </Button>
        <input
          ref={importInput}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('consoleContent.import')}
          onChange={(event) => void importFile(event)}
        />
      </div>
      {outcome?.kind === 'invalid' ? (
        <Banner variant="error" role="alert" title={t('consoleContent.notSaved')}>
          <ul>
            {outcome.problems.map(([path, message]) => (
              <li key={path}>
                <code>{path}</code>: {message}
              </li>
            ))}
          </ul>
        </Banner>
      ) : null}
      {outcome?.kind === 'failed' ? (
        <Banner variant="error" role="alert">
          <p>{t('consoleContent.failed', { error: outcome.error })}</p>
        </Banner>
      ) : null}
      {outcome?.kind === 'saved' ? (
        <Banner variant="success">
          <p>{t('consoleContent.saved', { name: loaded.client.name })}</p>
        </Banner>
      ) : null}

      <ItemListEditor
        path="homePageCards"
        legend={t('consoleContent.cards')}
        itemLabel={(index) => t('consoleContent.card', { number: index + 1 })}
        items={doc.homePageCards}
        fields={[
          { key: 'title', label: t('consoleContent.fields.title'), kind: 'text', hint: text('120') },
          { key: 'text', label: t('consoleContent.fields.text'), kind: 'textarea', hint: text('600') },
          {
            key: 'link',
            label: t('consoleContent.fields.link'),
            kind: 'text',
            hint: t('consoleContent.fields.linkHint'),
          },
        ]}
        errors={errors}
        newItem={() => ({ title: '', text: '', image: null, link: '/app/home/' })}
        addLabel={t('consoleContent.addCard')}
        onChange={(items) => change('homePageCards', items)}
      />
      <ItemListEditor
        path="homePageBanners"
        legend={t('consoleContent.banners')}
        itemLabel={(index) => t('consoleContent.banner', { number: index + 1 })}
        items={doc.homePageBanners}
        fields={[
          { key: 'title', label: t('consoleContent.fields.title'), kind: 'text', hint: text('120') },
          { key: 'text', label: t('consoleContent.fields.text'), kind: 'textarea', hint: text('600') },
          {
            key: 'link',
            label: t('consoleContent.fields.link'),
            kind: 'text',
            optional: true,
            hint: t('consoleContent.fields.optionalLinkHint'),
          },
          { key: 'linkText', label: t('consoleContent.fields.linkText'), kind: 'text', optional: true },
        ]}
        errors={errors}
        newItem={() => ({ title: '', text: '', image: null, link: null, linkText: null })}
        addLabel={t('consoleContent.addBanner')}
        onChange={(items) => change('homePageBanners', items)}
      />
      <ItemListEditor
        path="carouselSlides"
        legend={t('consoleContent.slides')}
        itemLabel={(index) => t('consoleContent.slide', { number: index + 1 })}
        items={doc.carouselSlides}
        fields={[
          { key: 'title', label: t('consoleContent.fields.title'), kind: 'text', hint: text('120') },
          { key: 'text', label: t('consoleContent.fields.text'), kind: 'textarea', hint: text('600') },
        ]}
        errors={errors}
        newItem={() => ({ title: '', text: '', image: null })}
        addLabel={t('consoleContent.addSlide')}
        onChange={(items) => change('carouselSlides', items)}
      />
      <ItemListEditor
        path="faqs"
        legend={t('consoleContent.faqs')}
        itemLabel={(index) => t('consoleContent.faqGroup', { number: index + 1 })}
        items={doc.faqs}
        fields={[{ key: 'title', label: t('consoleContent.fields.groupTitle'), kind: 'text' }]}
        errors={errors}
        newItem={() => ({ title: '', questions: [{ question: '', answer: '' }] })}
        addLabel={t('consoleContent.addFaqGroup')}
        onChange={(items) => change('faqs', items)}
      >
        {(group, groupIndex) => (
          <ItemListEditor
            path={`faqs[${groupIndex}].questions`}
            legend={t('consoleContent.questions', { group: group.title || groupIndex + 1 })}
            itemLabel={(index) => t('consoleContent.question', { number: index + 1 })}
            items={group.questions}
            fields={[
              { key: 'question', label: t('consoleContent.fields.question'), kind: 'text' },
              { key: 'answer', label: t('consoleContent.fields.answer'), kind: 'html' },
            ]}
            errors={errors}
            newItem={() => ({ question: '', answer: '' })}
            addLabel={t('consoleContent.addQuestion')}
            onChange={(questions) =>
              change(
                'faqs',
                doc.faqs.map((item, at) => (at === groupIndex ? { ...item, questions } : item)),
              )
            }
          />
        )}
      </ItemListEditor>
      <fieldset className={styles.list}>
        <legend>{t('consoleContent.contact')}</legend>
        <TextField
          id="contact-title"
          label={t('consoleContent.fields.title')}
          value={doc.contact.title}
          error={errors[`${CONTACT}.title`]}
          onChange={(event) => change('contact', { ...doc.contact, title: event.target.value })}
        />
        <RichTextEditor
          id="contact-content"
          label={t('consoleContent.fields.contactText')}
          value={doc.contact.content}
          error={errors[`${CONTACT}.content`]}
          onChange={(content) => change('contact', { ...doc.contact, content })}
        />
        <ItemListEditor
          path={`${CONTACT}.enquiryOptions`}
          legend={t('consoleContent.subjects')}
          itemLabel={(index) => t('consoleContent.subject', { number: index + 1 })}
          items={doc.contact.enquiryOptions}
          fields={[
            { key: 'label', label: t('consoleContent.fields.subjectLabel'), kind: 'text' },
            {
              key: 'value',
              label: t('consoleContent.fields.subjectValue'),
              kind: 'text',
              hint: t('consoleContent.fields.subjectValueHint'),
            },
          ]}
          errors={errors}
          newItem={() => ({ label: '', value: '' })}
          addLabel={t('consoleContent.addSubject')}
          onChange={(enquiryOptions) => change('contact', { ...doc.contact, enquiryOptions })}
        />
      </fieldset>
      <TextAreaField
        id="content-reason"
        label={t('consoleContent.reasonOptional')}
        hint={t('consoleContent.reasonDocumentHint')}
        value={reason}
        error={errors.reason}
        maxLength={500}
        rows={2}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" aria-disabled={saving.isLoading || undefined}>
        {saving.isLoading ? t('consoleContent.saving') : t('consoleContent.save')}
      </Button>
    </form>
  );
}
