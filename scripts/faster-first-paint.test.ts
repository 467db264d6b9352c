import { describe, expect, it } from 'vitest'
import { withoutModulePreloads } from './faster-first-paint'

describe('withoutModulePreloads', () => {
  it('drops the modulepreload links and keeps everything else', () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/root.css"/>' +
      '<link rel="modulepreload" href="/assets/b.js" crossorigin="anonymous"/></head><body><script type="module">import "/assets/a.js"</script></body>'
    expect(withoutModulePreloads(html)).toBe(
      '<head><link rel="stylesheet" href="/assets/root.css"/></head><body><script type="module">import "/assets/a.js"</script></body>',
    )
  })
})
