/** Launch content of /review-process (the "review-process" global). */
export const reviewProcess = {
  title: 'Our Review Process',
  intro: `Every tool in the HireStack directory has been reviewed by a person before it is listed. Recruiters and job seekers rely on us to separate useful products from hype, so we hold every submission, paid or not, to the same seven criteria. Meeting them is required to be listed; paying for a listing or a featured placement never buys a pass.

We revisit listings over time as products change, and we act on the problems our readers report.`,
  criteria: [
    {
      title: 'Clear value proposition',
      description:
        'Within a minute on the website, a recruiter or job seeker should understand what the tool does, who it is for and what problem it solves. Vague promises and buzzwords without a concrete use case do not pass.',
      optional: false,
    },
    {
      title: 'Real AI, if AI is claimed',
      description:
        'If a product calls itself AI-powered, the AI has to do meaningful work, such as matching, ranking, summarising, generating or predicting, rather than being a label on a simple form or a keyword filter. Tools that do not claim AI can still be listed on their merits.',
      optional: false,
    },
    {
      title: 'Credibility',
      description:
        'We look for an identifiable company or maker, a working product, a privacy policy and honest, verifiable claims about features, customers and results. We are especially careful with tools that process candidate data.',
      optional: false,
    },
    {
      title: 'Usability',
      description:
        'A person should be able to sign up or request access, get started and complete a core task without friction. We note pricing transparency, onboarding and accessibility, and we check that the product actually works.',
      optional: false,
    },
    {
      title: 'Utility',
      description:
        'The tool must save time, improve decisions or improve the experience for recruiters or candidates in a way that matters day to day, not just in a demo.',
      optional: false,
    },
    {
      title: 'Differentiation',
      description:
        'The directory is most useful when every listing earns its place. We ask what the tool does better or differently than the alternatives already listed, whether that is a unique data source, a better workflow or a focus on an underserved audience.',
      optional: false,
    },
    {
      title: 'Social proof',
      description:
        'Reviews, case studies, named customers or an active user community help us and our readers trust a product. It is optional: promising new tools without a track record can still be listed when they meet the other six criteria.',
      optional: true,
    },
  ],
  closing: {
    heading: 'Spotted a problem?',
    text: 'Products change quickly. If you find a tool with a broken link, misleading information, the wrong category or outdated pricing, please tell us. Every report is checked by a person, and listings that no longer meet our criteria are corrected or removed.',
    linkLabel: 'Report a Tool',
  },
}
