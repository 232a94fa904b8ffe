import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import { type Clock, isoNow } from '../lib/clock';
import { refreshAssetSignals } from '../modules/assets/assetSignals';
import { insertAssets, updateAssets } from '../modules/assets/repository';
import type {
  AssetClassification,
  AssetDataCategory,
  AssetEnvironment,
  AssetKind,
  ManualAssetKind,
} from '@/contracts/assetOptions';
import type { Role } from '@/contracts/enums';

type Person = { id: string; name: string; role: Role };

type Stewardship = {
  owner: Role | null;
  classification: AssetClassification | null;
  environment: AssetEnvironment | null;
  dataCategories: AssetDataCategory[];
};

type ManualAsset = Stewardship & { name: string; kind: ManualAssetKind };

const laptop = (person: Person): ManualAsset => ({
  name: `MacBook Pro (${person.name})`,
  kind: 'laptop',
  owner: person.role,
  classification: 'confidential',
  environment: 'corporate',
  dataCategories: person.role === 'Security Analyst' ? ['personal', 'customer'] : ['personal'],
});

const recordedByHand = (people: Person[]): ManualAsset[] => [
  ...people.map(laptop),
  {
    name: 'Zendesk support desk',
    kind: 'saasApplication',
    owner: 'Compliance Manager',
    classification: 'confidential',
    environment: 'corporate',
    dataCategories: ['personal', 'customer', 'health'],
  },
  // Signed up for by a team that has since moved on: the inventory check's one failure without integrations.
  {
    name: 'Figma design workspace',
    kind: 'saasApplication',
    owner: null,
    classification: 'internal',
    environment: 'corporate',
    dataCategories: [],
  },
  {
    name: 'Lisbon office',
    kind: 'office',
    owner: 'Admin',
    classification: 'internal',
    environment: 'corporate',
    dataCategories: [],
  },
];

/** How the team has classified what AWS and GitHub report; the legacy systems are still nobody's. */
const stewardshipOf = (kind: AssetKind, name: string): Stewardship | null => {
  if (name.startsWith('legacy-')) return null;
  if (kind === 'repository') {
    return { owner: 'Security Analyst', classification: 'internal', environment: 'development', dataCategories: [] };
  }
  const publicSite = name.includes('marketing');
  const logs = name.includes('log');
  return {
    owner: 'Security Analyst',
    classification: publicSite ? 'public' : logs ? 'internal' : 'restricted',
    environment: 'production',
    dataCategories: publicSite || logs ? [] : ['personal', 'customer', 'health'],
  };
};

const ownerId = (people: Person[], role: Role | null) => people.find((person) => person.role === role)?.id ?? null;

/**
 * Acme Cloud's inventory, once: the team's laptops, its SaaS applications and office recorded by hand, and owners
 * and classes on what its integrations discovered at their first sync, all but the legacy systems and one
 * application, which the inventory check names.
 */
export const seedDemoAssets = async (db: Db, organizationId: string, people: Person[], clock: Clock) => {
  const recorded = await db
    .selectFrom('assets')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('source', '=', 'manual')
    .executeTakeFirst();
  if (recorded) return;
  const at = isoNow(clock);
  await insertAssets(
    db,
    recordedByHand(people).map((asset) => ({
      id: randomUUID(),
      organization_id: organizationId,
      name: asset.name,
      kind: asset.kind,
      source: 'manual',
      external_id: null,
      owner_id: ownerId(people, asset.owner),
      classification: asset.classification,
      environment: asset.environment,
      data_categories: JSON.stringify(asset.dataCategories),
      status: 'active',
      detail: '{}',
      last_seen_at: null,
      created_at: at,
      updated_at: at,
    })),
  );
  const discovered = await db
    .selectFrom('assets')
    .select(['id', 'kind', 'name'])
    .where('organization_id', '=', organizationId)
    .where('source', '!=', 'manual')
    .execute();
  for (const asset of discovered) {
    const stewardship = stewardshipOf(asset.kind as AssetKind, asset.name);
    if (!stewardship) continue;
    await updateAssets(db, organizationId, [asset.id], {
      owner_id: ownerId(people, stewardship.owner),
      classification: stewardship.classification,
      environment: stewardship.environment,
      data_categories: JSON.stringify(stewardship.dataCategories),
      updated_at: at,
    });
  }
  await refreshAssetSignals(db, organizationId, at);
};
