// A lead's reference as the visitor and the owner read it: "ST-1042" for lead 42. The number is the
// lead's id, offset so that every reference has at least four digits.
export const leadReference = (id: number): string => `ST-${1000 + id}`

/** The lead id of a reference ("ST-1042", "st 1042", "1042"), or undefined. */
export function leadIdOf(reference: string): number | undefined {
  const match = /^\s*(?:st[\s-]*)?(\d{4,})\s*$/i.exec(reference)
  const id = match ? Number(match[1]) - 1000 : NaN
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}
