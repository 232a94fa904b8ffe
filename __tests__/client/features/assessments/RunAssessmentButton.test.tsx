import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RunAssessmentButton } from '@/features/assessments/components/RunAssessmentButton';
import { assessmentText } from '@/features/assessments/constants';
import { signedInState } from '@/testing/authState';
import { createGate } from '@/testing/gate';
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
        return HttpResponse.json({
          success: true,
          message: assessmentText.started,
          data: assessmentStarted(['SOC2']),
        });
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

  it('is disabled on every screen while a run is under way, and enabled again once the server answered', async () => {
    const gate = createGate();
    server.use(
      http.post('*/api/dashboard/run-assessment', async () => {
        await gate.shut();
        return HttpResponse.json({ success: true, message: assessmentText.started, data: assessmentStarted(['SOC2']) });
      }),
    );
    const { user } = renderWithProviders(
      <>
        <RunAssessmentButton />
        <RunAssessmentButton framework="SOC2" />
      </>,
      { preloadedState: signedInState(demoUser) },
    );
    const open = gate.close();
    await user.click(screen.getAllByRole('button', { name: assessmentText.run })[1]);
    const running = await screen.findAllByRole('button', { name: assessmentText.running });
    expect(running).toHaveLength(2);
    running.forEach((button) => expect(button).toBeDisabled());

    open();
    expect(await screen.findByText(assessmentText.started)).toBeInTheDocument();
    const idle = screen.getAllByRole('button', { name: assessmentText.run });
    expect(idle).toHaveLength(2);
    idle.forEach((button) => expect(button).toBeEnabled());
  });
});
