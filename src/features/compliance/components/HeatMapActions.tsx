import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { paths } from '@/app/paths';
import { NotPermittedTooltip } from '@/features/auth/components/NotPermittedTooltip';
import { usePermission } from '@/features/auth/usePermission';
import { RunAssessmentButton } from '@/features/assessments/components/RunAssessmentButton';
import type { FrameworkId } from '@/contracts/enums';
import { exportComplianceReport, selectExporting } from '@/features/compliance/complianceSlice';
import { complianceText } from '@/features/compliance/constants';

type HeatMapActionsProps = { framework: FrameworkId; refreshing: boolean; onRefresh: () => void };

/** SPEC §2: Refresh, Run Assessment, Export Report (a real report, downloaded) and View Reports. */
export const HeatMapActions = ({ framework, refreshing, onRefresh }: HeatMapActionsProps) => {
  const dispatch = useAppDispatch();
  const exporting = useAppSelector(selectExporting);
  const exportPermission = usePermission('reports:manage');
  return (
    <>
      <Button variant="outlined" startIcon={<Refresh />} disabled={refreshing} onClick={onRefresh}>
        {complianceText.refresh}
      </Button>
      <NotPermittedTooltip reason={exportPermission.reason}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
          disabled={exporting || !exportPermission.allowed}
          onClick={() => void dispatch(exportComplianceReport(framework))}
        >
          {exporting ? complianceText.exporting : complianceText.exportReport}
        </Button>
      </NotPermittedTooltip>
      <Button variant="outlined" component={RouterLink} to={paths.reports} startIcon={<AssessmentOutlined />}>
        {complianceText.viewReports}
      </Button>
      <RunAssessmentButton framework={framework} />
    </>
  );
};
