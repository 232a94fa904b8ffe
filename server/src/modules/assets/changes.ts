import type { AssetChanges, UpdateAssetBody } from '@/contracts/assets';
import type { AssetRow } from './repository';

/** The columns a change sets; a field left out stays as it is. */
export const rowChanges = (changes: UpdateAssetBody | AssetChanges): Partial<AssetRow> => ({
  ...('name' in changes && changes.name !== undefined ? { name: changes.name } : {}),
  ...('status' in changes && changes.status !== undefined ? { status: changes.status } : {}),
  ...(changes.ownerId !== undefined ? { owner_id: changes.ownerId } : {}),
  ...(changes.classification !== undefined ? { classification: changes.classification } : {}),
  ...(changes.environment !== undefined ? { environment: changes.environment } : {}),
  ...(changes.dataCategories !== undefined ? { data_categories: JSON.stringify(changes.dataCategories) } : {}),
});

const shown = (value: unknown) => (value === null ? 'none' : Array.isArray(value) ? value.join(', ') || 'none' : value);

const fieldLabels: Record<string, string> = {
  name: 'name',
  status: 'status',
  ownerId: 'owner',
  classification: 'classification',
  environment: 'environment',
  dataCategories: 'data categories',
};

/** The change as the audit trail reads it: "classification confidential, owner set". */
export const describeChanges = (changes: UpdateAssetBody | AssetChanges): string =>
  Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) =>
      field === 'ownerId' ? `owner ${value === null ? 'cleared' : 'set'}` : `${fieldLabels[field]} ${shown(value)}`,
    )
    .join(', ');
