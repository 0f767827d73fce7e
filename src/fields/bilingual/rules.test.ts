import { describe, expect, it } from 'vitest'

import { type BilingualSpec, draftFromDocument, draftKey, missingPunjabi, punjabiData } from './rules'

const spec: BilingualSpec = { paths: ['stem', 'options.text', 'explanation'], required: ['stem', 'options.text'], requiredMessage: 'Both.' }
const rows = { options: [{ id: 'a1' }, { id: 'b2' }] }
const all = (texts: Record<string, string>, saved = false) => ({ texts, saved })

describe('a bilingual form’s Punjabi', () => {
  it('keys a text in an array row by the row’s id, so a moved row keeps its Punjabi', () => {
    expect(draftKey('stem', undefined)).toBe('stem')
    expect(draftKey('options.1.text', 'b2')).toBe('options.b2.text')
    expect(draftKey('options.1.text', undefined)).toBeNull()
  })

  it('reads the stored Punjabi of a document read in every locale, and nothing where there is none', () => {
    const document = {
      stem: { en: 'Which river?', pa: 'ਕਿਹੜਾ ਦਰਿਆ?' },
      explanation: { en: 'The Sutlej.' },
      options: [
        { id: 'a1', text: { en: 'Sutlej', pa: 'ਸਤਲੁਜ' } },
        { id: 'b2', text: { en: 'Beas', pa: 'ਬਿਆਸ' } },
      ],
    }
    expect(draftFromDocument(document, spec)).toEqual(
      all({ stem: 'ਕਿਹੜਾ ਦਰਿਆ?', 'options.a1.text': 'ਸਤਲੁਜ', 'options.b2.text': 'ਬਿਆਸ' }, true),
    )
    expect(draftFromDocument({ stem: { en: 'Which river?' }, options: [{ id: 'a1', text: { en: 'Sutlej' } }] }, spec)).toEqual(
      all({}, false),
    )
  })

  it('asks for nothing while a question is in English alone, and for every required box once any Punjabi is written', () => {
    expect(missingPunjabi(all({}), rows, spec)).toEqual([])
    expect(missingPunjabi(all({ stem: '  ' }), rows, spec)).toEqual([])
    expect(missingPunjabi(all({ explanation: 'ਸਤਲੁਜ।' }), rows, spec)).toEqual(['stem', 'options.a1.text', 'options.b2.text'])
    expect(missingPunjabi(all({ stem: 'ਕਿਹੜਾ?', 'options.a1.text': 'ਸਤਲੁਜ' }), rows, spec)).toEqual(['options.b2.text'])
    expect(missingPunjabi(all({ stem: 'ਕਿਹੜਾ?', 'options.a1.text': 'ਸਤਲੁਜ', 'options.b2.text': 'ਬਿਆਸ' }), rows, spec)).toEqual([])
  })

  it('does not let a saved Punjabi version be emptied: it can be corrected, not removed', () => {
    expect(missingPunjabi(all({}, true), rows, spec)).toEqual(['stem', 'options.a1.text', 'options.b2.text'])
  })

  it('writes each row by its id, trimmed, and clears an emptied optional text', () => {
    const draft = all({ stem: ' ਕਿਹੜਾ? ', 'options.a1.text': 'ਸਤਲੁਜ', 'options.b2.text': 'ਬਿਆਸ', explanation: '' })
    expect(punjabiData(draft, rows, spec)).toEqual({
      stem: 'ਕਿਹੜਾ?',
      explanation: null,
      options: [
        { id: 'a1', text: 'ਸਤਲੁਜ' },
        { id: 'b2', text: 'ਬਿਆਸ' },
      ],
    })
    expect(punjabiData(all({}), rows, spec)).toBeNull()
  })
})
