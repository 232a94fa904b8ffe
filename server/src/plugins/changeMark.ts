import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nextChangeMark } from '../db/changeMark';
import type { Db } from '../db/database';

declare module 'fastify' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    /**
     * The database's change mark (db/changeMark), read on first use and then kept for the request: the session check
     * and every cached read the request makes (lib/freshCache) are checked against the same moment.
     */
    changeMark: () => Promise<string | null>;
    changeMarkRead: Promise<string | null> | null;
  }
}

export const decorateChangeMark = (app: FastifyInstance, db: Db): void => {
  app.decorateRequest('changeMarkRead', null);
  app.decorateRequest('changeMark', function changeMark(this: FastifyRequest) {
    this.changeMarkRead ??= nextChangeMark(db);
    return this.changeMarkRead;
  });
};
