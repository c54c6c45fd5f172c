/** Launch content of /help-center (the "help-center" global). Answers are markdown. */
export const helpCenter = {
  title: 'Help Center',
  intro:
    'Answers to the questions we hear most often from recruiters, job seekers and the teams behind the tools we list. If you cannot find what you need, our team is one email away.',
  faqs: [
    {
      question: 'How do I submit a tool to HireStack?',
      answer: `Go to [Submit a Tool](/submit-tool) and choose **Submit My Tool**. You will need an account, your tool's name and website, a short description, its category and who it is for (recruiters, job seekers or everyone), and pricing information.

Listing costs a one-time fee of $97, which covers listing, categorization and curation. You add a payment method when you submit, but **nothing is charged until our team has reviewed and approved the tool**. If we decline a submission, you are not charged at all.`,
    },
    {
      question: 'How are tools verified before they are listed?',
      answer: `Every tool is reviewed manually by a person on our team; nothing is listed automatically. We visit the website, try the product where we can, check that any AI claims are real, and confirm the pricing, category and description are accurate.

We judge every submission against the same criteria: a clear value proposition, real AI if AI is claimed, credibility, usability, utility, differentiation and, optionally, social proof. You can read them in full on our [Review Process](/review-process) page. We email you when your submission is approved or if we need more information.`,
    },
    {
      question: 'How can I feature my tool?',
      answer: `Featured tools appear above the regular listings. Go to [Feature Your Tool](/feature-tool) and choose a plan:

- **Basic** at $250 per month
- **Premium** at $500 per month, which adds a featured case study, detailed engagement analytics and priority support

You will not be charged when you apply. Our team reviews and activates placements within 1-2 business days; billing starts only after approval, and we send you a confirmation email when your placement goes live.`,
    },
    {
      question: 'How do upvotes work?',
      answer: `Upvotes show which tools the community finds most useful and feed into our rankings. [Sign in](/auth) and select the upvote button on any tool; select it again to remove your vote. Each account can upvote a tool once.`,
    },
    {
      question: 'A listing is wrong or a link is broken. What should I do?',
      answer: `Please [report it](/report). Tell us what is wrong (a broken link, misleading information, the wrong category or outdated pricing) and add an email address if you would like to hear back. Every report goes to our review queue and is checked by a person.`,
    },
    {
      question: 'How do I update the details of a tool I listed?',
      answer: `Email our team from the address you used to submit the tool, with the tool's name and the changes you need. We review edits the same way we review new submissions, usually within a few business days.`,
    },
  ],
  support: {
    heading: 'Still need help?',
    text: 'Our team reads every message and usually replies within one business day.',
    linkLabel: 'Contact Support',
  },
}
