// What a social platform, a feed reader and a browser's icon loader fetch from the built site.
import { expect, test } from '@playwright/test'
import { indexableRoutes } from '../helpers/routes'

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test("every route's share image is its own 1200 x 630 PNG, cached for a long time", async ({ request }) => {
  const seen = new Set<string>()
  for (const route of indexableRoutes) {
    const html = await (await request.get(route)).text()
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
    const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1]
    expect(og, route).toMatch(/^https:\/\/www\.startile\.example\/og\/.+\.png$/)
    expect(twitter, route).toBe(og)
    expect(html, route).toContain('<meta property="og:image:width" content="1200"/>')
    expect(html, route).toContain('<meta property="og:image:height" content="630"/>')
    expect(html, route).toMatch(/<meta property="og:image:alt" content="[^"]{10,}"/)
    expect(seen.has(og!), `${route} shares its image`).toBe(false)
    seen.add(og!)
    const res = await request.get(new URL(og!).pathname)
    expect(res.status(), og).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
    expect(res.headers()['cache-control']).toMatch(/max-age=(\d{7,})/)
    expect(pngSize(await res.body())).toEqual({ width: 1200, height: 630 })
  }
})

test('the RSS feed is well-formed RSS 2.0 with the nine articles, and the blog pages link it', async ({ page, request }) => {
  const res = await request.get('/blog/rss.xml')
  expect(res.status()).toBe(200)
  const xml = await res.text()
  await page.goto('/blog')
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml')
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'application/xml')
    const text = (el: Element | null, tag: string) => el?.getElementsByTagName(tag)[0]?.textContent ?? ''
    const channel = doc.querySelector('rss > channel')
    return {
      error: doc.getElementsByTagName('parsererror').length > 0,
      version: doc.documentElement.getAttribute('version'),
      channel: { title: text(channel, 'title'), link: text(channel, 'link'), description: text(channel, 'description') },
      items: [...doc.querySelectorAll('rss > channel > item')].map((item) => ({
        title: text(item, 'title'),
        link: text(item, 'link'),
        guid: text(item, 'guid'),
        pubDate: text(item, 'pubDate'),
        description: text(item, 'description'),
      })),
    }
  }, xml)
  expect(feed.error).toBe(false)
  expect(feed.version).toBe('2.0')
  expect(feed.channel.title).toBe('Star Tile Blog')
  expect(feed.channel.link).toBe('https://www.startile.example/blog')
  expect(feed.channel.description.length).toBeGreaterThan(20)
  expect(feed.items).toHaveLength(9)
  for (const item of feed.items) {
    expect(item.title.length).toBeGreaterThan(10)
    expect(item.link).toMatch(/^https:\/\/www\.startile\.example\/blog\/[a-z0-9-]+$/)
    expect(item.guid).toBe(item.link)
    expect(item.pubDate).toMatch(
      /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/,
    )
    expect(item.description.length).toBeGreaterThan(20)
  }
  expect(feed.items[0].link).toBe('https://www.startile.example/blog/best-tile-materials-portland-climate')
})

test('the favicon set and the web manifest come from one mark', async ({ request, page }) => {
  await page.goto('/')
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = await (await request.get(manifestHref!)).json()
  expect(manifest.name).toContain('Star Tile')
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const [w, h] = icon.sizes.split('x').map(Number)
    expect(pngSize(await (await request.get(icon.src)).body())).toEqual({ width: w, height: h })
  }
  for (const href of ['/favicon.svg', '/favicon-32x32.png', '/apple-touch-icon.png', '/logo.png']) {
    expect((await request.get(href)).status(), href).toBe(200)
  }
})
