import { api, expectFailure } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';
import {
  COMPANY_SIZES,
  COMPLIANCE_GOALS,
  HEAR_ABOUT_US_OPTIONS,
  INDUSTRIES,
  JOB_TITLES,
  TIMELINES,
} from '@/contracts/wishlistOptions';

const t = setupTestApp({ seed: false });

let counter = 0;
const wishlistRequest = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    fullName: 'Priya Patel',
    email: `priya${counter}@startup.io`,
    jobTitle: 'CTO',
    company: 'Startup IO',
    companySize: '11-50',
    industry: 'Technology',
    complianceGoal: 'SOC2',
    currentChallenges: 'Evidence collection takes weeks.',
    timeline: 'Immediate (0-3 months)',
    hearAboutUs: 'Referral',
    ...overrides,
  };
};

const submit = (body: unknown, remoteAddress?: string) =>
  api(t.app, 'POST', '/api/wishlist', { body, remoteAddress, headers: { 'content-type': 'application/json' } });

const stored = (email: string) =>
  t.db.selectFrom('wishlist_requests').selectAll().where('email', '=', email).executeTakeFirst();

const countRequests = async () =>
  Number(
    (
      await t.db
        .selectFrom('wishlist_requests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/wishlist', () => {
  it('stores a valid request as pending with its time and IP', async () => {
    const request = wishlistRequest({ email: 'Priya.Patel@Startup.IO' });

    const response = await submit(request, '203.0.113.7');

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: "Thanks! You're on the list. We'll email your credentials within 24-48 hours.",
    });
    const row = await stored('priya.patel@startup.io');
    expect(row).toMatchObject({
      full_name: 'Priya Patel',
      job_title: 'CTO',
      company: 'Startup IO',
      company_size: '11-50',
      industry: 'Technology',
      compliance_goal: 'SOC2',
      current_challenges: 'Evidence collection takes weeks.',
      timeline: 'Immediate (0-3 months)',
      hear_about_us: 'Referral',
      status: 'pending',
      ip_address: '203.0.113.7',
    });
    expect(Date.parse(row?.created_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('accepts optional fields left empty by the form, storing them as absent', async () => {
    const request = wishlistRequest({ currentChallenges: '', timeline: '', hearAboutUs: '' });
    expect((await submit(request)).statusCode).toBe(201);
    expect(await stored(request.email)).toMatchObject({
      current_challenges: null,
      timeline: null,
      hear_about_us: null,
    });
  });

  it('accepts optional fields left out entirely', async () => {
    const { currentChallenges: _c, timeline: _t, hearAboutUs: _h, ...required } = wishlistRequest();
    expect((await submit(required)).statusCode).toBe(201);
  });

  it.each([
    ['jobTitle', JOB_TITLES],
    ['companySize', COMPANY_SIZES],
    ['industry', INDUSTRIES],
    ['complianceGoal', COMPLIANCE_GOALS],
    ['timeline', TIMELINES],
    ['hearAboutUs', HEAR_ABOUT_US_OPTIONS],
  ] as const)('accepts every %s option of the spec', async (field, options) => {
    for (const option of options) {
      expect((await submit(wishlistRequest({ [field]: option }))).statusCode).toBe(201);
    }
  });

  it('answers an email already on the list, in any case, as it answers a new one, and keeps the first request', async () => {
    const request = wishlistRequest();
    const first = await submit(request);
    const again = await submit({ ...request, email: request.email.toUpperCase(), fullName: 'Someone Else' });
    expect(first.statusCode).toBe(201);
    expect({ status: again.statusCode, body: again.body }).toEqual({ status: first.statusCode, body: first.body });
    expect((await stored(request.email))?.full_name).toBe('Priya Patel');
    const rows = await t.db.selectFrom('wishlist_requests').select('id').where('email', '=', request.email).execute();
    expect(rows).toHaveLength(1);
  });

  describe('rejects bad input with 400 naming the field and stores nothing', () => {
    it.each<[string, Record<string, unknown> | string, string]>([
      ['missing fullName', { fullName: undefined }, 'fullName is required'],
      ['blank fullName', { fullName: '  ' }, 'fullName is required'],
      ['fullName over 120 characters', { fullName: 'x'.repeat(121) }, 'fullName must be at most 120 characters'],
      ['missing email', { email: undefined }, 'email is required'],
      ['malformed email', { email: 'priya@' }, 'email must be a valid email address'],
      ['SQL-looking email', { email: "x'); DELETE FROM wishlist_requests; --" }, 'email must be a valid email address'],
      ['missing jobTitle', { jobTitle: undefined }, 'jobTitle is required'],
      ['empty jobTitle', { jobTitle: '' }, 'jobTitle is required'],
      ['unknown jobTitle', { jobTitle: 'Wizard' }, `jobTitle must be one of: ${JOB_TITLES.join(', ')}`],
      ['missing company', { company: undefined }, 'company is required'],
      ['company over 120 characters', { company: 'c'.repeat(121) }, 'company must be at most 120 characters'],
      ['missing companySize', { companySize: '' }, 'companySize is required'],
      ['unknown companySize', { companySize: '10-20' }, `companySize must be one of: ${COMPANY_SIZES.join(', ')}`],
      ['missing industry', { industry: undefined }, 'industry is required'],
      ['unknown industry', { industry: 'Mining' }, `industry must be one of: ${INDUSTRIES.join(', ')}`],
      ['missing complianceGoal', { complianceGoal: undefined }, 'complianceGoal is required'],
      [
        'wrongly cased complianceGoal',
        { complianceGoal: 'soc2' },
        `complianceGoal must be one of: ${COMPLIANCE_GOALS.join(', ')}`,
      ],
      ['unknown timeline', { timeline: 'Someday' }, `timeline must be one of: ${TIMELINES.join(', ')}`],
      ['unknown hearAboutUs', { hearAboutUs: 'TV' }, `hearAboutUs must be one of: ${HEAR_ABOUT_US_OPTIONS.join(', ')}`],
      [
        'currentChallenges over 2000 characters',
        { currentChallenges: 'y'.repeat(2001) },
        'currentChallenges must be at most 2000 characters',
      ],
      ['numeric fullName', { fullName: 42 }, 'fullName must be a string'],
      ['malformed JSON', '{"fullName": "Priya",', 'Request body must be valid JSON'],
      ['a JSON array', '[]', 'Request body must be a JSON object'],
    ])('%s', async (_case, change, message) => {
      const before = await countRequests();
      const body = typeof change === 'string' ? change : wishlistRequest(change);
      expectFailure(await submit(body), 400, message);
      expect(await countRequests()).toBe(before);
    });

    it('a 2 MB body is refused with 413', async () => {
      const before = await countRequests();
      expectFailure(
        await submit(wishlistRequest({ currentChallenges: 'z'.repeat(2 * 1024 * 1024) })),
        413,
        /too large/,
      );
      expect(await countRequests()).toBe(before);
    });
  });

  it('keeps unicode text intact', async () => {
    const request = wishlistRequest({
      fullName: 'Zoë Ñúñez',
      company: 'Müller & Söhne GmbH',
      currentChallenges: '監査 😅',
    });
    expect((await submit(request)).statusCode).toBe(201);
    expect(await stored(request.email)).toMatchObject({
      full_name: 'Zoë Ñúñez',
      company: 'Müller & Söhne GmbH',
      current_challenges: '監査 😅',
    });
  });
});
