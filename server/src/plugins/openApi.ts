import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { routeAccess } from './access';
import { apiTags, documentAccess } from './routeDocs';

const docsPrefix = '/api/docs';

/**
 * The docs page loads swagger-ui's own script and style files and fetches the document from this server: nothing
 * inline, nothing from another origin. Images include data: URIs (swagger-ui's icons and logo).
 */
const docsCsp = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/**
 * The OpenAPI document of every route registered after this (at /api/docs/openapi.json) and swagger-ui at /api/docs,
 * its assets served from the package.
 */
export const registerApiDocs = async (app: FastifyInstance): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Securo API',
        version: '1.0.0',
        description:
          'Every answer is `{ success, data?, message?, token? }`; every failure `{ success: false, message }`.',
      },
      tags: [...apiTags],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Who may call each route comes from its enforced access. A module's root route ('/api/wishlist') is registered with and without its trailing slash: list it without.
    transform: (input) => {
      const documented = input.schema && documentAccess(input.schema, routeAccess(input.route));
      const { schema, url } = jsonSchemaTransform({ ...input, schema: documented });
      return { schema, url: url.replace(/(.)\/$/, '$1') };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    staticCSP: docsCsp,
    theme: { title: 'Securo API' },
    // Without the top bar: no box to explore other documents, and no logo SVG with an inline <style> the CSP refuses.
    uiConfig: { layout: 'BaseLayout' },
  });
  app.get(`${docsPrefix}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
};
