import { workerTask } from '../../../core/workerPool';
import { type PolicyPdfInput, renderPolicyPdf } from './renderPolicyPdf';

type RenderedPolicyPdf = Awaited<ReturnType<typeof renderPolicyPdf>>;

export const renderPolicyPdfOnWorker = (input: PolicyPdfInput): Promise<RenderedPolicyPdf> => renderPolicyPdf(input);

export const renderPolicyPdfTask = workerTask<PolicyPdfInput, RenderedPolicyPdf>('renderPolicyPdfOnWorker');
