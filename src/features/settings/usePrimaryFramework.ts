import { useGetSettingsQuery } from '@/features/settings/settingsApi';
import type { FrameworkId } from '@/contracts/enums';

/**
 * The organisation's primary framework (Settings > Compliance), which the dashboard chart and the heat map open on;
 * undefined until the settings have loaded, and SOC2's default when they cannot be read.
 */
export const usePrimaryFramework = (): FrameworkId | undefined => {
  const { data, isError } = useGetSettingsQuery();
  if (isError) return 'SOC2';
  return data?.compliance.primaryFramework;
};
