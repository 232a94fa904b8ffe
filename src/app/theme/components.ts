import { alpha, type Components, type Theme } from '@mui/material/styles';

export const components: Components<Theme> = {
  MuiCssBaseline: {
    styleOverrides: (theme) => ({
      body: { backgroundColor: theme.palette.background.default },
    }),
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: { root: { borderRadius: 8, paddingInline: 16 } },
  },
  MuiIconButton: {
    styleOverrides: { root: { borderRadius: 8 } },
  },
  MuiPaper: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      outlined: ({ theme }) => ({ borderColor: theme.palette.divider }),
    },
  },
  MuiCard: {
    defaultProps: { variant: 'outlined' },
    styleOverrides: { root: { borderRadius: 12 } },
  },
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'inherit' },
    styleOverrides: {
      root: ({ theme }) => ({
        backgroundColor: theme.palette.background.paper,
        borderBottom: `1px solid ${theme.palette.divider}`,
      }),
    },
  },
  MuiDrawer: {
    styleOverrides: {
      paper: ({ theme }) => ({ borderRight: `1px solid ${theme.palette.divider}` }),
    },
  },
  MuiListItemButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 8,
        color: theme.palette.text.secondary,
        '& .MuiListItemIcon-root': { color: 'inherit', minWidth: 34 },
        '&:hover': { backgroundColor: theme.palette.grey[100], color: theme.palette.text.primary },
        '&.Mui-selected': {
          backgroundColor: alpha(theme.palette.primary.main, 0.08),
          color: theme.palette.primary.main,
          '&:hover': { backgroundColor: alpha(theme.palette.primary.main, 0.12) },
        },
      }),
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 8,
        backgroundColor: theme.palette.background.paper,
      }),
    },
  },
  MuiDialogActions: {
    styleOverrides: { root: ({ theme }) => ({ padding: theme.spacing(1, 3, 2.5) }) },
  },
  MuiAlert: {
    styleOverrides: { root: { borderRadius: 8, alignItems: 'center' } },
  },
  MuiTooltip: {
    defaultProps: { arrow: true },
  },
  MuiMenu: {
    styleOverrides: {
      paper: ({ theme }) => ({
        border: `1px solid ${theme.palette.divider}`,
        boxShadow: `0 8px 24px ${alpha(theme.palette.secondary.main, 0.12)}`,
      }),
    },
  },
};
