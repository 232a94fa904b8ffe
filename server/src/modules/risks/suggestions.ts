import type { MemberActor } from '../../core/actor';
import { AppError } from '../../core/appError';
import { checks, isCheckId, type CheckId } from '../../frameworks/checks';
import { frameworkIds } from '@/contracts/enums';
import type { Risk, RiskSuggestion } from '@/contracts/risks';
import { findLatestAssessments } from '../assessments';
import { controlsUsingCheck } from './controlCatalogue';
import { listSourceChecks } from './repository';
import { createRisk, type RiskDeps, today } from './service';
import { suggestedRisks } from './suggestionCatalogue';

export const suggestionNotFound = 'Suggestion not found: the check is passing or its risk is already in the register';

// A suggested risk is reviewed a quarter after it is added, once its treatment has had time to be chosen.
const firstReviewDays = 90;
const dayMs = 24 * 60 * 60 * 1000;

const suggestedCheckByName = new Map(
  (Object.keys(suggestedRisks) as CheckId[]).map((checkId) => [checks[checkId].name, checkId] as const),
);

/** The checks of the catalogue failing in the latest assessment of any framework (results name checks by name). */
const failingSuggestedChecks = async (deps: RiskDeps, organizationId: string): Promise<Set<CheckId>> => {
  const latest = await Promise.all(
    frameworkIds.map(async (framework) => (await findLatestAssessments(deps.db, organizationId, framework)).latest),
  );
  return new Set(
    latest.flatMap((assessment) =>
      (assessment?.results ?? []).flatMap((result) =>
        result.sources.flatMap((source) => {
          const checkId = suggestedCheckByName.get(source.check);
          return checkId ? [checkId] : [];
        }),
      ),
    ),
  );
};

const toSuggestion = (checkId: CheckId): RiskSuggestion[] => {
  const suggested = suggestedRisks[checkId];
  if (!suggested) return [];
  return [{ checkId, checkName: checks[checkId].name, ...suggested, controls: controlsUsingCheck(checkId) }];
};

/** The catalogue's risks for the checks failing now that the register does not already hold. */
export const listRiskSuggestions = async (deps: RiskDeps, reader: Pick<MemberActor, 'organizationId'>) => {
  const [failing, held] = await Promise.all([
    failingSuggestedChecks(deps, reader.organizationId),
    listSourceChecks(deps.db, reader.organizationId),
  ]);
  return [...failing].filter((checkId) => !held.has(checkId)).flatMap(toSuggestion);
};

/** Adds a suggested risk as proposed: owned by whoever accepts it, linked to the controls the check feeds. */
export const acceptRiskSuggestion = async (deps: RiskDeps, actor: MemberActor, checkId: string): Promise<Risk> => {
  const suggestion = (await listRiskSuggestions(deps, actor)).find((candidate) => candidate.checkId === checkId);
  if (!suggestion || !isCheckId(checkId)) throw new AppError(404, suggestionNotFound);
  const rating = { likelihood: suggestion.likelihood, impact: suggestion.impact };
  const reviewOn = new Date(Date.parse(`${today(deps)}T00:00:00Z`) + firstReviewDays * dayMs).toISOString();
  return createRisk(
    deps,
    actor,
    {
      title: suggestion.title,
      description: suggestion.description,
      category: suggestion.category,
      ownerId: actor.userId,
      controls: suggestion.controls,
      taskIds: [],
      inherent: rating,
      residual: rating,
      treatment: null,
      reviewOn: reviewOn.slice(0, 10),
      status: 'open',
    },
    checkId,
  );
};
