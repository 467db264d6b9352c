// The words of the job after a signed quote (issue 43, record 039): the desk's flags for the year the
// home was built (the quote form's field is content/year-built-words.ts), the desk's "Job" section (the lien notice,
// the records, the start date and its refusals), the customer's e-mail of the start date, and why a
// privacy deletion keeps a contract. Plain constants without zod: the form and the desk's islands
// import them in the browser. {slots} are filled by the code. Never a law's text: the notices'
// official texts are content/legal/notices.ts, pasted by the operator.
export const yearFlags = {
  leadSafe: 'Lead-safe (RRP) rules apply',
  asbestos: 'Asbestos survey before renovation',
  unknown: 'Ask the year at the visit',
} as const

export const jobWords = {
  heading: 'Job',
  year: {
    label: 'Year built',
    unknown: 'Unknown',
    save: 'Save year',
    saved: 'Year saved.',
    clear: 'Leave empty if unknown.',
  },
  noContract: 'No accepted quote yet: the job steps start once the customer accepts a quote.',
  contractDay: 'Quote accepted on {date}.',
  noticesMissing:
    'A contract cannot be produced online yet: the required Oregon notices have not been pasted from their official sources (see docs/leads.md, “The Oregon notices”).',
  lien: {
    heading: 'Lien notice on paper',
    intro:
      'The Information Notice to Owner about Construction Liens goes to the customer on paper: in person with a signed copy, or by mail with proof. Not by e-mail.',
    print: 'Print the lien notice',
    missingText:
      'The notice’s official text must be obtained from the Oregon Construction Contractors Board (oregon.gov/ccb) and printed from there until it is added to the site.',
    recorded: 'Delivered on {date}: {method}.',
  },
  renovateRight: {
    heading: 'Renovate Right pamphlet (home built before 1978)',
    intro:
      'Record the customer’s signed acknowledgment of the EPA’s Renovate Right pamphlet, or its certificate of mailing at least 7 days before the start.',
    recorded: 'Recorded on {date}: {method}.',
  },
  asbestos: {
    heading: 'Asbestos survey (home built before 2004)',
    intro: 'Record the survey by an accredited inspector before renovation.',
    recorded: 'Survey on {date} by {inspector}.',
  },
  startSooner: {
    heading: 'Customer’s written wish to start sooner',
    intro:
      'Where the customer asked in writing to start before the next-business-day cancellation period ends, record when and how. This is a record, not legal advice; it does not shorten the three business days after an in-home visit.',
    recorded: 'Recorded on {date}: {method}.',
  },
  methods: {
    'in-person-signed-copy': 'in person, with a signed copy',
    'certified-mail': 'certified mail',
    'registered-mail': 'registered mail',
    'first-class-certificate-of-mailing': 'first class, with a certificate of mailing',
    'signed-acknowledgment': 'signed acknowledgment',
    'certificate-of-mailing': 'certificate of mailing (7 days before the start)',
    'survey-done': 'survey done',
    'e-mail': 'by e-mail',
    'signed-paper': 'on signed paper',
  } as Readonly<Record<string, string>>,
  fields: { date: 'Date', method: 'How', inspector: 'Inspector’s name', note: 'Note (optional)', record: 'Record' },
  start: {
    heading: 'Start date',
    windows: 'The customer may cancel through {date}.',
    threeDays: 'After the in-home visit, the three business days end on {date}.',
    earliest: 'Earliest start: {date}.',
    label: 'Start on',
    set: 'Set start date',
    current: 'The job starts on {date}. The customer has it by e-mail with a calendar file.',
  },
  refusals: {
    ownerOnly: 'Only an owner can record these steps or set the start date.',
    noContract: 'This lead has no accepted quote: a start date can be set only after the customer accepts one.',
    lien: 'Record the lien notice’s delivery on paper before setting a start date.',
    renovateRight: 'The home was built before 1978: record the Renovate Right acknowledgment before setting a start date.',
    asbestos: 'The home was built before 2004: record the asbestos survey before setting a start date.',
    yearUnknown: 'The year the home was built is unknown: set it first (homes before 1978 and 2004 need checks before the start).',
    tooEarly: 'That day is inside the customer’s cancellation period: the earliest start is {date}.',
    holidays: 'The holidays of {year} are not listed in content/business-calendar.ts yet: add them before counting business days that far.',
    method: 'Choose how it was done from the list.',
    inspector: 'Enter the inspector’s name.',
    futureDate: 'A record’s date cannot be after today.',
    year: 'Enter the year as four digits, from 1700 to next year, or leave it empty.',
    startSoonerLate: 'The wish to start sooner can be recorded only while the next-business-day cancellation period runs.',
  },
  privacyKept:
    '{kept} of these leads have a signed contract. Oregon asks contractors to keep the contract, its notices and their delivery records for years (notice proofs {notices} years, lead-safe records {leadSafe} years, the contract {contract} years), so those records stay until then; everything else of the lead (photos, notes, messages, e-mails) is removed now.',
} as const

export const jobStartEmail = {
  subject: 'Your tile job starts {date}',
  greeting: 'Hello,',
  intro: 'Your job with {name} is scheduled to start on {date}.',
  calendar: 'The calendar file attached adds the day to your calendar.',
  questions: 'Questions? Call us at {phone}.',
  eventTitle: 'Tile job starts: {name}',
  eventDescription: 'The first day of your tile job with {name}.',
  ownerTitle: 'Job starts: {name}',
} as const
