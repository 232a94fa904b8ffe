import type { IntegrationType } from '../../../../src/contracts/integrations';
import { startGithubSandbox } from '../../connectors/github/fakes/github';
import type { Clock } from '../../lib/clock';

/** GitHub's token formats: classic, OAuth, user-to-server, server-to-server and refresh tokens, and fine-grained. */
const githubTokenFormat = /^(?:gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{22,255})$/;

/** The API URLs of the built-in provider fakes, for integrations that name no URL of their own. */
export type IntegrationSandbox = { urls: Partial<Record<IntegrationType, string>>; close: () => Promise<void> };

/**
 * Starts the provider fakes on free local ports: a realistic account with a mixed posture, reached with any token
 * in the provider's format (another is refused as the provider would refuse it).
 */
export const startIntegrationSandbox = async (clock: Clock): Promise<IntegrationSandbox> => {
  const github = await startGithubSandbox({
    state: 'misconfigured',
    now: clock,
    acceptsToken: (token) => githubTokenFormat.test(token),
  });
  return { urls: { github: github.url }, close: github.close };
};

/** What the connect dialog says of the token while the sandbox answers for the provider. */
export const sandboxTokenHelp: Partial<Record<IntegrationType, string>> = {
  github: 'Sandbox: any token in GitHub’s format works, e.g. ghp_ followed by 36 letters or digits.',
};
