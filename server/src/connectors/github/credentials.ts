import { z } from 'zod';
import type { CredentialField } from '@/contracts/integrations';

const githubCloudApiUrl = 'https://api.github.com';

/** A personal access token (classic or fine-grained) or app token; GitHub Enterprise Server takes its API URL. */
export const githubCredentials = z.object({
  // An empty token goes to GitHub like any other, so the answer is GitHub's own (401 Requires authentication).
  token: z.string().trim(),
  organization: z.string().trim().min(1, 'Enter the GitHub organization'),
  baseUrl: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .default(githubCloudApiUrl),
});

export type GithubCredentials = z.output<typeof githubCredentials>;

export const githubCredentialFields: CredentialField[] = [
  {
    name: 'token',
    label: 'API Key / Token',
    secret: true,
    required: true,
    placeholder: 'ghp_…',
    help: 'A token with the read:org and repo scopes (classic), or read access to administration, members and Dependabot alerts (fine-grained).',
  },
  {
    name: 'organization',
    label: 'Organization',
    secret: false,
    required: true,
    placeholder: 'acme-cloud',
    help: 'The organization whose settings, members and repositories are checked.',
  },
  {
    name: 'baseUrl',
    label: 'API URL',
    secret: false,
    required: false,
    placeholder: githubCloudApiUrl,
    help: 'Only for GitHub Enterprise Server, e.g. https://github.example.com/api/v3.',
  },
];
