import type { ReactNode } from 'react'

import { LanguageSwitch } from '@/components/site/language-switch.client'
import { pageLocale, type LocaleParams } from '@/i18n/locale'

import styles from './bare.module.css'

/**
 * Sign-up, forgotten password, the test screens, results and the daily quiz: no header and no footer
 * (spec section 2), so nothing competes with the task at hand. The language switch keeps its place at
 * the top right, as on every other page.
 */
export default async function BareLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await pageLocale(params)
  return (
    <>
      <div className={`container ${styles.top}`}>
        <LanguageSwitch current={locale} />
      </div>
      <main id="main" tabIndex={-1} data-layout="bare">
        {children}
      </main>
    </>
  )
}
