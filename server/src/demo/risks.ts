import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/database';
import type { RisksTable } from '../db/schema';
import type { Clock } from '../lib/clock';
import { registerChanges, registerSnapshot } from '../modules/risks/assessmentChanges';
import { insertRiskAssessment } from '../modules/risks/assessmentRepository';
import { insertRisk, listAllRiskRows } from '../modules/risks/repository';
import { riskColumns, type RiskInput } from '../modules/risks/riskFields';
import { refreshRiskSignals } from '../modules/risks/riskSignals';

const dayMs = 24 * 60 * 60 * 1000;

type Person = { id: string; name: string };

type DemoRisk = Omit<RiskInput, 'ownerId' | 'status' | 'reviewOn'> & {
  owner: Person;
  addedDaysAgo: number;
  reviewInDays: number;
  sourceCheck?: string;
  closed?: boolean;
};

const rate = (likelihood: number, impact: number) => ({ likelihood, impact });

// Added this long ago, the register held most of its risks when the last risk assessment was held.
const assessmentDaysAgo = 130;

const demoRisks = (people: { alex: Person; priya: Person; jordan: Person }, on: (days: number) => string) => {
  const { alex, priya, jordan } = people;
  const risks: DemoRisk[] = [
    {
      title: 'Customer data exposed through a public storage bucket',
      description:
        'An S3 bucket holding customer exports could be opened to the internet by a mistaken bucket policy; the ' +
        'account-level public access block is now on and checked on every sync.',
      category: 'privacy',
      owner: jordan,
      controls: [
        { framework: 'SOC2', controlId: 'CC6.1' },
        { framework: 'ISO27001', controlId: 'A.8.3' },
      ],
      taskIds: [],
      inherent: rate(3, 5),
      residual: rate(1, 5),
      treatment: { type: 'mitigate' },
      addedDaysAgo: 200,
      reviewInDays: 60,
      sourceCheck: 'aws.s3PublicAccessBlock',
    },
    {
      title: 'Account takeover through stolen or guessed passwords',
      description: 'Staff accounts in Okta and GitHub signed in with a password alone until MFA was enforced.',
      category: 'security',
      owner: jordan,
      controls: [{ framework: 'SOC2', controlId: 'CC6.1' }],
      taskIds: [],
      inherent: rate(4, 4),
      residual: rate(2, 4),
      treatment: { type: 'mitigate' },
      addedDaysAgo: 200,
      reviewInDays: 45,
    },
    {
      title: 'Unrecoverable data loss after a ransomware attack',
      description:
        'Production backups are taken nightly, but a full restore has never been timed against the eight-hour ' +
        'recovery objective.',
      category: 'availability',
      owner: alex,
      controls: [],
      taskIds: [],
      inherent: rate(4, 5),
      residual: rate(4, 4),
      treatment: null,
      addedDaysAgo: 35,
      reviewInDays: 14,
    },
    {
      title: 'Legacy reporting server runs an unsupported operating system',
      description:
        'The internal reporting box still runs an OS out of vendor support; it is isolated and due for retirement ' +
        'with the new analytics stack.',
      category: 'operational',
      owner: priya,
      controls: [],
      taskIds: [],
      inherent: rate(3, 3),
      residual: rate(2, 3),
      treatment: { type: 'accept', approverId: alex.id, expiresOn: on(-20) },
      addedDaysAgo: 210,
      reviewInDays: -20,
    },
    {
      title: 'Payment card data handled in our own systems',
      description: 'Card numbers never reach our servers: checkout is hosted by the payment processor.',
      category: 'compliance',
      owner: priya,
      controls: [],
      taskIds: [],
      inherent: rate(3, 5),
      residual: rate(1, 3),
      treatment: { type: 'avoid', how: 'Checkout moved to the processor’s hosted payment page; no card data stored.' },
      addedDaysAgo: 190,
      reviewInDays: 180,
    },
    {
      title: 'Cost of a data breach beyond what we can absorb',
      description: 'Notification, forensics and legal costs after a breach of patient records.',
      category: 'financial',
      owner: alex,
      controls: [],
      taskIds: [],
      inherent: rate(2, 5),
      residual: rate(2, 3),
      treatment: { type: 'transfer', to: 'Cyber liability insurance, $5M cover, renewed each March' },
      addedDaysAgo: 190,
      reviewInDays: 110,
    },
    {
      title: 'Cloud hosting provider suffers a regional outage',
      description: 'The platform runs in one AWS region; a regional failure would stop the service for customers.',
      category: 'availability',
      owner: jordan,
      controls: [{ framework: 'ISO27001', controlId: 'A.5.30' }],
      taskIds: [],
      inherent: rate(2, 4),
      residual: rate(2, 3),
      treatment: { type: 'mitigate' },
      addedDaysAgo: 180,
      reviewInDays: 90,
    },
    {
      title: 'A supplier breach exposes patient data',
      description:
        'Sub-processors with access to health data (support desk, email delivery) could be breached without our ' +
        'knowing.',
      category: 'vendor',
      owner: priya,
      controls: [{ framework: 'SOC2', controlId: 'CC9.2' }],
      taskIds: [],
      inherent: rate(3, 4),
      residual: rate(2, 4),
      treatment: { type: 'mitigate' },
      addedDaysAgo: 170,
      reviewInDays: 75,
    },
    {
      title: 'Staff fall for phishing and social engineering',
      description: 'Targeted phishing against support and finance staff, who hold elevated access to customer records.',
      category: 'security',
      owner: priya,
      controls: [{ framework: 'SOC2', controlId: 'CC2.2' }],
      taskIds: [],
      inherent: rate(4, 3),
      residual: rate(3, 3),
      treatment: { type: 'mitigate' },
      addedDaysAgo: 160,
      reviewInDays: 30,
    },
    {
      title: 'Former staff keep access to production',
      description: 'Leavers kept their GitHub and AWS access for days while offboarding was a manual checklist.',
      category: 'security',
      owner: jordan,
      controls: [{ framework: 'SOC2', controlId: 'CC6.2' }],
      taskIds: [],
      inherent: rate(3, 4),
      residual: rate(1, 4),
      treatment: { type: 'mitigate' },
      addedDaysAgo: 150,
      reviewInDays: 120,
    },
    {
      title: 'Patient data kept longer than customers’ contracts allow',
      description: 'Deleted customers’ records lingered in analytics exports beyond the thirty-day retention promise.',
      category: 'privacy',
      owner: priya,
      controls: [],
      taskIds: [],
      inherent: rate(3, 3),
      residual: rate(2, 2),
      treatment: { type: 'accept', approverId: alex.id, expiresOn: on(150) },
      addedDaysAgo: 25,
      reviewInDays: 150,
    },
    {
      title: 'Single engineer holds the only production database credentials',
      description: 'Resolved: credentials moved to the shared vault with break-glass access for two engineers.',
      category: 'operational',
      owner: jordan,
      controls: [],
      taskIds: [],
      inherent: rate(3, 4),
      residual: rate(1, 2),
      treatment: { type: 'mitigate' },
      addedDaysAgo: 220,
      reviewInDays: 200,
      closed: true,
    },
  ];
  return risks;
};

/**
 * Acme Cloud's risk register: a dozen risks with every treatment, one accepted risk whose acceptance has lapsed, a
 * backup risk above the tolerance still untreated, and the last risk assessment held some months ago (before two of
 * the risks were added).
 */
export const seedDemoRisks = async (
  db: Db,
  organizationId: string,
  people: { alex: Person; priya: Person; jordan: Person; sam: Person },
  clock: Clock,
): Promise<void> => {
  const existing = await db.selectFrom('risks').select('id').where('organization_id', '=', organizationId).execute();
  if (existing.length > 0) return;
  const now = clock().getTime();
  const at = (daysAgo: number) => new Date(now - daysAgo * dayMs).toISOString();
  const on = (daysAhead: number) => at(-daysAhead).slice(0, 10);
  const rows: Insertable<RisksTable>[] = demoRisks(people, on).map((risk) => ({
    id: randomUUID(),
    organization_id: organizationId,
    ...riskColumns({ ...risk, ownerId: risk.owner.id, reviewOn: on(risk.reviewInDays), status: 'open' }),
    status: risk.closed ? 'closed' : 'open',
    source_check: risk.sourceCheck ?? null,
    created_at: at(risk.addedDaysAgo),
    updated_at: at(Math.min(risk.addedDaysAgo, 40)),
  }));
  for (const row of rows) await insertRisk(db, row);
  const heldThen = (await listAllRiskRows(db, organizationId)).filter((row) => row.created_at < at(assessmentDaysAgo));
  const register = registerSnapshot(heldThen);
  await insertRiskAssessment(db, {
    id: randomUUID(),
    organization_id: organizationId,
    held_on: on(-assessmentDaysAgo),
    participants: JSON.stringify([people.alex, people.priya, people.jordan].map(({ id, name }) => ({ id, name }))),
    notes:
      'Half-yearly review with engineering and support leads. Agreed to enforce MFA everywhere, move checkout to ' +
      'the hosted payment page and buy cyber insurance; the legacy reporting server accepted until its retirement.',
    recorded_by_label: people.priya.name,
    changes: JSON.stringify(registerChanges([], register)),
    register: JSON.stringify(register),
    created_at: at(assessmentDaysAgo),
  });
  await refreshRiskSignals(db, organizationId, at(assessmentDaysAgo));
};
