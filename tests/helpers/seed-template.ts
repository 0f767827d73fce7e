/**
 * Seeds the integration tests' demo template (int-global-setup.ts), in a process of its own, on the
 * database DATABASE_URL names, under the react-server and production conditions (ADR 058).
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seedDemo } from './seeded-demo'

const payload = await getPayload({ config })
await seedDemo(payload)
await payload.destroy()
process.exit(0)
