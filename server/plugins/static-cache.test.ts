import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { tempDir } from '../../tests/helpers/databases'
import { staticCache } from './static-cache'

describe('staticCache', () => {
  it('answers from memory with the encoding asked for, a validator, and 304 when it matches', async () => {
    const root = tempDir('static-')
    const text = 'console.log("tile")\n'.repeat(50)
    writeFileSync(join(root, 'app.js'), text)
    writeFileSync(join(root, 'app.js.br'), brotliCompressSync(text))
    writeFileSync(join(root, 'app.js.gz'), gzipSync(text))
    const cache = staticCache(root, () => 'public, max-age=60')
    const app = Fastify()
    app.get('/app.js', (request, reply) => (cache.send(request, reply, 'app.js') ? reply : reply.code(500).send()))
    const get = (headers: Record<string, string> = {}) => app.inject({ url: '/app.js', headers })

    expect(cache.has('app.js')).toBe(false)
    const plain = await get()
    expect(cache.has('app.js')).toBe(true)
    expect(plain.body).toBe(text)
    expect(plain.headers).toMatchObject({
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=60',
      vary: 'accept-encoding',
    })
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.rawPayload.equals(brotliCompressSync(text))).toBe(true)
    expect((await get({ 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip')
    const again = await get({ 'if-none-match': String(plain.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    await app.close()
  })
})
