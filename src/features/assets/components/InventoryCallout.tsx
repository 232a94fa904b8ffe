import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { AssetCoverage } from '@/contracts/assets';
import { assetsText as text } from '@/features/assets/constants';

type InventoryCalloutProps = { coverage: AssetCoverage; onShowIncomplete: () => void };

/** What the asset inventory check reads: how many active assets still lack an owner or a classification. */
export const InventoryCallout = ({ coverage, onShowIncomplete }: InventoryCalloutProps) => {
  if (coverage.active === 0) return null;
  if (coverage.incomplete === 0) {
    return (
      <Alert severity="success" sx={{ mb: 2 }}>
        {text.complete(coverage.active)}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onShowIncomplete}>
          {text.showIncomplete}
        </Button>
      }
    >
      {text.incomplete(coverage.incomplete, coverage.active)}
    </Alert>
  );
};
