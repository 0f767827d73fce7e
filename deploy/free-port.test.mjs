import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { freePort } from './free-port.mjs'

describe('freePort', () => {
  it('never hands out the same port twice, though each is closed again before the next is asked for', async () => {
    // The browser tests ask for five ports one after another before any server listens; the system,
    // asked five hundred times, offers some port again (a mailbox and the payment simulator once shared one).
    const ports = []
    for (let asked = 0; asked < 500; asked += 1) ports.push(await freePort())
    expect(new Set(ports).size).toBe(ports.length)
  })

  it('hands out a port a server can listen on at once', async () => {
    const port = await freePort()
    const server = net.createServer()
    await new Promise((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', () => resolve(undefined)))
    expect(server.address()).toMatchObject({ port })
    await new Promise((resolve) => server.close(() => resolve(undefined)))
  })
})
