import { planCovers } from '@portal/contracts/benefits';
import { Button } from '../../../../components/button/button.tsx';
import { SelectField } from '../../../../components/text-field/select-field.tsx';
import { addTexts, useTranslation } from '../../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../../i18n/en-GB/console-catalogue.json';
import { keptPlans, newPlanId, type Draft, type DraftPlan, type PlanCovers } from './benefit-draft.ts';
import {
  idOf,
  NumberField,
  PlainTextField,
  SectionFrame,
  useFocusAfterRender,
  useField,
} from './form-fields.tsx';
import styles from '../catalogue.module.css';

addTexts(consoleCatalogueTexts);

const ADD_ID = idOf('plans.add');
const keepIdOf = (plan: DraftPlan) => idOf(`plans.keep.${plan.key}`);

/**
 * The benefit's plans: each edited, new ones added at the end, and a stored one removed on save (the server
 * keeps one an employee's selection names, said by the list). A plan removed here stays listed, to be kept.
 */
export function PlansSection({ draft, change }: { draft: Draft; change(next: Draft): void }) {
  const { t } = useTranslation();
  const focusLater = useFocusAfterRender();
  const list = useField('plans');
  const kept = keptPlans(draft);
  const removed = draft.plans.filter((plan) => plan.removed);
  // A refusal of the list (a chosen plan removed) is said by the first Keep button, which it focuses.
  const firstRemoved = removed[0];
  const nameOf = (plan: DraftPlan) => plan.name.trim() || t('consoleCatalogue.form.plan.unnamed');
  const setPlans = (plans: DraftPlan[]) => change({ ...draft, plans });
  const update = (key: string, next: Partial<DraftPlan>) =>
    setPlans(draft.plans.map((plan) => (plan.key === key ? { ...plan, ...next } : plan)));

  const add = () => {
    const id = newPlanId();
    setPlans([
      ...draft.plans,
      { key: id, id, name: '', monthlyPricePence: '', covers: '', stored: false, removed: false },
    ]);
    focusLater(idOf(`plans.${kept.length}.name`));
  };
  const remove = (plan: DraftPlan) => {
    if (plan.stored) {
      const next = draft.plans.map((other) => (other.key === plan.key ? { ...other, removed: true } : other));
      setPlans(next);
      const first = next.find((other) => other.removed);
      focusLater(first?.key === plan.key ? list.id : keepIdOf(plan));
    } else {
      setPlans(draft.plans.filter((other) => other.key !== plan.key));
      focusLater(firstRemoved ? ADD_ID : list.id);
    }
  };
  const keep = (plan: DraftPlan) => {
    update(plan.key, { removed: false });
    const at = draft.plans.filter((other) => !other.removed || other.key === plan.key).indexOf(plan);
    focusLater(idOf(`plans.${at}.name`));
  };

  return (
    <SectionFrame
      path="plans"
      legend={t('consoleCatalogue.form.plans')}
      hint={t('consoleCatalogue.form.plansHint')}
    >
      {kept.map((plan, index) => {
        const number = index + 1;
        return (
          <fieldset key={plan.key} className={styles.group}>
            <legend>{t('consoleCatalogue.form.plan.legend', { number, name: nameOf(plan) })}</legend>
            <PlanFields index={index} plan={plan} update={(next) => update(plan.key, next)} />
            <div className={styles.itemActions}>
              <Button variant="secondary" onClick={() => remove(plan)}>
                {t('consoleCatalogue.form.plan.remove', { number, name: nameOf(plan) })}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {removed.length > 0 ? (
        <ul className={styles.removedList}>
          {removed.map((plan) => (
            <li key={plan.key}>
              <span>{t('consoleCatalogue.form.plan.removed', { name: nameOf(plan) })}</span>
              <Button
                variant="secondary"
                id={plan === firstRemoved ? list.id : keepIdOf(plan)}
                aria-describedby={plan === firstRemoved && list.error ? `${list.id}-keep-error` : undefined}
                onClick={() => keep(plan)}
              >
                {t('consoleCatalogue.form.plan.keep', { name: nameOf(plan) })}
              </Button>
              {plan === firstRemoved && list.error ? (
                <p id={`${list.id}-keep-error`} className={styles.error}>
                  {list.error}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.itemActions}>
        <Button variant="secondary" id={firstRemoved ? ADD_ID : list.id} onClick={add}>
          {t('consoleCatalogue.form.plan.add')}
        </Button>
      </div>
    </SectionFrame>
  );
}

function PlanFields({
  index,
  plan,
  update,
}: {
  index: number;
  plan: DraftPlan;
  update(next: Partial<DraftPlan>): void;
}) {
  const { t } = useTranslation();
  const covers = useField(`plans.${index}.covers`);
  const name = useField(`plans.${index}.name`);
  const id = useField(`plans.${index}.id`);
  return (
    <>
      <PlainTextField
        path={`plans.${index}.name`}
        label={t('consoleCatalogue.planName')}
        value={plan.name}
        onChange={(value) => update({ name: value })}
      />
      {id.error && !name.error ? <p className={styles.error}>{id.error}</p> : null}
      <NumberField
        path={`plans.${index}.monthlyPricePence`}
        label={t('consoleCatalogue.planPrice')}
        value={plan.monthlyPricePence}
        onChange={(value) => update({ monthlyPricePence: value })}
      />
      <SelectField
        id={covers.id}
        label={t('consoleCatalogue.form.plan.covers')}
        placeholder={t('consoleCatalogue.form.plan.coversUnset')}
        options={planCovers.map((value) => ({ value, label: t(`consoleCatalogue.form.covers.${value}`) }))}
        value={plan.covers}
        error={covers.error}
        onChange={(event) => update({ covers: event.target.value as PlanCovers | '' })}
      />
    </>
  );
}
