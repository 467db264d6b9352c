import { writeFileSync } from 'node:fs'
import { quotePdf } from './server/quotes/quote-pdf'
import { sampleSnapshot, sampleAcceptance, sampleEvents } from './tests/fixtures/sample-quote'
import { photoWithGps } from './tests/helpers/test-images'
const photos = await Promise.all([1,2,3,4,5,6].map(async (position, i) => ({ position, data: await photoWithGps(1600, 1200, ['#a0704a','#5070a0','#70a050','#888888','#c0a070','#406080'][i]), contentType: 'image/jpeg' })))
const s = sampleSnapshot({ options: 3, lines: 12, addOns: 2, photos: 6, taxBasisPoints: 0 })
let t = Date.now()
const a = await quotePdf(s, undefined, photos)
console.log('quote', a.length, Date.now() - t)
writeFileSync('/tmp/q.pdf', a)
t = Date.now()
const b = await quotePdf(s, { acceptance: sampleAcceptance(s), events: sampleEvents }, photos)
console.log('signed', b.length, Date.now() - t)
writeFileSync('/tmp/s.pdf', b)
