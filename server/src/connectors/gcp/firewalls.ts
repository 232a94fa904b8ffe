import type { Fact } from '../facts';
import { type GcpClient, gcpNeed } from './client';
import { listAll } from './pagination';

type Allowed = { IPProtocol: string; ports?: string[] };

type Firewall = {
  name: string;
  network: string;
  direction?: 'INGRESS' | 'EGRESS';
  disabled?: boolean;
  sourceRanges?: string[];
  allowed?: Allowed[];
};

export type OpenManagementRule = { rule: string; network: string; sourceRanges: string[]; allowed: Allowed[] };

export type FirewallRules = { apiEnabled: boolean; checked: number; open: OpenManagementRule[] };

const internet = ['0.0.0.0/0', '::/0'];

const managementPorts = [22, 3389];

// A rule without ports opens every port of its protocol; a port is written "22" or as a range "20-30".
const opensPort = (ports: string[] | undefined, port: number) =>
  !ports?.length ||
  ports.some((entry) => {
    const [from, to = from] = entry.split('-').map(Number);
    return from <= port && port <= to;
  });

const opensManagementPort = ({ IPProtocol, ports }: Allowed) =>
  ['all', 'tcp', '6'].includes(IPProtocol) && managementPorts.some((port) => opensPort(ports, port));

const isOpenToInternet = (firewall: Firewall) =>
  (firewall.direction ?? 'INGRESS') === 'INGRESS' &&
  !firewall.disabled &&
  (firewall.sourceRanges ?? []).some((range) => internet.includes(range)) &&
  (firewall.allowed ?? []).some(opensManagementPort);

/** The project's VPC firewall rules that let anyone on the internet reach SSH or RDP. */
export const readFirewallRules = async (client: GcpClient, enabledServices: Set<string>): Promise<FirewallRules> => {
  if (!enabledServices.has('compute.googleapis.com')) return { apiEnabled: false, checked: 0, open: [] };
  const firewalls = await listAll<Firewall, 'items'>(client, {
    service: 'compute',
    need: gcpNeed(`the VPC firewall rules of project ${client.projectId}`, 'compute.firewalls.list'),
    path: `/compute/v1/projects/${client.projectId}/global/firewalls`,
    field: 'items',
  });
  return {
    apiEnabled: true,
    checked: firewalls.length,
    open: firewalls.filter(isOpenToInternet).map((firewall) => ({
      rule: firewall.name,
      network: firewall.network.slice(firewall.network.lastIndexOf('/') + 1),
      sourceRanges: firewall.sourceRanges ?? [],
      allowed: firewall.allowed ?? [],
    })),
  };
};

export const firewallFacts = (projectId: string, rules: FirewallRules): Fact[] => [
  {
    check: 'gcp.firewallOpenManagementPorts',
    value: rules.open.length,
    data: {
      project: projectId,
      computeApiEnabled: rules.apiEnabled,
      rulesChecked: rules.checked,
      openToInternet: rules.open,
    },
  },
];
