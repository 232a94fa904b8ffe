import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import { useAuth } from '@/features/auth/useAuth';
import { signedInState } from '@/testing/authState';
import { demoUser } from '@/testing/handlers';

describe('useAuth', () => {
  it('raises a developer error outside the store Provider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within the store Provider');
    jest.restoreAllMocks();
  });

  it('reads the session inside the Provider', () => {
    const store = makeStore(signedInState());
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

    const { result } = renderHook(() => useAuth(), { wrapper });

    expect(result.current).toMatchObject({ user: demoUser, isSignedIn: true, isCheckingSession: false });
  });
});
