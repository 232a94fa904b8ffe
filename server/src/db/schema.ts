import type { ColumnType, Insertable, Selectable } from 'kysely';
import type {
  AuditCategory,
  AuditSeverity,
  ControlStatus,
  FrameworkId,
  NotificationKind,
  Role,
  TaskPriority,
  TaskStatus,
} from '@/contracts/enums';
import type { CommentSubjectType, CommentVisibility } from '@/contracts/comments';
import type { ReviewSubjectType } from '@/contracts/review';
import type { ReviewState } from '@/contracts/reviewStates';
import type { StoredMemberStatus } from '@/contracts/members';
import type { ApplicabilityState, ImplementationStatus } from '@/contracts/controlSettings';
import type { Department } from '@/contracts/memberOptions';
import type { ReportStatus, ScheduleFrequency } from '@/contracts/reports';
import type { ReportType } from '@/contracts/reportOptions';
import type {
  AuditFrequency,
  OrganizationIndustry,
  OrganizationSize,
  RiskTolerance,
  Timezone,
} from '@/contracts/settingsOptions';

export const wishlistStatuses = ['pending', 'invited', 'rejected'] as const;
export type WishlistStatus = (typeof wishlistStatuses)[number];

// Timestamps are ISO-8601 UTC strings: identical, sortable and comparable on SQLite and PostgreSQL.
export type OrganizationsTable = {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
  /** Since when every member must sign in with a second factor; null when the organisation does not require it. */
  two_factor_required_at: string | null;
  /** What the organisation's cloud roles require of Securo to assume them; made on first use. */
  integration_external_id: string | null;
};

export type UsersTable = {
  id: string;
  organization_id: string;
  name: string;
  email: string;
  password_hash: string;
  role: Role;
  job_title: string | null;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
  /** One of SPEC §9's timezones; null until the member picks one (the default, UTC-5). */
  timezone: ColumnType<Timezone | null, Timezone | null | undefined, Timezone | null>;
  created_at: string;
  updated_at: string;
  /** pending until the invitation's set-password link is used; removed members stay as rows for the audit trail. */
  status: ColumnType<StoredMemberStatus, StoredMemberStatus | undefined, StoredMemberStatus>;
  department: ColumnType<Department | null, Department | null | undefined, Department | null>;
  /** The latest successful sign-in. */
  last_login_at: ColumnType<string | null, string | null | undefined, string | null>;
};

export type SessionsTable = {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  user_agent: string | null;
  /** When the session was last used, to the minute (see sessions/activity). */
  last_seen_at: string;
};

export type AuditLogsTable = {
  id: string;
  organization_id: string | null;
  user_id: string | null;
  user_label: string;
  action: string;
  severity: AuditSeverity;
  category: AuditCategory;
  details: string;
  resource: string | null;
  ip_address: string | null;
  created_at: string;
  /** The hash chain the row belongs to: its organisation id, or 'global' for rows without one. */
  chain: string;
  /** Position in the chain, from 1 without gaps. */
  seq: number;
  /** HMAC-SHA-256 (hex, under AUDIT_KEY) of the row's fields and the previous row's hash: see modules/auditLogs/chain.ts. */
  hash: string;
  /** 2: hash is the keyed HMAC; 1: plain sha256 written before AUDIT_KEY, re-chained at start-up. */
  hash_version: ColumnType<number, number | undefined, number>;
};

/** A chain's head as it stood at created_at, signed with AUDIT_KEY: a chain shorter than it was cut off. */
export type AuditCheckpointsTable = {
  id: string;
  chain: string;
  seq: number;
  hash: string;
  entries: number;
  created_at: string;
  signature: string;
};

/** Rows per chain, category and severity, kept with every append: summary counts without scanning the trail. */
export type AuditLogCountsTable = {
  chain: string;
  category: AuditCategory;
  severity: AuditSeverity;
  count: number;
};

export type WishlistRequestsTable = {
  id: string;
  email: string;
  full_name: string;
  job_title: string;
  company: string;
  company_size: string;
  industry: string;
  compliance_goal: string;
  current_challenges: string | null;
  timeline: string | null;
  hear_about_us: string | null;
  status: WishlistStatus;
  ip_address: string | null;
  user_id: string | null;
  created_at: string;
  updated_at: string;
  invited_at: string | null;
};

export const assessmentStatuses = ['running', 'completed', 'failed'] as const;
export type AssessmentStatus = (typeof assessmentStatuses)[number];

/** The latest observation of one signal per organisation; value is JSON text validated per key. */
/** One value per check and source; `integration` is the integration that collected it, null for an import. */
export type SecuritySignalsTable = {
  organization_id: string;
  key: string;
  value: string;
  source: string;
  observed_at: string;
  integration: string | null;
};

export type AssessmentsTable = {
  id: string;
  organization_id: string;
  framework: string;
  status: AssessmentStatus;
  score: number | null;
  started_by: string | null;
  started_at: string;
  completed_at: string | null;
  /** JSON array of { controlId, justification }: the controls excluded when the run was made. */
  excluded_controls: ColumnType<string | null, string | null | undefined, string | null>;
};

/** issues is a JSON array of human-readable descriptions. */
export type ControlResultsTable = {
  assessment_id: string;
  control_id: string;
  category: string;
  status: ControlStatus;
  score: number;
  issues: string;
  checked_at: string;
  /** JSON: IssueSource[] (see assessments/issueSources.ts); null for results stored before sources were kept. */
  issue_sources: ColumnType<string | null, string | null | undefined, string | null>;
};

/**
 * due_date is a calendar date, 'YYYY-MM-DD'; control_id names the framework control the task remediates; owner_id
 * is the member responsible (none until assigned); overdue_notified_at is when its owner was told it is overdue.
 */
/** One control as an organisation runs it; absent = no owner, not started, applicable. */
/** The day's last completed assessment of a framework; day is 'YYYY-MM-DD' (UTC). */
export type ScoreHistoryTable = {
  organization_id: string;
  framework: string;
  day: string;
  score: number;
  passed: number;
  warning: number;
  critical: number;
  total: number;
  assessed_at: string;
};

/**
 * A control on a day. failing_checks is JSON: { check, source }[]; changed_check and changed_source name the check
 * (and its signal's source) that moved the status from the previous day's, null when it did not move.
 */
export type ControlHistoryTable = {
  organization_id: string;
  framework: string;
  control_id: string;
  day: string;
  score: number;
  status: ControlStatus;
  failing_checks: string;
  changed_check: string | null;
  changed_source: string | null;
};

export type ControlSettingsTable = {
  organization_id: string;
  framework: string;
  control_id: string;
  owner_id: string | null;
  backup_owner_id: string | null;
  implementation_status: ImplementationStatus;
  statement: string | null;
  review_date: string | null;
  applicability: ApplicabilityState;
  justification: string | null;
  requested_by: string | null;
  requested_by_label: string | null;
  requested_at: string | null;
  decided_by: string | null;
  decided_by_label: string | null;
  decided_at: string | null;
  rejection_note: string | null;
  updated_at: string;
};

/** value is the check's value as JSON; status is pending, approved or rejected (expiry is read from valid_until). */
export type AttestationsTable = {
  id: string;
  organization_id: string;
  check_id: string;
  value: string;
  statement: string;
  evidence_id: string;
  valid_until: string;
  status: 'pending' | 'approved' | 'rejected';
  attested_by: string | null;
  attested_by_label: string;
  attested_at: string;
  reviewed_by: string | null;
  reviewed_by_label: string | null;
  reviewed_at: string | null;
  review_note: string | null;
  self_reviewed: ColumnType<number, number | undefined, number>;
};

export type TasksTable = {
  id: string;
  organization_id: string;
  title: string;
  due_date: string;
  priority: TaskPriority;
  status: TaskStatus;
  control_id: string | null;
  created_at: string;
  completed_at: string | null;
  owner_id: string | null;
  description: string | null;
  created_by: string | null;
  updated_at: string;
  overdue_notified_at: string | null;
  /** The check an automatic remediation task fixes; null for a task a member created. */
  remediates_check: ColumnType<string | null, string | null | undefined, string | null>;
  /** Why the task was closed, when the system closed it. */
  closing_note: ColumnType<string | null, string | null | undefined, string | null>;
};

/** One member's in-app notification; link is an in-app path. */
export type NotificationsTable = {
  id: string;
  organization_id: string;
  user_id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  created_at: string;
  read_at: string | null;
};

/** One counter or lease per key, shared by every instance: attempts in the window since window_start, and the time
 * before which the key may not try again (a back-off slot or a lease expiry). */
export type RateLimitCountersTable = {
  key: string;
  window_start: string;
  count: number;
  blocked_until: string | null;
};

/** A one-time set-password link: only the sha256 of its token is kept. */
export type PasswordTokensTable = {
  id: string;
  user_id: string;
  token_hash: string;
  purpose: 'invite' | 'reset';
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

/** A member's email change waiting for the new address to confirm it: only the sha256 of the link's token is kept. */
export type EmailChangesTable = {
  user_id: string;
  new_email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
};

/** A user's authenticator: the TOTP secret sealed with AES-256-GCM; pending until enabled_at is set. */
export type TwoFactorCredentialsTable = {
  user_id: string;
  secret_ciphertext: string;
  enabled_at: string | null;
  /** The last 30-second step a code was accepted for: a code of that step or an earlier one is refused. */
  last_used_step: number | null;
  created_at: string;
  updated_at: string;
};

/** A single-use recovery code, kept only as a salted HMAC. */
export type TwoFactorRecoveryCodesTable = {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: string;
  used_at: string | null;
};

/** Between a correct password and the second factor: only the sha256 of the challenge token is kept. */
export type TwoFactorChallengesTable = {
  id: string;
  user_id: string;
  token_hash: string;
  purpose: 'verify' | 'enrol';
  attempts: ColumnType<number, number | undefined, number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

export const jobStates = ['queued', 'running', 'completed', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/** One job of the embedded runner; a job past its lease (locked_until) while running is taken again. */
export type JobsTable = {
  id: string;
  name: string;
  /** JSON, validated by the job's schema when it runs. */
  payload: string;
  singleton_key: string | null;
  state: JobState;
  attempts: ColumnType<number, number | undefined, number>;
  retry_limit: number;
  run_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  completed_at: string | null;
};

export type JobSchedulesTable = {
  name: string;
  /** JSON of a Recurrence (jobs/types). */
  recurrence: string;
  payload: string;
  next_run_at: string;
  updated_at: string;
};

/** An organisation's compliance preferences and profile (SPEC §9); flags are 0 or 1. */
export type OrganizationSettingsTable = {
  organization_id: string;
  primary_framework: FrameworkId;
  auto_remediation: number;
  risk_tolerance: RiskTolerance;
  audit_frequency: AuditFrequency;
  industry: OrganizationIndustry;
  size: OrganizationSize | null;
  domain: string | null;
  updated_at: string;
  /** 1 when a member may review a version they uploaded themselves (a one-person team). */
  allow_self_review: number;
};

/** A member's notification choices (SPEC §3); flags are 0 or 1. */
export type NotificationPreferencesTable = {
  user_id: string;
  email_alerts: number;
  critical_issues: number;
  weekly_reports: number;
  compliance_updates: number;
  system_maintenance: number;
  mentions: number;
  updated_at: string;
};

/** An organisation's Slack incoming webhook (sealed; the hint is what the settings show) and its last delivery. */
export type SlackWebhooksTable = {
  organization_id: string;
  webhook_sealed: string;
  webhook_hint: string;
  configured_by: string;
  configured_at: string;
  last_delivery_at: string | null;
  last_delivery_ok: number | null;
  last_delivery_detail: string | null;
};

/**
 * sections is a JSON array of section names; snapshot the JSON of what the report says (contracts/reports); the
 * figures are read from it and from the PDF once it is made. schedule_run keys a scheduled report to its run.
 */
export type ReportsTable = {
  id: string;
  organization_id: string;
  name: string;
  type: ReportType;
  framework: FrameworkId;
  sections: string;
  description: string;
  status: ReportStatus;
  requested_by: string | null;
  requested_by_label: string;
  requested_at: string;
  generated_at: string | null;
  snapshot: string;
  pages: number | null;
  size_bytes: number | null;
  compliance_score: number | null;
  critical_issues: number | null;
  warnings: number | null;
  failure_reason: string | null;
  schedule_run: string | null;
};

export type ReportFilesTable = { report_id: string; content: Buffer };

/** A link that works without an account, to one report or one public evidence item; only the token's sha256 is kept. */
export type ShareLinksTable = {
  id: string;
  organization_id: string;
  report_id: string | null;
  evidence_id: string | null;
  token_hash: string;
  created_by: string | null;
  created_by_label: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  last_opened_at: string | null;
  open_count: ColumnType<number, number | undefined, number>;
  /** An evidence link's version: the approved one it was made for, the only one it serves. */
  evidence_version_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When an evidence link stopped serving because the item's evidence was rejected; it never serves again. */
  held_at: ColumnType<string | null, string | null | undefined, string | null>;
};

/** credentials: the connector's fields as JSON, sealed (AES-256-GCM); null once disconnected. */
export type IntegrationsTable = {
  id: string;
  organization_id: string;
  type: string;
  status: string;
  credentials: string | null;
  account: string | null;
  message: string | null;
  connected_at: string | null;
  connected_by_label: string | null;
  last_sync_at: string | null;
  /** Set when a sync is queued, cleared when it ends: the screen shows it as syncing. */
  sync_requested_at: string | null;
  next_sync_at: string | null;
  sync_interval_minutes: number;
  updated_at: string;
};

export type IntegrationSyncsTable = {
  id: string;
  integration_id: string;
  trigger: string;
  status: string;
  started_at: string;
  duration_ms: number;
  signals_changed: number;
  error: string | null;
};

/** The latest raw facts behind one check, as the provider answered: automated evidence until expires_at. */
export type IntegrationObservationsTable = {
  integration_id: string;
  check_id: string;
  collected_at: string;
  expires_at: string;
  data: string;
};

/** recipient_ids is a JSON array of member ids. */
export type ReportSchedulesTable = {
  id: string;
  organization_id: string;
  type: ReportType;
  framework: FrameworkId;
  frequency: ScheduleFrequency;
  recipient_ids: string;
  created_by: string | null;
  created_by_label: string;
  created_at: string;
  next_run_at: string;
  last_run_at: string | null;
};

export type AssistantConversationsTable = {
  id: string;
  organization_id: string;
  user_id: string;
  title: string;
  created_at: string;
  updated_at: string;
};

/** role is 'user' or 'assistant'; sources the JSON of what an answer cited (contracts/assistant). */
export type AssistantMessagesTable = {
  id: string;
  conversation_id: string;
  organization_id: string;
  seq: number;
  role: 'user' | 'assistant';
  content: string;
  sources: string;
  created_at: string;
  feedback: 'good' | 'poor' | null;
  feedback_note: string | null;
  feedback_at: string | null;
};

/** tags is a JSON array; valid_until a date (YYYY-MM-DD) after which the item has expired. */
export type EvidenceItemsTable = {
  id: string;
  organization_id: string;
  name: string;
  category: string;
  description: string;
  tags: string;
  confidentiality: string;
  status: string;
  valid_until: string | null;
  uploaded_by: string | null;
  uploaded_by_label: string;
  created_at: string;
  updated_at: string;
  current_version: number;
  reviewed_by_label: string | null;
  reviewed_at: string | null;
  review_note: string | null;
  access_count: ColumnType<number, number | undefined, number>;
  last_accessed_at: string | null;
  /** The last expiry reminder sent, in days before valid_until (30, 7 or 1). */
  expiry_reminded_days: ColumnType<number | null, number | null | undefined, number | null>;
  /** 1 when the current version was reviewed by the member who uploaded it. */
  self_reviewed: ColumnType<number, number | undefined, number>;
};

export type EvidenceControlsTable = {
  evidence_id: string;
  organization_id: string;
  framework: string;
  control_id: string;
};

/** One stored file of an item; storage_key names it in the file store. */
export type EvidenceVersionsTable = {
  id: string;
  evidence_id: string;
  version: number;
  file_name: string;
  media_type: string;
  /** What the content showed the file to be: 'PDF', 'Word document', ... */
  type_label: string;
  size_bytes: number;
  sha256: string;
  storage_key: string;
  uploaded_by: string | null;
  uploaded_by_label: string;
  created_at: string;
};

export type EvidenceAccessTable = {
  id: string;
  evidence_id: string;
  version: number;
  action: string;
  actor_label: string;
  at: string;
};

/** A team comment on a subject of one of the organisation's modules; body is '' once deleted. */
export type CommentsTable = {
  id: string;
  organization_id: string;
  subject_type: CommentSubjectType;
  subject_id: string;
  author_id: string | null;
  body: string;
  visibility: CommentVisibility;
  created_at: string;
  edited_at: string | null;
  deleted_at: string | null;
};

export type CommentMentionsTable = { comment_id: string; user_id: string };

export type CommentEvidenceTable = { comment_id: string; evidence_id: string };

/** A member's choice to follow a subject's comments or not (1 or 0); without a row, ownership and commenting decide. */
export type CommentWatchersTable = {
  organization_id: string;
  subject_type: CommentSubjectType;
  subject_id: string;
  user_id: string;
  watching: number;
  updated_at: string;
};

/** The current round of a piece of work under review; fingerprint is a SHA-256 of the text submitted. */
export type ReviewsTable = {
  organization_id: string;
  subject_type: ReviewSubjectType;
  subject_id: string;
  state: ReviewState;
  round: number;
  fingerprint: string;
  submitted_by: string | null;
  submitted_by_label: string;
  submitted_at: string;
  reviewed_by: string | null;
  reviewed_by_label: string | null;
  reviewed_at: string | null;
  note: string | null;
  self_reviewed: number;
};

/** One approval given in a round that needs several before it is decided. */
export type ReviewApprovalsTable = {
  organization_id: string;
  subject_type: ReviewSubjectType;
  subject_id: string;
  round: number;
  user_id: string;
  user_label: string;
  approved_at: string;
};

/** A member's work digest for an ISO week ('2026-W23'), claimed before it is sent. */
export type WorkDigestsTable = { organization_id: string; user_id: string; week: string; sent_at: string };

/** The facts an organisation's policies quote, as a JSON object of profile fields. */
export type PolicyProfilesTable = { organization_id: string; fields: string; updated_at: string };

export type PoliciesTable = {
  id: string;
  organization_id: string;
  template_id: string;
  title: string;
  owner_id: string | null;
  review_months: number;
  created_at: string;
  /** Who must accept its versions: null for every member, else a JSON array of roles. */
  assigned_roles: string | null;
  /** And of which departments: null for every department, else a JSON array of departments. */
  assigned_departments: string | null;
  /** The file an imported policy came from; null for the library's. */
  imported_from: string | null;
  /** Who approves its drafts: null for any member who may approve policies, else a JSON array of member ids. */
  approver_ids: string | null;
  /** How many of those approvers must approve a round. */
  approval_quorum: ColumnType<number, number | undefined, number>;
};

/** A policy reminder sent: `occurrence` names it, unique within the organisation. */
export type PolicyRemindersTable = {
  organization_id: string;
  occurrence: string;
  kind: string;
  policy_id: string;
  version_id: string;
  user_id: string;
  sent_at: string;
};

/** A risk of the register; control_refs and task_ids are JSON arrays, scores likelihood x impact. */
export type RisksTable = {
  id: string;
  organization_id: string;
  title: string;
  description: string;
  category: string;
  owner_id: string | null;
  control_refs: string;
  task_ids: string;
  inherent_likelihood: number;
  inherent_impact: number;
  inherent_score: number;
  residual_likelihood: number;
  residual_impact: number;
  residual_score: number;
  /** mitigate, accept, transfer or avoid; null while untreated. */
  treatment: string | null;
  approver_id: string | null;
  acceptance_expires_on: string | null;
  transferred_to: string | null;
  avoided_by: string | null;
  review_on: string;
  status: string;
  source_check: string | null;
  created_at: string;
  updated_at: string;
};

/** A risk assessment held: participants, changes and the register as it stood are JSON. */
export type RiskAssessmentsTable = {
  id: string;
  organization_id: string;
  held_on: string;
  participants: string;
  notes: string;
  recorded_by_label: string;
  changes: string;
  register: string;
  created_at: string;
};

/** A policy's draft (state 'draft', at most one) or a published version (frozen: rendered text and its SHA-256). */
export type PolicyVersionsTable = {
  id: string;
  organization_id: string;
  policy_id: string;
  state: 'draft' | 'published';
  body: string;
  review_state: ReviewState | null;
  review_fingerprint: string | null;
  reviewed_by_label: string | null;
  reviewed_at: string | null;
  major: number | null;
  minor: number | null;
  changelog: string | null;
  rendered: string | null;
  sha256: string | null;
  published_by_label: string | null;
  published_at: string | null;
  updated_at: string;
};

export type PolicyAcceptancesTable = {
  organization_id: string;
  version_id: string;
  user_id: string;
  user_label: string;
  sha256: string;
  accepted_at: string;
  ip: string;
  user_agent: string;
};

/** A vendor of the register; its tier follows from the three answers stored beside it. Flags are 0 or 1. */
export type VendorsTable = {
  id: string;
  organization_id: string;
  name: string;
  /** The name lower-cased: what the list searches and sorts on. */
  name_key: string;
  website: string;
  service: string;
  owner_id: string;
  data_shared: string;
  production_access: number;
  business_impact: string;
  tier: number;
  /** JSON array of the data categories shared. */
  data_categories: string;
  /** JSON array of ISO 3166-1 alpha-2 codes where the vendor processes data. */
  countries: string;
  contract_start: string | null;
  contract_end: string | null;
  subprocessor: number;
  status: string;
  created_at: string;
  updated_at: string;
};

/** An evidence item of the locker linked to a vendor as one of its documents, with the day it expires. */
export type VendorDocumentsTable = {
  id: string;
  organization_id: string;
  vendor_id: string;
  kind: string;
  evidence_id: string;
  evidence_name: string;
  expires_on: string;
  linked_by_label: string;
  linked_at: string;
};

/** A dated review of a vendor: the answers to the question set (JSON), the findings written and the decision. */
export type VendorReviewsTable = {
  id: string;
  organization_id: string;
  vendor_id: string;
  reviewed_on: string;
  answers: string;
  findings: string | null;
  decision: string;
  reviewer_id: string | null;
  reviewer_label: string;
  created_at: string;
};

/** An inventoried asset; `source` is 'manual' or the integration type that discovered it. */
export type AssetsTable = {
  id: string;
  organization_id: string;
  name: string;
  kind: string;
  source: string;
  external_id: string | null;
  owner_id: string | null;
  classification: string | null;
  environment: string | null;
  /** A JSON array of data categories. */
  data_categories: string;
  status: string;
  /** A JSON object of what the provider reported. */
  detail: string;
  last_seen_at: string | null;
  created_at: string;
  updated_at: string;
};

export type Database = {
  organizations: OrganizationsTable;
  users: UsersTable;
  sessions: SessionsTable;
  audit_logs: AuditLogsTable;
  audit_log_counts: AuditLogCountsTable;
  audit_checkpoints: AuditCheckpointsTable;
  wishlist_requests: WishlistRequestsTable;
  security_signals: SecuritySignalsTable;
  assessments: AssessmentsTable;
  control_results: ControlResultsTable;
  score_history: ScoreHistoryTable;
  control_history: ControlHistoryTable;
  tasks: TasksTable;
  control_settings: ControlSettingsTable;
  attestations: AttestationsTable;
  notifications: NotificationsTable;
  rate_limit_counters: RateLimitCountersTable;
  password_tokens: PasswordTokensTable;
  email_changes: EmailChangesTable;
  two_factor_credentials: TwoFactorCredentialsTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
  organization_settings: OrganizationSettingsTable;
  notification_preferences: NotificationPreferencesTable;
  slack_webhooks: SlackWebhooksTable;
  reports: ReportsTable;
  report_files: ReportFilesTable;
  share_links: ShareLinksTable;
  integrations: IntegrationsTable;
  integration_syncs: IntegrationSyncsTable;
  integration_observations: IntegrationObservationsTable;
  evidence_items: EvidenceItemsTable;
  evidence_controls: EvidenceControlsTable;
  evidence_versions: EvidenceVersionsTable;
  evidence_access: EvidenceAccessTable;
  report_schedules: ReportSchedulesTable;
  assistant_conversations: AssistantConversationsTable;
  assistant_messages: AssistantMessagesTable;
  comments: CommentsTable;
  comment_mentions: CommentMentionsTable;
  comment_evidence: CommentEvidenceTable;
  comment_watchers: CommentWatchersTable;
  reviews: ReviewsTable;
  review_approvals: ReviewApprovalsTable;
  work_digests: WorkDigestsTable;
  policy_profiles: PolicyProfilesTable;
  policies: PoliciesTable;
  policy_versions: PolicyVersionsTable;
  policy_acceptances: PolicyAcceptancesTable;
  policy_reminders: PolicyRemindersTable;
  vendors: VendorsTable;
  vendor_documents: VendorDocumentsTable;
  vendor_reviews: VendorReviewsTable;
  risks: RisksTable;
  risk_assessments: RiskAssessmentsTable;
  assets: AssetsTable;
};

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type AuditLogRow = Selectable<AuditLogsTable>;
export type NewAuditLog = Insertable<AuditLogsTable>;
export type WishlistRequestRow = Selectable<WishlistRequestsTable>;
export type NewWishlistRequest = Insertable<WishlistRequestsTable>;
export type SecuritySignalRow = Selectable<SecuritySignalsTable>;
export type AssessmentRow = Selectable<AssessmentsTable>;
export type NewTask = Insertable<TasksTable>;
export type ReportRow = Selectable<ReportsTable>;
export type ReportScheduleRow = Selectable<ReportSchedulesTable>;
