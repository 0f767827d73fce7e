import type { Metadata, Viewport } from 'next'
import { Suspense, type ReactNode } from 'react'
import 'react-toastify/ReactToastify.css'

import { PageTransition } from '@/components/site/page-transition.client'
import { Toaster } from '@/components/ui/toaster.client'
import { SessionProvider } from '@/features/auth/session.client'
import { ContentProtection } from '@/features/content-protection/content-protection.client'
import { PRINT_BLOCKED_MESSAGE } from '@/features/content-protection/protected-keys'
import { getEnv } from '@/lib/env'

import { gurmukhiFont, latinFont } from './fonts'
import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().serverUrl),
  title: { default: 'Punjab PCS Academy: PPSC Civil Services preparation', template: '%s | Punjab PCS Academy' },
  description:
    'Study notes, mock tests in the PPSC pattern, daily Punjab current affairs, past-year papers and courses for the Punjab PCS exam.',
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b3d91' }

/** Root of every public page, with or without the header and footer: session, toasts, protection. */
export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${latinFont.variable} ${gurmukhiFont.variable}`}>
      <body>
        <SessionProvider>
          {children}
          <Suspense fallback={null}>
            <PageTransition />
          </Suspense>
        </SessionProvider>
        <Toaster />
        <ContentProtection />
        <p className="print-notice">{PRINT_BLOCKED_MESSAGE}</p>
      </body>
    </html>
  )
}
