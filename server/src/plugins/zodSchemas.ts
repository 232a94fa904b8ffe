import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';
import { AppError } from '../core/appError';
import { createBoundedCache } from '../lib/boundedCache';
import { frozenData } from '../lib/frozenAnswer';
import { validationMessage } from '../lib/validationMessage';

// Query strings repeat (a page polled, paged back and forth): this many valid ones are kept per route, parsed.
const parsedQueries = 200;

// The provider's own validator drops each issue's input, which the messages need to tell a missing field
// ("email is required") from one of the wrong type ("email must be a string").
const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const validate = (data: unknown) => {
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new AppError(400, validationMessage(result.error)) };
  };
  if (httpPart !== 'querystring') return validate;
  // Parsing a list's filters took 8 µs a request; the same query string parses to the same (frozen) value.
  const parsed = createBoundedCache<{ value: unknown }>(parsedQueries);
  return (data) => {
    const key = JSON.stringify(data);
    const known = parsed.get(key);
    if (known) return known;
    const result = validate(data);
    if (!result.error) parsed.set(key, { value: Object.freeze(result.value) });
    return result;
  };
};

type Serializer = (payload: unknown) => string;

const serializers = new WeakMap<z.ZodType, Serializer>();

/**
 * Fastify's own serializer, compiled once per response schema: it writes the declared fields only, so whatever
 * else a handler's object carries (a password hash, an internal id) never reaches the client. Frozen data (a
 * completed assessment's heat map, deep-frozen by the dashboard's cache) is written once and its text reused.
 */
const compileSerializer = (schema: z.ZodType): Serializer => {
  const known = serializers.get(schema);
  if (known) return known;
  const stringify = fastJsonStringify(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' }) as object);
  const texts = new WeakMap<object, string>();
  const serialize: Serializer = (payload) => {
    const data = frozenData(payload);
    if (!data) return stringify(payload);
    const kept = texts.get(data);
    if (kept !== undefined) return kept;
    const text = stringify(payload);
    texts.set(data, text);
    return text;
  };
  serializers.set(schema, serialize);
  return serialize;
};

// Only JSON is compiled; other media types (the audit export's CSV stream) are sent as the handler made them.
const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, contentType }) =>
  contentType === undefined || contentType.includes('json') ? compileSerializer(schema) : String;

/** Routes declare zod schemas for params, query, body and responses (typed by fastify-type-provider-zod). */
export const registerZodSchemas = (app: FastifyInstance): void => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
};
