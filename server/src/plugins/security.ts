import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/appError';

// The built React/MUI app only loads its own files; emotion injects <style> tags, hence 'unsafe-inline' for styles.
// No upgrade-insecure-requests: the product is served on plain http://localhost.
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

export const registerSecurity = async (app: FastifyInstance, corsOrigins: string[] | null): Promise<void> => {
  await app.register(helmet, { contentSecurityPolicy });
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
