import { createTranslator, type NamespaceKeys, type NestedKeyOf } from 'use-intl/core'

import { INDIA_TIME_ZONE } from '@/i18n/format'
import type { Locale } from '@/i18n/locale'

import { messagesFor, type Messages } from './messages'

type NamespaceKey = NamespaceKeys<Messages, NestedKeyOf<Messages>>

/**
 * The translator for server code (pages, metadata, e-mails, route handlers): `t('key', { count })`.
 * Pure and cached per language and namespace; client components use `useTranslations` instead.
 */
export function getTranslator<Namespace extends NamespaceKey>(locale: Locale, namespace: Namespace) {
  return createTranslator({ locale, messages: messagesFor(locale), namespace, timeZone: INDIA_TIME_ZONE })
}
