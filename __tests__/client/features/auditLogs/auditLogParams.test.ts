import { auditLogFilterParams } from '@/features/auditLogs/auditLogParams';

describe('auditLogFilterParams', () => {
  it('sends only the filters that are set', () => {
    expect(auditLogFilterParams({ category: 'all', severity: 'all', search: '' })).toEqual({});
    expect(auditLogFilterParams({ category: 'data', severity: 'critical', search: 'export' })).toEqual({
      category: 'data',
      severity: 'critical',
      search: 'export',
    });
  });
});
