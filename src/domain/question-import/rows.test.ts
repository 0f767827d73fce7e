import { describe, expect, it } from 'vitest'

import { checkImportTable, type ImportContext, importable, importHeader, importRow, knownColumn, questionFingerprint } from './rows'

const HEADER = importHeader()

type Row = Record<string, string>

const BHAKRA: Row = {
  question_en: 'Bhakra Dam stands on which river?',
  question_pa: 'ਭਾਖੜਾ ਡੈਮ ਕਿਸ ਦਰਿਆ ਉੱਤੇ ਹੈ?',
  option_a_en: 'Sutlej',
  option_b_en: 'Beas',
  option_c_en: 'Ravi',
  option_d_en: 'Ghaggar',
  option_a_pa: 'ਸਤਲੁਜ',
  option_b_pa: 'ਬਿਆਸ',
  option_c_pa: 'ਰਾਵੀ',
  option_d_pa: 'ਘੱਗਰ',
  correct: 'A',
  explanation_en: 'Bhakra Dam, completed in 1963, is on the Sutlej in Bilaspur district.',
  explanation_pa: 'ਭਾਖੜਾ ਡੈਮ, 1963 ਵਿੱਚ ਪੂਰਾ ਹੋਇਆ, ਸਤਲੁਜ ਉੱਤੇ ਹੈ।',
  topic: 'Geography · Prelims',
  difficulty: 'easy',
  source: 'PPSC 2021 GS',
}

const tableOf = (...rows: Row[]) => [HEADER, ...rows.map(importRow)]

const context: ImportContext = {
  topics: [
    { id: 1, title: { en: 'Geography', pa: 'ਭੂਗੋਲ' }, label: 'Geography · Prelims', slug: 'gs-pcs-prelims_geography' },
    { id: 2, title: { en: 'Geography', pa: 'ਭੂਗੋਲ' }, label: 'Geography · Mains', slug: 'gs-pcs-mains_geography' },
    { id: 3, title: { en: 'Punjab GK', pa: 'ਪੰਜਾਬ ਜਨਰਲ ਨਾਲਜ' }, label: 'Punjab GK · Prelims', slug: 'gs-pcs-prelims_punjab-gk' },
  ],
  images: null,
  existing: new Map(),
}

const errorsOf = (table: string[][], with_: Partial<ImportContext> = {}) =>
  checkImportTable(table, { ...context, ...with_ })
    .problems.filter((problem) => problem.level === 'error')
    .map(({ row, column, message }) => ({ row, column, message }))

describe('the import of questions from a sheet', () => {
  describe('a well-formed row', () => {
    it('becomes a bilingual question with its topic, difficulty and source, numbered by its sheet row', () => {
      const check = checkImportTable(tableOf(BHAKRA), context)
      expect(check.problems).toEqual([])
      expect(importable(check)).toBe(true)
      expect(check.questions).toEqual([
        {
          row: 2,
          stem: { en: 'Bhakra Dam stands on which river?', pa: 'ਭਾਖੜਾ ਡੈਮ ਕਿਸ ਦਰਿਆ ਉੱਤੇ ਹੈ?' },
          options: [
            { en: 'Sutlej', pa: 'ਸਤਲੁਜ' },
            { en: 'Beas', pa: 'ਬਿਆਸ' },
            { en: 'Ravi', pa: 'ਰਾਵੀ' },
            { en: 'Ghaggar', pa: 'ਘੱਗਰ' },
          ],
          correct: 'A',
          explanation: { en: BHAKRA.explanation_en, pa: BHAKRA.explanation_pa },
          topic: 1,
          difficulty: 'easy',
          source: 'PPSC 2021 GS',
          oneLanguage: false,
          image: null,
        },
      ])
    })

    it('reads headers in any order, case and spacing, and the usual other names for columns', () => {
      expect(['Question (EN)', 'Option A', 'answer', 'Explanation', 'One language'].map(knownColumn)).toEqual([
        'question_en',
        'option_a_en',
        'correct',
        'explanation_en',
        'one_language',
      ])
      const table = [
        ['Correct', 'Option D', 'Option C', 'Option B', 'Option A', 'Question'],
        ['(b)', 'Ghaggar', 'Ravi', 'Beas', 'Sutlej', 'Pong Dam stands on which river?'],
      ]
      const check = checkImportTable(table, context)
      expect(check.questions[0]).toMatchObject({
        correct: 'B',
        options: [{ en: 'Sutlej' }, { en: 'Beas' }, { en: 'Ravi' }, { en: 'Ghaggar' }],
      })
    })

    it('skips empty rows without counting them, and medium is the difficulty left empty', () => {
      const check = checkImportTable([...tableOf({ ...BHAKRA, difficulty: '' }), HEADER.map(() => ' ')], context)
      expect(check.rows).toBe(1)
      expect(check.questions[0]!.difficulty).toBe('medium')
    })
  })

  describe('the header', () => {
    it('refuses an unknown column, suggesting the one meant, and a column given twice', () => {
      expect(errorsOf([[...HEADER, 'queston_pa', 'correct']])).toEqual([
        { row: null, column: 'queston_pa', message: 'Column “queston_pa” is not one the import reads: did you mean question_pa?' },
        { row: null, column: 'correct', message: 'Column correct appears twice: keep one.' },
      ])
    })

    it('names each required column that is missing', () => {
      expect(errorsOf([['question_en', 'option_a_en', 'option_b_en', 'option_c_en']]).map((error) => error.column)).toEqual([
        'option_d_en',
        'correct',
      ])
    })

    it('refuses an empty file and a header with no rows', () => {
      expect(errorsOf([])[0]!.message).toMatch(/^The file is empty/)
      expect(errorsOf([HEADER])).toEqual([{ row: null, column: null, message: 'The file has a header but no questions under it.' }])
    })

    it('refuses more than 10,000 rows whole', () => {
      const many = Array.from({ length: 10_001 }, (_, index) => ({ ...BHAKRA, question_en: `Question ${index}` }))
      expect(errorsOf(tableOf(...many))).toEqual([
        {
          row: null,
          column: null,
          message: 'The file has 10,001 questions; one import takes at most 10,000. Split it into smaller files.',
        },
      ])
    })
  })

  describe('each row', () => {
    it('needs the question, four options and a key in English, each named by row and column', () => {
      expect(errorsOf(tableOf({ ...BHAKRA, question_en: '', option_c_en: ' ', correct: 'E' }))).toEqual([
        { row: 2, column: 'question_en', message: 'Write the question in English.' },
        { row: 2, column: 'option_c_en', message: 'Write option C in English.' },
        { row: 2, column: 'correct', message: '“E” is not an option: write A, B, C or D.' },
      ])
    })

    it('refuses two options that are the same', () => {
      expect(errorsOf(tableOf({ ...BHAKRA, option_d_en: 'sutlej.' }))).toEqual([
        { row: 2, column: 'option_d_en', message: 'Options A and D are the same; each option must differ.' },
      ])
    })

    it('takes Punjabi whole or not at all: the question and its four options', () => {
      expect(errorsOf(tableOf({ ...BHAKRA, question_pa: '', option_b_pa: '' }))).toEqual([
        {
          row: 2,
          column: 'question_pa',
          message: 'This row has Punjabi, so write the question in Punjabi too, or remove the row’s Punjabi.',
        },
        { row: 2, column: 'option_b_pa', message: 'This row has Punjabi, so write option B in Punjabi too.' },
      ])
    })

    it('imports English alone, warning that a test holding it cannot be published until it is translated', () => {
      const english = Object.fromEntries(Object.entries(BHAKRA).filter(([column]) => !column.endsWith('_pa')))
      const check = checkImportTable(tableOf(english), context)
      expect(importable(check)).toBe(true)
      expect(check.problems).toEqual([
        {
          row: 2,
          column: 'question_pa',
          level: 'warning',
          message: 'No Punjabi yet: a test that holds this question cannot be published until it is translated (or marked one_language).',
        },
      ])
      expect(checkImportTable(tableOf({ ...english, one_language: 'yes' }), context).problems).toEqual([])
      expect(errorsOf(tableOf({ ...english, one_language: 'maybe' }))).toEqual([
        { row: 2, column: 'one_language', message: '“maybe” is not yes or no.' },
      ])
    })

    it('warns where the two languages differ in a year or a number, as the question form does (ADR 036)', () => {
      const check = checkImportTable(tableOf({ ...BHAKRA, explanation_pa: 'ਭਾਖੜਾ ਡੈਮ, 1936 ਵਿੱਚ ਪੂਰਾ ਹੋਇਆ।' }), context)
      expect(importable(check)).toBe(true)
      expect(check.problems).toEqual([
        { row: 2, column: 'explanation_pa', level: 'warning', message: 'Check the years: the English has 1963, the Punjabi 1936.' },
      ])
    })

    it('finds the topic by its admin label, address, or a title only one paper has, in either language', () => {
      const topicOf = (topic: string) => checkImportTable(tableOf({ ...BHAKRA, topic }), context).questions[0]?.topic
      expect(['Geography · Prelims', 'geography (prelims)', 'gs-pcs-mains_geography', 'Punjab GK', 'ਪੰਜਾਬ ਜਨਰਲ ਨਾਲਜ'].map(topicOf)).toEqual([
        1, 1, 2, 3, 3,
      ])
      expect(errorsOf(tableOf({ ...BHAKRA, topic: 'Geography' }))).toEqual([
        { row: 2, column: 'topic', message: '“Geography” names more than one topic: write “Geography · Prelims” or “Geography · Mains”.' },
      ])
      expect(errorsOf(tableOf({ ...BHAKRA, topic: 'Astrology' }))[0]).toMatchObject({
        column: 'topic',
        message: expect.stringMatching(/^No topic is called “Astrology”/),
      })
    })

    it('refuses a difficulty it does not know and a text over its limit', () => {
      expect(errorsOf(tableOf({ ...BHAKRA, difficulty: 'tough', source: 'x'.repeat(201) }))).toEqual([
        { row: 2, column: 'difficulty', message: '“tough” is not a difficulty: write easy, medium or hard.' },
        { row: 2, column: 'source', message: 'The source is 201 characters; at most 200.' },
      ])
    })

    it('refuses a question twice in the file, and one the bank already has, by its English question and options', () => {
      const again = { ...BHAKRA, question_en: '  bhakra dam stands on which river ', correct: 'B' }
      expect(errorsOf(tableOf(BHAKRA, again))).toEqual([
        { row: 3, column: 'question_en', message: 'The same question and options as row 2: keep one of them.' },
      ])
      const existing = new Map([[questionFingerprint(BHAKRA.question_en!, ['Sutlej', 'Beas', 'Ravi', 'Ghaggar']), 41]])
      expect(errorsOf(tableOf(BHAKRA), { existing })).toEqual([
        {
          row: 2,
          column: 'question_en',
          message: 'The bank already has this question and these options (question 41): remove the row, or edit that question.',
        },
      ])
      // The same words with other options is another question ("Which of these is correct?").
      expect(errorsOf(tableOf(BHAKRA, { ...BHAKRA, option_d_en: 'Yamuna', option_d_pa: 'ਯਮੁਨਾ' }))).toEqual([])
    })
  })

  describe('images', () => {
    it('takes a figure from the ZIP by its file name, whatever its case or folder, with the question’s opening words as its description', () => {
      const check = checkImportTable(tableOf({ ...BHAKRA, image: 'Maps/Bhakra.PNG' }), {
        ...context,
        images: new Set(['bhakra.png', 'unused.jpg']),
      })
      expect(check.questions[0]!.image).toEqual({ key: 'bhakra.png', alt: { en: BHAKRA.question_en, pa: BHAKRA.question_pa } })
      expect(check.problems).toEqual([
        { row: null, column: 'image', level: 'warning', message: 'The ZIP’s image “unused.jpg” is named by no row; it is not imported.' },
      ])
    })

    it('refuses a row naming an image when no ZIP was sent, or one the ZIP lacks', () => {
      expect(errorsOf(tableOf({ ...BHAKRA, image: 'bhakra.png' }))).toEqual([
        { row: 2, column: 'image', message: 'This row names the image “bhakra.png”: add the ZIP of images that holds it.' },
      ])
      expect(errorsOf(tableOf({ ...BHAKRA, image: 'bhakra.png' }), { images: new Set(['pong.png']) })).toEqual([
        { row: 2, column: 'image', message: 'The ZIP has no image called “bhakra.png”.' },
      ])
    })
  })

  it('imports nothing while any row has an error, and lists every row’s problems at once', () => {
    const check = checkImportTable(
      tableOf(BHAKRA, { ...BHAKRA, question_en: 'Pong Dam stands on which river?', correct: '' }, { ...BHAKRA, question_en: '' }),
      context,
    )
    expect(importable(check)).toBe(false)
    expect(check.questions).toHaveLength(1)
    expect(check.problems.map((problem) => problem.row)).toEqual([3, 4])
  })
})
