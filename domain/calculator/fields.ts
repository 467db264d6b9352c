// The calculator's number fields: one reader with the form's limits and a message for each way a
// value can be wrong. The same reader checks typed values and values from the address, in plain
// TypeScript (zod stays out of the browser bundle).

export type NumberRule = {
  /** how the message names the value: "a length", "a price" */
  noun: string
  unit: 'ft' | 'sq ft' | '$'
  max: number
  /** optional fields may be left empty; they then have no value */
  optional?: boolean
}

export type Checked = { value: number | null; error?: string }

export const maxRectangles = 6

export const rules = {
  length: { noun: 'a length', unit: 'ft', max: 200 },
  width: { noun: 'a width', unit: 'ft', max: 200 },
  price: { noun: 'a price per square foot', unit: '$', max: 500 },
  boxCoverage: { noun: 'the square feet per box', unit: 'sq ft', max: 100, optional: true },
  boxPrice: { noun: 'a price per box', unit: '$', max: 5000, optional: true },
} as const satisfies Record<string, NumberRule>

const amount = (n: number, unit: NumberRule['unit']) =>
  unit === '$' ? `$${n.toLocaleString('en-US')}` : `${n.toLocaleString('en-US')} ${unit}`

/** A number within (0, max], or the sentence that says what to type instead. */
export function checkNumber(raw: string, rule: NumberRule): Checked {
  const text = raw.trim()
  if (text === '') return rule.optional ? { value: null } : { value: null, error: `Enter ${rule.noun}.` }
  const n = Number(text)
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) || !Number.isFinite(n)) {
    return { value: null, error: `Enter ${rule.noun} as a number, like ${rule.unit === '$' ? '8.50' : '12.5'}.` }
  }
  if (n <= 0) return { value: null, error: `Enter ${rule.noun} greater than 0.` }
  if (n > rule.max) {
    const call = rule.unit === 'ft' ? ' For a larger space, call us for a quote.' : ''
    return { value: null, error: `Enter at most ${amount(rule.max, rule.unit)}.${call}` }
  }
  return { value: n }
}
