import Link from 'next/link'

import { getSiteSettings } from '@/lib/content.server'
import { whatsappUrl } from '@/lib/format'

import { footerLinks } from './footer-links'
import styles from './site-footer.module.css'
import { SocialLinks } from './social-links'

export async function SiteFooter() {
  const settings = await getSiteSettings()
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>{settings.siteName}</p>
          <p className={styles.tagline}>{settings.tagline}</p>
        </div>
        <div>
          <h2 className={styles.heading}>Contact</h2>
          <ul className={styles.links}>
            <li>
              <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
            </li>
            <li>
              <a href={whatsappUrl(settings.phone)} target="_blank" rel="noopener noreferrer">
                {settings.phone} <span className={styles.hint}>(WhatsApp)</span>
              </a>
            </li>
          </ul>
        </div>
        <nav aria-label="Footer">
          <h2 className={styles.heading}>Quick links</h2>
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Follow us</h2>
          <SocialLinks links={settings.socialLinks} label="Social media" tone="light" />
        </div>
      </div>
      <p className={`container ${styles.copyright}`}>
        © {new Date().getFullYear()} {settings.siteName}. All rights reserved.
      </p>
    </footer>
  )
}
