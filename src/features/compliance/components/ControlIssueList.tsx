import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { controlDetailsText as text } from '@/features/compliance/constants';
import type { ControlIssue } from '@/contracts/dashboard';
import { formatDateTime } from '@/lib/dates';

export const ControlIssueList = ({ issues }: { issues: ControlIssue[] }) =>
  issues.length === 0 ? (
    <Typography color="text.secondary">{text.noIssues}</Typography>
  ) : (
    <List dense disablePadding aria-label={text.issues}>
      {issues.map((issue) => (
        <ListItem key={issue.description} disableGutters alignItems="flex-start">
          <ListItemIcon sx={{ minWidth: 30, mt: 0.5, color: 'warning.main' }}>
            <ReportProblemOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={issue.description}
            secondary={
              issue.check
                ? text.issueSource(
                    { ...issue, check: issue.check },
                    issue.observedAt ? formatDateTime(issue.observedAt) : null,
                  )
                : undefined
            }
            sx={{ my: 0.5 }}
          />
        </ListItem>
      ))}
    </List>
  );
