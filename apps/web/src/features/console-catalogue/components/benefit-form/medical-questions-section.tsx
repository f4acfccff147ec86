import { Button } from '../../../../components/button/button.tsx';
import { TextAreaField } from '../../../../components/text-field/text-area-field.tsx';
import { addTexts, useTranslation } from '../../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../../i18n/en-GB/console-catalogue.json';
import { freshKey, type Draft } from './benefit-draft.ts';
import { NumberField, SectionFrame, useFocusAfterRender, useField } from './form-fields.tsx';
import styles from '../catalogue.module.css';

addTexts(consoleCatalogueTexts);

type Question = Draft['medicalQuestions'][number];

/** Health questions asked when the chosen amount is above a level (always when none is given). */
export function MedicalQuestionsSection({ draft, change }: { draft: Draft; change(next: Draft): void }) {
  const { t } = useTranslation();
  const focusLater = useFocusAfterRender();
  const list = useField('medicalQuestions');
  const questions = draft.medicalQuestions;
  const setQuestions = (next: Question[]) => change({ ...draft, medicalQuestions: next });
  const labelOf = (question: Question) =>
    question.question.trim() || t('consoleCatalogue.form.question.blank');
  return (
    <SectionFrame
      path="medicalQuestions"
      legend={t('consoleCatalogue.form.question.heading')}
      hint={t('consoleCatalogue.form.question.hint')}
    >
      {questions.map((question, index) => {
        const number = index + 1;
        const set = (next: Partial<Question>) =>
          setQuestions(
            questions.map((other) => (other.key === question.key ? { ...other, ...next } : other)),
          );
        return (
          <fieldset key={question.key} className={styles.group}>
            <legend>{t('consoleCatalogue.form.question.legend', { number })}</legend>
            <QuestionText
              index={index}
              value={question.question}
              onChange={(value) => set({ question: value })}
            />
            <NumberField
              path={`medicalQuestions.${index}.appliesAbove`}
              label={t('consoleCatalogue.form.question.appliesAbove')}
              hint={t('consoleCatalogue.form.question.appliesAboveHint')}
              value={question.appliesAbove}
              onChange={(value) => set({ appliesAbove: value })}
            />
            <div className={styles.itemActions}>
              <Button
                variant="secondary"
                onClick={() => {
                  setQuestions(questions.filter((other) => other.key !== question.key));
                  focusLater(list.id);
                }}
              >
                {t('consoleCatalogue.form.question.remove', { number, question: labelOf(question) })}
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
            setQuestions([...questions, { key: freshKey('question'), question: '', appliesAbove: '' }]);
            focusLater(`${list.id}-${questions.length}-question`);
          }}
        >
          {t('consoleCatalogue.form.question.add')}
        </Button>
      </div>
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
  const field = useField(`medicalQuestions.${index}.question`);
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
