/**
 * Name-based UUIDs (RFC 9562 version 5): the same tenant, kind and position give the same id every time, so
 * the seed is deterministic and an import that changes nothing changes no id.
 */
import { createHash } from 'node:crypto';

/** A fixed namespace for the portal's content ids. */
const NAMESPACE = Buffer.from('6f1c2b7a9d3e4f5a8b6c7d8e9f0a1b2c', 'hex');

export function stableId(...parts: readonly (string | number)[]): string {
  const hash = createHash('sha1').update(NAMESPACE).update(parts.join('/')).digest();
  const bytes = hash.subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
