import type { FrameworkId } from '@/features/assessments/frameworks';

/** SPEC §9: a control's (or category's) status follows its score: 80+ passed, 60-79 warning, below 60 critical. */
export type ControlStatus = 'passed' | 'warning' | 'critical';

export type RunAssessmentResult = { frameworks: FrameworkId[] };
