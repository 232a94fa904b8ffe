import { screen } from '@testing-library/react';
import type { Role } from '@/contracts/enums';
import { roleDoesNotAllow } from '@/contracts/permissions';
import { assessmentText } from '@/features/assessments/constants';
import { QuickActions } from '@/features/dashboard/components/QuickActions';
import { signedInState } from '@/testing/authState';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';

const renderAs = (role: Role) =>
  renderWithProviders(<QuickActions />, { preloadedState: signedInState({ ...demoUser, role }) });

describe('dashboard quick actions by role', () => {
  it('disables Run Assessment for a role that may not run one, saying why', async () => {
    const { user } = renderAs('Auditor');
    const run = screen.getByRole('button', { name: new RegExp(assessmentText.run) });
    expect(run).toBeDisabled();
    await user.hover(run.closest('span') as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(roleDoesNotAllow('assessments:run'));
  });

  it('leaves it enabled for a role that may', () => {
    renderAs('Security Analyst');
    expect(screen.getByRole('button', { name: new RegExp(assessmentText.run) })).toBeEnabled();
  });
});
