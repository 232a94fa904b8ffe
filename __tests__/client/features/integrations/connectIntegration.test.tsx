import { addListener, type UnknownAction } from '@reduxjs/toolkit';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  connectDialogText,
  INTEGRATION_POLL_MS,
  integrationsText,
  statusLabels,
  summaryText,
} from '@/features/integrations/constants';
import { awsSetupSteps, quickSetupGuides, setupInstructions } from '@/features/integrations/setupGuides';
import {
  awsSetupFixture,
  GITHUB_REJECTION,
  integrationFixture,
  integrationsFake,
  integrationsFixture,
  syncedFigures,
  WRONG_TOKEN,
} from '@/testing/fixtures/integrations';
import { card, renderIntegrations, summaryValue, toasts } from './integrationsTestUtils';

jest.setTimeout(20_000);

const token = 'ghp_live_7c1e9d42b8a6';
const tokenField = new RegExp(`^${connectDialogText.apiKey}`);
const organizationField = /^Organization/;

/** GitHub not yet connected, the others as the fixture lists them. */
const githubAvailable = () => integrationsFake({ integrations: integrationsFixture(integrationFixture('github')) });

let logged: jest.SpyInstance;
beforeEach(() => {
  // Every failed call is logged by the API client; the refusals below are expected.
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe('Connecting an integration: the modal', () => {
  it('asks for the connector’s fields, a secret one masked, with the instructions and the Quick Setup Guide', async () => {
    const { user } = await renderIntegrations({ fake: githubAvailable() });
    await user.click(card('GitHub').getByRole('button', { name: integrationsText.connect }));
    const dialog = within(await screen.findByRole('dialog', { name: connectDialogText.title('GitHub') }));

    const tokenInput = dialog.getByLabelText(tokenField);
    expect(tokenInput).toHaveAttribute('type', 'password');
    expect(tokenInput).toHaveFocus();
    expect(tokenInput).toHaveAccessibleDescription(expect.stringContaining(connectDialogText.apiKeyHelp));
    expect(dialog.getByLabelText(organizationField)).toHaveAttribute('type', 'text');
    expect(dialog.getByLabelText('API URL')).toHaveAccessibleDescription(
      expect.stringContaining('GitHub Enterprise Server'),
    );
    expect(dialog.getByText(setupInstructions.github)).toBeInTheDocument();
    const guide = dialog.getByRole('region', { name: connectDialogText.quickSetupTitle });
    expect(within(guide).getAllByRole('listitem')).toHaveLength(quickSetupGuides.github?.length ?? 0);

    const submit = dialog.getByRole('button', { name: connectDialogText.submit });
    expect(submit).toBeDisabled();
    await user.type(tokenInput, token);
    expect(submit).toBeDisabled();
    await user.type(dialog.getByLabelText(organizationField), 'acme-cloud');
    expect(submit).toBeEnabled();

    await user.click(dialog.getByRole('button', { name: connectDialogText.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Connecting AWS: the Quick Setup Guide with the organisation’s own values', () => {
  it('shows the account to trust, the external id and the exact policies, each ready to copy', async () => {
    const roleArn = {
      name: 'roleArn',
      label: 'Role ARN',
      secret: false,
      required: false,
      placeholder: null,
      help: null,
    };
    const aws = integrationFixture('aws', { credentialFields: [roleArn] });
    const integrations = integrationsFixture().map((item) => (item.type === 'aws' ? aws : item));
    const { user } = await renderIntegrations({ fake: integrationsFake({ integrations }) });
    await user.click(card('Amazon Web Services').getByRole('button', { name: integrationsText.connect }));
    const dialog = within(await screen.findByRole('dialog', { name: connectDialogText.title('Amazon Web Services') }));
    expect(dialog.getByLabelText('Role ARN')).toBeInTheDocument();
    const guide = within(dialog.getByRole('region', { name: connectDialogText.quickSetupTitle }));
    expect(await guide.findByText(awsSetupSteps.trust(awsSetupFixture.accountId ?? ''))).toBeInTheDocument();
    expect(guide.getByLabelText(awsSetupSteps.externalId)).toHaveTextContent(awsSetupFixture.externalId);
    expect(guide.getByLabelText(awsSetupSteps.readOnlyPolicy)).toHaveTextContent('iam:GetCredentialReport');
    expect(guide.getByLabelText(awsSetupSteps.trustPolicy)).toHaveTextContent('sts:AssumeRole');
    expect(guide.getByRole('button', { name: connectDialogText.copy(awsSetupSteps.externalId) })).toBeEnabled();
  });
});

describe('Connecting an integration: what the server answers (fake timers)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-02T09:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
  const setup = (fake = githubAvailable()) =>
    renderIntegrations({ fake, user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null }) });

  const submitCredentials = async (user: ReturnType<typeof userEvent.setup>, value: string) => {
    await user.click(card('GitHub').getByRole('button', { name: integrationsText.connect }));
    const dialog = within(await screen.findByRole('dialog', { name: connectDialogText.title('GitHub') }));
    await user.click(dialog.getByLabelText(tokenField));
    await user.paste(value);
    await user.click(dialog.getByLabelText(organizationField));
    await user.paste('acme-cloud');
    await user.click(dialog.getByRole('button', { name: connectDialogText.submit }));
  };

  it('shows the card connecting while the server tests the credentials, then connected, then its first figures', async () => {
    const view = await setup();
    const { user, fake, store } = view;
    const actions: UnknownAction[] = [];
    store.dispatch(addListener({ predicate: () => true, effect: (action) => void actions.push(action) }));
    const release = fake.holdConnections();

    await submitCredentials(user, token);
    // The page stays aria-hidden while the dialog fades out.
    const connecting = card('GitHub', true);
    expect(connecting.getByText(statusLabels.connecting)).toBeInTheDocument();
    expect(connecting.getByRole('button', { name: integrationsText.connecting, hidden: true })).toBeDisabled();
    expect(toasts(store)).toEqual([]);

    release();
    await waitFor(() => expect(card('GitHub').getByText(statusLabels.connected)).toBeInTheDocument());
    expect(toasts(store)).toEqual([{ kind: 'success', message: integrationsText.connectedToast('GitHub') }]);
    expect(fake.bodies('POST', '/api/integrations/github/connect')).toEqual([
      { credentials: { token, organization: 'acme-cloud' } },
    ]);
    expect(card('GitHub').getByText(integrationsText.lastSync).nextElementSibling).toHaveTextContent(
      integrationsText.syncing,
    );
    expect(summaryValue(summaryText.active)).toBe('1');

    // The first sync runs on the server: the list is read again until it has finished.
    await advance(INTEGRATION_POLL_MS);
    await advance(INTEGRATION_POLL_MS);
    await waitFor(() =>
      expect(card('GitHub').getByText(integrationsText.lastSync).nextElementSibling).toHaveTextContent('just now'),
    );
    expect(card('GitHub').getByText(integrationsText.controls).nextElementSibling).toHaveTextContent(
      String(syncedFigures.controls),
    );
    expect(summaryValue(summaryText.issues)).toBe(String(syncedFigures.issues));
    const reads = fake.requests().length;
    await advance(INTEGRATION_POLL_MS * 3);
    expect(fake.requests()).toHaveLength(reads);

    // The token was typed into the form and sent: no action and no state holds it.
    expect(actions.length).toBeGreaterThan(5);
    expect(actions.filter((action) => JSON.stringify(action).includes(token))).toEqual([]);
    expect(JSON.stringify(store.getState())).not.toContain(token);
  });

  it('shows the server’s refusal in the dialog, a toast and on the card, keeping what was typed to correct', async () => {
    const { user, fake, store } = await setup();
    await submitCredentials(user, WRONG_TOKEN);

    const dialog = within(await screen.findByRole('dialog', { name: connectDialogText.title('GitHub') }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(GITHUB_REJECTION);
    expect(card('GitHub', true).getByText(statusLabels.error)).toBeInTheDocument();
    expect(toasts(store)).toEqual([{ kind: 'error', message: GITHUB_REJECTION }]);
    expect(fake.requests()).toEqual([
      'GET /api/integrations',
      'POST /api/integrations/github/connect',
      'GET /api/integrations',
    ]);
    expect(dialog.getByLabelText(organizationField)).toHaveValue('acme-cloud');

    await user.clear(dialog.getByLabelText(tokenField));
    await user.click(dialog.getByLabelText(tokenField));
    await user.paste(token);
    await user.click(dialog.getByRole('button', { name: connectDialogText.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(card('GitHub').getByText(statusLabels.connected)).toBeInTheDocument());
    expect(card('GitHub').queryByText(GITHUB_REJECTION)).not.toBeInTheDocument();
    expect(toasts(store)).toContainEqual({ kind: 'success', message: integrationsText.connectedToast('GitHub') });
    expect(fake.bodies('POST', '/api/integrations/github/connect').at(-1)).toEqual({
      credentials: { token, organization: 'acme-cloud' },
    });
    expect(JSON.stringify(store.getState())).not.toContain(WRONG_TOKEN);
  });
});
