import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { useHydrated } from '@/lib/useHydrated';

const SignInForm = () => (
  <form aria-label="Sign in" inert={!useHydrated()}>
    <input aria-label="Email" />
  </form>
);

describe('a prerendered form', () => {
  it('is inert as the build draws it, and takes input once React has hydrated it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SignInForm />);
    document.body.append(container);
    expect(container.querySelector('form')?.hasAttribute('inert')).toBe(true);

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => hydrateRoot(container, <SignInForm />));

    expect(screen.getByRole('form', { name: 'Sign in' })).not.toHaveAttribute('inert');
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('takes input at once where React draws the page itself', () => {
    render(<SignInForm />);
    expect(screen.getByRole('form', { name: 'Sign in' })).not.toHaveAttribute('inert');
  });
});
