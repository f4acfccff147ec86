/**
 * Where the running server listens, written next to the embedded database (DATA_DIR/operator-address.json)
 * while it runs, so command-line tools that cannot open the database (PGlite allows one process) find the
 * process that holds it and use the operator channel instead.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

export interface ServerAddress {
  pid: number;
  port: number;
  /** The address the server listens on, as given to listen (0.0.0.0, ::, 127.0.0.1, ...). */
  host: string;
}

const FILE_NAME = 'operator-address.json';

export function serverAddressFile(dataDir: string): string {
  return path.join(dataDir, FILE_NAME);
}

export function writeServerAddress(dataDir: string, address: AddressInfo): void {
  const content: ServerAddress = { pid: process.pid, port: address.port, host: address.address };
  fs.writeFileSync(serverAddressFile(dataDir), `${JSON.stringify(content)}\n`, { mode: 0o600 });
}

/** Removes the file if this process wrote it. */
export function removeServerAddress(dataDir: string): void {
  if (readServerAddress(dataDir)?.pid === process.pid) fs.rmSync(serverAddressFile(dataDir), { force: true });
}

export function readServerAddress(dataDir: string): ServerAddress | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(serverAddressFile(dataDir), 'utf8')) as Partial<ServerAddress>;
    const { pid, port, host } = parsed;
    if (Number.isInteger(pid) && Number.isInteger(port) && typeof host === 'string') {
      return { pid: pid!, port: port!, host };
    }
    return null;
  } catch {
    return null;
  }
}

/** The loopback URL that reaches a server listening on `host` from this machine. */
export function loopbackUrl(address: ServerAddress): string {
  const ipv6 = address.host.includes(':');
  return ipv6 ? `http://[::1]:${address.port}` : `http://127.0.0.1:${address.port}`;
}
