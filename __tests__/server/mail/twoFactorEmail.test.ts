import { twoFactorEmail, type TwoFactorEmail } from '../../../server/src/mail/twoFactorEmail';

const notice: TwoFactorEmail = {
  event: 'reset',
  name: 'Casey\r\nBcc: victim@example.com',
  email: 'casey@example.com',
  at: '2026-06-01T09:30:12.000Z',
  ip: '203.0.113.7',
  userAgent: 'Firefox <script> see https://evil.example/login',
  by: 'Robin <b>Admin</b>',
  settingsUrl: 'http://localhost:3000/settings?tab=security',
};

describe('the two-factor security email', () => {
  it('says what happened, when and from where, with every value on one line and escaped in HTML', () => {
    const mail = twoFactorEmail(notice);

    expect(mail.subject).toBe('Your Securo two-factor authentication was reset');
    expect(mail.to).toBe('casey@example.com');
    expect(mail.text.split('\n')[0]).toBe('Hi Casey Bcc: victim@example[.]com,');
    expect(mail.text).toContain('Robin <b>Admin</b>, an Admin of your organisation, reset your two-factor');
    expect(mail.text).toContain(
      'When: 2026-06-01 09:30 UTC, from 203.0.113.7 (Firefox <script> see https[:]//evil[.]example/login)',
    );
    expect(mail.text).not.toContain('https://evil');
    expect(mail.text).toContain('Your security settings: http://localhost:3000/settings?tab=security');
    expect(mail.html).toContain('Robin &#60;b&#62;Admin&#60;/b&#62;');
    expect(mail.html).not.toContain('<script>');
  });

  it('tells the owner of a change they did not make to choose a new password', () => {
    for (const event of ['enabled', 'disabled', 'recoveryCodesRegenerated'] as const) {
      const mail = twoFactorEmail({ ...notice, event, by: null });
      expect(mail.text).toContain('If this was not you');
      expect(mail.text).toContain('choose a new password at once');
    }
    expect(twoFactorEmail({ ...notice, event: 'disabled', by: null }).subject).toBe(
      'Two-factor authentication was turned off for your Securo account',
    );
  });
});
