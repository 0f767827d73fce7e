import { config } from 'zod/v4/core'

// Zod probes for `new Function` before its first parse; under the site's Content-Security-Policy (no
// eval, ADR 016) the probe is refused and reported as a violation. Jitless mode skips it.
config({ jitless: true })
