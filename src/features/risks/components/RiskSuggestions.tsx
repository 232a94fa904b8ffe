import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RiskSuggestion } from '@/contracts/risks';
import { riskCategoryLabels, riskSuggestionsText as text } from '@/features/risks/constants';
import { useAcceptRiskSuggestionMutation } from '@/features/risks/risksApi';
import { useServerAction } from '@/features/toasts/useServerAction';

type RiskSuggestionsProps = { suggestions: RiskSuggestion[]; canManage: boolean };

/** Risks the failing checks point to, each added to the register in one click. */
export const RiskSuggestions = ({ suggestions, canManage }: RiskSuggestionsProps) => {
  const [accept, accepting] = useAcceptRiskSuggestionMutation();
  const { error, run } = useServerAction(text.failed);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {text.heading}
      </Typography>
      {error && (
        <Typography color="error" role="alert" variant="body2">
          {error}
        </Typography>
      )}
      {suggestions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {text.none}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={text.heading}>
          {suggestions.map((suggestion) => (
            <Stack
              component="li"
              key={suggestion.checkId}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <div>
                <Typography variant="body2" sx={{ fontWeight: 500 }}>
                  {suggestion.title}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {`${riskCategoryLabels[suggestion.category]} · ${text.rating(suggestion.likelihood, suggestion.impact)} · ${text.from(suggestion.checkName)}`}
                </Typography>
              </div>
              {canManage && (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={accepting.isLoading}
                  aria-label={text.addLabel(suggestion.title)}
                  onClick={() => void run(() => accept(suggestion.checkId).unwrap(), text.added)}
                >
                  {text.add}
                </Button>
              )}
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
};
