import type { FakeAnswer } from '../../fakes/fakeServer';
import { graphError } from './azureErrors';
import {
  conditionalAccessShape,
  globalAdministratorRoleShape,
  organizationShape,
  roleMemberShape,
  securityDefaultsShape,
  userRegistrationShape,
} from './azureGraphShapes';
import { paged } from './azurePaging';
import type { SandboxTenant } from './azureTenantModel';

// Graph pages at a size of its choosing; this one is small enough for a realistic tenant to span pages.
const pageSize = 100;

type GraphContext = { tenant: SandboxTenant; tenantId: string; graphUrl: string; now: Date };

const list = (items: unknown[], url: URL, { graphUrl }: GraphContext, entitySet: string): FakeAnswer =>
  paged(items, url, pageSize, {
    link: '@odata.nextLink',
    token: '$skiptoken',
    extra: { '@odata.context': `${graphUrl}/v1.0/$metadata#${entitySet}` },
  });

const notFound = (segment: string, now: Date): FakeAnswer => ({
  status: 400,
  body: graphError('BadRequest', `Resource not found for the segment '${segment}'.`, now),
});

const directoryRoles = (url: URL, context: GraphContext): FakeAnswer => {
  const filter = url.searchParams.get('$filter');
  const templateId = /^roleTemplateId eq '([^']+)'$/.exec(filter ?? '')?.[1];
  if (filter && !templateId) {
    return { status: 400, body: graphError('BadRequest', `Invalid filter clause: ${filter}`, context.now) };
  }
  const roles = [globalAdministratorRoleShape()].filter((role) => !templateId || role.roleTemplateId === templateId);
  return list(roles, url, context, 'directoryRoles');
};

/** Graph's answer to a GET with a valid Graph token, for exactly the endpoints the connector calls. */
export const answerGraphRequest = (path: string, url: URL, context: GraphContext): FakeAnswer => {
  const { tenant, tenantId, now } = context;
  switch (path) {
    case '/v1.0/organization':
      return list([organizationShape(tenantId)], url, context, 'organization');
    case '/v1.0/reports/authenticationMethods/userRegistrationDetails':
      return list(
        tenant.users.map((user) => userRegistrationShape(user, now)),
        url,
        context,
        'reports/authenticationMethods/userRegistrationDetails',
      );
    case '/v1.0/policies/identitySecurityDefaultsEnforcementPolicy':
      return {
        status: 200,
        body: {
          '@odata.context': `${context.graphUrl}/v1.0/$metadata#policies/identitySecurityDefaultsEnforcementPolicy/$entity`,
          ...securityDefaultsShape(tenant),
        },
      };
    case '/v1.0/identity/conditionalAccess/policies':
      return list(
        tenant.conditionalAccess.map(conditionalAccessShape),
        url,
        context,
        'identity/conditionalAccess/policies',
      );
    case '/v1.0/directoryRoles':
      return directoryRoles(url, context);
    case `/v1.0/directoryRoles/${globalAdministratorRoleShape().id}/members`:
      return list(tenant.globalAdmins.map(roleMemberShape), url, context, 'directoryObjects');
    default:
      return notFound(path.split('/').pop() ?? '', now);
  }
};
