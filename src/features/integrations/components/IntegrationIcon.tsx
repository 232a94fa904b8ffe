import Avatar from '@mui/material/Avatar';
import CloudOutlined from '@mui/icons-material/CloudOutlined';
import Code from '@mui/icons-material/Code';
import GitHub from '@mui/icons-material/GitHub';
import Hub from '@mui/icons-material/Hub';
import Storage from '@mui/icons-material/Storage';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import type { IntegrationType } from '@/contracts/integrations';

const icons: Record<IntegrationType, typeof CloudOutlined> = {
  aws: CloudOutlined,
  azure: CloudOutlined,
  gcp: CloudOutlined,
  k8s: Hub,
  github: GitHub,
  gitlab: Code,
  okta: VerifiedUser,
  mongodb: Storage,
};

export const IntegrationIcon = ({ type }: { type: IntegrationType }) => {
  const Icon = icons[type];
  return (
    <Avatar variant="rounded" sx={{ bgcolor: 'primary.light', color: 'primary.main', width: 44, height: 44 }}>
      <Icon aria-hidden />
    </Avatar>
  );
};
