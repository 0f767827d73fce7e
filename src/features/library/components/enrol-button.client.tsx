'use client'

import { WideButton } from '@/components/ui/wide-button'
import { useSession } from '@/features/auth/session.client'

import { enrolHref } from '../enrol'

/**
 * Enrol: purchases do not exist yet, so it leads to /coming-soon, through the sign-in page for a
 * visitor who is not signed in. The session is read in the browser, so the product page stays cacheable.
 */
export function EnrolButton({ label }: { label: string }) {
  const { status } = useSession()
  return (
    <WideButton href={enrolHref(status === 'signed-in')} variant="secondary">
      {label}
    </WideButton>
  )
}
