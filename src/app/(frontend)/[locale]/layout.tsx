import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'

import { PageTransition } from '@/components/site/page-transition.client'
import { Toaster } from '@/components/ui/toaster.client'
import { SessionProvider } from '@/components/site/session.client'
import { ContentProtection } from '@/features/content-protection/content-protection.client'
import { MessagesProvider } from '@/i18n/messages-provider'
import { getTranslator } from '@/i18n/translator'
import { getEnv } from '@/lib/env'
import { signInHref } from '@/lib/links'
import { isLocale, pageLocale, type LocaleParams } from '@/i18n/locale'
import { rememberRequestLocale } from '@/i18n/request-locale.server'

import { gurmukhiFont, labelFont, latinFont } from '../fonts'
import '../globals.css'

/** The site's title and description in the page's language; pages set their own title into the template. */
export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  const t = getTranslator(await pageLocale(params), 'shell.metadata')
  return {
    metadataBase: new URL(getEnv().serverUrl),
    // The institute's name is the same in both languages.
    title: { default: t('title'), template: '%s | Punjab PCS Academy' },
    description: t('description'),
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b3d91' }

/**
 * The internal language segment every page sits under (ADR 010): `src/proxy.ts` rewrites
 * `/resources?lang=pa` to `/pa/resources`. No page is rendered at build time (the build has no
 * database, ADR 002); each renders on its first request and is then served from the cache until
 * staff change what it shows (cache tags, `src/lib/revalidate.ts`).
 */
export function generateStaticParams() {
  return []
}

// A ceiling on staleness where a tag expiry cannot reach: another instance's edits when several
// serve one PostgreSQL (each keeps its own page cache), and anything published by a job.
export const revalidate = 300

/**
 * Root of every public page, with or without the header and footer: `<html lang>` follows the page's
 * language; session, toasts and content protection speak it too (ADR 018).
 */
export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  rememberRequestLocale(locale)
  const t = getTranslator(locale, 'shell.protection')
  return (
    <html lang={locale} className={`${latinFont.variable} ${gurmukhiFont.variable} ${labelFont.variable}`}>
      <body>
        <MessagesProvider locale={locale} namespaces={['shell']}>
          <SessionProvider signInHref={signInHref()}>
            {children}
            <Suspense fallback={null}>
              <PageTransition />
            </Suspense>
          </SessionProvider>
          <Toaster />
          <ContentProtection />
        </MessagesProvider>
        <p className="print-notice">{t('printBlocked')}</p>
      </body>
    </html>
  )
}
