import { http, HttpResponse } from 'msw';

const controlsByFramework: Record<string, { controlId: string; name: string }[]> = {
  SOC2: [
    { controlId: 'CC6.1', name: 'Logical access security' },
    { controlId: 'CC7.1', name: 'Vulnerability management' },
  ],
  ISO27001: [
    { controlId: 'A.5.15', name: 'Access control' },
    { controlId: 'A.8.8', name: 'Management of technical vulnerabilities' },
  ],
};

/** GET /api/controls?framework=, answering each framework's controls (id and name are all the picker reads). */
export const controlOptionHandler = http.get('*/api/controls', ({ request }) =>
  HttpResponse.json({
    success: true,
    data: controlsByFramework[new URL(request.url).searchParams.get('framework') ?? ''] ?? [],
  }),
);
