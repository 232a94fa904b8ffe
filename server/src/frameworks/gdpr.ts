import type { CheckId } from './checks';
import type { Control, Framework } from './types';

type Article = [article: string, name: string, checks: CheckId[]];

const chapter = (category: string, articles: Article[]): Control[] =>
  articles.map(([article, name, checks]) => ({ id: `Art. ${article}`, name, category, checks }));

// GDPR (Regulation (EU) 2016/679): the articles an organisation evidences as controls, by chapter theme.
const controls: Control[] = [
  ...chapter('Principles and Lawful Processing', [
    [
      '5',
      'Principles relating to processing of personal data',
      ['processingRecords.updatedAt', 'dataRetention.policyDefined'],
    ],
    ['6', 'Lawfulness of processing', ['processingRecords.updatedAt']],
    ['7', 'Conditions for consent', ['consent.recordedPct']],
    ['8', "Conditions applicable to a child's consent", ['consent.recordedPct']],
    ['9', 'Processing of special categories of personal data', ['dpia.completed', 'encryption.atRest']],
    [
      '10',
      'Processing of personal data relating to criminal convictions and offences',
      ['processingRecords.updatedAt'],
    ],
  ]),
  ...chapter('Rights of the Data Subject', [
    ['12', 'Transparent information, communication and modalities', ['dataSubjectRequests.onTimePct']],
    ['13', 'Information to be provided where data are collected from the data subject', ['privacy.noticePublished']],
    [
      '14',
      'Information to be provided where data have not been obtained from the data subject',
      ['privacy.noticePublished'],
    ],
    ['15', 'Right of access by the data subject', ['dataSubjectRequests.onTimePct']],
    ['16', 'Right to rectification', ['dataSubjectRequests.onTimePct']],
    [
      '17',
      "Right to erasure ('right to be forgotten')",
      ['dataSubjectRequests.onTimePct', 'dataRetention.policyDefined'],
    ],
    ['18', 'Right to restriction of processing', ['dataSubjectRequests.onTimePct']],
    [
      '19',
      'Notification obligation regarding rectification, erasure or restriction',
      ['dataSubjectRequests.onTimePct', 'vendors.reviewed'],
    ],
    ['20', 'Right to data portability', ['dataSubjectRequests.onTimePct']],
    ['21', 'Right to object', ['dataSubjectRequests.onTimePct', 'consent.recordedPct']],
    ['22', 'Automated individual decision-making, including profiling', ['dpia.completed']],
  ]),
  ...chapter('Controller and Processor Obligations', [
    ['24', 'Responsibility of the controller', ['policies.reviewedAt', 'policies.acceptedPct']],
    ['25', 'Data protection by design and by default', ['secureDevelopment.scanning', 'encryption.atRest']],
    ['26', 'Joint controllers', ['vendors.reviewed']],
    // The representative keeps the records of processing (Art. 30(1) and (2)) and answers the authority with them.
    [
      '27',
      'Representatives of controllers or processors not established in the Union',
      ['processingRecords.updatedAt'],
    ],
    ['28', 'Processor', ['vendors.reviewed']],
    [
      '29',
      'Processing under the authority of the controller or processor',
      ['accessReview.lastCompletedAt', 'training.completionPct'],
    ],
    ['30', 'Records of processing activities', ['processingRecords.updatedAt']],
    // Cooperating on request starts with the records Art. 30(4) obliges the organisation to make available.
    ['31', 'Cooperation with the supervisory authority', ['processingRecords.updatedAt']],
  ]),
  ...chapter('Security of Personal Data', [
    ['32', 'Security of processing', ['encryption.atRest', 'encryption.inTransit', 'mfa.enforced', 'backups.tested']],
    [
      '33',
      'Notification of a personal data breach to the supervisory authority',
      ['breach.notificationProcedure', 'incidentResponse.planTestedAt'],
    ],
    ['34', 'Communication of a personal data breach to the data subject', ['breach.notificationProcedure']],
  ]),
  ...chapter('Impact Assessment and Data Protection Officer', [
    ['35', 'Data protection impact assessment', ['dpia.completed']],
    ['36', 'Prior consultation', ['dpia.completed']],
    ['37', 'Designation of the data protection officer', ['dpo.appointed']],
    ['38', 'Position of the data protection officer', ['dpo.appointed']],
    ['39', 'Tasks of the data protection officer', ['dpo.appointed', 'training.completionPct']],
  ]),
  ...chapter('International Transfers', [
    ['44', 'General principle for transfers', ['transfers.safeguarded']],
    ['45', 'Transfers on the basis of an adequacy decision', ['transfers.safeguarded']],
    ['46', 'Transfers subject to appropriate safeguards', ['transfers.safeguarded']],
    ['47', 'Binding corporate rules', ['transfers.safeguarded']],
    ['48', 'Transfers or disclosures not authorised by Union law', ['transfers.safeguarded']],
    ['49', 'Derogations for specific situations', ['transfers.safeguarded', 'consent.recordedPct']],
  ]),
];

export const gdpr: Framework = { id: 'GDPR', name: 'General Data Protection Regulation', controls };
