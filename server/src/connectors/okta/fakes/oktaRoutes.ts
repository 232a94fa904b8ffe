import type { FakeAnswer } from '../../fakes/fakeServer';
import { type SandboxOrg, sandboxAuditLogin, type SandboxUser } from './oktaModel';
import { policiesShape, policyId, signOnRuleShape } from './oktaPolicyShapes';
import { assigneeShape, factorShape, oktaError, oktaId, roleShape, userShape } from './oktaUserShapes';

type Context = { org: SandboxOrg; apiUrl: string; now: Date; url: URL };

// Okta's largest page (and its default for users); role assignees default to 100.
const maxPage = 200;
const assigneesPage = 100;

const notFound = (what: string): FakeAnswer => ({
  status: 404,
  body: oktaError('E0000007', `Not found: Resource not found: ${what}`),
});

/** A query string encoded as Okta writes its links: %20 for spaces. */
const hrefWith = (url: URL, changes: Record<string, string>) => {
  const query = { ...Object.fromEntries(url.searchParams), ...changes };
  const encoded = Object.entries(query).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return `${url.origin}${url.pathname}?${encoded.join('&')}`;
};

/** One page after the `after` cursor, with Okta's self and next Link headers. */
const page = (items: { id: string }[], url: URL, defaultLimit = maxPage): FakeAnswer => {
  const limit = Math.min(maxPage, Number(url.searchParams.get('limit')) || defaultLimit);
  const after = url.searchParams.get('after');
  const start = after ? items.findIndex((item) => item.id === after) + 1 : 0;
  const body = items.slice(start, start + limit);
  const links = [`<${hrefWith(url, {})}>; rel="self"`];
  const last = body.at(-1);
  if (last && start + limit < items.length) {
    links.push(`<${hrefWith(url, { after: last.id, limit: String(limit) })}>; rel="next"`);
  }
  return { status: 200, body, headers: { link: links.join(', ') } };
};

const userId = (index: number) => oktaId('00u', index, 'AcmeSandbx');

const usersRoute = ({ org, apiUrl, now, url }: Context): FakeAnswer => {
  const filter = url.searchParams.get('filter');
  const status = filter === null ? undefined : /^status eq "([A-Z_]+)"$/.exec(filter)?.[1];
  if (filter !== null && !status) return { status: 400, body: oktaError('E0000031', 'Invalid search criteria.') };
  const users = org.users
    .map((user, index) => userShape(apiUrl, now, user, userId(index)))
    .filter((user) => !status || user.status === status);
  return page(users, url);
};

const factorsOf = ({ apiUrl, now }: Context, id: string, user: SandboxUser) => [
  ...user.factors.map((type, index) => factorShape(apiUrl, now, id, type, index, 'ACTIVE')),
  ...(user.pendingFactors ?? []).map((type, index) =>
    factorShape(apiUrl, now, id, type, user.factors.length + index, 'PENDING_ACTIVATION'),
  ),
];

const userRoute = (context: Context, id: string, resource: string): FakeAnswer => {
  const { org, apiUrl, now } = context;
  const index = id === 'me' ? org.users.findIndex((user) => user.login === sandboxAuditLogin) : -1;
  const found = index >= 0 ? index : org.users.findIndex((_, candidate) => userId(candidate) === id);
  const user = org.users[found];
  if (!user) return notFound(`${id} (User)`);
  const realId = userId(found);
  switch (resource) {
    case '':
      return { status: 200, body: userShape(apiUrl, now, user, realId) };
    case '/factors':
      return { status: 200, body: factorsOf(context, realId, user) };
    case '/roles':
      return {
        status: 200,
        body: (user.roles ?? []).map(({ type, viaGroup }) => roleShape(apiUrl, realId, type, viaGroup)),
      };
    default:
      return notFound(`${id} (User)`);
  }
};

const assigneesRoute = ({ org, apiUrl, url }: Context): FakeAnswer => {
  const admins = org.users.flatMap((user, index) => (user.roles?.length ? [assigneeShape(apiUrl, userId(index))] : []));
  const { body, headers } = page(admins, url, assigneesPage);
  const next = /<([^>]+)>; rel="next"/.exec(headers?.link ?? '')?.[1];
  return { status: 200, body: { value: body, _links: next ? { next: { href: next } } : {} } };
};

const policiesRoute = ({ org, apiUrl, url }: Context): FakeAnswer => {
  const type = url.searchParams.get('type');
  if (type !== 'MFA_ENROLL' && type !== 'OKTA_SIGN_ON' && type !== 'PASSWORD') {
    return { status: 400, body: oktaError('E0000001', 'Api validation failed: type') };
  }
  return page(policiesShape(apiUrl, org, type), url);
};

const rulesRoute = ({ org, apiUrl, url }: Context, id: string): FakeAnswer => {
  const index = org.signOnPolicies.findIndex((_, candidate) => policyId('OKTA_SIGN_ON', candidate) === id);
  const policy = org.signOnPolicies[index];
  if (!policy) return notFound(`${id} (Policy)`);
  return page(
    policy.rules.map((rule, ruleIndex) => signOnRuleShape(apiUrl, id, rule, ruleIndex)),
    url,
  );
};

/** Okta's answer to a GET by an authorised admin, for exactly the endpoints the connector calls. */
export const answerOktaRequest = (context: Context): FakeAnswer => {
  const { pathname } = context.url;
  if (pathname === '/api/v1/users') return usersRoute(context);
  if (pathname === '/api/v1/iam/assignees/users') return assigneesRoute(context);
  if (pathname === '/api/v1/policies') return policiesRoute(context);
  const user = /^\/api\/v1\/users\/([^/]+)(\/.*)?$/.exec(pathname);
  if (user) return userRoute(context, user[1], user[2] ?? '');
  const rules = /^\/api\/v1\/policies\/([^/]+)\/rules$/.exec(pathname);
  if (rules) return rulesRoute(context, rules[1]);
  return notFound(pathname);
};
