import { useState } from 'react';
import { OpenedOnce } from '@/components/OpenedOnce';
import { PageHeader } from '@/components/layout/PageHeader';
import { controlListText as text } from '@/features/controls/listConstants';
import { ControlList } from '@/features/controls/components/list/ControlList';
import { ControlListSkeleton } from '@/features/controls/components/list/ControlListSkeleton';
import { useControlListParams } from '@/features/controls/useControlListParams';
import { lazyNamed } from '@/lib/lazyNamed';

// A control's configuration (its checks, attestations and exclusion) loads when a row is first opened, not with the list.
const ConfigureControlDialog = lazyNamed(
  () => import(/* webpackChunkName: "configure-control" */ '@/features/controls/components/ConfigureControlDialog'),
  'ConfigureControlDialog',
);

/** Opens on the framework and filter the URL names, else the organisation's primary framework once it has loaded. */
export default function ControlsPage() {
  const { framework, filter, setFramework, setFilter } = useControlListParams();
  const [openControl, setOpenControl] = useState<string>();
  return (
    <>
      <PageHeader title={text.title} description={text.description} />
      {framework ? (
        <>
          <ControlList
            framework={framework}
            filter={filter}
            onFrameworkChange={setFramework}
            onFilterChange={setFilter}
            onOpen={setOpenControl}
          />
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
