import { z } from 'zod';

/** SPEC §7: every answer is `{ success, data?, message?, token? }`. */
export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

/** Every failure, whatever raised it: 4xx with the reason, 5xx with a generic message. */
export const errorResponse = z.object({ success: z.literal(false), message: z.string() });

export const dataResponse = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

export type MessageResponse = z.output<typeof messageResponse>;

/** A success answer whole, for the few callers that read its message or token beside its data. */
export type SuccessResponse<Data = undefined> = { success: true; data: Data; message?: string; token?: string };
