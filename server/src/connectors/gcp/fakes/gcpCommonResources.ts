import type { SandboxFirewall, SandboxSink, SandboxSqlInstance } from './gcpProjectTypes';
import { sandboxProjectId, sandboxProjectNumber } from './sandboxKey';

// What the good and the misconfigured project share.

export const domain = 'acme-robotics.example';

export const googleApisServiceAgent = `serviceAccount:${sandboxProjectNumber}@cloudservices.gserviceaccount.com`;

export const builtInSinks: SandboxSink[] = [
  {
    name: '_Required',
    destination: `logging.googleapis.com/projects/${sandboxProjectId}/locations/global/buckets/_Required`,
    filter:
      'LOG_ID("cloudaudit.googleapis.com/activity") OR LOG_ID("externalaudit.googleapis.com/activity") OR LOG_ID("cloudaudit.googleapis.com/system_event") OR LOG_ID("externalaudit.googleapis.com/system_event") OR LOG_ID("cloudaudit.googleapis.com/access_transparency") OR LOG_ID("externalaudit.googleapis.com/access_transparency")',
  },
  {
    name: '_Default',
    destination: `logging.googleapis.com/projects/${sandboxProjectId}/locations/global/buckets/_Default`,
    filter:
      'NOT LOG_ID("cloudaudit.googleapis.com/activity") AND NOT LOG_ID("externalaudit.googleapis.com/activity") AND NOT LOG_ID("cloudaudit.googleapis.com/system_event") AND NOT LOG_ID("externalaudit.googleapis.com/system_event") AND NOT LOG_ID("cloudaudit.googleapis.com/access_transparency") AND NOT LOG_ID("externalaudit.googleapis.com/access_transparency")',
  },
];

export const internalTraffic: SandboxFirewall = {
  name: 'default-allow-internal',
  sourceRanges: ['10.128.0.0/9'],
  allowed: [
    { IPProtocol: 'tcp', ports: ['0-65535'] },
    { IPProtocol: 'udp', ports: ['0-65535'] },
    { IPProtocol: 'icmp' },
  ],
};

// Identity-Aware Proxy's TCP forwarding range: SSH through IAP, never from the internet.
export const sshThroughIap: SandboxFirewall = {
  name: 'allow-ssh-from-iap',
  sourceRanges: ['35.235.240.0/20'],
  allowed: [{ IPProtocol: 'tcp', ports: ['22'] }],
};

export const ordersDatabase: SandboxSqlInstance = {
  name: 'orders-db',
  databaseVersion: 'POSTGRES_16',
  sslMode: 'ENCRYPTED_ONLY',
  ipv4Enabled: false,
  authorizedNetworks: [],
};
