import { z } from 'zod';
import type { CredentialField } from '@/contracts/integrations';

// Anywhere but this machine a token over plain http would cross the network in clear. On this machine only the
// sandbox's fake answers: an address an organisation types is refused loopback by the outbound guard.
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

const isSafeAddress = (url: string): boolean => {
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || loopbackHosts.has(hostname);
};

/**
 * A service account token bound to the read-only ClusterRole of the setup manifest (docs/integrations.md), and the
 * cluster's API server.
 */
export const kubernetesCredentials = z.object({
  // kubectl and kubeconfig files show the token bare; a pasted "Bearer " header prefix is not part of it.
  token: z
    .string()
    .trim()
    .transform((token) => token.replace(/^Bearer\s+/i, ''))
    .pipe(z.string().min(1, 'Enter the service account token')),
  baseUrl: z
    .url({ protocol: /^https?$/, error: 'Enter the API server URL, e.g. https://203.0.113.10:6443' })
    .refine(isSafeAddress, 'The API server URL must start with https://')
    .transform((url) => url.replace(/\/+$/, '')),
});

export type KubernetesCredentials = z.output<typeof kubernetesCredentials>;

export const kubernetesCredentialFields: CredentialField[] = [
  {
    name: 'token',
    label: 'API Key / Token',
    secret: true,
    required: true,
    placeholder: 'eyJhbGciOiJSUzI1NiIs…',
    help: "The token of a service account bound to the read-only securo-auditor ClusterRole of the setup manifest: `kubectl -n securo get secret auditor-token -o jsonpath='{.data.token}' | base64 -d`.",
  },
  {
    name: 'baseUrl',
    label: 'API server URL',
    secret: false,
    required: true,
    placeholder: 'https://203.0.113.10:6443',
    help: 'The cluster’s API server, as `kubectl cluster-info` shows it (the server of your kubeconfig).',
  },
];
