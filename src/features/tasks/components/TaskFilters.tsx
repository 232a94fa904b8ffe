import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { taskPriorities, taskStatuses } from '@/contracts/enums';
import { priorityLabels, statusLabels, tasksText } from '@/features/tasks/constants';
import { useGetAssigneesQuery } from '@/features/tasks/tasksApi';
import { filtersChanged, selectTaskFilters } from '@/features/tasks/tasksSlice';

const text = tasksText.filters;

export const TaskFilters = () => {
  const dispatch = useAppDispatch();
  const filters = useAppSelector(selectTaskFilters);
  const { data: members = [] } = useGetAssigneesQuery();
  return (
    <Box role="group" aria-label={text.label} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={text.status}
        value={filters.status}
        onChange={(event) => dispatch(filtersChanged({ status: event.target.value as typeof filters.status }))}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="all">{text.all}</MenuItem>
        {taskStatuses.map((status) => (
          <MenuItem key={status} value={status}>
            {statusLabels[status]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={text.owner}
        value={filters.owner}
        onChange={(event) => dispatch(filtersChanged({ owner: event.target.value }))}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="all">{text.all}</MenuItem>
        <MenuItem value="mine">{text.mine}</MenuItem>
        <MenuItem value="unassigned">{tasksText.unassigned}</MenuItem>
        {members.map((member) => (
          <MenuItem key={member.id} value={member.id}>
            {member.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={text.priority}
        value={filters.priority}
        onChange={(event) => dispatch(filtersChanged({ priority: event.target.value as typeof filters.priority }))}
        sx={{ minWidth: 140 }}
      >
        <MenuItem value="all">{text.all}</MenuItem>
        {taskPriorities.map((priority) => (
          <MenuItem key={priority} value={priority}>
            {priorityLabels[priority]}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={filters.overdueOnly}
            onChange={(event) => dispatch(filtersChanged({ overdueOnly: event.target.checked }))}
          />
        }
        label={text.overdueOnly}
      />
    </Box>
  );
};
