import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Outside production a secret is generated once into the data folder and kept, so restarts keep using it. */
export const loadOrCreateSecretFile = (dataDir: string, name: string): string => {
  const file = path.join(dataDir, name);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
};

/** A kept JWT secret means restarts don't sign everyone out. */
export const loadOrCreateJwtSecret = (dataDir: string): string => loadOrCreateSecretFile(dataDir, 'jwt-secret');

/** A kept audit key means the trail written before a restart still verifies after it. */
export const loadOrCreateAuditKey = (dataDir: string): string => loadOrCreateSecretFile(dataDir, 'audit-key');

/** A kept credentials key means the integrations connected before a restart still open after it. */
export const loadOrCreateCredentialsKey = (dataDir: string): string =>
  loadOrCreateSecretFile(dataDir, 'credentials-key');
