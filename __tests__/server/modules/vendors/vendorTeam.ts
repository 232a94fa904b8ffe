import { vendorSignalSource } from '../../../../server/src/modules/vendors/vendorSignals';
import { api } from '../../helpers/requests';
import type { TestHarness } from '../../helpers/testApp';
import { commentTeam, type Member } from '../comments/commentTeam';

type Caller = Pick<Member, 'token'>;

/** A vendor as the add dialog sends it: tier 1 (production access), sharing personal data from the US and Ireland. */
export const vendorBody = (ownerId: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Harbor Cloud Hosting',
  website: 'https://harbor.example',
  service: 'Managed hosting of the production platform',
  ownerId,
  dataShared: 'customerOrPersonal',
  productionAccess: true,
  businessImpact: 'high',
  dataCategories: ['personal', 'customer'],
  countries: ['US', 'IE'],
  contractStart: '2026-01-01',
  contractEnd: '2027-12-31',
  subprocessor: true,
  ...overrides,
});

export const vendorsApi = (t: TestHarness) => ({
  list: (member: Caller, query = '') => api(t.app, 'GET', `/api/vendors${query}`, { token: member.token }),
  create: (member: Caller, body: unknown) => api(t.app, 'POST', '/api/vendors', { token: member.token, body }),
  read: (member: Caller, vendorId: string) => api(t.app, 'GET', `/api/vendors/${vendorId}`, { token: member.token }),
  update: (member: Caller, vendorId: string, body: unknown) =>
    api(t.app, 'PATCH', `/api/vendors/${vendorId}`, { token: member.token, body }),
  remove: (member: Caller, vendorId: string) =>
    api(t.app, 'DELETE', `/api/vendors/${vendorId}`, { token: member.token }),
  link: (member: Caller, vendorId: string, body: unknown) =>
    api(t.app, 'POST', `/api/vendors/${vendorId}/documents`, { token: member.token, body }),
  unlink: (member: Caller, vendorId: string, documentId: string) =>
    api(t.app, 'DELETE', `/api/vendors/${vendorId}/documents/${documentId}`, { token: member.token }),
  review: (member: Caller, vendorId: string, body: unknown) =>
    api(t.app, 'POST', `/api/vendors/${vendorId}/reviews`, { token: member.token, body }),
  subprocessors: (member: Caller) => api(t.app, 'GET', '/api/vendors/subprocessors.csv', { token: member.token }),
});

/** An organisation with a member of each role, and the vendors API. */
export const vendorTeam = async (t: TestHarness) => ({ ...(await commentTeam(t)), vendors: vendorsApi(t) });

/** Adds the vendor as the manager and expects it stored: the vendor as answered. */
export const addedVendor = async (
  team: Awaited<ReturnType<typeof vendorTeam>>,
  overrides: Record<string, unknown> = {},
) => {
  const response = await team.vendors.create(team.manager, vendorBody(team.manager.id, overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return response.json().data;
};

/** Every question answered yes: the review of a vendor with nothing to report. */
export const allYes = {
  encryption: 'yes',
  breachNotification: 'yes',
  accessControl: 'yes',
  subprocessorsDisclosed: 'yes',
  certificationsCurrent: 'yes',
  dataReturn: 'yes',
  vulnerabilityManagement: 'yes',
  continuity: 'yes',
};

/** The vendor review check's ratio as the register stored it for the organisation. */
export const reviewedSignal = async (t: TestHarness, organizationId: string) => {
  const row = await t.db
    .selectFrom('security_signals')
    .select(['value', 'integration'])
    .where('organization_id', '=', organizationId)
    .where('key', '=', 'vendors.reviewed')
    .where('source', '=', vendorSignalSource)
    .executeTakeFirst();
  return row ? { value: JSON.parse(row.value) as unknown, integration: row.integration } : undefined;
};
