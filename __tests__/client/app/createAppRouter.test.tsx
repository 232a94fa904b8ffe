import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter, loadMatchedRoutes } from '@/app/router';
import { makeStore } from '@/app/store';
import { AppTheme } from '@/app/theme/AppTheme';
import { HERO } from '@/features/landing/constants';

const renderLandingPage = async ({ prerendered }: { prerendered: boolean }) => {
  await loadMatchedRoutes(window.location);
  const router = createAppRouter({ prerendered });
  await act(async () => {
    render(
      <Provider store={makeStore()}>
        <AppTheme>
          <RouterProvider router={router} />
        </AppTheme>
      </Provider>,
    );
  });
  await screen.findByRole('heading', { level: 1, name: new RegExp(HERO.titleHighlight) });
  router.dispose();
};

describe('the browser router', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('leaves a prerendered page where the reader scrolled while its scripts loaded', async () => {
    await renderLandingPage({ prerendered: true });

    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a page it draws itself at the top', async () => {
    await renderLandingPage({ prerendered: false });

    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
