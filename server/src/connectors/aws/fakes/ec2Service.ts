import { type SandboxIngress, sandboxAccountId, sandboxRegion } from './awsAccounts';
import { ec2Answer, leaf, node } from './awsProtocols';
import { pageOf, type ServiceOperation } from './awsServiceCall';

const vpcId = 'vpc-0f1e2d3c4b5a69788';

// EC2 lists members as <item> elements.
const items = (name: string, entries: string[]) => node(name, ...entries.map((entry) => node('item', entry)));

const ipPermission = ({ protocol, fromPort, toPort, cidrs }: SandboxIngress) =>
  [
    leaf('ipProtocol', protocol),
    leaf('fromPort', fromPort),
    leaf('toPort', toPort),
    node('groups'),
    items(
      'ipRanges',
      cidrs.filter((cidr) => !cidr.includes(':')).map((cidr) => leaf('cidrIp', cidr)),
    ),
    items(
      'ipv6Ranges',
      cidrs.filter((cidr) => cidr.includes(':')).map((cidr) => leaf('cidrIpv6', cidr)),
    ),
    node('prefixListIds'),
  ].join('');

const allEgress: SandboxIngress = { protocol: '-1', cidrs: ['0.0.0.0/0'] };

/** EC2's answers; without MaxResults a listing comes whole, as EC2 documents. */
export const ec2Operations: Record<string, ServiceOperation> = {
  GetEbsEncryptionByDefault: ({ account }) =>
    ec2Answer(
      'GetEbsEncryptionByDefault',
      leaf('ebsEncryptionByDefault', account.ebsEncryptionByDefault) + leaf('sseType', 'sse-ebs'),
    ),
  DescribeVolumes: ({ account, params }) => {
    const { items: page, next } = pageOf(account.volumes, params.MaxResults, params.NextToken, account.volumes.length);
    const volumes = page.map(({ id, encrypted }) =>
      [
        leaf('volumeId', id),
        leaf('size', 100),
        leaf('snapshotId', ''),
        leaf('availabilityZone', `${sandboxRegion}a`),
        leaf('status', 'in-use'),
        leaf('createTime', '2025-02-11T09:30:00.000Z'),
        items('attachmentSet', []),
        leaf('volumeType', 'gp3'),
        leaf('encrypted', encrypted),
        encrypted
          ? leaf(
              'kmsKeyId',
              `arn:aws:kms:${sandboxRegion}:${sandboxAccountId}:key/0d1e2f3a-4b5c-6d7e-8f90-a1b2c3d4e5f6`,
            )
          : '',
        leaf('multiAttachEnabled', false),
      ].join(''),
    );
    return ec2Answer('DescribeVolumes', items('volumeSet', volumes) + leaf('nextToken', next));
  },
  DescribeSecurityGroups: ({ account, params }) => {
    const groups = account.securityGroups;
    const { items: page, next } = pageOf(groups, params.MaxResults, params.NextToken, groups.length);
    const entries = page.map(({ id, name, ingress }) =>
      [
        leaf('ownerId', sandboxAccountId),
        leaf('groupId', id),
        leaf('groupName', name),
        leaf('groupDescription', `${name} security group`),
        leaf('vpcId', vpcId),
        items('ipPermissions', ingress.map(ipPermission)),
        items('ipPermissionsEgress', [ipPermission(allEgress)]),
      ].join(''),
    );
    return ec2Answer('DescribeSecurityGroups', items('securityGroupInfo', entries) + leaf('nextToken', next));
  },
};
