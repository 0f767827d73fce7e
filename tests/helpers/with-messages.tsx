import type { ReactNode } from 'react'

import { IntlClientProvider } from '@/i18n/intl-provider.client'
import { messagesFor } from '@/i18n/messages'
import type { Locale } from '@/i18n/locale'

/** A client component under test as a page renders it: inside the message catalogue's provider, in `locale`. */
export function withMessages(ui: ReactNode, locale: Locale = 'en') {
  return (
    <IntlClientProvider locale={locale} messages={messagesFor(locale)}>
      {ui}
    </IntlClientProvider>
  )
}
