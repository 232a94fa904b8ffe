import type { ControlStatus } from '@/contracts/enums';
import type { ControlDay } from '@/contracts/scoreHistory';

export type StatusChange = Pick<ControlDay, 'day' | 'changedBy'> & { from: ControlStatus; to: ControlStatus };

/** The days whose status differs from the day before, newest first. */
export const statusChanges = (days: ControlDay[]): StatusChange[] =>
  days
    .flatMap((day, index) => {
      const before = days[index - 1];
      return before && before.status !== day.status
        ? [{ day: day.day, from: before.status, to: day.status, changedBy: day.changedBy }]
        : [];
    })
    .reverse();
