import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_DURATION_MS } from '@/features/toasts/constants';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export type Toast = {
  id: string;
  kind: ToastKind;
  message: string;
  durationMs: number;
  fading: boolean;
};

export type ToastRequest = {
  kind: ToastKind;
  message: string;
  durationMs?: number;
};

type ToastsState = { items: Toast[] };

const initialState: ToastsState = { items: [] };

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown: {
      reducer: (state, action: PayloadAction<Omit<Toast, 'fading'>>) => {
        state.items.push({ ...action.payload, fading: false });
      },
      prepare: ({ kind, message, durationMs = TOAST_DURATION_MS }: ToastRequest) => ({
        payload: { id: nanoid(), kind, message, durationMs },
      }),
    },
    toastFaded: (state, action: PayloadAction<string>) => {
      const toast = state.items.find((item) => item.id === action.payload);
      if (toast) toast.fading = true;
    },
    toastRemoved: (state, action: PayloadAction<string>) => {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { toastShown, toastFaded, toastRemoved } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
