import type { Db } from '../../db/database';
import type { Risk } from '@/contracts/risks';
import { listAssignableMembers } from '../members';
import { findTaskSubject } from '../tasks';
import { controlName } from './controlCatalogue';
import type { RiskRow } from './repository';
import { acceptanceExpired, needsTreatment, storedControls, storedTaskIds, storedTreatment } from './riskFields';

type Person = { id: string; name: string };

const personOf = (people: Map<string, Person>, id: string | null) => (id ? (people.get(id) ?? null) : null);

const treatmentOf = (row: RiskRow, people: Map<string, Person>): Risk['treatment'] => {
  const treatment = storedTreatment(row);
  if (treatment?.type !== 'accept') return treatment;
  return { type: 'accept', approver: personOf(people, treatment.approverId), expiresOn: treatment.expiresOn };
};

const taskTitles = async (db: Db, organizationId: string, rows: RiskRow[]) => {
  const ids = [...new Set(rows.flatMap(storedTaskIds))];
  const found = await Promise.all(ids.map((taskId) => findTaskSubject(db, organizationId, taskId)));
  return new Map(found.flatMap((task) => (task ? [[task.id, task.title] as const] : [])));
};

/**
 * The risks as the API shows them: people and tasks by name (a member who left, or a task since deleted, drops out),
 * controls with their catalogue names, and the two computed flags.
 */
export const toRisks = async (
  db: Db,
  organizationId: string,
  rows: RiskRow[],
  context: { threshold: number; today: string },
): Promise<Risk[]> => {
  if (rows.length === 0) return [];
  const [members, tasks] = await Promise.all([
    listAssignableMembers(db, organizationId),
    taskTitles(db, organizationId, rows),
  ]);
  const people = new Map<string, Person>(members.map((member) => [member.id, { id: member.id, name: member.name }]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as Risk['category'],
    owner: personOf(people, row.owner_id),
    controls: storedControls(row).map((ref) => ({ ...ref, name: controlName(ref) ?? ref.controlId })),
    tasks: storedTaskIds(row).flatMap((taskId) => {
      const title = tasks.get(taskId);
      return title === undefined ? [] : [{ id: taskId, title }];
    }),
    inherent: { likelihood: row.inherent_likelihood, impact: row.inherent_impact, score: row.inherent_score },
    residual: { likelihood: row.residual_likelihood, impact: row.residual_impact, score: row.residual_score },
    treatment: treatmentOf(row, people),
    reviewOn: row.review_on,
    status: row.status as Risk['status'],
    sourceCheck: row.source_check,
    needsTreatment: needsTreatment(row, context.threshold),
    acceptanceExpired: acceptanceExpired(row, context.today),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }));
};
