// Prints the day a pull request's preview build publishes as of (domain/articles/published.ts,
// previewDate): today, or the date of the last scheduled article when that is later. The content
// workflow sets BUILD_DATE to it.
import { previewDate } from '#domain/articles/published'

console.log(previewDate())
