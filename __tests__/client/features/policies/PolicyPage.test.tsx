import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { type PolicyDetail, policyDetailResponse } from '@/contracts/policies';
import { policyReviewText, policyStatusLabels, policyText as text } from '@/features/policies/constants';
import PolicyPage from '@/features/policies/PolicyPage';
import { signedInState } from '@/testing/authState';
import { captureDownloads } from '@/testing/downloads';
import { draftPolicyDetailFixture, publishedPolicyDetailFixture } from '@/testing/fixtures/policies';
import { reviewFixture } from '@/testing/fixtures/reviews';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

type Sent = { method: string; path: string; body: unknown };

/** Answers the policy with each reply in turn (the last one from then on), and records every write. */
const serve = (...replies: PolicyDetail[]) => {
  const sent: Sent[] = [];
  let reads = 0;
  const record = async (request: Request) => {
    const text = await request.text();
    sent.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
  };
  const next = () => replies[Math.min(reads++, replies.length - 1)];
  server.use(
    http.get('*/api/policies/:policyId', () => HttpResponse.json({ success: true, data: next() })),
    http.put('*/api/policies/profile', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, data: { fields: {}, facts: {} } });
    }),
    http.post('*/api/policies/:policyId/publication', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, data: replies[replies.length - 1] });
    }),
    http.post('*/api/policies/versions/:versionId/acceptance', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, data: replies[replies.length - 1] });
    }),
    http.get('*/api/reviews/policyDraft/:policyId', ({ params }) =>
      HttpResponse.json({
        success: true,
        data: reviewFixture(String(params.policyId), { subjectType: 'policyDraft', canSubmit: true }),
      }),
    ),
  );
  return sent;
};

const renderPage = (policyId: string, user = demoUser) =>
  renderWithProviders([{ path: `${paths.policies}/:policyId`, element: <PolicyPage /> }], {
    preloadedState: signedInState(user),
    route: `${paths.policies}/${policyId}`,
  });

const approvedDraft: PolicyDetail = {
  ...draftPolicyDetailFixture,
  status: 'approved',
  draft: { ...draftPolicyDetailFixture.draft!, blockers: [], reviewState: 'approved' },
};

describe('Policy page', () => {
  it('serves fixtures the contract accepts', () => {
    for (const fixture of [draftPolicyDetailFixture, publishedPolicyDetailFixture, approvedDraft]) {
      expect(policyDetailResponse.safeParse({ success: true, data: fixture }).success).toBe(true);
    }
  });

  it('lists the blockers, and a field filled in is saved to the profile and the draft read again', async () => {
    const [first] = draftPolicyDetailFixture.draft!.blockers;
    const cleared: PolicyDetail = {
      ...draftPolicyDetailFixture,
      draft: { ...draftPolicyDetailFixture.draft!, blockers: draftPolicyDetailFixture.draft!.blockers.slice(1) },
    };
    const sent = serve(draftPolicyDetailFixture, cleared);
    const { user } = renderPage('pol_incident');

    expect(await screen.findByRole('heading', { level: 1, name: 'Incident Response Policy' })).toBeInTheDocument();
    const status = screen.getByRole('group', { name: text.status });
    expect(status).toHaveTextContent(policyStatusLabels.draft);
    expect(status).toHaveTextContent(text.unpublished);
    const blockers = screen.getByRole('region', { name: text.blockersHeading });
    expect(within(blockers).getByLabelText('Security officer (name and title)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: text.draftHeading })).toHaveTextContent(
      'Report incidents to [missing: incident contact].',
    );

    await user.type(within(blockers).getByLabelText(first.label), 'security@acme.test');
    await user.click(within(blockers).getByRole('button', { name: text.saveFieldLabel(first.label) }));

    expect(await screen.findByText(text.fieldSaved)).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'PUT', path: '/api/policies/profile', body: { fields: { incidentContact: 'security@acme.test' } } },
    ]);
    await screen.findByText(text.fieldSaved);
    expect(await screen.findByRole('region', { name: text.blockersHeading })).not.toHaveTextContent(first.label);
  });

  it('keeps Publish off until the draft is approved and unblocked', async () => {
    serve(draftPolicyDetailFixture);
    renderPage('pol_incident');
    expect(await screen.findByRole('button', { name: text.publish })).toBeDisabled();
    expect(await screen.findByRole('button', { name: policyReviewText.submit })).toBeEnabled();
  });

  it('publishes an approved draft with its changelog and whether the change is material', async () => {
    const sent = serve(approvedDraft, publishedPolicyDetailFixture);
    const { user } = renderPage('pol_incident');

    await user.click(await screen.findByRole('button', { name: text.publish }));
    const dialog = await screen.findByRole('dialog', { name: text.publishTitle });
    await user.type(within(dialog).getByLabelText(new RegExp(text.changelog)), 'First version');
    await user.click(within(dialog).getByLabelText(text.material));
    await user.click(within(dialog).getByRole('button', { name: text.publish }));

    expect(await screen.findByText(text.publishedToast)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/policies/pol_incident/publication',
        body: { changelog: 'First version', material: true },
      },
    ]);
  });

  it('shows the version in force, and the member accepts it', async () => {
    const sent = serve(publishedPolicyDetailFixture, { ...publishedPolicyDetailFixture, acceptedByMe: true });
    const { user } = renderPage('pol_access');

    const inForce = await screen.findByRole('region', { name: text.inForceHeading('1.0') });
    expect(within(inForce).getByRole('heading', { name: 'Access Control Policy' })).toBeInTheDocument();
    expect(within(inForce).getByText('least privilege').tagName).toBe('STRONG');
    expect(inForce).toHaveTextContent(text.sha256('a3f1c9d2e8b7'));
    expect(inForce).toHaveTextContent('4 of 5 accepted');
    const history = screen.getByRole('region', { name: text.historyHeading });
    expect(history).toHaveTextContent('First version');
    expect(history).toHaveTextContent('Priya Shah');
    expect(history).toHaveTextContent('Jordan Lee');

    const accept = within(inForce).getByRole('button', { name: text.accept });
    expect(accept).toBeDisabled();
    await user.click(within(inForce).getByLabelText(text.acceptCheckbox));
    await user.click(accept);

    expect(await screen.findByText(text.acceptedByMe)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/policies/versions/ver_access_1/acceptance', body: null }]);
  });

  it.each([
    ['PDF', 'pdf', 'application/pdf', 'access-control-v1.0.pdf', () => text.downloadPdf],
    ['Markdown', 'markdown', 'text/markdown', 'access-control-v1.0.md', () => text.downloadMarkdown],
  ])('downloads the version as %s with the session token', async (_kind, file, type, fileName, label) => {
    serve(publishedPolicyDetailFixture);
    let authorization: string | null = null;
    server.use(
      http.get(`*/api/policies/versions/:versionId/${file}`, ({ request }) => {
        authorization = request.headers.get('Authorization');
        return new HttpResponse('# Access Control Policy', {
          headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${fileName}"` },
        });
      }),
    );
    const downloads = captureDownloads();
    const { user } = renderPage('pol_access');

    await user.click(await screen.findByRole('button', { name: label() }));

    expect(await screen.findByText(text.downloaded(fileName))).toBeInTheDocument();
    expect(authorization).toBe('Bearer demo-token');
    expect(downloads.saved.map((saved) => saved.fileName)).toEqual([fileName]);
    downloads.restore();
  });

  it('offers a Viewer no Edit, Publish, Save or acceptances CSV', async () => {
    serve(draftPolicyDetailFixture);
    server.use(
      http.get('*/api/reviews/policyDraft/:policyId', ({ params }) =>
        HttpResponse.json({ success: true, data: reviewFixture(String(params.policyId), { canSubmit: false }) }),
      ),
    );
    renderPage('pol_incident', { ...demoUser, role: 'Viewer' });

    const blockers = await screen.findByRole('region', { name: text.blockersHeading });
    expect(within(blockers).getByLabelText('Security officer (name and title)')).toBeDisabled();
    expect(within(blockers).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: policyReviewText.heading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.editText })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.publish })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: policyReviewText.submit })).not.toBeInTheDocument();
  });

  it('hides the acceptances CSV from a Viewer of a published policy', async () => {
    serve(publishedPolicyDetailFixture);
    renderPage('pol_access', { ...demoUser, role: 'Viewer' });
    expect(await screen.findByRole('button', { name: text.downloadMarkdown })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.downloadAcceptances })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.accept })).toBeInTheDocument();
  });
});
