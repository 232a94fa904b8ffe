import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmber from '@mui/icons-material/WarningAmber';
import type { AuditSeverity } from '@/contracts/enums';

type PaletteTone = 'error' | 'warning' | 'info' | 'success';

/** Critical red, warning amber, info blue, success green: the theme's status colours. */
export const severityColor: Record<AuditSeverity, PaletteTone> = {
  critical: 'error',
  warning: 'warning',
  info: 'info',
  success: 'success',
};

export const severityIcon: Record<AuditSeverity, ComponentType<SvgIconProps>> = {
  critical: ErrorOutlineOutlined,
  warning: WarningAmber,
  info: InfoOutlined,
  success: CheckCircleOutlined,
};
