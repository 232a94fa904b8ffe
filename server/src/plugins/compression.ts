import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { gzipSync } from 'node:zlib';
import { createBoundedCache } from '../lib/boundedCache';
import { frozenData } from '../lib/frozenAnswer';

/**
 * Measured on the demo organisation: API answers of 2-53 KB (overview, heat map, audit pages, the CSV export) shrink
 * 3-9x under gzip at level 6 for 0.04-0.36 ms each; brotli at quality 4 saved no more and took up to twice as long.
 * Below 1 KB (a session, a message) the saving is smaller than the headers. Registered on the API's scope only: the
 * web app's files are compressed at build time (staticSpa).
 */
export const compressAbove = 1024;

const zlibOptions = { level: 6 };

declare module 'fastify' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyReply {
    /** The frozen data this reply is writing, if any: its compressed form is kept with it. */
    frozenAnswerData: object | null;
  }
}

// A browser sends the same Accept-Encoding on every request: each value is negotiated once.
const acceptanceCache = createBoundedCache<{ gzip: boolean }>(100);

const acceptsGzip = (accepted: string): boolean => {
  let known = acceptanceCache.get(accepted);
  if (!known) {
    known = { gzip: negotiate(accepted.toLowerCase(), ['gzip']) === 'gzip' };
    acceptanceCache.set(accepted, known);
  }
  return known.gzip;
};

/**
 * A frozen answer (see frozenAnswer) is compressed once, when first asked for, and kept with its data: compressed on
 * every request, the heat map's 24.6 KB held a browser's requests to 4,000 a second against 21,600 uncompressed.
 */
const registerFrozenAnswerCompression = (api: FastifyInstance) => {
  const compressed = new WeakMap<object, { text: string; gzip: Buffer }>();
  api.decorateReply('frozenAnswerData', null);
  api.addHook('preSerialization', async (_request, reply, payload) => {
    reply.frozenAnswerData = frozenData(payload) ?? null;
    return payload;
  });
  // Runs before the plugin's own hook, which leaves an answer that already has an encoding as it is.
  api.addHook('onSend', async (request, reply, payload) => {
    const data = reply.frozenAnswerData;
    const accepted = request.headers['accept-encoding'];
    if (!data || typeof payload !== 'string' || payload.length < compressAbove || !accepted) return payload;
    if (!acceptsGzip(accepted)) return payload;
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
