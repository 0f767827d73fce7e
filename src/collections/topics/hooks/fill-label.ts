import type { CollectionBeforeChangeHook } from 'payload'

import { defaultLocale } from '@/i18n/locale'

const stageNames = { prelims: 'Prelims', mains: 'Mains' } as const

/** "Geography · Prelims": a topic's English title and its paper, how staff tell the two Geographies apart. */
export const topicLabel = (title: string, stage: keyof typeof stageNames) => `${title} · ${stageNames[stage]}`

/**
 * Keeps a topic's admin label (its `useAsTitle`, shown in every topic picker) in step with its English
 * title and stage. A save in Punjabi carries the Punjabi title, so the English one is read then.
 */
export const fillTopicLabel: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const stage = (data.stage ?? originalDoc?.stage) as keyof typeof stageNames | undefined
  if (!stage || !(stage in stageNames)) return data
  const given = data.title as string | { en?: string } | undefined
  let english = typeof given === 'object' && given ? given.en : (req.locale ?? defaultLocale) === defaultLocale ? given : undefined
  if (!english && originalDoc?.id != null) {
    // In this save's transaction; the Local API sets the request's locale, so it is put back after.
    const { locale, fallbackLocale } = req
    try {
      const stored = await req.payload.findByID({
        collection: 'topics',
        id: originalDoc.id,
        locale: defaultLocale,
        fallbackLocale: false,
        depth: 0,
        draft: true,
        select: { title: true },
        overrideAccess: true,
        req,
      })
      english = stored.title
    } finally {
      req.locale = locale
      req.fallbackLocale = fallbackLocale
    }
  }
  return { ...data, label: topicLabel(english || (typeof given === 'string' ? given : ''), stage) }
}
