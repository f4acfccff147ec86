import { ReasonDialog } from '../../../components/reason-dialog/reason-dialog.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { useAnnounce } from '../../../lib/announcer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import consoleCatalogueTexts from '../../../i18n/en-GB/console-catalogue.json';
import { useRetireConsoleBenefitMutation } from '../api.ts';
import { problemsByPath } from '../../../lib/field-errors.ts';
import { LIST_HEADING_ID } from './benefits-table.tsx';

addTexts(consoleCatalogueTexts);

/** Retiring a benefit takes it from employees: confirmed with the reason the audit trail keeps. */
export function RetireBenefitDialog({
  clientSlug,
  benefit,
  onClose,
}: {
  clientSlug: string;
  benefit: { id: number; name: string };
  onClose(retired: boolean): void;
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const [retire, { isLoading }] = useRetireConsoleBenefitMutation();
  return (
    <ReasonDialog
      id="retire-reason"
      texts={{
        title: t('consoleCatalogue.retireTitle', { name: benefit.name }),
        description: t('consoleCatalogue.retireExplain', { name: benefit.name }),
        reason: t('consoleCatalogue.reason'),
        reasonRequired: t('consoleCatalogue.reasonRequired'),
        confirm: t('consoleCatalogue.confirmRetire'),
        confirming: t('consoleCatalogue.retiring'),
        cancel: t('consoleCatalogue.cancel'),
      }}
      busy={isLoading}
      confirm={async (reason) => {
        const result = await retire({ clientSlug, benefitId: benefit.id, reason });
        if ('data' in result) {
          announce(t('consoleCatalogue.retiredDone', { name: benefit.name }));
          return null;
        }
        const refused = result.error as ApiQueryError;
        const byField = problemsByPath(refused.body).reason;
        return byField
          ? { reasonError: byField }
          : { failure: t('consoleCatalogue.actionFailed', { error: refused.error }) };
      }}
      onClose={onClose}
      // The benefit's buttons go once it is retired: focus goes to the list's heading then.
      fallbackFocus={() => document.getElementById(LIST_HEADING_ID)}
    />
  );
}
