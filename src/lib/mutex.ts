/**
 * A first-in, first-out async lock. `acquire` resolves with a release function once every earlier
 * holder has released, or rejects after `timeoutMs` so a stuck holder surfaces as an error instead
 * of a hang.
 */
export type Release = () => void

export type Mutex = {
  acquire: (timeoutMs: number) => Promise<Release>
  /** Holders plus waiters, for diagnostics and tests. */
  readonly pending: number
}

export class LockTimeoutError extends Error {
  override name = 'LockTimeoutError'
}

export function createMutex(): Mutex {
  let tail: Promise<void> = Promise.resolve()
  let pending = 0

  return {
    get pending() {
      return pending
    },
    acquire(timeoutMs) {
      pending += 1
      let releaseTurn!: () => void
      const turn = new Promise<void>((resolve) => {
        releaseTurn = resolve
      })
      const previous = tail
      tail = previous.then(() => turn)

      let released = false
      const release: Release = () => {
        if (released) return
        released = true
        pending -= 1
        releaseTurn()
      }

      return new Promise<Release>((resolve, reject) => {
        const timer = setTimeout(() => {
          // Give the turn away as soon as it arrives, so later waiters are not blocked by us.
          void previous.then(release)
          reject(new LockTimeoutError(`Waited more than ${timeoutMs} ms for the lock`))
        }, timeoutMs)
        void previous.then(() => {
          clearTimeout(timer)
          resolve(release)
        })
      })
    },
  }
}
