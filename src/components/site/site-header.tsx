import Link from 'next/link'

import { getNavigation, getSiteSettings } from '@/lib/content.server'

import { AuthAction } from './auth-action.client'
import { BrandMark } from './brand-mark'
import { DashboardLink } from './dashboard-link.client'
import { toMenu } from './menu'
import { SiteNav } from './site-nav.client'
import styles from './site-header.module.css'
import { SocialLinks } from './social-links'

/**
 * The shared header: on large screens the admissions banner and the Stay Updated row above the bar;
 * the menu and its texts come from the navigation and site-settings globals that staff edit.
 */
export async function SiteHeader() {
  const [navigation, settings] = await Promise.all([getNavigation(), getSiteSettings()])
  const stayUpdated = (tone: 'light' | 'dark') => (
    <div className={styles.stayUpdated}>
      <span className={styles.stayUpdatedLabel}>Stay Updated</span>
      <SocialLinks links={settings.socialLinks} label="Stay Updated" tone={tone} />
    </div>
  )

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <div className={styles.strip} data-testid="admissions-banner">
        <div className={`container ${styles.stripInner}`}>
          <p className={styles.banner}>
            <strong>{settings.banner.title}</strong> <span>{settings.banner.text}</span>
            {settings.banner.link ? (
              <Link href={settings.banner.link} className={styles.bannerLink}>
                See courses
              </Link>
            ) : null}
          </p>
          <DashboardLink className={styles.dashboardLink} />
          {stayUpdated('light')}
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          <BrandMark className={styles.mark} />
          <span>{settings.siteName}</span>
        </Link>
        <div className={styles.actions}>
          <Link href="/search" className={styles.accountLink} aria-label="Search" title="Search">
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m15.5 15.5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Link>
          <AuthAction />
        </div>
        <SiteNav menu={toMenu(navigation)} footer={stayUpdated('dark')} />
      </div>
    </header>
  )
}
