import type { IntegrationType } from '@/contracts/integrations';
import {
  awsSandboxCredentials,
  awsSandboxHelp,
  awsSandboxPrincipal,
  startAwsSandbox,
} from '../../connectors/aws/fakes/awsSandbox';
import type { ProviderSandbox } from '../../connectors/fakes/fakeServer';
import { azureSandboxCredentials, azureSandboxHelp, startAzureSandbox } from '../../connectors/azure/fakes/azure';
import { gcpSandboxCredentials, gcpSandboxHelp, startGcpSandbox } from '../../connectors/gcp/fakes/gcp';
import { startGithubSandbox } from '../../connectors/github/fakes/github';
import {
  kubernetesSandboxCredentials,
  kubernetesSandboxHelp,
  startKubernetesSandbox,
} from '../../connectors/kubernetes/fakes/kubernetes';
import { sandboxOrganizationLogin } from '../../connectors/github/fakes/githubOrganizations';
import { gitlabSandboxCredentials, gitlabSandboxHelp, startGitlabSandbox } from '../../connectors/gitlab/fakes/gitlab';
import {
  mongodbSandboxCredentials,
  mongodbSandboxHelp,
  startMongodbSandbox,
} from '../../connectors/mongodb/fakes/mongodb';
import { oktaSandboxCredentials, oktaSandboxHelp, startOktaSandbox } from '../../connectors/okta/fakes/okta';
import type { Clock } from '../../lib/clock';

/** GitHub's token formats: classic, OAuth, user-to-server, server-to-server and refresh tokens, and fine-grained. */
const githubTokenFormat = /^(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{22,255})$/;

/** The AWS account the sandbox plays the platform's part with: the account customers' roles trust. */
export const sandboxPlatformAccountId = '210987654321';

type SandboxProvider = {
  /** Starts the provider's fake, with a realistic account of mixed posture. */
  start: (clock: Clock) => Promise<Pick<ProviderSandbox, 'url' | 'close'>>;
  /** What the connect dialog says of the secret while the sandbox answers for the provider. */
  help: string;
  /** Dialog values that connect to the sandbox: how the demo organisation is connected. */
  demoCredentials: Record<string, string>;
  /**
   * What the sandbox supplies besides its address when the dialog leaves it empty: AWS's platform identity, Google
   * Cloud's key (made at each start, so no one could type it).
   */
  platformFields?: Record<string, string>;
};

const sandboxProviders: Partial<Record<IntegrationType, SandboxProvider>> = {
  github: {
    start: (clock) =>
      startGithubSandbox({
        state: 'misconfigured',
        now: clock,
        acceptsToken: (token) => githubTokenFormat.test(token),
      }),
    help: 'Sandbox: any token in GitHub’s format works, e.g. ghp_ followed by 36 letters or digits.',
    demoCredentials: { token: `ghp_SandboxAcmeCloud${'0'.repeat(20)}`, organization: sandboxOrganizationLogin },
  },
  aws: {
    start: (clock) => startAwsSandbox({ state: 'misconfigured', now: clock }),
    help: awsSandboxHelp,
    demoCredentials: awsSandboxCredentials,
    platformFields: awsSandboxPrincipal,
  },
  gitlab: {
    start: (clock) => startGitlabSandbox({ state: 'misconfigured', now: clock }),
    help: gitlabSandboxHelp,
    demoCredentials: gitlabSandboxCredentials,
  },
  azure: {
    start: (clock) => startAzureSandbox({ state: 'misconfigured', now: clock }),
    help: azureSandboxHelp,
    demoCredentials: azureSandboxCredentials,
  },
  gcp: {
    start: (clock) => startGcpSandbox({ state: 'misconfigured', now: clock }),
    help: gcpSandboxHelp,
    demoCredentials: gcpSandboxCredentials,
    platformFields: { serviceAccountKey: gcpSandboxCredentials.serviceAccountKey },
  },
  k8s: {
    start: (clock) =>
      startKubernetesSandbox({
        state: 'misconfigured',
        now: clock,
        acceptsCredentials: (token) => /^eyJ[\w-]*\.[\w-]*\.[\w-]*$/.test(token),
      }),
    help: kubernetesSandboxHelp,
    demoCredentials: kubernetesSandboxCredentials,
  },
  okta: {
    start: (clock) =>
      startOktaSandbox({
        state: 'misconfigured',
        now: clock,
        acceptsCredentials: (token) => /^00[A-Za-z0-9_-]{40}$/.test(token),
      }),
    help: oktaSandboxHelp,
    demoCredentials: oktaSandboxCredentials,
  },
  mongodb: {
    start: (clock) => startMongodbSandbox({ state: 'misconfigured', now: clock }),
    help: mongodbSandboxHelp,
    demoCredentials: mongodbSandboxCredentials,
  },
};

/** The API URLs of the built-in provider fakes, for integrations that name no URL of their own. */
export type IntegrationSandbox = { urls: Partial<Record<IntegrationType, string>>; close: () => Promise<void> };

/** Starts every provider's fake on a free local port. */
export const startIntegrationSandbox = async (clock: Clock): Promise<IntegrationSandbox> => {
  const started = await Promise.all(
    Object.entries(sandboxProviders).map(async ([type, provider]) => ({ type, sandbox: await provider.start(clock) })),
  );
  return {
    urls: Object.fromEntries(started.map(({ type, sandbox }) => [type, sandbox.url])),
    close: async () => {
      await Promise.all(started.map(({ sandbox }) => sandbox.close()));
    },
  };
};

/** What the connect dialog is told while the sandbox answers for a provider, and which fields it may leave empty. */
export type SandboxView = { help: string; supplied: string[] };

export const sandboxViewOf = (type: IntegrationType): SandboxView | undefined => {
  const provider = sandboxProviders[type];
  return provider && { help: provider.help, supplied: ['baseUrl', ...Object.keys(provider.platformFields ?? {})] };
};

export const sandboxDemoCredentials = (type: IntegrationType): Record<string, string> | undefined =>
  sandboxProviders[type]?.demoCredentials;

/**
 * The stored fields as the connector reads them in the sandbox: the fake's URL, and what else the sandbox supplies,
 * wherever the dialog left them empty.
 */
export const withSandboxFields = (
  type: IntegrationType,
  url: string,
  fields: Record<string, unknown>,
): Record<string, unknown> => {
  const supplied: Record<string, string> = { baseUrl: url, ...sandboxProviders[type]?.platformFields };
  return {
    ...fields,
    ...Object.fromEntries(Object.entries(supplied).filter(([name]) => !fields[name])),
  };
};
