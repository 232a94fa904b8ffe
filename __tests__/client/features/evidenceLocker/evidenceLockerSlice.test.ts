import type { UnknownAction } from '@reduxjs/toolkit';
import { makeStore } from '@/app/store';
import { evidenceLockerApi } from '@/features/evidenceLocker/evidenceLockerApi';
import {
  categoryFilterChanged,
  confidentialityFilterChanged,
  filtersCleared,
  searchChanged,
  selectEvidence,
  selectEvidenceFilters,
  selectEvidenceSummary,
  selectFilteredEvidence,
  selectHasActiveFilters,
  statusFilterChanged,
} from '@/features/evidenceLocker/evidenceLockerSlice';
import { sampleEvidence } from '@/features/evidenceLocker/sampleEvidence';

/** The state after the evidence arrives and `actions` are dispatched in order. */
const replay = async (...actions: UnknownAction[]) => {
  const store = makeStore();
  await store.dispatch(evidenceLockerApi.endpoints.getEvidence.initiate());
  actions.forEach((action) => store.dispatch(action));
  return store.getState();
};
const names = async (...actions: UnknownAction[]) =>
  selectFilteredEvidence(await replay(...actions)).map((evidence) => evidence.name);

describe('evidence locker slice', () => {
  it('has no evidence before it arrives', () => {
    expect(selectEvidence(makeStore().getState())).toEqual([]);
  });

  it('starts with every sample item, no filters and the status counts', async () => {
    const state = await replay();
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

  it('filters by category, status and confidentiality together', async () => {
    expect(await names(categoryFilterChanged('Policies'))).toEqual([
      'Information Security Policy v3.2',
      'Acceptable Use Policy',
    ]);
    expect(await names(categoryFilterChanged('Procedures'), statusFilterChanged('rejected'))).toEqual([
      'Quarterly Access Review Procedure',
    ]);
    expect(await names(confidentialityFilterChanged('restricted'))).toEqual(['Incident Response Procedure']);
    expect(await names(categoryFilterChanged('Training Records'), confidentialityFilterChanged('public'))).toEqual([]);
  });

  it('searches names, descriptions, tags and related controls, ignoring case and spaces', async () => {
    expect(await names(searchChanged('  mfa '))).toEqual(['AWS IAM MFA Enforcement Export']);
    expect(await names(searchChanged('vendors'))).toEqual(['Annual Risk Assessment 2026']);
    expect(await names(searchChanged('cc6.2'))).toEqual([
      'AWS IAM MFA Enforcement Export',
      'Quarterly Access Review Procedure',
    ]);
  });

  it('clears every filter at once', async () => {
    const filtered = await replay(
      categoryFilterChanged('Policies'),
      statusFilterChanged('approved'),
      confidentialityFilterChanged('public'),
      searchChanged('use'),
    );
    expect(selectFilteredEvidence(filtered).map((evidence) => evidence.name)).toEqual(['Acceptable Use Policy']);
    expect(selectHasActiveFilters(filtered)).toBe(true);

    const cleared = await replay(categoryFilterChanged('Policies'), searchChanged('use'), filtersCleared());
    expect(selectFilteredEvidence(cleared)).toEqual(sampleEvidence);
    expect(selectHasActiveFilters(cleared)).toBe(false);
  });
});
