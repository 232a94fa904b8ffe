import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import {
  SUBMIT_FAILED,
  SUBMIT_FAILED_RETRY,
  SUBMIT_LABEL,
  SUBMITTING_LABEL,
  SUCCESS_STEPS,
  SUCCESS_TITLE,
  SUCCESS_TOAST,
  requiredMessage,
  FIELD_LABELS,
} from '@/features/wishlist/constants';
import {
  COMPANY_SIZES,
  COMPLIANCE_GOALS,
  DEFAULT_COMPLIANCE_GOAL,
  HEAR_ABOUT_US_OPTIONS,
  INDUSTRIES,
  JOB_TITLES,
  TIMELINES,
} from '@/contracts/wishlistOptions';
import WishlistPage from '@/features/wishlist/WishlistPage';
import type { WishlistField } from '@/features/wishlist/types';
import type { WishlistRequest } from '@/contracts/wishlist';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';
import { field, fillForm, typedRequest } from './wishlistTestUtils';

const wishlistUrl = '*/api/wishlist';

/** Answers like the real endpoint and records every body it receives. */
const recordRequests = (
  respond: () => Response | Promise<Response> = () =>
    HttpResponse.json({ success: true, message: 'Request received' }, { status: 201 }),
) => {
  const bodies: unknown[] = [];
  server.use(
    http.post(wishlistUrl, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
};

const submitButton = () => screen.getByRole('button', { name: SUBMIT_LABEL });

// MUI inputs driven through user-event are slow under jsdom on a loaded machine.
jest.setTimeout(20_000);

const renderPage = () => renderWithProviders(<WishlistPage />, { route: '/wishlist' });

const silenceErrorLog = () => jest.spyOn(console, 'error').mockImplementation(() => undefined);

afterEach(() => jest.restoreAllMocks());

describe('WishlistPage form', () => {
  it('labels every SPEC §3 field and marks exactly the §5 required ones', () => {
    renderPage();
    const required: WishlistField[] = [
      'fullName',
      'email',
      'jobTitle',
      'company',
      'companySize',
      'industry',
      'complianceGoal',
    ];
    const optional: WishlistField[] = ['timeline', 'currentChallenges', 'hearAboutUs'];
    required.forEach((name) => expect(field(name)).toBeRequired());
    optional.forEach((name) => expect(field(name)).not.toBeRequired());
    expect(field('email')).toHaveAttribute('type', 'email');
    expect(field('currentChallenges').tagName).toBe('TEXTAREA');
  });

  it('offers exactly the SPEC option lists', () => {
    renderPage();
    const optionValues = (name: WishlistField) =>
      within(field(name))
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value)
        .filter((value) => value !== '');
    expect(optionValues('jobTitle')).toEqual([...JOB_TITLES]);
    expect(optionValues('companySize')).toEqual([...COMPANY_SIZES]);
    expect(optionValues('industry')).toEqual([...INDUSTRIES]);
    expect(optionValues('complianceGoal')).toEqual([...COMPLIANCE_GOALS]);
    expect(optionValues('timeline')).toEqual([...TIMELINES]);
    expect(optionValues('hearAboutUs')).toEqual([...HEAR_ABOUT_US_OPTIONS]);
  });

  it('starts with SOC2 as the primary compliance goal', () => {
    renderPage();
    expect(DEFAULT_COMPLIANCE_GOAL).toBe('SOC2');
    expect(field('complianceGoal')).toHaveValue('SOC2');
  });

  it('does not call the API when required fields are empty', async () => {
    const bodies = recordRequests();
    const { user } = renderPage();
    await user.click(submitButton());
    expect(field('fullName')).toBeInvalid();
    expect(screen.queryByText(SUBMITTING_LABEL)).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('rejects whitespace-only answers without calling the API', async () => {
    const bodies = recordRequests();
    const { user } = renderPage();
    await fillForm(user, { ...typedRequest, fullName: '   ' });
    await user.click(submitButton());
    expect(await screen.findByText(requiredMessage(FIELD_LABELS.fullName))).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('sends what was typed, shows the submitting state, then the success screen and toast', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const bodies = recordRequests(async () => {
      await held;
      return HttpResponse.json({ success: true, message: 'Request received' }, { status: 201 });
    });
    const { user } = renderPage();
    await fillForm(user);
    await user.click(submitButton());

    const pending = await screen.findByRole('button', { name: SUBMITTING_LABEL });
    expect(pending).toBeDisabled();
    expect(bodies).toEqual([typedRequest]);

    release();
    expect(await screen.findByRole('heading', { level: 1, name: SUCCESS_TITLE })).toHaveFocus();
    SUCCESS_STEPS.forEach((step) => expect(screen.getByText(step.title)).toBeInTheDocument());
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: SUBMIT_LABEL })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(SUCCESS_TOAST);
  });

  it('sends optional fields left blank as empty strings', async () => {
    const bodies = recordRequests();
    const { user } = renderPage();
    const { timeline: _t, currentChallenges: _c, hearAboutUs: _h, ...requiredOnly } = typedRequest;
    await fillForm(user, requiredOnly);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: SUCCESS_TITLE });
    const expected: WishlistRequest = { ...typedRequest, timeline: '', currentChallenges: '', hearAboutUs: '' };
    expect(bodies).toEqual([expected]);
  });
});

describe('WishlistPage errors (SPEC §8)', () => {
  /** Inline in the form and once more as the error toast outside it. */
  const expectErrorShown = async (message: string) => {
    const form = screen.getByRole('form');
    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    const toast = screen.getAllByText(message).find((element) => !form.contains(element));
    expect(toast?.closest('[role="alert"]')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByText(SUCCESS_TITLE)).not.toBeInTheDocument();
  };

  it("shows the server's message inline and as an error toast", async () => {
    silenceErrorLog();
    const message = 'fullName must not contain line breaks or control characters';
    recordRequests(() => HttpResponse.json({ success: false, message }, { status: 400 }));
    const { user } = renderPage();
    await fillForm(user);
    await user.click(submitButton());
    await expectErrorShown(message);
  });

  it(`falls back to "${SUBMIT_FAILED}" when the server gives no message`, async () => {
    silenceErrorLog();
    recordRequests(() => HttpResponse.json({ success: false }, { status: 500 }));
    const { user } = renderPage();
    await fillForm(user);
    await user.click(submitButton());
    await expectErrorShown(SUBMIT_FAILED);
  });

  it(`falls back to "${SUBMIT_FAILED}" when an error answer is not JSON`, async () => {
    silenceErrorLog();
    recordRequests(
      () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    const { user } = renderPage();
    await fillForm(user);
    await user.click(submitButton());
    await expectErrorShown(SUBMIT_FAILED);
  });

  it(`shows "${SUBMIT_FAILED_RETRY}" when the network fails`, async () => {
    const errorLog = silenceErrorLog();
    server.use(http.post(wishlistUrl, () => HttpResponse.error()));
    const { user } = renderPage();
    await fillForm(user);
    await user.click(submitButton());
    await expectErrorShown(SUBMIT_FAILED_RETRY);
    expect(errorLog).toHaveBeenCalled();
  });

  it('clears the error and succeeds on a retry', async () => {
    silenceErrorLog();
    let attempts = 0;
    recordRequests(() =>
      ++attempts === 1
        ? HttpResponse.json({ success: false, message: 'Too many requests, please try again later.' }, { status: 429 })
        : HttpResponse.json({ success: true, message: 'Request received' }, { status: 201 }),
    );
    const { user } = renderPage();
    await fillForm(user);
    await user.click(submitButton());
    await expectErrorShown('Too many requests, please try again later.');
    await user.click(submitButton());
    await waitFor(() => expect(screen.getByRole('heading', { name: SUCCESS_TITLE })).toBeInTheDocument());
  });
});
