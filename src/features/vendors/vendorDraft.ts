import type { BusinessImpact, DataShared, VendorDataCategory, VendorStatus } from '@/contracts/vendorOptions';
import type { CreateVendorInput, VendorSummary } from '@/contracts/vendors';

/** The vendor form as it is being filled in: what the inputs hold. */
export type VendorDraft = {
  name: string;
  website: string;
  service: string;
  owner: { id: string; name: string } | null;
  dataShared: DataShared;
  productionAccess: boolean;
  businessImpact: BusinessImpact;
  dataCategories: VendorDataCategory[];
  countries: string;
  contractStart: string;
  contractEnd: string;
  subprocessor: boolean;
  status: VendorStatus;
};

export const emptyVendorDraft: VendorDraft = {
  name: '',
  website: 'https://',
  service: '',
  owner: null,
  dataShared: 'none',
  productionAccess: false,
  businessImpact: 'low',
  dataCategories: [],
  countries: '',
  contractStart: '',
  contractEnd: '',
  subprocessor: false,
  status: 'active',
};

export const draftOf = (vendor: VendorSummary): VendorDraft => ({
  name: vendor.name,
  website: vendor.website,
  service: vendor.service,
  owner: vendor.owner,
  dataShared: vendor.dataShared,
  productionAccess: vendor.productionAccess,
  businessImpact: vendor.businessImpact,
  dataCategories: vendor.dataCategories,
  countries: vendor.countries.join(', '),
  contractStart: vendor.contractStart ?? '',
  contractEnd: vendor.contractEnd ?? '',
  subprocessor: vendor.subprocessor,
  status: vendor.status,
});

/** The request body the draft makes; the server checks it and names any field it refuses. */
export const vendorInput = ({ status: _status, countries, owner, ...draft }: VendorDraft): CreateVendorInput => ({
  ...draft,
  ownerId: owner?.id ?? '',
  countries: countries
    .split(/[\s,;]+/)
    .map((code) => code.trim())
    .filter(Boolean),
  contractStart: draft.contractStart || null,
  contractEnd: draft.contractEnd || null,
});
