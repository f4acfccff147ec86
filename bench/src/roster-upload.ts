/**
 * Issue 20's upload budgets on the 100,000-employee tenant: a roster file of 50,000 new starters sent, checked
 * by the background job to its preview (the page's polls timed all along, as the employer's browser makes
 * them), confirmed in one transaction, then undone.
 */
import { request } from 'node:http';
import { caller } from './surge.ts';

const HEADERS =
  'Employee number,First name,Surname,Email,Date of birth,Start date,Probation end date,Leave date,Annual salary (GBP),Weekly hours,Contract type,Tax region,Location';

function rosterFile(rows: number): Buffer {
  const lines = Array.from(
    { length: rows },
    (_, n) =>
      `UP${n + 1},Upload,Starter${n + 1},upload.starter${n + 1}@bench.test,14/03/1990,01/12/2026,,,${24_000 + (n % 50) * 1_000},37.5,permanent,England and Northern Ireland,Leeds`,
  );
  return Buffer.from([HEADERS, ...lines].join('\r\n'));
}

function postFile(baseUrl: string, host: string, token: string, path: string, file: Buffer) {
  const boundary = `----bench${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="roster.csv"\r\ncontent-type: text/csv\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const url = new URL(baseUrl);
  return new Promise<{ status: number; body: { id: string } }>((resolve, reject) => {
    const sending = request(
      {
        hostname: url.hostname,
        port: url.port,
        path: `/api${path}`,
        method: 'POST',
        headers: {
          host,
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': body.length,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) }));
      },
    );
    sending.on('error', reject);
    sending.end(body);
  });
}

export interface UploadTiming {
  rows: number;
  /** From sending the file to the preview being ready. */
  previewSeconds: number;
  /** The slowest of the page's polls while the rows were checked. */
  slowestPollMs: number;
  confirmSeconds: number;
  undoSeconds: number;
}

export async function rosterUploadTiming(
  baseUrl: string,
  host: string,
  token: string,
  clientId: string,
  rows: number,
): Promise<UploadTiming> {
  const call = caller(baseUrl, host, 2);
  const started = performance.now();
  const taken = await postFile(baseUrl, host, token, `/client/${clientId}/data-loads`, rosterFile(rows));
  if (taken.status !== 202) throw new Error(`upload refused: ${taken.status} ${JSON.stringify(taken.body)}`);
  const uploadId = taken.body.id;
  let slowestPollMs = 0;
  for (;;) {
    const polled = performance.now();
    const { status, body } = await call('GET', `/employee-data-uploads/${uploadId}`, token);
    slowestPollMs = Math.max(slowestPollMs, performance.now() - polled);
    const upload = body as { status: string; failure: string | null };
    if (status !== 200 || upload.status === 'failed')
      throw new Error(`check failed: ${JSON.stringify(body)}`);
    if (upload.status === 'preview') break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const previewSeconds = (performance.now() - started) / 1_000;
  const timed = async (path: string) => {
    const from = performance.now();
    const { status, body } = await call('POST', path, token, {});
    if (status !== 200) throw new Error(`${path}: ${status} ${JSON.stringify(body)}`);
    return (performance.now() - from) / 1_000;
  };
  const confirmSeconds = await timed(`/employee-data-uploads/${uploadId}/confirm`);
  const undoSeconds = await timed(`/employee-data-uploads/${uploadId}/undo`);
  return { rows, previewSeconds, slowestPollMs: Math.round(slowestPollMs), confirmSeconds, undoSeconds };
}
