import { DescribeTrailsCommand, GetTrailStatusCommand } from '@aws-sdk/client-cloudtrail';
import { type Fact, share } from '../facts';
import type { AwsSession } from './session';

type Trail = { name: string; homeRegion?: string; multiRegion: boolean; logging: boolean; logFileValidation: boolean };

/** The trails that record this region: its own, and the multi-region trails of other regions (shadow trails). */
const readTrails = async ({ clients, request }: AwsSession): Promise<Trail[]> => {
  const { trailList = [] } = await request(
    { action: 'cloudtrail:DescribeTrails', resource: 'the CloudTrail trails' },
    () => clients.cloudTrail.send(new DescribeTrailsCommand({ includeShadowTrails: true })),
  );
  const trails: Trail[] = [];
  for (const trail of trailList) {
    // A shadow trail's status is read by its ARN: its name resolves only in its home region.
    const { IsLogging } = await request(
      { action: 'cloudtrail:GetTrailStatus', resource: `the status of the trail ${trail.Name}` },
      () => clients.cloudTrail.send(new GetTrailStatusCommand({ Name: trail.TrailARN ?? trail.Name })),
    );
    trails.push({
      name: trail.Name ?? trail.TrailARN ?? 'unnamed',
      homeRegion: trail.HomeRegion,
      multiRegion: trail.IsMultiRegionTrail ?? false,
      logging: IsLogging ?? false,
      logFileValidation: trail.LogFileValidationEnabled ?? false,
    });
  }
  return trails;
};

export const readCloudTrailFacts = async (session: AwsSession): Promise<Fact[]> => {
  const trails = await readTrails(session);
  return [
    {
      check: 'aws.cloudTrailMultiRegion',
      value: trails.some(({ multiRegion, logging }) => multiRegion && logging),
      data: { trails },
    },
    {
      check: 'aws.cloudTrailLogValidation',
      value: share(trails, ({ logFileValidation }) => logFileValidation),
      data: { trails: trails.map(({ name, logFileValidation }) => ({ name, logFileValidation })) },
    },
  ];
};
