import { addListener } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '@/app/store';

/** A listener added while the app runs (and removed by its own effect), typed like the ones the store starts with. */
export const addAppListener = addListener.withTypes<RootState, AppDispatch>();
