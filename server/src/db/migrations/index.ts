import type { Migration, MigrationProvider } from 'kysely';
import * as initialSchema from './001InitialSchema';
import * as wishlistRequests from './002WishlistRequests';
import * as complianceEngine from './003ComplianceEngine';
import * as auditChain from './004AuditChain';
import * as tasks from './005Tasks';
import * as rateLimits from './006RateLimits';
import * as passwordTokens from './007PasswordTokens';
import * as auditCheckpoints from './008AuditCheckpoints';
import * as auditSearch from './009AuditSearch';
import * as sessionActivity from './010SessionActivity';
import * as twoFactor from './011TwoFactor';
import * as jobs from './012Jobs';
import * as members from './013Members';
import * as settings from './014Settings';
import * as taskOwners from './015TaskOwners';
import * as notifications from './016Notifications';
import * as slackWebhooks from './017SlackWebhooks';
import * as reports from './018Reports';
import * as assistant from './019Assistant';
import * as evidence from './020Evidence';
import * as shareLinks from './021ShareLinks';
import * as integrations from './022Integrations';
import * as issueSources from './023IssueSources';
import * as signalSources from './024SignalSources';
import * as externalIds from './025ExternalIds';
import * as tenantSearchIndexes from './026TenantSearchIndexes';
import * as evidenceShareVersions from './027EvidenceShareVersions';
import * as emailChanges from './028EmailChanges';
import * as selfReview from './029SelfReview';
import * as controlOwnership from './030ControlOwnership';
import * as scoreHistory from './031ScoreHistory';
import * as taskRemediation from './032TaskRemediation';
import * as comments from './033Comments';
import * as reviews from './036Reviews';
import * as workDigests from './037WorkDigests';
import * as policies from './038Policies';
import * as policyReminders from './039PolicyReminders';
import * as policyAssignment from './040PolicyAssignment';
import * as policyImports from './041PolicyImports';
import * as vendors from './042Vendors';
import * as risks from './043Risks';
import * as assets from './044Assets';
import * as policyApprovers from './045PolicyApprovers';
import * as policyDepartments from './046PolicyDepartments';

// Listed in code rather than read from disk so migrations work the same under ts-node, Jest and a bundle.
const migrations: Record<string, Migration> = {
  '001_initial_schema': initialSchema,
  '002_wishlist_requests': wishlistRequests,
  '003_compliance_engine': complianceEngine,
  '004_audit_chain': auditChain,
  '005_tasks': tasks,
  '006_rate_limits': rateLimits,
  '007_password_tokens': passwordTokens,
  '008_audit_checkpoints': auditCheckpoints,
  '009_audit_search': auditSearch,
  '010_session_activity': sessionActivity,
  '011_two_factor': twoFactor,
  '012_jobs': jobs,
  '013_members': members,
  '014_settings': settings,
  '015_task_owners': taskOwners,
  '016_notifications': notifications,
  '017_slack_webhooks': slackWebhooks,
  '018_reports': reports,
  '019_assistant': assistant,
  '020_evidence': evidence,
  '021_share_links': shareLinks,
  '022_integrations': integrations,
  '023_issue_sources': issueSources,
  '024_signal_sources': signalSources,
  '025_external_ids': externalIds,
  '026_tenant_search_indexes': tenantSearchIndexes,
  '027_evidence_share_versions': evidenceShareVersions,
  '028_email_changes': emailChanges,
  '029_self_review': selfReview,
  '030_control_ownership': controlOwnership,
  '031_score_history': scoreHistory,
  '032_task_remediation': taskRemediation,
  '033_comments': comments,
  '036_reviews': reviews,
  '037_work_digests': workDigests,
  '038_policies': policies,
  '039_policy_reminders': policyReminders,
  '040_policy_assignment': policyAssignment,
  '041_policy_imports': policyImports,
  '042_vendors': vendors,
  '043_risks': risks,
  '044_assets': assets,
  '045_policy_approvers': policyApprovers,
  '046_policy_departments': policyDepartments,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
