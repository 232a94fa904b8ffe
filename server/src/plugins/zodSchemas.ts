import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../lib/appError';
import { validationMessage } from '../lib/validationMessage';

// Fastify's type-provider contract relies on `this`-typed interface members, which a type alias cannot express.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data, { reportInput: true });
    return result.success ? { value: result.data } : { error: new AppError(400, validationMessage(result.error)) };
  };

// Response schemas double as a guard: whatever a handler returns is reduced to the declared fields.
const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    JSON.stringify(schema.parse(data));

/** Routes declare zod schemas for params, query, body and responses. */
export const registerZodSchemas = (app: FastifyInstance): void => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
};
