import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

type DialogListItem = {
  key: string;
  primary: string;
  secondary: string;
  /** The item's one action (Revoke, Remove), when it has one now. */
  action?: { label: string; onClick: () => void };
};

type DialogItemListProps = {
  id: string;
  title: string;
  emptyText: string;
  items: DialogListItem[] | undefined;
  busy: boolean;
};

/** A dialog's titled list of what already exists (links, schedules), each with its action. */
export const DialogItemList = ({ id, title, emptyText, items, busy }: DialogItemListProps) => (
  <section aria-labelledby={id}>
    <Typography id={id} component="h3" variant="subtitle2">
      {title}
    </Typography>
    {items?.length === 0 && (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    )}
    <List dense aria-labelledby={id}>
      {items?.map((item) => (
        <ListItem
          key={item.key}
          disableGutters
          secondaryAction={
            item.action && (
              <Button size="small" color="error" disabled={busy} onClick={item.action.onClick}>
                {item.action.label}
              </Button>
            )
          }
        >
          <ListItemText primary={item.primary} secondary={item.secondary} />
        </ListItem>
      ))}
    </List>
  </section>
);
