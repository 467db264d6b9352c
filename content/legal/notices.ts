// Oregon's texts for a residential contract. On 2026-11-28 none could be read at its official
// address (no internet on the machine; only third-party partial copies were stored, which may not be
// copied word for word), so each is recorded as missing with what was searched and where it was
// seen. The operator pastes each from its official address with the date (status 'copied'); nothing
// here is paraphrased or written from memory. The owner's lawyer reads them before any contract uses
// them (docs/leads.md, "The Oregon notices").
import { parseContent } from '../parse'
import { legalCopyDate, noticesSchema } from './notice-schema'

const ccbTools = 'https://oregon.gov/ccb/pages/contractor-tools.aspx'

export const notices = parseContent('content/legal/notices.ts', noticesSchema, [
  {
    id: 'contract-terms',
    title: 'Terms of Written Contract',
    status: 'missing',
    source: {
      name: 'OAR 812-012-0110, Terms of Written Contract (Oregon Construction Contractors Board)',
      url: 'https://secure.sos.state.or.us/oard/view.action?ruleNumber=812-012-0110',
    },
    searchedOn: legalCopyDate,
    searched:
      'pages, code and exact strings for OAR 812-012-0110 and "Terms of Written Contract". The rule was seen only on third-party and archived pages, never on the official address above; those copies may not be copied word for word (the search tool forbids copying its results verbatim), so the operator pastes the rule from the official address with the date.',
    leads: [
      {
        url: 'http://www.sos.state.or.us/archives/pages/rules/oars_800/oar_812/812_012.html',
        what: 'Secretary of State archive of OAR chapter 812, division 12, as filed through March 15, 2014. An archive, not the current rule.',
      },
      {
        url: 'https://oregon.public.law/rules/oar_812-012-0110',
        what: 'A law publisher’s copy (last updated Jun. 8, 2021). Not the official source.',
      },
      {
        url: 'https://print.casetext.com/regulation/oregon-administrative-code/chapter-812-construction-contractors-board/division-12-contractor-duties/section-812-012-0110-terms-of-written-contract',
        what: 'A law publisher’s copy (current through December 1, 2024, by its own account). Not the official source.',
      },
    ],
  },
  {
    id: 'cancel-next-business-day',
    title: 'Cancellation of contract (ORS 701.310)',
    status: 'missing',
    source: {
      name: 'ORS 701.310, Cancellation of contract (Oregon Revised Statutes, chapter 701)',
      url: 'https://www.oregonlegislature.gov/bills_laws/ors/ors701.html',
    },
    searchedOn: legalCopyDate,
    searched:
      'pages, code and exact strings for ORS 701.310 and "Cancellation of contract". The statute was seen only on third-party pages, never on the official address above; those copies may not be copied word for word (the search tool forbids copying its results verbatim), so the operator pastes the statute from the official address with the date. No prescribed notice wording for this right was found.',
    leads: [
      {
        url: 'https://oregon.public.law/statutes/ors_701.310',
        what: 'A law publisher’s copy (last accessed Jun. 26, 2021; history 2007 c.648 §8; 2009 c.409 §2). Not the official source.',
      },
      {
        url: 'https://casetext.com/statute/oregon-revised-statutes/title-52-occupations-and-professions-occupations-and-professions/chapter-701-construction-contractors-and-contracts/construction-contracts-and-notices/section-701310-cancellation-of-contract',
        what: 'A law publisher’s copy (current through the 2024 regular session, by its own account). Not the official source.',
      },
    ],
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
