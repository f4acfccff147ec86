import type { EligibilityDifferenceRow } from '@portal/contracts/uploads';
import { useMemo, useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table.tsx';
import { Pager } from '../../../components/data-table/pager.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useGetEligibilityDifferenceQuery } from '../uploads-api.ts';
import uploadsTexts from '../../../i18n/en-GB/uploads.json';

addTexts(uploadsTexts);

/** Benefit names as one line: long lists read more easily in a narrow panel than as bullets. */
const namesOf = (names: readonly string[], none: string) => (names.length === 0 ? none : names.join(', '));

/**
 * The eligibility-impact variant's list: each person whose benefits the upload would change, with the benefits
 * gained and lost and the selections that would end, a page at a time.
 */
export function EligibilityImpact({ uploadId, impacted }: { uploadId: string; impacted: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const difference = useGetEligibilityDifferenceQuery({ uploadId, page }, { skip: impacted === 0 });
  const columns = useMemo<TableColumn<EligibilityDifferenceRow>[]>(() => {
    const none = t('uploads.impact.none');
    return [
      {
        id: 'employee',
        header: () => t('uploads.changes.employee'),
        cell: ({ row }) => `${row.original.name} (${row.original.employeeNumber})`,
      },
      {
        id: 'outcome',
        header: () => t('uploads.impact.outcome'),
        cell: ({ row }) => t(`uploads.preview.${row.original.outcome}`),
      },
      {
        id: 'gained',
        header: () => t('uploads.impact.gained'),
        cell: ({ row }) => namesOf(row.original.gained, none),
      },
      {
        id: 'lost',
        header: () => t('uploads.impact.lost'),
        cell: ({ row }) => namesOf(row.original.lost, none),
      },
      {
        id: 'ending',
        header: () => t('uploads.impact.ending'),
        cell: ({ row }) =>
          namesOf(
            row.original.ending.map((selection) =>
              t('uploads.impact.selection', {
                benefit: selection.benefitName,
                status: t(`uploads.impact.status.${selection.status}`, { defaultValue: selection.status }),
              }),
            ),
            none,
          ),
      },
    ];
  }, [t]);
  return (
    <section aria-labelledby="upload-impact">
      <h4 id="upload-impact">{t('uploads.impact.heading')}</h4>
      {impacted === 0 ? (
        <p>{t('uploads.impact.empty')}</p>
      ) : (
        <QueryState
          status={difference.isError ? 'error' : difference.data ? 'success' : 'loading'}
          errorText={t('uploads.impact.error')}
          onRetry={() => void difference.refetch()}
        >
          {difference.data ? (
            <>
              <DataTable
                caption={t('uploads.impact.caption')}
                columns={columns}
                rows={difference.data.data}
                rowId={(row) => String(row.row)}
                busy={difference.isFetching}
              />
              <Pager
                page={page}
                lastPage={difference.data.last_page}
                perPage={difference.data.per_page}
                total={difference.data.total}
                onPageChange={setPage}
              />
            </>
          ) : null}
        </QueryState>
      )}
    </section>
  );
}
