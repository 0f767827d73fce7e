import type { Metadata } from 'next'
import Link from 'next/link'

import { Breadcrumb } from '@/components/site/breadcrumb'
import { PageHeader } from '@/features/library/components/page-header'
import { StoryCard } from '@/features/library/components/story-card'
import { getTranslator } from '@/i18n/translator'
import { getAllSuccessStories } from '@/features/content/library.server'
import { pageLocale } from '@/i18n/locale'
import { pageMetadata } from '@/lib/metadata'
import { PYQ_PATH, routes } from '@/lib/links'

import styles from './success-stories.module.css'

type SuccessStoriesPageProps = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: SuccessStoriesPageProps): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = getTranslator(locale, 'library')
  return pageMetadata({
    title: t('stories.metaTitle'),
    description: t('stories.metaDescription'),
    path: routes.successStories.href(),
    locale,
  })
}

export default async function SuccessStoriesPage({ params }: SuccessStoriesPageProps) {
  const locale = await pageLocale(params)
  const stories = await getAllSuccessStories(locale)
  const t = getTranslator(locale, 'library')

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb locale={locale} trail={[{ href: '/', label: getTranslator(locale, 'common')('home') }]} current={t('stories.title')} />
      <PageHeader id="stories-heading" title={t('stories.title')} locale={locale} lead={t('stories.lead')} />
      {stories.length ? (
        <ul className={styles.stories}>
          {stories.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('stories.empty')}</p>
      )}
      <p className={styles.next}>
        {t.rich('stories.next', {
          courses: (chunks) => <Link href={routes.products.href()}>{chunks}</Link>,
          pyq: (chunks) => <Link href={PYQ_PATH}>{chunks}</Link>,
        })}
      </p>
    </div>
  )
}
