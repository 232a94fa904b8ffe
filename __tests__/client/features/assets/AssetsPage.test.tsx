import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { assetListResponse, bulkUpdateAssetsResponse } from '@/contracts/assets';
import { roleDoesNotAllow } from '@/contracts/permissions';
import { assetsText as text } from '@/features/assets/constants';
import AssetsPage from '@/features/assets/AssetsPage';
import { signedInState } from '@/testing/authState';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { assetHandlers, assetPageFixture, bucketFixture, laptopFixture } from './assetFixtures';

const renderPage = (user = demoUser) =>
  renderWithProviders([{ path: paths.assets, element: <AssetsPage /> }], {
    preloadedState: signedInState(user),
    route: paths.assets,
  });

describe('Assets', () => {
  it('serves fixtures the contract accepts', () => {
    expect(assetListResponse.safeParse({ success: true, data: assetPageFixture }).success).toBe(true);
  });

  it('lists the assets with kind, source, owner, classification, environment and data', async () => {
    server.use(...assetHandlers());
    renderPage();
    const table = await screen.findByRole('table', { name: text.tableLabel });
    const [, bucket, laptop] = within(table).getAllByRole('row');
    expect(bucket).toHaveTextContent('acme-data-lake');
    expect(bucket).toHaveTextContent('Storage bucket');
    expect(bucket).toHaveTextContent('Amazon Web Services');
    expect(bucket).toHaveTextContent('Production');
    expect(bucket).toHaveTextContent('Personal, Health');
    expect(laptop).toHaveTextContent('Added by hand');
    expect(laptop).toHaveTextContent('Jordan Lee');
    expect(laptop).toHaveTextContent('Confidential');
  });

  it('says how many assets lack an owner or a classification, and shows them on request', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...assetHandlers(queries));
    const { user } = renderPage();
    const callout = await screen.findByText(text.incomplete(1, 2));
    expect(queries.at(-1)?.get('status')).toBe('active');
    await user.click(
      within(callout.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: text.showIncomplete }),
    );
    await waitFor(() => expect(queries.at(-1)?.get('missing')).toBe('either'));
  });

  it('filters on the server by kind and by name', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...assetHandlers(queries));
    const { user } = renderPage();
    await screen.findByRole('table', { name: text.tableLabel });
    await user.click(screen.getByRole('combobox', { name: text.filters.kind }));
    await user.click(await screen.findByRole('option', { name: 'Laptop' }));
    await waitFor(() => expect(queries.at(-1)?.get('kind')).toBe('laptop'));
    await user.type(screen.getByRole('searchbox', { name: text.filters.search }), 'mac');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('mac'));
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('sets the owner and classification of the selected assets at once', async () => {
    const sent: unknown[] = [];
    server.use(
      ...assetHandlers(),
      http.patch('*/api/assets', async ({ request }) => {
        sent.push(await request.json());
        const changed = {
          ...bucketFixture,
          owner: { id: 'usr_priya', name: 'Priya Shah' },
          classification: 'restricted',
        };
        const body = { success: true, data: { assets: [changed], coverage: { active: 2, incomplete: 0 } } };
        expect(bulkUpdateAssetsResponse.safeParse(body).success).toBe(true);
        return HttpResponse.json(body);
      }),
    );
    const { user } = renderPage();
    await screen.findByRole('table', { name: text.tableLabel });
    expect(screen.queryByRole('button', { name: text.setStewardship })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: text.selectRow(bucketFixture.name) }));
    expect(screen.getByText(text.selected(1))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.setStewardship }));

    const dialog = await screen.findByRole('dialog', { name: text.stewardshipTitle(1) });
    const apply = within(dialog).getByRole('button', { name: text.apply });
    expect(apply).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: text.owner }));
    await user.click(await screen.findByRole('option', { name: 'Priya Shah' }));
    await user.click(within(dialog).getByRole('combobox', { name: text.classification }));
    await user.click(await screen.findByRole('option', { name: 'Restricted' }));
    await user.click(apply);

    await waitFor(() =>
      expect(sent).toEqual([
        { ids: [bucketFixture.id], changes: { ownerId: 'usr_priya', classification: 'restricted' } },
      ]),
    );
    expect(await screen.findByText(text.applied(1))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(text.selected(1))).not.toBeInTheDocument());
  });

  it('lets a member without the manage permission read, but neither select nor add', async () => {
    server.use(...assetHandlers());
    renderPage({ ...demoUser, role: 'Auditor' });
    await screen.findByRole('table', { name: text.tableLabel });
    expect(screen.queryByRole('checkbox', { name: text.selectRow(laptopFixture.name) })).not.toBeInTheDocument();
    const add = screen.getByRole('button', { name: text.addAsset });
    expect(add).toBeDisabled();
    expect(add.parentElement).toHaveAccessibleDescription(roleDoesNotAllow('assets:manage'));
  });
});
