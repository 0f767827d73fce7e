import type { ReactNode } from 'react'

import type { Locale } from '@/i18n/locale'

import type { Namespace } from './catalogue'
import { IntlClientProvider } from './intl-provider.client'
import { pickMessages } from './messages'

/**
 * Wraps a client island with the namespaces its components translate with `useTranslations`
 * (`common` always included). An inner provider replaces an outer one, so list all the island needs.
 */
export function MessagesProvider({
  locale,
  namespaces,
  children,
}: {
  locale: Locale
  namespaces: readonly Namespace[]
  children: ReactNode
}) {
  return (
    <IntlClientProvider locale={locale} messages={pickMessages(locale, namespaces)}>
      {children}
    </IntlClientProvider>
  )
}
