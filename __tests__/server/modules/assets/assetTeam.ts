import type { Role } from '@/contracts/enums';
import { addSignedInMember } from '../../helpers/members';
import { api, registerAccount } from '../../helpers/requests';
import type { TestHarness } from '../../helpers/testApp';

type Caller = { token: string };
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export const assetsApi = (t: TestHarness) => {
  const call = (method: Method, path: string, caller: Caller, body?: Record<string, unknown>) =>
    api(t.app, method, `/api/assets${path}`, { token: caller.token, ...(body ? { body } : {}) });
  return {
    list: (caller: Caller, query: Record<string, string> = {}) => call('GET', `?${new URLSearchParams(query)}`, caller),
    read: (caller: Caller, id: string) => call('GET', `/${id}`, caller),
    create: (caller: Caller, body: Record<string, unknown>) => call('POST', '', caller, body),
    update: (caller: Caller, id: string, body: Record<string, unknown>) => call('PATCH', `/${id}`, caller, body),
    bulk: (caller: Caller, body: Record<string, unknown>) => call('PATCH', '', caller, body),
    remove: (caller: Caller, id: string) => call('DELETE', `/${id}`, caller),
    owners: (caller: Caller) => call('GET', '/owners', caller),
  };
};

/** An organisation with a member of each role, signed in, and the asset routes as they call them. */
export const assetTeam = async (t: TestHarness) => {
  const admin = await registerAccount(t.app);
  const add = (role: Role) => addSignedInMember(t.app, t.db, admin.organizationId, role);
  return {
    admin,
    manager: await add('Compliance Manager'),
    analyst: await add('Security Analyst'),
    auditor: await add('Auditor'),
    viewer: await add('Viewer'),
    assets: assetsApi(t),
  };
};

/** Records a manual asset and expects it stored: the new asset. */
export const added = async (assets: ReturnType<typeof assetsApi>, caller: Caller, body: Record<string, unknown>) => {
  const response = await assets.create(caller, { kind: 'laptop', ...body });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: string; name: string };
};

export const inventorySignal = async (t: TestHarness, organizationId: string) => {
  const row = await t.db
    .selectFrom('security_signals')
    .select(['value', 'integration'])
    .where('organization_id', '=', organizationId)
    .where('key', '=', 'assetInventory.complete')
    .executeTakeFirst();
  return row && { value: JSON.parse(row.value) as unknown, integration: row.integration };
};
