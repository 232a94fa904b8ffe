import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { statusForScore } from '@/contracts/score';
import { DASHBOARD_PREVIEW } from '@/features/landing/constants';
import { statusTones } from '@/lib/scoreTone';

const scorePalette = (theme: Theme, score: number) => theme.palette[statusTones[statusForScore(score)]];

export function DashboardPreview() {
  const { score } = DASHBOARD_PREVIEW;
  return (
    <Paper
      role="img"
      aria-label={DASHBOARD_PREVIEW.label}
      elevation={0}
      sx={(theme) => ({
        p: { xs: 2.5, sm: 3 },
        borderRadius: 4,
        border: 1,
        borderColor: 'divider',
        boxShadow: `0 24px 60px ${theme.alpha(theme.palette.primary.dark, 0.16)}`,
      })}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3 }}>
        <Typography sx={{ fontWeight: 700 }}>{DASHBOARD_PREVIEW.title}</Typography>
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'success.dark' }}>
          <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }} />
          <Typography variant="caption" sx={{ fontWeight: 700 }}>
            {DASHBOARD_PREVIEW.live}
          </Typography>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', mb: 3 }}>
        <Box
          sx={(theme) => ({
            flexShrink: 0,
            width: 104,
            height: 104,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            background: `conic-gradient(${theme.palette.success.main} ${score * 3.6}deg, ${theme.palette.action.hover} 0deg)`,
          })}
        >
          <Box
            sx={{
              width: 82,
              height: 82,
              borderRadius: '50%',
              bgcolor: 'background.paper',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Box sx={{ textAlign: 'center' }}>
              <Typography sx={{ fontWeight: 800, fontSize: '1.5rem', lineHeight: 1.1 }}>{score}%</Typography>
              <Typography variant="caption" color="text.secondary">
                {DASHBOARD_PREVIEW.scoreLabel}
              </Typography>
            </Box>
          </Box>
        </Box>
        <Stack spacing={1.25} sx={{ flexGrow: 1, minWidth: 0 }}>
          {DASHBOARD_PREVIEW.frameworks.map((framework) => (
            <Box key={framework.name}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {framework.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {framework.score}%
                </Typography>
              </Stack>
              <Box sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
                <Box
                  sx={(theme) => ({
                    width: `${framework.score}%`,
                    height: '100%',
                    bgcolor: scorePalette(theme, framework.score).main,
                  })}
                />
              </Box>
            </Box>
          ))}
        </Stack>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
        {DASHBOARD_PREVIEW.eventsTitle}
      </Typography>
      <Stack spacing={1}>
        {DASHBOARD_PREVIEW.events.map((event) => (
          <Stack
            key={event.text}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', p: 1.25, borderRadius: 2, bgcolor: 'action.hover' }}
          >
            <Box
              sx={(theme) => ({
                width: 8,
                height: 8,
                flexShrink: 0,
                borderRadius: '50%',
                bgcolor: theme.palette[statusTones[event.status]].main,
              })}
            />
            <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
              {event.text}
            </Typography>
            <Typography
              variant="caption"
              sx={(theme) => ({
                fontWeight: 700,
                color: theme.palette[statusTones[event.status]].dark,
                whiteSpace: 'nowrap',
              })}
            >
              {event.tag}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
