import { Link } from 'react-router';
import { Button } from '../../../components/button/button.tsx';
import { FieldsetFrame } from '../../../components/text-field/fieldset-frame.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { useSidePanels } from '../../../lib/side-panels.ts';
import { poundsFromPence } from '@portal/benefits/money';
import type { StepProps } from './step-props.ts';
import styles from './selections.module.css';
import selectionsTexts from '../../../i18n/en-GB/selections.json';

addTexts(selectionsTexts);

/** The plan (single, couple, family...), then the family members a plan that covers others protects. */
export function PlanStep({ benefit, data, form, change, errors }: StepProps) {
  const { t } = useTranslation();
  const panels = useSidePanels();
  const plan = benefit.plans.find((candidate) => candidate.id === form.planId);
  const coversOthers = plan?.coversOthers ?? false;
  const people = (id: string, checked: boolean) =>
    change((current) => ({
      ...current,
      peopleCovered: checked
        ? [...current.peopleCovered, id]
        : current.peopleCovered.filter((person) => person !== id),
    }));
  return (
    <>
      <FieldsetFrame
        legend={t('selections.setup.plan.legend')}
        error={errors.planId}
        errorId="plan-error"
        describedBy={errors.planId ? 'plan-error' : undefined}
      >
        <ul className={styles.options}>
          {benefit.plans.map((option) => (
            <li key={option.id}>
              <label className={styles.option}>
                <input
                  type="radio"
                  name="plan"
                  value={option.id}
                  checked={form.planId === option.id}
                  onChange={() => change((current) => ({ ...current, planId: option.id, peopleCovered: [] }))}
                />
                <span>
                  <strong>{option.name}</strong>
                  {` · ${t('selections.setup.plan.price', { price: poundsFromPence(Math.round(option.monthlyPrice * 100)) })}`}
                  {option.coversLabel ? ` · ${option.coversLabel}` : ''}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </FieldsetFrame>
      {coversOthers ? (
        <FieldsetFrame
          legend={t('selections.setup.plan.people')}
          error={errors.peopleCovered}
          errorId="people-error"
          describedBy={errors.peopleCovered ? 'people-error' : undefined}
        >
          {data.coverable.length === 0 ? <p>{t('selections.setup.plan.noFamily')}</p> : null}
          <ul className={styles.options}>
            {data.coverable.map((person) => (
              <li key={person.id}>
                <label className={styles.option}>
                  <input
                    type="checkbox"
                    checked={form.peopleCovered.includes(person.id)}
                    onChange={(event) => people(person.id, event.target.checked)}
                  />
                  <span>
                    {person.name} ({t(`selections.setup.plan.${person.relationship}`)})
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <div className={styles.familyActions}>
            <Button
              variant="secondary"
              onClick={(event) =>
                panels.open('add-family-member', { props: { member: null }, opener: event.currentTarget })
              }
            >
              {t('selections.setup.plan.addFamily')}
            </Button>
            <Link to={paths.myFamily}>{t('selections.setup.plan.manageFamily')}</Link>
          </div>
        </FieldsetFrame>
      ) : null}
    </>
  );
}
