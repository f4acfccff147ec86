import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiAuth } from './api-client.ts';
import { apiDownload, apiUpload, fileNameOf } from './api-transfer.ts';

// The units under test are the client's use of fetch and XMLHttpRequest, so those are the fakes here.
const signedIn = () =>
  configureApiAuth({
    getAccessToken: () => 'access-token',
    getMasquerade: () => ({ userId: 'user-1', schemeYear: 2026 }),
  });

function answer(response: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function csv(text: string, headers: Record<string, string> = {}) {
  return new Response(text, { status: 200, headers: { 'Content-Type': 'text/csv', ...headers } });
}

beforeEach(signedIn);
afterEach(() => {
  configureApiAuth({ getAccessToken: () => null, getMasquerade: () => null });
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiDownload', () => {
  it('sends the bearer and masquerade headers, and saves under the name the answer gives', async () => {
    const fetchMock = answer(
      csv('a,b\n1,2\n', { 'Content-Disposition': 'attachment; filename="payroll-2026-10.csv"' }),
    );
    const objectUrl = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });

    const result = await apiDownload({ path: '/client/c1/reports/r1/download', fallbackName: 'report.csv' });

    expect(result).toEqual({ ok: true, status: 200, data: { fileName: 'payroll-2026-10.csv', saved: true } });
    expect(clicked).toEqual(['payroll-2026-10.csv']);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/client/c1/reports/r1/download');
    const headers = new Headers(init!.headers);
    expect(headers.get('Authorization')).toBe('Bearer access-token');
    expect(headers.get('X-Masquerade')).toBe('user-1');
    expect(init!.credentials).toBe('include');
  });

  it('streams into the file the save dialog opens, where the browser has one', async () => {
    answer(csv('line 1\nline 2\n'));
    const written: string[] = [];
    const decoder = new TextDecoder();
    const picker = vi.fn(async () => ({
      createWritable: async () =>
        new WritableStream<Uint8Array>({ write: (chunk) => void written.push(decoder.decode(chunk)) }),
    }));
    vi.stubGlobal('showSaveFilePicker', picker);

    const result = await apiDownload({ path: '/report', fallbackName: 'employees.csv' });

    expect(result.ok && result.data).toEqual({ fileName: 'employees.csv', saved: true });
    expect(picker).toHaveBeenCalledWith({ suggestedName: 'employees.csv' });
    expect(written.join('')).toBe('line 1\nline 2\n');
  });

  it('answers the error text of a refused download, and a network failure', async () => {
    answer(
      new Response(JSON.stringify({ message: 'You do not have the reports permission' }), { status: 403 }),
    );
    expect(await apiDownload({ path: '/report', fallbackName: 'r.csv' })).toMatchObject({
      ok: false,
      status: 403,
      error: 'You do not have the reports permission',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await apiDownload({ path: '/report', fallbackName: 'r.csv' })).toEqual({
      ok: false,
      status: null,
      error: 'Failed to fetch',
    });
  });

  it('reads the UTF-8 file name first', () => {
    expect(fileNameOf(`attachment; filename="a.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`, 'x')).toBe(
      'résumé.csv',
    );
    expect(fileNameOf(null, 'fallback.xlsx')).toBe('fallback.xlsx');
  });
});

/** A stand-in for the browser's XMLHttpRequest that answers as the test says. */
class FakeXhr {
  static answer = { status: 200, body: '{}' };
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  sent: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader() {
    return null;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    this.sent = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.onload?.();
    });
  }
}

describe('apiUpload', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));

  it('sends the form as multipart with the same headers, and reports progress', async () => {
    FakeXhr.answer = { status: 201, body: JSON.stringify({ uploadId: 'u1' }) };
    const form = new FormData();
    form.append('file', new Blob(['a,b\n']), 'roster.csv');
    const progress: number[] = [];

    const result = await apiUpload<{ uploadId: string }>({
      path: '/client/c1/uploads',
      form,
      onProgress: (sent) => progress.push(sent),
    });

    expect(result).toEqual({ ok: true, status: 201, data: { uploadId: 'u1' } });
    expect(progress).toEqual([0.5, 1]);
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/client/c1/uploads', true]);
    expect(xhr.sent).toBe(form);
    expect(xhr.headers.authorization).toBe('Bearer access-token');
    expect(xhr.headers['x-masquerade-scheme-year']).toBe('2026');
    // The browser writes the multipart boundary itself.
    expect(xhr.headers['content-type']).toBeUndefined();
  });

  it("answers a refused upload's errors as every other call does", async () => {
    FakeXhr.answer = {
      status: 422,
      body: JSON.stringify({ errors: [{ row: 2, message: 'E-mail is missing' }] }),
    };
    const result = await apiUpload({ path: '/client/c1/uploads', form: new FormData() });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      error: '[{"row":2,"message":"E-mail is missing"}]',
    });
  });
});
