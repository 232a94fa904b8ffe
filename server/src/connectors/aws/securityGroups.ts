import { type IpPermission, paginateDescribeSecurityGroups } from '@aws-sdk/client-ec2';
import type { Fact } from '../facts';
import type { AwsSession } from './session';

const adminPorts = [
  { port: 22, service: 'SSH' },
  { port: 3389, service: 'RDP' },
];
const anywhere = new Set(['0.0.0.0/0', '::/0']);

// IpProtocol -1 is every protocol on every port; otherwise a TCP rule covers the ports from FromPort to ToPort.
const opensPort = ({ IpProtocol, FromPort, ToPort }: IpPermission, port: number) =>
  IpProtocol === '-1' || (IpProtocol === 'tcp' && (FromPort ?? 0) <= port && port <= (ToPort ?? 65535));

const fromAnywhere = ({ IpRanges = [], Ipv6Ranges = [] }: IpPermission) => [
  ...IpRanges.flatMap(({ CidrIp }) => (CidrIp && anywhere.has(CidrIp) ? [CidrIp] : [])),
  ...Ipv6Ranges.flatMap(({ CidrIpv6 }) => (CidrIpv6 && anywhere.has(CidrIpv6) ? [CidrIpv6] : [])),
];

const exposedServices = (permissions: IpPermission[]) =>
  permissions.flatMap((permission) => {
    const sources = fromAnywhere(permission);
    if (sources.length === 0) return [];
    return adminPorts.filter(({ port }) => opensPort(permission, port)).map(({ service }) => ({ service, sources }));
  });

export const readSecurityGroupFacts = async ({ clients, request }: AwsSession): Promise<Fact[]> => {
  const { scanned, exposed } = await request(
    { action: 'ec2:DescribeSecurityGroups', resource: 'the EC2 security groups' },
    async () => {
      const groups: { groupId?: string; groupName?: string; vpcId?: string; open: string[] }[] = [];
      let count = 0;
      for await (const page of paginateDescribeSecurityGroups({ client: clients.ec2, pageSize: 100 }, {})) {
        for (const group of page.SecurityGroups ?? []) {
          count += 1;
          const services = exposedServices(group.IpPermissions ?? []);
          if (services.length === 0) continue;
          const open = [
            ...new Set(
              services.flatMap(({ service, sources }) => sources.map((source) => `${service} from ${source}`)),
            ),
          ];
          groups.push({ groupId: group.GroupId, groupName: group.GroupName, vpcId: group.VpcId, open });
        }
      }
      return { scanned: count, exposed: groups };
    },
  );
  return [
    {
      check: 'aws.openAdminPorts',
      value: exposed.length,
      data: { securityGroups: scanned, exposedSecurityGroups: exposed },
    },
  ];
};
