import type { Db } from '../../db/database';
import { type FrameworkId, frameworkIds } from '@/contracts/enums';
import { findFrameworksWithCompletedAssessments } from './repository';

const defaultFrameworks: FrameworkId[] = ['SOC2'];

/** Frameworks with at least one completed assessment, in catalogue order; SOC 2 for an organisation that has none. */
export const findFrameworksInUse = async (db: Db, organizationId: string): Promise<FrameworkId[]> => {
  const assessed = new Set(await findFrameworksWithCompletedAssessments(db, organizationId));
  const inUse = frameworkIds.filter((framework) => assessed.has(framework));
  return inUse.length > 0 ? inUse : defaultFrameworks;
};
