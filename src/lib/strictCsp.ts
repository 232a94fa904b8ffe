import { z } from 'zod';

// zod probes whether it may compile parsers with `new Function`; under the app's CSP (script-src 'self') that probe
// is refused and the browser reports a CSP violation on every page. Interpreted parsing never asks.
z.config({ jitless: true });
