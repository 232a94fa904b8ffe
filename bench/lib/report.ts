export const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export const thousands = (value: number) => Math.round(value).toLocaleString('en-US');

export const heading = (title: string) => console.log(`\n${title}`);

export const line = (label: string, figure: string) => console.log(`  ${label.padEnd(44)} ${figure}`);
