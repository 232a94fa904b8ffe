import type { Guidance } from './types';

export const sourceControlGuidance = {
  'sourceControl.branchProtection': {
    what: 'Verifies that the default branch of every active repository refuses changes without an approving review; auditors take it as the technical control behind peer review of changes.',
    steps: {
      generic: [
        'Protect the default branch of every active repository: changes only through pull requests, at least one approval from someone other than the author, and no direct or force pushes.',
        'Apply the rule once for the whole organization so new repositories inherit it, and archive repositories that are no longer used.',
      ],
      github: [
        'Organization Settings > Rules > Rulesets: a branch ruleset targeting the default branch of all repositories with "Require a pull request before merging" and 1+ required approvals, enforcement Active.',
        'Or, per repository, Settings > Branches > branch protection rule for the default branch with "Require approvals".',
      ],
      gitlab: [
        'Protected branches with "Allowed to push and merge" set to No one for direct pushes, and merge request approval rules requiring at least one approval.',
      ],
      azure: ['Branch policies on the default branch: "Require a minimum number of reviewers" of 1 or more.'],
    },
  },
  'sourceControl.secretScanning': {
    what: 'Verifies that every active repository is scanned for committed credentials; a leaked key in history is one of the commonest causes of breaches.',
    steps: {
      generic: [
        'Scan every repository and its history for secrets, and block pushes that contain them.',
        'Rotate any secret that was ever committed, even after removing it from history, and keep secrets in a secrets manager.',
      ],
      github: [
        'Organization Settings > Code security: apply a security configuration that enables secret scanning and push protection to all repositories, and make it the default for new ones.',
      ],
      gitlab: ['Include the `Security/Secret-Detection.gitlab-ci.yml` template and enable secret push protection.'],
      azure: [
        'GitHub Advanced Security for Azure DevOps: enable secret scanning push protection and repository scanning.',
      ],
    },
  },
  'sourceControl.ownerCount': {
    what: 'Verifies that only a few people (at most three) own the source control organization; owners can change every repository, member and security setting, so auditors look for least privilege here.',
    steps: {
      generic: [
        'Keep two or three owners so the organization survives one leaving; give everyone else the narrowest role that does the job.',
        'Review the owner list at every access review and after every change of role.',
      ],
      github: [
        'Organization People > filter Role: Owner, and change owners who do not need it to Member; use the security manager role or custom organization roles for delegated duties.',
      ],
      gitlab: ['Group Members: keep the Owner role to two or three people and give maintainers the Maintainer role.'],
    },
  },
  'sourceControl.writeDeployKeys': {
    what: 'Verifies that no deploy key can push to a repository; a write deploy key is a long-lived credential tied to no person that bypasses review and most audit trails.',
    steps: {
      generic: [
        'Make deploy keys read-only; automation that must push should use a short-lived, scoped app token instead.',
        'Remove keys that are unused, and record an owner for each remaining key.',
      ],
      github: [
        'Repository Settings > Deploy keys: delete keys with "Read/write" access and add read-only replacements; push from automation through a GitHub App installation token.',
      ],
      gitlab: [
        'Settings > Repository > Deploy keys: untick "Grant write permissions to this key", or use project access tokens.',
      ],
    },
  },
} satisfies Guidance;
