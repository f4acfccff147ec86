import type { RosterUpload } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../lib/session/access-token.ts';
import { employeeList, employeeRow } from '../../test/employer-fixtures.ts';
import { json, stubApi, type Handler } from '../../test/network.ts';
import { renderApp } from '../../test/render-app.tsx';
import { loginSetup, signedIn } from '../../test/session-fixtures.ts';

const preview: RosterUpload = {
  id: 'upload-1',
  status: 'preview',
  fileName: 'roster.csv',
  uploadedAt: '2026-11-25T10:00:00.000Z',
  counts: { total: 2, invalid: 1, new: 1, changed: 0, leaving: 0, unchanged: 0 },
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

/** The browser's upload request (fetch cannot report progress): answers what the test sets. */
class FakeXhr {
  static answer = { status: 201, body: JSON.stringify(preview) };
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

function openAs(handlers: Record<string, Handler>, permissions: 'uploads'[] = ['uploads']) {
  const fetchMock = stubApi({
    '/api/login/setup': () => json(loginSetup({ userType: 'employer', permissions })),
    [LIST]: () =>
      json(employeeList([employeeRow({ id: 'user-alex', firstName: 'Alex', surname: 'Morgan' })])),
    [LAST]: () => json({ date: null, uploadId: null, pendingUploadId: null }),
    ...handlers,
  });
  setAccessToken('access-token-1', 900);
  const view = renderApp('/app/employee-data/', { session: signedIn({ userType: 'employer', permissions }) });
  return { ...view, fetchMock };
}

describe('the upload-data panel', () => {
  it('reads a chosen file into what it would change, then confirms the valid rows with welcome e-mails', async () => {
    const bodies: unknown[] = [];
    const { user } = openAs({
      '/api/employee-data-uploads/upload-1': () => json(preview),
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
    const counts = await within(panel).findByRole('table', { name: 'What the file would change' });
    expect(within(counts).getByRole('row', { name: /New employees/ })).toHaveTextContent('1');
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
    FakeXhr.answer = { status: 201, body: JSON.stringify(preview) };
  });

  it('is not offered without the uploads permission', async () => {
    openAs({}, []);
    expect(await screen.findByRole('heading', { level: 1, name: 'Employee data' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload employee data' })).not.toBeInTheDocument();
  });
});
