import type { z } from 'zod';
import type { IntegrationType } from '@/contracts/integrations';
import type { Connector } from './connector';
import { awsConnector } from './aws/awsConnector';
import { azureConnector } from './azure/azureConnector';
import { gcpConnector } from './gcp/gcpConnector';
import { githubConnector } from './github/githubConnector';
import { gitlabConnector } from './gitlab/gitlabConnector';
import { kubernetesConnector } from './kubernetes/kubernetesConnector';
import { mongodbConnector } from './mongodb/mongodbConnector';
import { oktaConnector } from './okta/oktaConnector';

export type AnyConnector = Connector<z.ZodType<Record<string, unknown>>>;

/** Every provider of the catalogue, by integration type. */
export const connectors: Readonly<Record<IntegrationType, AnyConnector>> = {
  aws: awsConnector,
  azure: azureConnector,
  gcp: gcpConnector,
  github: githubConnector,
  gitlab: gitlabConnector,
  k8s: kubernetesConnector,
  mongodb: mongodbConnector,
  okta: oktaConnector,
};
