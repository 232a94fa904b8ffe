import type { FastifyReply } from 'fastify';
import { contentDisposition } from './contentDisposition';
import type { EvidenceFile } from './service';

/** What a browser may show in place: the file is only ever displayed, never run (see the CSP sandbox below). */
const previewable = /^(application\/pdf|image\/(png|jpeg|gif|webp)|text\/(plain|csv|markdown)|application\/json)$/;

/** Streams a stored file; `inline` lets the browser show a previewable one, sandboxed so nothing in it runs. */
export const sendFile = (reply: FastifyReply, file: EvidenceFile, disposition: 'inline' | 'attachment') => {
  const inline = disposition === 'inline' && previewable.test(file.mediaType);
  return reply
    .header('content-type', file.mediaType.startsWith('text/') ? `${file.mediaType}; charset=utf-8` : file.mediaType)
    .header('content-length', String(file.sizeBytes))
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.fileName))
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
    .send(file.stream);
};
