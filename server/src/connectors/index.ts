import type { z } from 'zod';
import type { IntegrationType } from '../../../src/contracts/integrations';
import type { Connector } from './connector';
import { githubConnector } from './github/githubConnector';

export type AnyConnector = Connector<z.ZodType<Record<string, unknown>>>;

/** The providers that can be connected: the others of the catalogue wait for their connector. */
export const connectors: Partial<Record<IntegrationType, AnyConnector>> = {
  github: githubConnector,
};
