import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import { paths } from '@/app/paths';
import { ErrorLayout } from '@/components/feedback/ErrorLayout';
import { notFoundText } from '@/components/feedback/messages';

export type NotFoundScreenProps = {
  /** The address the visitor asked for, shown so a typo is easy to spot. */
  path: string;
  /** Inside the app shell, the way back is the dashboard; outside, home or sign in. */
  signedIn: boolean;
};

export const NotFoundScreen = ({ path, signedIn }: NotFoundScreenProps) => (
  <ErrorLayout
    inline={signedIn}
    icon={<SearchOffOutlined />}
    title={notFoundText.title}
    actions={
      signedIn ? (
        <Button variant="contained" component={RouterLink} to={paths.dashboard}>
          {notFoundText.dashboard}
        </Button>
      ) : (
        <>
          <Button variant="contained" component={RouterLink} to={paths.home}>
            {notFoundText.home}
          </Button>
          <Button variant="outlined" component={RouterLink} to={paths.login}>
            {notFoundText.signIn}
          </Button>
        </>
      )
    }
  >
    <Typography color="text.secondary">{notFoundText.body}</Typography>
    <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
      {notFoundText.pathLabel}{' '}
      <Typography
        component="code"
        variant="body2"
        color="text.primary"
        sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
      >
        {path}
      </Typography>
    </Typography>
  </ErrorLayout>
);
