import { makeStore } from '@/app/store';
import { accessManagementApi } from '@/features/accessManagement/accessManagementApi';
import {
  selectManagedUsers,
  selectUserSearch,
  selectVisibleUsers,
  userSearchChanged,
} from '@/features/accessManagement/accessManagementSlice';
import { sampleManagedUsers } from '@/features/accessManagement/sampleManagedUsers';

const names = (store: ReturnType<typeof makeStore>) => selectVisibleUsers(store.getState()).map((user) => user.name);

describe('access management slice (SPEC §2)', () => {
  it('has no users before they arrive, then the loaded ones', async () => {
    const store = makeStore();
    expect(selectManagedUsers(store.getState())).toEqual([]);
    await store.dispatch(accessManagementApi.endpoints.getManagedUsers.initiate());
    expect(selectManagedUsers(store.getState())).toEqual(sampleManagedUsers);
  });

  it('replays searches over name, email, role and department', async () => {
    const store = makeStore();
    await store.dispatch(accessManagementApi.endpoints.getManagedUsers.initiate());
    store.dispatch(userSearchChanged('priya'));
    expect(names(store)).toEqual(['Priya Raman']);

    store.dispatch(userSearchChanged('auditpartners.com'));
    expect(names(store)).toEqual(['Sofia Alvarez']);

    store.dispatch(userSearchChanged(' SECURITY analyst '));
    expect(names(store)).toEqual(['Marcus Chen', 'Hannah Weiss']);

    store.dispatch(userSearchChanged('IT'));
    expect(names(store)).toEqual(expect.arrayContaining(["Liam O'Connor", 'Hannah Weiss']));

    store.dispatch(userSearchChanged(''));
    expect(selectUserSearch(store.getState())).toBe('');
    expect(names(store)).toHaveLength(sampleManagedUsers.length);
  });
});
