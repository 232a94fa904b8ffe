import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '@/app/store';
import {
  categoryChanged,
  dateRangeChanged,
  pageChanged,
  searchChanged,
  selectActivityLogFilters,
  selectAuditLogQuery,
  severityChanged,
} from '@/features/auditLogs/auditLogsSlice';
import { MAX_SEARCH_LENGTH } from '@/features/auditLogs/constants';

const replay = (...actions: UnknownAction[]) => {
  const store = makeStore();
  actions.forEach((action) => store.dispatch(action));
  return store.getState();
};

describe('activity logs slice', () => {
  it('starts on page 1 with no filters and the widest date range', () => {
    expect(selectActivityLogFilters(replay())).toEqual({
      category: 'all',
      severity: 'all',
      search: '',
      dateRange: '90d',
      page: 1,
    });
  });

  it('names its actions as events', () => {
    const creators = [categoryChanged, severityChanged, searchChanged, dateRangeChanged, pageChanged];
    expect(creators.map((creator) => creator.type)).toEqual([
      'auditLogs/categoryChanged',
      'auditLogs/severityChanged',
      'auditLogs/searchChanged',
      'auditLogs/dateRangeChanged',
      'auditLogs/pageChanged',
    ]);
  });

  it.each([
    ['category', categoryChanged('system'), { category: 'system' }],
    ['severity', severityChanged('warning'), { severity: 'warning' }],
    ['search', searchChanged('backup'), { search: 'backup' }],
    ['date range', dateRangeChanged('today'), { dateRange: 'today' }],
  ])('goes back to page 1 when the %s changes', (_name, action, expected) => {
    const filters = selectActivityLogFilters(replay(pageChanged(3), action));
    expect(filters).toMatchObject({ ...expected, page: 1 });
  });

  it('turns pages and keeps the filters', () => {
    const filters = selectActivityLogFilters(replay(categoryChanged('data'), pageChanged(2), pageChanged(3)));
    expect(filters).toMatchObject({ category: 'data', page: 3 });
  });

  it('trims the search, caps it at the length the server accepts, and ignores a search that did not change', () => {
    expect(selectActivityLogFilters(replay(searchChanged('  mfa  '))).search).toBe('mfa');
    expect(selectActivityLogFilters(replay(searchChanged('x'.repeat(250)))).search).toHaveLength(MAX_SEARCH_LENGTH);
    const unchanged = selectActivityLogFilters(replay(searchChanged('mfa'), pageChanged(2), searchChanged('mfa ')));
    expect(unchanged).toMatchObject({ search: 'mfa', page: 2 });
  });

  it('queries the server without the date range, and a new date range alone keeps the same query', () => {
    const state = replay(severityChanged('critical'), pageChanged(2));
    expect(selectAuditLogQuery(state)).toEqual({ category: 'all', severity: 'critical', search: '', page: 2 });
    const store = makeStore();
    const before = selectAuditLogQuery(store.getState());
    store.dispatch(dateRangeChanged('90d'));
    expect(selectAuditLogQuery(store.getState())).toBe(before);
  });
});
