import {
  DescribeConfigurationRecordersCommand,
  DescribeConfigurationRecorderStatusCommand,
} from '@aws-sdk/client-config-service';
import { GetDetectorCommand, paginateListDetectors } from '@aws-sdk/client-guardduty';
import type { Fact } from '../facts';
import type { AwsSession } from './session';

const readDetectors = async ({ clients, request }: AwsSession) => {
  const ids = await request({ action: 'guardduty:ListDetectors', resource: 'the GuardDuty detectors' }, async () => {
    const found: string[] = [];
    for await (const page of paginateListDetectors({ client: clients.guardDuty }, {}))
      found.push(...(page.DetectorIds ?? []));
    return found;
  });
  const detectors: { detectorId: string; status?: string }[] = [];
  for (const id of ids) {
    const { Status } = await request(
      { action: 'guardduty:GetDetector', resource: `the GuardDuty detector ${id}` },
      () => clients.guardDuty.send(new GetDetectorCommand({ DetectorId: id })),
    );
    detectors.push({ detectorId: id, status: Status });
  }
  return detectors;
};

const readRecorders = async ({ clients, request }: AwsSession) => {
  const { ConfigurationRecorders = [] } = await request(
    { action: 'config:DescribeConfigurationRecorders', resource: 'the AWS Config recorders' },
    () => clients.config.send(new DescribeConfigurationRecordersCommand({})),
  );
  const { ConfigurationRecordersStatus = [] } = await request(
    { action: 'config:DescribeConfigurationRecorderStatus', resource: 'the status of the AWS Config recorders' },
    () => clients.config.send(new DescribeConfigurationRecorderStatusCommand({})),
  );
  return ConfigurationRecorders.map(({ name, recordingGroup }) => {
    const status = ConfigurationRecordersStatus.find((candidate) => candidate.name === name);
    return {
      name,
      allSupportedResourceTypes: recordingGroup?.allSupported ?? false,
      recording: status?.recording ?? false,
      lastStatus: status?.lastStatus ?? null,
    };
  });
};

/** GuardDuty and AWS Config work per region: each is read in the connected one. */
export const readThreatDetectionFacts = async (session: AwsSession): Promise<Fact[]> => {
  const detectors = await readDetectors(session);
  const recorders = await readRecorders(session);
  return [
    { check: 'aws.guardDuty', value: detectors.some(({ status }) => status === 'ENABLED'), data: { detectors } },
    { check: 'aws.configRecorder', value: recorders.some(({ recording }) => recording), data: { recorders } },
  ];
};
