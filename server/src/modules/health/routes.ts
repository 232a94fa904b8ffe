import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { healthSchema } from './routeSchemas';

export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { config: { access: 'public' }, schema: healthSchema }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ success: false as const, message: 'Database unavailable' });
    }
    return { success: true as const, data: { status: 'ok' as const, database: 'up' as const } };
  });
};
