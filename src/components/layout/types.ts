import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';

export type NavItem = {
  label: string;
  path: string;
  icon: ComponentType<SvgIconProps>;
};

export type ShellUser = { name: string; email: string };
