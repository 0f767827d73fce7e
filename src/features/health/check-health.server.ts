import 'server-only'

import { getPayloadClient } from '@/server/payload.server'

export type Health = { status: 'ok' | 'unavailable'; database: 'up' | 'down'; responseTimeMs: number }

const DATABASE_TIMEOUT_MS = 5000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/** Reachable database = healthy. Connecting (or reconnecting) is retried on every check. */
export async function checkHealth(): Promise<Health> {
  const started = performance.now()
  try {
    await withTimeout(
      (async () => {
        const payload = await getPayloadClient()
        await payload.count({ collection: 'payload-migrations', overrideAccess: true })
      })(),
      DATABASE_TIMEOUT_MS,
    )
    return { status: 'ok', database: 'up', responseTimeMs: Math.round(performance.now() - started) }
  } catch (error) {
    console.error(`[health] database unreachable: ${error instanceof Error ? error.message : String(error)}`)
    return { status: 'unavailable', database: 'down', responseTimeMs: Math.round(performance.now() - started) }
  }
}
