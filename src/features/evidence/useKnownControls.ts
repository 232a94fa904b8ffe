import type { HeatmapControl } from '@/contracts/dashboard';
import type { FrameworkId } from '@/contracts/enums';
import type { RelatedControl } from '@/contracts/evidence';
import { useGetComplianceHeatmapQuery } from '@/features/compliance/complianceApi';

export type KnownControl = RelatedControl & { name: string };

const controlsOf = (framework: FrameworkId, categories: Record<string, HeatmapControl[]> | undefined) =>
  Object.values(categories ?? {})
    .flat()
    .map((control): KnownControl => ({ framework, controlId: control.id, name: control.name }));

/** Every framework's controls as the heat map knows them: what evidence may be related to. */
export const useKnownControls = (): KnownControl[] => {
  // One query a framework, named one by one: hooks cannot run in a loop.
  const soc2 = useGetComplianceHeatmapQuery('SOC2').data;
  const iso27001 = useGetComplianceHeatmapQuery('ISO27001').data;
  const hipaa = useGetComplianceHeatmapQuery('HIPAA').data;
  const gdpr = useGetComplianceHeatmapQuery('GDPR').data;
  return [
    ...controlsOf('SOC2', soc2?.categories),
    ...controlsOf('ISO27001', iso27001?.categories),
    ...controlsOf('HIPAA', hipaa?.categories),
    ...controlsOf('GDPR', gdpr?.categories),
  ];
};
