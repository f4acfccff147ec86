/**
 * A real SMTP server on loopback for mail tests (smtp-server), with a small MIME reader for the messages
 * nodemailer sends: headers, and the text and HTML parts decoded.
 */
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The SMTP envelope. */
  envelope: { from: string; to: string[] };
  /** Header values by lower-case name, encoded words decoded. */
  headers: Record<string, string>;
  text: string | null;
  html: string | null;
  raw: string;
}

export interface SmtpReceiver {
  /** smtp://user:password@127.0.0.1:port */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

export const SMTP_USER = 'portal';
export const SMTP_PASSWORD = 'receiver-password';

/**
 * Starts a receiver that requires the test credentials (plain AUTH is allowed without TLS on loopback), on
 * `port` (another receiver's, to start it again after an outage) or a free one.
 */
export async function startSmtpReceiver(port = 0): Promise<SmtpReceiver> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        received.push({ envelope, ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An smtp:// URL on which nothing listens: every delivery fails with a refused connection. */
export async function unreachableSmtpUrl(): Promise<string> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

function splitHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => `%${hex}`)
    // Percent signs that were literal must survive decodeURIComponent.
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  return decodeURIComponent(bytes);
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

function splitEntity(source: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(source);
  if (!match) return { headers: splitHeaders(source), body: '' };
  return {
    headers: splitHeaders(source.slice(0, match.index)),
    body: source.slice(match.index + match[0].length),
  };
}

function parseMessage(raw: string): Omit<ReceivedMail, 'envelope'> {
  const { headers, body } = splitEntity(raw);
  const parts: { type: string; content: string }[] = [];
  const collect = (entityHeaders: Record<string, string>, entityBody: string) => {
    const type = entityHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.startsWith('multipart/') && boundary) {
      const sections = entityBody.split(`--${boundary}`).slice(1);
      for (const section of sections) {
        if (section.startsWith('--')) break;
        const part = splitEntity(section.replace(/^\r?\n/, ''));
        collect(part.headers, part.body.replace(/\r?\n$/, ''));
      }
      return;
    }
    parts.push({ type, content: decodeBody(entityBody, entityHeaders['content-transfer-encoding']) });
  };
  collect(headers, body);
  const find = (type: string) => parts.find((part) => part.type.startsWith(type))?.content ?? null;
  return { headers, text: find('text/plain'), html: find('text/html'), raw };
}
