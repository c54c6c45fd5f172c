import type { SeedArticle } from './types'

export const article: SeedArticle = {
  slug: 'best-ai-sourcing-tools',
  title: 'The Best AI Sourcing Tools for Recruiters: An Honest Comparison',
  excerpt:
    'PeopleGPT, Findem, HeroHunt, Hireflow, hireEZ, SeekOut and Magical compared on data coverage, search logic, outreach and ATS sync, plus which one fits which team.',
  group: 'comparison',
  author: 'HireStack Editorial',
  publishedAt: '2026-01-13T09:00:00.000Z',
  seoTitle: 'Best AI Sourcing Tools Compared (2026): PeopleGPT, Findem, hireEZ, SeekOut & More',
  seoDescription:
    'An editorial comparison of seven AI sourcing tools for recruiters: data quality, search logic, outreach, ATS sync, compliance and who each tool suits.',
  body: [
    {
      kind: 'markdown',
      markdown: `AI sourcing tools promise the same thing in slightly different words: describe the person you need, and the software finds them, ranks them and helps you reach out. In practice the products differ a lot in where their data comes from, how much control they give you over the search, and how well they fit into the systems your team already uses. A tool that is excellent for a two-person startup hiring engineers can be the wrong purchase for a 40-recruiter talent acquisition team that needs audit trails and single sign-on.

This comparison covers seven tools we list in the HireStack directory: [PeopleGPT by Juicebox](/tools/peoplegpt), [Findem](/tools/findem), [HeroHunt](/tools/herohunt), [Hireflow](/tools/hireflow), [hireEZ](/tools/hireez), [SeekOut](/tools/seekout) and [Magical](/tools/magical). Six of them are sourcing platforms in the usual sense. Magical is different: it is a browser automation and text-expansion tool that many recruiters use alongside a sourcing platform, and we include it because it often gets compared with them.

The scores below are our editorial judgement, not vendor claims. They are based on product documentation, public demos and how each product is positioned; they are not the output of a lab benchmark. Pricing in this category changes often and most vendors quote larger teams individually, so we only name a figure where it is published and stable. How we assess tools is described on our [review process](/review-process) page.

## How to choose an AI sourcing tool

Before you book five demos, write down the three or four roles you hire for most often and the places those people actually have a footprint online. Then judge every tool against the same five questions.

### 1. Data coverage and freshness

Every sourcing tool is only as good as the profiles behind it. Ask where the data comes from (public professional profiles, code repositories, publications, patents, company websites, data brokers, your own ATS), how often records are refreshed, and how the vendor handles people who change jobs. Stale data is the most common complaint about sourcing tools: a candidate listed as "currently at" a company they left a year ago wastes an outreach slot and makes your message look careless.

Run the same search in each tool for a role you know well, then spot-check twenty profiles by hand. Count how many are current, how many are duplicates, and how many are plainly wrong for the role. That half hour tells you more than any coverage figure on a sales slide.

### 2. Search logic and control

Natural-language search is now standard, but the useful question is what happens after the first query. Can you see and edit the criteria the AI inferred? Can you mark some requirements as must-haves and others as nice-to-haves? Can you exclude current employees, past applicants or specific companies? Experienced sourcers should still be able to write a precise Boolean string when they need one; newer recruiters benefit from tools that suggest synonyms and adjacent titles automatically.

### 3. Outreach and contact data

Most platforms now bundle contact enrichment (work and personal emails, sometimes phone numbers) and multi-step email sequences. Check how contact data is credited or metered, whether you can send from your own mailbox, how replies are tracked, and whether the AI-written first drafts can be edited into something that sounds like your team rather than a template.

### 4. ATS and CRM sync

If sourced candidates do not land in your applicant tracking system with their source, status and messages attached, you will lose track of who was contacted and you will not be able to report on which channel produced hires. Ask which ATS integrations are native, whether sync is two-way, and whether the tool can search your existing ATS database (often called talent rediscovery) before it goes looking for strangers.

### 5. Compliance and data handling

Sourcing tools process personal data about people who never applied to you. Ask how the vendor handles GDPR and similar privacy laws, how a person can request deletion, whether your search and message data is used to train models, and how do-not-contact lists are respected across the team. If a tool offers diversity filters or inferred demographic attributes, ask exactly how those are derived and get your legal team's view on using them in your jurisdiction.`,
    },
    {
      kind: 'comparisonTable',
      caption:
        'Seven AI sourcing tools at a glance. Scores are HireStack editorial judgements (1 = weak, 5 = strong); confirm pricing and features with each vendor before buying.',
      rows: [
        {
          tool: 'PeopleGPT by Juicebox',
          slug: 'peoplegpt',
          price: 'Self-serve plans; enterprise quotes',
          dataQuality: 4,
          filtersLogic: 4,
          chromeExtension: true,
          contactEnrichment: true,
          standoutFeature:
            'Plain-English search with editable ranking criteria, plus built-in sequences for small teams',
        },
        {
          tool: 'Findem',
          slug: 'findem',
          price: 'Custom pricing',
          dataQuality: 4,
          filtersLogic: 5,
          chromeExtension: true,
          contactEnrichment: true,
          standoutFeature:
            'Attribute-based search that combines several data sources, e.g. career trajectory and company stage',
        },
        {
          tool: 'HeroHunt',
          slug: 'herohunt',
          price: 'Self-serve plans; check site',
          dataQuality: 3,
          filtersLogic: 3,
          chromeExtension: false,
          contactEnrichment: true,
          standoutFeature:
            'Synonym-aware search with required versus nice-to-have keywords, aimed at tech hiring',
        },
        {
          tool: 'Hireflow',
          slug: 'hireflow',
          price: 'Check vendor site',
          dataQuality: 3,
          filtersLogic: 3,
          chromeExtension: true,
          contactEnrichment: true,
          standoutFeature: 'Lightweight sourcing and automated outreach for lean recruiting teams',
        },
        {
          tool: 'hireEZ',
          slug: 'hireez',
          price: 'Custom pricing',
          dataQuality: 4,
          filtersLogic: 4,
          chromeExtension: true,
          contactEnrichment: true,
          standoutFeature:
            'Broad ATS integrations and talent rediscovery across your existing candidate database',
        },
        {
          tool: 'SeekOut',
          slug: 'seekout',
          price: 'Custom pricing',
          dataQuality: 4,
          filtersLogic: 5,
          chromeExtension: true,
          contactEnrichment: true,
          standoutFeature:
            'Deep filters for technical and hard-to-find talent, with strong Boolean support',
        },
        {
          tool: 'Magical',
          slug: 'magical',
          price: 'Free plan available',
          dataQuality: 1,
          filtersLogic: 2,
          chromeExtension: true,
          contactEnrichment: false,
          standoutFeature:
            'Not a database: text expansion and browser automation that cut copy-paste work between tabs',
        },
      ],
    },
    {
      kind: 'markdown',
      markdown: `## The tools, one by one

### PeopleGPT by Juicebox

[PeopleGPT](/tools/peoplegpt) is Juicebox's search engine: you describe the person you want in a sentence, it turns that into filters and ranking criteria, and you refine from there. Its strength is approachability. A recruiter who has never written a Boolean string can get a relevant shortlist quickly, and the criteria it infers are visible and editable, so you are not stuck with a black box. Juicebox also offers sequences, contact data, a Chrome extension and ATS integrations, which makes it a plausible all-in-one for small teams. Larger teams should test how well it handles very niche roles and how contact credits scale with volume.`,
    },
    { kind: 'toolLink', slug: 'peoplegpt' },
    {
      kind: 'markdown',
      markdown: `### Findem

[Findem](/tools/findem) builds what it calls attributes: signals assembled from several data sources, so you can search for things a single profile would not reveal, such as someone who joined a company before a particular growth stage or who has both founded a company and managed a large team. That makes it powerful for senior, executive and strategic hiring where the story of a career matters more than the keywords on it. It is an enterprise product with custom pricing, and it rewards teams that invest time in learning it.

### HeroHunt

[HeroHunt](/tools/herohunt) is a recruiting search engine that started with a focus on tech talent. It automatically expands searches with synonyms and related terms (so a search for one framework name also finds its common abbreviations) and lets you separate required skills from nice-to-haves, which produces a ranked list rather than a binary match. It is a reasonable option for agencies and smaller in-house teams hiring developers who want results without a long implementation. Test coverage carefully for non-technical roles and for the regions you hire in.

### Hireflow

[Hireflow](/tools/hireflow) targets lean teams that want sourcing and outreach in one lightweight workflow: find candidates, enrich contact details, and send personalised sequences without stitching together three tools. Its appeal is speed to value rather than depth of filtering. If you need fine-grained control over complex searches or heavy reporting, it will feel thin next to SeekOut or Findem; if you need a founder or a solo recruiter to fill a handful of roles this quarter, that simplicity is the point.

### hireEZ

[hireEZ](/tools/hireez), formerly Hiretual, has been in this category longer than most. It combines external sourcing with strong ATS integration and rediscovery of candidates already in your database, which matters because the cheapest candidate to engage is often one who applied eighteen months ago and nearly got an offer. It suits mid-size and enterprise teams that want sourcing, CRM-style engagement and reporting tied closely to the ATS they already run.

### SeekOut

[SeekOut](/tools/seekout) is known for depth of filtering, particularly for technical roles and for hard-to-find profiles, with strong Boolean support alongside AI-assisted search. Experienced sourcers tend to like it because it does not take control away from them. It is priced for teams rather than individuals. If your hiring is dominated by engineering, research or specialised roles where the pool is small, it belongs on your shortlist.`,
    },
    { kind: 'toolLink', slug: 'seekout' },
    {
      kind: 'markdown',
      markdown: `### Magical

[Magical](/tools/magical) is not a sourcing database, and its low data score in the table reflects that rather than a flaw. It is a browser extension for text expansion and repetitive-task automation: saved message snippets with variables, and moving information from a profile page into a spreadsheet or ATS form without retyping it. Recruiters use it to cut the copy-paste work that surrounds sourcing. It has a free tier, so it is an easy addition to any of the tools above, but it will not find candidates for you.

## Which tool for which team

- **Solo recruiters and founders hiring a few roles:** start with PeopleGPT or Hireflow for self-serve search plus outreach, and add Magical if you spend a lot of time on repetitive messages.
- **Agencies placing developers:** HeroHunt or PeopleGPT give quick, ranked results; compare contact-data limits against your monthly outreach volume.
- **Mid-size in-house teams with an established ATS:** hireEZ is a strong default because of its integrations and rediscovery; check that sync is two-way with your specific ATS.
- **Technical and specialist hiring at scale:** SeekOut for filter depth and Boolean control.
- **Executive, leadership and strategic hiring:** Findem, where multi-source attributes pay off most.

Whatever you choose, run a two-week pilot on live roles with a clear baseline: response rate, time to a qualified slate, and the share of sourced candidates who reach a hiring-manager interview. If your shortlist is still undecided, you can [browse the full directory](/full-list) or explore related [categories](/categories) such as outreach automation and candidate rediscovery. Vendors who are missing from this list can [submit their tool](/submit-tool) for review.`,
    },
    {
      kind: 'callout',
      tone: 'tip',
      title: 'Ask for a pilot on your own roles',
      text: 'Demo searches are chosen to look good. Give every vendor the same two live requisitions, one easy and one niche, and compare the first fifty results side by side. Check currency of job titles, duplicate rates and how many profiles a hiring manager would actually want to speak to.',
    },
  ],
}
