import type { FastifyRequest } from 'fastify';
import type { ClientInfo } from '../modules/auth/context';

export const clientInfo = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
});
