import { frameworks } from '../../../server/src/frameworks';
import { type CheckId, checkIds, checks } from '../../../server/src/frameworks/checks';
import type { FrameworkId } from '@/contracts/enums';

const mapped = (check: CheckId, framework: FrameworkId) => Object.keys(checks[check].controls?.[framework] ?? {});

const catalogued = (framework: FrameworkId, controlId: string) =>
  frameworks[framework].controls.find((control) => control.id === controlId)?.checks ?? [];

describe('check mappings', () => {
  it('give every mapping a rationale of its own line', () => {
    const automated = checkIds.filter((id) => checks[id].controls);
    expect(automated).toHaveLength(67);
    for (const id of automated) {
      for (const [framework, rationales] of Object.entries(checks[id].controls ?? {})) {
        for (const [controlId, why] of Object.entries(rationales)) {
          expect({ id, framework, controlId, why: why.trim().length > 0 && !why.includes('\n') }).toEqual({
            id,
            framework,
            controlId,
            why: true,
          });
        }
      }
    }
  });

  it.each([
    ['GDPR', 'Art. 33', ['aws.cloudTrailMultiRegion', 'aws.guardDuty', 'gcp.dataAccessAuditLogs', 'gcp.logSinks']],
    ['GDPR', 'Art. 33', ['azure.activityLogExport', 'kubernetes.auditLogging', 'mongodb.auditing']],
    ['GDPR', 'Art. 34', ['mongodb.encryptionAtRest']],
    ['GDPR', 'Art. 29', ['sourceControl.ownerCount']],
    ['HIPAA', '164.310(d)(2)(ii)', ['aws.s3DefaultEncryption', 'aws.rdsEncryption', 'aws.ebsEncryption']],
    ['HIPAA', '164.310(d)(2)(ii)', ['mongodb.encryptionAtRest']],
    ['ISO27001', 'A.5.33', ['aws.s3DefaultEncryption', 'aws.rdsEncryption', 'aws.ebsEncryption']],
    ['ISO27001', 'A.5.33', ['kubernetes.secretsEncryption']],
    ['ISO27001', 'A.6.7', ['azure.mfaConditionalAccess']],
    ['SOC2', 'CC4.1', ['kubernetes.auditLogging']],
    ['SOC2', 'C1.1', ['aws.s3PublicAccessBlock', 'azure.storagePublicAccess', 'gcp.publicBuckets']],
    ['SOC2', 'C1.1', ['gitlab.publicProjects']],
  ] as [FrameworkId, string, CheckId[]][])('no longer map %s %s to %j', (framework, controlId, removed) => {
    for (const check of removed) {
      expect(mapped(check, framework)).not.toContain(controlId);
      expect(catalogued(framework, controlId)).not.toContain(check);
    }
  });

  it.each([
    ['HIPAA', '164.308(a)(6)(ii)', ['aws.cloudTrailMultiRegion', 'aws.cloudTrailLogValidation', 'aws.guardDuty']],
    ['HIPAA', '164.308(a)(6)(ii)', ['azure.activityLogExport', 'azure.defenderPlans', 'gcp.dataAccessAuditLogs']],
    ['HIPAA', '164.308(a)(6)(ii)', ['gcp.logSinks', 'kubernetes.auditLogging', 'mongodb.auditing']],
    ['HIPAA', '164.308(a)(5)(ii)(D)', ['aws.unusedCredentials', 'aws.passwordPolicy']],
    ['HIPAA', '164.312(d)', ['aws.unusedCredentials', 'aws.passwordPolicy']],
    ['SOC2', 'CC7.4', ['aws.guardDuty', 'azure.defenderPlans']],
    ['ISO27001', 'A.8.16', ['aws.cloudTrailLogValidation']],
  ] as [FrameworkId, string, CheckId[]][])('map %s %s to %j', (framework, controlId, added) => {
    for (const check of added) {
      expect(mapped(check, framework)).toContain(controlId);
      expect(catalogued(framework, controlId)).toContain(check);
    }
  });
});
