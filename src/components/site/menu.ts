import type { Navigation } from '@/payload-types'
import { routes } from '@/lib/links'

/** Where an entry leads: a paid entry (NCERT included, per the spec) goes to /coming-soon, never to its link. */
export const COMING_SOON_PATH = routes.comingSoon.href()

export type MenuLink = { name: string; href: string; isPaid: boolean }
export type MenuSubEntry = MenuLink & { children: MenuLink[] }
export type MenuEntry = MenuLink & { submenu: MenuSubEntry[] }

type EntryData = { name: string; link: string; isPaid?: boolean | null }

export const menuHref = (entry: EntryData): string => (entry.isPaid ? COMING_SOON_PATH : entry.link)

const toLink = (entry: EntryData): MenuLink => ({ name: entry.name, href: menuHref(entry), isPaid: Boolean(entry.isPaid) })

/** The navigation global as the header renders it, with every paid link already sent to /coming-soon. */
export function toMenu(navigation: Pick<Navigation, 'items'>): MenuEntry[] {
  return (navigation.items ?? []).map((item) => ({
    ...toLink(item),
    submenu: (item.submenu ?? []).map((sub) => ({ ...toLink(sub), children: (sub.children ?? []).map(toLink) })),
  }))
}
