// The quote form's optional "Year the home was built": its label, hint and refusal. Apart from the
// job's words (content/job-words.ts), which only the desk needs: the public forms load these.
export const yearBuiltWords = {
  label: 'Year the home was built (optional)',
  hint: 'A guess is fine, such as 1962. Homes built before 1978 or 2004 need a few extra checks before work starts.',
  /** Text, a year before 1700 or after next year: {next} is next year. */
  invalid: 'Please enter the year as four digits, from 1700 to {next}, or leave it empty.',
} as const
