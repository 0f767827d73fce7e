import type { CollectionBeforeChangeHook, SanitizedConfig } from 'payload'

import { defaultLocale } from '@/i18n/locale'

/**
 * Payload remembers the language last chosen in the admin (a `locale` preference) and opens every
 * next document in it, so an editor who wrote one question's Punjabi finds the next test's title in
 * Punjabi without noticing (issue 15). The admin stays in the language chosen for the page in view
 * (`?locale=pa` in its address), and every document opened afresh starts in English.
 */
const rememberEnglish: CollectionBeforeChangeHook = ({ data }) => (data?.key === 'locale' ? { ...data, value: defaultLocale } : data)

export function openDocumentsInEnglish(config: SanitizedConfig): SanitizedConfig {
  const preferences = config.collections.find((collection) => collection.slug === 'payload-preferences')
  if (!preferences) throw new Error('payload-preferences is missing: review openDocumentsInEnglish after a Payload upgrade')
  preferences.hooks.beforeChange = [...(preferences.hooks.beforeChange ?? []), rememberEnglish]
  return config
}
