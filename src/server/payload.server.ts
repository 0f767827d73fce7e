import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { getEnv } from '@/lib/env'

// The running site also runs Payload's job queue (scheduled publishing); the build and tests do not.
const runsJobs = () => !getEnv().isBuild && getEnv().nodeEnv !== 'test'

/** The in-process Payload instance (Local API). Never call the app's own HTTP API from the server. */
export function getPayloadClient(): Promise<Payload> {
  return getPayload({ config, cron: runsJobs() })
}

/**
 * Local API options for acting as a signed-in user: access control applies as it would to their own
 * request. Spread into a call (`...actingAs(user)`); the lint rule accepts it as stating overrideAccess.
 */
export const actingAs = (user: { id: number | string }) => ({
  overrideAccess: false as const,
  user: { ...user, collection: 'users' as const },
})
