import { Button } from '../../../components/button/button.tsx';
import { Banner } from '../../../components/banner/banner.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import { questionsFor } from '../setup-form.ts';
import type { StepProps } from './step-props.ts';
import selectionsTexts from '../../../i18n/en-GB/selections.json';

addTexts(selectionsTexts);

/** The health questions the chosen amount calls for, answered in the medical-questions side panel. */
export function HealthStep({ benefit, data, form, change, errors }: StepProps) {
  const { t } = useTranslation();
  const panels = useSidePanels();
  const questions = questionsFor(data.medicalQuestions, benefit, form);
  const answered = questions.every((question) => form.medicalAnswers[question.id] !== undefined);
  return (
    <>
      <p>{t('selections.setup.health.intro')}</p>
      {errors.medicalAnswers ? (
        <Banner variant="error">
          <p>{errors.medicalAnswers}</p>
        </Banner>
      ) : null}
      {answered ? <p role="status">{t('selections.setup.health.answered')}</p> : null}
      <div>
        <Button
          variant={answered ? 'secondary' : 'primary'}
          onClick={(event) =>
            panels.open('medical-questions', {
              props: { benefitName: benefit.name, questions, answers: form.medicalAnswers },
              opener: event.currentTarget,
              onClose: (value) => {
                if (value && typeof value === 'object') {
                  change((current) => ({ ...current, medicalAnswers: value as Record<string, boolean> }));
                }
              },
            })
          }
        >
          {answered ? t('selections.setup.health.change') : t('selections.setup.health.answer')}
        </Button>
      </div>
    </>
  );
}
