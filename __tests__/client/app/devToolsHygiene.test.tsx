import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import { loginText } from '@/features/auth/constants';
import { settingsText } from '@/features/settings/constants';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const password = 'Sup3r-Secret-Pass!';
const newPassword = 'N3w-Secret-Pass!';
const token = 'tok.en.value';
const secrets = [password, newPassword, token];

// A first visit compiles the login and settings screens; the password change then waits out the 1 s save.
jest.setTimeout(20_000);

/** What Redux DevTools would show: every action that went through the store, and the state it ended in. */
const recordActions = (store: ReturnType<typeof makeStore>) => {
  const actions: UnknownAction[] = [];
  store.dispatch(addListener({ predicate: () => true, effect: (action) => void actions.push(action) }));
  return actions;
};

describe('Redux DevTools show no secret', () => {
  it('after signing in and changing the password, no action and no state holds a password or the token', async () => {
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        const body = (await request.json()) as { email?: string; password?: string };
        return body.password === password
          ? HttpResponse.json({ success: true, token, data: demoUser, message: 'Signed in' })
          : HttpResponse.json({ success: false, message: 'Invalid email or password' }, { status: 401 });
      }),
    );
    const store = makeStore();
    const actions = recordActions(store);
    const { user } = renderWithProviders(routes, { store, route: `${paths.settings}?tab=security` });

    await user.type(await screen.findByLabelText(new RegExp(`^${loginText.email}`)), demoUser.email);
    await user.type(screen.getByLabelText(new RegExp(`^${loginText.password}`)), password);
    await user.click(screen.getByRole('button', { name: loginText.submit }));

    const text = settingsText.security;
    const form = await screen.findByRole('form', { name: text.heading });
    await user.type(within(form).getByLabelText(text.currentPassword), password);
    await user.type(within(form).getByLabelText(text.newPassword), newPassword);
    await user.type(within(form).getByLabelText(text.confirmPassword), `${newPassword}x`);
    await user.click(within(form).getByRole('button', { name: text.submit }));
    expect(within(form).getByRole('alert')).toHaveTextContent(text.mismatch);
    await user.clear(within(form).getByLabelText(text.confirmPassword));
    await user.type(within(form).getByLabelText(text.confirmPassword), newPassword);
    await user.click(within(form).getByRole('button', { name: text.submit }));
    expect(await screen.findByText(text.changed)).toBeInTheDocument();

    expect(actions.length).toBeGreaterThan(10);
    const recorded = actions.map((action) => JSON.stringify(action));
    const finalState = JSON.stringify(store.getState());
    for (const secret of secrets) {
      expect(recorded.filter((action) => action.includes(secret))).toEqual([]);
      expect(finalState).not.toContain(secret);
    }
  });
});
