import { waitFor } from '@testing-library/react';
import { getApiErrorMessage } from '@/api/apiError';
import { makeStore } from '@/app/store';
import { shareText } from '@/features/shareLinks/constants';
import { shareLinksApi } from '@/features/shareLinks/shareLinksApi';
import type { ShareLinkTarget } from '@/features/shareLinks/types';
import { signedInState } from '@/testing/authState';
import { evidenceFake } from '@/testing/fixtures/evidence';
import { reportsFake, reportsFixture } from '@/testing/fixtures/reports';
import { server } from '@/testing/server';

const { endpoints } = shareLinksApi;
const [soc2] = reportsFixture;

let logged: jest.SpyInstance;
beforeEach(() => {
  // The API client logs each failed call; the failures here are expected.
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

/** Makes a link, revokes it, and answers the requests the target's share routes saw. */
const createAndRevoke = async (target: ShareLinkTarget, requests: () => string[]) => {
  const store = makeStore(signedInState());
  const links = store.dispatch(endpoints.getShareLinks.initiate(target));
  await links;
  const created = await store.dispatch(endpoints.createShareLink.initiate({ target, expiresInHours: 168 })).unwrap();
  expect(Date.parse(created.expiresAt) - Date.parse(created.createdAt)).toBe(168 * 3_600_000);

  const revoked = await store.dispatch(endpoints.revokeShareLink.initiate({ target, shareId: created.id })).unwrap();
  expect(revoked).toEqual([expect.objectContaining({ id: created.id, revokedAt: expect.any(String) })]);
  // Each change fetched the links again.
  await waitFor(() => expect(endpoints.getShareLinks.select(target)(store.getState()).data).toEqual(revoked));
  links.unsubscribe();
  return { created, requests: requests() };
};

describe('shareLinksApi', () => {
  it("makes, lists and revokes a report's links at /api/reports/:id/shares", async () => {
    const fake = reportsFake();
    server.use(...fake.handlers);
    const { created, requests } = await createAndRevoke({ kind: 'report', id: soc2.id }, fake.requests);
    expect(created.url).toMatch(/\/api\/shared-reports\/[\w-]{43}$/);
    expect(fake.bodies('POST', `/api/reports/${soc2.id}/shares`)).toEqual([{ expiresInHours: 168 }]);
    const shares = `/api/reports/${soc2.id}/shares`;
    expect(requests).toEqual([
      `GET ${shares}`,
      `POST ${shares}`,
      `GET ${shares}`,
      `DELETE ${shares}/${created.id}`,
      `GET ${shares}`,
    ]);
  });

  it("makes, lists and revokes a public evidence item's links at /api/evidence/:id/shares", async () => {
    const fake = evidenceFake();
    server.use(...fake.handlers);
    const item = fake.items().find((candidate) => candidate.confidentiality === 'public');
    if (!item) throw new Error('the seeds hold a public item');
    const { created, requests } = await createAndRevoke({ kind: 'evidence', id: item.id }, fake.shareRequests);
    expect(created.url).toMatch(/\/api\/shared-evidence\/[\w-]{43}$/);
    const shares = `/api/evidence/${item.id}/shares`;
    expect(requests).toEqual([
      `GET ${shares}`,
      `POST ${shares}`,
      `GET ${shares}`,
      `DELETE ${shares}/${created.id}`,
      `GET ${shares}`,
    ]);
  });

  it("answers the server's reason when an item may not be shared", async () => {
    const fake = evidenceFake();
    server.use(...fake.handlers);
    const item = fake.items().find((candidate) => candidate.confidentiality === 'confidential');
    if (!item) throw new Error('the seeds hold a confidential item');
    const store = makeStore(signedInState());
    const result = await store.dispatch(
      endpoints.createShareLink.initiate({ target: { kind: 'evidence', id: item.id }, expiresInHours: 72 }),
    );
    expect(getApiErrorMessage(result.error, shareText.createFailed)).toBe(
      'Only public evidence can be shared by link.',
    );
  });
});
