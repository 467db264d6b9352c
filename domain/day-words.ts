// A calendar day in words, "Tuesday, December 1, 2026", without the business's hours: the desk's job
// section reads it in the browser, and visit-plan.ts would bring the business content (and zod) along.
const parts = (day: string) => day.split('-').map(Number) as [number, number, number]

/** "Thursday, November 26, 2026" */
export function visitDateWords(day: string): string {
  const [y, m, d] = parts(day)
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  )
}
