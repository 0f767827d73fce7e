import type { SiteSetting } from '@/payload-types'

import styles from './social-links.module.css'

type Platform = NonNullable<SiteSetting['socialLinks']>[number]['platform']

export const platformNames: Record<Platform, string> = {
  telegram: 'Telegram',
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X (Twitter)',
  whatsapp: 'WhatsApp',
}

const filled: Partial<Record<Platform, string>> = {
  telegram:
    'M21.2 4.3 2.9 11.4c-1 .4-1 1.7 0 2l4.5 1.4 1.7 5.4c.3.9 1.4 1.1 2 .4l2.6-2.6 4.8 3.5c.7.5 1.7.1 1.9-.8l3.1-14.8c.2-1-.8-1.9-1.8-1.6Zm-11.6 10.3-.5 3.9-1.2-4.1 9.2-6.1-7.5 6.3Z',
  youtube:
    'M21.6 7.2a2.6 2.6 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.6 2.6 0 0 0 2.4 7.2 27 27 0 0 0 2 12a27 27 0 0 0 .4 4.8 2.6 2.6 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.6 2.6 0 0 0 1.8-1.8A27 27 0 0 0 22 12a27 27 0 0 0-.4-4.8ZM10 15V9l5.2 3-5.2 3Z',
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.7-4.5 4.5V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z',
  x: 'M17.7 3h3.1l-6.8 7.7 8 10.3h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L1.8 3h6.4l4.4 5.9L17.7 3Zm-1.1 16.2h1.7L7.5 4.7H5.7l10.9 14.5Z',
}

function PlatformIcon({ platform }: { platform: Platform }) {
  const path = filled[platform]
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
      {path ? (
        <path d={path} fill="currentColor" />
      ) : platform === 'instagram' ? (
        <g fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
        </g>
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <path d="M3.5 20.5 5 16a8.5 8.5 0 1 1 3.2 3.1l-4.7 1.4Z" />
          <path d="M9 8.5c0 3.3 3.2 6.5 6.5 6.5l1-1.6-2-1-1 .8c-1-.4-2-1.4-2.4-2.4l.8-1-1-2-1.6 1Z" strokeWidth="1.2" />
        </g>
      )}
    </svg>
  )
}

type SocialLinksProps = {
  links: SiteSetting['socialLinks']
  /** Names the list for screen readers, e.g. "Stay Updated". */
  label: string
  tone?: 'light' | 'dark'
  /** X's name in the page's language ("X (Twitter)"); the other platforms' names are the same in both. */
  xLabel?: string
}

/** The institute's channels as a row of icon links; each link is named after its platform. */
export function SocialLinks({ links, label, tone = 'dark', xLabel }: SocialLinksProps) {
  if (!links?.length) return null
  return (
    <ul className={`${styles.list} ${tone === 'light' ? styles.light : ''}`} aria-label={label}>
      {links.map((link) => (
        <li key={link.id ?? link.url}>
          <a
            href={link.url}
            className={styles.link}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={link.platform === 'x' && xLabel ? xLabel : platformNames[link.platform]}
          >
            <PlatformIcon platform={link.platform} />
          </a>
        </li>
      ))}
    </ul>
  )
}
