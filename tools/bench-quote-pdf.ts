// `npm run bench:quote-pdf`: the quote PDF at its largest (issue 42): 3 options of 40 lines each
// (the draft's limits), 10 add-ons and 6 photos of 1,600 × 1,200 px (what intake stores), as the
// signed copy with its acceptance record. 3 warm-ups, then 20 timed: median, 95th percentile and
// the size. Then 200 more in a row, and this process's memory after them (after a collection) next
// to before: a leak shows as growth. Budgets (docs/performance.md): 300 ms and 2 MB a PDF.
import { loadavg } from 'node:os'
import { quotePdf } from '../server/quotes/quote-pdf'
import { sampleAcceptance, sampleEvents, sampleSnapshot } from '../tests/helpers/sample-quote'
import { readPdf } from '../tests/helpers/pdf-reader'
import { photoWithGps } from '../tests/helpers/test-images'

const timed = Number(process.env.BENCH_QUOTE_PDF_RUNS ?? 20)
const many = Number(process.env.BENCH_QUOTE_PDF_MANY ?? 200)
const budget = { ms: 300, bytes: 2 * 1024 * 1024 }

const colors = ['#a0704a', '#5070a0', '#70a050', '#888888', '#c0a070', '#406080']
const photos = await Promise.all(
  colors.map(async (color, i) => ({ position: i + 1, data: await photoWithGps(1600, 1200, color), contentType: 'image/jpeg' })),
)
const snapshot = sampleSnapshot({ options: 3, lines: 40, addOns: 10, photos: 6 })
const signed = { acceptance: sampleAcceptance(snapshot, 2, [0, 3, 9]), events: sampleEvents }
const make = () => quotePdf(snapshot, signed, photos)

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
const memory = () => {
  globalThis.gc?.()
  const m = process.memoryUsage()
  return { rss: m.rss, heap: m.heapUsed, external: m.external + m.arrayBuffers }
}

for (let i = 0; i < 3; i++) await make()
const times: number[] = []
let size = 0
// CPU time as well as the clock's: on a shared, loaded machine the wall time is mostly waiting.
const cpuFrom = process.cpuUsage()
for (let i = 0; i < timed; i++) {
  const started = performance.now()
  size = (await make()).length
  times.push(performance.now() - started)
}
const cpu = process.cpuUsage(cpuFrom)
const cpuMs = (cpu.user + cpu.system) / 1000 / timed
times.sort((a, b) => a - b)
const median = times[Math.floor(times.length / 2)]
const p95 = times[Math.min(times.length - 1, Math.ceil(0.95 * times.length) - 1)]
const pages = (await readPdf(await make())).pages.length
// The same PDF without its photos: how much of the time is the six thumbnails (sharp).
const bare: number[] = []
for (let i = 0; i < 5; i++) {
  const at = performance.now()
  await quotePdf(snapshot, signed)
  bare.push(performance.now() - at)
}
bare.sort((a, b) => a - b)

const before = memory()
const started = performance.now()
for (let i = 0; i < many; i++) await make()
const seconds = (performance.now() - started) / 1000
const after = memory()

console.log(`quote PDF, 3 options × 40 lines, 10 add-ons, 6 photos, signed (${pages} pages)`)
console.log(
  `  time: median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, worst ${times.at(-1)?.toFixed(0)} ms (budget ${budget.ms} ms)`,
)
console.log(`  CPU time: ${cpuMs.toFixed(0)} ms a PDF (all threads, sharp's included)`)
console.log(`  without the photos: median ${bare[2].toFixed(0)} ms`)
console.log(`  size: ${(size / 1024).toFixed(0)} KB (budget ${mb(budget.bytes)})`)
console.log(
  `  ${many} more in ${seconds.toFixed(1)} s; memory before → after: RSS ${mb(before.rss)} → ${mb(after.rss)}, heap ${mb(before.heap)} → ${mb(after.heap)}, buffers ${mb(before.external)} → ${mb(after.external)}`,
)
console.log(
  `  load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')} on this 2-core machine`,
)
const over = [median > budget.ms && 'time', size > budget.bytes && 'size'].filter(Boolean)
if (over.length) {
  console.log(`over budget: ${over.join(', ')}`)
  process.exitCode = 1
}
