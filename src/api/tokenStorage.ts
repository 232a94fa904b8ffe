/**
 * SPEC §7: the session token lives in local storage under a product-specific key. It is kept out of the Redux
 * store on purpose, so no action, state snapshot or DevTools export ever carries it; the API client reads it here.
 */
export const TOKEN_STORAGE_KEY = 'securo.token';

// Storage can throw (private mode, quota, disabled cookies); the session then lives in memory until the tab closes.
let unsaved: { token: string | null } | null = null;

export const readStoredToken = (): string | null => {
  if (unsaved) return unsaved.token;
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
    unsaved = null;
  } catch (error) {
    unsaved = { token };
    console.error('Could not persist the session token', error);
  }
};
