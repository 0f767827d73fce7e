import { describe, expect, it } from 'vitest'

import { describeParityFlag, numbersIn, optionCountFlag, textParityFlags, writtenCount } from './parity'

describe('translation parity of a question’s texts', () => {
  it('reads numbers in both scripts, with Indian digit grouping and decimals', () => {
    expect(numbersIn('Punjab was reorganised on 1 November 1966 into 22 districts.')).toEqual(['1', '1966', '22'])
    expect(numbersIn('ਪੰਜਾਬ ਦਾ ਪੁਨਰਗਠਨ ੧ ਨਵੰਬਰ ੧੯੬੬ ਨੂੰ ਹੋਇਆ।')).toEqual(['1', '1966'])
    expect(numbersIn('A grant of ₹1,00,000 at 2.5%.')).toEqual(['100000', '2.5'])
    expect(numbersIn('No figures here.')).toEqual([])
  })

  it('says nothing when both versions carry the same years and numbers, in whatever order or script', () => {
    expect(
      textParityFlags('The Indus Waters Treaty of 1960 gave India 3 eastern rivers.', 'ਸਿੰਧ ਜਲ ਸੰਧੀ (੧੯੬੦) ਨੇ ਭਾਰਤ ਨੂੰ 3 ਪੂਰਬੀ ਦਰਿਆ ਦਿੱਤੇ।'),
    ).toEqual([])
  })

  it('flags a year changed in translation apart from other numbers', () => {
    const flags = textParityFlags('Punjab was reorganised in 1966 into 3 states.', 'ਪੰਜਾਬ ਦਾ ਪੁਨਰਗਠਨ 1967 ਵਿੱਚ 3 ਰਾਜਾਂ ਵਿੱਚ ਹੋਇਆ।')
    expect(flags).toEqual([{ kind: 'years', english: ['1966'], punjabi: ['1967'] }])
    expect(describeParityFlag(flags[0]!)).toBe('Check the years: the English has 1966, the Punjabi 1967.')
  })

  it('flags a number missing from one version', () => {
    const flags = textParityFlags('Mains needs 13 times the vacancies.', 'ਮੇਨਜ਼ ਲਈ ਖਾਲੀ ਅਸਾਮੀਆਂ ਤੋਂ ਕਈ ਗੁਣਾ ਉਮੀਦਵਾਰ।')
    expect(flags).toEqual([{ kind: 'numbers', english: ['13'], punjabi: [] }])
    expect(describeParityFlag(flags[0]!)).toBe('Check the numbers: the English has 13, the Punjabi none.')
  })

  it('leaves an untranslated text to the required-text rule', () => {
    expect(textParityFlags('In 1966.', '')).toEqual([])
    expect(textParityFlags('', 'ਸਾਲ 1966')).toEqual([])
  })

  it('flags options written in one language and not the other, once any is translated', () => {
    const english = writtenCount(['Sutlej', 'Beas', 'Ravi', 'Ghaggar'])
    expect(writtenCount(['ਸਤਲੁਜ', 'ਬਿਆਸ', 'ਰਾਵੀ', ' ', null])).toBe(3)
    expect(optionCountFlag(english, 3)).toEqual([{ kind: 'option-count', english: 4, punjabi: 3 }])
    expect(optionCountFlag(english, 0)).toEqual([])
    expect(optionCountFlag(english, 4)).toEqual([])
    expect(describeParityFlag({ kind: 'option-count', english: 4, punjabi: 3 })).toBe(
      'Check the options: 4 written in English, 3 in Punjabi.',
    )
  })
})
