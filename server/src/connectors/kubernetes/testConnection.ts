import type { ConnectionTestResult, ConnectorOptions } from '../connector';
import { connectionTested } from '../providerApi';
import { kubernetesApi } from './client';
import type { KubernetesCredentials } from './credentials';
import { namespacesListing } from './namespaces';

type Version = { gitVersion: string };

/** The cluster's version, then a listing only an authenticated, authorised token may read. */
export const testKubernetesConnection = (
  credentials: KubernetesCredentials,
  options: ConnectorOptions,
): Promise<ConnectionTestResult> =>
  connectionTested(async () => {
    const call = kubernetesApi(credentials, options);
    const { body: version } = await call<Version>(
      { resource: "the API server's version", permission: 'the built-in system:public-info-viewer ClusterRole' },
      '/version',
    );
    // Many clusters answer /version to anyone, so it proves nothing of the token: listing namespaces does.
    await call(namespacesListing.need, namespacesListing.path, { query: { limit: 1 } });
    return `${new URL(credentials.baseUrl).host} (Kubernetes ${version.gitVersion})`;
  });
