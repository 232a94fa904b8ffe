import { z } from 'zod';
import { dataResponse } from './envelope';
import { freeText } from './fields';

/**
 * What a team can hold a conversation on. A module joins by one declaration on the server (who may read a subject,
 * what it is called, where it opens); nothing else changes.
 */
export const commentSubjectTypes = ['control', 'evidence', 'task', 'report', 'policy'] as const;
export type CommentSubjectType = (typeof commentSubjectTypes)[number];

/** Internal: the organisation's members. Shared: also the auditors with access. Internal unless the author says so. */
export const commentVisibilities = ['internal', 'shared'] as const;
export type CommentVisibility = (typeof commentVisibilities)[number];

export const commentBodyMax = 5000;
export const commentMentionsMax = 20;
export const commentEvidenceMax = 10;
/** An author may correct a comment this long after posting it; later it stands as written. */
export const commentEditWindowMinutes = 15;
export const commentEditWindowClosedMessage = `A comment can be edited for ${commentEditWindowMinutes} minutes after it is posted`;

const subjectId = z.string().trim().min(1).max(64);
const commentBody = freeText(commentBodyMax).min(1, 'a comment needs some text');
const ids = (max: number) =>
  z
    .array(z.uuid())
    .max(max)
    .default([])
    .transform((values) => [...new Set(values)]);

export const commentSubject = z.object({ subjectType: z.enum(commentSubjectTypes), subjectId });
export type CommentSubject = z.output<typeof commentSubject>;

/** A thread, oldest first; `q` keeps the comments whose text contains it. */
export const commentThreadQuery = commentSubject.extend({ q: z.string().trim().max(200).optional() });
export const commentParams = z.object({ id: z.uuid() });

/** `mentionIds` are the members the text's `@Name`s picked; `evidenceIds` link evidence items as attachments. */
export const createCommentBody = commentSubject
  .extend({
    body: commentBody,
    visibility: z.enum(commentVisibilities).default('internal'),
    mentionIds: ids(commentMentionsMax),
    evidenceIds: ids(commentEvidenceMax),
  })
  .strict();

export const updateCommentBody = z
  .object({ body: commentBody, mentionIds: ids(commentMentionsMax), evidenceIds: ids(commentEvidenceMax) })
  .strict();

export const watchBody = commentSubject.extend({ watching: z.boolean() }).strict();

/** Who may be mentioned on a subject: every active member, and whether they may read it (those who may not are not told). */
export const mentionCandidatesQuery = commentSubject.extend({ q: z.string().trim().max(120).optional() });

const person = z.object({ id: z.string(), name: z.string() });

export const comment = z.object({
  id: z.string(),
  subjectType: z.enum(commentSubjectTypes),
  subjectId: z.string(),
  author: person.nullable(),
  /** '' once deleted. */
  body: z.string(),
  visibility: z.enum(commentVisibilities),
  mentions: z.array(person),
  evidence: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  /** For the reader: the author, within the edit window, on a comment not deleted. */
  canEdit: z.boolean(),
  /** For the reader: the author or an Admin, on a comment not deleted. */
  canDelete: z.boolean(),
});

export const commentThread = z.object({
  subject: commentSubject.extend({ title: z.string(), link: z.string() }),
  comments: z.array(comment),
  watching: z.boolean(),
  /** The reader may post here; Auditors post shared comments only. */
  canComment: z.boolean(),
  visibilities: z.array(z.enum(commentVisibilities)),
});

export const mentionCandidate = person.extend({ canRead: z.boolean() });

export const commentResponse = dataResponse(comment);
export const commentThreadResponse = dataResponse(commentThread);
export const watchResponse = dataResponse(z.object({ watching: z.boolean() }));
export const mentionCandidatesResponse = dataResponse(z.object({ members: z.array(mentionCandidate) }));

export type Comment = z.output<typeof comment>;
export type CommentThread = z.output<typeof commentThread>;
export type CreateCommentBody = z.input<typeof createCommentBody>;
export type UpdateCommentBody = z.input<typeof updateCommentBody>;
export type MentionCandidate = z.output<typeof mentionCandidate>;
