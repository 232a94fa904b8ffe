import { screen, within } from '@testing-library/react';
import type { AnswerKind, ControlDetails } from '@/contracts/controlSettings';
import { ControlChecks } from '@/features/controls/components/ControlChecks';
import { attestText as text, checksText } from '@/features/controls/constants';
import { signedInState } from '@/testing/authState';
import { controlDetailsFixture } from '@/testing/fixtures/controlDetails';
import { evidenceFake, evidenceId } from '@/testing/fixtures/evidence';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server as msw } from '@/testing/server';
import { controlServer } from './controlServer';

// Typing into MUI dialogs and pickers is slow in jsdom.
jest.setTimeout(40_000);

// A refused call is logged by the API client; the tests assert what the member sees instead.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const question = 'What the member answers';
const statement = 'Checked every account against the HR list.';
// A required field's label ends in an asterisk.
const required = (label: string) => new RegExp(`^${label}`);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const controlAsking = (answer: AnswerKind): ControlDetails => ({
  ...controlDetailsFixture('SOC2', 'CC6.1'),
  checks: [
    {
      id: 'people.check',
      name: 'People check',
      answer,
      question,
      waysIn: [{ kind: 'attestation' }],
      attestation: null,
    },
  ],
});

const openAttest = async (answer: AnswerKind) => {
  const fake = evidenceFake();
  msw.use(...fake.handlers);
  const controls = controlServer(controlAsking(answer));
  const view = renderWithProviders(<ControlChecks framework="SOC2" controlId="CC6.1" />, {
    preloadedState: signedInState(),
  });
  await view.user.click(await screen.findByRole('button', { name: checksText.attestLabel('People check') }));
  const dialog = within(await screen.findByRole('dialog', { name: text.title('People check') }));
  return { ...view, dialog, controls, fake };
};

type Opened = Awaited<ReturnType<typeof openAttest>>;

const completeTheRest = async ({ dialog, user }: Opened) => {
  await user.type(dialog.getByRole('textbox', { name: text.statement }), statement);
  await user.click(dialog.getByRole('combobox', { name: text.evidence }));
  await user.click(await screen.findByRole('option', { name: 'Information Security Policy' }));
};

const answers: [AnswerKind, (opened: Opened) => Promise<void>, unknown][] = [
  [
    'ratio',
    async ({ dialog, user }) => {
      await user.type(dialog.getByRole('spinbutton', { name: text.compliant }), '11');
      await user.type(dialog.getByRole('spinbutton', { name: text.total }), '12');
    },
    { compliant: 11, total: 12 },
  ],
  ['percent', async ({ dialog, user }) => user.type(dialog.getByRole('spinbutton', { name: question }), '97.5'), 97.5],
  [
    'date',
    async ({ dialog, user }) => user.type(dialog.getByLabelText(required(question)), '2026-06-01'),
    '2026-06-01',
  ],
  [
    'confirmation',
    async ({ dialog, user }) => user.click(dialog.getByRole('checkbox', { name: new RegExp(question) })),
    true,
  ],
  ['count', async ({ dialog, user }) => user.type(dialog.getByRole('spinbutton', { name: question }), '0'), 0],
];

describe('AttestDialog', () => {
  it.each(answers)(
    'sends a %s answer as the check reads it, with a year of validity by default',
    async (answer, fill, value) => {
      const opened = await openAttest(answer);
      const submit = opened.dialog.getByRole('button', { name: text.submit });
      expect(submit).toBeDisabled();
      await fill(opened);
      await completeTheRest(opened);
      expect(opened.dialog.getByLabelText(required(text.validUntil))).toHaveValue(day(365));

      await opened.user.click(submit);
      expect(await screen.findByText(text.submitted)).toBeInTheDocument();
      expect(opened.controls.writes).toEqual([
        {
          method: 'POST',
          path: '/api/attestations',
          body: { check: 'people.check', value, statement, evidenceId: evidenceId(1), validUntil: day(365) },
        },
      ]);
    },
  );

  it("shows the server's 400 message in the dialog and keeps every answer", async () => {
    const opened = await openAttest('ratio');
    opened.controls.refuse({
      status: 400,
      message: 'value: compliant cannot exceed total (People check takes a ratio)',
    });
    const { dialog, user } = opened;
    await user.type(dialog.getByRole('spinbutton', { name: text.compliant }), '13');
    await user.type(dialog.getByRole('spinbutton', { name: text.total }), '12');
    await completeTheRest(opened);
    await user.click(dialog.getByRole('button', { name: text.submit }));

    expect(await dialog.findByText(/compliant cannot exceed total/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: text.title('People check') })).toBeInTheDocument();
    expect(dialog.getByRole('spinbutton', { name: text.compliant })).toHaveValue(13);
    expect(dialog.getByRole('textbox', { name: text.statement })).toHaveValue(statement);
    expect(dialog.getByRole('combobox', { name: text.evidence })).toHaveValue('Information Security Policy');
  });

  it('refuses a day in the future before sending', async () => {
    const opened = await openAttest('date');
    await opened.user.type(opened.dialog.getByLabelText(required(question)), day(3));
    await completeTheRest(opened);
    expect(opened.dialog.getByText(text.dayInFuture)).toBeInTheDocument();
    expect(opened.dialog.getByRole('button', { name: text.submit })).toBeDisabled();
  });

  it('refuses a validity beyond 400 days before sending', async () => {
    const opened = await openAttest('count');
    await opened.user.type(opened.dialog.getByRole('spinbutton', { name: question }), '0');
    await completeTheRest(opened);
    const validUntil = opened.dialog.getByLabelText(required(text.validUntil));
    await opened.user.clear(validUntil);
    await opened.user.type(validUntil, day(401));
    expect(opened.dialog.getByRole('button', { name: text.submit })).toBeDisabled();
    await opened.user.clear(validUntil);
    await opened.user.type(validUntil, day(400));
    expect(opened.dialog.getByRole('button', { name: text.submit })).toBeEnabled();
  });

  it('closes only the evidence picker on Escape, not the dialog', async () => {
    const { dialog, user } = await openAttest('count');
    await user.click(dialog.getByRole('combobox', { name: text.evidence }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: text.title('People check') })).toBeInTheDocument();
  });

  it('offers no rejected evidence', async () => {
    const { dialog, user } = await openAttest('count');
    await user.click(dialog.getByRole('combobox', { name: text.evidence }));
    await screen.findByRole('option', { name: 'Information Security Policy' });
    expect(screen.queryByRole('option', { name: 'Backup Restore Screenshot' })).not.toBeInTheDocument();
  });
});
