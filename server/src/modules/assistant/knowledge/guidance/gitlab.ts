import type { Guidance } from './types';

export const gitlabGuidance = {
  'gitlab.pipelineSecurityScans': {
    what: 'Verifies that the pipeline of every active GitLab project runs static application security testing (SAST) and dependency scanning on its default branch; auditors take it as evidence that vulnerable code and libraries are caught before they ship, not after.',
    steps: {
      generic: [
        'Run static analysis and dependency scanning in the pipeline of every repository, on every merge request and on the default branch.',
        'Triage the findings on a schedule and block merges that add critical ones.',
      ],
      gitlab: [
        "In each project's `.gitlab-ci.yml`, add `include: - template: Jobs/SAST.gitlab-ci.yml` and `- template: Jobs/Dependency-Scanning.gitlab-ci.yml` (or the `components/sast` and `components/dependency-scanning` CI/CD components).",
        "To cover every project at once (Ultimate), create a scan execution policy under the group's Secure > Policies that runs SAST and dependency scanning on the default branch, or turn on Auto DevOps for projects without a pipeline.",
        "Review results in the project's Secure > Vulnerability report and add a merge request approval policy for critical findings.",
      ],
    },
  },
  'gitlab.publicProjects': {
    what: 'Verifies that no project of the group is public. A public project is readable by anyone on the internet without signing in — code, issues, wiki and CI configuration — where scrapers find internal hostnames, customer data in fixtures and committed secrets within hours; auditors expect source code access to be restricted to the people who need it.',
    steps: {
      generic: [
        'Make every repository private unless it is deliberately open source, and record that decision with an owner.',
        'Before opening a repository, scan its full history for secrets and personal data.',
      ],
      gitlab: [
        'Project Settings > General > Visibility, project features, permissions: set Project visibility to Private and save.',
        "Group Settings > General > Permissions and group features: set the group's visibility to Private so that new projects cannot be made public; on self-managed GitLab an administrator can also restrict the Public level under Admin > Settings > General > Visibility and access controls.",
        'Keep genuinely open-source projects in a separate public group so the compliance scope stays private.',
      ],
    },
  },
  'gitlab.mergeRequestAuthorApproval': {
    what: "Verifies that no project lets the author of a merge request approve it; otherwise the one approval a protected branch requires can be the author's own, and peer review — the segregation of duties auditors test for change management — is not enforced.",
    steps: {
      generic: [
        'Require every change to be approved by someone other than its author, and by someone who did not commit to it.',
        'Set the rule once for the whole organization so new projects inherit it.',
      ],
      gitlab: [
        'Project Settings > Merge requests > Approval settings: tick "Prevent approval by merge request creator" and "Prevent approvals by users who add commits".',
        'Set the same at the group (Group Settings > General > Merge request approvals) or the instance level so projects cannot override it.',
        'Or via the API: `POST /projects/:id/approvals` with `merge_requests_author_approval=false` and `merge_requests_disable_committers_approval=true`.',
      ],
    },
  },
  'gitlab.accessTokenExpiry': {
    what: 'Verifies that every active group access token expires within a year; a token without an expiry is a standing credential tied to no person, which keeps working long after the automation or the engineer that needed it is gone. Auditors expect machine credentials to be time-bound and rotated.',
    steps: {
      generic: [
        'Give every machine credential an owner, the narrowest scope and role it needs, and an expiry of a year at most; rotate it before it expires.',
        'Revoke tokens that are unused or whose owner has left.',
      ],
      gitlab: [
        'Group Settings > Access tokens: revoke each token without an expiry date (or expiring more than a year out) and create a replacement with an expiration date, the least role and only the scopes it needs.',
        'Rotate tokens with `POST /groups/:id/access_tokens/:token_id/rotate` (a new expiry, the old token revoked at once) and update the automation that uses them.',
        'On self-managed GitLab, keep Admin > Settings > General > Account and limit > "Maximum allowable lifetime for access tokens" at 365 days or less and the expiry requirement on.',
      ],
    },
  },
} satisfies Guidance;
