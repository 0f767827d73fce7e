import { TopicView, type TopicPageProps } from '../../../resource/[slug]/topic-view'

export { generateTopicMetadata as generateMetadata } from '../../../resource/[slug]/topic-view'

// A topic page for a reader with a session: paid notes open for the enrolled (ADR 008, ADR 010).
export const dynamic = 'force-dynamic'

export default function SignedInTopicPage({ params }: TopicPageProps) {
  return <TopicView params={params} viewer="signed-in" />
}
