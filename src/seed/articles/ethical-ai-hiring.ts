import type { SeedArticle } from './types'

export const article: SeedArticle = {
  slug: 'ethical-ai-hiring',
  title: 'Ethical AI Hiring: Transparency, Consent, Human Review and the Rules to Know',
  excerpt:
    'A practical guide to ethical AI in hiring: telling candidates, consent, explainability, data minimisation, human review, accessibility and the main regulations.',
  group: 'guide',
  author: 'HireStack Editorial',
  publishedAt: '2026-02-24T09:00:00.000Z',
  seoTitle: 'Ethical AI Hiring Guide: Transparency, Consent, Bias Audits and Regulation',
  seoDescription:
    'How to use AI in hiring ethically: transparency, consent, explainability, data minimisation, human review, accessibility and an overview of key laws.',
  body: [
    {
      kind: 'markdown',
      markdown: `Hiring decisions shape people's livelihoods, which is why using AI in them attracts more scrutiny than using AI to write marketing copy. Ethical AI hiring is not a separate project from good recruiting. It is the same discipline applied to new tools: be clear with candidates about what happens to them, judge people on job-related evidence, keep a human accountable for every decision and be able to show your work.

This guide turns those principles into practices that recruiters, hiring managers and talent leaders can apply, and gives a brief, careful overview of the regulations that most often come up. Job seekers will find it useful too, as a guide to what they can reasonably ask an employer.

## Principle 1: Transparency

Candidates should know when AI is involved in their application and what it does. That does not require a technical paper; it requires plain language at the right moment.

- Say in the job posting or application flow which steps use automated tools (for example: "we use software to schedule interviews and to summarise applications for our recruiters; a person reviews every application").
- Say what the tool does not do, if that reassures candidates and is true ("no decision to reject is made automatically").
- Tell candidates how to ask questions, request an alternative process or request an accommodation.
- Keep the notice current. When a vendor adds a feature, check whether your notice still describes reality.

## Principle 2: Consent and meaningful choice

Some uses of AI need explicit consent as a matter of law, such as recording a conversation in places that require all-party consent, or using AI to analyse video interviews in jurisdictions with specific rules on that. Beyond the legal minimum, consent only means something if saying no is a real option. If a candidate declines an AI-analysed video interview, offer a live interview instead, and make sure declining is not quietly treated as a negative signal.

## Principle 3: Explainability

You do not need to understand a model's mathematics, but you should be able to explain, for any candidate, which job-related factors led to a recommendation. In practice:

- Prefer tools that show their reasoning in terms a recruiter can check: "has five years of experience with the required system" rather than an unexplained score.
- Avoid tools that infer personality, emotion or "culture fit" from faces, voices or writing style. These inferences are hard to validate against job performance and hard to explain to a candidate.
- Document the criteria for each role before screening starts, so you can show that the tool was applied to the agreed requirements.

## Principle 4: Data minimisation

Collect only what you need to make a hiring decision, keep it only as long as you need it, and share it with as few systems as possible.

- Do not ask for date of birth, photos, marital status or similar information at application stage unless a legal requirement applies.
- Set retention periods for resumes, recordings, transcripts and assessment results, and check that your vendors actually delete data when those periods end.
- Ask vendors whether your candidates' data is used to train models for other customers, and prefer contracts that say it is not.
- Limit who can see interview recordings and AI-generated notes.

## Principle 5: Meaningful human review

"Human in the loop" is only meaningful if the human has the time, information and authority to disagree with the tool. A recruiter clicking "approve" on two hundred AI rejections in ten minutes is not review. Build the process so that:

- A named person is accountable for each decision to advance or reject.
- Reviewers see the evidence behind a recommendation, not just the score.
- Candidates can request human review of an outcome, and someone actually responds.
- Reviewers are sometimes shown cases without the AI's recommendation, so you can check whether they are simply deferring to it.

## Principle 6: Accessibility and accommodations

Automated assessments can disadvantage disabled candidates in ways that have nothing to do with their ability to do the job: timed games that assume fast motor control, speech analysis that struggles with atypical speech, or video tools that assume steady eye contact. Check every candidate-facing tool against accessibility standards, test it with assistive technologies such as screen readers, tell candidates in advance what the assessment involves, and make it easy to ask for an alternative format or extra time.

## The regulatory landscape, in broad terms

Rules on AI in employment are changing quickly and differ by location. The points below are deliberately general; check current requirements for the places where you hire and where your candidates live.

### New York City Local Law 144

New York City's law on automated employment decision tools has been enforced since July 2023. Broadly, employers and employment agencies that use such a tool to substantially assist hiring or promotion decisions for roles in the city must have an independent bias audit of the tool conducted within the year before use, publish a summary of the audit results, and give candidates advance notice that the tool will be used. The audit looks at selection rates and impact ratios across sex and race/ethnicity categories.

### The EU AI Act

The EU AI Act classifies AI systems used in recruitment and selection, such as systems that filter applications or evaluate candidates, as high-risk. High-risk systems carry obligations for providers (risk management, data governance, documentation, human oversight design) and for the employers that deploy them (using systems as instructed, assigning competent human oversight, monitoring and informing affected workers). The Act's obligations apply in phases, and some dates have been the subject of proposals to adjust them, so check the current timetable. The Act also prohibits AI systems that infer emotions in the workplace, with narrow exceptions for medical or safety reasons.

### GDPR and similar privacy laws

Under the GDPR, candidates have rights to information about how their data is processed, rights of access and erasure, and protections around decisions based solely on automated processing that have legal or similarly significant effects. Data protection impact assessments are commonly required for high-risk processing, and AI screening of candidates is a typical example where one is expected.

### US federal anti-discrimination law and EEOC guidance

In the US, existing laws such as Title VII of the Civil Rights Act, the Americans with Disabilities Act and the Age Discrimination in Employment Act apply to hiring decisions regardless of whether software is involved. The Equal Employment Opportunity Commission has previously published technical assistance on how these laws apply to AI and algorithmic tools, including on adverse impact and on accommodations for disabled applicants; some of that material was removed from the agency's website in early 2025. The underlying statutes did not change, and an employer can still be responsible for discriminatory outcomes produced by a vendor's tool.

### US state laws

Several states have their own rules. Illinois has a law requiring notice, explanation and consent before AI is used to analyse video interviews, and has amended its Human Rights Act to address discriminatory use of AI in employment decisions. Colorado has passed a broader law on high-risk AI systems, including those used in employment, with an effective date that has already been pushed back at least once, so check its current status. Expect more states to act.`,
    },
    {
      kind: 'callout',
      tone: 'warning',
      title: 'This is not legal advice',
      text: 'This article is a general overview written for recruiters and job seekers. Laws differ by jurisdiction and change frequently, and how they apply depends on the facts of your situation. Consult a qualified employment or data protection lawyer before relying on any of this for a compliance decision.',
    },
    {
      kind: 'markdown',
      markdown: `## A practical checklist for hiring teams

1. Keep an inventory of every tool that touches candidate data and what it does.
2. For each tool, record the purpose, the data used, the human checkpoint and the owner.
3. Publish a plain-language candidate notice and keep it current.
4. Obtain and keep vendor bias audit results, and run your own adverse impact analysis on your own outcomes at least quarterly.
5. Disable features you cannot justify, such as emotion analysis or automated rejection.
6. Set and enforce retention periods.
7. Test candidate-facing tools for accessibility and publish how to request accommodations.
8. Train recruiters and hiring managers on what the tools can and cannot tell them.
9. Review the whole setup when laws, vendors or tool features change.

For the statistics behind adverse impact analysis and other practical bias controls, see [reducing bias with AI](/resources/reducing-bias-with-ai). For a step-by-step rollout plan, see [AI hiring strategies](/resources/ai-hiring-strategies).

## For job seekers: what you can reasonably ask

You are entitled to ask an employer whether AI is used in its hiring process, what it does, and whether a person reviews the outcome. In some places you also have legal rights to notice, to an explanation or to request an alternative process. If an assessment format is inaccessible to you, ask for an accommodation before you take it. If you are rejected at an automated stage and believe it was a mistake, ask politely for human review and briefly explain why you meet the requirements. Keep copies of what you submitted.

## How HireStack handles this

When we review a product we look at how it explains its outputs, what candidate data it collects, and what controls it offers for human review; our [review process](/review-process) describes this in more detail. If you build a tool with strong safeguards, you can [submit it](/submit-tool) for review, and you can [browse the full directory](/full-list) to compare options.`,
    },
  ],
}
