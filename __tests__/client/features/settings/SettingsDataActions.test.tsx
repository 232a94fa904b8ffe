import { screen, waitFor } from '@testing-library/react';
import { settingsText } from '@/features/settings/constants';
import { defaultSettings } from '@/features/settings/defaults';
import { selectComplianceSettings, selectProfile } from '@/features/settings/settingsSlice';
import { demoUser } from '@/testing/handlers';
import { renderSettings } from './settingsTestUtils';

const seed = { name: demoUser.name, email: demoUser.email, role: demoUser.jobTitle ?? '', company: demoUser.company };
const jsonFile = (contents: string) => new File([contents], 'settings.json', { type: 'application/json' });

describe('Settings data actions (SPEC §2, §5): reset, export, import', () => {
  it('resets all settings after the exact confirmation, and not on cancel', async () => {
    const { user, store } = await renderSettings('/settings?tab=compliance');
    await user.click(screen.getByRole('combobox', { name: settingsText.compliance.primaryFramework }));
    await user.click(screen.getByRole('option', { name: 'HIPAA' }));

    await user.click(screen.getByRole('button', { name: settingsText.data.reset }));
    const dialog = screen.getByRole('dialog', { name: settingsText.resetDialog.title });
    expect(dialog).toHaveTextContent(settingsText.resetDialog.confirmation);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(selectComplianceSettings(store.getState()).primaryFramework).toBe('HIPAA');

    await user.click(screen.getByRole('button', { name: settingsText.data.reset }));
    await user.click(screen.getByRole('button', { name: settingsText.resetDialog.confirm }));
    expect(selectComplianceSettings(store.getState()).primaryFramework).toBe('SOC2');
    expect(screen.getByText(settingsText.resetDialog.done)).toBeInTheDocument();
  });

  it('exports the settings as a .json download', async () => {
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
    expect(click).toHaveBeenCalledTimes(1);
    const exported = JSON.parse(await createObjectURL.mock.calls[0][0].text());
    expect(exported).toEqual(defaultSettings(seed));
    expect(screen.getByText(settingsText.data.exported)).toBeInTheDocument();
    click.mockRestore();
  });

  it('imports a valid .json file', async () => {
    const { user, store } = await renderSettings();
    const input = screen.getByTestId('settings-import-input');
    expect(input).toHaveAttribute('accept', '.json,application/json');
    const imported = defaultSettings({ ...seed, name: 'Sam Lee' });
    await user.upload(input, jsonFile(JSON.stringify(imported)));
    expect(await screen.findByText(settingsText.data.imported)).toBeInTheDocument();
    expect(selectProfile(store.getState()).name).toBe('Sam Lee');
    expect(screen.getByLabelText(settingsText.profile.name)).toHaveValue('Sam Lee');
  });

  it.each([
    ['not JSON', '{ broken', settingsText.data.invalidJson],
    ['the wrong shape', JSON.stringify({ theme: 'dark' }), settingsText.data.invalidShape],
  ])('refuses a file that is %s and changes nothing', async (_label, contents, message) => {
    const { user, store } = await renderSettings();
    const before = store.getState().settings;
    await user.upload(screen.getByTestId('settings-import-input'), jsonFile(contents));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(store.getState().settings).toEqual(before);
  });
});
