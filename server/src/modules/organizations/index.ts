export {
  findOrganizationById,
  findOrganizationsNamed,
  insertOrganization,
  listOrganizations,
  type Organization,
} from './repository';
