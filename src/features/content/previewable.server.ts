import 'server-only'

import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import type { Payload } from 'payload'

import { isStaffUser } from '@/access'
import type { User } from '@/payload-types'

import { getPayloadClient } from '@/server/payload.server'
import { getUser } from '@/server/request-user.server'
import { contentTag } from '@/lib/revalidate'

/** How a read runs: published content as a visitor (cached), or drafts as the staff member previewing. */
export type ReadScope = { payload: Payload; draft: boolean; user?: User & { collection: 'users' } }

/**
 * Collections staff can schedule (publish at 6:00 IST). The job that publishes them runs outside any
 * request, where Next cannot expire cache tags, so their reads also refresh on their own every minute.
 */
const SCHEDULED_COLLECTIONS = new Set(['current-affairs', 'editorial-analyses', 'monthly-consolidations'])
const HOUR = 60 * 60
const MINUTE = 60

/** The options every content read passes to the Local API. */
export const scopeOptions = ({ draft, user }: ReadScope) => ({ draft, user, overrideAccess: false as const })

/**
 * A content read that is cached for everyone (tagged with the collections it reads, expired by their
 * hooks) and, while a staff member previews (Next's draft mode, turned on by /api/preview), runs
 * uncached on the drafts instead, as that staff member.
 */
export function previewable<A extends unknown[], R>(
  key: string,
  collections: string[],
  read: (scope: ReadScope, ...args: A) => Promise<R>,
  { revalidate = collections.some((slug) => SCHEDULED_COLLECTIONS.has(slug)) ? MINUTE : HOUR }: { revalidate?: number } = {},
): (...args: A) => Promise<R> {
  const cached = unstable_cache(async (...args: A) => read({ payload: await getPayloadClient(), draft: false }, ...args), [key], {
    tags: collections.map(contentTag),
    revalidate,
  })
  return async (...args: A) => {
    if (!(await draftMode()).isEnabled) return cached(...args)
    const user = await getUser()
    if (!isStaffUser(user ? { ...user, collection: 'users' } : null)) return cached(...args)
    return read({ payload: await getPayloadClient(), draft: true, user: { ...user!, collection: 'users' } }, ...args)
  }
}
