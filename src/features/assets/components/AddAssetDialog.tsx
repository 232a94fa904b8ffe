import { type FormEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  assetClassifications,
  type AssetClassification,
  assetDataCategories,
  type AssetDataCategory,
  assetEnvironments,
  type AssetEnvironment,
  manualAssetKinds,
  type ManualAssetKind,
} from '@/contracts/assetOptions';
import { nameMax } from '@/contracts/fieldLimits';
import {
  assetKindLabels,
  assetsText as text,
  classificationLabels,
  dataCategoryLabels,
  environmentLabels,
} from '@/features/assets/constants';
import { useCreateAssetMutation } from '@/features/assets/assetsApi';
import { ChoiceField } from '@/features/assets/components/ChoiceField';
import { OwnerField } from '@/features/assets/components/OwnerField';
import { useServerAction } from '@/features/toasts/useServerAction';

type AddAssetDialogProps = { open: boolean; onClose: () => void };

type Draft = {
  name: string;
  kind: ManualAssetKind;
  ownerId: string;
  classification: AssetClassification | '';
  environment: AssetEnvironment | '';
  dataCategories: AssetDataCategory[];
};

const newDraft: Draft = {
  name: '',
  kind: 'laptop',
  ownerId: '',
  classification: '',
  environment: '',
  dataCategories: [],
};

/** Records an asset no integration reports: a laptop, a SaaS application, an office, or anything else. */
export const AddAssetDialog = ({ open, onClose }: AddAssetDialogProps) => {
  const [draft, setDraft] = useState<Draft>(newDraft);
  const [create, creating] = useCreateAssetMutation();
  const { error, run } = useServerAction(text.saveFailed);
  const change = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const toggle = (category: AssetDataCategory, on: boolean) =>
    change({
      dataCategories: on
        ? [...draft.dataCategories, category]
        : draft.dataCategories.filter((held) => held !== category),
    });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: draft.name.trim(),
      kind: draft.kind,
      ownerId: draft.ownerId || null,
      classification: draft.classification || null,
      environment: draft.environment || null,
      dataCategories: draft.dataCategories,
    };
    if (await run(() => create(body).unwrap(), text.added)) onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-asset-title">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle id="add-asset-title">{text.addTitle}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            <TextField
              label={text.name}
              required
              fullWidth
              size="small"
              value={draft.name}
              onChange={(event) => change({ name: event.target.value })}
              slotProps={{ htmlInput: { maxLength: nameMax } }}
            />
            <ChoiceField
              fullWidth
              label={text.kind}
              value={draft.kind}
              options={manualAssetKinds}
              labels={assetKindLabels}
              onChange={(kind) => change({ kind: kind || 'other' })}
            />
            <OwnerField value={draft.ownerId} emptyLabel={text.noOwner} onChange={(ownerId) => change({ ownerId })} />
            <ChoiceField
              fullWidth
              label={text.classification}
              value={draft.classification}
              emptyLabel={text.notClassified}
              options={assetClassifications}
              labels={classificationLabels}
              onChange={(classification) => change({ classification })}
            />
            <ChoiceField
              fullWidth
              label={text.environment}
              value={draft.environment}
              emptyLabel={text.noEnvironment}
              options={assetEnvironments}
              labels={environmentLabels}
              onChange={(environment) => change({ environment })}
            />
            <FormGroup row>
              <FormLabel component="legend" sx={{ width: '100%', fontSize: 'body2.fontSize' }}>
                {text.dataCategories}
              </FormLabel>
              {assetDataCategories.map((category) => (
                <FormControlLabel
                  key={category}
                  label={dataCategoryLabels[category]}
                  control={
                    <Checkbox
                      checked={draft.dataCategories.includes(category)}
                      onChange={(event) => toggle(category, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{text.cancel}</Button>
          <Button type="submit" variant="contained" disabled={creating.isLoading || draft.name.trim() === ''}>
            {text.add}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
