'use client'

import type { ReactNode } from 'react'
import { IntlProvider } from 'use-intl'

import { INDIA_TIME_ZONE } from '@/i18n/time-zone'
import type { Locale } from '@/i18n/locale'

import type { Messages } from './messages'

/** Gives the client components below it `useTranslations` in the page's language. */
export function IntlClientProvider({ locale, messages, children }: { locale: Locale; messages: Partial<Messages>; children: ReactNode }) {
  return (
    <IntlProvider locale={locale} messages={messages} timeZone={INDIA_TIME_ZONE}>
      {children}
    </IntlProvider>
  )
}
