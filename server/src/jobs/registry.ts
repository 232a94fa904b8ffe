import type { JobDefinition } from './types';

export const defaultRetryLimit = 3;
export const defaultRetryDelaySeconds = 30;
export const defaultLeaseSeconds = 15 * 60;

export type Registry = {
  define: <Payload>(definition: JobDefinition<Payload>) => void;
  /** The definition of a name; throws for a name never defined, a programming error. */
  get: (name: string) => JobDefinition;
  all: () => JobDefinition[];
  /** The payload as the job's schema parses it; throws (with the zod issues) when it does not fit. */
  parse: (name: string, payload: unknown) => unknown;
};

export const createRegistry = (): Registry => {
  const definitions = new Map<string, JobDefinition>();
  const get = (name: string) => {
    const definition = definitions.get(name);
    if (!definition) throw new Error(`No job is defined as ${name}`);
    return definition;
  };
  return {
    define: (definition) => {
      if (definitions.has(definition.name)) throw new Error(`The job ${definition.name} is defined twice`);
      definitions.set(definition.name, definition as JobDefinition);
    },
    get,
    all: () => [...definitions.values()],
    parse: (name, payload) => get(name).payload.parse(payload),
  };
};

/** A failure as stored and logged: its message, never a stack. */
export const describeFailure = (error: unknown): string => (error instanceof Error ? error.message : String(error));
