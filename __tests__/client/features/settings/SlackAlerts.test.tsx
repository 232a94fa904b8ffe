import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { slackTestMessageSent } from '@/contracts/slackMessages';
import { settingsText } from '@/features/settings/constants';
import { demoUser } from '@/testing/handlers';
import { slackConnectedFixture } from '@/testing/fixtures/settings';
import { server } from '@/testing/server';
import { renderSettings } from './settingsTestUtils';

jest.setTimeout(20_000);

const text = settingsText.slack;
const webhookUrl = 'https://hooks.slack.com/services/T0001/B0002/abcdefghijklmnopqrstuvwx';

describe('Settings > Organization: Slack alerts', () => {
  it('saves a webhook, then shows where alerts go instead of the URL', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/settings/slack', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, data: slackConnectedFixture });
      }),
    );
    const { user, store } = await renderSettings('/settings?tab=organization');
    expect(await screen.findByText(text.notConnected)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.test })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: text.webhookUrl }), webhookUrl);
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(text.saved)).toBeInTheDocument();
    expect(sent).toEqual([{ webhookUrl }]);
    expect(screen.getByText(text.connectedTo('hooks.slack.com/services/…/…x9Tq'))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: text.webhookUrl })).toHaveValue('');
    expect(JSON.stringify(store.getState())).not.toContain('abcdefghijklmnop');
  });

  it("shows the server's reason when it refuses the URL, and keeps what was typed", async () => {
    server.use(
      http.put('*/api/settings/slack', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'webhookUrl: must be a Slack incoming-webhook URL (https://hooks.slack.com/services/…)',
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderSettings('/settings?tab=organization');
    const field = await screen.findByRole('textbox', { name: text.webhookUrl });
    await user.type(field, 'https://example.com/hook');
    await user.click(screen.getByRole('button', { name: text.save }));
    expect(await screen.findByText(/must be a Slack incoming-webhook URL/)).toBeInTheDocument();
    expect(field).toHaveValue('https://example.com/hook');
  });

  it('says the test message was sent only once Slack accepted it, with the delivery', async () => {
    server.use(
      http.get('*/api/settings/slack', () => HttpResponse.json({ success: true, data: slackConnectedFixture })),
    );
    const { user } = await renderSettings('/settings?tab=organization');
    expect(await screen.findByText(`${text.lastDelivery}: ${text.noDelivery}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.test }));
    expect(await screen.findByText(slackTestMessageSent)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`${text.lastDelivery}: Delivered, `))).toBeInTheDocument();
  });

  it("shows Slack's refusal, and the failed delivery read back from the server", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    let refused = false;
    server.use(
      http.get('*/api/settings/slack', () =>
        HttpResponse.json({
          success: true,
          data: refused
            ? {
                ...slackConnectedFixture,
                lastDelivery: { at: '2026-06-30T09:05:00.000Z', ok: false, detail: 'HTTP 404 no_service' },
              }
            : slackConnectedFixture,
        }),
      ),
      http.post('*/api/settings/slack/test', () => {
        refused = true;
        return HttpResponse.json(
          { success: false, message: 'Slack did not accept the test message: HTTP 404 no_service' },
          { status: 502 },
        );
      }),
    );
    const { user } = await renderSettings('/settings?tab=organization');
    await user.click(await screen.findByRole('button', { name: text.test }));
    expect(await screen.findByText('Slack did not accept the test message: HTTP 404 no_service')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Failed: HTTP 404 no_service/)).toBeInTheDocument());
    expect(screen.queryByText(slackTestMessageSent)).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      '[api] sendSlackTest: Slack did not accept the test message: HTTP 404 no_service',
      expect.anything(),
    );
    logged.mockRestore();
  });

  it('shows a member who is not an Admin where alerts go, without the controls', async () => {
    server.use(
      http.get('*/api/settings/slack', () => HttpResponse.json({ success: true, data: slackConnectedFixture })),
    );
    await renderSettings('/settings?tab=organization', { ...demoUser, role: 'Auditor' });
    expect(await screen.findByText(text.connectedTo('hooks.slack.com/services/…/…x9Tq'))).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: text.webhookUrl })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: text.test })).not.toBeInTheDocument();
  });
});
