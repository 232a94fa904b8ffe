import { useState } from 'react';
import { OpenedOnce } from '@/components/OpenedOnce';
import { PageHeader } from '@/components/layout/PageHeader';
import type { FrameworkId } from '@/contracts/enums';
import { usePrimaryFramework } from '@/features/settings/usePrimaryFramework';
import { controlListText as text } from '@/features/controls/listConstants';
import { ControlList } from '@/features/controls/components/list/ControlList';
import { ControlListSkeleton } from '@/features/controls/components/list/ControlListSkeleton';
import { lazyNamed } from '@/lib/lazyNamed';

// A control's configuration (its checks, attestations and exclusion) loads when a row is first opened, not with the list.
const ConfigureControlDialog = lazyNamed(
  () => import(/* webpackChunkName: "configure-control" */ '@/features/controls/components/ConfigureControlDialog'),
  'ConfigureControlDialog',
);

/** Opens on the organisation's primary framework once the settings have loaded, then on the one chosen. */
export default function ControlsPage() {
  const primaryFramework = usePrimaryFramework();
  const [chosenFramework, setChosenFramework] = useState<FrameworkId>();
  const [openControl, setOpenControl] = useState<string>();
  const framework = chosenFramework ?? primaryFramework;
  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      {framework ? (
        <>
          <ControlList framework={framework} onFrameworkChange={setChosenFramework} onOpen={setOpenControl} />
          <OpenedOnce open={openControl !== undefined}>
            <ConfigureControlDialog
              framework={framework}
              controlId={openControl}
              onClose={() => setOpenControl(undefined)}
            />
          </OpenedOnce>
        </>
      ) : (
        <ControlListSkeleton />
      )}
    </>
  );
}
