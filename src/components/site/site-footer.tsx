import Link from 'next/link'

import { getSiteSettings } from '@/lib/content.server'

import styles from './site-footer.module.css'

export const footerLinks = [
  { label: 'Courses', href: '/products' },
  { label: 'Test Series', href: '/test-series' },
  { label: 'Admissions', href: '/sign-in' },
  { label: 'Home', href: '/' },
  { label: 'Contact Us', href: '/contact-us' },
  { label: 'FAQs', href: '/faqs' },
]

/** wa.me takes the number as digits only, country code first. */
export const whatsappUrl = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`

export async function SiteFooter() {
  const settings = await getSiteSettings()
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <p className={styles.brand}>{settings.siteName}</p>
          <p>{settings.tagline}</p>
          <p>
            <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
            <br />
            <a href={whatsappUrl(settings.phone)}>{settings.phone}</a>
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {footerLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <ul className={styles.links} aria-label="Social media">
          {settings.socialLinks?.map((social) => (
            <li key={social.id ?? social.url}>
              <a href={social.url} rel="noopener noreferrer" target="_blank">
                {social.platform[0]!.toUpperCase() + social.platform.slice(1)}
              </a>
            </li>
          ))}
        </ul>
      </div>
      <p className={`container ${styles.copyright}`}>
        © {new Date().getFullYear()} {settings.siteName}
      </p>
    </footer>
  )
}
