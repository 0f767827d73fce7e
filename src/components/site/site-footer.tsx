import Link from 'next/link'

import { getTranslator } from '@/i18n/translator'
import { whatsappUrl } from '@/i18n/format'
import type { Locale } from '@/i18n/locale'
import type { SiteSetting } from '@/payload-types'

import { footerLinks } from './footer-links'
import styles from './site-footer.module.css'
import { SocialLinks } from './social-links'

/** The shared footer in the page's language; the tagline and contact details are staff-edited site settings. */
export function SiteFooter({ locale, settings }: { locale: Locale; settings: SiteSetting }) {
  const t = getTranslator(locale, 'shell')
  const common = getTranslator(locale, 'common')
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>{settings.siteName}</p>
          <p className={styles.tagline}>{settings.tagline}</p>
        </div>
        <div>
          <h2 className={styles.heading}>{t('footer.contact')}</h2>
          <ul className={styles.links}>
            <li>
              <a href={`mailto:${settings.supportEmail}`} lang="en" className={styles.address}>
                {settings.supportEmail}
              </a>
            </li>
            <li>
              <a href={whatsappUrl(settings.phone)} target="_blank" rel="noopener noreferrer">
                {settings.phone} <span className={styles.hint}>{t('footer.whatsapp')}</span>
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label={t('footer.label')}>
          <h2 className={styles.heading}>{t('footer.quickLinks')}</h2>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.key === 'home' ? common('home') : t(`footer.${link.key}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>{t('footer.followUs')}</h2>
          <SocialLinks links={settings.socialLinks} label={t('footer.socialMedia')} tone="light" xLabel={t('social.x')} />
        </div>
      </div>
      <p className={`container ${styles.copyright}`}>
        {t('footer.rights', { year: String(new Date().getFullYear()), siteName: settings.siteName })}
      </p>
    </footer>
  )
}
