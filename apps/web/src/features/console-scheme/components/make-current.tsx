import type { ConsoleSchemeYear } from '@portal/contracts/console-scheme';
import { useState } from 'react';
import { Button } from '../../../components/button/button.tsx';
import { ReasonDialog } from '../../../components/reason-dialog/reason-dialog.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleSchemeTexts from '../../../i18n/en-GB/console-scheme.json';
import { useMakeSchemeYearCurrentMutation } from '../api.ts';
import { problemsByPath } from '../../../lib/field-errors.ts';

addTexts(consoleSchemeTexts);

/** Where focus goes once the year became current (the button that opened the dialog is then gone). */
export const YEAR_HEADING_ID = 'scheme-year-heading';

/**
 * "Make current" for a year after the client's current one: every employee's catalogue becomes this year's, so
 * it is confirmed with a reason the audit trail keeps. An earlier year offers nothing (the server refuses it).
 */
export function MakeCurrent({
  clientSlug,
  year,
  current,
}: {
  clientSlug: string;
  year: ConsoleSchemeYear;
  current: ConsoleSchemeYear | undefined;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [open, setOpen] = useState(false);
  const [makeCurrent, { isLoading }] = useMakeSchemeYearCurrentMutation();
  if (year.isCurrent || (current && current.year > year.year)) return null;
  const texts = { year: year.year, current: current?.year };
  return (
    <>
      <p>
        {current
          ? t('consoleScheme.makeCurrent.intro', texts)
          : t('consoleScheme.makeCurrent.introNoCurrent', texts)}
      </p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('consoleScheme.makeCurrent.open', texts)}
      </Button>
      {open ? (
        <ReasonDialog
          id="make-current-reason"
          texts={{
            title: t('consoleScheme.makeCurrent.title', texts),
            description: current
              ? t('consoleScheme.makeCurrent.explain', texts)
              : t('consoleScheme.makeCurrent.explainNoCurrent', texts),
            reason: t('consoleScheme.reason'),
            reasonRequired: t('consoleScheme.reasonRequired'),
            confirm: t('consoleScheme.makeCurrent.confirm'),
            confirming: t('consoleScheme.saving'),
            cancel: t('consoleScheme.cancel'),
          }}
          busy={isLoading}
          confirm={async (reason) => {
            const result = await makeCurrent({ clientSlug, year: year.year, reason });
            if (!('error' in result)) {
              announce(t('consoleScheme.makeCurrent.done', texts));
              return null;
            }
            const error = result.error as ApiQueryError;
            const reasonError = problemsByPath(error.body).reason;
            if (reasonError) return { reasonError };
            // A 409 says why in the server's words (a year before the current one).
            return {
              failure:
                error.status === 409 && error.error
                  ? error.error
                  : t('consoleScheme.failed', { error: error.error }),
            };
          }}
          onClose={() => setOpen(false)}
          fallbackFocus={() => document.getElementById(YEAR_HEADING_ID)}
        />
      ) : null}
    </>
  );
}
