import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { vendorDetailResponse, vendorListResponse } from '@/contracts/vendors';
import { vendorsText as text } from '@/features/vendors/constants';
import VendorsPage from '@/features/vendors/VendorsPage';
import { signedInState } from '@/testing/authState';
import { captureDownloads } from '@/testing/downloads';
import { payrollDetailFixture, vendorPageFixture } from '@/testing/fixtures/vendors';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const listed = () => {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/vendors', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const vendors = vendorPageFixture.vendors.filter(
        (vendor) => !query.get('tier') || query.get('tier') === 'all' || String(vendor.tier) === query.get('tier'),
      );
      return HttpResponse.json({ success: true, data: { ...vendorPageFixture, vendors } });
    }),
  );
  return queries;
};

const renderPage = (user = demoUser) =>
  renderWithProviders(
    [
      { path: paths.vendors, element: <VendorsPage /> },
      { path: `${paths.vendors}/:vendorId`, element: <p>Vendor page</p> },
    ],
    { preloadedState: signedInState(user), route: paths.vendors },
  );

describe('Vendors', () => {
  it('serves fixtures the contract accepts', () => {
    expect(vendorListResponse.safeParse({ success: true, data: vendorPageFixture }).success).toBe(true);
    expect(vendorDetailResponse.safeParse({ success: true, data: payrollDetailFixture }).success).toBe(true);
  });

  it('lists the vendors with tier, owner, data shared, next review and findings', async () => {
    listed();
    renderPage();
    const table = await screen.findByRole('table', { name: text.tableLabel });
    const [header, hosting, payroll] = within(table).getAllByRole('row');
    expect(header).toHaveTextContent(
      [text.columns.name, text.columns.tier, text.columns.owner, text.columns.data, text.columns.nextReview].join(''),
    );
    expect(within(hosting).getByRole('link', { name: 'Amazon Web Services' })).toHaveAttribute(
      'href',
      '/vendors/ven_hosting',
    );
    expect(hosting).toHaveTextContent(text.tier(1));
    expect(hosting).toHaveTextContent('Alex Morgan');
    expect(hosting).toHaveTextContent('Personal data, Customer data');
    expect(hosting).toHaveTextContent('Mar 1, 2027');
    expect(payroll).toHaveTextContent('Priya Shah');
    expect(payroll).toHaveTextContent('Personal data, Health data');
    expect(within(payroll).getAllByRole('cell').at(-1)).toHaveTextContent('1');
  });

  it('asks the server for the filters chosen, active vendors first', async () => {
    const queries = listed();
    const { user } = renderPage();
    await screen.findByRole('table', { name: text.tableLabel });
    expect(queries[0]?.get('status')).toBe('active');
    await user.click(screen.getByRole('combobox', { name: text.filters.tier }));
    await user.click(await screen.findByRole('option', { name: text.tier(3) }));
    expect(await screen.findByText(text.empty)).toBeInTheDocument();
    expect(queries.at(-1)?.get('tier')).toBe('3');
    expect(queries.at(-1)?.get('page')).toBe('1');
    await user.type(screen.getByRole('searchbox', { name: text.filters.search }), 'gus');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('gus'));
    expect(queries.filter((query) => query.get('search') === 'g')).toEqual([]);
  });

  it('downloads the sub-processor list', async () => {
    listed();
    server.use(
      http.get(
        '*/api/vendors/subprocessors.csv',
        () =>
          new HttpResponse('Name,Service,Countries,Data categories,Website\r\n', {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="subprocessors-2026-12-07.csv"',
            },
          }),
      ),
    );
    const downloads = captureDownloads();
    try {
      const { user } = renderPage();
      await user.click(await screen.findByRole('button', { name: text.export }));
      expect(await screen.findByText(text.exported)).toBeInTheDocument();
      expect(downloads.saved.map((file) => file.fileName)).toEqual(['subprocessors-2026-12-07.csv']);
    } finally {
      downloads.restore();
    }
  });

  it('offers "Add vendor" only to those who manage the register', async () => {
    listed();
    renderPage({ ...demoUser, role: 'Security Analyst' });
    await screen.findByRole('table', { name: text.tableLabel });
    expect(screen.queryByRole('button', { name: text.add })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: text.export })).toBeInTheDocument();
  });
});
