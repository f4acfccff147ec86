/**
 * A local SMTP server that accepts every message and keeps none, so that a bench can run the portal as it runs
 * in production, with e-mail delivered by the worker (`SMTP_URL`), rather than in demo mode, where an e-mail is
 * only stored.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  url: string;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
