/** Launch content of /privacy-policy (the "privacy-policy" global), as markdown per section. */
export const privacyPolicy = {
  title: 'Privacy Policy',
  lastUpdated: '2026-01-05T00:00:00.000Z',
  introduction: `This Privacy Policy explains what personal information HireStack collects when you use our website, why we collect it, how we use and protect it, and the choices you have. HireStack is a curated directory of AI tools for recruiters and job seekers. You can browse the directory without an account; we only collect personal information when you choose to give it to us or when it is needed to run the service.

By using HireStack you agree to the practices described here. If something in this policy is unclear, please get in touch using the details at the end of this page.`,
  sections: [
    {
      heading: 'Information We Collect',
      body: `We collect only what we need for the feature you are using.

### Account creation

When you create an account we ask for your email address and a password, and optionally your name and company name. We store your password only as a salted hash; nobody at HireStack can read it. If you submit a tool or buy a featured placement, we also keep the details you enter in those forms (such as the tool's name, website, description and your contact details) together with the status of your submission. Card payments are handled by our payment provider: we receive a reference to your saved payment method and the outcome of each charge, never your full card number.

### Newsletter

If you subscribe to our newsletter we store your email address, the date you subscribed and whether you are still subscribed. Every newsletter contains a link to unsubscribe in one click.

### Contact

When you email us, report a problem with a listing or ask for support, we keep your message, your email address if you give it, and our reply, so that we can answer you and follow up.

### Surveys

From time to time we may invite you to answer a short survey about the tools you use or about HireStack itself. Taking part is always optional. We use the answers in aggregate to improve the directory and our editorial content, and we never publish individual answers with your name attached.

### Usage information

Like most websites, our servers record basic technical information when you visit, such as the pages requested, the date and time, your browser type and an IP address. We count page views and outbound clicks per tool so we can rank tools and show vendors how their listing performs; these counts are not tied to your identity.`,
    },
    {
      heading: 'How We Use Your Information',
      body: `We use personal information to:

- provide the service you asked for, such as signing you in, recording your upvotes, reviewing a tool you submitted or activating a featured placement;
- send the emails you expect: account verification, password resets, confirmations about your submissions and payments, and the newsletter if you subscribed;
- answer your questions and act on the problems you report;
- keep HireStack secure, prevent abuse such as spam and vote manipulation, and meet our legal obligations;
- understand how the directory is used, in aggregate, so we can improve it.

We do not sell your personal information, and we do not share it with advertisers. We share it only with service providers who help us run HireStack (hosting, email delivery and payment processing), under contracts that allow them to use it only on our behalf, or when the law requires us to.

We keep personal information only as long as we need it for these purposes: account data while your account is open, newsletter data until you unsubscribe, and records of payments for as long as tax and accounting rules require. You can ask us to access, correct or delete your information at any time.`,
    },
    {
      heading: 'Data Security',
      body: `We protect your information with reasonable technical and organisational measures. All traffic to HireStack is encrypted with HTTPS, passwords are stored only as salted hashes, access to personal data is limited to the people who need it to run the service, and payment details are held by our payment provider rather than on our servers.

No method of transmission or storage is completely secure, so we cannot guarantee absolute security. If we learn of a breach that affects your personal information, we will notify you and the relevant authorities as the law requires.`,
    },
    {
      heading: 'Cookies',
      body: `HireStack uses a small number of cookies and similar browser storage:

- **Essential cookies** keep you signed in and protect forms against misuse. The site does not work properly without them.
- **Preference storage** remembers choices you make in your own browser, such as the articles on your reading list. This information stays on your device and is not sent to us.

We do not use advertising cookies. You can block or delete cookies in your browser settings; if you block essential cookies you will not be able to sign in.`,
    },
    {
      heading: 'Third-Party Links',
      body: `HireStack links to the websites of the tools we list and to other external resources. Those websites are run by third parties with their own privacy policies, which we do not control. When you follow a link out of HireStack, the information you share with that website is governed by its policy, not this one. We recommend reading the privacy policy of any tool before you sign up for it or upload personal or candidate data to it.`,
    },
    {
      heading: 'Changes to This Policy',
      body: `We may update this Privacy Policy when our service or the law changes. When we do, we will change the "Last updated" date at the top of this page, and if the changes are significant we will tell registered users by email before they take effect. Continuing to use HireStack after an update means you accept the revised policy.`,
    },
  ],
  contact: {
    heading: 'Contact Us',
    text: 'If you have questions about this Privacy Policy, want a copy of the personal information we hold about you, or want us to correct or delete it, email us. We aim to reply within five business days.',
  },
}
