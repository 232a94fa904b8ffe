import { TOKEN_STORAGE_KEY } from '@/features/auth/constants';

// Storage can throw (private mode, quota, disabled cookies); the app then runs with an in-memory session.
export const readStoredToken = (): string | null => {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
};

export const writeStoredToken = (token: string | null): void => {
  try {
    if (token) window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
    else window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch (error) {
    console.error('Could not persist the session token', error);
  }
};
