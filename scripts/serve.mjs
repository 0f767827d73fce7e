#!/usr/bin/env node
/**
 * Serves the production build (`next build` first) through the site's HTTP server
 * (src/server/http-server.mjs, ADR 016) on PORT (3000 by default). `npm start` and `npm run demo`
 * build when needed and then run this; the browser tests start it directly.
 */
process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED ??= '1'

const port = Number(process.env.PORT || 3000)
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error('Invalid configuration: PORT must be a port number from 1 to 65535')
  process.exit(1)
}
const { startHttpServer } = await import('../src/server/http-server.mjs')
await startHttpServer({ port })
