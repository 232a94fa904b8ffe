import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';
import { initialManagedUsers } from '@/features/accessManagement/constants';
import type { ManagedUser } from '@/features/accessManagement/types';

// Users are sample data: SPEC §4 has every handler only toast, so nothing here changes them.
export type AccessManagementState = {
  users: ManagedUser[];
  search: string;
};

export const initialAccessManagementState: AccessManagementState = { users: initialManagedUsers, search: '' };

const selectUsers = (state: AccessManagementState) => state.users;
const selectSearchText = (state: AccessManagementState) => state.search;

const matches = (user: ManagedUser, needle: string) =>
  [user.name, user.email, user.role, user.department].some((field) => field.toLowerCase().includes(needle));

export const accessManagementSlice = createSlice({
  name: 'accessManagement',
  initialState: initialAccessManagementState,
  reducers: {
    userSearchChanged: (state, action: PayloadAction<string>) => {
      state.search = action.payload;
    },
  },
  selectors: {
    selectManagedUsers: selectUsers,
    selectUserSearch: selectSearchText,
    selectVisibleUsers: createSelector([selectUsers, selectSearchText], (users, search) => {
      const needle = search.trim().toLowerCase();
      return needle === '' ? users : users.filter((user) => matches(user, needle));
    }),
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof accessManagementSlice> {}
}

const injected = accessManagementSlice.injectInto(rootReducer);

export const { userSearchChanged } = accessManagementSlice.actions;
export const { selectManagedUsers, selectUserSearch, selectVisibleUsers } = injected.selectors;
