import type { Db } from '../../db/database';
import { frameworks } from '../../frameworks';
import { hasPermission } from '@/contracts/permissions';
import type { RiskOptions } from '@/contracts/risks';
import { listActiveMembers } from '../members';
import { listUpcomingTasks } from '../tasks';

// Enough open tasks to pick from; a mitigation links the few that answer the risk.
const openTasksShown = 200;

const catalogue = Object.values(frameworks).flatMap((framework) =>
  framework.controls.map((control) => ({ framework: framework.id, controlId: control.id, name: control.name })),
);

export const readRiskOptions = async (db: Db, organizationId: string): Promise<RiskOptions> => {
  const [members, tasks] = await Promise.all([
    listActiveMembers(db, organizationId),
    listUpcomingTasks(db, organizationId, openTasksShown),
  ]);
  return {
    members: members.map(({ id, name, role }) => ({ id, name, canApprove: hasPermission(role, 'risks:manage') })),
    tasks: tasks.map(({ id, title }) => ({ id, title })),
    controls: catalogue,
  };
};
