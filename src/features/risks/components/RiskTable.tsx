import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Risk } from '@/contracts/risks';
import { RiskFlags } from '@/features/risks/components/RiskFlags';
import { riskCategoryLabels, riskTreatmentLabels, risksText as text } from '@/features/risks/constants';
import { formatCalendarDay } from '@/lib/dates';

type RiskTableProps = { risks: Risk[]; onEdit?: (risk: Risk) => void };

const rating = ({ likelihood, impact, score }: Risk['inherent']) => `${score} (${likelihood}×${impact})`;

/** The register, one row a risk: its ratings, treatment, review date and what needs attention. */
export const RiskTable = ({ risks, onEdit }: RiskTableProps) => {
  if (risks.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{text.empty}</Typography>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={text.tableLabel}>
        <TableHead>
          <TableRow>
            {Object.values(text.columns).map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {risks.map((risk) => (
            <TableRow key={risk.id} hover>
              <TableCell>
                {onEdit ? (
                  <Link
                    component="button"
                    type="button"
                    underline="hover"
                    aria-label={text.edit(risk.title)}
                    onClick={() => onEdit(risk)}
                    sx={{ fontWeight: 500, textAlign: 'left' }}
                  >
                    {risk.title}
                  </Link>
                ) : (
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {risk.title}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{riskCategoryLabels[risk.category]}</TableCell>
              <TableCell>{risk.owner?.name ?? text.noOwner}</TableCell>
              <TableCell>{rating(risk.inherent)}</TableCell>
              <TableCell>{rating(risk.residual)}</TableCell>
              <TableCell>{risk.treatment ? riskTreatmentLabels[risk.treatment.type] : text.untreated}</TableCell>
              <TableCell>{formatCalendarDay(risk.reviewOn)}</TableCell>
              <TableCell>
                <RiskFlags risk={risk} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
