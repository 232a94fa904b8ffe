import { readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc reports CPU times in these ticks on every common platform. */
const ticksPerSecond = 100;

/** CPU seconds a process has used so far, user and system, all its threads (the worker pool's too). */
export const cpuSeconds = (pid: number): number => {
  // The command name (field 2) may hold spaces and parentheses: fields are counted from the last ')'.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 of what follows the command name.
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
};

/** A process's resident set, in MB, as the kernel counts it. */
export const residentMb = (pid: number): number => {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`/proc/${pid}/status has no VmRSS`);
  return Number(match[1]) / 1024;
};
