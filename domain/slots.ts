// The one way a {slot} of copy is filled: each {name} by its value, an unknown one an error (a
// sentence must never reach a reader with a brace in it). Free of content/ and zod, so the desk's
// browser code can load it; fillTokens (tokens.ts) adds the business's facts on top.
export type Slots = Readonly<Record<string, string | number>>

export function fillSlots(text: string, slots: Slots): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(slots, name)) throw new Error(`Unknown slot ${whole} in "${text.slice(0, 60)}"`)
    return String(slots[name])
  })
}
