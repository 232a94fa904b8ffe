import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import {
  type BusinessImpact,
  businessImpactLabels,
  businessImpacts,
  type DataShared,
  dataSharedLabels,
  dataSharedLevels,
} from '@/contracts/vendorOptions';
import { type TierAnswers, vendorTier } from '@/contracts/vendorTier';
import { vendorFormText as text } from '@/features/vendors/constants';

type TierQuestionsProps = { answers: TierAnswers; onChange: (answers: TierAnswers) => void };

/** The three questions a vendor's tier is derived from, and the tier they give as they are answered. */
export const TierQuestions = ({ answers, onChange }: TierQuestionsProps) => (
  <Stack spacing={1.5}>
    <FormControl>
      <FormLabel id="vendor-data-shared">{text.dataShared}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="vendor-data-shared"
        value={answers.dataShared}
        onChange={(event) => onChange({ ...answers, dataShared: event.target.value as DataShared })}
      >
        {dataSharedLevels.map((level) => (
          <FormControlLabel
            key={level}
            value={level}
            control={<Radio size="small" />}
            label={dataSharedLabels[level]}
          />
        ))}
      </RadioGroup>
    </FormControl>
    <FormControl>
      <FormLabel id="vendor-production-access">{text.productionAccess}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="vendor-production-access"
        value={answers.productionAccess ? 'yes' : 'no'}
        onChange={(event) => onChange({ ...answers, productionAccess: event.target.value === 'yes' })}
      >
        <FormControlLabel value="yes" control={<Radio size="small" />} label={text.yes} />
        <FormControlLabel value="no" control={<Radio size="small" />} label={text.no} />
      </RadioGroup>
    </FormControl>
    <FormControl>
      <FormLabel id="vendor-business-impact">{text.businessImpact}</FormLabel>
      <RadioGroup
        row
        aria-labelledby="vendor-business-impact"
        value={answers.businessImpact}
        onChange={(event) => onChange({ ...answers, businessImpact: event.target.value as BusinessImpact })}
      >
        {businessImpacts.map((impact) => (
          <FormControlLabel
            key={impact}
            value={impact}
            control={<Radio size="small" />}
            label={businessImpactLabels[impact]}
          />
        ))}
      </RadioGroup>
    </FormControl>
    <Alert severity="info" role="status">
      {text.resultingTier(vendorTier(answers))}
    </Alert>
  </Stack>
);
