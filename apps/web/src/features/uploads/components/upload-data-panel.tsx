import { longDate, ukDateOf } from '@portal/benefits/dates';
import type { RosterUpload } from '@portal/contracts/uploads';
import { useCallback, useState, type DragEvent } from 'react';
import { Banner } from '../../../components/banner/banner.tsx';
import { Button } from '../../../components/button/button.tsx';
import { Modal } from '../../../components/modal/modal.tsx';
import { useAnnounce } from '../../../lib/announcer.ts';
import type { ApiQueryError } from '../../../lib/api.ts';
import { apiTags } from '../../../lib/api-tags.ts';
import { apiUpload } from '../../../lib/api-transfer.ts';
import { addTexts, useTranslation } from '../../../lib/i18n.ts';
import type { SidePanelComponentProps } from '../../../lib/side-panels.ts';
import { useFileDownload } from '../../../lib/use-file-download.ts';
import {
  templatePath,
  uploadPath,
  uploadsApi,
  useGetLastUploadQuery,
  useUndoUploadMutation,
} from '../uploads-api.ts';
import { useAppDispatch } from '../../../lib/state/hooks.ts';
import { UploadPreview } from './upload-preview.tsx';
import styles from './uploads.module.css';
import uploadsTexts from '../../../i18n/en-GB/uploads.json';

addTexts(uploadsTexts);

type Outcome = 'success' | 'discarded' | 'undone';

/**
 * upload-data: the roster template, the last upload (with undo), a file chosen or dropped and sent with its
 * progress, then what it would change, to confirm or discard. Nothing changes until the employer confirms.
 */
export default function UploadDataPanel({ clientId }: SidePanelComponentProps<'upload-data'>) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const dispatch = useAppDispatch();
  const last = useGetLastUploadQuery(clientId);
  const [opened, setOpened] = useState<string | null>(null);
  // The upload as the server took it (being checked): shown at once, until the first poll answers.
  const [started, setStarted] = useState<RosterUpload | null>(null);
  // An upload this panel has finished with stays closed while the last-upload answer catches up.
  const [closed, setClosed] = useState<string | null>(null);
  const pending = last.data?.pendingUploadId ?? null;
  const uploadId = opened ?? (pending !== closed ? pending : null);
  const [sending, setSending] = useState<number | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [over, setOver] = useState(false);
  const [askUndo, setAskUndo] = useState(false);
  const [undo, undoing] = useUndoUploadMutation();
  const template = useFileDownload({
    downloading: t('uploads.template.downloading'),
    downloaded: (file) => t('uploads.template.downloaded', { file }),
  });

  const send = async (file: File | undefined) => {
    if (!file || sending !== null) return;
    setFileError(null);
    setOutcome(null);
    setSending(0);
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await apiUpload<RosterUpload>({
      path: uploadPath(clientId),
      form,
      onProgress: (share) => setSending(Math.round(share * 100)),
    });
    setSending(null);
    if (!answer.ok) {
      setFileError(t('uploads.file.failed', { error: answer.error }));
      return;
    }
    dispatch(uploadsApi.util.invalidateTags([apiTags.uploads]));
    setStarted(answer.data);
    setOpened(answer.data.id);
  };

  const failed = useCallback(
    (failedId: string, failure: string) => {
      setClosed(failedId);
      setOpened(null);
      setFileError(t('uploads.file.failed', { error: failure }));
      dispatch(uploadsApi.util.invalidateTags([apiTags.uploads]));
    },
    [dispatch, t],
  );

  const finish = (result: Outcome) => {
    setClosed(uploadId);
    setOpened(null);
    setOutcome(result);
    announce(
      result === 'success'
        ? t('uploads.success')
        : result === 'discarded'
          ? t('uploads.preview.discarded')
          : t('uploads.last.undone'),
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <div className={styles.panel}>
      <p>{t('uploads.intro')}</p>
      {outcome ? (
        <Banner variant="success">
          <p>
            {outcome === 'success'
              ? t('uploads.success')
              : outcome === 'discarded'
                ? t('uploads.preview.discarded')
                : t('uploads.last.undone')}
          </p>
        </Banner>
      ) : null}
      <section aria-labelledby="upload-template">
        <h4 id="upload-template">{t('uploads.template.heading')}</h4>
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => void template.download(templatePath(clientId, 'csv'), 'template.csv')}
          >
            {t('uploads.template.csv')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void template.download(templatePath(clientId, 'xlsx'), 'template.xlsx')}
          >
            {t('uploads.template.xlsx')}
          </Button>
        </div>
        {template.failure ? (
          <Banner variant="error" role="alert">
            <p>{t('uploads.template.error')}</p>
          </Banner>
        ) : null}
        {last.data ? (
          <div className={styles.actions}>
            <p>
              {last.data.date
                ? t('uploads.last.date', { date: longDate(ukDateOf(new Date(last.data.date))) })
                : t('uploads.last.none')}
            </p>
            {last.data.uploadId ? (
              <Button variant="secondary" onClick={() => setAskUndo(true)}>
                {t('uploads.last.undo')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </section>
      {uploadId ? (
        <UploadPreview
          uploadId={uploadId}
          taken={started?.id === uploadId ? started : null}
          onDone={finish}
          onFailed={failed}
        />
      ) : (
        <section aria-labelledby="upload-file">
          <h4 id="upload-file">{t('uploads.file.heading')}</h4>
          {/* Dropping a file is a shortcut for the pointer; the file input inside is the way for everyone. */}
          {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- drag and drop only; the input is the accessible control */}
          <div
            className={styles.dropZone}
            data-over={over}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(true);
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDrop}
          >
            <label htmlFor="upload-file-input">{t('uploads.file.label')}</label>
            <p id="upload-file-hint">{t('uploads.file.hint')}</p>
            <input
              id="upload-file-input"
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              aria-describedby="upload-file-hint"
              disabled={sending !== null}
              onChange={(event) => {
                void send(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </div>
          {sending !== null ? (
            <div role="status">
              <label htmlFor="upload-progress">
                {sending < 100 ? t('uploads.file.sending', { percent: sending }) : t('uploads.file.checking')}
              </label>
              <progress id="upload-progress" className={styles.progress} max={100} value={sending} />
            </div>
          ) : null}
          {fileError ? (
            <Banner variant="error" role="alert">
              <p>{fileError}</p>
            </Banner>
          ) : null}
        </section>
      )}
      <Modal open={askUndo} onOpenChange={setAskUndo} title={t('uploads.last.undoTitle')}>
        <p>{t('uploads.last.undoConfirm')}</p>
        {undoing.error ? (
          <Banner variant="error" role="alert">
            <p>{(undoing.error as ApiQueryError).error}</p>
          </Banner>
        ) : null}
        <div className={styles.actions}>
          <Button
            aria-disabled={undoing.isLoading}
            onClick={() => {
              if (undoing.isLoading || !last.data?.uploadId) return;
              void undo(last.data.uploadId)
                .unwrap()
                .then(() => {
                  setAskUndo(false);
                  finish('undone');
                })
                .catch(() => undefined);
            }}
          >
            {undoing.isLoading ? t('uploads.preview.working') : t('uploads.last.undoYes')}
          </Button>
          <Button variant="secondary" onClick={() => setAskUndo(false)}>
            {t('uploads.last.cancel')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
