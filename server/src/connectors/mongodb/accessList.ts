import type { AtlasRequest } from './client';
import { listAll } from './pages';
import { projectPath } from './project';

/** One entry of the project's IP access list: an address, a CIDR block or an AWS security group. */
type AccessListEntry = { cidrBlock?: string; ipAddress?: string; awsSecurityGroup?: string; comment?: string };

export type AccessListPosture = { entries: number; openEntries: AccessListEntry[] };

// A /0 block, or the unspecified address Atlas also takes for it, lets any address on the internet connect.
const isOpenToAnyAddress = ({ cidrBlock, ipAddress }: AccessListEntry): boolean =>
  cidrBlock?.endsWith('/0') === true || ipAddress === '0.0.0.0' || ipAddress === '::';

export const readAccessList = async (request: AtlasRequest, projectId: string): Promise<AccessListPosture> => {
  const entries = await listAll<AccessListEntry>(
    request,
    { resource: "the project's IP access list", permission: 'the Project Read Only role' },
    `${projectPath(projectId)}/accessList`,
  );
  const openEntries = entries
    .filter(isOpenToAnyAddress)
    .map(({ cidrBlock, ipAddress, comment }) => ({ cidrBlock, ipAddress, comment }));
  return { entries: entries.length, openEntries };
};
