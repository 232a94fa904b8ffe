import { z } from 'zod';
import type { CredentialField } from '@/contracts/integrations';

const gitlabComApiUrl = 'https://gitlab.com/api/v4';
const apiPath = '/api/v4';

// People paste the instance's address as often as its API's: both lead to the same REST API v4.
const apiUrlOf = (url: string): string => {
  const trimmed = url.replace(/\/+$/, '');
  return trimmed.endsWith(apiPath) ? trimmed : `${trimmed}${apiPath}`;
};

/** A personal or group access token, the group it reads, and the API of a self-managed instance when not GitLab.com. */
export const gitlabCredentials = z.object({
  // Without a token GitLab answers public groups anonymously, which would read as a connection that works.
  token: z.string().trim().min(1, 'Enter a GitLab access token'),
  group: z
    .string()
    .trim()
    .transform((path) => path.replace(/^\/+|\/+$/g, ''))
    .pipe(z.string().min(1, "Enter the group's full path, e.g. acme-cloud")),
  baseUrl: z
    .url({ protocol: /^https?$/, error: 'Enter the API URL as https://gitlab.example.com/api/v4' })
    .transform(apiUrlOf)
    .default(gitlabComApiUrl),
});

export type GitlabCredentials = z.output<typeof gitlabCredentials>;

export const gitlabCredentialFields: CredentialField[] = [
  {
    name: 'token',
    label: 'API Key / Token',
    secret: true,
    required: true,
    placeholder: 'glpat-…',
    help: 'A group access token with the Owner role and the read_api scope, or a personal access token (read_api) of a group Owner: group access tokens and some project settings are shown to Owners and Maintainers only.',
  },
  {
    name: 'group',
    label: 'Group',
    secret: false,
    required: true,
    placeholder: 'acme-cloud',
    help: "The group's full path as in its URL; its subgroups and their projects are checked too.",
  },
  {
    name: 'baseUrl',
    label: 'API URL',
    secret: false,
    required: false,
    placeholder: gitlabComApiUrl,
    help: 'Only for a self-managed GitLab, e.g. https://gitlab.example.com/api/v4.',
  },
];
