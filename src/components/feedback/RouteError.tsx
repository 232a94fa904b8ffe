import { useEffect } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { ErrorLayout } from '@/components/feedback/ErrorLayout';
import { routeErrorText } from '@/components/feedback/messages';

const describe = (error: unknown): { status?: string; message: string } => {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : routeErrorText.notFound;
    return { status: `${error.status} ${error.statusText}`.trim(), message };
  }
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
};

/** The data router's error element: unknown routes, loader errors and failed lazy imports. */
export const RouteError = () => {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error('Route error', error);
  }, [error]);
  const { status, message } = describe(error);
  return (
    <ErrorLayout
      icon={<ReportProblemOutlined />}
      title={routeErrorText.title}
      actions={
        <Button variant="contained" component={RouterLink} to="/">
          {routeErrorText.home}
        </Button>
      }
    >
      {status && (
        <Typography variant="overline" color="text.secondary" component="p">
          {status}
        </Typography>
      )}
      <Typography color="text.secondary">{message}</Typography>
    </ErrorLayout>
  );
};
