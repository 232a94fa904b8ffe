import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { wishlistSchema } from './routeSchemas';
import { submitWishlistRequest, wishlistThanksMessage } from './service';

export type WishlistRoutesOptions = { deps: AppDeps };

export const wishlistRoutes: FastifyPluginAsync<WishlistRoutesOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/',
    {
      config: {
        access: 'public',
        rateLimit: {
          ...deps.limits.wishlist,
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
      await submitWishlistRequest(deps.db, deps.clock, request.body, request.ip);
      return reply.code(201).send({ success: true as const, message: wishlistThanksMessage });
    },
  );
};
