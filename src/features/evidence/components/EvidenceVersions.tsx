import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { evidenceDetailsText as text, evidenceLockerText } from '@/features/evidence/constants';
import { formatFileSize } from '@/features/evidence/fileSize';
import type { EvidenceDetails } from '@/features/evidence/types';
import { formatDateTime } from '@/lib/dates';

/** Enough of a sha256 to tell versions apart at a glance; the whole hash is in the tooltip. */
const shortHash = (sha256: string) => sha256.slice(0, 12);

export const EvidenceVersions = ({ versions }: Pick<EvidenceDetails, 'versions'>) => (
  <Table size="small" aria-label={text.versions}>
    <TableHead>
      <TableRow>
        <TableCell>{text.version}</TableCell>
        <TableCell>{text.fileName}</TableCell>
        <TableCell>{text.by}</TableCell>
        <TableCell>{text.when}</TableCell>
        <TableCell>{evidenceLockerText.size}</TableCell>
        <TableCell>{text.sha256}</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {versions.map((version) => (
        <TableRow key={version.version}>
          <TableCell>{version.version}</TableCell>
          <TableCell sx={{ wordBreak: 'break-all' }}>{version.fileName}</TableCell>
          <TableCell>{version.uploadedBy}</TableCell>
          <TableCell>{formatDateTime(version.uploadedAt)}</TableCell>
          <TableCell>{formatFileSize(version.sizeBytes)}</TableCell>
          <TableCell sx={{ fontFamily: 'monospace' }}>
            <Tooltip title={version.sha256}>
              <span>{shortHash(version.sha256)}</span>
            </Tooltip>
          </TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
