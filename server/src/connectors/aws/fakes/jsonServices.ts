import { sandboxAccountId, sandboxRegion } from './awsAccounts';
import { errorAnswer, jsonAnswer } from './awsProtocols';
import { pageOf, type ServiceOperation } from './awsServiceCall';

// JSON protocols write timestamps as epoch seconds.
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const hoursBefore = (now: Date, hours: number) => epochSeconds(new Date(now.getTime() - hours * 3_600_000));

const trailArn = (name: string) => `arn:aws:cloudtrail:${sandboxRegion}:${sandboxAccountId}:trail/${name}`;
const keyArn = (id: string) => `arn:aws:kms:${sandboxRegion}:${sandboxAccountId}:key/${id}`;

export const cloudTrailOperations: Record<string, ServiceOperation> = {
  DescribeTrails: ({ account }) =>
    jsonAnswer({
      trailList: account.trails.map(({ name, multiRegion, logFileValidation }) => ({
        Name: name,
        S3BucketName: 'acme-cloudtrail-logs',
        IncludeGlobalServiceEvents: true,
        IsMultiRegionTrail: multiRegion,
        HomeRegion: sandboxRegion,
        TrailARN: trailArn(name),
        LogFileValidationEnabled: logFileValidation,
        HasCustomEventSelectors: false,
        HasInsightSelectors: false,
        IsOrganizationTrail: false,
      })),
    }),
  GetTrailStatus: ({ account, params, now }) => {
    const trail = account.trails.find(({ name }) => params.Name === name || params.Name === trailArn(name));
    if (!trail) {
      return errorAnswer('cloudtrail', {
        status: 400,
        code: 'TrailNotFoundException',
        message: `Unknown trail: ${params.Name} for the user: ${sandboxAccountId}`,
      });
    }
    return jsonAnswer({
      IsLogging: trail.logging,
      LatestDeliveryTime: hoursBefore(now, trail.logging ? 0.1 : 240),
      StartLoggingTime: hoursBefore(now, 24 * 400),
      ...(trail.logging ? {} : { StopLoggingTime: hoursBefore(now, 240) }),
    });
  },
};

export const configOperations: Record<string, ServiceOperation> = {
  DescribeConfigurationRecorders: ({ account }) =>
    jsonAnswer({
      ConfigurationRecorders: account.recorders.map(({ name }) => ({
        name,
        roleARN: `arn:aws:iam::${sandboxAccountId}:role/aws-service-role/config.amazonaws.com/AWSServiceRoleForConfig`,
        recordingGroup: { allSupported: true, includeGlobalResourceTypes: true, resourceTypes: [] },
        recordingMode: { recordingFrequency: 'CONTINUOUS' },
      })),
    }),
  DescribeConfigurationRecorderStatus: ({ account, now }) =>
    jsonAnswer({
      ConfigurationRecordersStatus: account.recorders.map(({ name, recording }) => ({
        name,
        lastStartTime: hoursBefore(now, 24 * 300),
        ...(recording ? {} : { lastStopTime: hoursBefore(now, 24 * 45) }),
        recording,
        lastStatus: recording ? 'SUCCESS' : 'PENDING',
        lastStatusChangeTime: hoursBefore(now, recording ? 1 : 24 * 45),
      })),
    }),
};

/** KMS's answers; ListKeys pages by Limit (100 by default) and Marker, saying Truncated while more follow. */
export const kmsOperations: Record<string, ServiceOperation> = {
  ListKeys: ({ account, params }) => {
    const { items, next } = pageOf(account.keys, params.Limit, params.Marker, 100);
    return jsonAnswer({
      Keys: items.map(({ id }) => ({ KeyId: id, KeyArn: keyArn(id) })),
      Truncated: next !== undefined,
      ...(next ? { NextMarker: next } : {}),
    });
  },
  DescribeKey: ({ account, params, now }) => {
    const key = account.keys.find(({ id }) => params.KeyId === id || params.KeyId === keyArn(id));
    if (!key)
      return errorAnswer('kms', {
        status: 400,
        code: 'NotFoundException',
        message: `Key '${keyArn(params.KeyId ?? '')}' does not exist`,
      });
    const signing = key.spec !== 'SYMMETRIC_DEFAULT';
    return jsonAnswer({
      KeyMetadata: {
        AWSAccountId: sandboxAccountId,
        KeyId: key.id,
        Arn: keyArn(key.id),
        CreationDate: hoursBefore(now, 24 * 500),
        Enabled: key.state === 'Enabled',
        Description: key.description,
        KeyUsage: signing ? 'SIGN_VERIFY' : 'ENCRYPT_DECRYPT',
        KeyState: key.state,
        Origin: 'AWS_KMS',
        KeyManager: key.manager,
        CustomerMasterKeySpec: key.spec,
        KeySpec: key.spec,
        ...(signing ? { SigningAlgorithms: ['RSASSA_PSS_SHA_256'] } : { EncryptionAlgorithms: ['SYMMETRIC_DEFAULT'] }),
        MultiRegion: false,
      },
    });
  },
  GetKeyRotationStatus: ({ account, params, now }) => {
    const key = account.keys.find(({ id }) => params.KeyId === id || params.KeyId === keyArn(id));
    return jsonAnswer({
      KeyId: keyArn(key?.id ?? params.KeyId ?? ''),
      KeyRotationEnabled: key?.rotation ?? false,
      ...(key?.rotation ? { RotationPeriodInDays: 365, NextRotationDate: hoursBefore(now, -24 * 120) } : {}),
    });
  },
};
