import { draftMode } from 'next/headers'
import { type ReactNode, Suspense } from 'react'

import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { PreviewBanner } from '@/components/site/preview-banner.client'
import { getNavigation, getSiteSettings } from '@/features/content/content.server'
import { pageLocale, type LocaleParams } from '@/i18n/locale'

/** Every page except the bare ones: header, content, footer, in the page's language. */
export default async function SiteLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const [{ isEnabled: previewing }, locale] = await Promise.all([draftMode(), pageLocale(params)])
  const [navigation, settings] = await Promise.all([getNavigation(locale), getSiteSettings(locale)])
  return (
    <>
      <SiteHeader locale={locale} navigation={navigation} settings={settings} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale} settings={settings} />
      {previewing ? (
        <Suspense fallback={null}>
          <PreviewBanner />
        </Suspense>
      ) : null}
    </>
  )
}
