import { OutboundError } from './outboundError';

/**
 * The whole body, or an OutboundError as soon as it passes either bound: the response's own, or what is left of
 * the session's. Read as it streams, so an endless body costs no more than the bound.
 */
export const readBounded = async (
  body: AsyncIterable<Uint8Array> | null,
  maxResponseBytes: number,
  sessionBytesLeft: number,
): Promise<Uint8Array<ArrayBuffer> | null> => {
  if (!body) return null;
  const bound = Math.min(maxResponseBytes, sessionBytesLeft);
  const chunks: Uint8Array[] = [];
  let length = 0;
  // Leaving the loop early cancels the stream: the rest of an oversized body is never read.
  for await (const chunk of body) {
    length += chunk.byteLength;
    if (length > bound) {
      const which = bound === maxResponseBytes ? 'one answer may be' : 'one run may read';
      throw new OutboundError('limited', `stopped reading past ${bound} bytes, the most ${which}`);
    }
    chunks.push(chunk);
  }
  const whole = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    whole.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return whole;
};
