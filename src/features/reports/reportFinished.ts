import { type UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { addAppListener } from '@/app/addAppListener';
import type { AppDispatch } from '@/app/store';
import type { Report } from '@/contracts/reports';
import { REPORT_POLL_LIMIT, REPORT_POLL_MS } from '@/features/reports/constants';
import { reportsApi } from '@/features/reports/reportsApi';

const { getReports } = reportsApi.endpoints;

/** A list read that reached the server: not a subscription added to a list already cached. */
const isListRead = (action: UnknownAction) =>
  getReports.matchFulfilled(action) || (getReports.matchRejected(action) && !action.meta.condition);

/**
 * Resolves once a read of the list shows the report ready or failed, or gone (deleted meanwhile: null); after
 * REPORT_POLL_LIMIT reads, or when the session ends, as last seen. Meanwhile the list polls every REPORT_POLL_MS, the
 * same poll as the reports screen's.
 */
export const reportFinished = (dispatch: AppDispatch, id: string): Promise<Report | null> =>
  new Promise((resolve) => {
    const polling = dispatch(
      getReports.initiate(undefined, { subscriptionOptions: { pollingInterval: REPORT_POLL_MS } }),
    );
    let reads = 0;
    let lastSeen: Report | null = null;
    dispatch(
      addAppListener({
        predicate: (action) => isListRead(action) || baseApi.util.resetApiState.match(action),
        effect: (action, listenerApi) => {
          reads += 1;
          if (getReports.matchFulfilled(action)) lastSeen = action.payload.find((report) => report.id === id) ?? null;
          const ended = getReports.matchFulfilled(action) && lastSeen?.status !== 'generating';
          if (!ended && reads < REPORT_POLL_LIMIT && isListRead(action)) return;
          listenerApi.unsubscribe();
          polling.unsubscribe();
          resolve(lastSeen);
        },
      }),
    );
  });
