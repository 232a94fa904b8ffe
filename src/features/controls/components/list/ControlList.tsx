import { useMemo, useState } from 'react';
import Typography from '@mui/material/Typography';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { OpenedOnce } from '@/components/OpenedOnce';
import type { FrameworkId } from '@/contracts/enums';
import { useAuth } from '@/features/auth/useAuth';
import { useLoadFailureToast } from '@/features/toasts/useLoadFailureToast';
import { useListControlsQuery } from '@/features/controls/controlListApi';
import { controlListText as text, type OwnershipFilter } from '@/features/controls/listConstants';
import { ControlListSkeleton } from '@/features/controls/components/list/ControlListSkeleton';
import { ControlListToolbar } from '@/features/controls/components/list/ControlListToolbar';
import { ControlTable } from '@/features/controls/components/list/ControlTable';
import { countWithoutOwner, groupVisibleControls } from '@/features/controls/components/list/controlListView';
import { lazyNamed } from '@/lib/lazyNamed';

// Only a manager assigns owners: the dialog and its member list load when it first opens, not with the list.
const AssignOwnersDialog = lazyNamed(
  () => import(/* webpackChunkName: "assign-owners" */ '@/features/controls/components/list/AssignOwnersDialog'),
  'AssignOwnersDialog',
);

type ControlListProps = {
  framework: FrameworkId;
  filter: OwnershipFilter;
  onFrameworkChange: (framework: FrameworkId) => void;
  onFilterChange: (filter: OwnershipFilter) => void;
  onOpen: (controlId: string) => void;
};

/** One framework's controls, by category, with the member's filters and the bulk assignment of owners. */
export const ControlList = ({ framework, filter, onFrameworkChange, onFilterChange, onOpen }: ControlListProps) => {
  const { user } = useAuth();
  const [search, setSearch] = useState('');
  const [assigning, setAssigning] = useState<string | null>(null);
  const { currentData: controls, isError, refetch, requestId } = useListControlsQuery(framework);
  const failed = isError && !controls;
  useLoadFailureToast(failed ? requestId : undefined, text.loadFailed);

  const categories = useMemo(
    () => groupVisibleControls(controls ?? [], { filter, search, memberId: user?.id }),
    [controls, filter, search, user?.id],
  );

  return (
    <>
      <ControlListToolbar
        framework={framework}
        filter={filter}
        search={search}
        onFrameworkChange={onFrameworkChange}
        onFilterChange={onFilterChange}
        onSearchChange={setSearch}
      />
      {failed && <LoadFailedPanel title={text.loadFailed} onRetry={() => void refetch()} />}
      {!failed && !controls && <ControlListSkeleton />}
      {controls && (
        <>
          <Typography variant="subtitle1" component="p" sx={{ mb: 1 }}>
            {text.withoutOwnerCount(countWithoutOwner(controls))}
          </Typography>
          <ControlTable categories={categories} onOpen={onOpen} onAssign={setAssigning} />
        </>
      )}
      <OpenedOnce open={assigning !== null}>
        <AssignOwnersDialog framework={framework} category={assigning} onClose={() => setAssigning(null)} />
      </OpenedOnce>
    </>
  );
};
