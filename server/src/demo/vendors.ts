import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { Clock } from '../lib/clock';
import type { FileStore } from '../storage/fileStore';
import {
  type BusinessImpact,
  type DataShared,
  type ReviewAnswer,
  type ReviewDecision,
  reviewQuestions,
  type VendorDataCategory,
} from '@/contracts/vendorOptions';
import { vendorTier } from '@/contracts/vendorTier';
import { refreshVendorSignals } from '../modules/vendors';
import { insertDocument, insertReview } from '../modules/vendors/partsRepository';
import { insertVendor } from '../modules/vendors/repository';
import { type DemoDocument, storeDemoDocument } from './vendorDocuments';

const dayMs = 24 * 60 * 60 * 1000;

type Person = { id: string; name: string };
type Owner = 'alex' | 'priya' | 'jordan';

type DemoVendor = {
  name: string;
  website: string;
  service: string;
  owner: Owner;
  dataShared: DataShared;
  productionAccess: boolean;
  businessImpact: BusinessImpact;
  dataCategories: VendorDataCategory[];
  countries: string[];
  subprocessor: boolean;
  onboardedDaysAgo: number;
  offboarded?: boolean;
  documents: DemoDocument[];
  review?: { daysAgo: number; decision: ReviewDecision; findings: string | null; no?: string[] };
};

/** Acme Cloud's suppliers: the platform's hosting and identity, its office tools, payroll, support and analytics. */
const demoVendors: DemoVendor[] = [
  {
    name: 'Amazon Web Services',
    website: 'https://aws.amazon.com',
    service: 'Hosting of the production platform, its databases and backups',
    owner: 'jordan',
    dataShared: 'customerOrPersonal',
    productionAccess: true,
    businessImpact: 'high',
    dataCategories: ['personal', 'health', 'customer'],
    countries: ['US', 'IE'],
    subprocessor: true,
    onboardedDaysAgo: 720,
    documents: [
      { kind: 'soc2', expiresInDays: 210 },
      { kind: 'baa', expiresInDays: 540 },
      { kind: 'dpa', expiresInDays: 540 },
    ],
    review: { daysAgo: 120, decision: 'approved', findings: 'Encryption at rest with our own KMS keys confirmed.' },
  },
  {
    name: 'Okta',
    website: 'https://www.okta.com',
    service: 'Single sign-on and multi-factor authentication for every staff account',
    owner: 'jordan',
    dataShared: 'customerOrPersonal',
    productionAccess: true,
    businessImpact: 'high',
    dataCategories: ['personal'],
    countries: ['US'],
    subprocessor: false,
    onboardedDaysAgo: 650,
    documents: [
      { kind: 'soc2', expiresInDays: 150 },
      { kind: 'dpa', expiresInDays: 400 },
    ],
    review: { daysAgo: 200, decision: 'approved', findings: null },
  },
  {
    name: 'GitHub',
    website: 'https://github.com',
    service: 'Source code hosting, code review and the deployment pipeline',
    owner: 'jordan',
    dataShared: 'internal',
    productionAccess: true,
    businessImpact: 'high',
    dataCategories: [],
    countries: ['US'],
    subprocessor: false,
    onboardedDaysAgo: 700,
    documents: [{ kind: 'soc2', expiresInDays: -20 }],
    review: {
      daysAgo: 300,
      decision: 'approvedWithConditions',
      findings: 'The SOC 2 report ends soon: ask for the new one or a bridge letter.',
    },
  },
  {
    name: 'Slack',
    website: 'https://slack.com',
    service: 'Team chat, and the incident response channels',
    owner: 'priya',
    dataShared: 'internal',
    productionAccess: false,
    businessImpact: 'medium',
    dataCategories: [],
    countries: ['US'],
    subprocessor: false,
    onboardedDaysAgo: 690,
    documents: [{ kind: 'soc2', expiresInDays: 260 }],
    review: { daysAgo: 400, decision: 'approved', findings: null },
  },
  {
    name: 'Google Workspace',
    website: 'https://workspace.google.com',
    service: 'Email, calendars and shared documents',
    owner: 'alex',
    dataShared: 'customerOrPersonal',
    productionAccess: false,
    businessImpact: 'high',
    dataCategories: ['personal', 'customer'],
    countries: ['US', 'IE'],
    subprocessor: false,
    onboardedDaysAgo: 720,
    documents: [
      { kind: 'iso27001', expiresInDays: 300 },
      { kind: 'dpa', expiresInDays: 600 },
    ],
    review: { daysAgo: 90, decision: 'approved', findings: null },
  },
  {
    name: 'Gusto',
    website: 'https://gusto.com',
    service: 'Payroll, benefits and enrolment in employee health plans',
    owner: 'priya',
    dataShared: 'customerOrPersonal',
    productionAccess: false,
    businessImpact: 'high',
    dataCategories: ['personal', 'health'],
    countries: ['US'],
    subprocessor: false,
    onboardedDaysAgo: 150,
    documents: [{ kind: 'dpa', expiresInDays: 365 }],
    review: {
      daysAgo: 30,
      decision: 'approvedWithConditions',
      findings: 'Health plan enrolment data is shared: a BAA was requested and is not signed yet.',
      no: ['breachNotification'],
    },
  },
  {
    name: 'Zendesk',
    website: 'https://www.zendesk.com',
    service: 'The customer support desk and help centre',
    owner: 'priya',
    dataShared: 'customerOrPersonal',
    productionAccess: false,
    businessImpact: 'medium',
    dataCategories: ['personal', 'customer'],
    countries: ['US', 'DE'],
    subprocessor: true,
    onboardedDaysAgo: 600,
    documents: [
      { kind: 'soc2', expiresInDays: 250 },
      { kind: 'dpa', expiresInDays: 420 },
    ],
    review: { daysAgo: 500, decision: 'approved', findings: null },
  },
  {
    name: 'Mixpanel',
    website: 'https://mixpanel.com',
    service: 'Product analytics of how customers use the application',
    owner: 'jordan',
    dataShared: 'customerOrPersonal',
    productionAccess: false,
    businessImpact: 'medium',
    dataCategories: ['personal'],
    countries: ['US'],
    subprocessor: true,
    onboardedDaysAgo: 40,
    documents: [{ kind: 'dpa', expiresInDays: 330 }],
  },
  {
    name: 'Sentry',
    website: 'https://sentry.io',
    service: 'Error monitoring of the application',
    owner: 'jordan',
    dataShared: 'customerOrPersonal',
    productionAccess: false,
    businessImpact: 'medium',
    dataCategories: ['customer'],
    countries: ['US'],
    subprocessor: true,
    onboardedDaysAgo: 480,
    documents: [{ kind: 'soc2', expiresInDays: 180 }],
    review: { daysAgo: 250, decision: 'approved', findings: 'Data scrubbing of request bodies is switched on.' },
  },
  {
    name: 'Calendly',
    website: 'https://calendly.com',
    service: 'Meeting scheduling for the sales team',
    owner: 'alex',
    dataShared: 'internal',
    productionAccess: false,
    businessImpact: 'low',
    dataCategories: [],
    countries: ['US'],
    subprocessor: false,
    onboardedDaysAgo: 610,
    documents: [],
    review: { daysAgo: 600, decision: 'approved', findings: null },
  },
  {
    name: 'Heroku',
    website: 'https://www.heroku.com',
    service: 'Former hosting of the staging environment',
    owner: 'jordan',
    dataShared: 'internal',
    productionAccess: true,
    businessImpact: 'medium',
    dataCategories: [],
    countries: ['US'],
    subprocessor: false,
    onboardedDaysAgo: 900,
    offboarded: true,
    documents: [],
  },
];

const answersWith = (no: string[] = []) =>
  Object.fromEntries(
    reviewQuestions.map((question): [string, ReviewAnswer] => [question.id, no.includes(question.id) ? 'no' : 'yes']),
  );

/** The demo vendor register once: documents filed in the locker when there is one, and the reviews held. */
export const seedDemoVendors = async (
  db: Db,
  organizationId: string,
  people: Record<Owner, Person>,
  clock: Clock,
  store?: FileStore,
): Promise<void> => {
  const existing = await db.selectFrom('vendors').select('id').where('organization_id', '=', organizationId).limit(1);
  if (await existing.executeTakeFirst()) return;
  const now = clock().getTime();
  const daysAgo = (days: number) => new Date(now - days * dayMs).toISOString();
  for (const demo of demoVendors) {
    const vendorId = randomUUID();
    const onboardedAt = daysAgo(demo.onboardedDaysAgo);
    await insertVendor(db, {
      id: vendorId,
      organization_id: organizationId,
      name: demo.name,
      name_key: demo.name.toLowerCase(),
      website: demo.website,
      service: demo.service,
      owner_id: people[demo.owner].id,
      data_shared: demo.dataShared,
      production_access: demo.productionAccess ? 1 : 0,
      business_impact: demo.businessImpact,
      tier: vendorTier(demo),
      data_categories: JSON.stringify(demo.dataCategories),
      countries: JSON.stringify(demo.countries),
      contract_start: onboardedAt.slice(0, 10),
      contract_end: demo.offboarded ? daysAgo(60).slice(0, 10) : null,
      subprocessor: demo.subprocessor ? 1 : 0,
      status: demo.offboarded ? 'offboarded' : 'active',
      created_at: onboardedAt,
      updated_at: onboardedAt,
    });
    for (const document of demo.documents) {
      if (!store) break;
      const evidence = await storeDemoDocument(db, store, organizationId, people.priya, demo.name, document, now);
      await insertDocument(db, {
        id: randomUUID(),
        organization_id: organizationId,
        vendor_id: vendorId,
        kind: document.kind,
        evidence_id: evidence.id,
        evidence_name: evidence.name,
        expires_on: new Date(now + document.expiresInDays * dayMs).toISOString().slice(0, 10),
        linked_by_label: people.priya.name,
        linked_at: daysAgo(60),
      });
    }
    if (demo.review) {
      const reviewedAt = daysAgo(demo.review.daysAgo);
      await insertReview(db, {
        id: randomUUID(),
        organization_id: organizationId,
        vendor_id: vendorId,
        reviewed_on: reviewedAt.slice(0, 10),
        answers: JSON.stringify(answersWith(demo.review.no)),
        findings: demo.review.findings,
        decision: demo.review.decision,
        reviewer_id: people.priya.id,
        reviewer_label: people.priya.name,
        created_at: reviewedAt,
      });
    }
  }
  await refreshVendorSignals(db, organizationId, new Date(now).toISOString());
};
