import Typography from '@mui/material/Typography';
import { connectDialogText } from '@/features/integrations/constants';
import { useGetAwsSetupQuery } from '@/features/integrations/integrationsApi';
import { awsSetupSteps } from '@/features/integrations/setupGuides';
import { CopyableValue } from '@/features/integrations/components/CopyableValue';

/** The AWS guide with the organisation's own values: the account to trust, its external id, the exact policies. */
export const AwsQuickSetup = () => {
  const { data: setup, isLoading, isError } = useGetAwsSetupQuery();
  if (isLoading) return <Typography variant="body2">{connectDialogText.loadingSetup}</Typography>;
  if (isError || !setup) return <Typography variant="body2">{connectDialogText.setupFailed}</Typography>;
  return (
    <>
      <li>{awsSetupSteps.createRole}</li>
      <li>
        {setup.accountId ? awsSetupSteps.trust(setup.accountId) : awsSetupSteps.trustUnset}
        <CopyableValue label={awsSetupSteps.externalId} value={setup.externalId} />
      </li>
      <li>
        {awsSetupSteps.policy}
        <CopyableValue label={awsSetupSteps.readOnlyPolicy} value={setup.readOnlyPolicy} block />
        {setup.trustPolicy && (
          <>
            {awsSetupSteps.trustPolicyNote}
            <CopyableValue label={awsSetupSteps.trustPolicy} value={setup.trustPolicy} block />
          </>
        )}
      </li>
      <li>{awsSetupSteps.name}</li>
    </>
  );
};
