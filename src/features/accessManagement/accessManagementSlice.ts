import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { accessManagementApi } from '@/features/accessManagement/accessManagementApi';
import type { ManagedUser } from '@/features/accessManagement/types';

/** What the user searches for; the users themselves are the getManagedUsers cache. */
export type AccessManagementState = { search: string };

const initialState: AccessManagementState = { search: '' };

export const accessManagementSlice = createSlice({
  name: 'accessManagement',
  initialState,
  reducers: {
    userSearchChanged: (state, action: PayloadAction<string>) => {
      state.search = action.payload;
    },
  },
  selectors: {
    selectUserSearch: (state) => state.search,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof accessManagementSlice> {}
}

const injected = accessManagementSlice.injectInto(rootReducer);

export const { userSearchChanged } = accessManagementSlice.actions;
export const { selectUserSearch } = injected.selectors;

const noUsers: ManagedUser[] = [];

export const selectManagedUsers = createSelector(
  [accessManagementApi.endpoints.getManagedUsers.select()],
  (result) => result.data ?? noUsers,
);

const matches = (user: ManagedUser, needle: string) =>
  [user.name, user.email, user.role, user.department].some((field) => field.toLowerCase().includes(needle));

export const selectVisibleUsers = createSelector([selectManagedUsers, selectUserSearch], (users, search) => {
  const needle = search.trim().toLowerCase();
  return needle === '' ? users : users.filter((user) => matches(user, needle));
});
