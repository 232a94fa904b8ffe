import type { Guidance } from './types';

export const operationsGuidance = {
  'logging.retentionDays': {
    what: 'Verifies that security audit logs are kept for at least 365 days; auditors need them to investigate incidents and to evidence controls across the audit period.',
    steps: {
      generic: [
        'Centralise audit logs (cloud control plane, IdP, code hosting, application admin actions, databases) in a log platform or SIEM with restricted, tamper-evident storage.',
        'Set retention to at least 365 days, longer where contracts or regulations require it.',
        'Synchronise clocks (NTP) so events from different systems can be correlated.',
      ],
      aws: [
        'CloudTrail: one organization trail, multi-region, with log file validation (`aws cloudtrail create-trail --is-multi-region-trail --enable-log-file-validation --is-organization-trail`), delivered to a log archive account bucket with S3 Object Lock and a lifecycle of 365 days or more.',
        'CloudWatch Logs: `aws logs put-retention-policy --retention-in-days 400` per log group; add VPC Flow Logs, load balancer access logs and S3 data events for sensitive buckets.',
      ],
      github: [
        'The organization audit log shows about 180 days (Git events only 7); on Enterprise Cloud, configure audit log streaming to S3, Azure, Splunk or Datadog to keep a year or more.',
      ],
      gitlab: [
        'Use audit events (Premium/Ultimate) and audit event streaming to your log platform for long retention.',
      ],
      okta: [
        'The System Log keeps 90 days: stream it (log streaming to AWS EventBridge or Splunk, or pull the System Log API) into storage kept for a year.',
      ],
      azure: [
        'Entra ID sign-in and audit logs are kept 30 days and the Activity log 90: add diagnostic settings exporting them to Log Analytics or Storage with 365-day retention.',
      ],
      gcp: [
        'Admin Activity audit logs stay 400 days in the `_Required` bucket; enable Data Access audit logs for sensitive services and raise `_Default` retention (`gcloud logging buckets update _Default --location=global --retention-days=365`) or route a sink to a locked bucket.',
      ],
      kubernetes: [
        'Enable API server audit logging with an audit policy (EKS: control plane `audit` logs; GKE: Cloud Audit Logs) and ship it to central storage.',
      ],
      mongodb: [
        'Atlas: enable database auditing (M10 and above) and export the logs and the project activity feed to your log platform.',
      ],
    },
  },
  'monitoring.alerting': {
    what: 'Verifies that alerting is configured for security events; auditors look for defined alert rules, a route to someone on call and evidence that alerts are triaged.',
    steps: {
      generic: [
        'Alert on high-signal events: root or admin sign-ins, MFA disabled, IAM or policy changes, logging disabled, impossible travel, malware detections, mass downloads.',
        'Route alerts to an on-call tool (PagerDuty, Opsgenie) or a watched channel with an owner and response times, and track each to closure in a ticket.',
        'Test that alerts fire and review the rules periodically.',
      ],
      aws: [
        'Enable GuardDuty and Security Hub (AWS Foundational Security Best Practices) in every account and region through a delegated administrator; route findings with EventBridge rules to SNS or your pager.',
        'CloudWatch metric filters and alarms on CloudTrail for root usage, unauthorized API calls and console sign-in without MFA (the CIS benchmark set).',
      ],
      azure: [
        'Microsoft Defender for Cloud plans and Microsoft Sentinel analytics rules, Entra ID Protection risk policies, and action groups for notification.',
      ],
      gcp: [
        'Security Command Center (Premium or Enterprise for Event Threat Detection) and log-based alerting policies in Cloud Monitoring.',
      ],
      github: [
        'Enable secret scanning alerts and Dependabot alerts with notifications, and stream the audit log to your SIEM to alert on organization setting changes.',
      ],
      okta: [
        'Enable ThreatInsight and alert from the streamed System Log on admin role grants, factor resets and policy changes (Event Hooks or Okta Workflows).',
      ],
      kubernetes: [
        'Runtime detection with Falco, and alerts on audit events such as `exec` into pods or RBAC changes.',
      ],
    },
  },
  'vulnerabilities.criticalOpen': {
    what: 'Counts open critical vulnerabilities in systems and dependencies; auditors expect scanning, severity-based fix deadlines and evidence that criticals are patched or formally risk-accepted.',
    steps: {
      generic: [
        'Scan continuously: hosts and containers, application dependencies (CVEs), cloud configuration; commission a penetration test at least yearly.',
        'Set remediation deadlines by severity (e.g. critical 15 days, high 30 days) and track each finding in a ticket.',
        'Patch or upgrade; where impossible, mitigate and record a time-limited risk acceptance approved by management.',
      ],
      aws: [
        'Activate Amazon Inspector organization-wide for EC2, ECR images and Lambda; patch with Systems Manager Patch Manager baselines and maintenance windows; aggregate in Security Hub.',
      ],
      github: [
        'Organization Settings > Code security: enable Dependabot alerts and security updates for all repositories, plus CodeQL code scanning; follow open alerts in the security overview.',
      ],
      gitlab: ['Add dependency scanning and container scanning to pipelines and work the vulnerability report.'],
      azure: [
        'Defender for Cloud vulnerability assessment (Defender Vulnerability Management) for VMs and containers; Azure Update Manager for patching.',
      ],
      gcp: [
        'Artifact Analysis container scanning, VM Manager OS patch management, and Security Command Center vulnerability findings.',
      ],
      kubernetes: [
        'Scan images (e.g. Trivy) in CI and at admission, and keep the cluster on a supported Kubernetes version.',
      ],
      mongodb: [
        'Atlas patches clusters within maintenance windows; self-managed deployments should follow MongoDB security alerts and install patch releases promptly.',
      ],
    },
  },
} satisfies Guidance;
