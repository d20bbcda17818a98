import { z } from "zod";

// zod 4 probes for `new Function` (its faster "JIT" parsers) on first use; in the
// browser our Content-Security-Policy (no 'unsafe-eval') refuses it, and Chrome
// reports a CSP issue on every page that validates a form. Plain parsers suffice.
z.config({ jitless: true });

/** zod, configured for our CSP: import it from here in code that runs in the browser. */
export { z };
