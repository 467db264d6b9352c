// Money as integer cents, end to end (issue 42): a price is typed in dollars, parsed here once into
// cents, added and multiplied as whole numbers, and formatted back here once. No float ever holds
// money; a percentage is whole basis points (1250 is 12.5 %), applied with rounding half up.

/** The largest amount anything in a quote may reach: $10,000,000.00, far below a safe integer. */
export const maxCents = 1_000_000_000

export const isCents = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= maxCents

/** "1,250.5", "$1250.50", "1250" → cents; null for anything else (negative, three decimals, text, too large). */
export function parseDollars(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '')
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(cleaned)
  if (!match) return null
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return isCents(cents) ? cents : null
}

const grouped = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** 125050 → "$1,250.50" (always two decimals: a quote is exact to the cent). */
export const formatCents = (cents: number) => `${cents < 0 ? '-' : ''}$${grouped.format(Math.abs(cents) / 100)}`

/** 125050 → "1250.50": dollars for a spreadsheet's cell (no sign, symbol or grouping), exact to the cent. */
export const plainDollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/** The difference from a base price: "+$1,250.00", "-$300.00", or "Same price". */
export const formatDifference = (cents: number, same = 'Same price') =>
  cents === 0 ? same : `${cents > 0 ? '+' : '-'}${formatCents(Math.abs(cents))}`

/** `cents` × `basisPoints` / 10,000, rounded half up, in whole numbers only. */
export const percentOf = (cents: number, basisPoints: number) => Math.floor((cents * basisPoints + 5000) / 10_000)

/** 1250 → "12.5%". */
export const formatBasisPoints = (basisPoints: number) => `${(basisPoints / 100).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`
