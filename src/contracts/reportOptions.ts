// A report's types and sections, free of zod: the reports screens and the server both load this file.

/** SPEC §3: a report's type; the first three are templates of one framework each. */
export const reportTypes = ['soc2', 'iso27001', 'hipaa', 'custom'] as const;
export type ReportType = (typeof reportTypes)[number];

/** The sections a report can hold; a template adds its framework's own (SOC 2's period activity, ISO's SoA). */
export const reportSections = [
  'Executive Summary',
  'Control Assessment',
  'Findings and Risks',
  'Remediation Plan',
  'Evidence Appendix',
] as const;
export type ReportSection = (typeof reportSections)[number];

/** The framework each template reports on; a custom report names its own. */
export const templateFrameworks = { soc2: 'SOC2', iso27001: 'ISO27001', hipaa: 'HIPAA' } as const;
