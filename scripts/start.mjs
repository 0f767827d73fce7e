#!/usr/bin/env node
/**
 * `npm start` (production) and `npm run demo` (local demo): builds first when no build exists, then
 * serves the site through its HTTP server (scripts/serve.mjs, ADR 016). The server itself checks the
 * configuration, applies pending migrations and seeds an empty database (src/boot.ts).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!existsSync('.next/BUILD_ID')) {
  console.info('No production build yet: building the site first (a few minutes on a small machine).')
  const build = spawnSync('npx', ['next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
await import('./serve.mjs')
