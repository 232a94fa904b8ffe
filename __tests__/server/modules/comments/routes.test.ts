import { commentAuditActions } from '../../../../server/src/modules/comments/auditActions';
import {
  auditorVisibilityMessage,
  unknownEvidenceMessage,
  unknownMentionMessage,
} from '../../../../server/src/modules/comments/commentInput';
import { deletedCommentMessage, notTheAuthorMessage } from '../../../../server/src/modules/comments/commentService';
import { commentNotFound } from '../../../../server/src/modules/comments/requireComment';
import { commentBodyMax, commentEditWindowClosedMessage, commentEditWindowMinutes } from '@/contracts/comments';
import { missingPermissionMessage } from '@/contracts/permissions';
import { policyFields, uploaded } from '../../helpers/evidence';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { commentTeam, onControl, postComment, posted, thread } from './commentTeam';

const t = setupTestApp({ seed: false });

describe('POST and GET /api/comments', () => {
  it('posts a comment that the thread lists, oldest first, with its mentions, and audits it without its text', async () => {
    const { manager, analyst } = await commentTeam(t);
    const first = await postComment(t, manager, {
      body: `@${analyst.name} can you attach the Okta MFA export?`,
      mentionIds: [analyst.id],
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      ...onControl,
      author: { id: manager.id, name: manager.name },
      visibility: 'internal',
      mentions: [{ id: analyst.id, name: analyst.name }],
      evidence: [],
      editedAt: null,
      deletedAt: null,
      canEdit: true,
      canDelete: true,
    });
    t.clock.advance(1000);
    await posted(t, analyst, { body: 'Attached it this morning.' });

    const response = await thread(t, manager);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.subject).toEqual({
      ...onControl,
      title: expect.stringMatching(/^SOC2 CC6\.1 /),
      link: '/compliance?framework=SOC2&control=CC6.1',
    });
    expect(data.comments.map((comment: { body: string }) => comment.body)).toEqual([
      `@${analyst.name} can you attach the Okta MFA export?`,
      'Attached it this morning.',
    ]);
    expect(data.comments[1]).toMatchObject({ canEdit: false, canDelete: false });
    expect(data).toMatchObject({ watching: true, canComment: true, visibilities: ['internal', 'shared'] });

    const audit = (await auditRowsFor(t.db, commentAuditActions.posted)).filter(
      (row) => row.organization_id === manager.organizationId,
    );
    expect(audit.map((row) => row.details)).toEqual([
      `${manager.name} commented on control CC6.1 (internal)`,
      `${analyst.name} commented on control CC6.1 (internal)`,
    ]);
    expect(audit[0]).toMatchObject({ user_id: manager.id, resource: `comment:${first.json().data.id}` });
  });

  it('keeps the comments whose text contains q, whatever its case', async () => {
    const { manager } = await commentTeam(t);
    await posted(t, manager, { body: 'The MFA export is attached' });
    await posted(t, manager, { body: 'Unrelated note' });
    const response = await thread(t, manager, onControl, 'mfa EXPORT');
    expect(response.json().data.comments.map((comment: { body: string }) => comment.body)).toEqual([
      'The MFA export is attached',
    ]);
    expect((await thread(t, manager, onControl, '100%')).json().data.comments).toEqual([]);
  });

  it('links evidence the author can open, and refuses an item they cannot see', async () => {
    const { manager, analyst } = await commentTeam(t);
    const item = await uploaded(
      t.app,
      manager.token,
      policyFields({ name: 'Board minutes', confidentiality: 'restricted' }),
    );
    const linked = await postComment(t, manager, { body: 'Minutes attached', evidenceIds: [item.id] });
    expect(linked.json().data.evidence).toEqual([{ id: item.id, name: 'Board minutes' }]);
    // A Security Analyst is not cleared for restricted items: to them it is neither linkable nor shown.
    expectFailure(
      await postComment(t, analyst, { body: 'Me too', evidenceIds: [item.id] }),
      400,
      unknownEvidenceMessage,
    );
    const seen = (await thread(t, analyst)).json().data.comments[0];
    expect(seen).toMatchObject({ body: 'Minutes attached', evidence: [] });
  });

  it.each([
    ['an empty body', { body: '' }, /^body /],
    ['a body too long', { body: 'x'.repeat(commentBodyMax + 1) }, /^body must be at most/],
    ['a bad subjectType', { body: 'Hi', subjectType: 'vendor' }, /^subjectType must be one of/],
    ['a mention that is not a uuid', { body: 'Hi', mentionIds: ['someone'] }, /^mentionIds\.0 /],
    ['a bad visibility', { body: 'Hi', visibility: 'public' }, /^visibility must be one of/],
  ])('refuses %s with 400 naming the field', async (_case, body, message) => {
    const { manager } = await commentTeam(t);
    expectFailure(await postComment(t, manager, body), 400, message);
  });

  it('refuses a mention of someone outside the organisation with 400 naming mentionIds', async () => {
    const { manager } = await commentTeam(t);
    const stranger = await registerAccount(t.app);
    expectFailure(await postComment(t, manager, { body: 'Hi', mentionIds: [stranger.id] }), 400, unknownMentionMessage);
    expectFailure(
      await postComment(t, manager, { body: 'Hi', mentionIds: [crypto.randomUUID()] }),
      400,
      unknownMentionMessage,
    );
  });

  it('answers 404 for a subject that does not exist or is another organisation’s, with the same message', async () => {
    const { manager } = await commentTeam(t);
    const other = await registerAccount(t.app);
    const task = await api(t.app, 'POST', '/api/tasks', {
      token: other.token,
      body: { title: 'Theirs', dueDate: '2030-01-01', priority: 'low' },
    });
    const theirs = { subjectType: 'task', subjectId: task.json().data.id as string };
    const missing = { subjectType: 'task', subjectId: crypto.randomUUID() };
    expectFailure(await thread(t, manager, theirs), 404, 'Task not found');
    expectFailure(await thread(t, manager, missing), 404, 'Task not found');
    expectFailure(await postComment(t, manager, { ...theirs, body: 'Hi' }), 404, 'Task not found');
    expectFailure(await thread(t, manager, { subjectType: 'control', subjectId: 'CC99.9' }), 404, 'Control not found');
  });
});

describe('roles', () => {
  it('shows an Auditor the shared comments only, lets them post shared ones, and refuses internal ones', async () => {
    const { manager, auditor } = await commentTeam(t);
    await posted(t, manager, { body: 'Internal only' });
    await posted(t, manager, { body: 'For the auditors', visibility: 'shared' });

    const seen = (await thread(t, auditor)).json().data;
    expect(seen.comments.map((comment: { body: string }) => comment.body)).toEqual(['For the auditors']);
    expect(seen).toMatchObject({ visibilities: ['shared'], canComment: true });
    expectFailure(await postComment(t, auditor, { body: 'Question' }), 400, auditorVisibilityMessage);
    expect((await postComment(t, auditor, { body: 'Question', visibility: 'shared' })).statusCode).toBe(201);
  });

  it('lets a Viewer read a control’s thread but not post: 403 naming the permission', async () => {
    const { manager, viewer } = await commentTeam(t);
    await posted(t, manager, { body: 'Hello' });
    expect((await thread(t, viewer)).json().data).toMatchObject({ canComment: false });
    expectFailure(await postComment(t, viewer, { body: 'Hi' }), 403, missingPermissionMessage('comments:post'));
  });

  it('refuses a thread whose subject the role may not read: 403 naming the permission', async () => {
    const { viewer } = await commentTeam(t);
    expectFailure(
      await thread(t, viewer, { subjectType: 'evidence', subjectId: crypto.randomUUID() }),
      403,
      missingPermissionMessage('evidence:read'),
    );
  });
});

describe('PATCH and DELETE /api/comments/:id', () => {
  const edit = (token: string, id: string, body: unknown) =>
    api(t.app, 'PATCH', `/api/comments/${id}`, { token, body });

  it('lets the author edit within the window, then answers 409', async () => {
    const { manager } = await commentTeam(t);
    const id = await posted(t, manager, { body: 'Frist draft' });
    const edited = await edit(manager.token, id, { body: 'First draft' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ body: 'First draft', editedAt: t.clock.now().toISOString() });
    expect(await auditRowsFor(t.db, commentAuditActions.edited)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ details: `${manager.name} edited a comment on control CC6.1 (internal)` }),
      ]),
    );

    t.clock.advance(commentEditWindowMinutes * 60 * 1000);
    expectFailure(await edit(manager.token, id, { body: 'Too late' }), 409, commentEditWindowClosedMessage);
    expect((await thread(t, manager)).json().data.comments[0]).toMatchObject({ body: 'First draft', canEdit: false });
  });

  it('refuses an edit by someone else with 403 and an empty body with 400', async () => {
    const { manager, admin } = await commentTeam(t);
    const id = await posted(t, manager, { body: 'Mine' });
    expectFailure(await edit(admin.token, id, { body: 'Yours' }), 403, notTheAuthorMessage);
    expectFailure(await edit(manager.token, id, { body: '' }), 400, /^body /);
  });

  it('answers 404 for another organisation’s comment id', async () => {
    const { manager } = await commentTeam(t);
    const id = await posted(t, manager, { body: 'Ours' });
    const other = await registerAccount(t.app);
    expectFailure(await edit(other.token, id, { body: 'Theirs' }), 404, commentNotFound);
    expectFailure(await api(t.app, 'DELETE', `/api/comments/${id}`, { token: other.token }), 404, commentNotFound);
  });

  it('deletes a comment to a tombstone (author or Admin), audited; it cannot be edited or deleted again', async () => {
    const { manager, analyst, admin } = await commentTeam(t);
    const own = await posted(t, manager, { body: 'Wrong thread', mentionIds: [analyst.id] });
    const theirs = await posted(t, analyst, { body: 'Off topic' });

    expectFailure(
      await api(t.app, 'DELETE', `/api/comments/${theirs}`, { token: manager.token }),
      403,
      'Only the author or an Admin may delete a comment',
    );
    const deleted = await api(t.app, 'DELETE', `/api/comments/${own}`, { token: manager.token });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toMatchObject({
      body: '',
      mentions: [],
      deletedAt: expect.any(String),
      canEdit: false,
    });
    expect((await api(t.app, 'DELETE', `/api/comments/${theirs}`, { token: admin.token })).statusCode).toBe(200);

    const comments = (await thread(t, manager)).json().data.comments;
    expect(comments.map((comment: { body: string }) => comment.body)).toEqual(['', '']);
    expect(await t.db.selectFrom('comments').select('body').where('id', '=', own).executeTakeFirst()).toEqual({
      body: '',
    });
    expectFailure(await edit(manager.token, own, { body: 'Back' }), 409, deletedCommentMessage);
    expectFailure(
      await api(t.app, 'DELETE', `/api/comments/${own}`, { token: manager.token }),
      409,
      deletedCommentMessage,
    );
    const audit = await auditRowsFor(t.db, commentAuditActions.deleted);
    expect(audit.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        `${manager.name} deleted a comment on control CC6.1 (internal)`,
        `${admin.name} deleted a comment on control CC6.1 (internal)`,
      ]),
    );
  });
});
