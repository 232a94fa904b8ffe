import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../../core/actor';
import type { AppDeps } from '../../../core/appDeps';
import { importSchema } from '../routeSchemas';
import { importPolicy } from './importService';
import { readPolicyImport } from './importUpload';

/** POST /api/policies/imports: its own scope, so only this route reads multipart bodies. */
export const policyImportRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (instance, { deps }) => {
  // An oversized file is cut one byte past the limit and refused by the reader, naming the field.
  await instance.register(fastifyMultipart, { throwFileSizeLimit: false });
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/imports',
    { config: { access: { permission: 'policies:manage' } }, schema: importSchema },
    async (request, reply) => {
      const actor = requireActor(request);
      const upload = await readPolicyImport(request);
      return reply.code(201).send({ success: true as const, data: await importPolicy(deps, actor, upload) });
    },
  );
};
