import type { FastifyInstance } from 'fastify';

/** Clients (curl, fetch without a body) may send Content-Type: application/json and nothing else: read it as no body. */
export const acceptEmptyJsonBody = (app: FastifyInstance) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body: string, done) => {
    if (body.length === 0) done(null, undefined);
    else parseJson(request, body, done);
  });
};
