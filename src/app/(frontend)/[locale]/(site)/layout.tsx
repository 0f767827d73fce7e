import { draftMode } from 'next/headers'
import { type ReactNode, Suspense } from 'react'

import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { PreviewBanner } from '@/components/site/preview-banner.client'

/** Every page except the bare ones: header, content, footer. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const { isEnabled: previewing } = await draftMode()
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      {previewing ? (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      ) : null}
    </>
  )
}
