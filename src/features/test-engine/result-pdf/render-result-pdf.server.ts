import 'server-only'

import { districtName } from '@/lib/district-name'
import { formatDuration, formatIndianDateTime } from '@/i18n/format'
import { withLocale } from '@/i18n/locale'
import { getTranslator } from '@/i18n/translator'
import { practiceHref, resultHref, topicHref } from '@/lib/links'
import type { Tally } from '@/domain/test-engine/scoring'

import { formatMarks, formatPercent } from '../practice-player/marks'
import { describeCutoff, describeQualifying, formatSeconds, resultEyebrow, type ResultTranslator } from '../components/result/result-labels'
import type { ResultView } from '../result-view'
import { lineHeightOf, PAGE, PdfCanvas, type TextStyle } from '@/lib/pdf/pdf-canvas.server'

/**
 * A result on one A4 page (issue 18, item 2; ADR 041): the score card, the standing, the cut-off,
 * the sections and topics, and what to study next, in the language the result was read in. Made on
 * the server from the same `ResultView` as the page, so it says nothing the page would not: before
 * the answers are open it has the totals only (ADR 014).
 */
export type ResultPdfInput = {
  view: ResultView
  candidateName: string
  siteName: string
  /** The site's address, for the links printed on the page. */
  siteUrl: string
  madeAt: Date
}

const MARGIN = 40
const CONTENT = PAGE.width - 2 * MARGIN
const BOTTOM = PAGE.height - MARGIN
const COLOR = { text: '#1b1f29', muted: '#4b5563', brand: '#0b3d91', rule: '#d1d5db', band: '#f3f4f6', good: '#166534', bad: '#b91c1c' }
const STYLE = {
  site: { size: 10, weight: 'bold', color: COLOR.brand },
  eyebrow: { size: 9, color: COLOR.muted },
  title: { size: 17, weight: 'bold' },
  meta: { size: 9.5, color: COLOR.muted },
  heading: { size: 11.5, weight: 'bold', color: COLOR.brand },
  label: { size: 8.5, color: COLOR.muted },
  value: { size: 12, weight: 'bold' },
  score: { size: 22, weight: 'bold', color: COLOR.brand },
  body: { size: 9.5 },
  note: { size: 8.5, color: COLOR.muted },
  cell: { size: 9 },
  cellHead: { size: 8.5, weight: 'bold', color: COLOR.muted },
  footer: { size: 8, color: COLOR.muted },
} satisfies Record<string, TextStyle>

/** The result as a PDF file. */
export function renderResultPdf(input: ResultPdfInput): Promise<Buffer> {
  const { view } = input
  const t = getTranslator(view.locale, 'result')
  const canvas = new PdfCanvas({ title: `${view.test.title}: ${t('metaTitle')}`, author: input.siteName, lang: view.locale })
  const page = new ResultPage(canvas, t, input)
  page.draw()
  return canvas.end()
}

type Stat = { label: string; value: string; sub?: string; color?: string }

class ResultPage {
  private y = MARGIN

  constructor(
    private readonly canvas: PdfCanvas,
    private readonly t: ResultTranslator,
    private readonly input: ResultPdfInput,
  ) {}

  private get view() {
    return this.input.view
  }

  draw() {
    const footerHeight = this.footerHeight()
    this.header()
    this.scoreCard()
    this.standing()
    this.cutoff()
    this.prelims()
    const weakHeight = this.weakTopicsHeight()
    this.performance(BOTTOM - footerHeight - weakHeight)
    this.weakTopics()
    this.footer(BOTTOM - footerHeight)
  }

  private header() {
    const { canvas, t, view } = this
    canvas.doc.rect(0, 0, PAGE.width, 6).fill(COLOR.brand)
    canvas.line(this.input.siteName, MARGIN, this.y, STYLE.site)
    canvas.line(resultEyebrow(t, view.test.kind), PAGE.width - MARGIN, this.y, { ...STYLE.eyebrow, align: 'right' })
    this.y += lineHeightOf(STYLE.site) + 6
    this.y += canvas.paragraph(view.test.title, MARGIN, this.y, CONTENT, { ...STYLE.title, maxLines: 2 })
    const meta = [
      t('pdf.candidate', { name: this.input.candidateName }),
      t('header.attempt', { number: view.attemptNumber }),
      t.markup('header.finished', { date: formatIndianDateTime(view.finishedAt, view.locale), time: (chunks) => chunks }),
    ].join('  ·  ')
    this.y += canvas.paragraph(meta, MARGIN, this.y, CONTENT, { ...STYLE.meta, maxLines: 2 })
    if (view.status === 'auto-submitted') this.y += canvas.paragraph(t('header.autoSubmitted'), MARGIN, this.y, CONTENT, STYLE.note)
    this.y += 10
  }

  /** A row of labelled figures in a shaded band; the first cell may be wider, and a long label takes two lines. */
  private statsBand(stats: Stat[], firstWidth = 0) {
    const { canvas } = this
    const restWidth = (CONTENT - firstWidth) / (stats.length - (firstWidth ? 1 : 0))
    const cells = stats.map((stat, index) => {
      const width = index === 0 && firstWidth ? firstWidth : restWidth
      return { stat, width, labels: canvas.lines(stat.label, width - 16, STYLE.label, 2) }
    })
    const labelHeight = Math.max(...cells.map((cell) => cell.labels.length)) * lineHeightOf(STYLE.label)
    const height = 20 + labelHeight + lineHeightOf(STYLE.value) - 4
    canvas.doc.roundedRect(MARGIN, this.y, CONTENT, height, 4).fill(COLOR.band)
    let x = MARGIN
    for (const { stat, width, labels } of cells) {
      labels.forEach((label, line) => canvas.line(label, x + 8, this.y + 7 + line * lineHeightOf(STYLE.label), STYLE.label))
      const valueStyle = { ...STYLE.value, color: stat.color ?? COLOR.text }
      canvas.line(canvas.fit(stat.value, width - 16, valueStyle), x + 8, this.y + 9 + labelHeight, valueStyle)
      x += width
    }
    this.y += height + 8
  }

  private heading(text: string) {
    this.y += 4
    this.canvas.line(text, MARGIN, this.y, STYLE.heading)
    this.y += lineHeightOf(STYLE.heading) + 2
  }

  private scoreCard() {
    const { canvas, t, view } = this
    const { score } = view
    this.heading(t('score.heading'))
    const taken = formatSeconds(t, view.timeTaken)
    const time = view.test.isTimed
      ? `${taken} (${t('score.of', { duration: formatDuration(view.test.durationMinutes, view.locale) })})`
      : taken
    this.statsBand(
      [
        { label: t('performance.score'), value: `${formatMarks(score.score)} / ${formatMarks(score.maxScore)}`, color: COLOR.brand },
        { label: t('outcome.correct'), value: String(score.correct), color: COLOR.good },
        { label: t('outcome.wrong'), value: String(score.wrong), color: COLOR.bad },
        { label: t('outcome.unattempted'), value: String(score.unattempted) },
        { label: t('score.accuracy'), value: formatPercent(score.accuracy) },
      ],
      110,
    )
    this.y -= 4
    this.y += canvas.paragraph(`${t('score.timeTaken')}: ${time}`, MARGIN, this.y, CONTENT, STYLE.body)
    if (score.withdrawn > 0)
      this.y += canvas.paragraph(t('score.withdrawn', { count: score.withdrawn }), MARGIN, this.y, CONTENT, STYLE.note)
    this.y += 4
  }

  private standing() {
    const { canvas, t, view } = this
    const { standing } = view
    this.heading(t('standing.heading'))
    const { window } = standing
    if (window && !window.isPublished) {
      const key = window.isRanked ? 'standing.window.pending' : 'standing.window.pendingPractice'
      const note = t.markup(key, { published: formatIndianDateTime(window.publishedAt, view.locale), link: (chunks) => chunks })
      this.y += canvas.paragraph(note, MARGIN, this.y, CONTENT, { ...STYLE.note, maxLines: 3 }) + 4
      return
    }
    const isRanked = window ? window.isRanked : standing.isFirstAttempt
    if (!isRanked) {
      const note = window
        ? t('standing.window.practice', { count: standing.candidates - 1 })
        : standing.isKeptFromCheck
          ? t('standing.keptFromCheck', { count: standing.candidates })
          : t('standing.laterAttempt', { number: view.attemptNumber, count: standing.candidates })
      this.y += canvas.paragraph(note, MARGIN, this.y, CONTENT, { ...STYLE.note, maxLines: 3 }) + 4
    }
    this.statsBand([
      {
        label: isRanked ? t('standing.rank') : t('standing.rankWould'),
        value: t('standing.rankOf', { rank: standing.rank, candidates: standing.candidates }),
      },
      { label: t('standing.percentile'), value: formatMarks(standing.percentile) },
      { label: t('standing.topper'), value: formatMarks(standing.topper) },
      { label: t('standing.average'), value: formatMarks(standing.average) },
      ...(standing.district
        ? [
            {
              label: t('standing.districtRank', { district: districtName(view.locale, standing.district.district) }),
              value: t('standing.rankOf', { rank: standing.district.rank, candidates: standing.district.candidates }),
            },
          ]
        : []),
    ])
  }

  private cutoff() {
    const { canvas, t, view } = this
    const { cutoff, qualifying } = view
    if (!cutoff && !qualifying) return
    this.heading(cutoff && qualifying ? t('cutoff.headingBoth') : cutoff ? t('cutoff.heading') : t('cutoff.headingQualifying'))
    if (qualifying) {
      const style = { ...STYLE.body, weight: 'bold' as const, color: qualifying.isQualified ? COLOR.good : COLOR.bad }
      this.y += canvas.paragraph(describeQualifying(t, qualifying), MARGIN, this.y, CONTENT, style)
    }
    if (cutoff) {
      const style = { ...STYLE.body, weight: 'bold' as const, color: cutoff.isCleared ? COLOR.good : COLOR.bad }
      this.y += canvas.paragraph(`${describeCutoff(t, view.score.score, cutoff.marks, cutoff)}.`, MARGIN, this.y, CONTENT, style)
    }
    this.y += 6
  }

  /** Paper II beside a GS paper and the estimate of reaching Mains (ADR 045), in a few lines. */
  private prelims() {
    const { canvas, t, view } = this
    if (!view.prelims) return
    const { csat, estimate } = view.prelims
    const link = (chunks: string) => chunks
    this.heading(t('prelims.heading'))
    const csatText =
      csat.status === 'not-taken'
        ? t.markup('prelims.csatNotTaken', { link })
        : t.markup(csat.status === 'qualified' ? 'prelims.csatYes' : 'prelims.csatNo', {
            score: formatMarks(csat.score),
            max: formatMarks(csat.maxScore),
            needed: formatMarks(csat.marksNeeded),
            link,
          })
    const color = csat.status === 'qualified' ? COLOR.good : csat.status === 'not-qualified' ? COLOR.bad : undefined
    this.y += canvas.paragraph(csatText, MARGIN, this.y, CONTENT, { ...STYLE.body, weight: 'bold', ...(color ? { color } : {}) })
    if (estimate) {
      const verdict = `${t('prelims.mainsHeading')}: ${t(`prelims.verdict.${estimate.verdict}`)}`
      this.y += canvas.paragraph(verdict, MARGIN, this.y, CONTENT, STYLE.body)
      this.y += canvas.paragraph(t('prelims.estimateNote'), MARGIN, this.y, CONTENT, { ...STYLE.note, maxLines: 2 })
    }
    this.y += 6
  }

  /** Sections, then as many topics as fit above `limit`; the rest are counted, as the page lists them all. */
  private performance(limit: number) {
    const { canvas, t, view } = this
    this.heading(t('performance.heading'))
    const { breakdown } = view
    if (!breakdown) {
      const notice = view.solutionsAt
        ? t.markup('performance.opensOn', { date: formatIndianDateTime(view.solutionsAt, view.locale), time: (chunks) => chunks })
        : t('performance.opensLater')
      this.y += canvas.paragraph(notice, MARGIN, this.y, CONTENT, STYLE.body) + 6
      return
    }
    const sections = breakdown.sections.map((section) => ({ title: section.title, tally: section as Tally }))
    this.table(t('performance.section'), [...sections, { title: t('performance.total'), tally: view.score, isTotal: true }])
    // A paper without topic tags would repeat the total in one row, as on the page.
    if (!breakdown.topics.some((topic) => topic.topicTitle !== null)) return
    const topics = breakdown.topics.map((topic) => ({ title: topic.topicTitle ?? t('performance.otherQuestions'), tally: topic as Tally }))
    const room = Math.floor((limit - this.y - 2 * lineHeightOf(STYLE.cellHead) - 12) / ROW_HEIGHT)
    if (room >= topics.length) {
      this.table(t('performance.topic'), topics)
      return
    }
    const shown = Math.max(0, room - 1)
    this.table(t('performance.topic'), topics.slice(0, shown))
    this.y += canvas.paragraph(t('pdf.moreTopics', { count: topics.length - shown }), MARGIN, this.y, CONTENT, STYLE.note) + 4
  }

  private table(rowHeader: string, rows: { title: string; tally: Tally; isTotal?: boolean }[]) {
    const { canvas, t } = this
    const columns = [
      rowHeader,
      t('performance.score'),
      t('performance.maxMarks'),
      t('outcome.correct'),
      t('outcome.wrong'),
      t('outcome.unattempted'),
      t('score.accuracy'),
    ]
    const firstWidth = 160
    const width = (CONTENT - firstWidth) / (columns.length - 1)
    const cellX = (index: number) => (index === 0 ? MARGIN : MARGIN + firstWidth + index * width - 4)
    const innerOf = (index: number) => (index === 0 ? firstWidth : width) - 8
    const alignOf = (index: number) => (index === 0 ? 'left' : 'right')
    // Headings may take two lines ("Not attempted"); figures and titles take one, cut with an ellipsis.
    const headings = columns.map((heading, index) => canvas.lines(heading, innerOf(index), STYLE.cellHead, 2))
    const headingLines = Math.max(...headings.map((lines) => lines.length))
    headings.forEach((lines, index) => {
      const top = this.y + 3 + (headingLines - lines.length) * lineHeightOf(STYLE.cellHead)
      lines.forEach((line, number) =>
        canvas.line(line, cellX(index), top + number * lineHeightOf(STYLE.cellHead), { ...STYLE.cellHead, align: alignOf(index) }),
      )
    })
    this.y += headingLines * lineHeightOf(STYLE.cellHead) + 4
    const drawRow = (cells: string[], style: TextStyle) => {
      cells.forEach((cell, index) =>
        canvas.line(canvas.fit(cell, innerOf(index), style), cellX(index), this.y + 3, { ...style, align: alignOf(index) }),
      )
      this.y += ROW_HEIGHT
    }
    for (const row of rows) {
      canvas.doc
        .moveTo(MARGIN, this.y)
        .lineTo(MARGIN + CONTENT, this.y)
        .lineWidth(0.5)
        .stroke(COLOR.rule)
      const { tally } = row
      const attempted = tally.correct + tally.wrong > 0
      drawRow(
        [
          row.title,
          formatMarks(tally.score),
          formatMarks(tally.maxScore),
          String(tally.correct),
          String(tally.wrong),
          String(tally.unattempted),
          attempted ? formatPercent(tally.accuracy) : '—',
        ],
        row.isTotal ? { ...STYLE.cell, weight: 'bold' } : STYLE.cell,
      )
    }
    this.y += 6
  }

  private weakTopicLines() {
    const { t, view } = this
    return (view.weakTopics ?? []).map((topic, index) => {
      const facts = [t('weak.right', { correct: topic.correct, questions: topic.questions, percent: formatPercent(topic.rightPercent) })]
      if (topic.pyqPercent !== null)
        facts.push(topic.pyqPercent > 0 ? t('weak.pyqShare', { percent: formatPercent(topic.pyqPercent) }) : t('weak.notInPyq'))
      return {
        title: `${index + 1}. ${topic.title}`,
        facts: facts.join('  ·  '),
        practise: { text: t('weak.practise', { topic: topic.title }), href: this.absolute(practiceHref(topic.slug)) },
        read: { text: t('weak.read'), href: this.absolute(topicHref(topic.slug)) },
      }
    })
  }

  private static readonly WEAK_TOPIC_HEIGHT = lineHeightOf(STYLE.body) * 2 + lineHeightOf(STYLE.note) + 4

  private weakTopicsHeight(): number {
    const count = this.view.weakTopics?.length ?? 0
    return count ? lineHeightOf(STYLE.heading) + 6 + count * ResultPage.WEAK_TOPIC_HEIGHT : 0
  }

  private weakTopics() {
    const lines = this.weakTopicLines()
    if (!lines.length) return
    const { canvas, t } = this
    this.heading(t('weak.heading'))
    for (const topic of lines) {
      canvas.line(canvas.fit(topic.title, CONTENT, { ...STYLE.body, weight: 'bold' }), MARGIN, this.y, { ...STYLE.body, weight: 'bold' })
      this.y += lineHeightOf(STYLE.body)
      canvas.line(canvas.fit(topic.facts, CONTENT - 12, STYLE.body), MARGIN + 12, this.y, STYLE.body)
      this.y += lineHeightOf(STYLE.body)
      const linkStyle = { ...STYLE.note, color: COLOR.brand }
      canvas.line(topic.practise.text, MARGIN + 12, this.y, { ...linkStyle, link: topic.practise.href })
      canvas.line(topic.read.text, MARGIN + 24 + canvas.width(topic.practise.text, linkStyle), this.y, {
        ...linkStyle,
        link: topic.read.href,
      })
      this.y += lineHeightOf(STYLE.note) + 4
    }
  }

  private footerText() {
    const { t, view, input } = this
    return {
      made: t('pdf.madeOn', { date: formatIndianDateTime(input.madeAt, view.locale), site: input.siteName }),
      full: t('pdf.fullResult'),
      href: this.absolute(resultHref(view.attemptId)),
    }
  }

  private footerHeight() {
    return lineHeightOf(STYLE.footer) * 2 + 10
  }

  private footer(top: number) {
    const { canvas } = this
    const { made, full, href } = this.footerText()
    const y = Math.max(top, this.y) + 6
    canvas.doc
      .moveTo(MARGIN, y - 4)
      .lineTo(MARGIN + CONTENT, y - 4)
      .lineWidth(0.5)
      .stroke(COLOR.rule)
    canvas.line(made, MARGIN, y, STYLE.footer)
    canvas.line(full, MARGIN, y + lineHeightOf(STYLE.footer), STYLE.footer)
    canvas.line(href, MARGIN + canvas.width(`${full} `, STYLE.footer), y + lineHeightOf(STYLE.footer), {
      ...STYLE.footer,
      color: COLOR.brand,
      link: href,
    })
  }

  /** An address on the site, in the result's language. */
  private absolute(href: string) {
    return `${this.input.siteUrl}${withLocale(href, this.view.locale)}`
  }
}

const ROW_HEIGHT = lineHeightOf(STYLE.cell) + 4
