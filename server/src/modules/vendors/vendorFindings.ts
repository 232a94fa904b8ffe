import {
  documentKindLabels,
  type VendorDataCategory,
  type VendorDocumentKind,
  type VendorStatus,
} from '@/contracts/vendorOptions';
import type { VendorFinding } from '@/contracts/vendors';

/** The documents a category of data shared makes compulsory, and the requirement that asks for each. */
const requiredDocuments: {
  category: VendorDataCategory;
  kind: VendorDocumentKind;
  requirement: string;
  why: string;
}[] = [
  { category: 'health', kind: 'baa', requirement: 'HIPAA 164.308(b)', why: 'it receives health data' },
  { category: 'personal', kind: 'dpa', requirement: 'GDPR Art. 28', why: 'it processes personal data for us' },
];

export type FindingInput = {
  status: VendorStatus;
  dataCategories: VendorDataCategory[];
  documents: { kind: VendorDocumentKind; expiresOn: string }[];
};

// Mid-sentence, a label reads lower-cased unless it starts with a name or an acronym ("SOC 2 report").
const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]?.toLowerCase() + label.slice(1) : label);

const latestExpiry = (documents: FindingInput['documents'], kind: VendorDocumentKind) =>
  documents
    .filter((document) => document.kind === kind)
    .map((document) => document.expiresOn)
    .reduce<string | null>((latest, day) => (latest === null || day > latest ? day : latest), null);

/**
 * What an active vendor lacks, from what it is sent and the documents linked: a document the data requires that is
 * missing or expired, and any other kind of document whose every copy has expired. A document is good through the day
 * it expires.
 */
export const vendorFindings = (vendor: FindingInput, today: string): VendorFinding[] => {
  if (vendor.status !== 'active') return [];
  const findings: VendorFinding[] = [];
  const required = requiredDocuments.filter((rule) => vendor.dataCategories.includes(rule.category));
  for (const { kind, requirement, why } of required) {
    const expiresOn = latestExpiry(vendor.documents, kind);
    if (expiresOn === null) {
      findings.push({
        kind: 'missingDocument',
        documentKind: kind,
        requirement,
        message: `No ${inSentence(documentKindLabels[kind])} is linked, yet ${why}`,
      });
    } else if (expiresOn < today) {
      findings.push({
        kind: 'expiredDocument',
        documentKind: kind,
        requirement,
        message: `The ${inSentence(documentKindLabels[kind])} expired on ${expiresOn}, yet ${why}`,
      });
    }
  }
  const requiredKinds = new Set(required.map((rule) => rule.kind));
  const otherKinds = [...new Set(vendor.documents.map((document) => document.kind))].filter(
    (kind) => !requiredKinds.has(kind),
  );
  for (const kind of otherKinds) {
    const expiresOn = latestExpiry(vendor.documents, kind);
    if (expiresOn !== null && expiresOn < today) {
      findings.push({
        kind: 'expiredDocument',
        documentKind: kind,
        requirement: null,
        message: `The ${inSentence(documentKindLabels[kind])} expired on ${expiresOn}`,
      });
    }
  }
  return findings;
};
