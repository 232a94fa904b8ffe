import { deriveKey } from '../lib/secretBox';

/** Keys of their own for two-factor data, derived from the server's AUDIT_KEY. */
export type TwoFactorKeys = {
  /** AES-256-GCM key that seals each TOTP secret at rest. */
  secret: Buffer;
  /** HMAC-SHA-256 key of the recovery code hashes, so a copy of the table alone cannot be guessed through offline. */
  recoveryCodes: Buffer;
};

export const deriveTwoFactorKeys = (serverKey: string): TwoFactorKeys => ({
  secret: deriveKey(serverKey, 'securo/two-factor/totp-secret/v1'),
  recoveryCodes: deriveKey(serverKey, 'securo/two-factor/recovery-codes/v1'),
});

/** Seals each organisation's Slack webhook URL at rest. */
export const slackWebhookKey = (serverKey: string): Buffer => deriveKey(serverKey, 'securo/slack/webhook/v1');
