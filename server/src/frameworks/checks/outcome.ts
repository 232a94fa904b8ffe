export type CheckOutcome = { score: number; issues: string[] };

export const passed: CheckOutcome = { score: 100, issues: [] };

export const clampScore = (score: number): number => Math.max(0, Math.min(100, Math.round(score)));

export const noEvidence = (name: string): CheckOutcome => ({ score: 0, issues: [`No evidence recorded for ${name}`] });
