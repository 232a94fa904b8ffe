import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { policyPath } from '@/app/paths';
import { PoliciesToAcceptCard } from '@/features/dashboard/components/PoliciesToAcceptCard';
import { policiesToAcceptText as text } from '@/features/dashboard/constants';
import { signedInState } from '@/testing/authState';
import { policiesToAcceptFixture } from '@/testing/fixtures/policies';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const renderCard = () => renderWithProviders(<PoliciesToAcceptCard />, { preloadedState: signedInState() });

describe('the dashboard card of policies to accept', () => {
  it('lists each policy the member must still accept, linking to its page', async () => {
    renderCard();
    const card = within(await screen.findByRole('region', { name: text.title }));
    const [policy] = policiesToAcceptFixture;
    const link = card.getByRole('link', { name: new RegExp(policy.title) });
    expect(link).toHaveAttribute('href', policyPath(policy.policyId));
    expect(link).toHaveTextContent(text.version(policy.version));
    expect(card.getByRole('link', { name: text.openAll })).toHaveAttribute('href', '/policies');
  });

  it('is hidden when there is nothing to accept', async () => {
    let asked = false;
    server.use(
      http.get('*/api/policies/to-accept', () => {
        asked = true;
        return HttpResponse.json({ success: true, data: { policies: [] } });
      }),
    );
    renderCard();
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('region', { name: text.title })).not.toBeInTheDocument();
  });
});
