import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { gzipSync } from 'node:zlib';
import { frozenData } from '../lib/frozenAnswer';

/**
 * Measured on the demo organisation: API answers of 2-53 KB (overview, heat map, audit pages, the CSV export) shrink
 * 3-9x under gzip at level 6 for 0.04-0.36 ms each; brotli at quality 4 saved no more and took up to twice as long.
 * Below 1 KB (a session, a message) the saving is smaller than the headers. Registered on the API's scope only: the
 * web app's files are compressed at build time (staticSpa).
 */
export const compressAbove = 1024;

const zlibOptions = { level: 6 };

/**
 * A frozen answer (see frozenAnswer) is compressed once, when first asked for, and kept with its data: compressed on
 * every request, the heat map's 24.6 KB held a browser's requests to 4,000 a second against 21,600 uncompressed.
 */
const registerFrozenAnswerCompression = (api: FastifyInstance) => {
  const frozenAnswers = new WeakMap<FastifyReply, object>();
  const compressed = new WeakMap<object, { text: string; gzip: Buffer }>();
  api.addHook('preSerialization', async (_request, reply, payload) => {
    const data = frozenData(payload);
    if (data) frozenAnswers.set(reply, data);
    return payload;
  });
  // Runs before the plugin's own hook, which leaves an answer that already has an encoding as it is.
  api.addHook('onSend', async (request, reply, payload) => {
    const data = frozenAnswers.get(reply);
    const accepted = request.headers['accept-encoding'];
    if (!data || typeof payload !== 'string' || payload.length < compressAbove || !accepted) return payload;
    if (negotiate(accepted.toLowerCase(), ['gzip']) !== 'gzip') return payload;
    let kept = compressed.get(data);
    // One data object can be written by two schemas; the compressed form is of the text that is being sent.
    if (kept?.text !== payload) {
      kept = { text: payload, gzip: gzipSync(payload, zlibOptions) };
      compressed.set(data, kept);
    }
    void reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
    return kept.gzip;
  });
};

/** gzip for answers above the threshold when the client accepts it, streams included (the CSV exports). */
export const registerCompression = async (app: FastifyInstance): Promise<void> => {
  registerFrozenAnswerCompression(app);
  await app.register(fastifyCompress, {
    global: true,
    threshold: compressAbove,
    encodings: ['gzip'],
    zlibOptions,
  });
};
