import type { Connector } from '../connector';
import { collectKubernetes } from './collect';
import { kubernetesCredentialFields, kubernetesCredentials } from './credentials';
import { testKubernetesConnection } from './testConnection';

export const kubernetesConnector: Connector<typeof kubernetesCredentials> = {
  fields: kubernetesCredentialFields,
  credentials: kubernetesCredentials,
  testConnection: testKubernetesConnection,
  collect: collectKubernetes,
};
