import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eventStreamType, formatServerSentEvent, streamFailedEvent } from '@/contracts/eventStream';
import { toFailure } from './errorHandler';

export type EmitEvent = (event: string, data: unknown) => void;

/**
 * Answers with text/event-stream from the first event `run` emits. Whatever fails before it is answered like any
 * other error (a 404 stays a 404); what fails after it ends the stream with a `failed` event.
 */
export const replyWithEventStream = (
  request: FastifyRequest,
  reply: FastifyReply,
  run: (emit: EmitEvent) => Promise<void>,
): Promise<FastifyReply> =>
  new Promise((resolve, reject) => {
    let stream: PassThrough | undefined;
    const emit: EmitEvent = (event, data) => {
      if (!stream) {
        stream = new PassThrough();
        resolve(reply.code(200).type(eventStreamType).header('cache-control', 'no-store').send(stream));
      }
      stream.write(formatServerSentEvent({ event, data: JSON.stringify(data) }));
    };
    run(emit).then(
      () => (stream ? stream.end() : reject(new Error('The event stream ended before its first event'))),
      (error: Error) => {
        if (!stream) return reject(error);
        const failure = toFailure(error);
        request.log.error({ err: error }, 'event stream failed');
        emit(streamFailedEvent, { success: false, message: failure.message });
        stream.end();
      },
    );
  });
