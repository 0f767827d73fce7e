import type { ReactNode } from 'react'

/**
 * Sign-in, sign-up, forgotten password, the test screens, results and the daily quiz: no header and
 * no footer (spec section 2), so nothing competes with the task at hand.
 */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} data-layout="bare">
      {children}
    </main>
  )
}
