import type { Db } from '../../db/database';
import type { CommentSubjectType } from '@/contracts/comments';
import { controlLabel } from '@/contracts/controls';
import type { Role } from '@/contracts/enums';
import type { Permission } from '@/contracts/permissions';
import { findControlSubject } from '../controls';
import { findEvidenceSubject } from '../evidence';
import { findPolicySubject } from '../policies';
import { findReportSubject } from '../reports';
import { findTaskSubject } from '../tasks';

/** Who reads a subject: the member whose role, and for evidence whose clearance, decide. */
export type SubjectReader = { organizationId: string; userId: string; role: Role };

/** What a thread is on, as its readers see it; `label` is how the audit trail names it. */
export type ResolvedSubject = { title: string; link: string; label: string; ownerIds: string[] };

type SubjectDeclaration = {
  /** What a missing subject, or another organisation's, is called in the 404. */
  noun: string;
  permission: Permission;
  /** The subject, or null when it is not there for this reader (absent, another organisation's, above clearance). */
  resolve: (db: Db, reader: SubjectReader, subjectId: string) => Promise<ResolvedSubject | null>;
};

const present = (...ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];
const quoted = (name: string) => `"${name}"`;

/** One declaration per kind of subject: a module joins the comments by adding its entry here. */
export const commentSubjects: Readonly<Record<CommentSubjectType, SubjectDeclaration>> = {
  control: {
    noun: 'Control',
    permission: 'compliance:read',
    resolve: async (db, reader, id) => {
      const control = await findControlSubject(db, reader.organizationId, id);
      if (!control) return null;
      const query = new URLSearchParams({ framework: control.framework, control: id });
      return {
        title: `${control.framework} ${controlLabel(id)} ${control.name}`,
        link: `/compliance?${query.toString()}`,
        label: `control ${controlLabel(id)}`,
        ownerIds: control.ownerIds,
      };
    },
  },
  evidence: {
    noun: 'Evidence item',
    permission: 'evidence:read',
    resolve: async (db, reader, id) => {
      const item = await findEvidenceSubject(db, reader, id);
      if (!item) return null;
      return {
        title: item.name,
        link: `/evidence-locker?item=${encodeURIComponent(id)}`,
        label: `evidence ${quoted(item.name)}`,
        ownerIds: present(item.uploadedBy),
      };
    },
  },
  task: {
    noun: 'Task',
    permission: 'tasks:read',
    resolve: async (db, reader, id) => {
      const task = await findTaskSubject(db, reader.organizationId, id);
      if (!task) return null;
      return {
        title: task.title,
        link: `/tasks?task=${encodeURIComponent(id)}`,
        label: `task ${quoted(task.title)}`,
        ownerIds: present(task.ownerId, task.createdBy),
      };
    },
  },
  report: {
    noun: 'Report',
    permission: 'reports:read',
    resolve: async (db, reader, id) => {
      const report = await findReportSubject(db, reader.organizationId, id);
      if (!report) return null;
      return {
        title: report.name,
        link: `/reports/${encodeURIComponent(id)}`,
        label: `report ${quoted(report.name)}`,
        ownerIds: present(report.requestedBy),
      };
    },
  },
  policy: {
    noun: 'Policy',
    permission: 'policies:read',
    resolve: async (db, reader, id) => {
      const policy = await findPolicySubject(db, reader.organizationId, id);
      if (!policy) return null;
      return {
        title: policy.title,
        link: `/policies/${encodeURIComponent(id)}`,
        label: `policy ${quoted(policy.title)}`,
        ownerIds: present(policy.ownerId),
      };
    },
  },
};
