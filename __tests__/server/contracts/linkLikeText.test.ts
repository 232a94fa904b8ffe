import { hasLinkLikeText, inertLinks } from '@/contracts/linkLikeText';

describe('link-like text in a name', () => {
  it.each([
    'evil.com/login',
    'Acme https://acme.example',
    'Acme (www.acme-login.example)',
    'Billing: mailto:pay@evil.example',
    'Support at help@evil.example',
    'Portal 192.168.10.1/login',
    'evil。com',
    'ｅｖｉｌ．ｃｏｍ',
    'evil\u200b.com',
    'Müller.de GmbH',
  ])('finds %j', (name) => {
    expect(hasLinkLikeText(name)).toBe(true);
  });

  it.each([
    'Acme Cloud',
    'Acme Inc.',
    'J.P. Morgan & Co.',
    "St. Mary's Hospital",
    'AT&T',
    'Co-op 2.0',
    'Data: Analytics',
  ])('leaves %j alone', (name) => {
    expect(hasLinkLikeText(name)).toBe(false);
    expect(inertLinks(name)).toBe(name);
  });

  it('brackets the dots and colons of link-like words only, so no link finder sees a host', () => {
    expect(inertLinks('Acme Inc. https://evil.example/login')).toBe('Acme Inc. https[:]//evil[.]example/login');
    expect(inertLinks('Visit www.evil.example now')).toBe('Visit www[.]evil[.]example now');
    expect(inertLinks('ｅｖｉｌ．ｃｏｍ/login')).toBe('evil[.]com/login');
  });
});
