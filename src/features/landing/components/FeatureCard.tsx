import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Pill } from '@/features/landing/components/Pill';
import type { Feature } from '@/features/landing/featureGroups';
import { COMING_SOON_LABEL } from '@/features/landing/constants';

type FeatureCardProps = { feature: Feature; comingSoon: boolean; gridColumn: { sm: string; md: string } };

export function FeatureCard({ feature: { title, description, icon: Icon }, comingSoon, gridColumn }: FeatureCardProps) {
  return (
    <Box
      component="li"
      sx={(theme) => ({
        gridColumn,
        p: 3,
        borderRadius: 3,
        border: 1,
        borderStyle: comingSoon ? 'dashed' : 'solid',
        borderColor: comingSoon ? 'text.disabled' : 'divider',
        bgcolor: comingSoon ? 'transparent' : 'background.paper',
        transition: theme.transitions.create(['box-shadow', 'border-color']),
        '&:hover': comingSoon
          ? undefined
          : { borderColor: 'primary.main', boxShadow: `0 12px 32px ${theme.alpha(theme.palette.primary.dark, 0.08)}` },
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', mb: 2 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            display: 'grid',
            placeItems: 'center',
            width: 44,
            height: 44,
            borderRadius: 2,
            color: comingSoon ? 'text.secondary' : 'primary.main',
            bgcolor: comingSoon ? 'action.hover' : theme.alpha(theme.palette.primary.main, 0.1),
          })}
        >
          <Icon />
        </Box>
        {comingSoon && <Pill>{COMING_SOON_LABEL}</Pill>}
      </Box>
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700, mb: 0.75 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.65 }}>
        {description}
      </Typography>
    </Box>
  );
}
