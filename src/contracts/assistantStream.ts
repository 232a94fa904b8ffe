// No imports: the assistant screen and the server both load this file, and the screen must stay free of zod.

/**
 * Asked with `Accept: text/event-stream`, an answer arrives as it is written: `delta` events with the next piece of
 * text, then `answered` with the stored messages (whose answer replaces the pieces: the offline answer takes the
 * place of a language model that failed part way), or the stream's `failed` event.
 */
export const answerStreamEvents = { delta: 'delta', answered: 'answered' } as const;
export type AnswerDelta = { text: string };
