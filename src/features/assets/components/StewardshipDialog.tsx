import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { assetClassifications, type AssetClassification } from '@/contracts/assetOptions';
import { assetsText as text, classificationLabels } from '@/features/assets/constants';
import { useUpdateAssetsMutation } from '@/features/assets/assetsApi';
import { ChoiceField } from '@/features/assets/components/ChoiceField';
import { OwnerField } from '@/features/assets/components/OwnerField';
import { useServerAction } from '@/features/toasts/useServerAction';

type StewardshipDialogProps = { ids: string[]; open: boolean; onClose: () => void; onApplied: () => void };

/** Gives the selected assets one owner, one classification, or both; what is left blank stays as it is. */
export const StewardshipDialog = ({ ids, open, onClose, onApplied }: StewardshipDialogProps) => {
  const [ownerId, setOwnerId] = useState('');
  const [classification, setClassification] = useState<AssetClassification | ''>('');
  const [update, updating] = useUpdateAssetsMutation();
  const { error, run } = useServerAction(text.saveFailed);
  const changes = {
    ...(ownerId ? { ownerId } : {}),
    ...(classification ? { classification } : {}),
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => update({ ids, changes }).unwrap(), text.applied(ids.length))) onApplied();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="asset-stewardship-title">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="asset-stewardship-title">{text.stewardshipTitle(ids.length)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <OwnerField value={ownerId} emptyLabel={text.unchanged} onChange={setOwnerId} />
            <ChoiceField
              fullWidth
              label={text.classification}
              value={classification}
              emptyLabel={text.unchanged}
              options={assetClassifications}
              labels={classificationLabels}
              onChange={setClassification}
            />
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={updating.isLoading || Object.keys(changes).length === 0}>
            {text.apply}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
