export type FieldChange = { field: string; before: unknown; after: unknown };

const shown = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? '(none)'
    : typeof value === 'boolean'
      ? value
        ? 'on'
        : 'off'
      : String(value);

/** The fields whose value differs, in the order given. */
export const changedFields = <T extends object>(
  before: T,
  after: Partial<T>,
  labels: Partial<Record<keyof T, string>>,
) =>
  (Object.keys(after) as (keyof T)[])
    .filter((key) => after[key] !== undefined && after[key] !== before[key])
    .map((key): FieldChange => ({ field: labels[key] ?? String(key), before: before[key], after: after[key] }));

/** How an audit row reads a change: "industry: Technology -> Healthcare; domain: (none) -> acme.example". */
export const describeChanges = (changes: FieldChange[]): string =>
  changes.map(({ field, before, after }) => `${field}: ${shown(before)} -> ${shown(after)}`).join('; ');
