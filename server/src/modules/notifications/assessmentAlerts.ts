import type { Db } from '../../db/database';
import { frameworks } from '../../frameworks';
import { controlLabel } from '@/contracts/controls';
import type { ControlStatus, FrameworkId, Role } from '@/contracts/enums';
import { type NotificationDraft, notify } from './notify';

export type CompletedAssessment = {
  organizationId: string;
  assessmentId: string;
  framework: FrameworkId;
  startedBy: string | null;
  score: number;
  results: { controlId: string; status: ControlStatus }[];
  /** The framework's previous completed assessment's results; none on the first. */
  previous: { controlId: string; status: ControlStatus }[];
};

/** Who hears that controls turned critical, in the app and by email. */
export const alertedRoles: Role[] = ['Admin', 'Compliance Manager'];

// A bell entry stays short: the heat map it links to shows the rest.
const namedInBody = 3;

const heatMapLink = (framework: FrameworkId) => `/compliance?framework=${framework}`;

/** Controls critical now that were not in the framework's previous assessment (all of them on the first one). */
const newlyCritical = (assessment: CompletedAssessment): string[] => {
  const before = new Map(assessment.previous.map((result) => [result.controlId, result.status]));
  return assessment.results
    .filter((result) => result.status === 'critical' && before.get(result.controlId) !== 'critical')
    .map((result) => result.controlId);
};

const criticalDrafts = async (
  trx: Db,
  assessment: CompletedAssessment,
  controlIds: string[],
): Promise<NotificationDraft[]> => {
  if (controlIds.length === 0) return [];
  const names = new Map(frameworks[assessment.framework].controls.map((control) => [control.id, control.name]));
  const recipients = await trx
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', assessment.organizationId)
    .where('role', 'in', alertedRoles)
    .where('status', '=', 'active')
    .execute();
  const title =
    controlIds.length === 1
      ? `${assessment.framework} ${controlLabel(controlIds[0] ?? '')} turned critical`
      : `${controlIds.length} ${assessment.framework} controls turned critical`;
  const named = controlIds.slice(0, namedInBody).map((id) => `${controlLabel(id)} ${names.get(id) ?? ''}`.trim());
  const rest = controlIds.length - named.length;
  const body = rest > 0 ? `${named.join('; ')}; and ${rest} more` : named.join('; ');
  return recipients.map(({ id }) => ({
    organizationId: assessment.organizationId,
    userId: id,
    kind: 'controlCritical',
    title,
    body,
    link: heatMapLink(assessment.framework),
  }));
};

const finishedDraft = (assessment: CompletedAssessment): NotificationDraft[] => {
  if (!assessment.startedBy) return [];
  const critical = assessment.results.filter((result) => result.status === 'critical').length;
  return [
    {
      organizationId: assessment.organizationId,
      userId: assessment.startedBy,
      kind: 'assessmentFinished',
      title: `${assessment.framework} assessment finished`,
      body: `Score ${assessment.score}%, ${critical} critical ${critical === 1 ? 'control' : 'controls'}.`,
      link: heatMapLink(assessment.framework),
    },
  ];
};

/**
 * Written in the transaction that stores the assessment's results: the member who started it hears it finished;
 * Admins and Compliance Managers hear which controls turned critical since the framework's previous assessment.
 * Answers those controls' ids, for the alerts that go out once the transaction has committed.
 */
export const notifyAssessmentCompleted = async (
  trx: Db,
  assessment: CompletedAssessment,
  now: string,
): Promise<string[]> => {
  const controlIds = newlyCritical(assessment);
  await notify(trx, [...finishedDraft(assessment), ...(await criticalDrafts(trx, assessment, controlIds))], now);
  return controlIds;
};
