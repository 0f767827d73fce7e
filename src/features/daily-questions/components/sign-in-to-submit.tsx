import { useTranslations } from 'use-intl'

import { WideButton } from '@/components/ui/wide-button'

import styles from './daily-questions.module.css'

/** In place of Submit for a visitor: sign in to submit; what they wrote or picked stays on the device meanwhile. */
export function SignInToSubmit({ signInHref }: { signInHref: string }) {
  const t = useTranslations('dailyQuestions')
  return (
    <div className={`${styles.notice} ${styles.signInPrompt}`}>
      <p>{t('signInToSubmitText')}</p>
      <WideButton href={signInHref} variant="secondary">
        {t('signInToSubmit')}
      </WideButton>
    </div>
  )
}
