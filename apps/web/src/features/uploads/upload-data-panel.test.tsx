import type { RosterUpload } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../test/session-state.ts';
import { employeeList, employeeRow } from '../../test/employer-fixtures.ts';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

const preview: RosterUpload = {
  id: 'upload-1',
  status: 'preview',
  progress: { checked: 2, total: 2 },
  failure: null,
  fileName: 'roster.csv',
  uploadedAt: '2026-11-25T10:00:00.000Z',
  counts: { total: 2, invalid: 1, new: 1, changed: 0, leaving: 0, unchanged: 0, impacted: 1 },
  errors: [
    {
      row: 3,
      column: 'Start date',
      value: '31/02/2026',
      message: 'Start date must be a date written dd/mm/yyyy',
    },
  ],
  errorsPage: 1,
  errorsLastPage: 1,
};
/** The upload as the server first answers it: taken, its rows being checked in the background. */
const checking: RosterUpload = {
  ...preview,
  status: 'checking',
  progress: { checked: 1, total: 2 },
  counts: { total: 2, invalid: 0, new: 0, changed: 0, leaving: 0, unchanged: 0, impacted: 0 },
  errors: [],
};

/** The browser's upload request (fetch cannot report progress): answers what the test sets. */
class FakeXhr {
  static answer = { status: 202, body: JSON.stringify(checking) };
  static sent: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open() {}
  setRequestHeader() {}
  getResponseHeader() {
    return null;
  }
  send(form: FormData) {
    FakeXhr.sent = form;
    queueMicrotask(() => {
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.onload?.();
    });
  }
}
beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => vi.unstubAllGlobals());

const LIST = '/api/v2/client/client-demo/employees';
const LAST = '/api/client/client-demo/date-last-upload';

function openAs(
  handlers: Record<string, Handler>,
  permissions: 'uploads'[] = ['uploads'],
  withImpact = false,
) {
  const fetchMock = stubApi({
    '/api/login/setup': () =>
      json(loginSetup({ userType: 'employer', permissions, isDataLoadEligibilityImpactEnabled: withImpact })),
    [LIST]: () =>
      json(employeeList([employeeRow({ id: 'user-alex', firstName: 'Alex', surname: 'Morgan' })])),
    [LAST]: () => json({ date: null, uploadId: null, pendingUploadId: null }),
    ...handlers,
  });
  setAccessToken('access-token-1', 900);
  const view = renderApp('/app/employee-data/', {
    session: signedIn({ userType: 'employer', permissions, dataLoadEligibilityImpact: withImpact }),
  });
  return { ...view, fetchMock };
}

describe('the upload-data panel', () => {
  it('shows the check of a chosen file as it goes, then what it would change, and confirms the valid rows with welcome e-mails', async () => {
    const bodies: unknown[] = [];
    const answers = [checking, preview];
    const { user } = openAs({
      '/api/employee-data-uploads/upload-1': () => json(answers.length > 1 ? answers.shift()! : answers[0]!),
      '/api/employee-data-uploads/upload-1/confirm': async (request) => {
        bodies.push(await request.json());
        return json({ ...preview, status: 'confirmed' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Upload employee data' }));
    const panel = await screen.findByRole('dialog', { name: 'Upload employee data' });
    expect(
      await within(panel).findByText('The roster has not been changed by an upload yet.'),
    ).toBeInTheDocument();
    const input = within(panel).getByLabelText('Choose a CSV or Excel file, or drop it here');
    await user.upload(input, new File(['Employee number\r\n'], 'roster.csv', { type: 'text/csv' }));
    expect((FakeXhr.sent!.get('file') as File).name).toBe('roster.csv');
    expect(
      await within(panel).findByRole('progressbar', { name: 'Checking the rows: 1 of 2' }),
    ).toHaveAttribute('value', '1');
    const counts = await within(panel).findByRole(
      'table',
      { name: 'What the file would change' },
      { timeout: 3_000 },
    );
    expect(within(counts).getByRole('row', { name: /New employees/ })).toHaveTextContent('1');
    // Every row of the file is accounted for: the rows in are the rows previewed and the rows rejected.
    expect(counts).toHaveAccessibleDescription(
      '2 rows in the file (blank rows left out): 1 previewed and 1 with problems.',
    );
    expect(within(panel).getByRole('table', { name: 'Rows with problems' })).toHaveTextContent(
      'Start date must be a date written dd/mm/yyyy',
    );
    await user.click(
      within(panel).getByRole('checkbox', { name: 'Send welcome e-mails to the new employees' }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Confirm the valid rows only' }));
    expect(await within(panel).findByText('Your file has been uploaded successfully')).toBeInTheDocument();
    expect(bodies).toEqual([{ validRowsOnly: true, sendWelcomeEmails: true }]);
  });

  it('shows why a file was refused, and lets another be chosen', async () => {
    FakeXhr.answer = {
      status: 400,
      body: JSON.stringify({ message: "The file's headers are not the template's" }),
    };
    const { user } = openAs({});
    await user.click(await screen.findByRole('button', { name: 'Upload employee data' }));
    const panel = await screen.findByRole('dialog', { name: 'Upload employee data' });
    const input = await within(panel).findByLabelText('Choose a CSV or Excel file, or drop it here');
    await user.upload(input, new File(['x'], 'wrong.csv', { type: 'text/csv' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      "The file's headers are not the template's",
    );
    expect(within(panel).getByLabelText('Choose a CSV or Excel file, or drop it here')).toBeEnabled();
    FakeXhr.answer = { status: 202, body: JSON.stringify(checking) };
  });

  it('lists who each kind of row changes and, in the eligibility-impact variant, the effect on their benefits', async () => {
    const changes = (outcome: string) => ({
      data: [
        outcome === 'new'
          ? {
              row: 2,
              employeeNumber: 'DL9001',
              name: 'Noor Haddad',
              email: 'noor@demo.test',
              outcome,
              changes: [],
            }
          : {
              row: 3,
              employeeNumber: 'DL0001',
              name: 'Alex Morgan',
              email: 'employee@demo.test',
              outcome,
              changes: [{ column: 'Leave date', from: '', to: '31/01/2027' }],
            },
      ],
      last_page: 1,
      per_page: 50,
      total: 1,
      filters: { outcome },
    });
    let letLeaversArrive = () => {};
    const leavingArrives = new Promise<void>((resolve) => (letLeaversArrive = resolve));
    const { user } = openAs(
      {
        [LAST]: () => json({ date: null, uploadId: null, pendingUploadId: 'upload-1' }),
        '/api/employee-data-uploads/upload-1': () =>
          json({ ...preview, counts: { ...preview.counts, leaving: 1, impacted: 1 } }),
        '/api/employee-data-uploads/upload-1/changes': async (request) => {
          const outcome = new URL(request.url).searchParams.get('outcome')!;
          if (outcome === 'leaving') await leavingArrives;
          return json(changes(outcome));
        },
        '/api/employee-data-uploads/upload-1/eligibility-difference': () =>
          json({
            data: [
              {
                row: 3,
                employeeNumber: 'DL0001',
                name: 'Alex Morgan',
                outcome: 'leaving',
                gained: [],
                lost: ['Pension Salary Exchange'],
                ending: [{ benefitName: 'Pension Salary Exchange', status: 'approved' }],
              },
            ],
            last_page: 1,
            per_page: 50,
            total: 1,
            filters: {},
          }),
      },
      ['uploads'],
      true,
    );
    await user.click(await screen.findByRole('button', { name: 'Upload employee data' }));
    const panel = await screen.findByRole('dialog', { name: 'Upload employee data' });
    expect(await within(panel).findByRole('table', { name: 'New employees' })).toHaveTextContent(
      'Noor Haddad (DL9001)noor@demo.test',
    );
    await user.selectOptions(within(panel).getByLabelText('Show'), 'Leaving (1)');
    // While the leavers load, the new employees still shown keep their own caption.
    expect(within(panel).getByRole('table', { name: 'New employees' })).toHaveAttribute('aria-busy', 'true');
    expect(within(panel).queryByRole('table', { name: 'Leaving' })).not.toBeInTheDocument();
    letLeaversArrive();
    expect(await within(panel).findByRole('table', { name: 'Leaving' })).toHaveTextContent(
      'Leave date: (blank) to 31/01/2027',
    );
    const impact = await within(panel).findByRole('table', { name: 'People whose benefits would change' });
    expect(within(impact).getByRole('row', { name: /Alex Morgan/ })).toHaveTextContent(
      'Pension Salary Exchange (approved)',
    );
  });

  it('says why the check of the rows failed, and offers the file picker again', async () => {
    const { user } = openAs({
      '/api/employee-data-uploads/upload-1': () =>
        json({
          ...checking,
          status: 'failed',
          failure: 'The file could not be checked; please upload it again',
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Upload employee data' }));
    const panel = await screen.findByRole('dialog', { name: 'Upload employee data' });
    const input = await within(panel).findByLabelText('Choose a CSV or Excel file, or drop it here');
    await user.upload(input, new File(['x'], 'roster.csv', { type: 'text/csv' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'The file could not be read: The file could not be checked; please upload it again',
    );
    expect(within(panel).getByLabelText('Choose a CSV or Excel file, or drop it here')).toBeEnabled();
  });

  it('is not offered without the uploads permission', async () => {
    openAs({}, []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Employee data' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload employee data' })).not.toBeInTheDocument();
  });
});
