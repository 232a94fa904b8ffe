import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while a prerendered page is drawn and hydrated, true once React has taken it over (at once on a page React
 * draws itself). A prerendered form stays inert until then: submitted natively, it would send what was typed into the
 * page's address, a password included.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
