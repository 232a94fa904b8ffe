/** The Google APIs the connector reads, each named by the first label of its host (storage.googleapis.com). */
export type GoogleService =
  'cloudresourcemanager' | 'serviceusage' | 'storage' | 'iam' | 'sqladmin' | 'compute' | 'logging';

/*
 * Google serves each API from a host of its own. A `baseUrl` serves them all from one address instead, each under a
 * path prefix named after its host: {baseUrl}/storage/storage/v1/b stands for https://storage.googleapis.com/storage/v1/b
 * and {baseUrl}/oauth2/token for the token endpoint. That is how the sandbox answers for Google with a single server.
 */
export const serviceUrl = (service: GoogleService, baseUrl: string | undefined): string =>
  baseUrl ? `${baseUrl}/${service}` : `https://${service}.googleapis.com`;

/** Google's token endpoint: the only token_uri a key file may name, so a key cannot send the server elsewhere. */
export const googleTokenUri = 'https://oauth2.googleapis.com/token';

/** Where the key is exchanged for an access token: Google's token endpoint, or the configured address's. */
export const tokenUrl = (baseUrl: string | undefined): string => (baseUrl ? `${baseUrl}/oauth2/token` : googleTokenUri);
