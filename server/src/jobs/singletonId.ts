import { createHash } from 'node:crypto';

/**
 * The job id a singleton key stands for: pg-boss inserts with ON CONFLICT DO NOTHING, so a second job with the same
 * name and key (hence the same id) is ignored for as long as the first is kept.
 */
export const singletonJobId = (name: string, key: string): string => {
  const hex = createHash('sha256').update(`${name}\n${key}`).digest('hex');
  // Shaped as an RFC 9562 version 8 (custom) UUID, which pg-boss's uuid column accepts.
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};
