import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Measured on the demo organisation: API answers of 2-53 KB (overview, heat map, audit pages, the CSV export) shrink
 * 3-9x under gzip at level 6 for 0.04-0.36 ms each; brotli at quality 4 saved no more and took up to twice as long.
 * Below 1 KB (a session, a message) the saving is smaller than the headers. Registered on the API's scope only: the
 * web app's files are compressed at build time (staticSpa).
 */
export const compressAbove = 1024;

/** gzip for answers above the threshold when the client accepts it, streams included (the CSV exports). */
export const registerCompression = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifyCompress, {
    global: true,
    threshold: compressAbove,
    encodings: ['gzip'],
    zlibOptions: { level: 6 },
  });
};
