import { SCORE_PASSED_MIN } from '@/contracts/score';
import { scoreTone } from '@/lib/scoreTone';
import type { Report } from '@/features/reports/types';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The findings summary an auditor reads first: where the score stands and what is open. */
export const findingsSummary = (report: Report): string[] => {
  const { complianceScore: score, criticalIssues: critical, warnings } = report;
  if (score === null || critical === null || warnings === null) {
    return ['No findings: the report has not been generated.'];
  }
  const standing = {
    success: `The overall compliance score of ${score}% meets the ${SCORE_PASSED_MIN}% target.`,
    warning:
      `The overall compliance score of ${score}% is below the ${SCORE_PASSED_MIN}% target; ` +
      'remediation is required before the audit.',
    error:
      `The overall compliance score of ${score}% is at risk; ` +
      'significant remediation is required before the audit.',
  }[scoreTone(score)];
  const criticalLine =
    critical === 0
      ? 'No critical issues are open.'
      : `${plural(critical, 'critical issue')} must be remediated and evidenced before the audit.`;
  const warningLine =
    `${plural(warnings, 'warning')} should be reviewed and either remediated ` + 'or accepted as risk with an owner.';
  return [standing, criticalLine, warningLine];
};
