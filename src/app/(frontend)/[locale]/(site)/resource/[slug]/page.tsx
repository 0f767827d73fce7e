import { TopicView, type TopicPageProps } from './topic-view'

export { generateTopicMetadata as generateMetadata } from './topic-view'

/** Rendered on first request, then cached: the visitor's page (ADR 010). */
export function generateStaticParams() {
  return []
}

export default function TopicPage({ params }: TopicPageProps) {
  return <TopicView params={params} viewer="visitor" />
}
