/**
 * `npm run seed`: adds the demo content to the configured database. Safe to run again: what exists is
 * left alone. Demo accounts are created only outside production (or with DEMO_MODE=true).
 *
 * Run with Node's react-server condition (the seed reaches the engine's server-only modules), under
 * which the Payload config must be imported dynamically: a static import of it from this entry never
 * settles under tsx.
 */
const [{ default: config }, { getPayload }, { getEnv }, { seedDatabase }] = await Promise.all([
  import('@payload-config'),
  import('payload'),
  import('@/lib/env'),
  import('./seed'),
])

const env = getEnv()
const payload = await getPayload({ config })
const { created } = await seedDatabase(payload, { demoAccounts: env.isDemo })
const summary = Object.entries(created).map(([slug, count]) => `${count} ${slug}`)
console.log(summary.length ? `Seeded ${summary.join(', ')}.` : 'Nothing to seed: the demo content is already there.')
await payload.destroy()
process.exit(0)

export {}
