import { type ComponentType, use } from 'react'

/**
 * A client component whose code the browser loads only when it is needed (issue 17's budget), and
 * which never makes the page move:
 * - the server renders it in place from `onServer`, the module required directly (at the call site:
 *   `typeof window === 'undefined' ? require('./x.client').X : null`; `typeof window` is decided at
 *   build time, so the browser's bundle has no trace of that branch);
 * - in the browser, `load()` fetches it (call it as soon as it will be needed, e.g. with the request
 *   whose answer shows it); once it is in, it renders at once; before that it suspends, and a page
 *   being hydrated keeps the server's markup until it arrives.
 *
 * No Suspense boundary is wrapped around it, on purpose: React 19 sends a finished boundary of more
 * than 500 bytes that comes late in a page as a separate piece, revealed by a script a moment later
 * (`progressiveChunkSize`), and the page shifts when it is (a layout shift of 0.42 on the Question of
 * the Day, measured; ADR 034).
 */
export function onDemand<P extends object>(
  onServer: ComponentType<P> | null,
  importer: () => Promise<ComponentType<P>>,
): { Component: ComponentType<P>; load: () => Promise<ComponentType<P>> } {
  let loaded = onServer
  let loading: Promise<ComponentType<P>> | null = null
  const load = () =>
    (loading ??= importer().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // Fetched again the next time it is needed (the network may be back).
        loading = null
        throw error
      },
    ))
  function OnDemand(props: P) {
    const Component = loaded ?? use(load())
    return <Component {...props} />
  }
  return { Component: OnDemand, load }
}
