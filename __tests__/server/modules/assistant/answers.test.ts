import { composeAnswer, type Composed } from '../../../../server/src/modules/assistant/composer/compose';
import { createKnowledgeIndex } from '../../../../server/src/modules/assistant/knowledge';
import { frameworks } from '../../../../server/src/frameworks';
import { checks, type CheckId } from '../../../../server/src/frameworks/checks';
import { demoOrganizationId } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { questions } from './knowledge/questions';

const t = setupTestApp();
const index = createKnowledgeIndex();

const citedControl = (source: Composed['sources'][number]) => {
  const control = new URLSearchParams(source.path.split('?')[1]).get('control');
  return source.kind === 'control' && source.framework && control ? `${source.framework}:${control}` : null;
};

/** An expected control is cited; an expected check is explained, or read by a cited control. */
const citesExpected = ({ content, sources }: Composed, expected: string[]) => {
  const cited = sources.map(citedControl).filter((key) => key !== null);
  return expected.some((key) => {
    if (!key.startsWith('check:')) return cited.includes(key);
    const checkId = key.slice('check:'.length) as CheckId;
    if (content.includes(`${checks[checkId].name}:`)) return true;
    return cited.some((control) => {
      const [framework, id] = control.split(/:(.*)/s) as [keyof typeof frameworks, string];
      return frameworks[framework].controls.find((item) => item.id === id)?.checks.includes(checkId);
    });
  });
};

describe("SecuroBot's answers on the demo organisation", () => {
  it('cite an expected source for at least 90% of the evaluation questions', async () => {
    const organizationId = await demoOrganizationId(t.db);
    const asker = { organizationId, role: 'Admin' as const };
    const misses: string[] = [];
    for (const { question, expected } of questions) {
      const answer = await composeAnswer({ db: t.db }, index, asker, question);
      if (!citesExpected(answer, expected)) misses.push(question);
    }
    const share = 1 - misses.length / questions.length;
    console.warn(
      `answers citing an expected source: ${share.toFixed(3)} (${questions.length - misses.length}/${questions.length}); misses: ${JSON.stringify(misses)}`,
    );
    expect(share).toBeGreaterThanOrEqual(0.9);
  });

  it('show tasks only to roles that read them', async () => {
    const organizationId = await demoOrganizationId(t.db);
    const [task] = await t.db
      .selectFrom('tasks')
      .select(['control_id', 'title'])
      .where('organization_id', '=', organizationId)
      .where('status', '=', 'open')
      .where('control_id', 'is not', null)
      .execute();
    if (!task?.control_id) throw new Error('the demo has no open task on a control');
    const question = `What is the status of ${task.control_id}?`;
    const asAdmin = await composeAnswer({ db: t.db }, index, { organizationId, role: 'Admin' }, question);
    const asViewer = await composeAnswer({ db: t.db }, index, { organizationId, role: 'Viewer' }, question);
    expect(asAdmin.sources.filter((source) => source.kind === 'task').map((source) => source.title)).toContain(
      task.title,
    );
    expect(asViewer.sources.some((source) => source.kind === 'task')).toBe(false);
    expect(asViewer.content).not.toContain(task.title);
  });

  it('explain a control by the checks that apply to the organisation, not by integrations it never connected', async () => {
    const organizationId = await demoOrganizationId(t.db);
    const answer = await composeAnswer(
      { db: t.db },
      index,
      { organizationId, role: 'Admin' },
      'What is the status of CC6.1?',
    );
    expect(answer.content).toContain(`Checked by: ${checks['mfa.enforced'].name}`);
    // The test demo has no AWS: its root account MFA check does not apply, so it is neither listed nor explained.
    expect(answer.content).not.toContain(checks['aws.rootMfa'].name);
  });
});
