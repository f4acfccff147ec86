import { TextAreaField } from '../../../../components/text-field/text-area-field.tsx';
import { addTexts, useTranslation } from '../../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../../i18n/en-GB/console-catalogue.json';
import { freshKey, itemPath, type Draft } from './benefit-draft.ts';
import { NumberField, SectionFrame, useField } from './form-fields.tsx';
import { ItemList } from './item-list.tsx';

addTexts(consoleCatalogueTexts);

type Question = Draft['medicalQuestions'][number];

/** Health questions asked when the chosen amount is above a level (always when none is given). */
export function MedicalQuestionsSection({ draft, change }: { draft: Draft; change(next: Draft): void }) {
  const { t } = useTranslation();
  const labelOf = (question: Question) =>
    question.question.trim() || t('consoleCatalogue.form.question.blank');
  return (
    <SectionFrame
      path="medicalQuestions"
      legend={t('consoleCatalogue.form.question.heading')}
      hint={t('consoleCatalogue.form.question.hint')}
    >
      <ItemList
        path="medicalQuestions"
        items={draft.medicalQuestions}
        onChange={(medicalQuestions) => change({ ...draft, medicalQuestions })}
        fresh={() => ({ key: freshKey('question'), question: '', appliesAbove: '' })}
        firstField="question"
        texts={{
          legend: (number) => t('consoleCatalogue.form.question.legend', { number }),
          remove: (number, question) =>
            t('consoleCatalogue.form.question.remove', { number, question: labelOf(question) }),
          add: t('consoleCatalogue.form.question.add'),
        }}
        fields={(question, index, set) => (
          <>
            <QuestionText
              index={index}
              value={question.question}
              onChange={(value) => set({ question: value })}
            />
            <NumberField
              path={itemPath('medicalQuestions', index, 'appliesAbove')}
              label={t('consoleCatalogue.form.question.appliesAbove')}
              hint={t('consoleCatalogue.form.question.appliesAboveHint')}
              value={question.appliesAbove}
              onChange={(value) => set({ appliesAbove: value })}
            />
          </>
        )}
      />
    </SectionFrame>
  );
}

function QuestionText({
  index,
  value,
  onChange,
}: {
  index: number;
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  const field = useField(itemPath('medicalQuestions', index, 'question'));
  return (
    <TextAreaField
      id={field.id}
      label={t('consoleCatalogue.form.question.question')}
      rows={2}
      value={value}
      error={field.error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
