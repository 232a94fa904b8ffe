import type { All } from '@/components/FilterSelect';
import type { evidenceCategories } from '@/features/evidenceLocker/constants';

export type EvidenceCategory = (typeof evidenceCategories)[number];
export type EvidenceStatus = 'approved' | 'pending' | 'rejected';
export type Confidentiality = 'public' | 'internal' | 'confidential' | 'restricted';

/** SPEC §3. Dates are ISO strings. */
export type Evidence = {
  id: string;
  name: string;
  type: string;
  category: EvidenceCategory;
  uploadedBy: string;
  uploadDate: string;
  size: string;
  status: EvidenceStatus;
  confidentiality: Confidentiality;
  tags: string[];
  description: string;
  relatedControls: string[];
  lastAccessed: string;
  accessCount: number;
};

export type EvidenceFilters = {
  category: EvidenceCategory | All;
  status: EvidenceStatus | All;
  confidentiality: Confidentiality | All;
  search: string;
};
