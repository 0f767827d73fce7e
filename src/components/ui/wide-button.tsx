import Link from 'next/link'
import type { ButtonHTMLAttributes, ReactNode } from 'react'

import styles from './wide-button.module.css'

export type WideButtonVariant = 'primary' | 'secondary' | 'outlined'

type CommonProps = {
  children: ReactNode
  variant?: WideButtonVariant
  /** An icon before the text; decorative, so it is hidden from screen readers. */
  leftIcon?: ReactNode
  /** The trailing arrow; on by default as in the spec's button. */
  withArrow?: boolean
  disabled?: boolean
  className?: string
}

type LinkButtonProps = CommonProps & { href: string }
type ActionButtonProps = CommonProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'className'> & { href?: undefined }

export type WideButtonProps = LinkButtonProps | ActionButtonProps

function Content({ children, leftIcon, withArrow }: Pick<CommonProps, 'children' | 'leftIcon' | 'withArrow'>) {
  return (
    <>
      {leftIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {leftIcon}
        </span>
      ) : null}
      <span className={styles.text}>{children}</span>
      {withArrow ? (
        <svg className={styles.arrow} aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path d="M5 12h13m-5-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      ) : null}
    </>
  )
}

/**
 * The spec's wide button: primary, secondary or outlined, text with an optional left icon and a
 * trailing arrow, and a disabled state. With `href` it is a link (a disabled link is not focusable and
 * goes nowhere); without, a button.
 */
export function WideButton(props: WideButtonProps) {
  const { children, variant = 'primary', leftIcon, withArrow = true, disabled = false, className } = props
  const classes = [styles.button, styles[variant], className].filter(Boolean).join(' ')
  const content = (
    <Content leftIcon={leftIcon} withArrow={withArrow}>
      {children}
    </Content>
  )

  if (props.href !== undefined) {
    if (disabled) {
      return (
        <a className={classes} aria-disabled="true" role="link">
          {content}
        </a>
      )
    }
    return (
      <Link href={props.href} className={classes}>
        {content}
      </Link>
    )
  }

  const { href: _href, variant: _v, leftIcon: _l, withArrow: _w, className: _c, children: _ch, type = 'button', ...buttonProps } = props
  return (
    <button {...buttonProps} type={type} className={classes} disabled={disabled}>
      {content}
    </button>
  )
}
