import { passed, optionsAt, valuesOf, evidenceOf, expectRefused, failureOf } from './connectorTestKit';
import { startFakeServer, type FakeState, type ProviderSandbox } from '../../../server/src/connectors/fakes/fakeServer';
import { createOutboundGuard } from '../../../server/src/core/outbound/outboundGuard';
import { checks } from '../../../server/src/frameworks/checks';
import { kubernetesConnector } from '../../../server/src/connectors/kubernetes/kubernetesConnector';
import {
  kubernetesSandboxCredentials,
  startKubernetesSandbox,
} from '../../../server/src/connectors/kubernetes/fakes/kubernetes';
import { validateSignal } from '../../../server/src/modules/signals/validation';

const now = new Date('2026-07-01T08:00:00.000Z');
const options = optionsAt(now);
const outbound = createOutboundGuard({ allow: [] });
afterAll(() => outbound.close());

let sandbox: ProviderSandbox;

beforeAll(async () => {
  sandbox = await startKubernetesSandbox({ now: () => now });
});
afterAll(() => sandbox.close());

const credentials = (overrides: Record<string, unknown> = {}) =>
  kubernetesConnector.credentials.parse({ ...kubernetesSandboxCredentials, baseUrl: sandbox.url, ...overrides });

const collectIn = async (state: FakeState) => {
  sandbox.setState(state);
  return kubernetesConnector.collect(credentials(), options);
};

const issueOf = (result: ReturnType<typeof kubernetesConnector.credentials.safeParse>) =>
  result.success ? undefined : result.error.issues.map((issue) => issue.message);

describe('Kubernetes connector against the sandbox', () => {
  it('collects passing signals and their evidence from a hardened cluster', async () => {
    const collection = await collectIn('good');
    expect(valuesOf(collection)).toEqual({
      'kubernetes.clusterAdminBindings': 2,
      'kubernetes.wildcardRoles': 0,
      'kubernetes.podSecurityAdmission': { compliant: 5, total: 5 },
      'kubernetes.networkPolicies': { compliant: 5, total: 5 },
      'kubernetes.secretsEncryption': true,
      'kubernetes.auditLogging': true,
      'kubernetes.anonymousAuth': true,
      'kubernetes.privilegedContainers': 0,
      'kubernetes.runAsNonRoot': { compliant: 11, total: 11 },
      'kubernetes.defaultServiceAccountTokens': { compliant: 5, total: 5 },
    });
    for (const { key, value } of collection.signals) expect(checks[key].assess(value, now)).toEqual(passed);
    expect(collection.observations.map((observation) => observation.check)).toEqual(
      collection.signals.map((signal) => signal.key),
    );
    for (const observation of collection.observations) {
      expect(observation).toMatchObject({ collectedAt: now.toISOString(), expiresAt: '2026-07-08T08:00:00.000Z' });
    }
    // system:masters is Kubernetes' own; the installer's group and one break-glass group remain.
    expect(evidenceOf(collection, 'kubernetes.clusterAdminBindings')).toEqual({
      clusterAdmins: [
        { kind: 'Group', name: 'kubeadm:cluster-admins', bindings: ['kubeadm:cluster-admins'] },
        { kind: 'Group', name: 'oidc:platform-admins', bindings: ['platform-admins'] },
      ],
    });
    expect(evidenceOf(collection, 'kubernetes.secretsEncryption')?.apiServers).toEqual(
      ['cp-1', 'cp-2', 'cp-3'].map((node) => ({
        pod: `kube-apiserver-${node}`,
        node,
        flags: { '--encryption-provider-config': '/etc/kubernetes/enc/encryption-config.yaml' },
      })),
    );
  });

  it('reports the exact failures of a drifted cluster, across every page of its pods', async () => {
    const collection = await collectIn('misconfigured');
    expect(valuesOf(collection)).toEqual({
      'kubernetes.clusterAdminBindings': 6,
      'kubernetes.wildcardRoles': 3,
      'kubernetes.podSecurityAdmission': { compliant: 6, total: 11 },
      'kubernetes.networkPolicies': { compliant: 7, total: 11 },
      'kubernetes.secretsEncryption': false,
      'kubernetes.auditLogging': true,
      'kubernetes.anonymousAuth': true,
      'kubernetes.privilegedContainers': 4,
      'kubernetes.runAsNonRoot': { compliant: 518, total: 536 },
      'kubernetes.defaultServiceAccountTokens': { compliant: 11, total: 11 },
    });
    const issues = collection.signals.flatMap(({ key, value }) => checks[key].assess(value, now).issues);
    expect(issues).toEqual([
      '6 subjects are bound to cluster-admin (maximum 2)',
      '3 ClusterRoles grant every verb or every resource through a wildcard',
      '5 of 11 namespaces do not enforce the baseline or restricted Pod Security Standard',
      '4 of 11 namespaces have no network policy, so every pod accepts any traffic',
      'The API server stores Secrets in etcd unencrypted (no --encryption-provider-config)',
      "4 pods run privileged containers or share the node's network, process or IPC namespace",
      '18 of 536 running pods may run containers as root (neither runAsNonRoot nor a non-zero runAsUser is set)',
    ]);
    const admins = evidenceOf(collection, 'kubernetes.clusterAdminBindings')?.clusterAdmins;
    expect(admins).toContainEqual({
      kind: 'User',
      name: 'alice@example.com',
      bindings: ['developers-admin', 'alice-admin'],
    });
    expect(admins).toContainEqual({ kind: 'Group', name: 'system:serviceaccounts', bindings: ['permissive-binding'] });
    expect(admins).toContainEqual({
      kind: 'ServiceAccount',
      name: 'ci/gitlab-runner',
      bindings: ['gitlab-runner-admin'],
    });
    expect(evidenceOf(collection, 'kubernetes.privilegedContainers')?.pods).toContainEqual({
      namespace: 'default',
      pod: 'debug-shell',
      privilegedContainers: ['debug-shell'],
      hostNetwork: false,
      hostPID: false,
      hostIPC: false,
    });
    expect(evidenceOf(collection, 'kubernetes.podSecurityAdmission')?.namespaces).toContainEqual({
      namespace: 'monitoring',
      enforce: 'privileged',
    });
  });

  it('pages through the pods listing with the continue token', async () => {
    sandbox.setState('misconfigured');
    const headers = { authorization: `Bearer ${kubernetesSandboxCredentials.token}` };
    const first = await fetch(`${sandbox.url}/api/v1/pods?limit=500`, { headers });
    const page = (await first.json()) as {
      items: unknown[];
      metadata: { continue?: string; remainingItemCount?: number };
    };
    expect(page.items).toHaveLength(500);
    expect(page.metadata.remainingItemCount).toBe(48);
    const second = await fetch(`${sandbox.url}/api/v1/pods?limit=500&continue=${page.metadata.continue ?? ''}`, {
      headers,
    });
    const rest = (await second.json()) as { items: unknown[]; metadata: { continue?: string } };
    expect(rest.items).toHaveLength(48);
    expect(rest.metadata.continue).toBeUndefined();
  });

  it.each(['good', 'misconfigured'] as const)(
    'produces only signals the signals module accepts (%s)',
    async (state) => {
      const { signals } = await collectIn(state);
      for (const signal of signals) {
        expect(validateSignal({ ...signal, source: 'Kubernetes' })).toEqual({ ...signal, source: 'Kubernetes' });
      }
    },
  );

  it('gives no control plane signal when a managed control plane hides the API server', async () => {
    const managed = await startKubernetesSandbox({ state: 'misconfigured', now: () => now, managed: true });
    try {
      const collection = await kubernetesConnector.collect(credentials({ baseUrl: managed.url }), options);
      expect(collection.signals.map(({ key }) => key)).toEqual([
        'kubernetes.clusterAdminBindings',
        'kubernetes.wildcardRoles',
        'kubernetes.podSecurityAdmission',
        'kubernetes.networkPolicies',
        'kubernetes.privilegedContainers',
        'kubernetes.runAsNonRoot',
        'kubernetes.defaultServiceAccountTokens',
      ]);
      expect(collection.observations).toHaveLength(7);
    } finally {
      await managed.close();
    }
  });

  it('connects and names the cluster by its address and version', async () => {
    sandbox.setState('good');
    expect(await kubernetesConnector.testConnection(credentials(), options)).toEqual({
      ok: true,
      account: `${new URL(sandbox.url).host} (Kubernetes v1.30.4)`,
    });
  });

  it('explains a rejected token', async () => {
    sandbox.setState('unauthorized');
    const expected = {
      reason: 'unauthorized',
      message:
        'Kubernetes rejected the credentials (Unauthorized): they are mistyped, expired or revoked, so save current ones.',
    };
    await expectRefused(kubernetesConnector, credentials(), options, expected);
  });

  it('refuses a token the cluster does not accept', async () => {
    const strict = await startKubernetesSandbox({
      now: () => now,
      acceptsCredentials: (token) => token.startsWith('eyJ'),
    });
    try {
      expect(await kubernetesConnector.testConnection(credentials({ baseUrl: strict.url }), options)).toMatchObject({
        ok: true,
      });
      expect(
        await kubernetesConnector.testConnection(credentials({ baseUrl: strict.url, token: 'not-a-jwt' }), options),
      ).toMatchObject({ ok: false, reason: 'unauthorized' });
    } finally {
      await strict.close();
    }
  });

  it('names the RBAC rule to grant when the token cannot list what it reads', async () => {
    sandbox.setState('forbidden');
    const expected = {
      reason: 'forbidden',
      message:
        'The credentials lack a ClusterRole rule allowing "list" on namespaces, needed to read the cluster\'s namespaces (Kubernetes: namespaces is forbidden: User "system:serviceaccount:securo:auditor" cannot list resource "namespaces" in API group "" at the cluster scope).',
    };
    await expectRefused(kubernetesConnector, credentials(), options, expected);
  });

  it('says when to retry once the API server throttles the token', async () => {
    sandbox.setState('rateLimited');
    const expected = {
      reason: 'rateLimited',
      message: "Kubernetes's rate limit for these credentials is used up: try again after 08:00 UTC (in 1 minute).",
    };
    await expectRefused(kubernetesConnector, credentials(), options, expected);
  });

  it('gives up on an API server that never answers within the timeout, naming the URL', async () => {
    sandbox.setState('timeout');
    const quick = { ...options, timeoutMs: 200 };
    const started = Date.now();
    const expected = {
      reason: 'unreachable',
      message: `Could not reach Kubernetes at ${sandbox.url} (no answer within 200 ms): check the address and that this server can reach it.`,
    };
    await expectRefused(kubernetesConnector, credentials(), quick, expected);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a refused connection as unreachable', async () => {
    const closed = await startKubernetesSandbox();
    const { url } = closed;
    await closed.close();
    const result = await kubernetesConnector.testConnection(credentials({ baseUrl: url }), options);
    expect(result).toMatchObject({ ok: false, reason: 'unreachable' });
    expect(result.ok || result.message).toContain(`Could not reach Kubernetes at ${url} (`);
  });

  it('answers a request without a token as a cluster without anonymous access does', async () => {
    sandbox.setState('good');
    const response = await fetch(`${sandbox.url}/version`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'Unauthorized',
      reason: 'Unauthorized',
      code: 401,
    });
  });

  it('ends a collection whose API server never stops paging as an error with the reason', async () => {
    const endless = await startFakeServer(() => ({ status: 200, body: { items: [], metadata: { continue: 'more' } } }));
    try {
      const bounded = { ...options, network: outbound.trustedSession({ maxRequests: 25 }) };
      const failure = await failureOf(kubernetesConnector.collect(credentials({ baseUrl: endless.url }), bounded));
      expect(failure).toEqual({
        reason: 'limited',
        message:
          'Reading Kubernetes stopped after 25 requests, the most one run may make: narrow what the credentials can see.',
      });
    } finally {
      await endless.close();
    }
  });

  it('requires a token and an https API server URL', () => {
    const { credentials: schema } = kubernetesConnector;
    expect(issueOf(schema.safeParse({ token: ' ', baseUrl: 'https://203.0.113.10:6443' }))).toEqual([
      'Enter the service account token',
    ]);
    expect(issueOf(schema.safeParse({ token: 'eyJ.x.y' }))).toEqual([
      'Enter the API server URL, e.g. https://203.0.113.10:6443',
    ]);
    expect(issueOf(schema.safeParse({ token: 'eyJ.x.y', baseUrl: 'http://203.0.113.10:6443' }))).toEqual([
      'The API server URL must start with https://',
    ]);
    expect(schema.parse({ token: ' Bearer eyJ.x.y ', baseUrl: 'http://localhost:8001/' })).toEqual({
      token: 'eyJ.x.y',
      baseUrl: 'http://localhost:8001',
    });
  });
});
