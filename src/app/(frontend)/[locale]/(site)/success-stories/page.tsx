import type { Metadata } from 'next'
import Link from 'next/link'

import { Breadcrumb } from '@/components/site/breadcrumb'
import { PageHeader } from '@/features/library/components/page-header'
import { StoryCard } from '@/features/library/components/story-card'
import { getAllSuccessStories } from '@/lib/content/library.server'
import { pageLocale } from '@/lib/locale'
import { pageMetadata } from '@/lib/metadata'

import styles from './success-stories.module.css'

type SuccessStoriesPageProps = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: SuccessStoriesPageProps): Promise<Metadata> {
  return pageMetadata({
    title: 'Success stories: our selected PCS officers',
    description: 'How candidates from across Punjab prepared for and cleared the PPSC Civil Services exam, in their own words: their rank or post, year, district and advice.',
    path: '/success-stories',
    locale: await pageLocale(params),
  })
}

export default async function SuccessStoriesPage({ params }: SuccessStoriesPageProps) {
  const locale = await pageLocale(params)
  const stories = await getAllSuccessStories(locale)

  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumb trail={[{ href: '/', label: 'Home' }]} current="Success stories" />
      <PageHeader
        id="stories-heading"
        title="Success stories"
        locale={locale}
        lead="Candidates who prepared with us and were selected through the PPSC exam: their post, year and district, and how they did it."
      />
      {stories.length ? (
        <ul className={styles.stories}>
          {stories.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} locale={locale} />
            </li>
          ))}
        </ul>
      ) : (
        <p>Our selected candidates’ stories will be published here after the next PPSC results.</p>
      )}
      <p className={styles.next}>
        Preparing for the next PPSC exam? <Link href="/products">See our courses</Link> or <Link href="/pyq">practise with previous year papers</Link>.
      </p>
    </div>
  )
}
