// Oregon's texts for a residential contract, copied word for word on 2026-11-28 from stored copies
// of public pages (no live internet), or recorded as missing with what was searched. Nothing here
// is paraphrased or written from memory. The owner's lawyer reads these before any contract uses
// them (docs/leads.md, "The Oregon notices").
import { parseContent } from '../parse'
import { legalCopyDate, noticesSchema } from './notice-schema'

const ccbTools = 'https://oregon.gov/ccb/pages/contractor-tools.aspx'

export const notices = parseContent('content/legal/notices.ts', noticesSchema, [
  {
    id: 'contract-terms',
    title: 'Terms of Written Contract',
    status: 'copied',
    kind: 'rule',
    paragraphs: [
      '(1) If a contractor is required to have a written contract under ORS 701.305, the written contract or attached addendum to the written contract must contain the following:',
      '(a) The contractor’s name, address, phone number and license number issued by the board as shown on board records.',
      '(b) An acknowledgment of a written offer of a warranty, if an offer is required by ORS 701.320, and indication of the acceptance or rejection of the offered warranty;',
      '(c) An explanation of the property owner’s rights under the contract, including, but not limited to, the ability to file a complaint with the board and the existence of any mediation or arbitration provision in the contract, set forth in a conspicuous manner as defined by the board by rule;',
      '(d) Customer’s name and address;',
      '(e) Address where the work is to be performed;',
      '(f) A description of the work to be performed; and',
      '(g) Price and payment terms.',
      '(2) The information described in section (1) of this rule must be legible and in dark ink.',
    ],
    source: {
      name: 'OAR 812-012-0110, Terms of Written Contract (Oregon Construction Contractors Board)',
      url: 'https://secure.sos.state.or.us/oard/view.action?ruleNumber=812-012-0110',
    },
    copiedFrom: [
      {
        url: 'http://www.sos.state.or.us/archives/pages/rules/oars_800/oar_812/812_012.html',
        title: 'Oregon Secretary of State archives, OAR chapter 812, division 12, Contractor Duties (the words were copied from here)',
        asOf: 'OARs filed through March 15, 2014; history ends CCB 6-2013, cert. ef. 1-1-14',
      },
      {
        url: 'https://oregon.public.law/rules/oar_812-012-0110',
        title: 'OAR 812-012-0110, oregon.public.law (same words; adds link titles after the ORS numbers)',
        asOf: 'Last Updated Jun. 8, 2021',
      },
      {
        url: 'https://print.casetext.com/regulation/oregon-administrative-code/chapter-812-construction-contractors-board/division-12-contractor-duties/section-812-012-0110-terms-of-written-contract',
        title: 'Or. Admin. Code § 812-012-0110, casetext (same words, straight apostrophes)',
        asOf: 'Current through Register Vol. 63, No. 12, December 1, 2024',
      },
    ],
    copiedOn: legalCopyDate,
    formatting:
      'One paragraph per numbered section and lettered item, as on the archive page; the curly apostrophes of the archive page kept; the Stat. Auth., Stats. Implemented and Hist. lines left out.',
    note: 'Used as the contract checklist (items (a) to (g)). Item (b) applies only where ORS 701.320 requires a warranty offer (new residential structures).',
  },
  {
    id: 'cancel-next-business-day',
    title: 'Cancellation of contract (ORS 701.310)',
    status: 'copied',
    kind: 'statute',
    paragraphs: [
      '(1) A property owner who enters into an initial written contract for the construction, improvement or repair of a residential structure or zero-lot-line dwelling on real property owned by the property owner may cancel the contract by delivery of a written notice of cancellation anytime prior to 12 midnight at the end of the next business day. The notice of cancellation may be delivered in any written form or by any means that can readily be converted to written form, including, but not limited to, facsimile, electronic mail and regular mail. The notice must state the intention of the property owner to cancel the contract.',
      '(2) Subsection (1) of this section does not allow a property owner to cancel a contract:',
      '(a) If both parties agree that work is to begin before the cancellation period has expired;',
      '(b) After a contractor substantially begins the residential construction, improvement or repair; or',
      '(c) When an initial contract is being modified after expiration of the initial cancellation period.',
    ],
    source: {
      name: 'ORS 701.310, Cancellation of contract (Oregon Revised Statutes, chapter 701)',
      url: 'https://www.oregonlegislature.gov/bills_laws/ors/ors701.html',
    },
    copiedFrom: [
      {
        url: 'https://oregon.public.law/statutes/ors_701.310',
        title: 'ORS 701.310, oregon.public.law (the words were copied from here)',
        asOf: 'Last accessed Jun. 26, 2021; history [2007 c.648 §8; 2009 c.409 §2]',
      },
      {
        url: 'https://casetext.com/statute/oregon-revised-statutes/title-52-occupations-and-professions-occupations-and-professions/chapter-701-construction-contractors-and-contracts/construction-contracts-and-notices/section-701310-cancellation-of-contract',
        title: 'ORS § 701.310, casetext (same words)',
        asOf: 'Current through 2024 Regular Session legislation effective April 17, 2024',
      },
    ],
    copiedOn: legalCopyDate,
    formatting: 'Each subsection number joined to its text (oregon.public.law puts the number on a line of its own).',
    note: 'No prescribed notice wording was found for this right (the statute and the rules read set none), so the contract quotes the statute. The 2008 text at law.onecle.com lacks "on real property owned by the property owner"; the 2009 amendment added it.',
  },
  {
    id: 'consumer-protection-notice',
    title: 'Consumer Protection Notice',
    status: 'missing',
    source: {
      name: 'Consumer Protection Notice, Oregon Construction Contractors Board form (ORS 701.330(1); OAR 812-012-0130)',
      url: ccbTools,
    },
    searchedOn: legalCopyDate,
    searched:
      'pages, code, docs and exact strings for "Consumer Protection Notice", "Oregon law requires contractors to provide the homeowner with this notice", "Make sure your contractor is properly licensed", "Contracts should be as detailed as possible", OAR 812-012-0130, OAR 812-001-0200 (Consumer Notices Adoption). The stored pages give only their first ~2,000 characters and no copy of the board’s own form was found.',
    leads: [
      {
        url: 'https://jacksonville.construction/documents.php',
        what: 'A contractor’s page with a version of the notice; the stored copy stops partway through item 2. Not the board’s form.',
      },
      {
        url: 'https://www.scribd.com/document/56775375/CCB-Information-Notice',
        what: 'An older version (bond $5,000 to $20,000), stored through a proxy address, OCR errors, truncated.',
      },
      { url: ccbTools, what: 'The board’s page lists "Required Notices for Residential Construction"; the form itself was not stored.' },
    ],
  },
  {
    id: 'notice-of-procedure',
    title: 'Notice of Procedure',
    status: 'missing',
    source: { name: 'Notice of Procedure, Oregon Construction Contractors Board form (ORS 701.330(2); OAR 812-012-0130)', url: ccbTools },
    searchedOn: legalCopyDate,
    searched:
      'pages, code and exact strings for "Notice of Procedure", "notice of defect to the contractor", "important requirements ... before you start ... court action ... construction defects", ORS 701.560 to 701.595. Only the statutes behind it (ORS 701.330, 701.565) were found, never the form.',
    leads: [{ url: ccbTools, what: 'The board’s page lists the residential notices; the form itself was not stored.' }],
  },
  {
    id: 'lien-information-notice',
    title: 'Information Notice to Owner About Construction Liens',
    status: 'missing',
    source: {
      name: 'Information Notice to Owner About Construction Liens, Oregon Construction Contractors Board form (ORS 87.093)',
      url: ccbTools,
    },
    searchedOn: legalCopyDate,
    searched:
      'pages, code and exact strings for "Information Notice to Owner About Construction Liens", "This is not a lien. Your contractor is required by law to provide this notice", "timely Notice of Right to Lien", "Common Questions and Answers About Construction Liens", ORS 87.093. The form is two pages; every stored copy found stops after its first part.',
    leads: [
      {
        url: 'https://www.esppainting.com/information-notice-to-owner-about-construction-liens/',
        what: 'A contractor’s page with the opening of the notice; truncated. Not the board’s form.',
      },
      {
        url: 'https://oregon.public.law/statutes/ors_87.093',
        what: 'ORS 87.093, which requires the form and its delivery; the stored copy is truncated.',
      },
    ],
  },
  {
    id: 'home-solicitation-cancel',
    title: 'Home Solicitation Sales Act: the buyer’s right to cancel (ORS 83.730)',
    status: 'missing',
    source: {
      name: 'ORS 83.730, the statement and the notice of the buyer’s right to cancel that the statute prescribes (ORS 83.710 to 83.750)',
      url: 'https://www.oregonlegislature.gov/bills_laws/ors/ors083.html',
      unverifiedUrl: true,
    },
    searchedOn: legalCopyDate,
    searched:
      'pages, code and exact strings for ORS 83.720, ORS 83.730, "NOTICE OF BUYER’S RIGHT TO CANCEL", "You, the buyer, may cancel this transaction at any time prior to midnight of the third business day", "may cancel this agreement without any penalty, cancellation fee". No official or law-publisher copy of ORS 83.730 was stored; code hits were the federal FTC wording (16 CFR 429), which differs.',
    leads: [
      {
        url: 'https://typerclientdisc.pages.dev/664965.html',
        what: 'An unofficial page restating ORS 83.730 with the notice; numbering lost, cut off mid-sentence. Not a source.',
      },
      {
        url: 'https://consumerlaw.osbar.org/2014/12/22/the-oregon-home-solicitation-sales-act',
        what: 'Oregon State Bar checklist of what ORS 83.730 requires; no notice text.',
      },
    ],
  },
  {
    id: 'renovate-right-acknowledgment',
    title: 'Renovate Right pamphlet: the owner’s written acknowledgment',
    status: 'missing',
    source: {
      name: '40 CFR 745.84, Information distribution requirements (EPA Renovation, Repair and Painting rule)',
      url: 'https://www.ecfr.gov/current/title-40/chapter-I/subchapter-R/part-745/subpart-E/section-745.84',
    },
    searchedOn: legalCopyDate,
    searched:
      'pages, docs, code and exact strings for 40 CFR 745.84, 745.113, "written acknowledgment that the owner has received the pamphlet", "separate sheet or part of any written contract". The federal text was not stored; whether it prescribes wording (rather than contents) is not confirmed here. 745.113 is the sale and lease disclosure, not renovation.',
    leads: [
      {
        url: 'https://regulations.justia.com/states/alabama/title-420/chapter-420-3-29/section-420-3-29-04',
        what: 'Alabama’s rule mirroring 745.84(a) and (b): "a written acknowledgment that the owner has received the pamphlet" or a certificate of mailing 7 days before. A state rule, not the federal text.',
      },
    ],
  },
])

export const noticeById = new Map(notices.map((n) => [n.id, n]))
