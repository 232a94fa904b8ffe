import type { Db } from '../../db/database';
import { frameworks } from '../../frameworks';
import { checks } from '../../frameworks/checks';
import type { Control } from '../../frameworks/types';
import { AppError } from '../../core/appError';
import { findLatestAssessments, type NamedControlResult } from '../assessments';
import { type StoredSignal, loadEffectiveSignals } from '../signals';
import { applicableChecks } from '../../frameworks/applicableChecks';
import type { FrameworkId } from '@/contracts/enums';
import type { ReportControl, ReportSnapshot } from '@/contracts/reports';
import type { ReportSection, ReportType } from '@/contracts/reportOptions';
import type { ReadableSources } from '../../lib/readableSources';
import { findPeriodActivity } from './periodActivity';
import { findOpenTasks } from './snapshotQueries';

/** The period a report looks back over: a quarter, the shortest SOC 2 Type II observation window. */
const reportPeriodDays = 90;

export type SnapshotRequest = {
  organizationId: string;
  organization: string;
  framework: FrameworkId;
  type: ReportType;
  title: string;
  sections: ReportSection[];
  includeActivityDetail: boolean;
  /** What the author's role may read: a part drawn from anything else is left out. */
  readable: ReadableSources;
  requestedBy: string;
  requestedAt: string;
};

export const notAssessedMessage = (framework: FrameworkId) =>
  `${frameworks[framework].name} has never been assessed: run an assessment first`;

const hipaaKind = (control: Control): ReportControl['hipaa'] => {
  if (!control.hipaa) return null;
  return control.hipaa.kind === 'standard'
    ? { kind: 'standard', standard: null, implementation: null }
    : { kind: 'specification', standard: control.hipaa.standard, implementation: control.hipaa.implementation };
};

const toReportControl = (result: NamedControlResult, control: Control, signals: Map<string, StoredSignal>) => ({
  id: result.controlId,
  name: result.name,
  status: result.status,
  score: result.score,
  issues: result.issues,
  checks: applicableChecks(control, signals).map((checkId) => {
    const signal = signals.get(checkId);
    return {
      id: checkId,
      name: checks[checkId].name,
      source: signal?.source ?? null,
      observedAt: signal?.observedAt ?? null,
    };
  }),
  hipaa: hipaaKind(control),
});

const average = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/**
 * What a report will say, read now from the organisation's latest assessment of the framework, its signals, audit
 * trail and open tasks (these two only when the author's role may read them). A framework never assessed has nothing
 * to report: 409.
 */
export const buildSnapshot = async (db: Db, request: SnapshotRequest): Promise<ReportSnapshot> => {
  const { organizationId, framework } = request;
  const { latest, previous } = await findLatestAssessments(db, organizationId, framework);
  if (!latest?.completedAt || latest.score === null) throw new AppError(409, notAssessedMessage(framework));
  const to = request.requestedAt;
  const from = new Date(Date.parse(to) - reportPeriodDays * 24 * 60 * 60 * 1000).toISOString();
  const { readable } = request;
  const [signals, activity, openTasks] = await Promise.all([
    loadEffectiveSignals(db, organizationId, new Date(to)),
    readable.auditTrail ? findPeriodActivity(db, organizationId, { from, to }, request.includeActivityDetail) : null,
    readable.tasks ? findOpenTasks(db, organizationId) : null,
  ]);
  const signalByKey = new Map(signals.map((signal) => [signal.key, signal]));
  const catalogue = new Map(frameworks[framework].controls.map((control) => [control.id, control]));
  const categories = new Map<string, ReportControl[]>();
  for (const result of latest.results) {
    const control = catalogue.get(result.controlId);
    if (!control) continue;
    const list = categories.get(result.category) ?? [];
    list.push(toReportControl(result, control, signalByKey));
    categories.set(result.category, list);
  }
  const controls = [...categories.values()].flat();
  return {
    organization: request.organization,
    framework,
    frameworkName: frameworks[framework].name,
    type: request.type,
    title: request.title,
    sections: request.sections,
    activityDetail: request.includeActivityDetail && activity !== null,
    requestedBy: request.requestedBy,
    requestedAt: request.requestedAt,
    period: { from, to },
    assessment: {
      completedAt: latest.completedAt,
      score: latest.score,
      previousScore: previous?.score ?? null,
      summary: {
        total: controls.length,
        passed: controls.filter((control) => control.status === 'passed').length,
        warning: controls.filter((control) => control.status === 'warning').length,
        critical: controls.filter((control) => control.status === 'critical').length,
      },
    },
    categories: [...categories].map(([name, list]) => ({
      name,
      score: average(list.map((control) => control.score)),
      controls: list,
    })),
    excluded: latest.excluded.flatMap(({ controlId, justification, approvedBy, approvedAt }) => {
      const control = catalogue.get(controlId);
      return control
        ? [{ id: control.id, name: control.name, category: control.category, justification, approvedBy, approvedAt }]
        : [];
    }),
    activity,
    openTasks,
  };
};
