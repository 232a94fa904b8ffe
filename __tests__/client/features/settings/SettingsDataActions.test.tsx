import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { settingsText } from '@/features/settings/constants';
import { selectComplianceSettings, selectProfile } from '@/features/settings/settingsSlice';
import { settingsFixture } from '@/testing/fixtures/settings';
import { demoUser } from '@/testing/handlers';
import { server } from '@/testing/server';
import { renderSettings } from './settingsTestUtils';

jest.setTimeout(20_000);

const jsonFile = (contents: string) => new File([contents], 'settings.json', { type: 'application/json' });
const { name, email, jobTitle, phone, timezone } = demoUser;
const serverFile = { profile: { name, email, jobTitle, phone, timezone }, ...settingsFixture };

describe('Settings data actions (SPEC §2, §5): reset, export, import, on the server', () => {
  it('resets on the server after the exact confirmation, and not on cancel', async () => {
    const resets = jest.fn();
    server.use(
      http.post('*/api/settings/reset', () => {
        resets();
        return HttpResponse.json({ success: true, data: { user: demoUser, settings: settingsFixture } });
      }),
    );
    const { user, store } = await renderSettings('/settings?tab=compliance');
    await user.click(await screen.findByRole('combobox', { name: settingsText.compliance.primaryFramework }));
    await user.click(screen.getByRole('option', { name: 'HIPAA' }));

    await user.click(screen.getByRole('button', { name: settingsText.data.reset }));
    const dialog = screen.getByRole('dialog', { name: settingsText.resetDialog.title });
    expect(dialog).toHaveTextContent(settingsText.resetDialog.confirmation);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resets).not.toHaveBeenCalled();
    expect(selectComplianceSettings(store.getState()).primaryFramework).toBe('HIPAA');

    await user.click(screen.getByRole('button', { name: settingsText.data.reset }));
    await user.click(screen.getByRole('button', { name: settingsText.resetDialog.confirm }));
    expect(await screen.findByText(settingsText.resetDialog.done)).toBeInTheDocument();
    expect(resets).toHaveBeenCalledTimes(1);
    expect(selectComplianceSettings(store.getState()).primaryFramework).toBe('SOC2');
  });

  it('exports the server’s values as a .json download', async () => {
    const createObjectURL = jest.fn((_blob: Blob) => 'blob:settings');
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: jest.fn(), configurable: true });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe(settingsText.data.fileName);
    });
    const { user } = await renderSettings();
    await user.click(screen.getByRole('button', { name: settingsText.data.export }));
    expect(await screen.findByText(settingsText.data.exported)).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await createObjectURL.mock.calls[0][0].text())).toEqual(serverFile);
    click.mockRestore();
  });

  it('sends an imported file to the server and shows what it applied, the top bar’s user included', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/settings/import', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          data: { user: { ...demoUser, name: 'Sam Lee' }, settings: settingsFixture },
        });
      }),
    );
    const { user, store } = await renderSettings();
    const input = screen.getByTestId('settings-import-input');
    expect(input).toHaveAttribute('accept', '.json,application/json');
    const file = { ...serverFile, profile: { ...serverFile.profile, name: 'Sam Lee' } };
    await user.upload(input, jsonFile(JSON.stringify(file)));
    expect(await screen.findByText(settingsText.data.imported)).toBeInTheDocument();
    expect(sent).toEqual(file);
    expect(selectProfile(store.getState()).name).toBe('Sam Lee');
    expect(store.getState().auth.user?.name).toBe('Sam Lee');
    expect(screen.getByLabelText(settingsText.profile.name)).toHaveValue('Sam Lee');
  });

  it('names the first bad field the server found, and changes nothing', async () => {
    server.use(
      http.post('*/api/settings/import', () =>
        HttpResponse.json(
          { success: false, message: 'compliance.primaryFramework must be one of: SOC2, ISO27001, HIPAA, GDPR' },
          { status: 400 },
        ),
      ),
    );
    const { user, store } = await renderSettings();
    const before = store.getState().settings;
    await user.upload(screen.getByTestId('settings-import-input'), jsonFile(JSON.stringify({ theme: 'dark' })));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(
      settingsText.data.importFailed('compliance.primaryFramework must be one of: SOC2, ISO27001, HIPAA, GDPR'),
    );
    expect(store.getState().settings).toEqual(before);
  });

  it('refuses a file that is not JSON without asking the server', async () => {
    const imports = jest.fn();
    server.use(http.post('*/api/settings/import', () => imports()));
    const { user } = await renderSettings();
    await user.upload(screen.getByTestId('settings-import-input'), jsonFile('{ broken'));
    expect(within(await screen.findByRole('alert')).getByText(settingsText.data.invalidJson)).toBeInTheDocument();
    expect(imports).not.toHaveBeenCalled();
  });
});
