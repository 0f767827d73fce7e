/**
 * `npm run seed`: adds the demo content to the configured database. Safe to run again: what exists is
 * left alone. Demo accounts are created only outside production (or with DEMO_MODE=true).
 *
 * Run with Node's react-server condition (the seed reaches the engine's server-only modules) and the
 * production condition (ADR 058), as package.json does.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { getEnv } from '@/lib/env'

import { seedDatabase } from './seed'

const env = getEnv()
const payload = await getPayload({ config })
const { created } = await seedDatabase(payload, { demoAccounts: env.isDemo })
const summary = Object.entries(created).map(([slug, count]) => `${count} ${slug}`)
console.log(summary.length ? `Seeded ${summary.join(', ')}.` : 'Nothing to seed: the demo content is already there.')
await payload.destroy()
process.exit(0)
