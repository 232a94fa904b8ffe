import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { BrandMark } from '@/components/layout/BrandMark';
import { loginPanelText } from '@/features/auth/constants';

export const LoginBrandPanel = () => (
  <Box
    component="aside"
    aria-label={loginPanelText.landmarkLabel}
    sx={{
      display: { xs: 'none', md: 'flex' },
      flexDirection: 'column',
      justifyContent: 'space-between',
      p: 6,
      color: 'common.white',
      background: ({ palette }) =>
        `linear-gradient(160deg, ${palette.secondary.main} 0%, ${palette.secondary.light} 60%, ${palette.primary.dark} 100%)`,
    }}
  >
    <BrandMark inverse />
    <Box sx={{ maxWidth: 460 }}>
      <Typography variant="overline" sx={{ opacity: 0.7 }}>
        {loginPanelText.eyebrow}
      </Typography>
      <Typography component="p" variant="h2" sx={{ mt: 1, mb: 2 }}>
        {loginPanelText.headline}
      </Typography>
      <Typography sx={{ opacity: 0.8, mb: 4 }}>{loginPanelText.body}</Typography>
      <Stack spacing={1.75} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {loginPanelText.points.map((point) => (
          <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <CheckCircleOutlined fontSize="small" sx={{ mt: '2px', color: 'success.light' }} />
            <Typography variant="body2" sx={{ opacity: 0.9 }}>
              {point}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
    <Typography variant="caption" sx={{ opacity: 0.6 }}>
      {loginPanelText.footnote}
    </Typography>
  </Box>
);
