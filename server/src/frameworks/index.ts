import { gdpr } from './gdpr';
import { hipaa } from './hipaa';
import { iso27001 } from './iso27001';
import { soc2 } from './soc2';
import type { FrameworkId } from '../../../src/contracts/enums';
import type { Framework } from './types';

export const frameworks: Readonly<Record<FrameworkId, Framework>> = {
  SOC2: soc2,
  ISO27001: iso27001,
  HIPAA: hipaa,
  GDPR: gdpr,
};
