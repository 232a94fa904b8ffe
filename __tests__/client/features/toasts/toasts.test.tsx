import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { TOAST_DURATION_MS, TOAST_FADE_MS } from '@/features/toasts/constants';
import { selectToasts } from '@/features/toasts/toastsSlice';
import { useToast } from '@/features/toasts/useToast';
import { renderWithProviders } from '@/testing/renderWithProviders';

const ToastButtons = () => {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('Saved')}>success</Button>
      <Button onClick={() => toast.error('Failed to load dashboard data')}>error</Button>
      <Button onClick={() => toast.info('Quick note', { durationMs: 1000 })}>short</Button>
    </>
  );
};

const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

// Fully manual clocks (no auto-advance) so the 5000 ms and 300 ms boundaries are checked to the millisecond.
describe('toasts (SPEC §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays visible for 5000 ms, then fades, then is removed 300 ms later', async () => {
    const { store } = renderWithProviders(<ToastButtons />);
    click('success');

    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('Saved');

    await advance(TOAST_DURATION_MS - 1);
    expect(selectToasts(store.getState())).toMatchObject([{ message: 'Saved', fading: false }]);
    expect(screen.getByText('Saved')).toBeInTheDocument();

    await advance(1);
    expect(selectToasts(store.getState())).toMatchObject([{ message: 'Saved', fading: true }]);
    expect(screen.getByText('Saved')).toBeInTheDocument();

    await advance(TOAST_FADE_MS - 1);
    expect(screen.getByText('Saved')).toBeInTheDocument();

    await advance(1);
    expect(selectToasts(store.getState())).toEqual([]);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('honours a custom duration', async () => {
    const { store } = renderWithProviders(<ToastButtons />);
    click('short');
    expect(screen.getByText('Quick note')).toBeInTheDocument();

    await advance(999);
    expect(selectToasts(store.getState())[0].fading).toBe(false);
    await advance(1);
    expect(selectToasts(store.getState())[0].fading).toBe(true);

    await advance(TOAST_FADE_MS);
    expect(screen.queryByText('Quick note')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and stacks several toasts', async () => {
    renderWithProviders(<ToastButtons />);
    click('success');
    click('error');

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
  });

  it('closes at once from its close button, fading out first', async () => {
    const { store } = renderWithProviders(<ToastButtons />);
    click('success');

    click('Close');
    expect(selectToasts(store.getState())[0].fading).toBe(true);

    await advance(TOAST_FADE_MS);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    await advance(TOAST_DURATION_MS);
    expect(selectToasts(store.getState())).toEqual([]);
  });
});

describe('useToast outside the store Provider', () => {
  it('raises a developer error', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useToast())).toThrow('useToast must be used within the store Provider');
    expect(() => render(<ToastButtons />)).toThrow('useToast must be used within the store Provider');
    jest.restoreAllMocks();
  });
});
