import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RunAssessmentButton } from '@/features/assessments/components/RunAssessmentButton';
import { assessmentText } from '@/features/assessments/constants';
import { signedInState } from '@/testing/authState';
import { assessmentStarted, demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

const viewer = { ...demoUser, role: 'Viewer' as const };

describe('RunAssessmentButton by role', () => {
  it('is disabled for a Viewer, saying why, and starts nothing', async () => {
    const runs = jest.fn();
    server.use(
      http.post('*/api/dashboard/run-assessment', () => {
        runs();
        return HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 403 });
      }),
    );
    const { user } = renderWithProviders(<RunAssessmentButton framework="SOC2" />, {
      preloadedState: signedInState(viewer),
    });
    const button = screen.getByRole('button', { name: assessmentText.run });
    expect(button).toBeDisabled();
    await user.hover(button.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your role does not allow you to run assessments');
    expect(runs).not.toHaveBeenCalled();
  });

  it('is enabled for an Admin and starts the assessment', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/dashboard/run-assessment', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { success: true, message: 'Assessment started', data: assessmentStarted(['SOC2']) },
          { status: 202 },
        );
      }),
    );
    const { user } = renderWithProviders(<RunAssessmentButton framework="SOC2" />, {
      preloadedState: signedInState(demoUser),
    });
    const button = screen.getByRole('button', { name: assessmentText.run });
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByText(assessmentText.started)).toBeInTheDocument();
    expect(bodies).toEqual([{ framework: 'SOC2' }]);
  });
});
