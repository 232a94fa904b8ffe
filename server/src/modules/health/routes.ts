import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { ZodTypeProvider } from '../../plugins/zodSchemas';
import { errorResponse } from '../common/schemas';

const healthResponse = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('ok'), database: z.literal('up') }),
});

export const healthRoutes: FastifyPluginAsync<{ db: Db }> = async (instance, { db }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get('/health', { schema: { response: { 200: healthResponse, 503: errorResponse } } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ success: false as const, message: 'Database unavailable' });
    }
    return { success: true as const, data: { status: 'ok' as const, database: 'up' as const } };
  });
};
