import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { ErrorLayout } from '@/components/feedback/ErrorLayout';
import { crashText } from '@/components/feedback/messages';

export type CrashScreenProps = {
  onRetry: () => void;
  inline?: boolean;
};

export const CrashScreen = ({ onRetry, inline }: CrashScreenProps) => (
  <ErrorLayout
    inline={inline}
    icon={<ErrorOutlineOutlined />}
    title={crashText.title}
    actions={
      <>
        <Button variant="contained" onClick={onRetry}>
          {crashText.retry}
        </Button>
        <Button variant="outlined" onClick={() => window.location.reload()}>
          {crashText.refresh}
        </Button>
        {/* A full page load on purpose: the client-side router may be what broke. */}
        <Button variant="text" href="/">
          {crashText.home}
        </Button>
      </>
    }
  >
    <Typography color="text.secondary">{crashText.body}</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      {crashText.supportHint}
    </Typography>
  </ErrorLayout>
);
