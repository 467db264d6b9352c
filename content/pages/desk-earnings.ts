// The words of the desk's Earnings page (issue 44, record 040): what the site earns by landing page
// and by source, over 7, 30 or 90 days or chosen days, and the desk API's refusals of it. Plain
// constants without zod: the desk's pages import them in the browser. {slots} are filled by the code.
export const deskEarningsWords = {
  heading: 'Earnings',
  intro:
    'Visits that landed on the site, counted by the server without cookies, and what the leads of the same days became. A lead counts on the day it came in.',
  ranges: 'Days',
  lastDays: 'Last {n} days',
  chosen: 'Chosen days',
  from: 'From',
  to: 'To',
  show: 'Show',
  span: '{from} to {to}',
  byPage: 'By landing page',
  bySource: 'By source',
  columns: {
    page: 'Landing page',
    source: 'Source',
    entries: 'Entries',
    requests: 'Requests',
    visits: 'Visits booked',
    quotes: 'Quotes sent',
    won: 'Won',
    wonDollars: 'Won dollars',
    per100: 'Requests per 100 entries',
  },
  total: 'All',
  unknownPage: 'Unknown landing page',
  noRows: 'Nothing in these days yet.',
  csv: 'Download these tables (CSV)',
  /** Sorted by won dollars, then requests, then entries. */
  sorted: 'Sorted by won dollars, then requests.',
  /** The CSV's first column: which table a row is from. */
  csvTables: { page: 'landing page', source: 'source', total: 'all' },
  refusals: {
    ownerOnly: 'Only an owner can see the earnings.',
    range: 'Choose 7, 30 or 90 days, or two dates (from before to) no more than 366 days apart.',
  },
  /** The Monday digest's line about last week: {entries}, {requests}, {won}, {page}. */
  digestLine: 'Last week: {entries} entries, {requests} requests, {won} won; best page {page}.',
  digestNoPage: 'Last week: {entries} entries, {requests} requests, {won} won.',
} as const
