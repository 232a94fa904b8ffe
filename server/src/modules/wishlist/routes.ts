import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/appError';
import type { Clock } from '../../lib/clock';
import type { RouteRateLimit } from '../auth/routes';
import { wishlistSchema } from './routeSchemas';
import { submitWishlistRequest, wishlistThanksMessage } from './service';

export type WishlistRoutesOptions = { db: Db; clock: Clock; rateLimit: RouteRateLimit };

export const wishlistRoutes: FastifyPluginAsync<WishlistRoutesOptions> = async (instance, { db, clock, rateLimit }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/',
    {
      config: {
        access: 'public',
        rateLimit: {
          ...rateLimit,
          errorResponseBuilder: (_request, context) =>
            new AppError(
              429,
              `Too many early-access requests from this address. Please try again in ${context.after}.`,
            ),
        },
      },
      schema: wishlistSchema,
    },
    async (request, reply) => {
      await submitWishlistRequest(db, clock, request.body, request.ip);
      return reply.code(201).send({ success: true as const, message: wishlistThanksMessage });
    },
  );
};
