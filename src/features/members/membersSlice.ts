import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/store';

/** What the user searches for and which page they read; the users themselves are the getMembers cache. */
export type MembersState = { search: string; page: number };

const initialState: MembersState = { search: '', page: 1 };

export const membersSlice = createSlice({
  name: 'members',
  initialState,
  reducers: {
    userSearchChanged: (state, action: PayloadAction<string>) => {
      state.search = action.payload;
      state.page = 1;
    },
    userPageChanged: (state, action: PayloadAction<number>) => {
      state.page = action.payload;
    },
  },
  selectors: {
    selectUserSearch: (state) => state.search,
    selectMemberQuery: (state) => state,
  },
});

declare module '@/app/store' {
  // Module augmentation only merges into an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof membersSlice> {}
}

const injected = membersSlice.injectInto(rootReducer);

export const { userSearchChanged, userPageChanged } = membersSlice.actions;
export const { selectUserSearch, selectMemberQuery } = injected.selectors;
