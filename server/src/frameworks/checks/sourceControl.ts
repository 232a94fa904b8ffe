import { automatedCheck, supports } from './automated';
import { credentialHygiene, privilegedAccess } from './rationales/identity';
import { changeControl } from './rationales/operations';
import { maximumCheck, ratioCheck, zeroCountCheck } from './rules';

const sourceControl = ['github', 'gitlab'] as const;

/** What GitHub and GitLab both measure of a source control organization (a GitLab group). */
export const sourceControlChecks = {
  'sourceControl.branchProtection': automatedCheck(
    sourceControl,
    ratioCheck(
      'Branch protection',
      (missing, total) =>
        `${missing} of ${total} repositories accept changes to the default branch without an approving review`,
    ),
    supports(changeControl, {
      SOC2: ['CC8.1'],
      ISO27001: ['A.8.4', 'A.8.32'],
      HIPAA: ['164.312(c)(1)'],
      GDPR: ['Art. 25'],
    }),
  ),
  'sourceControl.secretScanning': automatedCheck(
    sourceControl,
    ratioCheck(
      'Secret scanning',
      (missing, total) => `${missing} of ${total} repositories are not scanned for committed secrets`,
    ),
    supports(credentialHygiene, {
      SOC2: ['CC7.2'],
      ISO27001: ['A.5.17', 'A.8.12'],
      HIPAA: ['164.308(a)(5)(ii)(D)'],
      GDPR: ['Art. 32'],
    }),
  ),
  // Owners can change every repository and setting: GitHub's recommended two, plus one to spare.
  'sourceControl.ownerCount': automatedCheck(
    sourceControl,
    maximumCheck(
      'Source control owners',
      3,
      (count) => `${count} people are owners of the source control organization (maximum 3)`,
    ),
    supports(privilegedAccess, {
      SOC2: ['CC6.3'],
      ISO27001: ['A.8.2'],
      HIPAA: ['164.308(a)(4)(ii)(B)'],
      GDPR: ['Art. 32'],
    }),
  ),
  'sourceControl.writeDeployKeys': automatedCheck(
    sourceControl,
    zeroCountCheck('Deploy key access', (count) =>
      count === 1 ? '1 deploy key can push to a repository' : `${count} deploy keys can push to repositories`,
    ),
    supports(privilegedAccess, {
      SOC2: ['CC6.3', 'CC8.1'],
      ISO27001: ['A.8.4'],
      HIPAA: ['164.312(a)(1)'],
      GDPR: ['Art. 32'],
    }),
  ),
};
