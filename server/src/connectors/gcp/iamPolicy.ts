import type { Fact } from '../facts';
import type { AuditConfig, IamPolicy } from './project';

// Basic roles: Owner and Editor can change almost everything in the project.
const basicRoles = ['roles/owner', 'roles/editor'];

const dataAccessLogTypes = ['DATA_READ', 'DATA_WRITE'] as const;

/** CIS Google Cloud 2.1: Data Access logs for every service, with no member exempted from them. */
const dataAccessLogging = (auditConfigs: AuditConfig[]) => {
  const allServices = auditConfigs.find((config) => config.service === 'allServices')?.auditLogConfigs ?? [];
  const logTypes = allServices.map((config) => config.logType);
  const exemptedMembers = allServices.flatMap((config) => config.exemptedMembers ?? []);
  return {
    allServicesLogTypes: logTypes,
    exemptedMembers,
    enabled: dataAccessLogTypes.every((logType) => logTypes.includes(logType)) && exemptedMembers.length === 0,
  };
};

export const iamPolicyFacts = (projectId: string, policy: IamPolicy): Fact[] => {
  const auditConfigs = policy.auditConfigs ?? [];
  const { enabled, ...logging } = dataAccessLogging(auditConfigs);
  const userGrants = (policy.bindings ?? [])
    .filter((binding) => basicRoles.includes(binding.role))
    .flatMap(({ role, members = [] }) =>
      members.filter((member) => member.startsWith('user:')).map((member) => ({ member, role })),
    );
  return [
    {
      check: 'gcp.dataAccessAuditLogs',
      value: enabled,
      data: {
        project: projectId,
        ...logging,
        servicesWithAuditConfig: auditConfigs.map((config) => config.service),
      },
    },
    {
      check: 'gcp.primitiveRoles',
      value: new Set(userGrants.map(({ member }) => member)).size,
      data: { project: projectId, userGrants },
    },
  ];
};
