import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { vendorFormText as text, vendorsText } from '@/features/vendors/constants';
import VendorsPage from '@/features/vendors/VendorsPage';
import { signedInState } from '@/testing/authState';
import { priya } from '@/testing/fixtures/tasks';
import { payrollDetailFixture, vendorPageFixture } from '@/testing/fixtures/vendors';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const renderPage = () =>
  renderWithProviders(
    [
      { path: paths.vendors, element: <VendorsPage /> },
      { path: `${paths.vendors}/:vendorId`, element: <p>Vendor page</p> },
    ],
    { preloadedState: signedInState(demoUser), route: paths.vendors },
  );

/** Types into a field at once: keystroke by keystroke, a form this size is slow to drive. */
const fill = async (user: ReturnType<typeof renderPage>['user'], field: HTMLElement, value: string) => {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
};

const openDialog = async (user: ReturnType<typeof renderPage>['user']) => {
  await user.click(await screen.findByRole('button', { name: vendorsText.add }));
  return screen.findByRole('dialog', { name: text.addTitle });
};

// The form is its own chunk, loaded on first opening, which a busy machine compiles slowly.
jest.setTimeout(60_000);

beforeEach(() => {
  server.use(http.get('*/api/vendors', () => HttpResponse.json({ success: true, data: vendorPageFixture })));
});

describe('Adding a vendor', () => {
  it('shows the tier the answers give as they change', async () => {
    const { user } = renderPage();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('status')).toHaveTextContent(text.resultingTier(3));
    const impact = within(dialog).getByRole('radiogroup', { name: text.businessImpact });
    await user.click(within(impact).getByRole('radio', { name: 'Medium' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(text.resultingTier(2));
    const production = within(dialog).getByRole('radiogroup', { name: text.productionAccess });
    await user.click(within(production).getByRole('radio', { name: text.yes }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(text.resultingTier(1));
  });

  it('sends the vendor as answered and opens it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/vendors', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: payrollDetailFixture }, { status: 201 });
      }),
    );
    const { user, router } = renderPage();
    const dialog = await openDialog(user);
    await fill(user, within(dialog).getByLabelText(text.name, { exact: false }), 'Gusto');
    await fill(user, within(dialog).getByLabelText(text.website, { exact: false }), 'https://gusto.com');
    await fill(user, within(dialog).getByLabelText(text.service, { exact: false }), 'Payroll and benefits');
    await user.click(within(dialog).getByLabelText(text.owner));
    await user.click(await screen.findByRole('option', { name: priya.name }));
    await user.click(within(dialog).getByLabelText('Customer or personal data'));
    await user.click(within(dialog).getByLabelText('High'));
    await user.click(within(dialog).getByLabelText('Health data'));
    await fill(user, within(dialog).getByLabelText(text.countries), 'us, ie');
    await user.click(within(dialog).getByRole('button', { name: text.save }));

    expect(await screen.findByText('Vendor page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendors/ven_payroll');
    expect(sent).toEqual([
      {
        name: 'Gusto',
        website: 'https://gusto.com',
        service: 'Payroll and benefits',
        ownerId: priya.id,
        dataShared: 'customerOrPersonal',
        productionAccess: false,
        businessImpact: 'high',
        dataCategories: ['health'],
        countries: ['US', 'IE'],
        contractStart: null,
        contractEnd: null,
        subprocessor: false,
      },
    ]);
  });

  it('shows the field the server refused and keeps the dialog open', async () => {
    server.use(
      http.post('*/api/vendors', () =>
        HttpResponse.json(
          { success: false, message: 'website must be an https:// address, e.g. https://vendor.example' },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderPage();
    const dialog = await openDialog(user);
    await fill(user, within(dialog).getByLabelText(text.name, { exact: false }), 'Plain');
    await fill(user, within(dialog).getByLabelText(text.website, { exact: false }), 'https://plain.example');
    await fill(user, within(dialog).getByLabelText(text.service, { exact: false }), 'Something');
    await user.click(within(dialog).getByRole('button', { name: text.save }));
    expect(await within(dialog).findByText(/^website must be an https:\/\/ address/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: text.addTitle })).toBeInTheDocument();
  });
});
