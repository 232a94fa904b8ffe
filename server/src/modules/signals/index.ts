export { listSignals, upsertSignal, type StoredSignal } from './repository';
export { loadCollectedValues, loadEffectiveSignals, recordSignals, type SignalValues } from './service';
export { validateSignal } from './validation';
