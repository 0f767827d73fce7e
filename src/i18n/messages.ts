import compile from 'icu-minify/compile'
import formatMessage from 'use-intl/format-message'

import type { Locale } from '@/i18n/locale'

import { catalogue, type Namespace } from './catalogue'
import type { Bilingual, CatalogueTree, MessagesOf } from './catalogue/types'

/** One language's messages: the catalogue with every `{ en, pa }` leaf resolved to that language. */
export type Messages = MessagesOf<typeof catalogue>

const isBilingual = (node: Bilingual | CatalogueTree): node is Bilingual =>
  typeof (node as Bilingual).en === 'string' && typeof (node as Bilingual).pa === 'string'

/**
 * Whether use-intl formats precompiled messages here. In the app's bundles `use-intl/format-message`
 * is aliased to its format-only build (next.config.ts; vitest.config.ts for the tests), which leaves
 * intl-messageformat and its parser out of every page's JavaScript (issue 17's budget): messages are
 * then compiled once per process, on the server, and pages and client islands get them compiled.
 * Code run outside a bundle (scripts under tsx) gets the full formatter and the messages as written.
 */
const isPrecompiled = !formatMessage.raw

/** A compiled message as plain arrays and objects: icu-minify's have no prototype, which React cannot send to the browser. */
const plain = <T>(compiled: T): T => (typeof compiled === 'string' ? compiled : (JSON.parse(JSON.stringify(compiled)) as T))

function resolve(tree: CatalogueTree, locale: Locale): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => [
      key,
      isBilingual(node) ? (isPrecompiled ? plain(compile(node[locale])) : node[locale]) : resolve(node, locale),
    ]),
  )
}

const resolved = new Map<Locale, Messages>()

/** Every message in `locale`, resolved (and compiled, see above) once per process. Typed as written. */
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
