import type { ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PromptShortcut } from '@/features/assistant/constants';

export type PromptShortcutsProps = {
  title: string;
  shortcuts: readonly PromptShortcut[];
  icon: ReactNode;
  disabled: boolean;
  onPrompt: (prompt: string) => void;
};

export const PromptShortcuts = ({ title, shortcuts, icon, disabled, onPrompt }: PromptShortcutsProps) => (
  <Card component="section" aria-label={title}>
    <CardContent sx={{ pb: 1 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <List dense disablePadding>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.label}>
            <ListItemButton disabled={disabled} onClick={() => onPrompt(shortcut.prompt)}>
              <ListItemIcon>{icon}</ListItemIcon>
              <ListItemText primary={shortcut.label} />
            </ListItemButton>
          </li>
        ))}
      </List>
    </CardContent>
  </Card>
);
