import { z } from 'zod';
import type { CredentialField } from '@/contracts/integrations';

// Okta's API tokens (sent as "SSWS <token>") are 42 characters starting with 00.
const tokenFormat = /^00[A-Za-z0-9_-]{40}$/;

// Plain http only reaches this machine: a local proxy or the sandbox, never an org on the internet.
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

const domainExample = 'https://acme.okta.com';

const tokenProblem = 'Enter an Okta API token: 42 characters starting with 00, from Security > API > Tokens';

const domainMissing = `Enter your Okta domain, e.g. ${domainExample}`;

/** The org's API origin: https assumed when no scheme is typed, and the Admin Console's -admin host mapped back. */
const oktaOrigin = (typed: string): URL | undefined => {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`);
    url.hostname = url.hostname.replace(/-admin(\.okta(?:preview|-emea)?\.com)$/, '$1');
    return url;
  } catch {
    return undefined;
  }
};

/** An API token and the Okta org it belongs to; the org has no default, so its domain is required. */
export const oktaCredentials = z.object({
  token: z.string({ error: tokenProblem }).trim().regex(tokenFormat, tokenProblem),
  baseUrl: z
    .string({ error: domainMissing })
    .trim()
    .min(1, domainMissing)
    .transform((typed, context) => {
      const url = oktaOrigin(typed);
      if (url?.protocol === 'https:' || (url?.protocol === 'http:' && loopbackHosts.has(url.hostname))) {
        return url.origin;
      }
      context.addIssue({
        code: 'custom',
        message: `Enter your Okta domain as an https address, e.g. ${domainExample}`,
      });
      return z.NEVER;
    }),
});

export type OktaCredentials = z.output<typeof oktaCredentials>;

export const oktaCredentialFields: CredentialField[] = [
  {
    name: 'baseUrl',
    label: 'Okta domain',
    secret: false,
    required: true,
    placeholder: domainExample,
    help: 'The address your people sign in at (not the -admin one), or your custom domain.',
  },
  {
    name: 'token',
    label: 'API Key / Token',
    secret: true,
    required: true,
    placeholder: '00…',
    help: 'An API token (Security > API > Tokens) created by an admin holding the Read-Only Administrator role: a token acts with the roles of its creator.',
  },
];
