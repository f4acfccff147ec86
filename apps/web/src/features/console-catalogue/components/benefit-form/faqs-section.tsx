import { Button } from '../../../../components/button/button.tsx';
import { RichTextEditor } from '../../../../components/rich-text-editor/rich-text-editor.tsx';
import { addTexts, useTranslation } from '../../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../../i18n/en-GB/console-catalogue.json';
import { freshKey, itemPath, type Draft } from './benefit-draft.ts';
import { PlainTextField, SectionFrame, useFocusAfterRender, useField } from './form-fields.tsx';
import styles from '../catalogue.module.css';

addTexts(consoleCatalogueTexts);

type Faq = Draft['faqs'][number];

/** The benefit's questions and answers; an answer is rich text, which the server sanitises on save. */
export function FaqsSection({ draft, change }: { draft: Draft; change(next: Draft): void }) {
  const { t } = useTranslation();
  const focusLater = useFocusAfterRender();
  const list = useField('faqs');
  const faqs = draft.faqs;
  const setFaqs = (next: Faq[]) => change({ ...draft, faqs: next });
  const labelOf = (faq: Faq) => faq.question.trim() || t('consoleCatalogue.form.faq.blank');
  return (
    <SectionFrame path="faqs" legend={t('consoleCatalogue.form.faq.heading')}>
      {faqs.map((faq, index) => {
        const number = index + 1;
        const set = (next: Partial<Faq>) =>
          setFaqs(faqs.map((other) => (other.key === faq.key ? { ...other, ...next } : other)));
        return (
          <fieldset key={faq.key} className={styles.group}>
            <legend>{t('consoleCatalogue.form.faq.legend', { number })}</legend>
            <PlainTextField
              path={itemPath('faqs', index, 'question')}
              label={t('consoleCatalogue.form.faq.question')}
              value={faq.question}
              onChange={(value) => set({ question: value })}
            />
            <FaqAnswer
              index={index}
              value={faq.answerHtml}
              onChange={(value) => set({ answerHtml: value })}
            />
            <div className={styles.itemActions}>
              <Button
                variant="secondary"
                onClick={() => {
                  setFaqs(faqs.filter((other) => other.key !== faq.key));
                  focusLater(list.id);
                }}
              >
                {t('consoleCatalogue.form.faq.remove', { number, question: labelOf(faq) })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.itemActions}>
        <Button
          variant="secondary"
          id={list.id}
          onClick={() => {
            setFaqs([...faqs, { key: freshKey('faq'), question: '', answerHtml: '' }]);
            focusLater(`${list.id}-${faqs.length}-question`);
          }}
        >
          {t('consoleCatalogue.form.faq.add')}
        </Button>
      </div>
    </SectionFrame>
  );
}

function FaqAnswer({
  index,
  value,
  onChange,
}: {
  index: number;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const field = useField(itemPath('faqs', index, 'answerHtml'));
  return (
    <RichTextEditor
      id={field.id}
      label={t('consoleCatalogue.form.faq.answer')}
      value={value}
      error={field.error}
      onChange={onChange}
    />
  );
}
