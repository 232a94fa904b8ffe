import { z } from 'zod';
import { dataResponse } from './envelope';

/** One of the signed-in member's live sessions, as Settings > Security lists them. */
export const activeSession = z.object({
  id: z.string(),
  /** Browser and system read from the user agent, e.g. "Chrome on macOS". */
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});

export const activeSessionsResponse = dataResponse(z.array(activeSession));

export const sessionIdParams = z.object({ id: z.uuid() });

export const revokedSessionsResponse = dataResponse(z.object({ revoked: z.number().int() }));

export type ActiveSession = z.output<typeof activeSession>;
