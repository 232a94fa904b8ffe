import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { RunAssessmentButton } from '@/features/assessments/components/RunAssessmentButton';
import type { FrameworkId } from '@/contracts/enums';
import { exportComplianceReport, selectExporting } from '@/features/compliance/complianceSlice';
import { complianceText } from '@/features/compliance/constants';

type HeatMapActionsProps = { framework: FrameworkId; refreshing: boolean; onRefresh: () => void };

/** SPEC §2: Refresh, Run Assessment, Export Report (simulated) and View Reports. */
export const HeatMapActions = ({ framework, refreshing, onRefresh }: HeatMapActionsProps) => {
  const dispatch = useAppDispatch();
  const exporting = useAppSelector(selectExporting);
  return (
    <>
      <Button variant="outlined" startIcon={<Refresh />} disabled={refreshing} onClick={onRefresh}>
        {complianceText.refresh}
      </Button>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        disabled={exporting}
        onClick={() => void dispatch(exportComplianceReport(framework))}
      >
        {exporting ? complianceText.exporting : complianceText.exportReport}
      </Button>
      <Button variant="outlined" component={RouterLink} to={paths.reports} startIcon={<AssessmentOutlined />}>
        {complianceText.viewReports}
      </Button>
      <RunAssessmentButton framework={framework} />
    </>
  );
};
