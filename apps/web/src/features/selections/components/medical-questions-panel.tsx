import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import styles from './selections.module.css';
import selectionsTexts from '../../../i18n/en-GB/selections.json';

addTexts(selectionsTexts);

/**
 * The medical-questions side panel: a yes or no for each question, every one required. It closes with the
 * answers; they go to the server with the submission, where they are kept encrypted.
 */
export default function MedicalQuestionsPanel({
  benefitName,
  questions,
  answers,
  close,
  markSucceeded,
}: SidePanelComponentProps<'medical-questions'>) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Record<string, boolean>>({ ...answers });
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (questions.some((question) => chosen[question.id] === undefined)) {
      setMissing(true);
      return;
    }
    markSucceeded();
    close(chosen);
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={benefitName}>
      <p>{t('selections.medical.intro')}</p>
      {missing ? (
        <Banner variant="error" role="alert">
          <p>{t('selections.medical.required')}</p>
        </Banner>
      ) : null}
      {questions.map((question, index) => (
        <fieldset key={question.id} className={styles.question}>
          <legend>{`${index + 1}. ${question.question}`}</legend>
          <div className={styles.inline}>
            {([true, false] as const).map((answer) => (
              <label key={String(answer)} className={styles.option}>
                <input
                  type="radio"
                  name={`question-${question.id}`}
                  checked={chosen[question.id] === answer}
                  onChange={() => setChosen((current) => ({ ...current, [question.id]: answer }))}
                />
                <span>{answer ? t('selections.medical.yes') : t('selections.medical.no')}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button type="submit">{t('selections.medical.save')}</Button>
      </div>
    </form>
  );
}
