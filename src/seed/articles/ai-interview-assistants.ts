import type { SeedArticle } from './types'

export const article: SeedArticle = {
  slug: 'ai-interview-assistants',
  title: 'AI Interview Assistants: Practice Tools for Candidates and Note-Takers for Interviewers',
  excerpt:
    'A practical guide to AI interview assistants on both sides of the table: practice coaches for job seekers, and note-takers and interview intelligence for hiring teams.',
  group: 'guide',
  author: 'HireStack Editorial',
  publishedAt: '2026-01-27T09:00:00.000Z',
  seoTitle: 'AI Interview Assistants for Job Seekers and Interviewers (2026 Guide)',
  seoDescription:
    'How to use AI interview practice tools and interview note-takers well: what each type does, price tiers, and consent rules for recording interviews.',
  body: [
    {
      kind: 'markdown',
      markdown: `"AI interview assistant" now describes two very different kinds of product. On one side are practice tools for job seekers: they ask you questions, listen to your answers and give feedback on structure, pace and filler words. On the other side are note-takers and interview intelligence platforms for hiring teams: they record or transcribe the conversation, produce structured notes and help interviewers fill in scorecards. Both can save real time. Both can also be used badly.

This guide explains what each type does well, where the limits are, and how to pick one. We tag every tool with a price tier so you can compare quickly.

## Price tiers used in this guide

- $ — under $15/mo
- $$ — $15–40/mo
- $$$ — $50–100/mo
- $$$$ — enterprise (custom pricing)

A tier reflects the entry-level paid plan for the relevant audience as published at the time of writing. Several of the tools below also have a free plan, which we mention where it exists. Vendors change pricing and packaging often, so treat the tier as a starting point and confirm on the vendor's site before you commit.

## Part 1: Practice tools for job seekers

Interview practice has always worked the same way: answer questions out loud, get feedback, repeat. AI tools make the feedback available at 11pm on a Sunday, without needing a friend willing to play the interviewer. What they cannot do is tell you what a specific hiring manager at a specific company cares about. Use them for delivery and structure, and do your company research yourself.

### Yoodli — tier $

[Yoodli](https://www.yoodli.ai) is an AI speech coach. You record an answer (or a whole mock interview) and it reports on pacing, filler words, repetition and how concise you were, with suggestions for tightening your answer. It is most useful for people who know what they want to say but ramble, rush or fill silences with "um" and "like". It offers a free plan, and individual paid plans sit at the low end of the market.

### Google Interview Warmup — tier $

[Interview Warmup](https://grow.google/certificates/interview-warmup/) is a free practice tool from Google. It asks common interview questions for a range of job fields, transcribes your spoken answers, and highlights patterns such as the job-related terms you used and the words you repeat most. It does not score you, which some people find less stressful. It is a sensible first stop for early-career candidates and career changers.

### Final Round AI — tier $$$

[Final Round AI](https://www.finalroundai.com) bundles mock interviews, resume help and an "interview copilot" that can suggest answers in real time during a live interview. The mock interviews and feedback are legitimate preparation. Real-time answer suggestions during a live interview are a different matter: many employers consider that the same as having someone feed you answers, some interview processes now explicitly prohibit it, and an interviewer who notices you reading will lose trust fast. If you use it, use it to practise, not to perform.

### General-purpose AI chat assistants — tier $$

A general chat assistant on a paid plan (typically around $20 a month) can be a capable practice partner if you prompt it well. Paste in the job description, ask it to play a skeptical hiring manager, request one question at a time, and ask for feedback on whether each answer showed the specific competency the role lists. Ask it to push back on vague answers. Never paste a current employer's confidential information into any AI tool.

### How to practise well with any of these

1. **Build a story bank first.** Write six to eight short stories about real situations: a conflict, a failure, a deadline, a decision made with incomplete information, a result you are proud of. Most behavioural questions can be answered from a good story bank.
2. **Use a simple structure.** Situation, task, action, result (often called STAR) keeps answers from drifting. End with what you learned or would do differently.
3. **Practise out loud, on camera.** Written answers feel finished long before spoken ones are. The point of these tools is to hear yourself.
4. **Fix one thing per session.** Filler words one day, answer length the next. Trying to fix everything at once usually fixes nothing.
5. **Do at least one mock with a human.** AI feedback is consistent, but it cannot react the way a real interviewer does when an answer is surprising.

## Part 2: Note-takers and interview intelligence for hiring teams

For interviewers, the case for AI is straightforward. It is hard to listen properly, ask good follow-up questions and take detailed notes at the same time. When notes are thin, debriefs run on memory and impressions, and the most confident voice in the room tends to win. A tool that captures what was actually said lets the interviewer pay attention to the candidate and gives the debrief better evidence.

There are two broad groups. General meeting note-takers work in any call and are cheap. Recruiting-specific interview intelligence platforms connect to your ATS, map notes to your scorecard and interview plan, and offer team-level reporting.

### Otter — tier $

[Otter](https://otter.ai) is a general meeting transcription and summary tool with a free plan and inexpensive paid tiers. It works across common video platforms and is a reasonable choice for independent recruiters and small teams that mainly need an accurate transcript and a summary. It knows nothing about your hiring process, so you will still write the evaluation yourself.

### Fireflies — tier $

[Fireflies](https://fireflies.ai) is another general-purpose meeting assistant with a free plan and low-cost paid tiers, offering transcription, summaries and search across past calls. Like Otter, it is a good budget option, and like Otter it is not built around scorecards or interview plans.

### Metaview — tier $$$$

[Metaview](https://www.metaview.ai) is built specifically for recruiting conversations. It produces notes structured around the topics and competencies of an interview, can help fill in scorecards, and integrates with applicant tracking systems. Team deployments are quoted, which is why we tag it as enterprise; check the vendor's site for any individual or self-serve options. It suits in-house teams and agencies that run a high volume of screening calls and want consistent notes without changing how interviewers work.

### BrightHire — tier $$$$

[BrightHire](https://www.brighthire.com) is an interview intelligence platform aimed at larger hiring teams. Beyond recording and notes, it focuses on interview quality: consistency across interviewers, highlights for hiring managers who were not in the room, and training material from real interviews. It is an enterprise purchase, typically justified by hiring volume and by the cost of inconsistent interviewing.

## Using interview intelligence responsibly

- **The notes are evidence, not a verdict.** Choose tools and settings that summarise what the candidate said rather than scoring personality or "fit". Humans make the hiring decision and should be able to explain it.
- **Review before you share.** AI summaries occasionally misattribute a statement or miss nuance. The interviewer should read and correct the notes before they go into the ATS.
- **Set retention rules.** Decide how long recordings and transcripts are kept, who can access them, and how a candidate can request deletion. Shorter is usually better.
- **Keep the structure human-designed.** The biggest quality gains come from a structured interview plan with agreed questions and rubrics. An AI note-taker makes a good process easier to run; it does not fix a bad one.`,
    },
    {
      kind: 'callout',
      tone: 'warning',
      title: 'Get consent and disclose before you record',
      text: 'Recording laws vary. In the US, several states, including California, require consent from everyone on the call, and in the EU and UK data protection law requires a lawful basis and clear information about how the recording will be used and stored. Tell candidates in the interview invitation that a note-taker will be used, say why, explain how long the recording is kept, and offer a way to opt out without penalty. Confirm again at the start of the call. Candidates should likewise check an employer\'s rules before recording an interview or using any assistant during it.',
    },
    {
      kind: 'markdown',
      markdown: `## Choosing the right tool

- **Job seekers preparing for their first interviews:** start free with Google Interview Warmup, then add Yoodli if delivery is your weak spot.
- **Experienced candidates preparing for a specific loop:** a general AI assistant primed with the job description, plus at least one human mock interview.
- **Solo recruiters and small agencies:** Otter or Fireflies for transcripts and summaries at low cost, with your own scorecard template.
- **In-house teams with structured interview plans:** Metaview or BrightHire, where ATS integration and scorecard support justify the enterprise price.

Interview tools are one part of a wider hiring stack. For more options, see our [categories](/categories) or [browse the full directory](/full-list), and read how we evaluate products on our [review process](/review-process) page.`,
    },
  ],
}
