import { skipToken } from '@reduxjs/toolkit/query';
import { amountRange, type AmountUnit } from '@portal/benefits/catalogue';
import { poundsAndPence } from '@portal/benefits/money';
import { DEBOUNCE_MS } from '@portal/contracts/constants';
import type { BenefitDetail } from '@portal/contracts/benefits';
import type { ConsoleBenefitPreviewCosts } from '@portal/contracts/console-catalogue-preview';
import { useMemo, useState } from 'react';
import { SelectField } from '../../../components/text-field/select-field.tsx';
import { TextField } from '../../../components/text-field/text-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import consoleCatalogueTermsTexts from '../../../i18n/en-GB/console-catalogue-terms.json';
import { problemsByPath } from '../../../lib/field-errors.ts';
import { useGetPreviewCostsQuery } from '../terms-api.ts';
import { PreviewCosts } from './preview-costs.tsx';
import styles from './terms.module.css';

addTexts(consoleCatalogueTermsTexts);

/** The choice typed so far as the costs request names it; null while there is nothing (or nothing valid) to price. */
function choiceOf(
  fields: BenefitDetail['editFields'],
  typed: Record<string, string>,
  planId: string,
): { choice: ConsoleBenefitPreviewCosts | null; unreadable: string[] } {
  const values: Record<string, number> = {};
  const unreadable: string[] = [];
  for (const field of fields) {
    const text = (typed[field.name] ?? '').trim();
    if (text === '') continue;
    const value = Number(text.replace(/[£,%\s]/g, ''));
    if (Number.isFinite(value)) values[field.name] = value;
    else unreadable.push(field.name);
  }
  const any = Object.keys(values).length > 0 || planId !== '';
  return { choice: unreadable.length === 0 && any ? { planId: planId || null, values } : null, unreadable };
}

/**
 * A value for each of the benefit's amounts, or a plan, priced for the person as their own costs route prices
 * it: sent once typing pauses (the spec's debounce), each answer kept by the choice it priced so that only the
 * latest choice's is shown. A value the rules refuse is said by its field, in the server's words.
 */
export function PreviewChoice({
  clientSlug,
  benefitId,
  employeeId,
  benefit,
  personName,
}: {
  clientSlug: string;
  benefitId: number;
  employeeId: string;
  benefit: BenefitDetail;
  personName: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [planId, setPlanId] = useState('');
  const { editFields: fields, plans } = benefit;
  const { choice, unreadable } = choiceOf(fields, typed, planId);
  const key = JSON.stringify(choice);
  const settledKey = useDebouncedValue(key, DEBOUNCE_MS.default);
  const settled = useMemo(() => JSON.parse(settledKey) as ConsoleBenefitPreviewCosts | null, [settledKey]);
  const costs = useGetPreviewCostsQuery(
    settled ? { clientSlug, benefitId, employeeId, choice: settled } : skipToken,
  );
  // The refusal is of the settled choice: said by the fields only while it is still what is typed.
  const refused = costs.isError && settledKey === key ? (costs.error as ApiQueryError) : undefined;
  const problems = refused ? problemsByPath(refused.body) : {};
  const byField = Object.keys(problems).some((path) => path === 'planId' || path.startsWith('values.'));

  if (fields.length === 0 && plans.length === 0) {
    return <p>{t('consoleCatalogueTerms.noChoice')}</p>;
  }
  return (
    <>
      <fieldset className={styles.choice}>
        <legend>{t('consoleCatalogueTerms.valuesLegend')}</legend>
        {plans.length > 0 ? (
          <SelectField
            id="preview-plan"
            label={t('consoleCatalogueTerms.plan')}
            placeholder={t('consoleCatalogueTerms.planPlaceholder')}
            options={plans.map((plan) => ({
              value: plan.id,
              label: t('consoleCatalogueTerms.planOption', {
                name: plan.name,
                price: poundsAndPence(plan.monthlyPrice),
              }),
            }))}
            value={planId}
            error={problems.planId}
            onChange={(event) => setPlanId(event.target.value)}
          />
        ) : null}
        {fields.map((field) => (
          <TextField
            key={field.name}
            id={`preview-value-${field.name}`}
            label={field.label}
            hint={amountRange(field.unit as AmountUnit, field.minimum, field.maximum)}
            inputMode="decimal"
            autoComplete="off"
            value={typed[field.name] ?? ''}
            error={
              unreadable.includes(field.name)
                ? t('consoleCatalogueTerms.notANumber')
                : problems[`values.${field.name}`]
            }
            onChange={(event) => setTyped((before) => ({ ...before, [field.name]: event.target.value }))}
          />
        ))}
      </fieldset>
      {choice ? (
        <PreviewCosts
          benefitName={benefit.name}
          personName={personName}
          costs={costs.isError ? undefined : costs.data}
          busy={costs.isFetching || settledKey !== key}
          failure={refused && !byField ? refused.error : null}
        />
      ) : (
        <p className={styles.costs}>{t('consoleCatalogueTerms.chooseSomething')}</p>
      )}
    </>
  );
}
