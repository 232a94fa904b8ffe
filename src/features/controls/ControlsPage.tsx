import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/app/paths';
import { PageHeader } from '@/components/layout/PageHeader';
import type { FrameworkId } from '@/contracts/enums';
import { usePrimaryFramework } from '@/features/settings/usePrimaryFramework';
import { controlListText as text } from '@/features/controls/listConstants';
import { ControlList } from '@/features/controls/components/list/ControlList';
import { ControlListSkeleton } from '@/features/controls/components/list/ControlListSkeleton';

/** Opens on the organisation's primary framework once the settings have loaded, then on the one chosen. */
export default function ControlsPage() {
  const navigate = useNavigate();
  const primaryFramework = usePrimaryFramework();
  const [chosenFramework, setChosenFramework] = useState<FrameworkId>();
  const framework = chosenFramework ?? primaryFramework;
  const openOnHeatMap = (fw: FrameworkId, controlId: string) =>
    void navigate(`${paths.compliance}?${new URLSearchParams({ framework: fw, control: controlId }).toString()}`);
  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      {framework ? (
        <ControlList
          framework={framework}
          onFrameworkChange={setChosenFramework}
          onOpen={(controlId) => openOnHeatMap(framework, controlId)}
        />
      ) : (
        <ControlListSkeleton />
      )}
    </>
  );
}
