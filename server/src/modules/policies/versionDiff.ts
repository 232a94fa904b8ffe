import type { MemberActor } from '../../core/actor';
import { AppError } from '../../core/appError';
import { diffTexts } from '../../lib/textDiff';
import { draftSide, type TextHunk } from '@/contracts/policies';
import { type PolicyDeps, renderWithOrganisation, requirePolicy } from './service';

type Sides = { from: string; to: string };

export const noDraftToCompare = 'the policy has no draft open';
export const unknownVersion = 'no published version of this policy has this id';

/**
 * The difference between two texts of a policy as members read them: a published version as it was frozen, or the
 * draft rendered with today's profile and facts, as it would be published.
 */
export const diffPolicyVersions = async (
  deps: PolicyDeps,
  reader: MemberActor,
  policyId: string,
  sides: Sides,
): Promise<{ hunks: TextHunk[] }> => {
  const loaded = await requirePolicy(deps, reader, policyId);
  const textOf = async (field: keyof Sides) => {
    const side = sides[field];
    if (side === draftSide) {
      if (!loaded.draft) throw new AppError(400, `${field}: ${noDraftToCompare}`);
      return (await renderWithOrganisation(deps, reader.organizationId, loaded.draft.body)).text;
    }
    const version = loaded.published.find((row) => row.id === side);
    if (!version) throw new AppError(400, `${field}: ${unknownVersion}`);
    return version.rendered;
  };
  const [from, to] = [await textOf('from'), await textOf('to')];
  return { hunks: diffTexts(from, to) };
};
