#!/usr/bin/env node
/**
 * `npm start` (production) and `npm run demo` (local demo): builds first when no build exists, then
 * serves the site with `next start`. The server itself checks the configuration, applies pending
 * migrations and seeds an empty database (src/server/boot.ts).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const run = (args) => {
  const result = spawnSync('npx', ['next', ...args], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!existsSync('.next/BUILD_ID')) {
  console.info('No production build yet: building the site first (a few minutes on a small machine).')
  run(['build'])
}
run(['start', '-p', process.env.PORT ?? '3000'])
