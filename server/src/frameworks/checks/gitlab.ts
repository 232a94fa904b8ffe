import { type AutomatedCheck, automatedCheck, supports } from './automated';
import { publicExposure } from './rationales/exposure';
import { credentialHygiene } from './rationales/identity';
import { changeControl } from './rationales/operations';
import { ratioCheck, zeroCountCheck } from './rules';

const gitlab = ['gitlab'] as const;

/** What GitLab alone measures of a group and its projects, beside the source control checks it shares with GitHub. */
export const gitlabChecks = {
  'gitlab.pipelineSecurityScans': automatedCheck(
    gitlab,
    ratioCheck(
      'GitLab pipeline security scans',
      (missing, total) => `${missing} of ${total} projects do not run SAST and dependency scanning in their pipelines`,
    ),
    supports(changeControl, {
      SOC2: ['CC3.2', 'CC6.8', 'CC7.1', 'CC8.1'],
      ISO27001: ['A.5.21', 'A.8.8', 'A.8.25', 'A.8.28', 'A.8.29'],
      HIPAA: ['164.308(a)(1)(ii)(A)', '164.308(a)(1)(ii)(B)'],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  // Public means readable by anyone on the internet, signed in or not: code, issues and CI configuration, where
  // internal hostnames, personal data in test fixtures and committed secrets are found by scrapers within hours.
  'gitlab.publicProjects': automatedCheck(
    gitlab,
    zeroCountCheck('Public GitLab projects', (count) =>
      count === 1
        ? '1 project is public: anyone on the internet can read its code'
        : `${count} projects are public: anyone on the internet can read their code`,
    ),
    supports(publicExposure, {
      SOC2: ['CC6.1', 'CC6.7'],
      ISO27001: ['A.5.15', 'A.8.3', 'A.8.4', 'A.8.12'],
      HIPAA: ['164.308(a)(4)(ii)(B)', '164.312(a)(1)'],
      GDPR: ['Art. 5', 'Art. 25', 'Art. 32'],
    }),
  ),
  // An approval by the change's own author is no review: segregation of duties needs a second person.
  'gitlab.mergeRequestAuthorApproval': automatedCheck(
    gitlab,
    ratioCheck(
      'Merge request self-approval',
      (missing, total) => `${missing} of ${total} projects let authors approve their own merge requests`,
    ),
    supports(changeControl, {
      SOC2: ['CC6.3', 'CC8.1'],
      ISO27001: ['A.5.3', 'A.8.25', 'A.8.32'],
      HIPAA: ['164.308(a)(3)(ii)(A)', '164.312(c)(1)'],
      GDPR: ['Art. 25', 'Art. 32'],
    }),
  ),
  // GitLab caps an access token's life at a year; one without an expiry, or past that cap, outlives its purpose.
  'gitlab.accessTokenExpiry': automatedCheck(
    gitlab,
    zeroCountCheck('GitLab access token expiry', (count) =>
      count === 1
        ? '1 group access token never expires or is valid for more than a year'
        : `${count} group access tokens never expire or are valid for more than a year`,
    ),
    supports(credentialHygiene, {
      SOC2: ['CC6.1', 'CC6.2', 'CC6.3'],
      ISO27001: ['A.5.16', 'A.5.17', 'A.5.18', 'A.8.5'],
      HIPAA: ['164.308(a)(4)(ii)(C)', '164.308(a)(5)(ii)(D)', '164.312(d)'],
      GDPR: ['Art. 32'],
    }),
  ),
} satisfies Record<string, AutomatedCheck>;
