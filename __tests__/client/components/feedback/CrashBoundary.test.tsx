import { screen } from '@testing-library/react';
import { RootLayout } from '@/app/RootLayout';
import { CrashBoundary } from '@/components/feedback/CrashBoundary';
import { crashText, routeErrorText } from '@/components/feedback/messages';
import { RouteError } from '@/components/feedback/RouteError';
import { renderWithProviders } from '@/testing/renderWithProviders';

let broken = true;
const Flaky = () => {
  if (broken) throw new Error('boom');
  return <p>Recovered</p>;
};

beforeEach(() => {
  broken = true;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('crash screen (SPEC §2)', () => {
  it('replaces a crashed tree with the crash screen and its actions', () => {
    renderWithProviders(
      <CrashBoundary>
        <Flaky />
      </CrashBoundary>,
    );

    expect(screen.getByRole('heading', { name: crashText.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: crashText.refresh })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: crashText.retry })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: crashText.home })).toHaveAttribute('href', '/');
    expect(screen.getByText(crashText.supportHint)).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith('Render crash', expect.any(Error), expect.any(String));
  });

  it('Try Again resets the boundary and renders the children again', async () => {
    const { user } = renderWithProviders(
      <CrashBoundary>
        <Flaky />
      </CrashBoundary>,
    );
    expect(screen.getByRole('heading', { name: crashText.title })).toBeInTheDocument();

    broken = false;
    await user.click(screen.getByRole('button', { name: crashText.retry }));

    expect(screen.getByText('Recovered')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: crashText.title })).not.toBeInTheDocument();
  });

  it('catches a page that crashes while rendering inside the route tree', async () => {
    renderWithProviders([
      {
        path: '/',
        element: <RootLayout />,
        errorElement: <RouteError />,
        children: [{ index: true, element: <Flaky /> }],
      },
    ]);

    expect(await screen.findByRole('heading', { name: crashText.title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: routeErrorText.title })).not.toBeInTheDocument();
  });
});
