import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '@/app/store';
import {
  categoryFilterChanged,
  confidentialityFilterChanged,
  filtersCleared,
  searchChanged,
  selectEvidenceFilters,
  selectEvidenceSummary,
  selectFilteredEvidence,
  selectHasActiveFilters,
  statusFilterChanged,
} from '@/features/evidenceLocker/evidenceLockerSlice';
import { sampleEvidence } from '@/features/evidenceLocker/sampleEvidence';

const replay = (...actions: UnknownAction[]) => {
  const store = makeStore();
  actions.forEach((action) => store.dispatch(action));
  return store.getState();
};
const names = (state: ReturnType<typeof replay>) => selectFilteredEvidence(state).map((evidence) => evidence.name);

describe('evidence locker slice', () => {
  it('starts with every sample item, no filters and the status counts', () => {
    const state = replay();
    expect(selectFilteredEvidence(state)).toEqual(sampleEvidence);
    expect(selectEvidenceFilters(state)).toEqual({
      category: 'all',
      status: 'all',
      confidentiality: 'all',
      search: '',
    });
    expect(selectHasActiveFilters(state)).toBe(false);
    expect(selectEvidenceSummary(state)).toEqual({ total: 8, approved: 4, pending: 2, rejected: 2 });
  });

  it('filters by category, status and confidentiality together', () => {
    expect(names(replay(categoryFilterChanged('Policies')))).toEqual([
      'Information Security Policy v3.2',
      'Acceptable Use Policy',
    ]);
    expect(names(replay(categoryFilterChanged('Procedures'), statusFilterChanged('rejected')))).toEqual([
      'Quarterly Access Review Procedure',
    ]);
    expect(names(replay(confidentialityFilterChanged('restricted')))).toEqual(['Incident Response Procedure']);
    const none = replay(categoryFilterChanged('Training Records'), confidentialityFilterChanged('public'));
    expect(names(none)).toEqual([]);
  });

  it('searches names, descriptions, tags and related controls, ignoring case and spaces', () => {
    expect(names(replay(searchChanged('  mfa ')))).toEqual(['AWS IAM MFA Enforcement Export']);
    expect(names(replay(searchChanged('vendors')))).toEqual(['Annual Risk Assessment 2026']);
    expect(names(replay(searchChanged('cc6.2')))).toEqual([
      'AWS IAM MFA Enforcement Export',
      'Quarterly Access Review Procedure',
    ]);
  });

  it('clears every filter at once', () => {
    const filtered = replay(
      categoryFilterChanged('Policies'),
      statusFilterChanged('approved'),
      confidentialityFilterChanged('public'),
      searchChanged('use'),
    );
    expect(names(filtered)).toEqual(['Acceptable Use Policy']);
    expect(selectHasActiveFilters(filtered)).toBe(true);

    const cleared = replay(categoryFilterChanged('Policies'), searchChanged('use'), filtersCleared());
    expect(selectFilteredEvidence(cleared)).toEqual(sampleEvidence);
    expect(selectHasActiveFilters(cleared)).toBe(false);
  });
});
