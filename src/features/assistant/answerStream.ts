import { type AnswerDelta, answerStreamEvents } from '@/contracts/assistantStream';
import { eventStreamType, readServerSentEvents, streamFailedEvent } from '@/contracts/eventStream';

/**
 * Reads POST /api/assistant/messages as the server answers it: each piece of the answer to `onPiece` as it arrives,
 * then the envelope the stream ends with (the stored messages, or the failure). A refusal before the stream started
 * is the usual JSON envelope.
 */
export const readAnswerStream = async (response: Response, onPiece: (text: string) => void): Promise<unknown> => {
  if (!response.body || !response.headers.get('Content-Type')?.startsWith(eventStreamType)) {
    return response.json().catch(() => null);
  }
  for await (const { event, data } of readServerSentEvents(response.body)) {
    if (event === answerStreamEvents.delta) onPiece((JSON.parse(data) as AnswerDelta).text);
    if (event === answerStreamEvents.answered) return { success: true, data: JSON.parse(data) as unknown };
    if (event === streamFailedEvent) return JSON.parse(data) as unknown;
  }
  // The connection closed before the answer was stored.
  return { success: false };
};
