import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PolicyDetail } from '@/contracts/policies';
import { comparisonText as text } from '@/features/policies/constants';
import { VersionComparison } from '@/features/policies/components/VersionComparison';

/** For each published version after the first, what it changed from the one before, opened on request. */
export const VersionChanges = ({ versions }: { versions: PolicyDetail['versions'] }) => {
  const policyId = useParams().policyId ?? '';
  const [open, setOpen] = useState<string | null>(null);
  // The server lists the newest first: each version's predecessor is the next one.
  const pairs = versions.slice(0, -1).map((version, index) => ({ version, previous: versions[index + 1] }));
  const shown = pairs.find((pair) => pair.version.id === open);
  if (pairs.length === 0) return null;
  return (
    <Box sx={{ mt: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {pairs.map(({ version, previous }) => (
          <Button
            key={version.id}
            size="small"
            variant="outlined"
            aria-pressed={open === version.id}
            onClick={() => setOpen((current) => (current === version.id ? null : version.id))}
          >
            {text.compareWithPrevious(version.version, previous.version)}
          </Button>
        ))}
      </Box>
      {shown && (
        <VersionComparison
          policyId={policyId}
          from={shown.previous.id}
          to={shown.version.id}
          what={text.versionChanges(shown.version.version, shown.previous.version)}
        />
      )}
    </Box>
  );
};
