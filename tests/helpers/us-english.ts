// British spellings a US visitor would notice. Whole words only, so "licensed" or a CSS class
// never match; the visible-text test and the e-mail test share the list.
const british = [
  'colour(s|ed|ful|ing|way|ways)?',
  'licences?',
  'neighbours?',
  'neighbourhoods?',
  'neighbouring',
  'favourites?',
  'centres?',
  'centred',
  'grey(s|ish|er)?',
  'metres?',
  'organis(e|ed|es|ing|ation|ations)',
  'realis(e|ed|es|ing)',
  'recognis(e|ed|es|ing|able)',
  'apologis(e|ed|es)',
  'behaviours?',
  'honours?',
  'labour',
  'catalogues?',
  'mould(s|y|ing)?',
  'aluminium',
  'fibres?',
  'whilst',
  'jewellery',
  'programmes?',
  'cosy',
  'defence',
  'modelling',
  'travell(ed|ing|er)',
  'specialis(e|ed|es|ing)',
  'analys(e|ed|es|ing)',
  'practis(e|ed|ing)',
  'artefacts?',
  'plough',
  'storeys',
  'tonnes?',
]

const pattern = new RegExp(`\\b(${british.join('|')})\\b`, 'gi')

/** Every British spelling in `text`, lowercased, in order. */
export function britishSpellings(text: string): string[] {
  return [...text.matchAll(pattern)].map((m) => m[0].toLowerCase())
}
