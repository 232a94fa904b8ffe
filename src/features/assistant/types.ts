import type { FrameworkId } from '@/contracts/enums';
/** What the heat map passes in navigation state; issues arrive as strings or {description} (SPEC §3). */
export type ControlContext = { id: string; name: string; issues: string[]; framework: FrameworkId | null };
