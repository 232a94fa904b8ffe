import { exportFileName } from '@/features/auditLogs/exportFileName';

const now = new Date('2026-03-10T15:30:00.000Z');

describe('exportFileName', () => {
  it('takes the name from Content-Disposition, quoted or not', () => {
    expect(exportFileName('attachment; filename="securo-activity-logs-2026-03-09.csv"', now)).toBe(
      'securo-activity-logs-2026-03-09.csv',
    );
    expect(exportFileName('attachment; filename=trail.csv', now)).toBe('trail.csv');
  });

  it('falls back to the same pattern with the UTC date', () => {
    expect(exportFileName(null, new Date('2026-03-09T23:59:00.000Z'))).toBe('securo-activity-logs-2026-03-09.csv');
    expect(exportFileName('attachment', new Date('2026-03-10T00:00:00.000Z'))).toBe(
      'securo-activity-logs-2026-03-10.csv',
    );
  });
});
