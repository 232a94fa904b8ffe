import type { MemberActor } from '../../core/actor';
import { AppError } from '../../core/appError';
import { diffTexts } from '../../lib/textDiff';
import type { SectionRewrite } from '@/contracts/policies';
import { policyBodyMax } from '@/contracts/policyLimits';
import { type LanguageModel, LanguageModelError } from '../../core/languageModel';
import { parsePolicyText } from './placeholders';
import { checkedRewrite, draftWithSection, findDraftSection, rewritePrompt, sectionMarkdown } from './sectionRewrite';
import { type PolicyDeps, requirePolicy } from './service';

export const rewriteUnavailableMessage =
  'No language model is configured on this server (LLM_URL), so it cannot suggest rewrites';
export const noDraftToRewriteMessage = 'There is no draft to rewrite: edit the policy first';
export const rewriteTooLongMessage = 'With the rewrite, the policy would be longer than a policy may be';

const modelFailed = (error: LanguageModelError) =>
  new AppError(502, `The rewrite could not be written: ${error.message}`);

const answerOf = async (model: LanguageModel, prompt: ReturnType<typeof rewritePrompt>) => {
  let answer = '';
  try {
    for await (const piece of model.stream(prompt)) answer += piece;
  } catch (error) {
    if (error instanceof LanguageModelError) throw modelFailed(error);
    throw error;
  }
  return answer;
};

/**
 * The language model's proposal for one section of the draft, with its difference from the section as it stands.
 * Nothing is stored: accepting it is saving the draft, which goes through review as any edit does.
 */
export const suggestSectionRewrite = async (
  deps: PolicyDeps,
  model: LanguageModel | null,
  actor: MemberActor,
  policyId: string,
  request: { section: string; instruction: string | null },
): Promise<SectionRewrite> => {
  const { policy, draft } = await requirePolicy(deps, actor, policyId);
  if (!model) throw new AppError(409, rewriteUnavailableMessage);
  if (!draft) throw new AppError(409, noDraftToRewriteMessage);
  const section = findDraftSection(draft.body, request.section);
  if (!section) throw new AppError(400, `section: the draft has no heading ${JSON.stringify(request.section)}`);
  const text = checkedRewrite(
    await answerOf(model, rewritePrompt(policy.title, section, request.instruction)),
    section,
  );
  // Trimmed as saving the draft stores it, so accepting the proposal saves exactly what was shown.
  const body = draftWithSection(section, text).trim();
  if (body.length > policyBodyMax) throw new AppError(422, rewriteTooLongMessage);
  const parsed = parsePolicyText(body);
  if ('error' in parsed) throw new AppError(422, `The rewrite breaks the policy's placeholders: ${parsed.error}`);
  return {
    section: section.heading,
    body,
    hunks: diffTexts(sectionMarkdown(section, section.text), sectionMarkdown(section, text)),
  };
};
