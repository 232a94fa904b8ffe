import { deriveKey, openSecret, sealSecret } from '../lib/secretBox';

export type CredentialVault = {
  seal: (credentials: Record<string, unknown>, integrationId: string) => string;
  open: (sealed: string, integrationId: string) => Record<string, unknown>;
};

/**
 * Integration credentials at rest: AES-256-GCM under a key derived from CREDENTIALS_KEY, bound to their integration
 * (sealed credentials copied onto another row do not open). Opened only to call the provider, never returned.
 */
export const createCredentialVault = (credentialsKey: string): CredentialVault => {
  const key = deriveKey(credentialsKey, 'integration credentials');
  return {
    seal: (credentials, integrationId) => sealSecret(key, JSON.stringify(credentials), integrationId),
    open: (sealed, integrationId) => JSON.parse(openSecret(key, sealed, integrationId)) as Record<string, unknown>,
  };
};
