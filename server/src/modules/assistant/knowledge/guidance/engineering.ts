import type { Guidance } from './types';

export const engineeringGuidance = {
  'changeManagement.reviewedPct': {
    what: 'Verifies that every production change was peer reviewed before deployment; auditors sample merged changes for approval by someone other than the author and for passing tests.',
    steps: {
      generic: [
        'Protect the default and release branches: pull requests required, at least one approval from someone other than the author, passing status checks, no force pushes, stale approvals dismissed on new commits.',
        'Deploy only from protected branches through CI/CD and restrict direct production access; review emergency changes after the fact and log them.',
        'Keep the merged pull requests with their reviewers for the audit period as evidence.',
      ],
      github: [
        'Organization or repository rulesets (or branch protection): "Require a pull request before merging" with 1+ approvals, "Dismiss stale pull request approvals when new commits are pushed", "Require review from Code Owners", required status checks, block force pushes, and no bypass for administrators.',
      ],
      gitlab: [
        'Protected branches with "Allowed to push" set to No one; merge request approval rules with "Prevent approval by author" and "Prevent approvals by users who add commits"; "Pipelines must succeed".',
      ],
      azure: [
        'Azure DevOps branch policies: minimum reviewers with "Prohibit the most recent pusher from approving their own changes", build validation, and environment approvals.',
      ],
      aws: [
        'Deploy through CodePipeline (with a manual approval action where needed) or CI using OIDC roles; keep console write access to production out of day-to-day roles and detect drift with AWS Config.',
      ],
      kubernetes: [
        'Use GitOps (Argo CD or Flux) so clusters only run reviewed commits, and restrict `kubectl` write access to production through RBAC.',
      ],
    },
  },
  'secureDevelopment.scanning': {
    what: 'Verifies that code is checked by static analysis (SAST) and dependency scanning (SCA) before merge; auditors look for scanning in the pipeline and findings resolved before release.',
    steps: {
      generic: [
        'Run SAST (CodeQL, Semgrep) and dependency scanning (Dependabot, Snyk, Trivy, `npm audit`) on every pull request, plus secret scanning.',
        'Make high and critical findings block the merge through required checks, and document any exception.',
        'Back it with a secure development policy and OWASP Top 10 training for engineers.',
      ],
      github: [
        'Enable code security: CodeQL default setup, Dependabot alerts, `actions/dependency-review-action` on pull requests, and secret scanning with push protection; make the checks required in rulesets.',
      ],
      gitlab: [
        'Include the `Security/SAST.gitlab-ci.yml`, `Security/Dependency-Scanning.gitlab-ci.yml` and `Security/Secret-Detection.gitlab-ci.yml` templates, and add merge request approval policies for critical findings.',
      ],
      aws: ['Use Amazon Inspector enhanced scanning of ECR images on push and Lambda code scanning.'],
      azure: ['GitHub Advanced Security for Azure DevOps (code, dependency and secret scanning) in the pipelines.'],
      kubernetes: [
        'Scan manifests (Checkov, kube-linter) and images in CI; enforce policies at admission with Kyverno or OPA Gatekeeper.',
      ],
    },
  },
} satisfies Guidance;
