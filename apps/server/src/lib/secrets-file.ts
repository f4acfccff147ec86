/**
 * Demo and development keys: generated once into DATA_DIR/secrets.json (mode 0600) and reused, so tokens
 * and encrypted secrets survive a restart. Production must set SECRET_KEY and ENCRYPTION_KEY instead.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface GeneratedSecrets {
  secretKey: string;
  /** base64 of 32 bytes */
  encryptionKey: string;
}

function isGeneratedSecrets(value: unknown): value is GeneratedSecrets {
  if (typeof value !== 'object' || value === null) return false;
  const { secretKey, encryptionKey } = value as Record<string, unknown>;
  return (
    typeof secretKey === 'string' &&
    secretKey.length >= 32 &&
    typeof encryptionKey === 'string' &&
    Buffer.from(encryptionKey, 'base64').length === 32
  );
}

export function loadOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    } catch {
      parsed = undefined;
    }
    if (!isGeneratedSecrets(parsed)) {
      throw new Error(`${file} is damaged; fix it or set SECRET_KEY and ENCRYPTION_KEY`);
    }
    return parsed;
  }
  const secrets: GeneratedSecrets = {
    secretKey: randomBytes(48).toString('base64url'),
    encryptionKey: randomBytes(32).toString('base64'),
  };
  fs.mkdirSync(dataDir, { recursive: true });
  // 'wx' never overwrites a file another process wrote in the meantime.
  fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  return secrets;
}
