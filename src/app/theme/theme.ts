import { createTheme } from '@mui/material/styles';
import { components } from '@/app/theme/components';
import { palette } from '@/app/theme/palette';
import { typography } from '@/app/theme/typography';

export const theme = createTheme({
  palette,
  typography,
  shape: { borderRadius: 8 },
  components,
});
