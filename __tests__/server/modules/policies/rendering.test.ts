import { renderPolicy } from '../../../../server/src/modules/policies/rendering';
import { parsePolicyText } from '../../../../server/src/modules/policies/placeholders';

const body = [
  '# Access Control Policy',
  '{{profile.legalName}} reviews access every {{profile.accessReviewDays}} days.',
  '{{#if facts.mfaEnforcement}}{{facts.mfaEnforcement}}.{{else}}MFA is required for every account.{{/if}}',
  '{{#if profile.privacyOfficer}}Privacy questions go to {{profile.privacyOfficer}}.{{/if}}',
].join('\n');

describe('filling a policy', () => {
  it('fills every placeholder from the profile and facts, the same way every time', () => {
    const values = {
      profile: { legalName: 'Northwind Health, Inc.', accessReviewDays: '90', privacyOfficer: 'Sam Ito, DPO' },
      facts: { mfaEnforcement: 'MFA is enforced for all 42 users in Okta' },
    };
    const rendered = renderPolicy(body, values);
    expect(rendered.blockers).toEqual([]);
    expect(rendered.text).toBe(
      [
        '# Access Control Policy',
        'Northwind Health, Inc. reviews access every 90 days.',
        'MFA is enforced for all 42 users in Okta.',
        'Privacy questions go to Sam Ito, DPO.',
      ].join('\n'),
    );
    expect(renderPolicy(body, values)).toEqual(rendered);
  });

  it('marks a printed profile field without a value as a blocker, in place, and says what it does not know', () => {
    const rendered = renderPolicy(body, { profile: { legalName: 'Northwind Health, Inc.' }, facts: {} });
    expect(rendered.blockers).toEqual([{ field: 'accessReviewDays', label: 'Days between access reviews' }]);
    expect(rendered.text).toContain('every **[to fill: Days between access reviews]** days');
    expect(rendered.text).toContain('MFA is required for every account.');
    expect(rendered.text).not.toContain('Privacy questions');
  });

  it('keeps Markdown and ampersands as written: a profile value is not HTML-escaped', () => {
    const rendered = renderPolicy('{{profile.legalName}}', {
      profile: { legalName: 'Smith & Jones <Ltd>' },
      facts: {},
    });
    expect(rendered.text).toBe('Smith & Jones <Ltd>');
  });

  it.each([
    ['{{profile.shoeSize}}', 'unknown placeholder {{profile.shoeSize}}'],
    ['{{constructor.name}}', 'unknown placeholder {{constructor.name}}'],
    ['{{{profile.legalName}}}', 'triple braces are not allowed: write {{value}}'],
    ['{{lookup profile "legalName"}}', 'unknown placeholder {{lookup}}'],
    [
      '{{#with profile}}{{legalName}}{{/with}}',
      'only {{#if value}} and {{#unless value}} blocks over known values are allowed',
    ],
    ['{{> header}}', 'partials and decorators are not allowed'],
  ])('refuses %s', (text, error) => {
    expect(parsePolicyText(text)).toEqual({ error });
  });
});
