import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { getEnv } from '@/lib/env'

import './globals.css'

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().serverUrl),
  title: { default: 'Punjab PCS Academy: PPSC Civil Services preparation', template: '%s | Punjab PCS Academy' },
  description:
    'Study notes, mock tests in the PPSC pattern, daily Punjab current affairs, past-year papers and courses for the Punjab PCS exam.',
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b3d91' }

export default function FrontendLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
