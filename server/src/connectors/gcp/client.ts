import type { ConnectorOptions } from '../connector';
import { type ProviderNeed, type ProviderRequest, providerCall } from '../providerApi';
import { exchangeForAccessToken } from './accessToken';
import type { GcpCredentials } from './credentials';
import { type GoogleService, serviceUrl, tokenUrl } from './endpoints';

/** Reads one Google API endpoint as the service account, for the project the credentials name. */
export type GcpClient = {
  projectId: string;
  call: <T>(service: GoogleService, need: ProviderNeed, path: string, request?: ProviderRequest) => Promise<T>;
};

// Viewer reads the settings and Security Reviewer the IAM policies: together, everything the connector reads.
const rolesToGrant = 'grant the service account roles/viewer and roles/iam.securityReviewer on the project';

/** What a request reads and the IAM permission it takes, with the roles that give it. */
export const gcpNeed = (resource: string, permission: string): ProviderNeed => ({
  resource,
  permission: `the ${permission} permission (${rolesToGrant})`,
});

/** Google's error body: {"error":{"code":403,"message":"Permission '…' denied on resource …","status":"PERMISSION_DENIED"}}. */
const googleMessageOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  return typeof error.message === 'string' ? error.message : undefined;
};

/** Exchanges the key for an access token first, so that a refused key fails before any API is read. */
export const gcpClient = async (credentials: GcpCredentials, options: ConnectorOptions): Promise<GcpClient> => {
  const { serviceAccountKey, projectId, baseUrl } = credentials;
  const accessToken = await exchangeForAccessToken(serviceAccountKey, tokenUrl(baseUrl), options);
  return {
    projectId,
    call: async <T>(service: GoogleService, need: ProviderNeed, path: string, request?: ProviderRequest) => {
      const call = providerCall(
        {
          provider: 'Google Cloud',
          baseUrl: serviceUrl(service, baseUrl),
          headers: () => ({ authorization: `Bearer ${accessToken}` }),
          messageOf: googleMessageOf,
        },
        options,
      );
      const { body } = await call<T>(need, path, request);
      return body;
    },
  };
};
