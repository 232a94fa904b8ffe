import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { auditLogListResponse } from '@/contracts/auditLogs';
import { accountUserResponse, passwordTokenResponse, tokenResponse } from '@/contracts/auth';
import { accessReviewResponse, memberListResponse, memberResponse } from '@/contracts/members';
import { assessmentRunResponse, heatmapResponse, overviewResponse, runAssessmentResponse } from '@/contracts/dashboard';
import { controlHistoryResponse, scoreHistoryResponse } from '@/contracts/scoreHistory';
import { errorResponse, messageResponse } from '@/contracts/envelope';
import { healthResponse } from '@/contracts/health';
import { activeSessionsResponse, revokedSessionsResponse } from '@/contracts/sessions';
import { appliedSettingsResponse, settingsFileResponse, settingsResponse } from '@/contracts/settings';
import { slackSettingsResponse } from '@/contracts/slack';
import {
  recipientListResponse,
  reportListResponse,
  reportResponse,
  reportSnapshotResponse,
  scheduleListResponse,
  scheduleResponse,
} from '@/contracts/reports';
import { createdShareResponse, shareListResponse } from '@/contracts/shareLinks';
import { stageEmailChange } from '../../../server/src/modules/auth/emailChange';
import { generateReport } from '../../../server/src/modules/reports/generateJob';
import {
  answerResponse,
  chatMessageResponse,
  conversationListResponse,
  conversationResponse,
  feedbackListResponse,
} from '@/contracts/assistant';
import { notificationListResponse, notificationResponse, unreadCountResponse } from '@/contracts/notifications';
import { assigneesResponse, taskListResponse, taskResponse } from '@/contracts/tasks';
import { commentResponse, commentThreadResponse, mentionCandidatesResponse, watchResponse } from '@/contracts/comments';
import { pendingReviewsResponse, reviewResponse } from '@/contracts/review';
import { myWorkResponse } from '@/contracts/myWork';
import {
  policiesToAcceptResponse,
  policyDiffResponse,
  policyDetailResponse,
  policyListResponse,
  policyProfileResponse,
} from '@/contracts/policies';
import {
  assignOwnersResponse,
  controlDetailsResponse,
  controlListResponse,
  controlSettingsResponse,
} from '@/contracts/controlSettings';
import { attestationListResponse, attestationResponse } from '@/contracts/attestations';
import {
  enrolledSignInResponse,
  memberTwoFactorResponse,
  organizationTwoFactorResponse,
  recoveryCodesResponse,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from '@/contracts/twoFactor';
import { demoAccount } from '../../../server/src/demo/seed';
import { issuePasswordToken } from '../../../server/src/modules/passwordTokens/service';
import { findUserByEmail } from '../../../server/src/modules/users/repository';
import { waitForAssessments } from '../helpers/dashboard';
import { recordApiRoutes } from '../helpers/registeredRoutes';
import { addSignedInMember } from '../helpers/members';
import { api, newAccount, registerAccount, signIn } from '../helpers/requests';
import { demoOrganizationId } from '../helpers/rows';
import { setupTestApp, type TestHarness } from '../helpers/testApp';
import { addMember, codeAt, enrol, passwordStep } from '../modules/twoFactor/twoFactorHelpers';
import { pdfFile, policyFields, uploaded, uploadEvidence } from '../helpers/evidence';
import {
  evidenceDetailsResponse,
  evidenceItemResponse,
  evidencePageResponse,
  evidenceSummaryResponse,
} from '@/contracts/evidence';
import { automatedEvidenceFile, automatedEvidenceListResponse } from '@/contracts/automatedEvidence';
import {
  awsSetupResponse,
  connectionTestResponse,
  integrationDetailsResponse,
  integrationListResponse,
  integrationResponse,
  syncAllResponse,
} from '@/contracts/integrations';
import { type GithubSandbox, startGithubSandbox } from '../../../server/src/connectors/github/fakes/github';
import { sandboxOrganizationLogin } from '../../../server/src/connectors/github/fakes/githubOrganizations';
import { vendorDetailResponse, vendorListResponse } from '@/contracts/vendors';
import {
  riskAssessmentListResponse,
  riskAssessmentResponse,
  riskListResponse,
  riskOptionsResponse,
  riskOverviewResponse,
  riskResponse,
  riskSuggestionsResponse,
} from '@/contracts/risks';
import { assetListResponse, assetOwnersResponse, assetResponse, bulkUpdateAssetsResponse } from '@/contracts/assets';

type Call = (t: TestHarness, token: string) => Promise<LightMyRequestResponse>;

const onControl = { subjectType: 'control', subjectId: 'CC6.1' } as const;
const newCommentId = async (t: TestHarness, token: string) =>
  (await api(t.app, 'POST', '/api/comments', { token, body: { ...onControl, body: 'Round trip' } })).json().data
    .id as string;

const policyProfile = {
  legalName: 'Acme Health, Inc.',
  industry: 'Health technology',
  headcount: '48',
  locations: 'United States and Portugal',
  dataTypes: 'customer data and health data',
  securityOfficer: 'Dana Reyes, Head of Security',
  privacyOfficer: 'Sam Ito, Data Protection Officer',
  incidentContact: 'security@example.com',
  policyReviewMonths: '12',
  accessReviewDays: '90',
  logRetentionDays: '365',
  customerDataRetentionDays: '30',
  recoveryTimeHours: '8',
  recoveryPointHours: '24',
  vendorReviewMonths: '12',
};

/** A policy of the demo organisation from the template, its profile filled in: its id. */
const newPolicy = async (t: TestHarness, token: string, templateId: string) => {
  await api(t.app, 'PUT', '/api/policies/profile', { token, body: { fields: policyProfile } });
  return (await api(t.app, 'POST', '/api/policies', { token, body: { templateId } })).json().data.id as string;
};

/** A policy submitted by the demo Admin and approved by a Compliance Manager: ready to publish. */
const approvedPolicy = async (t: TestHarness, token: string, templateId: string) => {
  const policyId = await newPolicy(t, token, templateId);
  await api(t.app, 'POST', `/api/reviews/policyDraft/${policyId}/submission`, { token });
  const approver = await addSignedInMember(t.app, t.db, await demoOrganizationId(t.db), 'Compliance Manager');
  await api(t.app, 'POST', `/api/reviews/policyDraft/${policyId}/decision`, {
    token: approver.token,
    body: { decision: 'approve' },
  });
  return policyId;
};

const publishedVersion = async (t: TestHarness, token: string, templateId: string) => {
  const policyId = await approvedPolicy(t, token, templateId);
  const published = await api(t.app, 'POST', `/api/policies/${policyId}/publication`, {
    token,
    body: { changelog: 'First version', material: true },
  });
  return published.json().data.current.id as string;
};

/** A token in GitHub's format, which the GitHub fake below takes. */
const githubToken = `ghp_${'RoundTrip0'.repeat(3)}RoundT`;
let githubFake: GithubSandbox;

/** The demo organisation's GitHub, connected to the fake. */
const connectGithub = (t: TestHarness, token: string) =>
  api(t.app, 'POST', '/api/integrations/github/connect', {
    token,
    body: { credentials: { token: githubToken, organization: sandboxOrganizationLogin } },
  });

/** The demo organisation's GitHub, connected to the fake and synced: its observations stored. */
const syncedGithub = async (t: TestHarness, token: string) => {
  await connectGithub(t, token);
  await t.jobs.runDue();
};

/** A route's call on the demo organisation, the status it answers and the contract the app reads that answer with. */
/** A CSV answer is known by its header line, a PDF by its content type and signature. */
type CsvContract = { csvHeader: string };
type PdfContract = { pdf: true };
/** A Markdown answer is known by its content type and first line. */
type MarkdownContract = { markdownHeading: string };
type RoundTrip = { call: Call; status: number; contract: z.ZodType | CsvContract | PdfContract | MarkdownContract };

const wishlistRequest = {
  fullName: 'Priya Patel',
  email: 'priya@startup.io',
  jobTitle: 'CTO',
  company: 'Startup IO',
  companySize: '11-50',
  industry: 'Technology',
  complianceGoal: 'SOC2',
  currentChallenges: '',
  timeline: '',
  hearAboutUs: '',
};

const anyAssessmentId = async (t: TestHarness) =>
  (
    await t.db
      .selectFrom('assessments')
      .select('id')
      .where('organization_id', '=', await demoOrganizationId(t.db))
      .executeTakeFirstOrThrow()
  ).id;

/** A fresh one-time link for the demo Admin, as an invite or reset would email it. */
/** A new account's link confirming its move to a free address. */
const emailChangeToken = async (t: TestHarness) => {
  const account = await registerAccount(t.app);
  const user = { id: account.id, organization_id: account.organizationId, name: account.name, email: account.email };
  const client = { ip: '127.0.0.1', userAgent: null };
  return t.db
    .transaction()
    .execute((trx) => stageEmailChange(trx, t.clock.now, user, `moved.${account.email}`, client));
};

const demoPasswordToken = async (t: TestHarness) => {
  const user = await findUserByEmail(t.db, demoAccount.email);
  if (!user) throw new Error('no demo account');
  return t.db.transaction().execute((trx) => issuePasswordToken(trx, t.clock.now, user, 'reset'));
};

/** A demo report with its PDF drawn, as the job runner would draw it. */
const readyDemoReport = async (t: TestHarness, token: string): Promise<string> => {
  const response = await api(t.app, 'POST', '/api/reports', { token, body: { name: 'Round trip', type: 'soc2' } });
  const { id } = response.json().data as { id: string };
  await generateReport({ db: t.db, clock: t.clock.now, workers: t.workers }, id);
  return id;
};

const demoShare = async (t: TestHarness, token: string) => {
  const id = await readyDemoReport(t, token);
  const share = (await api(t.app, 'POST', `/api/reports/${id}/shares`, { token, body: { expiresInHours: 1 } })).json();
  return { id, share: share.data as { id: string; url: string } };
};

const demoScheduleId = async (t: TestHarness, token: string) => {
  const [recipient] = (await api(t.app, 'GET', '/api/reports/schedules/recipients', { token })).json().data;
  const body = { type: 'iso27001', frequency: 'weekly', recipientIds: [recipient.id] };
  return (await api(t.app, 'POST', '/api/reports/schedules', { token, body })).json().data.id as string;
};

/** A PDF uploaded to the demo organisation's locker: its id. */
const demoEvidence = async (t: TestHarness, token: string, fields = policyFields()) =>
  (await uploaded(t.app, token, fields)).id;

/** An item the demo organisation's locker was seeded with, by name. */
const seededEvidence = async (t: TestHarness, name: string) =>
  (await t.db.selectFrom('evidence_items').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** The demo organisation's approved public item, shared by link. */
const demoEvidenceShare = async (t: TestHarness, token: string) => {
  const id = await seededEvidence(t, 'Acceptable Use Policy');
  const share = (await api(t.app, 'POST', `/api/evidence/${id}/shares`, { token, body: { expiresInHours: 1 } })).json();
  return { id, share: share.data as { id: string; url: string } };
};

/** A question asked in a new conversation of the demo Admin: its conversation and answer ids. */
const demoAnswer = async (t: TestHarness, token: string) => {
  const response = await api(t.app, 'POST', '/api/assistant/messages', { token, body: { content: 'What is CC6.1?' } });
  const { conversation, answer } = response.json().data as { conversation: { id: string }; answer: { id: string } };
  return { conversationId: conversation.id, answerId: answer.id };
};

/** A new invitation into the demo organisation, under an address of its own. */
const invite = (t: TestHarness, token: string) =>
  api(t.app, 'POST', '/api/members/invitations', {
    token,
    body: { name: 'Round Trip', email: `${crypto.randomUUID()}@example.com`, role: 'Viewer', department: 'IT' },
  });

/** A new active teammate of the demo Admin, for the changes that need one. */
const teammateId = async (t: TestHarness) =>
  (await addSignedInMember(t.app, t.db, await demoOrganizationId(t.db), 'Security Analyst')).id;

const demoTaskId = async (t: TestHarness) =>
  (
    await t.db
      .selectFrom('tasks')
      .select('id')
      .where('organization_id', '=', await demoOrganizationId(t.db))
      .orderBy('due_date')
      .executeTakeFirstOrThrow()
  ).id;

const demoNotificationId = async (t: TestHarness) =>
  (
    await t.db
      .selectFrom('notifications')
      .innerJoin('users', 'users.id', 'notifications.user_id')
      .select('notifications.id')
      .where('users.email', '=', demoAccount.email)
      .executeTakeFirstOrThrow()
  ).id;

/** A new Admin with two-factor on, and their secret: two-factor calls never touch the demo account's sessions. */
const enrolledAccount = async (t: TestHarness) => {
  const account = await registerAccount(t.app);
  return { ...account, ...(await enrol(t, account)) };
};

/** A new Admin whose organisation requires two-factor they have not set up: their sign-in's enrolment challenge. */
const enrolmentChallenge = async (t: TestHarness) => {
  const account = await registerAccount(t.app);
  await api(t.app, 'PUT', '/api/organization/two-factor', { token: account.token, body: { required: true } });
  return (await passwordStep(t.app, account.email, account.password)).challenge;
};

/** The demo Admin's own id: the owner, approver or participant of what the entries below create. */
const demoAdminId = async (t: TestHarness, token: string) =>
  (await api(t.app, 'GET', '/api/auth/me', { token })).json().data.id as string;

/** A new active sub-processor of the demo organisation, owned by the demo Admin: its id. */
const newVendor = async (t: TestHarness, token: string) => {
  const body = {
    name: `Round Trip Analytics ${crypto.randomUUID().slice(0, 8)}`,
    website: 'https://roundtrip.example',
    service: 'Product analytics',
    ownerId: await demoAdminId(t, token),
    dataShared: 'customerOrPersonal',
    productionAccess: false,
    businessImpact: 'medium',
    dataCategories: ['personal'],
    countries: ['US'],
    contractStart: '2026-01-01',
    contractEnd: '2027-12-31',
    subprocessor: true,
  };
  return (await api(t.app, 'POST', '/api/vendors', { token, body })).json().data.id as string;
};

/** A new vendor with a seeded evidence item linked as its DPA: the vendor's and the document's ids. */
const vendorWithDocument = async (t: TestHarness, token: string) => {
  const vendorId = await newVendor(t, token);
  const linked = await api(t.app, 'POST', `/api/vendors/${vendorId}/documents`, {
    token,
    body: { kind: 'dpa', evidenceId: await seededEvidence(t, 'Acceptable Use Policy'), expiresOn: '2030-12-31' },
  });
  return { vendorId, documentId: linked.json().data.documents[0].id as string };
};

/** A demo vendor, read through the list route: its id. */
const demoVendorId = async (t: TestHarness, token: string) =>
  (await api(t.app, 'GET', '/api/vendors', { token })).json().data.vendors[0].id as string;

/** A whole risk body, owned by the demo Admin and mitigated by CC6.1. */
const riskFields = async (t: TestHarness, token: string) => ({
  title: `Round trip risk ${crypto.randomUUID().slice(0, 8)}`,
  description: 'Laptops left unlocked in shared spaces.',
  category: 'security',
  ownerId: await demoAdminId(t, token),
  controls: [{ framework: 'SOC2', controlId: 'CC6.1' }],
  taskIds: [],
  inherent: { likelihood: 3, impact: 4 },
  residual: { likelihood: 2, impact: 3 },
  treatment: { type: 'mitigate' },
  reviewOn: '2030-06-30',
  status: 'open',
});

/** A new risk of the demo organisation: its id. */
const newRisk = async (t: TestHarness, token: string) =>
  (await api(t.app, 'POST', '/api/risks', { token, body: await riskFields(t, token) })).json().data.id as string;

/** A demo risk, read through the list route: its id. */
const demoRiskId = async (t: TestHarness, token: string) =>
  (await api(t.app, 'GET', '/api/risks', { token })).json().data.risks[0].id as string;

/** A new laptop recorded by hand in the demo inventory: its id. */
const newAsset = async (t: TestHarness, token: string) =>
  (
    await api(t.app, 'POST', '/api/assets', {
      token,
      body: { name: `Round Trip laptop ${crypto.randomUUID().slice(0, 8)}`, kind: 'laptop' },
    })
  ).json().data.id as string;

/** A demo asset, read through the list route: its id. */
const demoAssetId = async (t: TestHarness, token: string) =>
  (await api(t.app, 'GET', '/api/assets', { token })).json().data.assets[0].id as string;

const roundTrips: Record<string, RoundTrip> = {
  'GET /api/health': { call: (t) => api(t.app, 'GET', '/api/health'), status: 200, contract: healthResponse },
  'POST /api/auth/login': {
    call: (t) =>
      api(t.app, 'POST', '/api/auth/login', { body: { email: demoAccount.email, password: demoAccount.password } }),
    status: 200,
    contract: tokenResponse,
  },
  'POST /api/auth/register': {
    call: (t) => api(t.app, 'POST', '/api/auth/register', { body: newAccount() }),
    status: 201,
    contract: tokenResponse,
  },
  'POST /api/auth/forgot-password': {
    call: (t) => api(t.app, 'POST', '/api/auth/forgot-password', { body: { email: 'nobody@example.com' } }),
    status: 200,
    contract: messageResponse,
  },
  'POST /api/auth/password-tokens/verify': {
    call: async (t) =>
      api(t.app, 'POST', '/api/auth/password-tokens/verify', { body: { token: await demoPasswordToken(t) } }),
    status: 200,
    contract: passwordTokenResponse,
  },
  'GET /api/auth/logout': {
    call: async (t) => api(t.app, 'GET', '/api/auth/logout', { token: await signIn(t.app) }),
    status: 200,
    contract: messageResponse,
  },
  'POST /api/auth/logout': {
    call: async (t) => api(t.app, 'POST', '/api/auth/logout', { token: await signIn(t.app) }),
    status: 200,
    contract: messageResponse,
  },
  'GET /api/auth/me': {
    call: (t, token) => api(t.app, 'GET', '/api/auth/me', { token }),
    status: 200,
    contract: accountUserResponse,
  },
  'PUT /api/auth/updatedetails': {
    call: (t, token) => api(t.app, 'PUT', '/api/auth/updatedetails', { token, body: { jobTitle: 'CISO' } }),
    status: 200,
    contract: accountUserResponse,
  },
  'POST /api/auth/verify-email': {
    call: async (t) => api(t.app, 'POST', '/api/auth/verify-email', { body: { token: await emailChangeToken(t) } }),
    status: 200,
    contract: messageResponse,
  },
  'PUT /api/auth/updatepassword': {
    call: async (t) => {
      const { token, password } = await registerAccount(t.app);
      return api(t.app, 'PUT', '/api/auth/updatepassword', {
        token,
        body: { currentPassword: password, newPassword: 'new-horse-9' },
      });
    },
    status: 200,
    contract: messageResponse,
  },
  'POST /api/auth/login/two-factor': {
    call: async (t) => {
      const account = await enrolledAccount(t);
      const { challenge } = await passwordStep(t.app, account.email, account.password);
      return api(t.app, 'POST', '/api/auth/login/two-factor', {
        body: { challenge, code: await codeAt(t, account.secret) },
      });
    },
    status: 200,
    contract: tokenResponse,
  },
  'POST /api/auth/login/two-factor/setup': {
    call: async (t) =>
      api(t.app, 'POST', '/api/auth/login/two-factor/setup', { body: { challenge: await enrolmentChallenge(t) } }),
    status: 200,
    contract: twoFactorSetupResponse,
  },
  'POST /api/auth/login/two-factor/confirm': {
    call: async (t) => {
      const challenge = await enrolmentChallenge(t);
      const setup = await api(t.app, 'POST', '/api/auth/login/two-factor/setup', { body: { challenge } });
      const code = await codeAt(t, setup.json().data.secret);
      return api(t.app, 'POST', '/api/auth/login/two-factor/confirm', { body: { challenge, code } });
    },
    status: 200,
    contract: enrolledSignInResponse,
  },
  'GET /api/auth/two-factor': {
    call: (t, token) => api(t.app, 'GET', '/api/auth/two-factor', { token }),
    status: 200,
    contract: twoFactorStatusResponse,
  },
  'POST /api/auth/two-factor/setup': {
    call: async (t) => {
      const { token, password } = await registerAccount(t.app);
      return api(t.app, 'POST', '/api/auth/two-factor/setup', { token, body: { currentPassword: password } });
    },
    status: 200,
    contract: twoFactorSetupResponse,
  },
  'POST /api/auth/two-factor/confirm': {
    call: async (t) => {
      const { token, password } = await registerAccount(t.app);
      const setup = await api(t.app, 'POST', '/api/auth/two-factor/setup', {
        token,
        body: { currentPassword: password },
      });
      const code = await codeAt(t, setup.json().data.secret);
      return api(t.app, 'POST', '/api/auth/two-factor/confirm', { token, body: { code } });
    },
    status: 200,
    contract: recoveryCodesResponse,
  },
  'POST /api/auth/two-factor/recovery-codes': {
    call: async (t) => {
      const account = await enrolledAccount(t);
      return api(t.app, 'POST', '/api/auth/two-factor/recovery-codes', {
        token: account.token,
        body: { currentPassword: account.password, code: await codeAt(t, account.secret) },
      });
    },
    status: 200,
    contract: recoveryCodesResponse,
  },
  'POST /api/auth/two-factor/disable': {
    call: async (t) => {
      const account = await enrolledAccount(t);
      return api(t.app, 'POST', '/api/auth/two-factor/disable', {
        token: account.token,
        body: { currentPassword: account.password, code: account.recoveryCodes[0] },
      });
    },
    status: 200,
    contract: messageResponse,
  },
  'GET /api/members/two-factor': {
    call: (t, token) => api(t.app, 'GET', '/api/members/two-factor', { token }),
    status: 200,
    contract: memberTwoFactorResponse,
  },
  'POST /api/members/:id/two-factor/reset': {
    call: async (t) => {
      const admin = await registerAccount(t.app);
      const member = await addMember(t, admin.organizationId);
      await enrol(t, { token: await signIn(t.app, member.email, member.password), password: member.password });
      return api(t.app, 'POST', `/api/members/${member.id}/two-factor/reset`, { token: admin.token });
    },
    status: 200,
    contract: messageResponse,
  },
  'PUT /api/organization/two-factor': {
    call: async (t) =>
      api(t.app, 'PUT', '/api/organization/two-factor', {
        token: (await registerAccount(t.app)).token,
        body: { required: true },
      }),
    status: 200,
    contract: organizationTwoFactorResponse,
  },
  'POST /api/wishlist': {
    call: (t) => api(t.app, 'POST', '/api/wishlist', { body: wishlistRequest }),
    status: 201,
    contract: messageResponse,
  },
  'GET /api/dashboard/overview': {
    call: (t, token) => api(t.app, 'GET', '/api/dashboard/overview?framework=ISO27001', { token }),
    status: 200,
    contract: overviewResponse,
  },
  'GET /api/dashboard/compliance-heatmap': {
    call: (t, token) => api(t.app, 'GET', '/api/dashboard/compliance-heatmap?framework=HIPAA', { token }),
    status: 200,
    contract: heatmapResponse,
  },
  'POST /api/dashboard/run-assessment': {
    call: async (t, token) => {
      const response = await api(t.app, 'POST', '/api/dashboard/run-assessment', {
        token,
        body: { framework: 'GDPR' },
      });
      await waitForAssessments(t.db, await demoOrganizationId(t.db), 'GDPR', 1);
      return response;
    },
    status: 202,
    contract: runAssessmentResponse,
  },
  'GET /api/dashboard/assessment-runs/:id': {
    call: async (t, token) =>
      api(t.app, 'GET', `/api/dashboard/assessment-runs/${await anyAssessmentId(t)}`, { token }),
    status: 200,
    contract: assessmentRunResponse,
  },
  'GET /api/dashboard/score-history': {
    call: (t, token) => api(t.app, 'GET', '/api/dashboard/score-history?framework=SOC2&days=90', { token }),
    status: 200,
    contract: scoreHistoryResponse,
  },
  'GET /api/controls/:framework/:controlId/history': {
    call: (t, token) => api(t.app, 'GET', '/api/controls/SOC2/CC6.1/history?days=365', { token }),
    status: 200,
    contract: controlHistoryResponse,
  },
  'GET /api/audit-logs': {
    call: (t, token) => api(t.app, 'GET', '/api/audit-logs?page=2&limit=5&category=authentication', { token }),
    status: 200,
    contract: auditLogListResponse,
  },
  'GET /api/audit-logs/export': {
    call: (t, token) => api(t.app, 'GET', '/api/audit-logs/export?format=csv&severity=warning', { token }),
    status: 200,
    contract: { csvHeader: 'Timestamp,User,Action,Category,Severity,Details,Resource,IP Address' },
  },
  'GET /api/members': {
    call: (t, token) => api(t.app, 'GET', '/api/members?search=a&page=1&limit=5', { token }),
    status: 200,
    contract: memberListResponse,
  },
  'GET /api/members/export': {
    call: (t, token) => api(t.app, 'GET', '/api/members/export', { token }),
    status: 200,
    contract: { csvHeader: 'Name,Email,Role,Department,Status,Last Login,Created' },
  },
  'GET /api/members/access-review': {
    call: (t, token) => api(t.app, 'GET', '/api/members/access-review', { token }),
    status: 200,
    contract: accessReviewResponse,
  },
  'POST /api/members/invitations': {
    call: (t, token) => invite(t, token),
    status: 201,
    contract: memberResponse,
  },
  'POST /api/members/:id/invitation': {
    call: async (t, token) =>
      api(t.app, 'POST', `/api/members/${(await invite(t, token)).json().data.id}/invitation`, { token }),
    status: 200,
    contract: memberResponse,
  },
  'DELETE /api/members/:id/invitation': {
    call: async (t, token) =>
      api(t.app, 'DELETE', `/api/members/${(await invite(t, token)).json().data.id}/invitation`, { token }),
    status: 200,
    contract: messageResponse,
  },
  'PUT /api/members/:id/role': {
    call: async (t, token) =>
      api(t.app, 'PUT', `/api/members/${await teammateId(t)}/role`, { token, body: { role: 'Auditor' } }),
    status: 200,
    contract: memberResponse,
  },
  'PUT /api/members/:id/status': {
    call: async (t, token) =>
      api(t.app, 'PUT', `/api/members/${await teammateId(t)}/status`, { token, body: { status: 'inactive' } }),
    status: 200,
    contract: memberResponse,
  },
  'DELETE /api/members/:id': {
    call: async (t, token) => api(t.app, 'DELETE', `/api/members/${await teammateId(t)}`, { token }),
    status: 200,
    contract: messageResponse,
  },
  'GET /api/controls': {
    call: (t, token) => api(t.app, 'GET', '/api/controls?framework=ISO27001', { token }),
    status: 200,
    contract: controlListResponse,
  },
  'GET /api/controls/:framework/:controlId': {
    call: (t, token) => api(t.app, 'GET', '/api/controls/HIPAA/164.308(a)(3)(ii)(A)', { token }),
    status: 200,
    contract: controlDetailsResponse,
  },
  'PUT /api/controls/:framework/:controlId': {
    call: (t, token) =>
      api(t.app, 'PUT', '/api/controls/SOC2/CC6.1', { token, body: { implementationStatus: 'implemented' } }),
    status: 200,
    contract: controlSettingsResponse,
  },
  'POST /api/controls/owners': {
    call: async (t, token) => {
      const { id } = (await api(t.app, 'GET', '/api/auth/me', { token })).json().data as { id: string };
      return api(t.app, 'POST', '/api/controls/owners', {
        token,
        body: { framework: 'SOC2', category: 'CC1 Control Environment', ownerId: id },
      });
    },
    status: 200,
    contract: assignOwnersResponse,
  },
  'POST /api/controls/:framework/:controlId/exclusion': {
    call: (t, token) =>
      api(t.app, 'POST', '/api/controls/GDPR/Art.%2027/exclusion', {
        token,
        body: { justification: 'Established in the Union: no representative is required.' },
      }),
    status: 200,
    contract: controlSettingsResponse,
  },
  'POST /api/controls/:framework/:controlId/exclusion/review': {
    call: async (t, token) => {
      const manager = await addSignedInMember(t.app, t.db, await demoOrganizationId(t.db), 'Compliance Manager');
      await api(t.app, 'POST', '/api/controls/GDPR/Art.%2036/exclusion', {
        token: manager.token,
        body: { justification: 'No processing remains high risk after the DPIAs' },
      });
      return api(t.app, 'POST', '/api/controls/GDPR/Art.%2036/exclusion/review', {
        token,
        body: { decision: 'approve' },
      });
    },
    status: 200,
    contract: controlSettingsResponse,
  },
  'DELETE /api/controls/:framework/:controlId/exclusion': {
    call: async (t, token) => {
      await api(t.app, 'POST', '/api/controls/ISO27001/A.7.12/exclusion', {
        token,
        body: { justification: 'Serviced office: the landlord owns the cabling, which carries no production traffic.' },
      });
      return api(t.app, 'DELETE', '/api/controls/ISO27001/A.7.12/exclusion', { token });
    },
    status: 200,
    contract: controlSettingsResponse,
  },
  'GET /api/attestations': {
    call: (t, token) => api(t.app, 'GET', '/api/attestations?check=training.completionPct', { token }),
    status: 200,
    contract: attestationListResponse,
  },
  'POST /api/attestations': {
    call: async (t, token) =>
      api(t.app, 'POST', '/api/attestations', {
        token,
        body: {
          check: 'training.completionPct',
          value: 97,
          statement: 'The LMS export shows 97% completion this year.',
          evidenceId: await demoEvidence(t, token),
          validUntil: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
        },
      }),
    status: 201,
    contract: attestationResponse,
  },
  'POST /api/attestations/:id/review': {
    call: async (t, token) => {
      const analyst = await addSignedInMember(t.app, t.db, await demoOrganizationId(t.db), 'Security Analyst');
      const attested = await api(t.app, 'POST', '/api/attestations', {
        token: analyst.token,
        body: {
          check: 'backgroundChecks.completedPct',
          value: 100,
          statement: 'Every hire this year was screened before starting.',
          evidenceId: await demoEvidence(t, token),
          validUntil: new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10),
        },
      });
      const { id } = attested.json().data as { id: string };
      return api(t.app, 'POST', `/api/attestations/${id}/review`, { token, body: { decision: 'approve' } });
    },
    status: 200,
    contract: attestationResponse,
  },
  'GET /api/tasks': {
    call: (t, token) => api(t.app, 'GET', '/api/tasks?status=open&priority=high&page=1&limit=5', { token }),
    status: 200,
    contract: taskListResponse,
  },
  'GET /api/tasks/assignees': {
    call: (t, token) => api(t.app, 'GET', '/api/tasks/assignees', { token }),
    status: 200,
    contract: assigneesResponse,
  },
  'POST /api/tasks': {
    call: (t, token) =>
      api(t.app, 'POST', '/api/tasks', {
        token,
        body: { title: 'Rotate the root keys', dueDate: '2030-01-01', priority: 'medium', controlId: 'CC6.1' },
      }),
    status: 201,
    contract: taskResponse,
  },
  'PUT /api/tasks/:id': {
    call: async (t, token) =>
      api(t.app, 'PUT', `/api/tasks/${await demoTaskId(t)}`, { token, body: { dueDate: '2030-02-01' } }),
    status: 200,
    contract: taskResponse,
  },
  'POST /api/tasks/:id/complete': {
    call: async (t, token) => api(t.app, 'POST', `/api/tasks/${await demoTaskId(t)}/complete`, { token }),
    status: 200,
    contract: taskResponse,
  },
  'POST /api/tasks/:id/reopen': {
    call: async (t, token) => api(t.app, 'POST', `/api/tasks/${await demoTaskId(t)}/reopen`, { token }),
    status: 200,
    contract: taskResponse,
  },
  'GET /api/comments': {
    call: (t, token) => api(t.app, 'GET', '/api/comments?subjectType=control&subjectId=CC6.1', { token }),
    status: 200,
    contract: commentThreadResponse,
  },
  'GET /api/comments/mention-candidates': {
    call: (t, token) =>
      api(t.app, 'GET', '/api/comments/mention-candidates?subjectType=control&subjectId=CC6.1&q=p', { token }),
    status: 200,
    contract: mentionCandidatesResponse,
  },
  'POST /api/comments': {
    call: (t, token) =>
      api(t.app, 'POST', '/api/comments', {
        token,
        body: { ...onControl, body: 'Evidence attached', visibility: 'shared' },
      }),
    status: 201,
    contract: commentResponse,
  },
  'PATCH /api/comments/:id': {
    call: async (t, token) =>
      api(t.app, 'PATCH', `/api/comments/${await newCommentId(t, token)}`, { token, body: { body: 'Corrected' } }),
    status: 200,
    contract: commentResponse,
  },
  'DELETE /api/comments/:id': {
    call: async (t, token) => api(t.app, 'DELETE', `/api/comments/${await newCommentId(t, token)}`, { token }),
    status: 200,
    contract: commentResponse,
  },
  'PUT /api/comments/watch': {
    call: (t, token) => api(t.app, 'PUT', '/api/comments/watch', { token, body: { ...onControl, watching: false } }),
    status: 200,
    contract: watchResponse,
  },
  'GET /api/my-work': {
    call: (t, token) => api(t.app, 'GET', '/api/my-work', { token }),
    status: 200,
    contract: myWorkResponse,
  },
  'GET /api/policies': {
    call: (t, token) => api(t.app, 'GET', '/api/policies', { token }),
    status: 200,
    contract: policyListResponse,
  },
  'POST /api/policies': {
    call: (t, token) => api(t.app, 'POST', '/api/policies', { token, body: { templateId: 'backup' } }),
    status: 201,
    contract: policyDetailResponse,
  },
  'GET /api/policies/:policyId': {
    call: async (t, token) => api(t.app, 'GET', `/api/policies/${await newPolicy(t, token, 'password')}`, { token }),
    status: 200,
    contract: policyDetailResponse,
  },
  'PUT /api/policies/:policyId/draft': {
    call: async (t, token) =>
      api(t.app, 'PUT', `/api/policies/${await newPolicy(t, token, 'remote-work')}/draft`, {
        token,
        body: { body: '# Remote Work Policy\n\n{{profile.legalName}} staff work from anywhere with a managed laptop.' },
      }),
    status: 200,
    contract: policyDetailResponse,
  },
  'POST /api/policies/:policyId/publication': {
    call: async (t, token) =>
      api(t.app, 'POST', `/api/policies/${await approvedPolicy(t, token, 'cryptography')}/publication`, {
        token,
        body: { changelog: 'First version', material: true },
      }),
    status: 200,
    contract: policyDetailResponse,
  },
  'GET /api/policies/:policyId/diff': {
    call: async (t, token) => {
      const policyId = await approvedPolicy(t, token, 'data-classification');
      const published = await api(t.app, 'POST', `/api/policies/${policyId}/publication`, {
        token,
        body: { changelog: 'First version', material: true },
      });
      const versionId = published.json().data.current.id as string;
      return api(t.app, 'GET', `/api/policies/${policyId}/diff?from=${versionId}&to=${versionId}`, { token });
    },
    status: 200,
    contract: policyDiffResponse,
  },
  'POST /api/policies/:policyId/draft/rewrites': {
    // The harness has no language model (LLM_URL): the route says so in the error contract.
    call: async (t, token) =>
      api(t.app, 'POST', `/api/policies/${await newPolicy(t, token, 'change-management')}/draft/rewrites`, {
        token,
        body: { section: '1. Purpose' },
      }),
    status: 409,
    contract: errorResponse,
  },
  'PUT /api/policies/:policyId/assignment': {
    call: async (t, token) =>
      api(t.app, 'PUT', `/api/policies/${await newPolicy(t, token, 'asset-management')}/assignment`, {
        token,
        body: { roles: ['Admin', 'Compliance Manager'], departments: ['Security'] },
      }),
    status: 200,
    contract: policyDetailResponse,
  },
  'PUT /api/policies/:policyId/approvers': {
    call: async (t, token) => {
      const policyId = await newPolicy(t, token, 'human-resources-security');
      const { id: me } = (await api(t.app, 'GET', '/api/auth/me', { token })).json().data as { id: string };
      return api(t.app, 'PUT', `/api/policies/${policyId}/approvers`, {
        token,
        body: { approverIds: [me], quorum: 1 },
      });
    },
    status: 200,
    contract: policyDetailResponse,
  },
  'POST /api/policies/imports': {
    call: (t, token) =>
      uploadEvidence(
        t.app,
        token,
        {},
        {
          name: 'clean-desk.md',
          content: Buffer.from('# Clean Desk Policy\n\nDesks are cleared daily.\n'),
          type: 'text/markdown',
        },
        '/api/policies/imports',
      ),
    status: 201,
    contract: policyDetailResponse,
  },
  'GET /api/policies/profile': {
    call: (t, token) => api(t.app, 'GET', '/api/policies/profile', { token }),
    status: 200,
    contract: policyProfileResponse,
  },
  'PUT /api/policies/profile': {
    call: (t, token) => api(t.app, 'PUT', '/api/policies/profile', { token, body: { fields: policyProfile } }),
    status: 200,
    contract: policyProfileResponse,
  },
  'GET /api/policies/to-accept': {
    call: (t, token) => api(t.app, 'GET', '/api/policies/to-accept', { token }),
    status: 200,
    contract: policiesToAcceptResponse,
  },
  'POST /api/policies/versions/:versionId/acceptance': {
    call: async (t, token) =>
      api(t.app, 'POST', `/api/policies/versions/${await publishedVersion(t, token, 'code-of-conduct')}/acceptance`, {
        token,
      }),
    status: 200,
    contract: policyDetailResponse,
  },
  'GET /api/policies/versions/:versionId/acceptances.csv': {
    call: async (t, token) =>
      api(
        t.app,
        'GET',
        `/api/policies/versions/${await publishedVersion(t, token, 'vulnerability-management')}/acceptances.csv`,
        {
          token,
        },
      ),
    status: 200,
    contract: { csvHeader: 'Policy,Version,Member,Accepted at,SHA-256,IP address,User agent' },
  },
  'GET /api/policies/versions/:versionId/markdown': {
    call: async (t, token) =>
      api(t.app, 'GET', `/api/policies/versions/${await publishedVersion(t, token, 'logging-monitoring')}/markdown`, {
        token,
      }),
    status: 200,
    contract: { markdownHeading: '# Logging and Monitoring Policy' },
  },
  'GET /api/policies/versions/:versionId/pdf': {
    call: async (t, token) =>
      api(t.app, 'GET', `/api/policies/versions/${await publishedVersion(t, token, 'physical-security')}/pdf`, {
        token,
      }),
    status: 200,
    contract: { pdf: true },
  },
  'GET /api/reviews/pending': {
    call: (t, token) => api(t.app, 'GET', '/api/reviews/pending', { token }),
    status: 200,
    contract: pendingReviewsResponse,
  },
  'GET /api/reviews/:subjectType/:subjectId': {
    call: (t, token) => api(t.app, 'GET', '/api/reviews/controlStatement/CC6.1', { token }),
    status: 200,
    contract: reviewResponse,
  },
  'POST /api/reviews/:subjectType/:subjectId/submission': {
    call: async (t, token) => {
      const statement = 'Encryption keys are held in AWS KMS and rotated yearly.';
      await api(t.app, 'PUT', '/api/controls/SOC2/CC6.7', { token, body: { statement } });
      return api(t.app, 'POST', '/api/reviews/controlStatement/CC6.7/submission', { token });
    },
    status: 200,
    contract: reviewResponse,
  },
  'POST /api/reviews/:subjectType/:subjectId/decision': {
    call: (t, token) =>
      api(t.app, 'POST', '/api/reviews/controlStatement/CC1.4/decision', { token, body: { decision: 'approve' } }),
    status: 200,
    contract: reviewResponse,
  },
  'GET /api/notifications': {
    call: (t, token) => api(t.app, 'GET', '/api/notifications?page=1&limit=5', { token }),
    status: 200,
    contract: notificationListResponse,
  },
  'GET /api/notifications/unread-count': {
    call: (t, token) => api(t.app, 'GET', '/api/notifications/unread-count', { token }),
    status: 200,
    contract: unreadCountResponse,
  },
  'POST /api/notifications/:id/read': {
    call: async (t, token) => api(t.app, 'POST', `/api/notifications/${await demoNotificationId(t)}/read`, { token }),
    status: 200,
    contract: notificationResponse,
  },
  'POST /api/notifications/read-all': {
    call: (t, token) => api(t.app, 'POST', '/api/notifications/read-all', { token }),
    status: 200,
    contract: unreadCountResponse,
  },
  'GET /api/auth/sessions': {
    call: (t, token) => api(t.app, 'GET', '/api/auth/sessions', { token }),
    status: 200,
    contract: activeSessionsResponse,
  },
  'DELETE /api/auth/sessions/:id': {
    call: async (t) => {
      const { token } = await registerAccount(t.app);
      const [session] = (await api(t.app, 'GET', '/api/auth/sessions', { token })).json().data;
      return api(t.app, 'DELETE', `/api/auth/sessions/${session.id}`, { token });
    },
    status: 200,
    contract: messageResponse,
  },
  'POST /api/auth/sessions/revoke-others': {
    call: async (t) => {
      const { token } = await registerAccount(t.app);
      return api(t.app, 'POST', '/api/auth/sessions/revoke-others', { token, body: {} });
    },
    status: 200,
    contract: revokedSessionsResponse,
  },
  'GET /api/settings': {
    call: (t, token) => api(t.app, 'GET', '/api/settings', { token }),
    status: 200,
    contract: settingsResponse,
  },
  'PUT /api/settings/notifications': {
    call: (t, token) =>
      api(t.app, 'PUT', '/api/settings/notifications', {
        token,
        body: {
          emailAlerts: true,
          criticalIssues: false,
          weeklyReports: true,
          complianceUpdates: false,
          systemMaintenance: true,
        },
      }),
    status: 200,
    contract: settingsResponse,
  },
  'PUT /api/settings/compliance': {
    call: (t, token) =>
      api(t.app, 'PUT', '/api/settings/compliance', {
        token,
        body: { primaryFramework: 'SOC2', autoRemediation: true, riskTolerance: 'low', auditFrequency: 'monthly' },
      }),
    status: 200,
    contract: settingsResponse,
  },
  'PUT /api/settings/organization': {
    call: (t, token) =>
      api(t.app, 'PUT', '/api/settings/organization', {
        token,
        body: { name: 'Acme Cloud', industry: 'Technology', size: '51-200', domain: 'acme.example' },
      }),
    status: 200,
    contract: settingsResponse,
  },
  'GET /api/settings/export': {
    call: (t, token) => api(t.app, 'GET', '/api/settings/export', { token }),
    status: 200,
    contract: settingsFileResponse,
  },
  'POST /api/settings/import': {
    call: async (t) => {
      const { token } = await registerAccount(t.app);
      const file = (await api(t.app, 'GET', '/api/settings/export', { token })).json().data;
      return api(t.app, 'POST', '/api/settings/import', { token, body: file });
    },
    status: 200,
    contract: appliedSettingsResponse,
  },
  'POST /api/settings/reset': {
    call: async (t) => {
      const { token } = await registerAccount(t.app);
      return api(t.app, 'POST', '/api/settings/reset', { token, body: {} });
    },
    status: 200,
    contract: appliedSettingsResponse,
  },
  'GET /api/settings/slack': {
    call: (t, token) => api(t.app, 'GET', '/api/settings/slack', { token }),
    status: 200,
    contract: slackSettingsResponse,
  },
  'PUT /api/settings/slack': {
    call: (t, token) =>
      api(t.app, 'PUT', '/api/settings/slack', {
        token,
        body: { webhookUrl: 'https://hooks.slack.com/services/T0001/B0002/abcdefghijklmnopqrstuvwx' },
      }),
    status: 200,
    contract: slackSettingsResponse,
  },
  'DELETE /api/settings/slack': {
    call: (t, token) => api(t.app, 'DELETE', '/api/settings/slack', { token }),
    status: 200,
    contract: slackSettingsResponse,
  },
  // Posting to Slack itself is tested against a local listener (alerts/slackSettings); here, with no webhook: 409.
  'POST /api/settings/slack/test': {
    call: async (t) => {
      const { token } = await registerAccount(t.app);
      return api(t.app, 'POST', '/api/settings/slack/test', { token });
    },
    status: 409,
    contract: errorResponse,
  },
  'GET /api/reports': {
    call: (t, token) => api(t.app, 'GET', '/api/reports', { token }),
    status: 200,
    contract: reportListResponse,
  },
  'POST /api/reports': {
    call: (t, token) =>
      api(t.app, 'POST', '/api/reports', {
        token,
        body: { name: 'Vendor audit', type: 'custom', framework: 'GDPR', sections: ['Findings and Risks'] },
      }),
    status: 201,
    contract: reportResponse,
  },
  'GET /api/evidence': {
    call: (t, token) => api(t.app, 'GET', '/api/evidence?category=Policies&expiringSoon=false', { token }),
    status: 200,
    contract: evidencePageResponse,
  },
  'GET /api/evidence/summary': {
    call: (t, token) => api(t.app, 'GET', '/api/evidence/summary', { token }),
    status: 200,
    contract: evidenceSummaryResponse,
  },
  'POST /api/evidence': {
    call: (t, token) => uploadEvidence(t.app, token, policyFields(), { name: 'policy.pdf', content: pdfFile() }),
    status: 201,
    contract: evidenceItemResponse,
  },
  'GET /api/evidence/:id': {
    call: async (t, token) => api(t.app, 'GET', `/api/evidence/${await demoEvidence(t, token)}`, { token }),
    status: 200,
    contract: evidenceDetailsResponse,
  },
  'POST /api/evidence/:id/versions': {
    call: async (t, token) =>
      uploadEvidence(
        t.app,
        token,
        {},
        { name: 'policy-v2.pdf', content: pdfFile('v2') },
        `/api/evidence/${await demoEvidence(t, token)}/versions`,
      ),
    status: 201,
    contract: evidenceItemResponse,
  },
  'GET /api/evidence/:id/versions/:version/file': {
    call: async (t, token) =>
      api(t.app, 'GET', `/api/evidence/${await demoEvidence(t, token)}/versions/1/file`, { token }),
    status: 200,
    contract: { pdf: true },
  },
  'GET /api/evidence/:id/shares': {
    call: async (t, token) =>
      api(t.app, 'GET', `/api/evidence/${(await demoEvidenceShare(t, token)).id}/shares`, { token }),
    status: 200,
    contract: shareListResponse,
  },
  'POST /api/evidence/:id/shares': {
    call: async (t, token) =>
      api(t.app, 'POST', `/api/evidence/${await seededEvidence(t, 'Acceptable Use Policy')}/shares`, {
        token,
        body: { expiresInHours: 168 },
      }),
    status: 201,
    contract: createdShareResponse,
  },
  'DELETE /api/evidence/:id/shares/:shareId': {
    call: async (t, token) => {
      const { id, share } = await demoEvidenceShare(t, token);
      return api(t.app, 'DELETE', `/api/evidence/${id}/shares/${share.id}`, { token });
    },
    status: 200,
    contract: shareListResponse,
  },
  'GET /api/shared-evidence/:token': {
    call: async (t, token) => api(t.app, 'GET', new URL((await demoEvidenceShare(t, token)).share.url).pathname),
    status: 200,
    contract: { pdf: true },
  },
  'GET /api/evidence/automated': {
    call: async (t, token) => {
      await syncedGithub(t, token);
      return api(t.app, 'GET', '/api/evidence/automated', { token });
    },
    status: 200,
    contract: automatedEvidenceListResponse,
  },
  'GET /api/evidence/automated/:integration/:check': {
    call: async (t, token) => {
      await syncedGithub(t, token);
      return api(t.app, 'GET', '/api/evidence/automated/github/sourceControl.branchProtection', { token });
    },
    status: 200,
    contract: automatedEvidenceFile,
  },
  'GET /api/integrations': {
    call: (t, token) => api(t.app, 'GET', '/api/integrations', { token }),
    status: 200,
    contract: integrationListResponse,
  },
  'GET /api/integrations/:type': {
    call: async (t, token) => {
      await connectGithub(t, token);
      await t.jobs.runDue();
      return api(t.app, 'GET', '/api/integrations/github', { token });
    },
    status: 200,
    contract: integrationDetailsResponse,
  },
  'POST /api/integrations/:type/connect': {
    call: connectGithub,
    status: 200,
    contract: integrationResponse,
  },
  'POST /api/integrations/:type/test': {
    call: async (t, token) => {
      await connectGithub(t, token);
      return api(t.app, 'POST', '/api/integrations/github/test', { token });
    },
    status: 200,
    contract: connectionTestResponse,
  },
  'POST /api/integrations/:type/sync': {
    call: async (t, token) => {
      await connectGithub(t, token);
      await t.jobs.runDue();
      return api(t.app, 'POST', '/api/integrations/github/sync', { token });
    },
    status: 202,
    contract: integrationResponse,
  },
  'GET /api/integrations/aws/setup': {
    call: (t, token) => api(t.app, 'GET', '/api/integrations/aws/setup', { token }),
    status: 200,
    contract: awsSetupResponse,
  },
  'POST /api/integrations/sync-all': {
    call: (t, token) => api(t.app, 'POST', '/api/integrations/sync-all', { token }),
    status: 202,
    contract: syncAllResponse,
  },
  'DELETE /api/integrations/:type': {
    call: async (t, token) => {
      await connectGithub(t, token);
      return api(t.app, 'DELETE', '/api/integrations/github', { token });
    },
    status: 200,
    contract: integrationResponse,
  },
  'GET /api/reports/:id': {
    call: async (t, token) => api(t.app, 'GET', `/api/reports/${await readyDemoReport(t, token)}`, { token }),
    status: 200,
    contract: reportSnapshotResponse,
  },
  'GET /api/reports/:id/pdf': {
    call: async (t, token) => api(t.app, 'GET', `/api/reports/${await readyDemoReport(t, token)}/pdf`, { token }),
    status: 200,
    contract: { pdf: true },
  },
  'DELETE /api/reports/:id': {
    call: async (t, token) => api(t.app, 'DELETE', `/api/reports/${await readyDemoReport(t, token)}`, { token }),
    status: 200,
    contract: messageResponse,
  },
  'GET /api/reports/:id/shares': {
    call: async (t, token) => api(t.app, 'GET', `/api/reports/${(await demoShare(t, token)).id}/shares`, { token }),
    status: 200,
    contract: shareListResponse,
  },
  'POST /api/reports/:id/shares': {
    call: async (t, token) =>
      api(t.app, 'POST', `/api/reports/${await readyDemoReport(t, token)}/shares`, {
        token,
        body: { expiresInHours: 168 },
      }),
    status: 201,
    contract: createdShareResponse,
  },
  'DELETE /api/reports/:id/shares/:shareId': {
    call: async (t, token) => {
      const { id, share } = await demoShare(t, token);
      return api(t.app, 'DELETE', `/api/reports/${id}/shares/${share.id}`, { token });
    },
    status: 200,
    contract: shareListResponse,
  },
  'GET /api/shared-reports/:token': {
    call: async (t, token) => api(t.app, 'GET', new URL((await demoShare(t, token)).share.url).pathname),
    status: 200,
    contract: { pdf: true },
  },
  'GET /api/reports/schedules': {
    call: (t, token) => api(t.app, 'GET', '/api/reports/schedules', { token }),
    status: 200,
    contract: scheduleListResponse,
  },
  'GET /api/reports/schedules/recipients': {
    call: (t, token) => api(t.app, 'GET', '/api/reports/schedules/recipients', { token }),
    status: 200,
    contract: recipientListResponse,
  },
  'POST /api/reports/schedules': {
    call: async (t, token) => {
      const [recipient] = (await api(t.app, 'GET', '/api/reports/schedules/recipients', { token })).json().data;
      return api(t.app, 'POST', '/api/reports/schedules', {
        token,
        body: { type: 'soc2', frequency: 'monthly', recipientIds: [recipient.id] },
      });
    },
    status: 201,
    contract: scheduleResponse,
  },
  'DELETE /api/reports/schedules/:id': {
    call: async (t, token) =>
      api(t.app, 'DELETE', `/api/reports/schedules/${await demoScheduleId(t, token)}`, { token }),
    status: 200,
    contract: messageResponse,
  },
  'GET /api/assistant/conversations': {
    call: (t, token) => api(t.app, 'GET', '/api/assistant/conversations', { token }),
    status: 200,
    contract: conversationListResponse,
  },
  'GET /api/assistant/conversations/:id': {
    call: async (t, token) =>
      api(t.app, 'GET', `/api/assistant/conversations/${(await demoAnswer(t, token)).conversationId}`, { token }),
    status: 200,
    contract: conversationResponse,
  },
  'POST /api/assistant/messages': {
    call: (t, token) =>
      api(t.app, 'POST', '/api/assistant/messages', { token, body: { content: 'Explain our critical findings' } }),
    status: 201,
    contract: answerResponse,
  },
  'POST /api/assistant/messages/:id/regenerate': {
    call: async (t, token) =>
      api(t.app, 'POST', `/api/assistant/messages/${(await demoAnswer(t, token)).answerId}/regenerate`, { token }),
    status: 200,
    contract: chatMessageResponse,
  },
  'POST /api/assistant/messages/:id/feedback': {
    call: async (t, token) =>
      api(t.app, 'POST', `/api/assistant/messages/${(await demoAnswer(t, token)).answerId}/feedback`, {
        token,
        body: { rating: 'good' },
      }),
    status: 200,
    contract: chatMessageResponse,
  },
  'GET /api/assistant/feedback': {
    call: (t, token) => api(t.app, 'GET', '/api/assistant/feedback', { token }),
    status: 200,
    contract: feedbackListResponse,
  },
  'GET /api/vendors': {
    call: (t, token) => api(t.app, 'GET', '/api/vendors?tier=all&status=active', { token }),
    status: 200,
    contract: vendorListResponse,
  },
  'POST /api/vendors': {
    call: async (t, token) =>
      api(t.app, 'POST', '/api/vendors', {
        token,
        body: {
          name: 'Round Trip Payroll',
          website: 'https://payroll.roundtrip.example',
          service: 'Payroll and benefits administration',
          ownerId: await demoAdminId(t, token),
          dataShared: 'customerOrPersonal',
          productionAccess: false,
          businessImpact: 'high',
          dataCategories: ['personal', 'health'],
          countries: ['US', 'PT'],
          contractStart: '2026-02-01',
          contractEnd: '2028-01-31',
          subprocessor: false,
        },
      }),
    status: 201,
    contract: vendorDetailResponse,
  },
  'GET /api/vendors/subprocessors.csv': {
    call: (t, token) => api(t.app, 'GET', '/api/vendors/subprocessors.csv', { token }),
    status: 200,
    contract: { csvHeader: 'Name,Service,Countries,Data categories,Website' },
  },
  'GET /api/vendors/:vendorId': {
    call: async (t, token) => api(t.app, 'GET', `/api/vendors/${await demoVendorId(t, token)}`, { token }),
    status: 200,
    contract: vendorDetailResponse,
  },
  'PATCH /api/vendors/:vendorId': {
    call: async (t, token) =>
      api(t.app, 'PATCH', `/api/vendors/${await newVendor(t, token)}`, {
        token,
        body: { businessImpact: 'high', productionAccess: true },
      }),
    status: 200,
    contract: vendorDetailResponse,
  },
  'DELETE /api/vendors/:vendorId': {
    call: async (t, token) => api(t.app, 'DELETE', `/api/vendors/${await newVendor(t, token)}`, { token }),
    status: 200,
    contract: messageResponse,
  },
  'POST /api/vendors/:vendorId/documents': {
    call: async (t, token) =>
      api(t.app, 'POST', `/api/vendors/${await newVendor(t, token)}/documents`, {
        token,
        body: { kind: 'soc2', evidenceId: await seededEvidence(t, 'Acceptable Use Policy'), expiresOn: '2030-06-30' },
      }),
    status: 201,
    contract: vendorDetailResponse,
  },
  'DELETE /api/vendors/:vendorId/documents/:documentId': {
    call: async (t, token) => {
      const { vendorId, documentId } = await vendorWithDocument(t, token);
      return api(t.app, 'DELETE', `/api/vendors/${vendorId}/documents/${documentId}`, { token });
    },
    status: 200,
    contract: vendorDetailResponse,
  },
  'POST /api/vendors/:vendorId/reviews': {
    call: async (t, token) =>
      api(t.app, 'POST', `/api/vendors/${await newVendor(t, token)}/reviews`, {
        token,
        body: {
          answers: {
            encryption: 'yes',
            breachNotification: 'no',
            accessControl: 'yes',
            subprocessorsDisclosed: 'yes',
            certificationsCurrent: 'yes',
            dataReturn: 'yes',
            vulnerabilityManagement: 'yes',
            continuity: 'notApplicable',
          },
          findings: 'Breach notice window is 72 hours; asked for 48.',
          decision: 'approvedWithConditions',
        },
      }),
    status: 201,
    contract: vendorDetailResponse,
  },
  'GET /api/risks': {
    call: (t, token) => api(t.app, 'GET', '/api/risks?status=open&aboveTolerance=false', { token }),
    status: 200,
    contract: riskListResponse,
  },
  'POST /api/risks': {
    call: async (t, token) => api(t.app, 'POST', '/api/risks', { token, body: await riskFields(t, token) }),
    status: 201,
    contract: riskResponse,
  },
  'GET /api/risks/overview': {
    call: (t, token) => api(t.app, 'GET', '/api/risks/overview', { token }),
    status: 200,
    contract: riskOverviewResponse,
  },
  'GET /api/risks/options': {
    call: (t, token) => api(t.app, 'GET', '/api/risks/options', { token }),
    status: 200,
    contract: riskOptionsResponse,
  },
  'GET /api/risks/suggestions': {
    call: (t, token) => api(t.app, 'GET', '/api/risks/suggestions', { token }),
    status: 200,
    contract: riskSuggestionsResponse,
  },
  'POST /api/risks/suggestions/:checkId/accept': {
    call: async (t, token) => {
      const [suggestion] = (await api(t.app, 'GET', '/api/risks/suggestions', { token })).json().data.suggestions;
      return api(t.app, 'POST', `/api/risks/suggestions/${suggestion.checkId}/accept`, { token });
    },
    status: 201,
    contract: riskResponse,
  },
  'GET /api/risks/assessments': {
    call: (t, token) => api(t.app, 'GET', '/api/risks/assessments', { token }),
    status: 200,
    contract: riskAssessmentListResponse,
  },
  'POST /api/risks/assessments': {
    call: async (t, token) =>
      api(t.app, 'POST', '/api/risks/assessments', {
        token,
        body: {
          heldOn: t.clock.now().toISOString().slice(0, 10),
          participantIds: [await demoAdminId(t, token)],
          notes: 'Quarterly review with engineering leads.',
        },
      }),
    status: 201,
    contract: riskAssessmentResponse,
  },
  'GET /api/risks/:riskId': {
    call: async (t, token) => api(t.app, 'GET', `/api/risks/${await demoRiskId(t, token)}`, { token }),
    status: 200,
    contract: riskResponse,
  },
  'PUT /api/risks/:riskId': {
    call: async (t, token) =>
      api(t.app, 'PUT', `/api/risks/${await newRisk(t, token)}`, {
        token,
        body: { ...(await riskFields(t, token)), residual: { likelihood: 1, impact: 3 }, status: 'closed' },
      }),
    status: 200,
    contract: riskResponse,
  },
  'DELETE /api/risks/:riskId': {
    call: async (t, token) => api(t.app, 'DELETE', `/api/risks/${await newRisk(t, token)}`, { token }),
    status: 200,
    contract: messageResponse,
  },
  'GET /api/assets': {
    call: (t, token) => api(t.app, 'GET', '/api/assets?status=active&missing=either', { token }),
    status: 200,
    contract: assetListResponse,
  },
  'POST /api/assets': {
    call: async (t, token) =>
      api(t.app, 'POST', '/api/assets', {
        token,
        body: {
          name: 'Round Trip CRM',
          kind: 'saasApplication',
          ownerId: await demoAdminId(t, token),
          classification: 'confidential',
          environment: 'corporate',
          dataCategories: ['customer', 'personal'],
        },
      }),
    status: 201,
    contract: assetResponse,
  },
  'PATCH /api/assets': {
    call: async (t, token) =>
      api(t.app, 'PATCH', '/api/assets', {
        token,
        body: { ids: [await newAsset(t, token)], changes: { classification: 'restricted', environment: 'corporate' } },
      }),
    status: 200,
    contract: bulkUpdateAssetsResponse,
  },
  'GET /api/assets/owners': {
    call: (t, token) => api(t.app, 'GET', '/api/assets/owners', { token }),
    status: 200,
    contract: assetOwnersResponse,
  },
  'GET /api/assets/:assetId': {
    call: async (t, token) => api(t.app, 'GET', `/api/assets/${await demoAssetId(t, token)}`, { token }),
    status: 200,
    contract: assetResponse,
  },
  'PATCH /api/assets/:assetId': {
    call: async (t, token) =>
      api(t.app, 'PATCH', `/api/assets/${await newAsset(t, token)}`, {
        token,
        body: { ownerId: await demoAdminId(t, token), dataCategories: ['personal'] },
      }),
    status: 200,
    contract: assetResponse,
  },
  'DELETE /api/assets/:assetId': {
    call: async (t, token) => api(t.app, 'DELETE', `/api/assets/${await newAsset(t, token)}`, { token }),
    status: 200,
    contract: messageResponse,
  },
  // Last: setting the password signs every session out, the shared token included.
  'POST /api/auth/set-password': {
    call: async (t) =>
      api(t.app, 'POST', '/api/auth/set-password', {
        body: { token: await demoPasswordToken(t), password: demoAccount.password },
      }),
    status: 200,
    contract: messageResponse,
  },
};

const publicRoutes = [
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/forgot-password',
  'POST /api/auth/password-tokens/verify',
  'POST /api/auth/set-password',
  'POST /api/auth/verify-email',
  'POST /api/auth/login/two-factor',
  'POST /api/auth/login/two-factor/setup',
  'POST /api/auth/login/two-factor/confirm',
  'POST /api/wishlist',
  'GET /api/shared-reports/:token',
  'GET /api/shared-evidence/:token',
];

/** What the app would read: the body parses with the contract and nothing is lost or added on the way. */
const expectReadableBy = (response: LightMyRequestResponse, status: number, contract: z.ZodType) => {
  expect({ status: response.statusCode, type: response.headers['content-type'] }).toEqual({
    status,
    type: 'application/json; charset=utf-8',
  });
  const body: unknown = response.json();
  expect(contract.parse(body)).toEqual(body);
};

describe('every route answers what its contract describes', () => {
  const registered = recordApiRoutes();
  beforeAll(async () => {
    githubFake = await startGithubSandbox({ state: 'misconfigured' });
  });
  afterAll(() => githubFake.close());
  const t = setupTestApp({ integrationSandbox: () => ({ github: githubFake.url }) });
  let token: string;

  beforeAll(async () => {
    token = await signIn(t.app);
  });

  it('has a round trip for every registered /api route', () => {
    const routes = registered.routes().map(({ method, url }) => `${method} ${url}`);
    expect(Object.keys(roundTrips).sort()).toEqual(routes.sort());
  });

  it.each(Object.entries(roundTrips))('%s', async (_route, { call, status, contract }) => {
    const response = await call(t, token);
    if ('pdf' in contract) {
      expect({ status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        status,
        type: 'application/pdf',
      });
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } else if ('markdownHeading' in contract) {
      expect({ status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        status,
        type: 'text/markdown; charset=utf-8',
      });
      expect(response.body.split('\n')[0]).toBe(contract.markdownHeading);
    } else if (!('csvHeader' in contract)) expectReadableBy(response, status, contract);
    else {
      expect({ status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        status,
        type: 'text/csv; charset=utf-8',
      });
      expect(response.body.split('\r\n')[0]).toBe(contract.csvHeader);
    }
  });

  it.each(Object.keys(roundTrips).filter((route) => !publicRoutes.includes(route)))(
    '%s without a token answers the error contract',
    async (route) => {
      const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
      const url = path.replace(':id', '00000000-0000-4000-8000-000000000000');
      expectReadableBy(await api(t.app, method, url, method === 'GET' ? {} : { body: {} }), 401, errorResponse);
    },
  );
});
