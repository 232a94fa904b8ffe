import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import type { Role } from '@/contracts/enums';
import { shareHours } from '@/contracts/shareLinkLifetime';
import { evidenceLockerText as text } from '@/features/evidence/constants';
import EvidenceLockerPage from '@/features/evidence/EvidenceLockerPage';
import { shareTargetText, shareText } from '@/features/shareLinks/constants';
import { signedInState } from '@/testing/authState';
import { evidenceFake } from '@/testing/fixtures/evidence';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

// MUI dialogs under user-event are slow in jsdom, slower still on a busy machine.
jest.setTimeout(30_000);

const publicItem = 'Acceptable Use Policy';
const confidentialItem = 'MFA Enforcement Export';

const renderLocker = async (role: Role = 'Admin') => {
  const fake = evidenceFake({ role });
  server.use(...fake.handlers);
  const view = renderWithProviders(<EvidenceLockerPage />, {
    preloadedState: signedInState({ ...demoUser, role }),
    route: '/evidence-locker',
  });
  await screen.findAllByRole('article');
  return { ...view, fake };
};
const active = shareText.status({ revokedAt: null, expiresAt: '9999-12-31T00:00:00.000Z' }, Date.now());
const revoked = shareText.status({ revokedAt: '2026-01-01T00:00:00.000Z', expiresAt: '' }, Date.now());
const idOf = (fake: ReturnType<typeof evidenceFake>, name: string) =>
  fake.items().find((item) => item.name === name)?.id ?? '';

describe('Sharing evidence by link', () => {
  it('shares a public item from its card: the link shown once, listed, copied and revocable', async () => {
    const { user, fake } = await renderLocker();
    await user.click(screen.getByRole('button', { name: `${text.share} ${publicItem}` }));
    const dialog = within(await screen.findByRole('dialog', { name: shareTargetText.evidence.title }));
    expect(dialog.getByText(shareTargetText.evidence.intro)).toBeInTheDocument();
    expect(await dialog.findByText(shareText.none)).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: shareText.create }));
    expect(await screen.findByText(shareText.created)).toBeInTheDocument();
    const shares = `/api/evidence/${idOf(fake, publicItem)}/shares`;
    const url = dialog.getByRole<HTMLInputElement>('textbox', { name: shareText.linkLabel });
    expect(url.value).toMatch(/^http:\/\/localhost\/api\/shared-evidence\/[\w-]{43}$/);
    expect(dialog.getByText(shareText.onceHint)).toBeInTheDocument();
    const [share] = fake.shares.get(idOf(fake, publicItem)) ?? [];
    expect(Date.parse(share.expiresAt) - Date.parse(share.createdAt)).toBe(shareHours.default * 3_600_000);

    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(dialog.getByRole('button', { name: shareText.copy }));
    expect(writeText).toHaveBeenCalledWith(url.value);
    expect(await screen.findByText(shareText.copied)).toBeInTheDocument();

    const links = () => within(dialog.getByRole('list', { name: shareText.existing }));
    await waitFor(() => expect(links().getAllByRole('listitem')).toHaveLength(1));
    expect(links().getByRole('listitem')).toHaveTextContent(active);
    expect(links().getByRole('listitem')).toHaveTextContent(shareText.version(1));
    expect(links().getByRole('listitem')).toHaveTextContent(shareText.opened(0));

    await user.click(links().getByRole('button', { name: shareText.revoke }));
    expect(await screen.findByText(shareText.revoked)).toBeInTheDocument();
    await waitFor(() => expect(links().getByRole('listitem')).toHaveTextContent(revoked));
    expect(links().queryByRole('button', { name: shareText.revoke })).not.toBeInTheDocument();
    expect(fake.shareRequests()).toEqual([
      `GET ${shares}`,
      `POST ${shares}`,
      `GET ${shares}`,
      `DELETE ${shares}/${share.id}`,
      `GET ${shares}`,
    ]);

    await user.click(dialog.getByRole('button', { name: shareText.close }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  });

  it('shares from the details too', async () => {
    const { user } = await renderLocker('Compliance Manager');
    await user.click(screen.getByRole('button', { name: `${text.view} ${publicItem}` }));
    const details = within(await screen.findByRole('dialog', { name: publicItem }));
    await user.click(details.getByRole('button', { name: text.share }));
    const dialog = within(await screen.findByRole('dialog', { name: shareTargetText.evidence.title }));
    expect(await dialog.findByText(shareText.none)).toBeInTheDocument();
  });

  it('shows a held link on hold, with the version it was made for, still revocable', async () => {
    const { user, fake } = await renderLocker();
    const now = new Date().toISOString();
    fake.shares.set(idOf(fake, publicItem), [
      {
        id: '00000000-0000-4000-8000-000500000099',
        createdBy: 'Alex Morgan',
        createdAt: now,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        revokedAt: null,
        lastOpenedAt: null,
        openCount: 2,
        version: 3,
        heldAt: now,
      },
    ]);
    await user.click(screen.getByRole('button', { name: `${text.share} ${publicItem}` }));
    const dialog = within(await screen.findByRole('dialog', { name: shareTargetText.evidence.title }));
    const link = await dialog.findByRole('listitem');
    const onHold = shareText.status(
      { revokedAt: null, expiresAt: '9999-12-31T00:00:00.000Z', heldAt: now },
      Date.now(),
    );
    expect(link).toHaveTextContent(new RegExp(`^${onHold} · until`));
    expect(link).toHaveTextContent(shareText.version(3));
    expect(within(link).getByRole('button', { name: shareText.revoke })).toBeEnabled();
  });

  it('refuses an item that is not public with a toast, and asks the server nothing', async () => {
    const { user, fake } = await renderLocker();
    await user.click(screen.getByRole('button', { name: `${text.share} ${confidentialItem}` }));
    expect(await screen.findByText(text.notShareable)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.shareRequests()).toEqual([]);
  });

  it.each<Role>(['Security Analyst', 'Auditor'])('offers a %s no Share', async (role) => {
    const { user } = await renderLocker(role);
    expect(screen.queryByRole('button', { name: new RegExp(`^${text.share}`) })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${text.view} ${publicItem}` }));
    const details = within(await screen.findByRole('dialog', { name: publicItem }));
    expect(await details.findByRole('button', { name: text.download })).toBeInTheDocument();
    expect(details.queryByRole('button', { name: text.share })).not.toBeInTheDocument();
  });
});
