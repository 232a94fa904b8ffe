import { api, signIn } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

describe('the demo organisation’s policies', () => {
  it('has three policies in force, one draft awaiting approval, one being written, and the rest in the library', async () => {
    const token = await signIn(t.app);
    const { policies, templates } = (await api(t.app, 'GET', '/api/policies', { token })).json().data;
    const byTitle = Object.fromEntries(policies.map((policy: { title: string }) => [policy.title, policy]));
    expect(byTitle['Information Security Policy']).toMatchObject({ status: 'published', version: '2.0' });
    expect(byTitle['Acceptable Use Policy']).toMatchObject({
      status: 'published',
      version: '1.1',
      acceptance: { accepted: 4, required: 4 },
    });
    expect(byTitle['Information Security Policy'].acceptance).toEqual({ accepted: 3, required: 4 });
    expect(byTitle['Incident Response Policy']).toMatchObject({ status: 'published', version: '1.0' });
    expect(byTitle['Data Retention and Disposal Policy']).toMatchObject({
      status: 'inReview',
    });
    expect(policies).toHaveLength(5);
    expect(templates.map((template: { templateId: string }) => template.templateId)).toContain('access-control');
    const pending = (await api(t.app, 'GET', '/api/reviews/pending', { token })).json().data.reviews;
    expect(pending).toEqual(expect.arrayContaining([expect.objectContaining({ subjectType: 'policyDraft' })]));
    const myWork = (await api(t.app, 'GET', '/api/my-work', { token })).json().data;
    expect(myWork.reviews).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'policy', title: 'draft of the Data Retention and Disposal Policy' }),
      ]),
    );
  });

  it('leaves the Access Control Policy one blocker: the days between access reviews', async () => {
    const token = await signIn(t.app);
    const generated = await api(t.app, 'POST', '/api/policies', { token, body: { templateId: 'access-control' } });
    expect(generated.statusCode).toBe(201);
    expect(generated.json().data.draft.blockers).toEqual([
      { field: 'accessReviewDays', label: 'Days between access reviews' },
    ]);
    expect(generated.json().data.draft.rendered).toContain('Acme Cloud, Inc.');
  });
});
