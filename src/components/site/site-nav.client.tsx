'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { useTranslations } from 'use-intl'

import { DashboardLink } from './dashboard-link.client'
import type { MenuEntry, MenuLink } from './menu'
import styles from './site-nav.module.css'
import { lockPageScroll } from './scroll-lock'

type SiteNavProps = {
  menu: MenuEntry[]
  /** Shown at the foot of the collapsed (small-screen) menu: the Stay Updated row. */
  footer?: ReactNode
  /** Where the signed-in candidate's Dashboard link goes. */
  dashboardHref: string
}

const LARGE_SCREEN = '(min-width: 1200px)'

type MenuState = { entry: number | null; child: string | null; panel: boolean; path: string }
const closed = { entry: null, child: null, panel: false }

/** Focusable controls of a list that are on screen (closed child menus are `hidden`). */
const visibleControls = (root: Element | null): HTMLElement[] =>
  root ? Array.from(root.querySelectorAll<HTMLElement>('a[href], button')).filter((el) => el.getClientRects().length > 0) : []

function moveFocus(controls: HTMLElement[], current: Element | null, step: 1 | -1 | 'first' | 'last') {
  if (controls.length === 0) return
  const index = controls.indexOf(current as HTMLElement)
  const next = step === 'first' ? 0 : step === 'last' ? controls.length - 1 : (index + step + controls.length) % controls.length
  controls[next]?.focus()
}

function Chevron() {
  return (
    <svg className={styles.chevron} aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
      <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

type MenuItemLinkProps = { link: MenuLink; className?: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
    'data-top-level'?: string
  }

function MenuItemLink({ link, className, ...anchorProps }: MenuItemLinkProps) {
  const t = useTranslations('shell.menu')
  return (
    <Link {...anchorProps} href={link.href} className={className} prefetch={link.isPaid ? false : undefined}>
      {link.name}
      {link.isPaid ? (
        <span className={styles.paid}>
          <span aria-hidden="true">{t('pro')}</span>
          <span className="visually-hidden"> {t('paidComingSoon')}</span>
        </span>
      ) : null}
    </Link>
  )
}

/**
 * The header menu. Dropdowns are disclosure buttons next to their section's link (WAI-ARIA disclosure
 * navigation): click, tap, Enter or Space toggles; arrow keys move through an open dropdown; Escape
 * closes the innermost open list and returns focus; a click outside closes every dropdown. Below the
 * large breakpoint the whole menu folds behind a toggle and the page under it stops scrolling.
 */
export function SiteNav({ menu, footer, dashboardHref }: SiteNavProps) {
  const t = useTranslations('shell.menu')
  const id = useId()
  const pathname = usePathname()
  const navRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  // What is open, and on which page: a route change closes everything, as a page load would.
  const [state, setState] = useState<MenuState>({ ...closed, path: pathname })
  const current = state.path === pathname ? state : { ...closed, path: pathname }
  const { entry: openEntry, child: openChild, panel: isPanelOpen } = current
  const pendingFocus = useRef<{ list: string; at: 'first' | 'last' } | null>(null)

  const update = useCallback(
    (change: (state: MenuState) => Partial<MenuState>) =>
      setState((previous) => {
        const base = previous.path === pathname ? previous : { ...closed, path: pathname }
        return { ...base, ...change(base) }
      }),
    [pathname],
  )
  const setOpenEntry = useCallback((entry: number | null) => update(() => ({ entry, child: null })), [update])
  const setOpenChild = useCallback((child: string | null) => update(() => ({ child })), [update])
  const setPanelOpen = useCallback((panel: boolean) => update(() => ({ panel })), [update])
  const closeDropdowns = useCallback(() => update(() => ({ entry: null, child: null })), [update])

  // Focus moves into a list only after React has un-hidden it.
  useEffect(() => {
    const target = pendingFocus.current
    if (!target) return
    pendingFocus.current = null
    moveFocus(visibleControls(document.getElementById(target.list)), null, target.at)
  }, [openEntry, openChild])

  useEffect(() => {
    if (openEntry === null && !isPanelOpen) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      const openItem = openEntry === null ? null : navRef.current?.querySelector(`[data-entry="${openEntry}"]`)
      if (openItem?.contains(target)) return
      closeDropdowns()
      const isOnMenu = panelRef.current?.contains(target) || toggleRef.current?.contains(target)
      if (isPanelOpen && !isOnMenu) setPanelOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openEntry, isPanelOpen, closeDropdowns, setPanelOpen])

  useEffect(() => {
    if (!isPanelOpen) return
    const unlock = lockPageScroll()
    const largeScreen = window.matchMedia(LARGE_SCREEN)
    const onResize = () => {
      if (largeScreen.matches) setPanelOpen(false)
    }
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      setPanelOpen(false)
      toggleRef.current?.focus()
    }
    largeScreen.addEventListener('change', onResize)
    document.addEventListener('keydown', onEscape)
    return () => {
      unlock()
      largeScreen.removeEventListener('change', onResize)
      document.removeEventListener('keydown', onEscape)
    }
  }, [isPanelOpen, setPanelOpen])

  const listId = (index: number) => `${id}-submenu-${index}`
  const childListId = (index: number, subIndex: number) => `${id}-children-${index}-${subIndex}`

  const toggleEntry = (index: number) => update((state) => ({ entry: state.entry === index ? null : index, child: null }))

  const openEntryAndFocus = (index: number, at: 'first' | 'last') => {
    pendingFocus.current = { list: listId(index), at }
    if (openEntry === index) {
      moveFocus(visibleControls(document.getElementById(listId(index))), null, at)
      pendingFocus.current = null
      return
    }
    setOpenEntry(index)
  }

  const onTopLevelKeyDown = (event: KeyboardEvent<HTMLElement>, index: number, hasSubmenu: boolean) => {
    const topLevel = Array.from(navRef.current?.querySelectorAll<HTMLElement>('[data-top-level]') ?? [])
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowLeft':
        event.preventDefault()
        moveFocus(topLevel, event.currentTarget, event.key === 'ArrowRight' ? 1 : -1)
        return
      case 'ArrowDown':
      case 'ArrowUp':
        if (!hasSubmenu) return
        event.preventDefault()
        openEntryAndFocus(index, event.key === 'ArrowDown' ? 'first' : 'last')
        return
      case 'Escape':
        if (openEntry === index) {
          event.preventDefault()
          closeDropdowns()
        }
        return
    }
  }

  const onDropdownKeyDown = (event: KeyboardEvent<HTMLUListElement>, index: number) => {
    const list = event.currentTarget
    const current = document.activeElement
    const childList = current?.closest<HTMLElement>('[data-child-list]')
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'Home':
      case 'End': {
        event.preventDefault()
        const step = { ArrowDown: 1, ArrowUp: -1, Home: 'first', End: 'last' } as const
        moveFocus(visibleControls(list), current, step[event.key])
        return
      }
      case 'ArrowRight': {
        const childToggle = current?.closest<HTMLElement>('[data-child-toggle]')
        if (!childToggle) return
        event.preventDefault()
        const key = childToggle.dataset.childToggle!
        pendingFocus.current = { list: childToggle.getAttribute('aria-controls')!, at: 'first' }
        if (openChild === key) {
          moveFocus(visibleControls(document.getElementById(pendingFocus.current.list)), null, 'first')
          pendingFocus.current = null
        } else setOpenChild(key)
        return
      }
      case 'ArrowLeft':
      case 'Escape': {
        if (childList) {
          event.preventDefault()
          event.stopPropagation()
          setOpenChild(null)
          list.querySelector<HTMLElement>(`[aria-controls="${childList.id}"]`)?.focus()
          return
        }
        if (event.key === 'Escape') {
          event.preventDefault()
          event.stopPropagation()
          closeDropdowns()
          document.querySelector<HTMLElement>(`[aria-controls="${listId(index)}"]`)?.focus()
        }
        return
      }
    }
  }

  // Tabbing out of an open dropdown closes it.
  const onItemBlur = (event: FocusEvent<HTMLLIElement>, index: number) => {
    if (openEntry !== index) return
    const next = event.relatedTarget as Node | null
    if (next && !event.currentTarget.contains(next)) closeDropdowns()
  }

  return (
    <nav aria-label={t('label')} ref={navRef} className={styles.nav}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.panelToggle}
        aria-expanded={isPanelOpen}
        aria-controls={`${id}-panel`}
        onClick={() => update((state) => ({ entry: null, child: null, panel: !state.panel }))}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
          {isPanelOpen ? (
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          )}
        </svg>
        <span className="phone-hidden-label">{isPanelOpen ? t('close') : t('open')}</span>
      </button>
      {isPanelOpen ? <div className={styles.backdrop} aria-hidden="true" /> : null}

      <div ref={panelRef} id={`${id}-panel`} className={styles.panel} data-open={isPanelOpen} data-testid="main-menu-panel">
        {/* Small screens: a signed-in candidate's dashboard first (large screens have it above the bar). */}
        <p className={styles.panelLead}>
          <DashboardLink href={dashboardHref} className={styles.topLink} />
        </p>
        <ul className={styles.menu}>
          {menu.map((entry, index) => {
            if (entry.submenu.length === 0) {
              return (
                <li key={`${entry.name}-${index}`} className={styles.item}>
                  <MenuItemLink
                    link={entry}
                    className={styles.topLink}
                    data-top-level=""
                    onKeyDown={(event) => onTopLevelKeyDown(event, index, false)}
                  />
                </li>
              )
            }
            const isOpen = openEntry === index
            return (
              <li
                key={`${entry.name}-${index}`}
                className={styles.item}
                data-entry={index}
                data-align={index >= menu.length / 2 ? 'end' : 'start'}
                onBlur={(event) => onItemBlur(event, index)}
              >
                <div className={styles.itemRow}>
                  <MenuItemLink
                    link={entry}
                    className={styles.topLink}
                    data-top-level=""
                    onKeyDown={(event) => onTopLevelKeyDown(event, index, true)}
                  />
                  <button
                    type="button"
                    className={styles.disclosure}
                    aria-expanded={isOpen}
                    aria-controls={listId(index)}
                    aria-label={t('submenu', { name: entry.name })}
                    data-top-level=""
                    onClick={() => toggleEntry(index)}
                    onKeyDown={(event) => onTopLevelKeyDown(event, index, true)}
                  >
                    <Chevron />
                  </button>
                </div>
                <ul id={listId(index)} className={styles.dropdown} hidden={!isOpen} onKeyDown={(event) => onDropdownKeyDown(event, index)}>
                  {entry.submenu.map((sub, subIndex) => {
                    const key = `${index}-${subIndex}`
                    if (sub.children.length === 0) {
                      return (
                        <li key={key}>
                          <MenuItemLink link={sub} className={styles.dropdownLink} />
                        </li>
                      )
                    }
                    const isChildOpen = openChild === key
                    return (
                      <li key={key}>
                        <div className={styles.itemRow}>
                          <MenuItemLink link={sub} className={styles.dropdownLink} />
                          <button
                            type="button"
                            className={styles.disclosure}
                            aria-expanded={isChildOpen}
                            aria-controls={childListId(index, subIndex)}
                            aria-label={t('topics', { name: sub.name })}
                            data-child-toggle={key}
                            onClick={() => update((state) => ({ child: state.child === key ? null : key }))}
                          >
                            <Chevron />
                          </button>
                        </div>
                        <ul id={childListId(index, subIndex)} className={styles.childList} hidden={!isChildOpen} data-child-list="">
                          {sub.children.map((child, childIndex) => (
                            <li key={`${key}-${childIndex}`}>
                              <MenuItemLink link={child} className={styles.childLink} />
                            </li>
                          ))}
                        </ul>
                      </li>
                    )
                  })}
                </ul>
              </li>
            )
          })}
        </ul>
        {footer ? <div className={styles.panelFooter}>{footer}</div> : null}
      </div>
    </nav>
  )
}
