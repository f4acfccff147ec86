import { longDate } from '@portal/benefits/dates';
import type { ConsoleScheme, ConsoleWindow } from '@portal/contracts/console-scheme';
import { useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { TextAreaField } from '../../../components/text-field/text-area-field.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSchemeTexts from '../../../i18n/en-GB/console-scheme.json';
import { useChangeWindowMutation } from '../api.ts';
import { problemsByPath } from '../../../lib/field-errors.ts';
import { DATE_FIELDS, type DateField } from '../window-dates.ts';
import { WindowDatesFields } from './window-dates-fields.tsx';
import { WindowGroupsField } from './window-groups-field.tsx';
import styles from './console-scheme.module.css';

addTexts(consoleSchemeTexts);

type Errors = Partial<Record<DateField | 'groups' | 'reason', string>>;
const FIELDS = [...DATE_FIELDS, 'groups', 'reason'] as const;

/**
 * Moving a window or changing the groups it opens. An open window is changed only with a reason (the server
 * also asks for one when a move opens a window today); its employees are e-mailed the new dates on saving.
 */
export function ChangeWindowDialog({
  clientSlug,
  year,
  window,
  groups,
  onClose,
}: {
  clientSlug: string;
  year: number;
  window: ConsoleWindow;
  groups: ConsoleScheme['groups'];
  onClose(): void;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [change, { isLoading }] = useChangeWindowMutation();
  const [values, setValues] = useState<Record<DateField, string>>({
    opensOn: window.opensOn,
    closesOn: window.closesOn,
  });
  const [chosen, setChosen] = useState<string[]>([...window.groups]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const open = window.state === 'open';

  const show = (found: Errors) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`change-window-${first}`)?.focus();
  };

  const save = async () => {
    if (isLoading) return;
    if (open && reason.trim() === '') return show({ reason: t('consoleScheme.reasonRequired') });
    const trimmed = reason.trim();
    const result = await change({
      clientSlug,
      year,
      windowId: window.id,
      window: { ...values, groups: chosen, ...(trimmed ? { reason: trimmed } : {}) },
    });
    if ('data' in result) {
      const dates = { opensOn: longDate(values.opensOn), closesOn: longDate(values.closesOn) };
      // Employees are e-mailed only when an open window's dates move.
      const moved = values.opensOn !== window.opensOn || values.closesOn !== window.closesOn;
      announce(t((open || trimmed) && moved ? 'consoleScheme.changedTold' : 'consoleScheme.changed', dates));
      onClose();
      return;
    }
    const refused = result.error as ApiQueryError;
    const problems = problemsByPath(refused.body);
    const named = FIELDS.some((field) => problems[field]);
    setFailure(named ? null : t('consoleScheme.failed', { error: refused.error }));
    show(problems);
  };

  return (
    <Modal
      open
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t('consoleScheme.changeTitle', { opensOn: longDate(window.opensOn) })}
      description={open ? t('consoleScheme.changeExplainOpen') : t('consoleScheme.changeExplain')}
      closeLabel={t('common.close')}
    >
      <div className={styles.form}>
        {failure ? (
          <Banner variant="error" role="alert">
            <p>{failure}</p>
          </Banner>
        ) : null}
        <WindowDatesFields idPrefix="change-window" values={values} errors={errors} onChange={setValues} />
        <WindowGroupsField
          idPrefix="change-window"
          groups={groups}
          value={chosen}
          error={errors.groups}
          onChange={setChosen}
        />
        <TextAreaField
          id="change-window-reason"
          label={t('consoleScheme.reason')}
          rows={3}
          value={reason}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.actions}>
          <Button aria-disabled={isLoading} onClick={() => void save()}>
            {isLoading ? t('consoleScheme.saving') : t('consoleScheme.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('consoleScheme.cancel')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
