import type { Guidance } from './types';

export const azureGuidance = {
  'azure.mfaRegistration': {
    what: 'Verifies that every member user of the Entra ID tenant has registered a strong second factor; an unregistered account falls to whoever first signs in with its password, so auditors look for full registration before relying on MFA.',
    steps: {
      generic: [
        'Have every user register a phishing-resistant or app-based second factor, starting with administrators.',
        'Block or disable accounts that stay unregistered after the grace period, and re-check after each onboarding.',
      ],
      azure: [
        'Entra admin center > Protection > Authentication methods > User registration details: filter "Multifactor authentication capable" = Not capable to list the users to chase.',
        'Protection > Authentication methods > Registration campaign: nudge users to set up Microsoft Authenticator; or a Conditional Access policy for "Register security information" that requires a trusted location or a Temporary Access Pass.',
        'Evidence: `GET https://graph.microsoft.com/v1.0/reports/authenticationMethods/userRegistrationDetails?$filter=isMfaRegistered eq false` (AuditLog.Read.All).',
      ],
    },
  },
  'azure.mfaConditionalAccess': {
    what: 'Verifies that the tenant requires MFA of all users for all resources, through an enabled Conditional Access policy or security defaults; without a policy in force, a registered second factor is never asked for.',
    steps: {
      generic: [
        'Require MFA at sign-in for every user and every application, excluding only documented break-glass accounts.',
        'Turn the policy on (not report-only) and review exclusions at every access review.',
      ],
      azure: [
        'Entra ID P1 or P2: Protection > Conditional Access > Create new policy from templates > "Require multifactor authentication for all users"; Users: All users (exclude the break-glass accounts), Target resources: All resources, Grant: "Require multifactor authentication" (or an authentication strength), Enable policy: On.',
        'Entra ID Free: Identity > Overview > Properties > Manage security defaults > Enabled.',
        'Do not combine "Require multifactor authentication" with another control under "Require one of the selected controls": a compliant device alone would then let a user in without MFA.',
      ],
    },
  },
  'azure.globalAdminCount': {
    what: 'Verifies that between two and four accounts hold the Global Administrator role, as Microsoft recommends: it controls every setting and identity in the tenant, so auditors expect least privilege, with a second holder for emergency access.',
    steps: {
      generic: [
        'Keep two to four Global Administrators, including one cloud-only break-glass account protected by a hardware key.',
        'Move day-to-day administrators to narrower roles and review role holders at every access review.',
      ],
      azure: [
        'Entra admin center > Identity > Roles & admins > Global Administrator: remove holders who do not need it and assign least-privileged roles (User Administrator, Security Administrator, Application Administrator…).',
        'With Entra ID P2, make the role eligible through Privileged Identity Management (just-in-time, approval, MFA on activation) instead of permanently assigned.',
        'Create two emergency access accounts excluded from Conditional Access only as Microsoft documents, and alert on their sign-ins.',
      ],
    },
  },
  'azure.storageSecureTransfer': {
    what: 'Verifies that every storage account refuses plain HTTP and TLS below 1.2; data in transit to blobs, files, queues and tables must be encrypted with current protocols.',
    steps: {
      generic: [
        'Require HTTPS and TLS 1.2 or later on every storage endpoint, after checking that clients support it.',
        'Enforce the settings for new accounts with a policy so that drift is prevented rather than found.',
      ],
      azure: [
        'Storage account > Settings > Configuration: "Secure transfer required" Enabled and "Minimum TLS version" Version 1.2.',
        'CLI: `az storage account update -n NAME -g GROUP --https-only true --min-tls-version TLS1_2`.',
        'Azure Policy: assign "Secure transfer to storage accounts should be enabled" and "Storage accounts should have the specified minimum TLS version" with the Deny effect.',
      ],
    },
  },
  'azure.storagePublicAccess': {
    what: 'Verifies that no storage account allows anonymous public read access to its blobs; one public container is enough to leak personal or confidential data to anyone with the URL.',
    steps: {
      generic: [
        'Disallow anonymous access at the account level; share data with signed, expiring links or identities instead.',
        'Before changing an account, check whether a public container is deliberately serving content and move that content to a CDN or static website.',
      ],
      azure: [
        'Storage account > Settings > Configuration: "Allow Blob anonymous access" Disabled.',
        'CLI: `az storage account update -n NAME -g GROUP --allow-blob-public-access false`.',
        'Azure Policy: assign "Storage account public access should be disallowed" with the Deny effect.',
      ],
    },
  },
  'azure.defenderPlans': {
    what: 'Verifies that the Microsoft Defender for Cloud plans for servers, SQL, storage, Key Vault and Resource Manager are on (Standard tier); they detect malware, suspicious access and vulnerabilities on the resources that hold data and control the subscription.',
    steps: {
      generic: [
        'Turn on threat detection for servers, databases, storage, secrets and the cloud control plane.',
        'Route the alerts to the team on call and review them as security events.',
      ],
      azure: [
        'Microsoft Defender for Cloud > Environment settings > the subscription > Defender plans: set Servers, Databases (Azure SQL), Storage, Key Vault and Resource Manager to On, then Save.',
        'CLI: `az security pricing create -n VirtualMachines --tier standard` (likewise SqlServers, StorageAccounts, KeyVaults, Arm).',
        'Environment settings > Email notifications: send high-severity alerts to the security contacts.',
      ],
    },
  },
  'azure.keyVaultRecovery': {
    what: 'Verifies that every key vault has soft delete and purge protection, so a vault, key or secret deleted by mistake or by an attacker can be recovered during the retention period instead of destroying the data it encrypts.',
    steps: {
      generic: [
        'Keep deleted keys and secrets recoverable for a retention period, and forbid purging them before it ends.',
        'Back up keys that encrypt data you cannot afford to lose.',
      ],
      azure: [
        'Key vault > Settings > Properties: "Purge protection" Enable (it cannot be turned off again); soft delete is on for every vault with a 7 to 90 day retention.',
        'CLI: `az keyvault update -n NAME -g GROUP --enable-purge-protection true`.',
        'Azure Policy: assign "Key vaults should have deletion protection enabled".',
      ],
    },
  },
  'azure.activityLogExport': {
    what: "Verifies that the subscription's activity log (who created, changed or deleted which resource, and Defender's security events) is exported to durable storage; Azure keeps it only 90 days, and auditors expect a longer record for investigations.",
    steps: {
      generic: [
        'Export the control plane audit log to a central log store with the retention your policy sets (commonly one year).',
        'Restrict who can delete or change the exported logs and alert on changes to the export itself.',
      ],
      azure: [
        'Monitor > Activity log > Export Activity Logs > Add diagnostic setting: tick at least Administrative and Security (or all categories) and send them to a Log Analytics workspace or a storage account.',
        'CLI: `az monitor diagnostic-settings subscription create -n export --location westeurope --workspace WORKSPACE_ID --logs \'[{"category":"Administrative","enabled":true},{"category":"Security","enabled":true}]\'`.',
        'Azure Policy: assign "Configure Azure Activity logs to stream to specified Log Analytics workspace".',
      ],
    },
  },
  'azure.nsgOpenManagementPorts': {
    what: 'Verifies that no network security group rule lets the whole internet reach SSH (22) or RDP (3389); exposed management ports are scanned and brute-forced within minutes of opening.',
    steps: {
      generic: [
        'Close management ports to the internet and reach machines through a bastion, a VPN or just-in-time access from known addresses.',
        'Review inbound rules whenever they change and alert on new rules open to any source.',
      ],
      azure: [
        'Network security group > Inbound security rules: delete the rule, or narrow its Source to specific IP ranges; use Azure Bastion for SSH and RDP.',
        'Defender for Cloud (Defender for Servers): enable just-in-time VM access so the ports open only on approved request.',
        'Azure Policy: assign "Management ports should be closed on your virtual machines".',
      ],
    },
  },
} satisfies Guidance;
