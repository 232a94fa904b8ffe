import { type FakeState, type ProviderSandbox, startFakeServer } from '../../fakes/fakeServer';
import { graphAnswer, managementAnswer } from './azureApis';
import { armError } from './azureErrors';
import { answerTokenRequest } from './azureIdentity';
import { sandboxIds } from './azureTenantModel';

/** The dialog values that reach the sandbox: its tenant, app registration and subscription, with any secret. */
export const azureSandboxCredentials: Record<string, string> = {
  tenantId: sandboxIds.tenantId,
  clientId: sandboxIds.clientId,
  clientSecret: 'Sbx8Q~SandboxClientSecret.AnyValueWorks0',
  subscriptionId: sandboxIds.subscriptionId,
};

export const azureSandboxHelp = `Sandbox: any client secret works with tenant ${sandboxIds.tenantId}, client ${sandboxIds.clientId} and subscription ${sandboxIds.subscriptionId}.`;

type SandboxOptions = {
  state?: FakeState;
  now?: () => Date;
  /** Which client secrets the app registration takes: any non-empty one by default; another is answered 401. */
  acceptsCredentials?: (clientSecret: string) => boolean;
};

/**
 * A local stand-in for Azure, one address for its three APIs: the identity platform's token endpoint under /login,
 * Microsoft Graph under /graph and Resource Manager under /management, answering as Azure documents them for the
 * sandbox tenant and subscription in the given state.
 */
export const startAzureSandbox = async ({
  state = 'good',
  now = () => new Date(),
  acceptsCredentials = (clientSecret) => clientSecret.length > 0,
}: SandboxOptions = {}): Promise<ProviderSandbox> => {
  let current = state;
  const server = await startFakeServer((request, url) => {
    if (current === 'timeout') return undefined;
    const [, api = '', ...rest] = request.url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const token = /^\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(path);
    if (api === 'login' && token && request.method === 'POST') {
      const registration = { ...sandboxIds, acceptsSecret: acceptsCredentials, now: now() };
      return answerTokenRequest(request, token[1], { ...registration, refusesEverySecret: current === 'unauthorized' });
    }
    if (request.method !== 'GET')
      return { status: 405, body: armError('MethodNotAllowed', `${request.method} is not allowed.`) };
    if (api === 'graph') return graphAnswer(current, request, path, `${url}/graph`, now());
    if (api === 'management') return managementAnswer(current, request, path);
    return { status: 404, body: armError('NotFound', `Nothing answers ${request.url.pathname} here.`) };
  });
  return {
    url: server.url,
    setState: (next) => {
      current = next;
    },
    close: server.close,
  };
};
