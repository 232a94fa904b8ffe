import { type AutomatedCheck, automatedCheck, supports } from './automated';
import { encryptionAtRest, encryptionInTransit, networkExposure, publicExposure } from './rationales/exposure';
import { privilegedAccess, strongAuthentication } from './rationales/identity';
import { auditLogging, threatDetection } from './rationales/operations';
import { clampScore } from './outcome';
import { booleanCheck, type CheckRule, maximumCheck, ratioCheck, zeroCountCheck } from './rules';

const azure = ['azure'] as const;

// Microsoft recommends fewer than five Global Administrators, and at least two so that losing one (or its second
// factor) does not lock the tenant out.
const minimumGlobalAdmins = 2;

const fewerThanFive = maximumCheck(
  'Entra ID Global Administrators',
  4,
  (count) => `${count} accounts hold the Global Administrator role in Entra ID (Microsoft recommends fewer than five)`,
);

const globalAdminCountRule: CheckRule = {
  ...fewerThanFive,
  assess: (value, now) => {
    const parsed = fewerThanFive.schema.safeParse(value);
    if (!parsed.success || typeof parsed.data !== 'number' || parsed.data >= minimumGlobalAdmins) {
      return fewerThanFive.assess(value, now);
    }
    const holders = parsed.data === 1 ? 'Only 1 account holds' : 'No account holds';
    return {
      score: clampScore((parsed.data / minimumGlobalAdmins) * 100),
      issues: [
        `${holders} the Global Administrator role in Entra ID (Microsoft recommends at least two, for emergency access)`,
      ],
    };
  },
};

/** What the Azure connector measures of an Entra ID tenant and one subscription. */
export const azureChecks = {
  'azure.mfaRegistration': automatedCheck(
    azure,
    ratioCheck(
      'Entra ID MFA registration',
      (missing, total) => `${missing} of ${total} Entra ID member users have no MFA method registered`,
    ),
    supports(strongAuthentication, {
      SOC2: ['CC6.1', 'CC6.2'],
      ISO27001: ['A.5.15', 'A.5.17', 'A.8.5'],
      HIPAA: ['164.308(a)(5)(ii)(D)', '164.312(a)(1)', '164.312(d)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'azure.mfaConditionalAccess': automatedCheck(
    azure,
    booleanCheck(
      'Entra ID MFA policy',
      'No enabled Conditional Access policy requires MFA of all users for all resources, and security defaults are off',
    ),
    supports(strongAuthentication, {
      SOC2: ['CC5.2', 'CC6.1', 'CC6.6'],
      ISO27001: ['A.5.15', 'A.5.17', 'A.8.5'],
      HIPAA: ['164.308(a)(5)(ii)(D)', '164.312(a)(1)', '164.312(d)'],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  'azure.globalAdminCount': automatedCheck(
    azure,
    globalAdminCountRule,
    supports(privilegedAccess, {
      SOC2: ['CC6.1', 'CC6.3'],
      ISO27001: ['A.5.15', 'A.5.18', 'A.8.2'],
      HIPAA: [
        '164.308(a)(3)(ii)(A)',
        '164.308(a)(4)(ii)(B)',
        '164.308(a)(4)(ii)(C)',
        '164.312(a)(1)',
        '164.312(a)(2)(ii)',
      ],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  'azure.storageSecureTransfer': automatedCheck(
    azure,
    ratioCheck(
      'Storage account secure transfer',
      (missing, total) => `${missing} of ${total} storage accounts accept HTTP or TLS older than 1.2`,
    ),
    supports(encryptionInTransit, {
      SOC2: ['CC6.1', 'CC6.7'],
      ISO27001: ['A.5.14', 'A.8.20', 'A.8.24'],
      HIPAA: ['164.312(e)(1)', '164.312(e)(2)(i)', '164.312(e)(2)(ii)'],
      GDPR: ['Art. 5', 'Art. 32'],
    }),
  ),
  'azure.storagePublicAccess': automatedCheck(
    azure,
    ratioCheck(
      'Storage account public access',
      (missing, total) => `${missing} of ${total} storage accounts allow anonymous public access to blobs`,
    ),
    supports(publicExposure, {
      SOC2: ['CC6.1', 'CC6.6'],
      ISO27001: ['A.5.15', 'A.8.3', 'A.8.12'],
      HIPAA: ['164.308(a)(4)(ii)(B)', '164.312(a)(1)'],
      GDPR: ['Art. 5', 'Art. 25', 'Art. 32'],
    }),
  ),
  'azure.defenderPlans': automatedCheck(
    azure,
    ratioCheck(
      'Microsoft Defender for Cloud plans',
      (missing, total) =>
        `${missing} of ${total} Microsoft Defender for Cloud plans (servers, SQL, storage, Key Vault, Resource Manager) are off`,
    ),
    supports(threatDetection, {
      SOC2: ['CC6.8', 'CC7.1', 'CC7.2', 'CC7.4'],
      ISO27001: ['A.5.7', 'A.8.7', 'A.8.8', 'A.8.16'],
      HIPAA: [
        '164.308(a)(1)(ii)(B)',
        '164.308(a)(1)(ii)(D)',
        '164.308(a)(5)(ii)(B)',
        '164.308(a)(6)(ii)',
        '164.312(b)',
      ],
      GDPR: ['Art. 32'],
    }),
  ),
  'azure.keyVaultRecovery': automatedCheck(
    azure,
    ratioCheck(
      'Key Vault recoverability',
      (missing, total) =>
        `${missing} of ${total} key vaults lack purge protection, so a deleted vault or key can be destroyed for good`,
    ),
    supports(encryptionAtRest, {
      SOC2: ['CC6.1', 'A1.2'],
      ISO27001: ['A.8.13', 'A.8.24'],
      HIPAA: ['164.308(a)(7)(ii)(A)', '164.312(a)(2)(iv)', '164.312(c)(1)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'azure.activityLogExport': automatedCheck(
    azure,
    booleanCheck(
      'Activity log export',
      "The subscription's administrative and security activity log is not exported to a Log Analytics workspace, storage account or event hub",
    ),
    supports(auditLogging, {
      SOC2: ['CC7.2', 'CC7.3'],
      ISO27001: ['A.5.28', 'A.8.15', 'A.8.16'],
      HIPAA: ['164.308(a)(1)(ii)(D)', '164.312(b)', '164.308(a)(6)(ii)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'azure.nsgOpenManagementPorts': automatedCheck(
    azure,
    zeroCountCheck('Network security group management ports', (count) =>
      count === 1
        ? '1 network security group rule allows SSH or RDP from the internet'
        : `${count} network security group rules allow SSH or RDP from the internet`,
    ),
    supports(networkExposure, {
      SOC2: ['CC6.1', 'CC6.6'],
      ISO27001: ['A.8.20', 'A.8.21', 'A.8.22'],
      HIPAA: ['164.312(a)(1)', '164.312(e)(1)'],
      GDPR: ['Art. 32'],
    }),
  ),
} satisfies Record<string, AutomatedCheck>;
