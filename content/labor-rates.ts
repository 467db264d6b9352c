// The owner's installation labor rates per job type, per square foot of tile, and the smallest job
// they take on. The calculator turns them into a rough range (never a quote). Sample values, in
// line with the articles' planning figures, until the owner supplies their own.
import { parseContent } from './parse'
import { laborRatesSchema } from './schemas'

export const laborRates = parseContent('content/labor-rates.ts', laborRatesSchema, [
  { id: 'floor', name: 'Floor', project: 'Flooring', lowPerSqFt: 5, highPerSqFt: 10, minimum: 500 },
  { id: 'backsplash', name: 'Kitchen backsplash', project: 'Kitchen Backsplash', lowPerSqFt: 15, highPerSqFt: 30, minimum: 600 },
  { id: 'shower', name: 'Shower or tub walls', project: 'Bathroom & Shower', lowPerSqFt: 12, highPerSqFt: 25, minimum: 900 },
])
