import { RichTextEditor } from '../../../../components/rich-text-editor/rich-text-editor.tsx';
import { addTexts, useTranslation } from '../../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../../i18n/en-GB/console-catalogue.json';
import { freshKey, itemPath, type Draft } from './benefit-draft.ts';
import { PlainTextField, SectionFrame, useField } from './form-fields.tsx';
import { ItemList } from './item-list.tsx';

addTexts(consoleCatalogueTexts);

type Faq = Draft['faqs'][number];

/** The benefit's questions and answers; an answer is rich text, which the server sanitises on save. */
export function FaqsSection({ draft, change }: { draft: Draft; change(next: Draft): void }) {
  const { t } = useTranslation();
  const labelOf = (faq: Faq) => faq.question.trim() || t('consoleCatalogue.form.faq.blank');
  return (
    <SectionFrame path="faqs" legend={t('consoleCatalogue.form.faq.heading')}>
      <ItemList
        path="faqs"
        items={draft.faqs}
        onChange={(faqs) => change({ ...draft, faqs })}
        fresh={() => ({ key: freshKey('faq'), question: '', answerHtml: '' })}
        firstField="question"
        texts={{
          legend: (number) => t('consoleCatalogue.form.faq.legend', { number }),
          remove: (number, faq) => t('consoleCatalogue.form.faq.remove', { number, question: labelOf(faq) }),
          add: t('consoleCatalogue.form.faq.add'),
        }}
        fields={(faq, index, set) => (
          <>
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
          </>
        )}
      />
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
