import type { Metadata } from 'next'

import { BackButton } from '@/components/ui/back-button.client'
import { WideButton } from '@/components/ui/wide-button'
import { getSiteSettings } from '@/lib/content.server'
import { whatsappUrl } from '@/lib/format'

import styles from '../status-page.module.css'

export const metadata: Metadata = {
  title: 'Coming soon',
  description: 'Premium study material that our faculty is preparing for Punjab PCS candidates.',
}

/** Where every paid menu item leads (spec section 2) until premium content can be bought. */
export default async function ComingSoonPage() {
  const settings = await getSiteSettings()
  return (
    <section className={`container ${styles.page}`} aria-labelledby="coming-soon-heading">
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </span>
      <h1 id="coming-soon-heading">Coming soon</h1>
      <p className={styles.lead}>
        This is premium material that our faculty is still preparing: NCERT summaries, Punjab GK and CSAT packs, the
        current-affairs tracker and the monthly consolidations. It will open to enrolled candidates here soon.
      </p>
      <p>
        Until then, the topic notes, daily Punjab current affairs, daily MCQs and free mock tests are open to everyone.
        To hear the day it opens, write to <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a> or
        message us on{' '}
        <a href={whatsappUrl(settings.phone)} target="_blank" rel="noopener noreferrer">
          WhatsApp
        </a>
        .
      </p>
      <div className={styles.actions}>
        <BackButton />
        <WideButton href="/resources" variant="outlined">
          Explore free resources
        </WideButton>
      </div>
    </section>
  )
}
