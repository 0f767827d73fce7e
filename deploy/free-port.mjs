import net from 'node:net'

/** The ports this process has handed out already: the system may offer the same one again once it is closed. */
const handedOut = new Set()

/**
 * A TCP port on loopback that nothing listens on right now, chosen by the system, and never one this
 * process has handed out before: several servers started one after another (the cluster's, the browser
 * tests' helpers) each get their own, even if none of them is listening yet when the next is asked for.
 * @returns {Promise<number>}
 */
export async function freePort() {
  for (;;) {
    const port = await new Promise((resolve, reject) => {
      const server = net.createServer()
      server.unref()
      server.once('error', reject)
      server.listen(0, '127.0.0.1', () => {
        const address = server.address()
        server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
      })
    })
    if (!handedOut.has(port)) {
      handedOut.add(port)
      return port
    }
  }
}
