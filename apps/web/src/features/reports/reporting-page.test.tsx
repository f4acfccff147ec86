import type { ReportList } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

const payroll: ReportList = {
  reports: [
    {
      id: 'payroll-2026-10',
      type: 'payroll',
      label: 'October 2026',
      year: 2026,
      month: 10,
      providerName: null,
      closed_year: null,
      background: false,
    },
    {
      id: 'payroll-2026-09',
      type: 'payroll',
      label: 'September 2026',
      year: 2026,
      month: 9,
      providerName: null,
      closed_year: null,
      background: false,
    },
  ],
};
const providers: ReportList = {
  reports: [
    {
      id: 'provider-2026-04-bright-smile-dental',
      type: 'provider',
      label: 'Bright Smile Dental, April 2026',
      year: 2026,
      month: 4,
      providerName: 'Bright Smile Dental',
      closed_year: null,
      background: false,
    },
  ],
};
const REPORTS = '/api/client/client-demo/reports';

function openAs(handlers: Record<string, Handler>, permissions: ('reports' | 'approver')[] = ['reports']) {
  const fetchMock = stubApi({
    '/api/login/setup': () => json(loginSetup({ userType: 'employer', permissions })),
    ...handlers,
  });
  setAccessToken('access-token-1', 900);
  const view = renderApp('/app/reporting', { session: signedIn({ userType: 'employer', permissions }) });
  return { ...view, fetchMock };
}

const byType =
  (lists: Partial<Record<string, ReportList | 'fail'>>): Handler =>
  (request) => {
    const found = lists[new URL(request.url).searchParams.get('type') ?? ''];
    if (found === 'fail') return json({ message: 'Down' }, { status: 500 });
    return json(found ?? { reports: [] });
  };

/** The browser saves a download through a link to the file's bytes. */
function saves() {
  const objectUrl = vi.fn(() => 'blob:report');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }));
  return objectUrl;
}
afterEach(() => vi.unstubAllGlobals());

describe('the reporting page', () => {
  it('lists each kind with its files, the error text of a kind that fails, and the empty state', async () => {
    openAs({ [REPORTS]: byType({ payroll, provider: 'fail' }) });
    const table = await screen.findByRole('table', { name: 'Payroll reports' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(await screen.findByText('There was an error requesting your provider report')).toBeInTheDocument();
    expect(await screen.findByText('There are no life event reports yet.')).toBeInTheDocument();
  });

  it('downloads one file, and several chosen as one ZIP', async () => {
    const objectUrl = saves();
    const { user, fetchMock } = openAs({
      [REPORTS]: byType({ payroll }),
      [`${REPORTS}/payroll-2026-10/download`]: () =>
        new Response('Pay period\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="demo-payroll-2026-10.csv"',
          },
        }),
      [`${REPORTS}/download-multiple`]: () =>
        new Response('PK', {
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="demo-reports.zip"',
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download October 2026 as CSV' }));
    expect(await screen.findByText('demo-payroll-2026-10.csv downloaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Choose all payroll reports' }));
    expect(screen.getByText('2 reports chosen')).toBeInTheDocument();
    // The box keeps the focus: ticking does not mount the table's cells afresh.
    expect(screen.getByRole('checkbox', { name: 'Choose all payroll reports' })).toHaveFocus();
    await user.click(screen.getAllByRole('button', { name: 'Download chosen as ZIP (CSV files)' })[0]!);
    expect(await screen.findByText('demo-reports.zip downloaded.')).toBeInTheDocument();
    const zipCall = fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.includes('download-multiple'));
    expect(new URL(zipCall!, 'http://localhost').searchParams.get('ids')).toBe(
      'payroll-2026-10,payroll-2026-09',
    );
    expect(objectUrl).toHaveBeenCalledTimes(2);
  });

  it("chooses a provider's report by year, month and provider in its side panel", async () => {
    saves();
    const { user, fetchMock } = openAs({
      [REPORTS]: byType({ provider: providers }),
      [`${REPORTS}/provider-2026-04-bright-smile-dental/download`]: () =>
        new Response('x', {
          headers: { 'Content-Disposition': 'attachment; filename="demo-provider.xlsx"' },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Choose a provider report' }));
    const panel = await screen.findByRole('dialog', { name: 'Provider report' });
    expect(await within(panel).findByRole('combobox', { name: 'Month' })).toHaveDisplayValue('April');
    expect(within(panel).getByRole('combobox', { name: 'Provider' })).toHaveDisplayValue(
      'Bright Smile Dental',
    );
    await user.click(within(panel).getByRole('button', { name: 'Excel (XLSX)' }));
    expect(await screen.findByText('demo-provider.xlsx downloaded.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('format=xlsx'))).toBe(true);
  });

  it('prepares a large report in the background with its progress, then downloads it, in the chosen layout', async () => {
    const objectUrl = saves();
    const large: ReportList = { reports: [{ ...payroll.reports[0]!, background: true }] };
    const builds: unknown[] = [];
    const answers = [
      {
        id: 'build-1',
        status: 'building',
        progress: { done: 40_000, total: 100_000 },
        fileName: 'f.csv',
        failure: null,
      },
      {
        id: 'build-1',
        status: 'ready',
        progress: { done: 100_000, total: 100_000 },
        fileName: 'demo-payroll-sage50-2026-10.csv',
        failure: null,
      },
    ];
    const { user } = openAs({
      [REPORTS]: byType({ payroll: large }),
      '/api/client/client-demo/report-builds': async (request) => {
        builds.push(await request.json());
        return json({ ...answers[0], progress: { done: 0, total: 100_000 } }, { status: 202 });
      },
      '/api/client/client-demo/report-builds/build-1': () =>
        json(answers.length > 1 ? answers.shift()! : answers[0]!),
      '/api/client/client-demo/report-builds/build-1/download': () =>
        new Response('Reference\r\n', {
          headers: {
            'Content-Type': 'text/csv',
            'Content-Disposition': 'attachment; filename="demo-payroll-sage50-2026-10.csv"',
          },
        }),
    });
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Payroll layout' }),
      'Sage 50 Payroll import',
    );
    await user.click(await screen.findByRole('button', { name: 'Download October 2026 as CSV' }));
    expect(
      await screen.findByRole('progressbar', {
        name: 'Preparing your file: 40,000 of about 100,000 people written',
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('demo-payroll-sage50-2026-10.csv downloaded.', undefined, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(builds).toEqual([{ ids: ['payroll-2026-10'], format: 'csv', layout: 'sage50' }]);
    expect(objectUrl).toHaveBeenCalledTimes(1);
  });

  it('is refused to an employer without the reports permission', async () => {
    openAs({ [REPORTS]: byType({ payroll }) }, ['approver']);
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });
});
