// Browsers, feed readers and crawlers ask for /favicon.ico whatever the page links: the built
// site has a real icon file there, and the server answers it.
import { siteSettings } from '#config/site'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readIco } from '../../scripts/ico'
import { buildApp } from '../../server/app'
import { requireBuild } from '../helpers/built-site'

const dist = siteSettings().distDir
let app: Awaited<ReturnType<typeof buildApp>>

beforeAll(async () => {
  requireBuild(dist)
  app = await buildApp({ distDir: dist })
})
afterAll(() => app?.close())

describe('/favicon.ico', () => {
  it('is a real icon file of the star mark at 16, 32 and 48 pixels', () => {
    const images = readIco(readFileSync(path.join(dist, 'favicon.ico')))
    expect(images).toEqual([16, 32, 48].map((size) => ({ size, isPng: true })))
  })

  it('answers 200 with an icon type from the server', async () => {
    const res = await app.inject('/favicon.ico')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]))
  })
})
