import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import type { Db } from '../../db/database';
import { readableSources } from '../../lib/readableSources';
import {
  expiringWithinDays,
  type MyControl,
  type MyExpiringEvidence,
  type MyMention,
  type MyPolicyToAccept,
  type MyTask,
  type MyWork,
  myWorkListLimit,
} from '@/contracts/myWork';
import { hasPermission } from '@/contracts/permissions';
import { listMentions } from '../comments';
import { listOwnedControls } from '../controls';
import { evidenceLink, listOwnExpiringEvidence } from '../evidence';
import { listPoliciesToAccept } from '../policies';
import { listOwnedOpenTasks } from '../tasks';
import { dayAfter } from './calendar';
import { controlLink, policyLink, taskLink } from './links';
import { listMyReviews } from './reviews';

type Member = Pick<MemberActor, 'organizationId' | 'userId' | 'role'>;

const myControls = async (db: Db, member: Member, today: string): Promise<MyControl[]> =>
  (await listOwnedControls(db, member.organizationId, member.userId)).map((control) => ({
    id: control.controlId,
    framework: control.framework,
    title: control.name,
    role: control.role,
    reviewDate: control.reviewDate,
    overdue: control.reviewDate !== null && control.reviewDate < today,
    link: controlLink(control.framework, control.controlId),
  }));

const myTasks = async (db: Db, member: Member, today: string): Promise<MyTask[]> =>
  (await listOwnedOpenTasks(db, member.organizationId, member.userId)).map((task) => ({
    id: task.id,
    title: task.title,
    dueDate: task.dueDate,
    overdue: task.dueDate < today,
    priority: task.priority,
    link: taskLink(task.id),
  }));

const myExpiringEvidence = async (db: Db, member: Member, now: Date): Promise<MyExpiringEvidence[]> => {
  const today = dayAfter(now, 0);
  return (await listOwnExpiringEvidence(db, member, dayAfter(now, expiringWithinDays))).map((item) => ({
    id: item.id,
    name: item.name,
    expiresAt: item.validUntil,
    expired: item.validUntil < today,
    link: evidenceLink(item.id),
  }));
};

const myMentions = async (db: Db, member: Member): Promise<MyMention[]> =>
  (await listMentions(db, member, myWorkListLimit)).map((mention) => ({
    commentId: mention.commentId,
    subjectType: mention.subjectType,
    subjectTitle: mention.subjectTitle,
    excerpt: mention.excerpt,
    author: mention.author,
    createdAt: mention.createdAt,
    link: mention.link,
  }));

const myPoliciesToAccept = async (deps: Pick<AppDeps, 'db' | 'clock'>, member: Member): Promise<MyPolicyToAccept[]> =>
  (await listPoliciesToAccept(deps, member)).map((policy) => ({
    id: policy.policyId,
    versionId: policy.versionId,
    title: policy.title,
    version: policy.version,
    publishedAt: policy.publishedAt,
    link: policyLink(policy.policyId),
  }));

const nothing = async () => [];

/**
 * What the member has to do or look at, each part only if their role may read its screen; every list holds at most
 * myWorkListLimit items and its count says how many there are.
 */
export const readMyWork = async (deps: Pick<AppDeps, 'db' | 'clock'>, member: Member): Promise<MyWork> => {
  const { db } = deps;
  const now = deps.clock();
  const today = dayAfter(now, 0);
  const sources = readableSources(member.role);
  const [controls, tasks, reviews, mentions, evidenceExpiring, policiesToAccept] = await Promise.all([
    sources.compliance ? myControls(db, member, today) : nothing(),
    sources.tasks ? myTasks(db, member, today) : nothing(),
    listMyReviews(deps, member),
    myMentions(db, member),
    sources.evidence ? myExpiringEvidence(db, member, now) : nothing(),
    hasPermission(member.role, 'policies:read') ? myPoliciesToAccept(deps, member) : nothing(),
  ]);
  const sections = { controls, tasks, reviews, mentions, evidenceExpiring, policiesToAccept };
  return {
    controls: controls.slice(0, myWorkListLimit),
    tasks: tasks.slice(0, myWorkListLimit),
    reviews: reviews.slice(0, myWorkListLimit),
    mentions,
    evidenceExpiring: evidenceExpiring.slice(0, myWorkListLimit),
    policiesToAccept: policiesToAccept.slice(0, myWorkListLimit),
    counts: Object.fromEntries(
      Object.entries(sections).map(([name, items]) => [name, items.length]),
    ) as MyWork['counts'],
  };
};
