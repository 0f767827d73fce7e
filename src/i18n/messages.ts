import type { Locale } from '@/i18n/locale'

import { catalogue, type Namespace } from './catalogue'
import type { Bilingual, CatalogueTree, MessagesOf } from './catalogue/types'

/** One language's messages: the catalogue with every `{ en, pa }` leaf resolved to that language. */
export type Messages = MessagesOf<typeof catalogue>

const isBilingual = (node: Bilingual | CatalogueTree): node is Bilingual =>
  typeof (node as Bilingual).en === 'string' && typeof (node as Bilingual).pa === 'string'

function resolve(tree: CatalogueTree, locale: Locale): Record<string, unknown> {
  return Object.fromEntries(Object.entries(tree).map(([key, node]) => [key, isBilingual(node) ? node[locale] : resolve(node, locale)]))
}

const resolved = new Map<Locale, Messages>()

/** Every message in `locale`, resolved once per process. */
export function messagesFor(locale: Locale): Messages {
  let messages = resolved.get(locale)
  if (!messages) {
    messages = resolve(catalogue, locale) as Messages
    resolved.set(locale, messages)
  }
  return messages
}

/**
 * Only the namespaces a client island uses, so a page ships the words it shows and no more.
 * `common` always comes along.
 */
export function pickMessages(locale: Locale, namespaces: readonly Namespace[]): Partial<Messages> {
  const messages = messagesFor(locale)
  return Object.fromEntries(
    ['common', ...namespaces].map((namespace) => [namespace, messages[namespace as Namespace]]),
  ) as Partial<Messages>
}
