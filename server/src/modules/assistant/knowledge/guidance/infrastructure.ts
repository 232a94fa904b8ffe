import type { Guidance } from './types';

export const infrastructureGuidance = {
  'network.segmented': {
    what: 'Verifies that production systems are segmented from corporate, development and other networks; auditors expect restricted inbound paths so that a compromise elsewhere cannot reach production directly.',
    steps: {
      generic: [
        'Put production in its own accounts, projects or networks; allow connections from development or corporate networks only through explicit, reviewed paths.',
        'Default-deny firewall rules, databases in private subnets, and administrative access through SSO-backed session tools rather than SSH or RDP open to the internet.',
        'Keep a current network diagram and rule exports as evidence, and review the rules periodically.',
      ],
      aws: [
        'Separate AWS accounts per environment under AWS Organizations; data tier in private subnets; security groups that reference other groups instead of 0.0.0.0/0.',
        'Use Systems Manager Session Manager instead of bastions, and AWS Config rules `restricted-ssh` and `vpc-sg-open-only-to-authorized-ports` to catch open ports.',
      ],
      azure: [
        'Separate subscriptions and VNets per environment, NSGs denying by default, Private Endpoints for PaaS services, and Azure Bastion for administration.',
      ],
      gcp: [
        'Separate projects and VPCs, firewall rules scoped by service account, IAP TCP forwarding instead of public SSH, and VPC Service Controls perimeters around sensitive data.',
      ],
      kubernetes: [
        'Default-deny NetworkPolicies per namespace (with a CNI that enforces them, such as Calico or Cilium), a separate production cluster and a private API endpoint.',
      ],
      mongodb: [
        'Atlas: no 0.0.0.0/0 in the IP access list, private endpoints or VPC peering; self-managed: restrict `net.bindIp` and firewall the port.',
      ],
    },
  },
  'endpoints.protected': {
    what: 'Verifies that company devices have full-disk encryption and malware protection; auditors sample laptops for device management enrollment, encryption and active endpoint protection (EDR or antivirus).',
    steps: {
      generic: [
        'Enrol every device in MDM (Jamf, Intune, Kandji, Google endpoint management) and enforce FileVault or BitLocker, screen lock, OS updates and the firewall.',
        'Deploy EDR (e.g. Microsoft Defender for Endpoint, CrowdStrike, SentinelOne) and alert on unhealthy or tampered agents.',
        'Block access from non-compliant devices with device trust, and be able to wipe lost devices remotely.',
      ],
      azure: [
        'Intune compliance policies (BitLocker required, Defender antimalware on, minimum OS) and a Conditional Access policy "Require device to be marked as compliant"; onboard devices to Defender for Endpoint.',
      ],
      okta: [
        'Device assurance policies (disk encryption, screen lock, OS version) referenced in authentication policy rules, with Okta Verify for device trust.',
      ],
      gcp: ['Google endpoint management with context-aware access requiring encrypted, company-owned devices.'],
      aws: [
        'For servers, enable GuardDuty Malware Protection for EC2 and keep instances patched; for WorkSpaces, manage them like laptops.',
      ],
    },
  },
  'assetInventory.complete': {
    what: 'Compares discovered assets with the asset inventory; auditors expect a complete inventory of devices, cloud resources, data stores and SaaS with owners, because controls only cover what is known.',
    steps: {
      generic: [
        'Record every asset with owner, data classification and environment: endpoints (from MDM), cloud resources, SaaS apps (from SSO), data stores, repositories.',
        'Reconcile automatically against discovery sources and add or decommission the missing ones; tag resources with owner and classification.',
        'Review the inventory at least quarterly.',
      ],
      aws: [
        'AWS Config recording in all accounts and regions with an aggregator, AWS Resource Explorer, and tag policies plus the `required-tags` Config rule for `owner` and `data-classification`.',
      ],
      azure: ['Azure Resource Graph queries, Azure Policy requiring tags, and the Defender for Cloud inventory.'],
      gcp: [
        'Cloud Asset Inventory (`gcloud asset search-all-resources --scope=organizations/ORG_ID`) and enforced labels.',
      ],
      kubernetes: [
        'Inventory clusters, namespaces and workloads, and require an `owner` label through admission policy.',
      ],
    },
  },
  'physical.accessControlled': {
    what: 'Verifies that entry to offices and facilities is badge-controlled and logged; auditors look for restricted entry, visitor logs and periodic review of who holds access.',
    steps: {
      generic: [
        'Badge readers on every entrance with entries logged and retained; locked network and server rooms.',
        'Visitor sign-in and escort, and badges deactivated at termination; review the badge access list quarterly.',
        "For data centres run by cloud providers, rely on the providers' SOC 2 or ISO 27001 reports (carved out) and state this in the system description.",
      ],
    },
  },
} satisfies Guidance;
