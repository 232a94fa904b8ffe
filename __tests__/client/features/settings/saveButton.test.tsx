import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { SAVE_STATE_RESET_DELAY_MS, settingsText } from '@/features/settings/constants';
import { settingsFixture } from '@/testing/fixtures/settings';
import { server } from '@/testing/server';
import { renderSettings } from './settingsTestUtils';

const serverDelayMs = 500;

/** The notifications endpoint, answering after a pause (or refusing), and what it was sent. */
const notificationsEndpoint = (answer: 'ok' | 'refuse') => {
  const bodies: unknown[] = [];
  server.use(
    http.put('*/api/settings/notifications', async ({ request }) => {
      bodies.push(await request.json());
      await delay(serverDelayMs);
      return answer === 'ok'
        ? HttpResponse.json({
            success: true,
            data: settingsFixture,
          })
        : HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 503 });
    }),
  );
  return bodies;
};

describe('the save button follows the real request (SPEC §4)', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  const toggleAndSave = async () => {
    await renderSettings('/settings?tab=notifications');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('switch', { name: settingsText.notifications.weeklyReports[0] }));
    await user.click(screen.getByRole('button', { name: settingsText.save.idle }));
  };

  it('Save Changes -> Saving... while the server works -> Saved! for 2 s -> Save Changes', async () => {
    const bodies = notificationsEndpoint('ok');
    await toggleAndSave();
    expect(screen.getByRole('button', { name: settingsText.save.saving })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(serverDelayMs - 100));
    expect(screen.getByRole('button', { name: settingsText.save.saving })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(200));
    expect(await screen.findByRole('button', { name: settingsText.save.saved })).toBeEnabled();
    expect(screen.getByText(settingsText.saved)).toBeInTheDocument();
    expect(bodies).toEqual([expect.objectContaining({ weeklyReports: false, complianceUpdates: false })]);
    await act(() => jest.advanceTimersByTimeAsync(SAVE_STATE_RESET_DELAY_MS));
    expect(screen.getByRole('button', { name: settingsText.save.idle })).toBeEnabled();
  });

  it('a refused save shows the error state and the server’s reason, and a retry starts over', async () => {
    notificationsEndpoint('refuse');
    await toggleAndSave();
    await act(() => jest.advanceTimersByTimeAsync(serverDelayMs + 100));
    expect(await screen.findByRole('button', { name: settingsText.save.error })).toBeEnabled();
    expect(screen.getByText(settingsText.saveFailed('Database unavailable'))).toBeInTheDocument();
    expect(screen.queryByText(settingsText.saved)).not.toBeInTheDocument();

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: settingsText.save.error }));
    expect(screen.getByRole('button', { name: settingsText.save.saving })).toBeDisabled();
  });

  it('with nothing changed, saves without a request and still shows Saved!', async () => {
    const bodies = notificationsEndpoint('ok');
    await renderSettings();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: settingsText.save.idle }));
    expect(await screen.findByRole('button', { name: settingsText.save.saved })).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });
});
