import { longDate } from '@portal/benefits/dates';
import type { ConsoleScheme } from '@portal/contracts/console-scheme';
import { useState, type FormEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSchemeTexts from '../../../i18n/en-GB/console-scheme.json';
import { useAddWindowMutation } from '../api.ts';
import { problemsByPath, withFormProblem } from '../../../lib/field-errors.ts';
import { DATE_FIELDS, type DateField } from '../window-dates.ts';
import { WindowDatesFields } from './window-dates-fields.tsx';
import { WindowGroupsField } from './window-groups-field.tsx';
import styles from './console-scheme.module.css';

addTexts(consoleSchemeTexts);

const EMPTY: Record<DateField, string> = { opensOn: '', closesOn: '' };
type Errors = Partial<Record<DateField | 'groups' | 'form', string>>;
const FIELDS = [...DATE_FIELDS, 'groups'] as const;

/**
 * Adds a window to the year, opening the groups ticked (none: every group); the server's refusal (overlap,
 * outside the year, a group the client no longer has) is shown by its field.
 */
export function AddWindowForm({
  clientSlug,
  year,
  groups,
}: {
  clientSlug: string;
  year: number;
  groups: ConsoleScheme['groups'];
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [add, { isLoading }] = useAddWindowMutation();
  const [values, setValues] = useState(EMPTY);
  const [chosen, setChosen] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});

  const show = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`add-window-${first}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const missing: Errors = {};
    for (const field of DATE_FIELDS) {
      if (values[field] === '') {
        missing[field] = t('consoleScheme.dateRequired', {
          field: t(`consoleScheme.${field}`).toLowerCase(),
        });
      }
    }
    if (Object.keys(missing).length > 0) return show({ ...missing, form: t('consoleScheme.checkFields') });
    const result = await add({ clientSlug, year, window: { ...values, groups: chosen } });
    if ('data' in result && result.data) {
      setValues(EMPTY);
      setChosen([]);
      setErrors({});
      announce(
        t('consoleScheme.added', { opensOn: longDate(values.opensOn), closesOn: longDate(values.closesOn) }),
      );
      return;
    }
    const error = result.error as ApiQueryError;
    show(
      withFormProblem(
        problemsByPath(error.body),
        FIELDS,
        t('consoleScheme.checkFields'),
        t('consoleScheme.failed', { error: error.error }),
      ),
    );
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {errors.form ? (
        <Banner variant="error" role="alert">
          <p>{errors.form}</p>
        </Banner>
      ) : null}
      <WindowDatesFields idPrefix="add-window" values={values} errors={errors} onChange={setValues} />
      <WindowGroupsField
        idPrefix="add-window"
        groups={groups}
        value={chosen}
        error={errors.groups}
        onChange={setChosen}
      />
      <Button type="submit" aria-disabled={isLoading}>
        {isLoading ? t('consoleScheme.adding') : t('consoleScheme.add')}
      </Button>
    </form>
  );
}
