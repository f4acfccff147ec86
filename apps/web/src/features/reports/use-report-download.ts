import type { ReportFormat } from '@portal/contracts/employees';
import type { PayrollLayout, ReportItem } from '@portal/contracts/reports';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiQueryError } from '../../lib/api.ts';
import { addTexts, useTranslation } from '../../lib/i18n.ts';
import { useFileDownload } from '../../lib/use-file-download.ts';
import {
  builtPath,
  reportPath,
  useGetReportBuildQuery,
  useStartReportBuildMutation,
  zipPath,
} from './reports-api.ts';
import reportsTexts from '../../i18n/en-GB/reports.json';

addTexts(reportsTexts);

/** How often the page asks how far a background build has got. */
const BUILD_POLL_MS = 1_000;

export interface ReportChoice {
  reports: readonly ReportItem[];
  format: ReportFormat;
  layout: PayrollLayout;
}

/**
 * Downloads reports: small ones stream at once; a large one (`background`), or a ZIP holding one, is first
 * built by the server in the background, its progress polled, and the file downloaded when it is ready.
 */
export function useReportDownload(clientId: string) {
  const { t } = useTranslation();
  const file = useFileDownload({
    downloading: t('reports.downloading'),
    downloaded: (name) => t('reports.downloaded', { file: name }),
  });
  const [start, starting] = useStartReportBuildMutation();
  const [buildId, setBuildId] = useState<string | null>(null);
  const cached = useGetReportBuildQuery({ clientId, buildId: buildId ?? '' }, { skip: !buildId });
  const build = buildId ? cached.data : undefined;
  const building = !!buildId && (!build || build.status === 'building');
  // Polls while building (a separate subscription, so that polling stops with the build).
  useGetReportBuildQuery(
    { clientId, buildId: buildId ?? '' },
    { skip: !building, pollingInterval: BUILD_POLL_MS },
  );
  const fetched = useRef<string | null>(null);
  const { download } = file;
  useEffect(() => {
    if (!build || build.status !== 'ready' || fetched.current === build.id) return;
    fetched.current = build.id;
    void download(builtPath(clientId, build.id), build.fileName);
  }, [build, clientId, download]);

  const save = useCallback(
    async ({ reports, format, layout }: ReportChoice) => {
      if (reports.length === 0) return;
      if (!reports.some((report) => report.background)) {
        const ids = reports.map((report) => report.id);
        const path =
          ids.length === 1
            ? reportPath(clientId, ids[0]!, format, layout)
            : zipPath(clientId, ids, format, layout);
        await download(path, ids.length === 1 ? `${ids[0]}.${format}` : 'reports.zip');
        return;
      }
      const started = await start({
        clientId,
        body: { ids: reports.map((report) => report.id), format, layout },
      })
        .unwrap()
        .catch(() => null);
      if (started) setBuildId(started.id);
    },
    [clientId, download, start],
  );

  const buildFailure =
    build?.status === 'failed'
      ? build.failure
      : ((starting.error ?? cached.error) as ApiQueryError | undefined)?.error;
  return {
    save,
    busy: file.busy || starting.isLoading || building,
    /** The build under way: people written of the estimated whole. */
    progress: building && build ? build.progress : null,
    preparing: building,
    failure: file.failure ?? buildFailure ?? null,
  };
}
