import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { AppDeps } from '../../core/appDeps';
import type { Db } from '../../db/database';
import { isDatabaseUnavailable } from '../../db/errors';
import { databaseUnavailableMessage } from '../../plugins/errorHandler';
import { healthSchema } from './routeSchemas';

// Load balancers give up on a check after a few seconds: past this the database counts as down, whatever it says later.
export const healthCheckTimeoutMs = 3_000;

class HealthCheckTimeout extends Error {}

/** `select 1`, or a rejection once healthCheckTimeoutMs has passed without an answer. */
const pingWithin = async (db: Db, timeoutMs: number): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const ping = sql`select 1`.execute(db);
  // Once the time is up nobody waits for it: its failure, when it comes, must not go unhandled.
  ping.catch(() => undefined);
  try {
    await Promise.race([
      ping,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new HealthCheckTimeout(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
};

export const healthRoutes: FastifyPluginAsync<{ deps: Pick<AppDeps, 'db'> }> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { config: { access: 'public' }, schema: healthSchema }, async (request, reply) => {
    try {
      await pingWithin(deps.db, healthCheckTimeoutMs);
    } catch (error) {
      // An outage is logged once by the database pool; a check failing for another reason is worth a warning.
      const expected = error instanceof HealthCheckTimeout || isDatabaseUnavailable(error);
      if (expected) request.log.debug({ reason: (error as Error).message }, 'health check: database unreachable');
      else request.log.warn({ err: error }, 'health check failed');
      return reply.code(503).send({ success: false as const, message: databaseUnavailableMessage });
    }
    return { success: true as const, data: { status: 'ok' as const, database: 'up' as const } };
  });
};
