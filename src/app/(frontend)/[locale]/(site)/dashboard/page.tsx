import type { Metadata } from 'next'

import { requireUser } from '@/server/request-user.server'
import { dashboardPath, readTopicParam } from '@/features/dashboard/bookmark-filter'
import { DashboardView } from '@/features/dashboard/components/dashboard-view'
import { loadDashboard } from '@/features/dashboard/load-dashboard.server'
import { getTranslator } from '@/i18n/translator'
import { type LocaleParams, pageLocale } from '@/i18n/locale'
import { getPayloadClient } from '@/server/payload.server'

// The candidate's own page, read per request; signed-out visitors are sent to sign in (ADR 010).
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  return { title: getTranslator(await pageLocale(params), 'dashboard')('title'), robots: { index: false } }
}

type DashboardPageProps = { params: LocaleParams; searchParams: Promise<Record<string, string | string[] | undefined>> }

export default async function DashboardPage({ params, searchParams }: DashboardPageProps) {
  const locale = await pageLocale(params)
  const topic = readTopicParam((await searchParams).topic)
  const user = await requireUser(dashboardPath(topic, locale))
  const view = await loadDashboard(await getPayloadClient(), user, locale, { topic })
  return <DashboardView view={view} />
}
