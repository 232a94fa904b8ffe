import { http, HttpResponse } from 'msw';
import type { ControlDetails } from '@/contracts/controlSettings';
import { controlDetailsFixture, pendingAttestation } from '@/testing/fixtures/controlDetails';
import { server } from '@/testing/server';

export type Write = { method: string; path: string; body: unknown };
type Refusal = { status: number; message: string };

/**
 * Serves `control` on GET and records each write the screens send; `refuse` answers the next writes with an error
 * (a 400, a 409) instead of success, as the server would.
 */
export const controlServer = (control: ControlDetails = controlDetailsFixture('SOC2', 'CC6.1')) => {
  const writes: Write[] = [];
  const refusals: Refusal[] = [];
  const record = async ({ request }: { request: Request }) => {
    const text = await request.text();
    const path = new URL(request.url).pathname;
    writes.push({ method: request.method, path, body: text ? JSON.parse(text) : undefined });
    const refusal = refusals.shift();
    if (refusal) return HttpResponse.json({ success: false, message: refusal.message }, { status: refusal.status });
    const data = path.startsWith('/api/attestations') ? pendingAttestation : control;
    return HttpResponse.json({ success: true, data }, { status: path === '/api/attestations' ? 201 : 200 });
  };
  server.use(
    http.get('*/api/controls/:framework/:controlId', () => HttpResponse.json({ success: true, data: control })),
    http.put('*/api/controls/:framework/:controlId', record),
    http.post('*/api/controls/:framework/:controlId/exclusion', record),
    http.post('*/api/controls/:framework/:controlId/exclusion/review', record),
    http.delete('*/api/controls/:framework/:controlId/exclusion', record),
    http.post('*/api/attestations', record),
    http.post('*/api/attestations/:id/review', record),
  );
  return { writes, refuse: (refusal: Refusal) => refusals.push(refusal) };
};
