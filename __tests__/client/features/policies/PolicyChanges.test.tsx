import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { type PolicyDetail, policyDetailResponse, type SectionRewrite, type TextHunk } from '@/contracts/policies';
import { changesText as text, comparisonText, policyText } from '@/features/policies/constants';
import PolicyPage from '@/features/policies/PolicyPage';
import { signedInState } from '@/testing/authState';
import { publishedPolicyDetailFixture } from '@/testing/fixtures/policies';
import { reviewFixture } from '@/testing/fixtures/reviews';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const draftBody = '# Access Control Policy\n\n## Scope\n\nEvery account.\n\n## Reviews\n\nEvery 180 days.';
const rewrittenBody = '# Access Control Policy\n\n## Scope\n\nEvery account.\n\n## Reviews\n\nEvery quarter, recorded.';

/** Version 1.1 in force over 1.0, with a draft open, on a server with a language model. */
const revised: PolicyDetail = {
  ...publishedPolicyDetailFixture,
  status: 'draft',
  version: '1.1',
  draft: {
    body: draftBody,
    rendered: draftBody,
    blockers: [],
    reviewState: null,
    updatedAt: '2026-08-02T10:00:00.000Z',
  },
  versions: [
    { ...publishedPolicyDetailFixture.versions[0], id: 'ver_access_2', version: '1.1', changelog: 'Reviews' },
    ...publishedPolicyDetailFixture.versions,
  ],
  current: { ...publishedPolicyDetailFixture.current!, id: 'ver_access_2', version: '1.1' },
  rewriteAvailable: true,
};

const hunks: TextHunk[] = [
  { kind: 'unchanged', text: '## Reviews\n' },
  { kind: 'removed', text: 'Every 180 days.' },
  { kind: 'added', text: 'Every quarter, recorded.' },
];
const proposal: SectionRewrite = { section: 'Reviews', body: rewrittenBody, hunks };

type Sent = { method: string; path: string; query: string; body: unknown };

const serve = (
  policy: PolicyDetail,
  rewrite: () => Response = () => HttpResponse.json({ success: true, data: proposal }),
) => {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const body = request.method === 'GET' ? '' : await request.text();
    const url = new URL(request.url);
    sent.push({ method: request.method, path: url.pathname, query: url.search, body: body ? JSON.parse(body) : null });
  };
  let saved = policy;
  server.use(
    http.get('*/api/policies/:policyId', () => HttpResponse.json({ success: true, data: saved })),
    http.get('*/api/policies/:policyId/diff', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ success: true, data: { hunks } });
    }),
    http.post('*/api/policies/:policyId/draft/rewrites', async ({ request }) => {
      await record(request);
      return rewrite();
    }),
    http.put('*/api/policies/:policyId/draft', async ({ request }) => {
      await record(request);
      saved = { ...policy, draft: { ...policy.draft!, body: rewrittenBody, rendered: rewrittenBody } };
      return HttpResponse.json({ success: true, data: saved });
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

const renderPage = () =>
  renderWithProviders([{ path: `${paths.policies}/:policyId`, element: <PolicyPage /> }], {
    preloadedState: signedInState(demoUser),
    route: `${paths.policies}/pol_access`,
  });

describe('Policy changes', () => {
  it('serves a fixture the contract accepts', () => {
    expect(policyDetailResponse.safeParse({ success: true, data: revised }).success).toBe(true);
  });

  it('compares a version with the one before it, and the draft with the version in force', async () => {
    const sent = serve(revised);
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: comparisonText.compareWithPrevious('1.1', '1.0') }));
    const versionDiff = await screen.findByRole('group', {
      name: text.diffLabel(comparisonText.versionChanges('1.1', '1.0')),
    });
    expect(versionDiff.querySelector('ins')).toHaveTextContent(`${text.added} Every quarter, recorded.`);

    await user.click(await screen.findByRole('button', { name: comparisonText.compareDraft }));
    expect(
      await screen.findByRole('group', { name: text.diffLabel(comparisonText.draftChanges('1.1')) }),
    ).toBeInTheDocument();
    expect(sent.map(({ method, path, query }) => `${method} ${path}${query}`)).toEqual([
      'GET /api/policies/pol_access/diff?from=ver_access_1&to=ver_access_2',
      'GET /api/policies/pol_access/diff?from=ver_access_2&to=draft',
    ]);
  });

  it('proposes a rewrite of a section as changes, and accepting it saves the draft with it', async () => {
    const sent = serve(revised);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: policyText.editText }));
    expect(await screen.findByRole('button', { name: text.suggestRewriteOf('Scope') })).toBeEnabled();

    await user.type(screen.getByLabelText(text.instructionLabel), 'Shorter');
    await user.click(screen.getByRole('button', { name: text.suggestRewriteOf('Reviews') }));
    const shown = await screen.findByRole('region', { name: text.proposalHeading('Reviews') });
    expect(await within(shown).findByRole('group', { name: text.diffLabel('Reviews') })).toHaveTextContent(
      `${text.removed} Every 180 days.`,
    );
    await user.click(within(shown).getByRole('button', { name: text.accept }));

    expect(await screen.findByText(text.accepted)).toBeInTheDocument();
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/api/policies/pol_access/draft/rewrites',
        body: { section: 'Reviews', instruction: 'Shorter' },
      },
      { method: 'PUT', path: '/api/policies/pol_access/draft', body: { body: rewrittenBody } },
    ]);
    expect(screen.getByLabelText(policyText.bodyLabel)).toHaveValue(rewrittenBody);
    expect(screen.queryByRole('region', { name: text.proposalHeading('Reviews') })).not.toBeInTheDocument();
  });

  it('drops a rejected proposal unsaved, and shows why a rewrite was refused', async () => {
    let refuse = false;
    const sent = serve(revised, () =>
      refuse
        ? HttpResponse.json({ success: false, message: 'The model answered with raw HTML' }, { status: 422 })
        : HttpResponse.json({ success: true, data: proposal }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: policyText.editText }));
    await user.click(await screen.findByRole('button', { name: text.suggestRewriteOf('Reviews') }));
    const shown = await screen.findByRole('region', { name: text.proposalHeading('Reviews') });
    await user.click(within(shown).getByRole('button', { name: text.reject }));
    expect(screen.queryByRole('region', { name: text.proposalHeading('Reviews') })).not.toBeInTheDocument();

    refuse = true;
    await user.click(screen.getByRole('button', { name: text.suggestRewriteOf('Scope') }));
    expect(await screen.findByText('The model answered with raw HTML')).toBeInTheDocument();
    expect(sent.filter(({ method }) => method === 'PUT')).toEqual([]);
    expect(screen.getByLabelText(policyText.bodyLabel)).toHaveValue(draftBody);
  });

  it('asks for edits to be saved first, and offers no rewrite without a language model', async () => {
    serve(revised);
    const { user, unmount } = renderPage();
    await user.click(await screen.findByRole('button', { name: policyText.editText }));
    await user.type(screen.getByLabelText(policyText.bodyLabel), ' More.');
    expect(await screen.findByText(text.saveFirst)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.suggestRewriteOf('Scope') })).toBeDisabled();
    unmount();

    serve({ ...revised, rewriteAvailable: false });
    const again = renderPage();
    await again.user.click(await screen.findByRole('button', { name: policyText.editText }));
    expect(screen.getByLabelText(policyText.bodyLabel)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.suggestRewriteOf('Scope') })).not.toBeInTheDocument();
  });
});
