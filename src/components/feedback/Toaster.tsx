import Alert, { type AlertColor } from '@mui/material/Alert';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';

export type ToastView = {
  id: string;
  kind: AlertColor;
  message: string;
  fading: boolean;
};

export type ToasterProps = {
  toasts: ToastView[];
  fadeMs: number;
  onClose: (id: string) => void;
};

const urgentKinds: ReadonlySet<AlertColor> = new Set(['error', 'warning']);

export const Toaster = ({ toasts, fadeMs, onClose }: ToasterProps) => (
  <Stack
    spacing={1.5}
    sx={{
      position: 'fixed',
      right: { xs: 16, sm: 24 },
      bottom: { xs: 16, sm: 24 },
      left: { xs: 16, sm: 'auto' },
      zIndex: (theme) => theme.zIndex.snackbar,
      width: { sm: 380 },
      pointerEvents: 'none',
    }}
  >
    {toasts.map((toast) => (
      <Fade key={toast.id} in={!toast.fading} timeout={fadeMs} appear>
        <Alert
          severity={toast.kind}
          role={urgentKinds.has(toast.kind) ? 'alert' : 'status'}
          onClose={() => onClose(toast.id)}
          sx={{
            pointerEvents: 'auto',
            border: 1,
            borderColor: `${toast.kind}.main`,
            boxShadow: (theme) => theme.shadows[4],
          }}
        >
          {toast.message}
        </Alert>
      </Fade>
    ))}
  </Stack>
);
