import { GenerateCredentialReportCommand, GetCredentialReportCommand } from '@aws-sdk/client-iam';
import { ConnectorError } from '../connectorError';
import type { AwsSession } from './session';

/** One row of the IAM credential report, by its documented column names (user, arn, mfa_active, …). */
export type CredentialReportRow = Record<string, string>;

export const rootUser = '<root_account>';

// AWS builds the report in seconds and keeps it four hours; past a minute something is wrong on its side.
const pollDelaysMs = [500, 1000, 2000, 4000, 8000, 8000, 8000, 8000, 8000, 8000];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The report quotes nothing today, but IAM names may hold commas, so a quoted field is read as RFC 4180 has it.
const csvFields = (line: string): string[] =>
  [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map(
    ([, quoted, plain]) => quoted?.replace(/""/g, '"') ?? plain ?? '',
  );

/** The report's rows, each by the documented column names of its header line. */
export const parseCredentialReport = (csv: string): CredentialReportRow[] => {
  const [header = [], ...rows] = csv
    .split(/\r?\n/)
    .filter((line) => line.trim())
    .map(csvFields);
  return rows.map((fields) => Object.fromEntries(header.map((column, index) => [column, fields[index] ?? ''])));
};

/** Asks IAM to (re)build the credential report until it is complete, then reads it. */
export const readCredentialReport = async ({ clients, request }: AwsSession): Promise<CredentialReportRow[]> => {
  const generate = () =>
    request({ action: 'iam:GenerateCredentialReport', resource: 'the IAM credential report' }, () =>
      clients.iam.send(new GenerateCredentialReportCommand({})),
    );
  for (const delayMs of pollDelaysMs) {
    const { State } = await generate();
    if (State === 'COMPLETE') {
      const { Content } = await request(
        { action: 'iam:GetCredentialReport', resource: 'the IAM credential report' },
        () => clients.iam.send(new GetCredentialReportCommand({})),
      );
      return parseCredentialReport(Buffer.from(Content ?? new Uint8Array()).toString('utf8'));
    }
    await sleep(delayMs);
  }
  throw new ConnectorError(
    'unreachable',
    'AWS did not finish the IAM credential report within a minute: try again in a few minutes.',
  );
};
