export {
  activateIfPending,
  findUserByEmail,
  findUserInOrganization,
  insertUser,
  listAllUsers,
  recordLastSignIn,
  updateUser,
  type UserPatch,
  type UserWithCompany,
} from './repository';
