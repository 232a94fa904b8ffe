import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { frameworkIds, frameworkLabels, type FrameworkId } from '@/contracts/enums';
import { summaryText } from '@/features/dashboard/constants';

type FrameworkPickerProps = { framework: FrameworkId; onChange: (framework: FrameworkId) => void };

/** Which framework the headline cards read; toggle buttons, as the trend's span, so the screen loads no menu code. */
export const FrameworkPicker = ({ framework, onChange }: FrameworkPickerProps) => (
  <ToggleButtonGroup
    exclusive
    size="small"
    color="primary"
    aria-label={summaryText.framework}
    value={framework}
    // On the page's tinted background the unselected labels would fall below AA contrast; on paper they meet it.
    sx={{ bgcolor: 'background.paper' }}
    onChange={(_, next: FrameworkId | null) => next && onChange(next)}
  >
    {frameworkIds.map((id) => (
      <ToggleButton key={id} value={id} sx={{ px: 1.5 }}>
        {frameworkLabels[id]}
      </ToggleButton>
    ))}
  </ToggleButtonGroup>
);
