import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VendorFinding } from '@/contracts/vendors';
import { vendorFindingsText as text } from '@/features/vendors/constants';

/** What the vendor lacks, computed from its data and documents: each with the requirement that asks for it. */
export const VendorFindings = ({ findings }: { findings: VendorFinding[] }) => (
  <Paper variant="outlined" component="section" aria-labelledby="vendor-findings" sx={{ p: 2, mb: 3 }}>
    <Typography id="vendor-findings" component="h2" variant="h6" sx={{ mb: 1 }}>
      {text.heading}
    </Typography>
    {findings.length === 0 ? (
      <Typography color="text.secondary">{text.none}</Typography>
    ) : (
      <Stack spacing={1}>
        {findings.map((finding) => (
          <Alert key={`${finding.kind}:${finding.documentKind}`} severity={finding.requirement ? 'error' : 'warning'}>
            {finding.requirement ? `${finding.requirement}: ${finding.message}` : finding.message}
          </Alert>
        ))}
      </Stack>
    )}
  </Paper>
);
