// Years of experience, the one place the figure is computed: a claim must stay true as time
// passes, so it is the largest multiple of 5 not above the true count ("10+" from 2024 to 2028).
export function yearsOfExperience(founded: number, today: Date = new Date()): string {
  const years = today.getUTCFullYear() - founded
  if (years < 5) return `${Math.max(years, 1)}`
  return `${years - (years % 5)}+`
}
