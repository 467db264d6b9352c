// The business facts: the one place the name, phone, address and licence are typed.
// Sample values until the owner supplies real ones; the README says how to change them.
import { parseContent } from './parse'
import { businessSchema } from './schemas'

export const business = parseContent('content/business.ts', businessSchema, {
  name: 'Star Tile',
  legalName: 'Star Tile LLC',
  tagline: 'Tile installation in Gresham and the Portland metro area',
  blurb:
    'Family-owned tile installers based in Gresham since 2014. Kitchens, bathrooms, floors and custom tile work across the Portland metro area, done carefully and cleaned up after.',
  phone: { display: '(503) 555-0142', e164: '+15035550142' },
  email: 'hello@startile.example',
  address: { street: '1450 NE Main Ave', city: 'Gresham', region: 'OR', postalCode: '97030', country: 'US' },
  geo: { latitude: 45.50013, longitude: -122.43018 },
  licence: { board: 'Oregon CCB', number: '123456', boardUrl: 'https://www.oregon.gov/ccb' },
  // The review link of the business's Google Business Profile (Ask for reviews > Share review form).
  reviewUrl: 'https://g.page/r/startile.example/review',
  founded: 2014,
  hours: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], label: 'Monday – Friday', opens: '07:00', closes: '18:00' },
    { days: ['Saturday'], label: 'Saturday', opens: '08:00', closes: '16:00' },
    { days: ['Sunday'], label: 'Sunday' },
  ],
  social: [
    { network: 'Facebook', url: 'https://www.facebook.com/startile.example' },
    { network: 'Instagram', url: 'https://www.instagram.com/startile.example' },
  ],
  serviceRadiusMiles: 30,
  serviceRegion: 'Portland Metro Area, Oregon, USA',
  // When the estimator can come to a home. The quote form offers each on every day the business is
  // open for the whole window (domain/visit-windows.ts): never a closed day, never past closing.
  visitWindows: [
    { id: 'morning', label: 'Morning', from: '08:00', to: '12:00' },
    { id: 'afternoon', label: 'Afternoon', from: '12:00', to: '17:00' },
  ],
  photoRetentionDays: 180,
  replyHours: 24,
  // Portland's time zone; the acknowledgement names the day and hour of the reply from these.
  replyPromise: { timeZone: 'America/Los_Angeles', sameDayBefore: '14:00', nextDayBy: '12:00' },
  // The owner's digest of what needs an answer, on each open day (domain/morning-digest.ts).
  morningDigest: { at: '07:00', quoteWaitDays: 5 },
  // The booked visit: the customer's reminder the day before at 9 AM, and the arrival window a
  // visit's time opens (9:30 means "between 9:30 and 10:30 AM").
  visits: { reminderAt: '09:00', arrivalMinutes: 60 },
  priceRange: '$$',
})
