import type { ComplianceKind, FactStatus, PricingModel, SeedToolFacts } from './types'

/**
 * Recruiter-grade facts for every curated tool, keyed by the tool's slug (its `slug`,
 * else slugify(name)): the seed's tools and the meeting tools the admin button adds.
 *
 * Written from what the vendors publish as far as we know it, without internet access to re-check
 * it, so every seeded tool reads "Facts not yet verified". The rule is never to invent a fact:
 * - pricing: a model only when it is clear how the vendor charges; a starting price only when the
 *   vendor publishes one we are confident of (the lowest per-month price of its cheapest paid plan,
 *   on any billing term, in USD); a free tier "yes"/"no" only when sure; trial days only when
 *   published;
 * - integrations: the source is the vendor's integrations page when we are sure of its address,
 *   else its homepage; "none published" only for products that clearly have none;
 * - compliance: only claims the vendor states on its own security or trust page, with that page;
 *   every kind left out is "unknown";
 * - launch dates only when they are well-known public facts.
 */

interface PricingOptions {
  price?: number
  trial?: number
  sales?: boolean
}

const pricing = (model: PricingModel | null, freeTier: FactStatus, options: PricingOptions = {}): SeedToolFacts['pricing'] => ({
  model,
  startingPriceUsdMonth: options.price ?? null,
  freeTier,
  freeTrialDays: options.trial ?? null,
  contactSales: options.sales ?? false,
})

/** Nothing about the pricing is known beyond the listing's pricing text. */
const UNKNOWN = pricing(null, 'unknown')
/** Quote-only enterprise software: custom pricing through sales, no free plan. */
const QUOTE = pricing('custom', 'no', { sales: true })
/** Quote-only, but we are not sure there is no free option. */
const QUOTE_UNSURE = pricing('custom', 'unknown', { sales: true })

const claim = (kind: ComplianceKind, sourceUrl: string) => ({ kind, status: 'yes' as const, sourceUrl })
const soc2 = (sourceUrl: string) => claim('soc2_type2', sourceUrl)
const iso27001 = (sourceUrl: string) => claim('iso27001', sourceUrl)

/** A tool whose integrations (if any) are listed from its homepage, with no compliance claims. */
const facts = (price: SeedToolFacts['pricing'], integrationsSource: string | null, more: Partial<SeedToolFacts> = {}): SeedToolFacts => ({
  pricing: price,
  integrationsSource,
  compliance: [],
  ...more,
})

export const seedToolFacts: Record<string, SeedToolFacts> = {
  // ---------------------------------------------------------------------------
  // Recruiter: Candidate Sourcing
  // ---------------------------------------------------------------------------
  peoplegpt: facts(pricing(null, 'yes'), 'https://juicebox.ai'),
  findem: facts(QUOTE, 'https://www.findem.ai'),
  herohunt: facts(UNKNOWN, null),
  hireflow: facts(UNKNOWN, null),
  hireez: facts(QUOTE, 'https://hireez.com'),
  seekout: facts(QUOTE, 'https://www.seekout.com'),
  gem: facts(QUOTE_UNSURE, 'https://www.gem.com/integrations', { compliance: [soc2('https://www.gem.com/security')] }),
  fetcher: facts(pricing(null, 'unknown', { sales: true }), 'https://fetcher.ai'),
  'linkedin-recruiter': facts(pricing('per_seat', 'no', { sales: true }), 'https://business.linkedin.com/talent-solutions/recruiter'),
  contactout: facts(pricing(null, 'yes'), 'https://contactout.com'),
  'arya-by-leoforce': facts(QUOTE, null),
  beamery: facts(QUOTE, null),
  loxo: facts(pricing(null, 'yes'), 'https://www.loxo.co'),

  // ---------------------------------------------------------------------------
  // Recruiter: Applicant Tracking
  // ---------------------------------------------------------------------------
  dover: facts(pricing(null, 'yes'), null),
  manatal: facts(pricing('per_seat', 'no', { price: 15, trial: 14 }), 'https://www.manatal.com'),
  'recruit-crm': facts(pricing('per_seat', 'unknown'), 'https://recruitcrm.io'),
  workable: facts(pricing(null, 'unknown', { trial: 15 }), 'https://www.workable.com/integrations', {
    compliance: [iso27001('https://www.workable.com/security')],
  }),
  greenhouse: facts(QUOTE, 'https://www.greenhouse.com/integrations', { compliance: [soc2('https://www.greenhouse.com/security')] }),
  lever: facts(QUOTE, 'https://www.lever.co/integrations/'),
  ashby: facts(pricing(null, 'no', { sales: true }), 'https://www.ashbyhq.com/integrations', {
    compliance: [soc2('https://www.ashbyhq.com/security')],
  }),
  teamtailor: facts(pricing(null, 'unknown', { sales: true }), 'https://www.teamtailor.com'),
  icims: facts(QUOTE, 'https://www.icims.com'),
  smartrecruiters: facts(QUOTE, 'https://www.smartrecruiters.com'),
  'zoho-recruit': facts(pricing('per_seat', 'yes'), 'https://www.zoho.com/recruit/'),
  jobvite: facts(QUOTE, 'https://www.jobvite.com'),
  bullhorn: facts(QUOTE, 'https://www.bullhorn.com'),
  recruiterflow: facts(pricing('per_seat', 'unknown', { sales: true }), 'https://recruiterflow.com'),

  // ---------------------------------------------------------------------------
  // Recruiter: Resume Parsing
  // ---------------------------------------------------------------------------
  textkernel: facts(QUOTE, 'https://www.textkernel.com'),
  affinda: facts(pricing('usage', 'unknown'), null),
  rchilli: facts(pricing('usage', 'unknown'), null),
  daxtra: facts(QUOTE, null),

  // ---------------------------------------------------------------------------
  // Recruiter: Job Matching, Chatbots, HR Automation
  // ---------------------------------------------------------------------------
  'eightfold-ai': facts(QUOTE, 'https://eightfold.ai'),
  gloat: facts(QUOTE, 'https://gloat.com'),
  paradox: facts(QUOTE, 'https://www.paradox.ai'),
  humanly: facts(QUOTE, 'https://www.humanly.io'),
  sense: facts(QUOTE, 'https://www.sensehq.com'),
  talkpush: facts(QUOTE, 'https://www.talkpush.com'),
  'leena-ai': facts(QUOTE, 'https://leena.ai'),
  phenom: facts(QUOTE, 'https://www.phenom.com'),

  // ---------------------------------------------------------------------------
  // Recruiter: Candidate Screening, Interview Automation
  // ---------------------------------------------------------------------------
  'sapia-ai': facts(QUOTE, null),
  crosschq: facts(QUOTE_UNSURE, 'https://www.crosschq.com'),
  checkr: facts(pricing('per_candidate', 'no', { sales: true }), 'https://checkr.com'),
  hirevue: facts(QUOTE, 'https://www.hirevue.com'),
  'spark-hire': facts(UNKNOWN, null),
  willo: facts(UNKNOWN, null),
  hireflix: facts(UNKNOWN, null),
  karat: facts(QUOTE, 'https://karat.com'),
  goodtime: facts(QUOTE, 'https://goodtime.io'),
  modernloop: facts(QUOTE, 'https://www.modernloop.io'),

  // ---------------------------------------------------------------------------
  // Recruiter: Skill Assessment
  // ---------------------------------------------------------------------------
  harver: facts(QUOTE, null),
  testgorilla: facts(pricing(null, 'yes'), 'https://www.testgorilla.com/integrations/'),
  codility: facts(pricing(null, 'no', { sales: true }), 'https://www.codility.com'),
  hackerrank: facts(pricing(null, 'unknown', { sales: true }), 'https://www.hackerrank.com'),
  codesignal: facts(QUOTE_UNSURE, 'https://codesignal.com'),
  canditech: facts(UNKNOWN, null),
  vervoe: facts(UNKNOWN, null),

  // ---------------------------------------------------------------------------
  // Recruiter: Interview Intelligence (also in the meeting tools), Job Descriptions
  // ---------------------------------------------------------------------------
  metaview: facts(pricing(null, 'yes'), 'https://www.metaview.ai'),
  brighthire: facts(QUOTE, 'https://brighthire.ai'),
  textio: facts(QUOTE, null),
  datapeople: facts(QUOTE, 'https://datapeople.io'),
  ongig: facts(QUOTE, null),

  // ---------------------------------------------------------------------------
  // Job seekers
  // ---------------------------------------------------------------------------
  teal: facts(pricing('flat', 'yes'), 'https://www.tealhq.com'),
  jobscan: facts(pricing('flat', 'yes'), 'https://www.jobscan.co'),
  kickresume: facts(pricing('flat', 'yes'), null),
  rezi: facts(pricing('flat', 'yes'), null),
  'resume-worded': facts(pricing('flat', 'yes'), null),
  enhancv: facts(pricing('flat', 'yes'), null),
  huntr: facts(pricing('flat', 'yes'), 'https://huntr.co'),
  simplify: facts(pricing('flat', 'yes'), 'https://simplify.jobs'),
  lazyapply: facts(pricing(null, 'no'), 'https://lazyapply.com'),
  'final-round-ai': facts(pricing('flat', 'unknown'), 'https://www.finalroundai.com'),
  'big-interview': facts(pricing('flat', 'unknown'), null),
  careerflow: facts(pricing('flat', 'yes'), 'https://www.careerflow.ai'),
  jobright: facts(pricing('flat', 'yes'), null),
  'interview-warmup': facts(pricing(null, 'yes'), null, { integrationsNonePublished: true }),
  loopcv: facts(pricing('flat', 'yes'), null),
  aiapply: facts(pricing('flat', 'unknown'), null),
  hiration: facts(pricing('flat', 'yes'), null),
  vmock: facts(pricing('custom', 'unknown', { sales: true }), null),
  huru: facts(pricing('flat', 'yes'), null),
  himalayas: facts(pricing('flat', 'yes'), null),
  'career-dreamer': facts(pricing(null, 'yes'), null, { integrationsNonePublished: true }),

  // ---------------------------------------------------------------------------
  // Everyone
  // ---------------------------------------------------------------------------
  chatgpt: facts(pricing('per_seat', 'yes'), 'https://chatgpt.com', {
    compliance: [soc2('https://trust.openai.com')],
    launchDate: '2022-11-30',
  }),
  claude: facts(pricing('per_seat', 'yes', { price: 17 }), 'https://claude.ai', {
    compliance: [soc2('https://trust.anthropic.com'), iso27001('https://trust.anthropic.com')],
    launchDate: '2023-03-14',
  }),
  gemini: facts(pricing('per_seat', 'yes'), 'https://gemini.google.com'),
  'notion-ai': facts(pricing('per_seat', 'unknown'), 'https://www.notion.com/integrations', {
    compliance: [soc2('https://www.notion.com/security')],
  }),
  grammarly: facts(pricing('per_seat', 'yes', { price: 12 }), 'https://www.grammarly.com', {
    compliance: [soc2('https://www.grammarly.com/security'), iso27001('https://www.grammarly.com/security')],
  }),
  zapier: facts(pricing('usage', 'yes', { price: 19.99 }), 'https://zapier.com/apps', { compliance: [soc2('https://zapier.com/security')] }),
  calendly: facts(pricing('per_seat', 'yes', { price: 10 }), 'https://calendly.com/integrations', {
    compliance: [soc2('https://calendly.com/security')],
  }),
  magical: facts(pricing(null, 'yes'), 'https://www.getmagical.com'),
  yoodli: facts(pricing(null, 'yes'), 'https://yoodli.ai'),
  wellfound: facts(pricing(null, 'yes'), null),
  coursera: facts(pricing(null, 'yes'), null),
  'linkedin-learning': facts(pricing('flat', 'no'), 'https://www.linkedin.com/learning/'),

  // ---------------------------------------------------------------------------
  // Meeting tools (./meeting-tools.ts; Metaview and BrightHire are above)
  // ---------------------------------------------------------------------------
  'otter-ai': facts(pricing('per_seat', 'yes', { price: 8.33 }), 'https://otter.ai', { compliance: [soc2('https://otter.ai/security')] }),
  'fireflies-ai': facts(pricing('per_seat', 'yes', { price: 10 }), 'https://fireflies.ai/integrations', {
    compliance: [soc2('https://fireflies.ai/security')],
  }),
  fathom: facts(pricing('per_seat', 'yes'), 'https://fathom.video'),
  tldv: facts(pricing('per_seat', 'yes'), 'https://tldv.io'),
  grain: facts(pricing('per_seat', 'yes'), 'https://grain.com'),
  avoma: facts(pricing('per_seat', 'unknown'), 'https://www.avoma.com'),
  'read-ai': facts(pricing('per_seat', 'yes'), 'https://www.read.ai'),
  'sembly-ai': facts(pricing('per_seat', 'yes'), 'https://www.sembly.ai'),
  pillar: facts(QUOTE, 'https://www.pillar.hr'),
  screenloop: facts(QUOTE, 'https://www.screenloop.com'),
  hirelogic: facts(UNKNOWN, 'https://hirelogic.com'),

  // ---------------------------------------------------------------------------
  // The tools of ./tools-added.ts: job seekers
  // ---------------------------------------------------------------------------
  indeed: facts(pricing(null, 'yes'), null),
  glassdoor: facts(pricing(null, 'yes'), null),
  ziprecruiter: facts(pricing(null, 'yes'), null),
  'welcome-to-the-jungle': facts(pricing(null, 'yes'), null),
  'built-in': facts(pricing(null, 'yes'), null),
  dice: facts(pricing(null, 'yes'), null),
  'we-work-remotely': facts(pricing(null, 'yes'), null),
  'remote-ok': facts(pricing(null, 'yes'), null),
  flexjobs: facts(pricing('flat', 'unknown'), null),
  handshake: facts(pricing(null, 'yes'), null),
  idealist: facts(pricing(null, 'yes'), null),
  usajobs: facts(pricing(null, 'yes'), null, { integrationsNonePublished: true }),
  'resume-io': facts(pricing('flat', 'unknown'), null),
  zety: facts(pricing('flat', 'unknown'), null),
  'resume-genius': facts(pricing('flat', 'unknown'), null),
  novoresume: facts(pricing('flat', 'yes'), null),
  flowcv: facts(pricing('flat', 'yes'), null),
  'reactive-resume': facts(pricing(null, 'yes'), null),
  exponent: facts(pricing('flat', 'unknown'), null),
  'interviewing-io': facts(pricing(null, 'unknown'), null),
  leetcode: facts(pricing('flat', 'yes'), null),
  'levels-fyi': facts(pricing(null, 'yes'), null),
  'my-next-move': facts(pricing(null, 'yes'), null, { integrationsNonePublished: true }),
  careeronestop: facts(pricing(null, 'yes'), null),

  // ---------------------------------------------------------------------------
  // The tools of ./tools-added.ts: everyone
  // ---------------------------------------------------------------------------
  'microsoft-copilot': facts(pricing(null, 'yes'), 'https://copilot.microsoft.com'),
  perplexity: facts(pricing('per_seat', 'yes'), null),
  'le-chat': facts(pricing('per_seat', 'yes'), null),
  notebooklm: facts(pricing(null, 'yes'), 'https://notebooklm.google.com'),
  deepl: facts(pricing('per_seat', 'yes'), null),
  quillbot: facts(pricing('flat', 'yes'), 'https://quillbot.com'),
  wordtune: facts(pricing(null, 'yes'), 'https://www.wordtune.com'),
  canva: facts(pricing('per_seat', 'yes'), 'https://www.canva.com'),
  gamma: facts(pricing(null, 'yes'), null),
  'cal-com': facts(pricing('per_seat', 'yes'), 'https://cal.com/apps'),
  doodle: facts(pricing(null, 'yes'), 'https://doodle.com'),
  'reclaim-ai': facts(pricing('per_seat', 'yes'), 'https://reclaim.ai'),
  typeform: facts(pricing(null, 'yes'), 'https://www.typeform.com'),
  loom: facts(pricing('per_seat', 'yes'), 'https://www.loom.com', { compliance: [soc2('https://www.loom.com/security')] }),
  make: facts(pricing('usage', 'yes'), 'https://www.make.com/en/integrations'),
  n8n: facts(pricing('usage', 'yes'), 'https://n8n.io/integrations/'),
  airtable: facts(pricing('per_seat', 'yes'), 'https://www.airtable.com'),
  edx: facts(pricing(null, 'yes'), null),
  udemy: facts(pricing(null, 'yes'), null),
  codecademy: facts(pricing('flat', 'yes'), null),
  datacamp: facts(pricing(null, 'yes'), null),
  pluralsight: facts(pricing(null, 'unknown'), null),

  // ---------------------------------------------------------------------------
  // The tools of ./tools-added.ts: recruiters
  // ---------------------------------------------------------------------------
  pinpoint: facts(QUOTE, 'https://www.pinpointhq.com'),
  'breezy-hr': facts(UNKNOWN, 'https://breezy.hr'),
  jazzhr: facts(UNKNOWN, 'https://www.jazzhr.com'),
  recruitee: facts(UNKNOWN, 'https://recruitee.com'),
  homerun: facts(UNKNOWN, 'https://www.homerun.co'),
  coderpad: facts(pricing(null, 'unknown', { sales: true }), 'https://coderpad.io'),
  criteria: facts(QUOTE, 'https://www.criteriacorp.com'),
  hireright: facts(pricing('per_candidate', 'no', { sales: true }), 'https://www.hireright.com'),
  lusha: facts(pricing(null, 'yes'), 'https://www.lusha.com'),
  'toggl-hire': facts(UNKNOWN, null),
}
