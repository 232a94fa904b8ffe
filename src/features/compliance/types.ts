import type { ControlStatus } from '@/contracts/enums';

export type StatusFilter = 'all' | ControlStatus;
