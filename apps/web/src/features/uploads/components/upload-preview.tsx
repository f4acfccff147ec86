import type { RosterRowError, RosterUpload } from '@portal/contracts/uploads';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { DataTable, type TableColumn } from '../../../components/data-table/data-table.tsx';
import { Pager } from '../../../components/data-table/pager.tsx';
import { QueryState } from '../../../components/query-state/query-state.tsx';
import type { ApiQueryError } from '../../../lib/api.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import {
  rejectedRowsPath,
  useConfirmUploadMutation,
  useDiscardUploadMutation,
  uploadsApi,
  useGetUploadQuery,
} from '../uploads-api.ts';
import { useAppSelector } from '../../../lib/state/hooks.ts';
import { selectSession } from '../../../lib/state/session-slice.ts';
import { EligibilityImpact } from './eligibility-impact.tsx';
import { UploadChanges } from './upload-changes.tsx';
import styles from './uploads.module.css';
import uploadsTexts from '../../../i18n/en-GB/uploads.json';

addTexts(uploadsTexts);

const whole = new Intl.NumberFormat('en-GB');
const KINDS = ['new', 'changed', 'leaving', 'unchanged', 'invalid'] as const;
/** How often the page asks how far the check of the rows has got. */
const CHECK_POLL_MS = 1_000;

/**
 * An upload: while the server checks its rows, how far it has got (polled each second); then what it would
 * change: the counts, who (by kind, paged), the effect on benefits in the eligibility-impact variant, the rows
 * with problems (paged, downloadable), and Confirm (the valid rows only when some have problems) or Discard,
 * each sent once.
 */
export function UploadPreview({
  uploadId,
  taken,
  onDone,
  onFailed,
}: {
  uploadId: string;
  /** The upload as the server answered its file, shown until the first poll answers. */
  taken: RosterUpload | null;
  onDone(result: 'success' | 'discarded'): void;
  /** The background check could not read the file: why, for the employer. */
  onFailed(uploadId: string, failure: string): void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [welcome, setWelcome] = useState(false);
  const withImpact = useAppSelector(selectSession).dataLoadEligibilityImpact;
  // Asks again every second while the rows are being checked (read from the cache, before subscribing).
  const cached = uploadsApi.endpoints.getUpload.useQueryState({ uploadId, page });
  const checking = !cached.data || cached.data.status === 'checking';
  const upload = useGetUploadQuery({ uploadId, page }, { pollingInterval: checking ? CHECK_POLL_MS : 0 });
  const failure = upload.data?.status === 'failed' ? upload.data.failure : null;
  useEffect(() => {
    if (failure !== null) onFailed(uploadId, failure);
  }, [failure, onFailed, uploadId]);
  const [confirm, confirming] = useConfirmUploadMutation();
  const [discard, discarding] = useDiscardUploadMutation();
  const busy = useRef(false);
  const {
    busy: downloading,
    failure: downloadFailure,
    download,
  } = useFileDownload({
    downloading: t('uploads.template.downloading'),
    downloaded: (file) => t('uploads.template.downloaded', { file }),
  });
  const columns = useMemo<TableColumn<RosterRowError>[]>(
    () => [
      { id: 'row', header: () => t('uploads.preview.row'), cell: ({ row }) => row.original.row },
      { id: 'column', header: () => t('uploads.preview.column'), cell: ({ row }) => row.original.column },
      { id: 'value', header: () => t('uploads.preview.value'), cell: ({ row }) => row.original.value },
      { id: 'message', header: () => t('uploads.preview.message'), cell: ({ row }) => row.original.message },
    ],
    [t],
  );
  const data = upload.data ?? taken ?? undefined;
  const decisionFailure = (confirming.error ?? discarding.error) as ApiQueryError | undefined;

  const decide = async (action: 'confirm' | 'discard') => {
    if (busy.current) return;
    busy.current = true;
    try {
      if (action === 'discard') await discard(uploadId).unwrap();
      else {
        await confirm({
          uploadId,
          decision: { validRowsOnly: (data?.counts.invalid ?? 0) > 0, sendWelcomeEmails: welcome },
        }).unwrap();
      }
      onDone(action === 'discard' ? 'discarded' : 'success');
    } catch {
      // The failure shows below; the choice stays for another try.
    } finally {
      busy.current = false;
    }
  };

  return (
    <section aria-labelledby="upload-preview">
      <h4 id="upload-preview">{t('uploads.preview.heading')}</h4>
      <QueryState
        status={upload.isError ? 'error' : data ? 'success' : 'loading'}
        errorText={t('uploads.file.failed', {
          error: (upload.error as ApiQueryError | undefined)?.error ?? '',
        })}
        onRetry={() => void upload.refetch()}
      >
        {data?.status === 'checking' ? (
          <div role="status">
            <label htmlFor="upload-check-progress">
              {t('uploads.file.checkingRows', {
                checked: whole.format(data.progress.checked),
                total: whole.format(data.progress.total),
              })}
            </label>
            <progress
              id="upload-check-progress"
              className={styles.progress}
              max={data.progress.total}
              value={data.progress.checked}
            />
            <div className={styles.actions}>
              <Button
                variant="secondary"
                aria-disabled={discarding.isLoading}
                onClick={() => void decide('discard')}
              >
                {t('uploads.preview.discard')}
              </Button>
            </div>
          </div>
        ) : data && data.status !== 'failed' ? (
          <>
            <table className={styles.counts} aria-describedby="upload-rows-in">
              <caption>{t('uploads.preview.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('uploads.preview.kind')}</th>
                  <th scope="col">{t('uploads.preview.count')}</th>
                </tr>
              </thead>
              <tbody>
                {KINDS.map((kind) => (
                  <tr key={kind}>
                    <th scope="row">{t(`uploads.preview.${kind}`)}</th>
                    <td>{whole.format(data.counts[kind])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p id="upload-rows-in">
              {t('uploads.preview.rowsIn', {
                count: data.counts.total,
                previewed: whole.format(data.counts.total - data.counts.invalid),
                rejected: whole.format(data.counts.invalid),
              })}
            </p>
            <UploadChanges upload={data} />
            {withImpact ? <EligibilityImpact uploadId={uploadId} impacted={data.counts.impacted} /> : null}
            {data.errors.length > 0 ? (
              <>
                <DataTable
                  caption={t('uploads.preview.errorsCaption')}
                  columns={columns}
                  rows={data.errors}
                  rowId={(error) => `${error.row}:${error.column}:${error.message}`}
                  busy={upload.isFetching}
                />
                <Pager
                  page={page}
                  lastPage={data.errorsLastPage}
                  perPage={100}
                  total={data.counts.invalid}
                  onPageChange={setPage}
                />
                <div>
                  <Button
                    variant="secondary"
                    aria-disabled={downloading}
                    onClick={() => void download(rejectedRowsPath(uploadId), 'rejected-rows.csv')}
                  >
                    {t('uploads.preview.downloadErrors')}
                  </Button>
                </div>
                {downloadFailure ? (
                  <Banner variant="error" role="alert">
                    <p>{downloadFailure}</p>
                  </Banner>
                ) : null}
              </>
            ) : null}
            {data.counts.new > 0 ? (
              <div className={styles.check}>
                <input
                  id="upload-welcome"
                  type="checkbox"
                  checked={welcome}
                  onChange={(event) => setWelcome(event.target.checked)}
                />
                <label htmlFor="upload-welcome">{t('uploads.preview.welcome')}</label>
              </div>
            ) : null}
            {decisionFailure ? (
              <Banner variant="error" role="alert">
                <p>{t('uploads.preview.failed', { error: decisionFailure.error })}</p>
              </Banner>
            ) : null}
            <div className={styles.actions}>
              {data.counts.total > data.counts.invalid ? (
                <Button aria-disabled={confirming.isLoading} onClick={() => void decide('confirm')}>
                  {confirming.isLoading
                    ? t('uploads.preview.working')
                    : data.counts.invalid > 0
                      ? t('uploads.preview.confirmValid')
                      : t('uploads.preview.confirm')}
                </Button>
              ) : null}
              <Button
                variant="secondary"
                aria-disabled={discarding.isLoading}
                onClick={() => void decide('discard')}
              >
                {t('uploads.preview.discard')}
              </Button>
            </div>
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
