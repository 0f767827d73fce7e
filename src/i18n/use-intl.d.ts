import type { Locale } from '@/i18n/locale'

import type { Messages } from './messages'

// Message keys and locales are checked by the compiler in `t(...)` and `useTranslations(...)`.
declare module 'use-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: Messages
  }
}
