import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { complianceText, summaryText } from '@/features/compliance/constants';
import ComplianceHeatMapPage from '@/features/compliance/ComplianceHeatMapPage';
import { signedInState } from '@/testing/authState';
import { heatmapFixture } from '@/testing/fixtures/heatmap';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

jest.setTimeout(20_000);

const excluded = [
  {
    id: 'CC6.4',
    name: 'Physical access restrictions',
    category: 'CC6 Logical and Physical Access Controls',
    justification: 'Fully remote company: no offices or server rooms.',
  },
];

const renderHeatMap = () =>
  renderWithProviders([{ path: '/compliance', element: <ComplianceHeatMapPage /> }], {
    preloadedState: signedInState(),
    route: '/compliance?framework=SOC2',
  });

describe('Heat map: controls excluded from the score', () => {
  it('lists each excluded control with its justification, collapsed under their count', async () => {
    server.use(
      http.get('*/api/dashboard/compliance-heatmap', () =>
        HttpResponse.json({ success: true, data: { ...heatmapFixture('SOC2'), excluded } }),
      ),
    );
    const { user } = renderHeatMap();
    const toggle = await screen.findByRole('button', { name: complianceText.excludedHeading(1) });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const list = within(screen.getByRole('list', { name: complianceText.excludedHeading(1) }));
    expect(list.getByRole('listitem')).toHaveTextContent(
      'CC6.4 Physical access restrictions · CC6 Logical and Physical Access Controls',
    );
    expect(list.getByRole('listitem')).toHaveTextContent(excluded[0].justification);
  });

  it('shows no such section when nothing is excluded', async () => {
    renderHeatMap();
    await screen.findByRole('region', { name: summaryText.label });
    expect(screen.queryByRole('button', { name: /Excluded from the score/ })).not.toBeInTheDocument();
  });
});
