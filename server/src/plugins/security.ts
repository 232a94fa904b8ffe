import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../core/appError';
import { registerSecurityHeaders } from './securityHeaders';

export const registerSecurity = async (app: FastifyInstance, corsOrigins: string[] | null): Promise<void> => {
  registerSecurityHeaders(app);
  if (corsOrigins) {
    await app.register(cors, {
      origin: corsOrigins,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    });
  }
  // Routes opt in through `config.rateLimit`; a global limit would throttle ordinary API use.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, `Too many requests. Please try again in ${context.after}.`),
  });
};
