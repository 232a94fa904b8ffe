import type { Fact } from '../facts';
import { type GcpClient, gcpNeed } from './client';
import { listAll } from './pagination';

export type LogSink = { name: string; destination: string; filter?: string; disabled?: boolean };

/** The project's log sinks, _Required and _Default (Cloud Logging's own buckets) included. */
export const readLogSinks = (client: GcpClient): Promise<LogSink[]> =>
  listAll<LogSink, 'sinks'>(client, {
    service: 'logging',
    need: gcpNeed(`the log sinks of project ${client.projectId}`, 'logging.sinks.list'),
    path: `/v2/projects/${client.projectId}/sinks`,
    field: 'sinks',
  });

// The built-in sinks route to Cloud Logging's own buckets, whose retention is limited: they are not an export.
const isBuiltIn = (sink: LogSink) => sink.name.startsWith('_');

/** CIS Google Cloud 2.2: an enabled sink with an empty filter exports every log entry. */
const exportsEverything = (sink: LogSink) => !isBuiltIn(sink) && !sink.disabled && !sink.filter?.trim();

export const logSinkFacts = (projectId: string, sinks: LogSink[]): Fact[] => [
  {
    check: 'gcp.logSinks',
    value: sinks.some(exportsEverything),
    data: {
      project: projectId,
      sinks: sinks.map((sink) => ({
        sink: sink.name,
        destination: sink.destination,
        filter: sink.filter ?? '',
        disabled: sink.disabled ?? false,
        exportsAllEntries: exportsEverything(sink),
      })),
    },
  },
];
