import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths } from '@/app/paths';
import { SectionCard } from '@/features/dashboard/components/SectionCard';
import { myWorkText, sectionOrder, sectionTitles } from '@/features/myWork/constants';
import { useGetMyWorkQuery } from '@/features/myWork/myWorkApi';

/** How many items wait for the member in each part of my work, each the way there. */
export const MyWorkCard = () => {
  const { data, isError } = useGetMyWorkQuery();
  return (
    <Box sx={{ mb: 3 }}>
      <SectionCard id="my-work" title={myWorkText.title} link={{ to: paths.myWork, label: myWorkText.openAll }}>
        {isError && !data ? (
          <Typography color="text.secondary">{myWorkText.loadFailed}</Typography>
        ) : (
          <Box
            component="ul"
            aria-labelledby="my-work-heading"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
              listStyle: 'none',
              m: 0,
              p: 0,
            }}
          >
            {sectionOrder.map((section) => (
              <li key={section}>
                <ButtonBase
                  component={RouterLink}
                  to={paths.myWork}
                  sx={{
                    width: '100%',
                    height: '100%',
                    display: 'flex',
                    flexDirection: 'column-reverse',
                    alignItems: 'flex-start',
                    justifyContent: 'flex-end',
                    p: 1.5,
                    borderRadius: 2,
                    border: 1,
                    borderColor: 'divider',
                    textAlign: 'left',
                  }}
                >
                  <Typography variant="body2" color="text.secondary">
                    {sectionTitles[section]}
                  </Typography>
                  <Typography component="span" variant="h5">
                    {data ? data.counts[section] : <Skeleton width={32} />}
                  </Typography>
                </ButtonBase>
              </li>
            ))}
          </Box>
        )}
      </SectionCard>
    </Box>
  );
};
