import { menuHref, type MenuLink } from '@/components/site/menu'
import { hasGurmukhi } from '@/i18n/proper-nouns'
import { getTranslator } from '@/i18n/translator'
import type { Locale } from '@/i18n/locale'
import type { Navigation } from '@/payload-types'
import { PYQ_PATH, routes } from '@/lib/links'

/**
 * The Resources index (/resources) is built from the menu staff edit (Site > Navigation): its
 * Resources entry names the groups, the two stage groups (linked `/resources#gs-pcs-prelims` and
 * `#gs-pcs-mains`) list the topics, and every other entry keeps its menu behaviour (paid → /coming-soon).
 */

export type TopicStage = 'prelims' | 'mains'
export const topicStages: readonly TopicStage[] = ['prelims', 'mains']

/** The anchor of a stage's group on /resources, as the menu links to it. */
export const stageAnchor = (stage: TopicStage) => `gs-pcs-${stage}`

const fallbackStageNames: Record<TopicStage, string> = { prelims: 'GS PCS Prelims', mains: 'GS PCS Mains' }

/** The stage a menu link points at (`/resources#gs-pcs-mains` → mains), or null for any other link. */
export function stageOfLink(link: string): TopicStage | null {
  const match = /#gs-pcs-(prelims|mains)$/.exec(link)
  return match ? (match[1] as TopicStage) : null
}

export type ResourceGroups = {
  /** The menu's name for the whole section ("Resources"). */
  title: string
  /** The two topic groups, in menu order, each with the menu's name for it. */
  stages: { stage: TopicStage; name: string }[]
  /** The other resources (NCERT, Punjab GK, CSAT, answer copies, syllabus, PYQ), with their menu links. */
  others: MenuLink[]
}

type NavEntry = { name: string; link: string; isPaid?: boolean | null }

const toLink = (entry: NavEntry): MenuLink => ({ name: entry.name, href: menuHref(entry), isPaid: Boolean(entry.isPaid) })

export function resourceGroups(navigation: Pick<Navigation, 'items'>): ResourceGroups {
  const items = navigation.items ?? []
  const resources =
    items.find((item) => item.link === routes.resources.href()) ??
    items.find((item) => item.submenu?.some((entry) => stageOfLink(entry.link)))
  const submenu = resources?.submenu ?? []

  const stages: ResourceGroups['stages'] = []
  const others: MenuLink[] = []
  for (const entry of submenu) {
    const stage = stageOfLink(entry.link)
    if (stage && !stages.some((group) => group.stage === stage)) stages.push({ stage, name: entry.name })
    else if (!stage) others.push(toLink(entry))
  }
  // A stage group staff removed from the menu still lists its topics: every topic page stays reachable.
  for (const stage of topicStages)
    if (!stages.some((group) => group.stage === stage)) stages.push({ stage, name: fallbackStageNames[stage] })

  // Past papers sit in the main menu, not under Resources, but belong with the study material.
  const pyq = items.find((item) => item.link === PYQ_PATH)
  if (pyq && !others.some((entry) => entry.href === pyq.link)) others.push(toLink(pyq))

  return { title: resources?.name ?? 'Resources', stages, others }
}

/**
 * The menu's name for a stage ("GS PCS Prelims") on a page in `locale`: where the menu has no Punjabi
 * for it, the catalogue's, so a Punjabi page's headings read in Punjabi whatever staff have translated.
 */
export function stageName(groups: Pick<ResourceGroups, 'stages'>, stage: TopicStage, locale: Locale = 'en'): string {
  const name = groups.stages.find((group) => group.stage === stage)?.name ?? fallbackStageNames[stage]
  return locale === 'pa' && !hasGurmukhi(name) ? getTranslator(locale, 'resources')(`stages.${stage}`) : name
}

/** The menu's name for the whole section ("Resources") on a page in `locale`, the same way. */
export const sectionTitle = (groups: Pick<ResourceGroups, 'title'>, locale: Locale = 'en') =>
  locale === 'pa' && !hasGurmukhi(groups.title) ? getTranslator(locale, 'resources')('index.title') : groups.title

/** The first `max` characters of a text, cut at a word and marked with an ellipsis when shortened. */
export function excerpt(text: string, max = 180): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max)
  const atWord = cut.slice(0, cut.lastIndexOf(' ') > max * 0.6 ? cut.lastIndexOf(' ') : max)
  return `${atWord.replace(/[\s,;:.\-–]+$/, '')}…`
}
