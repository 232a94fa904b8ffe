import type { Recurrence } from './types';

const minutesInDay = 24 * 60;
const oneMinute = 60_000;

const isWhole = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

/** Throws unless the recurrence means the same to cron (pg-boss) and to the embedded runner. */
export const assertRecurrence = (recurrence: Recurrence): void => {
  const valid =
    recurrence.every === 'minutes'
      ? isWhole(recurrence.minutes, 1, minutesInDay) &&
        (60 % recurrence.minutes === 0 || (recurrence.minutes % 60 === 0 && minutesInDay % recurrence.minutes === 0))
      : isWhole(recurrence.hour, 0, 23) &&
        isWhole(recurrence.minute, 0, 59) &&
        (recurrence.every !== 'week' || isWhole(recurrence.weekday, 0, 6)) &&
        (recurrence.every !== 'month' || isWhole(recurrence.day, 1, 28));
  if (!valid) throw new Error(`Unsupported recurrence ${JSON.stringify(recurrence)}`);
};

export const toCron = (recurrence: Recurrence): string => {
  assertRecurrence(recurrence);
  switch (recurrence.every) {
    case 'minutes':
      return recurrence.minutes < 60 ? `*/${recurrence.minutes} * * * *` : `0 */${recurrence.minutes / 60} * * *`;
    case 'day':
      return `${recurrence.minute} ${recurrence.hour} * * *`;
    case 'week':
      return `${recurrence.minute} ${recurrence.hour} * * ${recurrence.weekday}`;
    case 'month':
      return `${recurrence.minute} ${recurrence.hour} ${recurrence.day} * *`;
  }
};

const atUtc = (date: Date, hour: number, minute: number, dayOffset = 0) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + dayOffset, hour, minute));

/** The first time strictly after `after` at which the recurrence fires. */
export const nextRunAfter = (recurrence: Recurrence, after: Date): Date => {
  assertRecurrence(recurrence);
  switch (recurrence.every) {
    case 'minutes': {
      const midnight = atUtc(after, 0, 0).getTime();
      const elapsed = Math.floor((after.getTime() - midnight) / oneMinute);
      return new Date(midnight + (Math.floor(elapsed / recurrence.minutes) + 1) * recurrence.minutes * oneMinute);
    }
    case 'day': {
      const today = atUtc(after, recurrence.hour, recurrence.minute);
      return today > after ? today : atUtc(after, recurrence.hour, recurrence.minute, 1);
    }
    case 'week': {
      const ahead = (recurrence.weekday - after.getUTCDay() + 7) % 7;
      const candidate = atUtc(after, recurrence.hour, recurrence.minute, ahead);
      return candidate > after ? candidate : atUtc(after, recurrence.hour, recurrence.minute, ahead + 7);
    }
    case 'month': {
      const { day, hour, minute } = recurrence;
      const thisMonth = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), day, hour, minute));
      return thisMonth > after
        ? thisMonth
        : new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth() + 1, day, hour, minute));
    }
  }
};
