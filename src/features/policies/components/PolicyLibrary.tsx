import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getApiErrorMessage } from '@/api/apiError';
import { policyPath } from '@/app/paths';
import { usePermission } from '@/features/auth/usePermission';
import { policiesText as text } from '@/features/policies/constants';
import { type PolicyList, useGeneratePolicyMutation } from '@/features/policies/policiesApi';
import { useToast } from '@/features/toasts/useToast';

/** The library's templates the organisation has not used yet; a manager starts a policy from one. */
export const PolicyLibrary = ({ templates }: { templates: PolicyList['templates'] }) => {
  const { allowed: canManage } = usePermission('policies:manage');
  const [generate, generating] = useGeneratePolicyMutation();
  const navigate = useNavigate();
  const toast = useToast();

  const start = async (templateId: string) => {
    try {
      const policy = await generate(templateId).unwrap();
      toast.success(text.generated);
      void navigate(policyPath(policy.id));
    } catch (failure) {
      toast.error(getApiErrorMessage(failure, text.generateFailed));
    }
  };

  return (
    <Box component="section" aria-labelledby="policy-library" sx={{ mt: 4 }}>
      <Typography id="policy-library" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {text.libraryHeading}
      </Typography>
      {templates.length === 0 && <Typography color="text.secondary">{text.libraryEmpty}</Typography>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
        {templates.map((template) => (
          <Paper
            key={template.templateId}
            variant="outlined"
            component="article"
            aria-label={template.title}
            sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            <Typography component="h3" variant="subtitle1">
              {template.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {template.summary}
            </Typography>
            {canManage && (
              <Box>
                <Button
                  variant="outlined"
                  size="small"
                  aria-label={text.generateLabel(template.title)}
                  disabled={generating.isLoading}
                  onClick={() => void start(template.templateId)}
                >
                  {text.generate}
                </Button>
              </Box>
            )}
          </Paper>
        ))}
      </Box>
    </Box>
  );
};
