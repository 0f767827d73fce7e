/**
 * Seeds the integration tests' demo template (int-global-setup.ts), in a process of its own, on the
 * database DATABASE_URL names, under the react-server and production conditions (ADR 058). The
 * config is imported dynamically, as in src/seed/run.ts.
 */
const [{ default: config }, { getPayload }, { seedDemo }] = await Promise.all([
  import('@payload-config'),
  import('payload'),
  import('./seeded-demo'),
])

const payload = await getPayload({ config })
await seedDemo(payload)
await payload.destroy()
process.exit(0)

export {}
