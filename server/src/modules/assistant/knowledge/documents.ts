import { controlLabel } from '@/contracts/controls';
import type { FrameworkId } from '@/contracts/enums';
import { frameworks } from '../../../frameworks';
import { type CheckId, checkIds, checks } from '../../../frameworks/checks';
import type { Control } from '../../../frameworks/types';
import { remediation } from './remediation';

export type ControlDocument = {
  id: string;
  kind: 'control';
  framework: FrameworkId;
  controlId: string;
  label: string;
  name: string;
  category: string;
  checkNames: string;
  text: string;
  aliases: string;
};

export type CheckDocument = {
  id: string;
  kind: 'check';
  checkId: CheckId;
  name: string;
  what: string;
  steps: string;
  usedBy: string;
};

export type KnowledgeDocument = ControlDocument | CheckDocument;

/** The fields searched; a document leaves out the ones it does not have. */
export const searchedFields = ['label', 'name', 'category', 'checkNames', 'what', 'text', 'aliases', 'steps', 'usedBy'];

/** The fields a result carries back, to become a RetrievedSource without a lookup. */
export const storedFields = ['kind', 'framework', 'controlId', 'checkId'];

const shortNames: Record<FrameworkId, string> = { SOC2: 'SOC 2', ISO27001: 'ISO 27001', HIPAA: 'HIPAA', GDPR: 'GDPR' };

// The names a framework goes by besides its catalogue title, so "Security Rule" or "ePHI" still points at it.
const frameworkAliases: Record<FrameworkId, string> = {
  SOC2: 'SOC 2 Trust Services Criteria AICPA',
  ISO27001: 'ISO 27001 ISO/IEC 27001:2022 Annex A ISMS clauses',
  HIPAA: 'HIPAA Security Rule 45 CFR 164 ePHI electronic protected health information',
  GDPR: 'GDPR General Data Protection Regulation personal data',
};

export const controlKey = (framework: FrameworkId, controlId: string) => `${framework}:${controlId}`;
export const checkKey = (checkId: CheckId) => `check:${checkId}`;

const controlDocument = (framework: FrameworkId, frameworkName: string, control: Control): ControlDocument => {
  const checkNames = control.checks.map((checkId) => checks[checkId].name).join('. ');
  const checkWhats = control.checks.map((checkId) => remediation[checkId].what).join(' ');
  return {
    id: controlKey(framework, control.id),
    kind: 'control',
    framework,
    controlId: control.id,
    label: controlLabel(control.id),
    name: control.name,
    category: control.category,
    checkNames,
    text: [control.name, control.category, checkNames, checkWhats, frameworkName].join('. '),
    aliases: frameworkAliases[framework],
  };
};

const usersOf = (checkId: CheckId) =>
  Object.values(frameworks).flatMap(({ id, controls }) =>
    controls
      .filter((control) => control.checks.includes(checkId))
      .map((control) => `${shortNames[id]} ${controlLabel(control.id)} ${control.name}`),
  );

const checkDocument = (checkId: CheckId): CheckDocument => {
  const { what, steps } = remediation[checkId];
  return {
    id: checkKey(checkId),
    kind: 'check',
    checkId,
    name: checks[checkId].name,
    what,
    steps: Object.entries(steps)
      .map(([provider, providerSteps]) => `${provider}: ${providerSteps.join(' ')}`)
      .join('\n'),
    usedBy: usersOf(checkId).join('. '),
  };
};

/** Every control of every framework, and every check with its remediation guidance. */
export const buildKnowledgeDocuments = (): KnowledgeDocument[] => [
  ...Object.values(frameworks).flatMap(({ id, name, controls }) =>
    controls.map((control) => controlDocument(id, name, control)),
  ),
  ...checkIds.map(checkDocument),
];
