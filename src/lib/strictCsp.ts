import { config } from 'zod/v4/core';

// zod probes whether it may compile parsers with `new Function`; under the app's CSP (script-src 'self') that probe
// is refused and the browser reports a CSP violation on every page. Interpreted parsing never asks. The setting is
// imported from zod's core alone so the first page does not load the schema library the screens' forms use.
config({ jitless: true });
