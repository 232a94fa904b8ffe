import { baseApi } from '@/api/baseApi';
import { sampleManagedUsers } from '@/features/accessManagement/sampleManagedUsers';
import { sampleRoleDefinitions } from '@/features/accessManagement/sampleRoleDefinitions';
import type { ManagedUser, RoleDefinition } from '@/features/accessManagement/types';

/** SPEC §4: adding, editing and removing users only answer with toasts, so there is nothing to write yet. */
export const accessManagementApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getManagedUsers: build.query<ManagedUser[], void>({
      queryFn: () => ({ data: sampleManagedUsers }),
      providesTags: ['ManagedUser'],
    }),
    getRoleDefinitions: build.query<RoleDefinition[], void>({
      queryFn: () => ({ data: sampleRoleDefinitions }),
      providesTags: ['RoleDefinition'],
    }),
  }),
});

export const { useGetManagedUsersQuery, useGetRoleDefinitionsQuery } = accessManagementApi;
