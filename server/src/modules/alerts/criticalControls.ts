import type { Db } from '../../db/database';
import { frameworks } from '../../frameworks';
import { controlLabel } from '@/contracts/controls';
import type { FrameworkId } from '@/contracts/enums';
import type { AlertMessage } from './message';
import { findControlResults, findOrganizationName } from './repository';

export type CriticalControlsAlert = {
  organizationId: string;
  framework: FrameworkId;
  assessmentId: string;
  /** Critical in this assessment and not in the framework's previous one. */
  controlIds: string[];
};

/** The alert's words: each newly critical control with its name and what its checks found. */
export const criticalControlsMessage = async (db: Db, alert: CriticalControlsAlert): Promise<AlertMessage | null> => {
  const organization = await findOrganizationName(db, alert.organizationId);
  if (!organization) return null;
  const framework = frameworks[alert.framework];
  const names = new Map(framework.controls.map((control) => [control.id, control.name]));
  const results = new Map(
    (await findControlResults(db, alert.assessmentId)).map((result) => [result.controlId, result]),
  );
  const controls = alert.controlIds.filter((id) => results.get(id)?.status === 'critical');
  if (controls.length === 0) return null;
  const count = controls.length;
  const [first = ''] = controls;
  return {
    subject:
      count === 1
        ? `Critical: ${alert.framework} ${controlLabel(first)} ${names.get(first) ?? ''}`.trim()
        : `Critical: ${count} ${alert.framework} controls turned critical`,
    heading: count === 1 ? 'A control turned critical' : `${count} controls turned critical`,
    intro: `The latest ${framework.name} assessment of ${organization} found ${count === 1 ? 'a control' : `${count} controls`} critical that ${count === 1 ? 'was' : 'were'} not before.`,
    items: controls.map((id) => {
      const issues = results.get(id)?.issues ?? [];
      const found = issues.length > 0 ? `: ${issues.join('; ')}` : '';
      return `${controlLabel(id)} ${names.get(id) ?? ''}`.trim() + found;
    }),
    action: { label: 'Open the heat map', path: `/compliance?framework=${alert.framework}` },
  };
};
