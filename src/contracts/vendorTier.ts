// No imports beyond the option lists: the add-vendor dialog shows the tier as the answers change.
import type { BusinessImpact, DataShared, VendorTier } from './vendorOptions';

export type TierAnswers = { dataShared: DataShared; productionAccess: boolean; businessImpact: BusinessImpact };

/**
 * How critical a vendor is. Tier 1: it can reach production, or it holds customer or personal data and losing it
 * would hurt badly. Tier 2: it holds customer or personal data, or its loss would be felt. Tier 3: the rest.
 */
export const vendorTier = ({ dataShared, productionAccess, businessImpact }: TierAnswers): VendorTier => {
  const holdsPeoplesData = dataShared === 'customerOrPersonal';
  if (productionAccess || (holdsPeoplesData && businessImpact === 'high')) return 1;
  if (holdsPeoplesData || businessImpact !== 'low') return 2;
  return 3;
};
