import { policyTemplates } from '../server/src/modules/policies/library';
import { renderPolicyPdf } from '../server/src/modules/policies/pdf/renderPolicyPdf';
import { renderPolicy } from '../server/src/modules/policies/rendering';
import { sha256Hex } from '../server/src/lib/sha256';
import { policyProfileFields } from '@/contracts/policyFields';
import { reportP95 } from './lib/p95Report';
import { heading } from './lib/report';
import { time } from './lib/stats';

const renderTargetMs = 20;
const pdfTargetMs = 300;
const renders = 50;
const pdfs = 30;

// Every field filled, every fact known: the most text a template renders.
const values = {
  profile: Object.fromEntries(Object.keys(policyProfileFields).map((field) => [field, `Value of ${field}`])),
  facts: {
    cloudProviders: 'Amazon Web Services and Google Cloud Platform',
    identityProvider: 'Okta',
    sourceControl: 'GitHub',
    mfaEnforcement: 'MFA is enforced for all 48 users in Okta',
    backupsTestedOn: '14 October 2026',
    frameworks: 'SOC 2, ISO 27001, HIPAA and GDPR',
    passwordMinimumLength: '12',
  },
};

/** Rendering each library template with a full profile, and drawing the longest one's PDF, in this process. */
export async function reportPolicies(): Promise<boolean> {
  heading('Policies: rendering a template with the profile and drawing its PDF');
  let ok = true;
  let longest = { title: '', text: '' };
  for (const template of policyTemplates) {
    const { text } = renderPolicy(template.body, values);
    if (text.length > longest.text.length) longest = { title: template.title, text };
  }
  const rendering = await time(async () => {
    for (const template of policyTemplates) renderPolicy(template.body, values);
  }, renders);
  const perTemplate = {
    medianMs: rendering.medianMs / policyTemplates.length,
    p95Ms: rendering.p95Ms / policyTemplates.length,
    runs: rendering.runs,
  };
  ok =
    reportP95(
      `render one of ${policyTemplates.length} templates`,
      'Policy template rendered',
      perTemplate,
      renderTargetMs,
    ) && ok;
  const input = {
    organization: 'Acme Cloud',
    title: longest.title,
    version: '2.0',
    changelog: 'Yearly review',
    approvedBy: 'Priya Shah',
    publishedBy: 'Alex Morgan',
    publishedAt: '2026-11-02T09:00:00.000Z',
    sha256: sha256Hex(longest.text),
    text: longest.text,
  };
  const drawing = await time(() => renderPolicyPdf(input), pdfs);
  ok = reportP95(`PDF of the ${longest.title}`, 'Policy PDF drawn', drawing, pdfTargetMs) && ok;
  return ok;
}
