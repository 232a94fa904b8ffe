import type { Db } from '../../db/database';
import type { FrameworkId } from '@/contracts/enums';
import { insertMissingScoreDays } from './repository';

export type SeededScoreDay = {
  framework: FrameworkId;
  day: string;
  score: number;
  passed: number;
  warning: number;
  critical: number;
  total: number;
};

/** Days made up for a demo organisation: a day an assessment wrote is kept as it wrote it. */
export const seedScoreDays = (db: Db, organizationId: string, days: SeededScoreDay[], at: string) =>
  insertMissingScoreDays(
    db,
    days.map((day) => ({ organization_id: organizationId, assessed_at: at, ...day })),
  );
