import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { questionIdsAfterChange } from './question-ids'

type PunjabiQuestion = {
  id: number | string
  stem?: string | null
  options?: { text?: string | null }[] | null
  oneLanguage?: boolean | null
}

const written = (text: string | null | undefined) => Boolean(text?.trim())

/** How many untranslated questions the refusal names before it says "and N more". */
const NAMED = 5

/**
 * Translation parity (ADR 036): a test is published only when every question in it can be read in
 * both languages, its question and its four options in Punjabi as well as English, unless staff
 * marked the question as testing one language. Drafts are saved as they are, so a paper can be
 * assembled before its translation is done. The explanation may stay in English (ADR 021).
 *
 * It reads the Punjabi without falling back to English, and the fields it checks only, never an
 * answer, so it may skip access, as a scheduled publish (no user) must.
 */
export const refuseUntranslatedQuestions: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (data._status !== 'published') return data
  const questionIds = questionIdsAfterChange(data, originalDoc)
  if (questionIds.length === 0) return data

  // The Local API sets the request's locale for the nested read; the rest of this save keeps its own
  // (without this, an English save went on in Punjabi and wrote the English title as the Punjabi one).
  const { locale, fallbackLocale } = req
  let docs: unknown[]
  try {
    ;({ docs } = await req.payload.find({
      collection: 'questions',
      where: { id: { in: questionIds } },
      select: { stem: true, options: true, oneLanguage: true },
      locale: 'pa',
      fallbackLocale: false,
      depth: 0,
      limit: questionIds.length,
      pagination: false,
      overrideAccess: true,
      req,
    }))
  } finally {
    req.locale = locale
    req.fallbackLocale = fallbackLocale
  }
  const byId = new Map((docs as unknown as PunjabiQuestion[]).map((doc) => [String(doc.id), doc]))
  const untranslated = questionIds
    .map((id, index) => ({ number: index + 1, question: byId.get(String(id)) }))
    .filter(({ question }) => {
      if (!question || question.oneLanguage) return false
      const options = question.options ?? []
      return !written(question.stem) || options.length === 0 || !options.every((option) => written(option.text))
    })
    .map(({ number }) => number)
  if (untranslated.length === 0) return data

  const named = untranslated.slice(0, NAMED).join(', ')
  const more = untranslated.length > NAMED ? ` and ${untranslated.length - NAMED} more` : ''
  const message =
    `Not published: question${untranslated.length === 1 ? '' : 's'} ${named}${more} of this test ` +
    `${untranslated.length === 1 ? 'has' : 'have'} no Punjabi for the question or an option. ` +
    'Write the Punjabi beside the English, or tick “Tests one language only” on a question that tests English or Punjabi itself. ' +
    'Save as a draft meanwhile.'
  throw new ValidationError({ collection: 'tests', errors: [{ message, path: 'sections' }], req })
}
