import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { connectDialogText } from '@/features/integrations/constants';
import { useToast } from '@/features/toasts/useToast';

type CopyableValueProps = { label: string; value: string; block?: boolean };

/** A value to paste into the provider's console, shown as it must be typed, with a button that copies it. */
export const CopyableValue = ({ label, value, block = false }: CopyableValueProps) => {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(connectDialogText.copied(label));
    } catch {
      toast.error(connectDialogText.copyFailed);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 0.5, my: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" component="span" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        <Button size="small" onClick={() => void copy()} aria-label={connectDialogText.copy(label)}>
          {connectDialogText.copyButton}
        </Button>
      </Box>
      <Box
        component={block ? 'pre' : 'code'}
        aria-label={label}
        sx={{
          m: 0,
          p: 1,
          borderRadius: 1,
          bgcolor: 'background.paper',
          color: 'text.primary',
          fontFamily: 'monospace',
          fontSize: 12,
          overflow: 'auto',
          maxHeight: block ? 160 : undefined,
          wordBreak: block ? undefined : 'break-all',
        }}
      >
        {value}
      </Box>
    </Box>
  );
};
