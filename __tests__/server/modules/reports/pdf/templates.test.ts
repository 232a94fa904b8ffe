import { renderReportPdf } from '../../../../../server/src/modules/reports/pdf/renderReport';
import { pdfInfoPages, pdfText } from '../../../helpers/pdfText';
import { buildSnapshot, hipaaSnapshot, isoSnapshot, sampleSnapshot } from '../fixtures/snapshot';

const renderedText = async (snapshot: Parameters<typeof renderReportPdf>[0]) => {
  const { pdf, pages } = await renderReportPdf(snapshot);
  return { text: await pdfText(pdf), pages, pdfPages: await pdfInfoPages(pdf) };
};

test('an ISO 27001 report assesses Annex A by theme and states applicability', async () => {
  const { text } = await renderedText(isoSnapshot());
  expect(text).toContain('Annex A by Theme');
  expect(text).not.toContain('Control Assessment');
  expect(text).toContain('Statement of Applicability');
  expect(text).toContain('Partially');
  expect(text).toContain('Assessed by:');
});

test('a HIPAA report marks standards and required or addressable specifications', async () => {
  const { text } = await renderedText(hipaaSnapshot());
  expect(text).toContain('Administrative Safeguards');
  expect(text).toContain('Standard');
  expect(text).toContain('Required');
  expect(text).toContain('Addressable');
  expect(text).toContain('Implementation specifications: 3 Required (2 passed), 3 Addressable (1 passed).');
});

test('a custom report holds only its chosen sections', async () => {
  const { text, pages, pdfPages } = await renderedText(
    sampleSnapshot({ type: 'custom', title: 'Board Findings Brief', sections: ['Findings and Risks'] }),
  );
  expect(text).toContain('Findings and Risks');
  expect(text).not.toContain('Evidence Appendix');
  expect(text).not.toContain('Period Activity');
  expect(text).not.toContain('Executive Summary');
  expect(pages).toBe(pdfPages);
});

test('a Unicode organisation name and dashes survive', async () => {
  const organization = 'Zürich Ünïcode Søren Ltd';
  const { text } = await renderedText(sampleSnapshot({ organization, title: 'Annual review — 2026' }));
  expect(text).toContain(organization);
  expect(text).toContain(`${organization} · Annual review — 2026`);
});

test('a control list longer than a page names every control and repeats the table header', async () => {
  const ids = Array.from({ length: 93 }, (_, index) => `LC-${String(index + 1).padStart(3, '0')}`);
  const controls = ids.map((id, index) => ({ id, name: `Long list control ${index + 1}`, score: 40 + (index % 60) }));
  const snapshot = buildSnapshot([{ name: 'Everything', controls }], {
    type: 'custom',
    sections: ['Control Assessment'],
  });
  const { text, pages, pdfPages } = await renderedText(snapshot);
  for (const id of ids) expect(text).toMatch(new RegExp(`\\b${id}\\b`));
  expect(pages).toBe(pdfPages);
  expect(pages).toBeGreaterThan(4);
  expect(text.match(/Checks — source/g)?.length).toBe(pages - 2);
});
