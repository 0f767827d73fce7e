import { Picture } from '@/components/ui/picture'

import { getTranslator } from '@/i18n/translator'
import { type Locale, textLang } from '@/i18n/locale'
import type { SuccessStory } from '@/payload-types'

import { initialsOf, storyCourseLine } from '../labels'
import { siteImage } from '@/lib/media'
import styles from './library.module.css'

export type StoryCardData = Pick<
  SuccessStory,
  'id' | 'name' | 'rank' | 'year' | 'district' | 'quote' | 'story' | 'exam' | 'course' | 'courseMonths' | 'courseFee'
> & { photo?: unknown }

/**
 * A selected candidate: photo (or initials), name, rank and year, district, the exam and the course
 * they took with us (its length, paid or free: ADR 049), quote, and the story to expand. A draft a
 * member of staff previews may lack a fact; it is left out until it is there.
 */
export function StoryCard({ story, locale }: { story: StoryCardData; locale: Locale }) {
  const photo = siteImage(story.photo)
  const headingId = `story-${story.id}`
  const firstName = story.name.split(/\s+/)[0] ?? story.name
  const t = getTranslator(locale, 'library')
  const course = storyCourseLine(story, locale)
  return (
    <article className={styles.storyCard} aria-labelledby={headingId}>
      <div className={styles.storyHead}>
        {photo ? (
          <Picture src={photo.src} alt={photo.alt} width={96} height={96} sizes="96px" className={styles.avatar} />
        ) : (
          <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
            {initialsOf(story.name)}
          </span>
        )}
        <div>
          <h2 id={headingId} className={styles.storyName} lang={textLang(story.name, locale)}>
            {story.name}
          </h2>
          <p className={styles.storyPost} lang={textLang(story.rank, locale)}>
            {t('stories.post', { rank: story.rank, year: String(story.year) })}
          </p>
          {story.district ? (
            <p className={styles.meta} lang={textLang(story.district, locale)}>
              {t('stories.district', { district: story.district })}
            </p>
          ) : null}
        </div>
      </div>
      <dl className={styles.storyFacts} aria-label={t('stories.factsLabel')}>
        {story.exam ? (
          <div>
            <dt>{t('stories.examFact')}</dt>
            <dd>{t('stories.examAndYear', { exam: t(`stories.exams.${story.exam}`), year: String(story.year) })}</dd>
          </div>
        ) : null}
        {course ? (
          <div>
            <dt>{t('stories.courseFact')}</dt>
            <dd>{course}</dd>
          </div>
        ) : null}
      </dl>
      <blockquote className={styles.storyQuote} lang={textLang(story.quote, locale)}>
        <p>“{story.quote}”</p>
      </blockquote>
      <details className={styles.storyMore}>
        <summary>
          {t('stories.readStory', { name: firstName })}
          <span className="visually-hidden"> ({story.name})</span>
        </summary>
        <div lang={textLang(story.story, locale)}>
          {story.story
            .split(/\n\s*\n/)
            .filter(Boolean)
            .map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
        </div>
      </details>
    </article>
  )
}
