import MiniSearch, { type SearchResult } from 'minisearch';
import type { FrameworkId } from '@/contracts/enums';
import type { CheckId } from '../../../frameworks/checks';
import { idToken, processTerm, queryTerms, tokenize } from './analysis';
import { type ControlReference, findControlReferences } from './controlReferences';
import { buildKnowledgeDocuments, controlKey, type KnowledgeDocument, searchedFields, storedFields } from './documents';
import { findFrameworkMentions } from './frameworkMentions';
import { isConceptToken } from './synonyms';

export type RetrievedSource =
  | { kind: 'control'; framework: FrameworkId; controlId: string; score: number }
  | { kind: 'check'; checkId: CheckId; score: number };

/** framework: only that framework's controls are returned (checks belong to every framework). */
export type KnowledgeSearchOptions = { limit?: number; framework?: FrameworkId };

export type KnowledgeIndex = {
  /**
   * The sources that best ground an answer, best first, with their BM25 scores. Controls the question cites by id
   * come first. No result means nothing in the catalogues matches: the assistant should say it cannot ground an answer.
   */
  search: (question: string, options?: KnowledgeSearchOptions) => RetrievedSource[];
};

const fieldBoosts = {
  label: 8,
  name: 4,
  checkNames: 2,
  what: 2,
  category: 1.5,
  text: 1,
  aliases: 0.5,
  steps: 0.5,
  usedBy: 0.5,
};
const namedFrameworkBoost = 3;
const defaultLimit = 5;

type Stored = { kind: 'control'; framework: FrameworkId; controlId: string } | { kind: 'check'; checkId: CheckId };

const toSource = (result: SearchResult): RetrievedSource => {
  const stored = result as unknown as Stored;
  return stored.kind === 'control'
    ? { kind: 'control', framework: stored.framework, controlId: stored.controlId, score: result.score }
    : { kind: 'check', checkId: stored.checkId, score: result.score };
};

const sourceKey = (source: RetrievedSource) =>
  source.kind === 'control' ? controlKey(source.framework, source.controlId) : `check:${source.checkId}`;

const fullTextSearch = (miniSearch: MiniSearch<KnowledgeDocument>, question: string, scope?: FrameworkId) => {
  const { frameworks: named, remainder } = findFrameworkMentions(question);
  const terms = queryTerms(remainder);
  const results = terms.length
    ? miniSearch.search(terms.join(' '), {
        // The terms are analysed already: minisearch must take them as they are.
        tokenize: (query) => query.split(' '),
        processTerm: (term) => term,
        boost: fieldBoosts,
        prefix: (term) => term.length >= 3 && !isConceptToken(term),
        fuzzy: (term) => (term.length >= 5 && !isConceptToken(term) && !/\d/.test(term) ? 0.2 : false),
        boostDocument: (_id, _term, stored) =>
          named.includes(stored?.framework as FrameworkId) ? namedFrameworkBoost : 1,
        filter: (result) => !scope || result.kind === 'check' || result.framework === scope,
      })
    : [];
  return { results: results.map(toSource), isoNamed: named.includes('ISO27001') };
};

const citedSources = (cited: ControlReference[], bestScore: number): RetrievedSource[] =>
  cited.map(({ framework, controlId }) => ({ kind: 'control', framework, controlId, score: bestScore + 1 }));

export const createKnowledgeIndex = (): KnowledgeIndex => {
  const miniSearch = new MiniSearch<KnowledgeDocument>({
    fields: searchedFields,
    storeFields: storedFields,
    tokenize: (text, field) => (field === 'label' ? [idToken(text)] : tokenize(text)),
    processTerm: (term) => processTerm(term),
  });
  miniSearch.addAll(buildKnowledgeDocuments());

  return {
    search: (question, { limit = defaultLimit, framework } = {}) => {
      const { results, isoNamed } = fullTextSearch(miniSearch, question, framework);
      const cited = findControlReferences(question, isoNamed).filter(
        (control) => !framework || control.framework === framework,
      );
      const first = citedSources(cited, results[0]?.score ?? 0);
      const firstKeys = new Set(first.map(sourceKey));
      return [...first, ...results.filter((source) => !firstKeys.has(sourceKey(source)))].slice(0, limit);
    },
  };
};
