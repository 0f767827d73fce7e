import Link from 'next/link'

import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'
import type { Navigation, SiteSetting } from '@/payload-types'
import { routes, signInHref } from '@/lib/links'

import { AuthAction } from './auth-action.client'
import { BrandMark } from './brand-mark'
import { DashboardLink } from './dashboard-link.client'
import { LanguageSwitch } from './language-switch.client'
import { toMenu } from './menu'
import { SiteNav } from './site-nav.client'
import styles from './site-header.module.css'
import { SocialLinks } from './social-links'

/**
 * The shared header, in the page's language: a top row with the language switch at its end (on
 * every screen; large screens also show the admissions banner and the Stay Updated row there), then
 * the bar. The menu and the banner's texts come from the navigation and site-settings globals that
 * staff edit, read in the page's language by the layout.
 */
export function SiteHeader({ locale, navigation, settings }: { locale: Locale; navigation: Navigation; settings: SiteSetting }) {
  const t = getTranslator(locale, 'shell')
  const stayUpdated = (tone: 'light' | 'dark') => (
    <div className={styles.stayUpdated}>
      <span className={styles.stayUpdatedLabel}>{t('header.stayUpdated')}</span>
      <SocialLinks links={settings.socialLinks} label={t('header.stayUpdated')} tone={tone} xLabel={t('social.x')} />
    </div>
  )

  return (
    <header className={styles.header}>
      <a href="#main" className={styles.skipLink}>
        {t('header.skipToContent')}
      </a>
      <div className={styles.strip}>
        <div className={`container ${styles.stripInner}`}>
          <p className={styles.banner} data-testid="admissions-banner">
            <strong>{settings.banner.title}</strong> <span>{settings.banner.text}</span>
            {settings.banner.link ? (
              <Link href={settings.banner.link} className={styles.bannerLink}>
                {t('header.seeCourses')}
              </Link>
            ) : null}
          </p>
          <DashboardLink href={routes.dashboard.href()} className={styles.dashboardLink} />
          <div className={styles.stripSocial}>{stayUpdated('light')}</div>
          <LanguageSwitch current={locale} />
        </div>
      </div>
      <div className={`container ${styles.bar}`}>
        <Link href="/" className={styles.brand}>
          <BrandMark className={styles.mark} />
          <span className="phone-hidden-label">{settings.siteName}</span>
        </Link>
        <div className={styles.actions}>
          <Link href={routes.search.href()} className={styles.accountLink} aria-label={t('header.search')} title={t('header.search')}>
            <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
              <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m15.5 15.5 5 5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Link>
          <AuthAction accountHref={routes.account.href()} signInHref={signInHref()} />
        </div>
        <SiteNav menu={toMenu(navigation)} footer={stayUpdated('dark')} dashboardHref={routes.dashboard.href()} />
      </div>
    </header>
  )
}
