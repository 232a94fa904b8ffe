import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import EmailIcon from '@mui/icons-material/Email';
import GitHubIcon from '@mui/icons-material/GitHub';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { socialButtonLabel, type SocialNetwork } from '@/features/founders/constants';

const ICONS = { linkedin: LinkedInIcon, x: XIcon, github: GitHubIcon, email: EmailIcon } as const;

type SocialButtonsProps = { name: string; networks: readonly SocialNetwork[] };

// SPEC §2: the social buttons are decorative; profiles are not linked yet.
export function SocialButtons({ name, networks }: SocialButtonsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      {networks.map((network) => {
        const Icon = ICONS[network];
        return (
          <IconButton
            key={network}
            type="button"
            aria-label={socialButtonLabel(name, network)}
            sx={{ border: 1, borderColor: 'divider', color: 'text.secondary' }}
          >
            <Icon fontSize="small" />
          </IconButton>
        );
      })}
    </Stack>
  );
}
