import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/appError';
import type { Clock } from '../../lib/clock';
import type { ZodTypeProvider } from '../../plugins/zodSchemas';
import type { RouteRateLimit } from '../auth/routes';
import { messageResponse, wishlistBody } from './schemas';
import { submitWishlistRequest, wishlistThanksMessage } from './service';

export type WishlistRoutesOptions = { db: Db; clock: Clock; rateLimit: RouteRateLimit };

export const wishlistRoutes: FastifyPluginAsync<WishlistRoutesOptions> = async (instance, { db, clock, rateLimit }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/',
    {
      config: {
        rateLimit: {
          ...rateLimit,
          errorResponseBuilder: (_request, context) =>
            new AppError(429, `Too many early-access requests from this address. Please try again in ${context.after}.`),
        },
      },
      schema: { body: wishlistBody, response: { 201: messageResponse } },
    },
    async (request, reply) => {
      await submitWishlistRequest(db, clock, request.body, request.ip);
      return reply.code(201).send({ success: true as const, message: wishlistThanksMessage });
    },
  );
};
