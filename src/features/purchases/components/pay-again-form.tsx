import { WideButton } from '@/components/ui/wide-button'

import styles from './purchases.module.css'

/** An order not yet paid: its page's button posts the gateway's form again, as plain HTML (no script needed). */
export function PayAgainForm({ checkout, label }: { checkout: { action: string; fields: Record<string, string> }; label: string }) {
  return (
    <form method="post" action={checkout.action} className={styles.payAgain}>
      {Object.entries(checkout.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <WideButton type="submit">{label}</WideButton>
    </form>
  )
}
