import type { RosterChangeRow, RosterUpload } from '@portal/contracts/uploads';
import { useId, useMemo, useState } from 'react';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table.tsx';
import { Pager } from '../../../components/data-table/pager.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useGetUploadChangesQuery } from '../uploads-api.ts';
import styles from './uploads.module.css';
import uploadsTexts from '../../../i18n/en-GB/uploads.json';

addTexts(uploadsTexts);

const LISTED = ['new', 'changed', 'leaving'] as const;
type Listed = (typeof LISTED)[number];
const whole = new Intl.NumberFormat('en-GB');

/**
 * The kind of rows a page holds, from the filters the server applied: while another kind loads, the rows shown
 * are still the last kind's, and the caption says so.
 */
const kindOf = (filters: Record<string, unknown>): Listed | undefined =>
  LISTED.find((kind) => kind === filters.outcome);

/** The rows of one kind (new, changed, leaving), a page at a time, with what each changes. */
export function UploadChanges({ upload }: { upload: RosterUpload }) {
  const { t } = useTranslation();
  const selectId = useId();
  const offered = LISTED.filter((kind) => upload.counts[kind] > 0);
  const [chosen, setChosen] = useState<Listed | null>(null);
  const outcome = chosen ?? offered[0] ?? 'new';
  const [page, setPage] = useState(1);
  const list = useGetUploadChangesQuery(
    { uploadId: upload.id, outcome, page },
    { skip: offered.length === 0 },
  );
  const columns = useMemo<TableColumn<RosterChangeRow>[]>(
    () => [
      { id: 'row', header: () => t('uploads.preview.row'), cell: ({ row }) => row.original.row },
      {
        id: 'employee',
        header: () => t('uploads.changes.employee'),
        cell: ({ row }) => `${row.original.name} (${row.original.employeeNumber})`,
      },
      {
        id: 'changes',
        header: () => t('uploads.changes.what'),
        cell: ({ row }) =>
          row.original.changes.length === 0 ? (
            row.original.email
          ) : (
            <ul className={styles.changeList}>
              {row.original.changes.map((change) => (
                <li key={change.column}>
                  {t('uploads.changes.change', {
                    column: change.column,
                    from: change.from || t('uploads.changes.blank'),
                    to: change.to || t('uploads.changes.blank'),
                  })}
                </li>
              ))}
            </ul>
          ),
      },
    ],
    [t],
  );
  if (offered.length === 0) return null;
  return (
    <section aria-labelledby="upload-changes">
      <h4 id="upload-changes">{t('uploads.changes.heading')}</h4>
      <div className={styles.field}>
        <label htmlFor={selectId}>{t('uploads.changes.show')}</label>
        <select
          id={selectId}
          value={outcome}
          onChange={(event) => {
            setChosen(event.target.value as Listed);
            setPage(1);
          }}
        >
          {offered.map((kind) => (
            <option key={kind} value={kind}>
              {t(`uploads.preview.${kind}`)} ({whole.format(upload.counts[kind])})
            </option>
          ))}
        </select>
      </div>
      <QueryState
        status={list.isError ? 'error' : list.data ? 'success' : 'loading'}
        errorText={t('uploads.changes.error')}
        onRetry={() => void list.refetch()}
      >
        {list.data ? (
          <>
            <DataTable
              caption={t(`uploads.preview.${kindOf(list.data.filters) ?? outcome}`)}
              columns={columns}
              rows={list.data.data}
              rowId={(row) => String(row.row)}
              busy={list.isFetching}
            />
            <Pager
              page={page}
              lastPage={list.data.last_page}
              perPage={list.data.per_page}
              total={list.data.total}
              onPageChange={setPage}
            />
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
