/**
 * English policy templates (en_US, en_CA, en_GB, en_AU, en_IE, en_IN, en_NG, en_NZ, en_SG),
 * with country and region paragraphs where the law differs: California (CCPA/CPRA), Quebec
 * (Law 25), Canada (PIPEDA, CASL), the UK and Ireland (GDPR), and the other markets' privacy laws.
 */
import { doc, h2, mailbox, p, strong, ul } from './html';
import { EU_COUNTRIES, type PolicyContext, type PolicyTemplates } from './types';

/** The privacy law of each English-speaking market and the authority a user can complain to. */
const usPrivacyLaw = {
  law: 'applicable United States federal and state privacy laws',
  authority: 'your state attorney general or the Federal Trade Commission',
};
const privacyLaw: Record<string, { law: string; authority: string }> = {
  US: usPrivacyLaw,
  CA: {
    law: 'the Personal Information Protection and Electronic Documents Act (PIPEDA) and applicable provincial laws',
    authority: 'the Office of the Privacy Commissioner of Canada',
  },
  GB: {
    law: 'the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018',
    authority: "the Information Commissioner's Office (ICO)",
  },
  IE: {
    law: 'the General Data Protection Regulation (GDPR) and the Data Protection Acts 1988 to 2018',
    authority: 'the Data Protection Commission',
  },
  AU: {
    law: 'the Privacy Act 1988 (Cth) and the Australian Privacy Principles',
    authority: 'the Office of the Australian Information Commissioner (OAIC)',
  },
  NZ: {
    law: 'the Privacy Act 2020',
    authority: 'the Office of the Privacy Commissioner',
  },
  IN: {
    law: 'the Digital Personal Data Protection Act, 2023 and the rules made under it',
    authority: 'the Data Protection Board of India',
  },
  NG: {
    law: 'the Nigeria Data Protection Act, 2023',
    authority: 'the Nigeria Data Protection Commission',
  },
  SG: {
    law: 'the Personal Data Protection Act 2012 (PDPA)',
    authority: 'the Personal Data Protection Commission',
  },
};

/** Where disputes about the terms are decided for each market. */
const governingLaw: Record<string, string> = {
  US: 'the State of New York',
  CA: 'the Province of Alberta and the federal laws of Canada that apply in it',
  GB: 'England and Wales',
  IE: 'Ireland',
  AU: 'New South Wales',
  NZ: 'New Zealand',
  IN: 'India',
  NG: 'the Federal Republic of Nigeria',
  SG: 'Singapore',
};

/** Anti-spam rules that shape the email policy. */
const emailLaw: Record<string, string> = {
  US: 'the CAN-SPAM Act',
  CA: "Canada's Anti-Spam Legislation (CASL)",
  GB: 'the Privacy and Electronic Communications Regulations (PECR)',
  IE: 'the ePrivacy Regulations 2011',
  AU: 'the Spam Act 2003',
  NZ: 'the Unsolicited Electronic Messages Act 2007',
};

const lawOf = (c: PolicyContext) => privacyLaw[c.country] ?? usPrivacyLaw;
const isEu = (c: PolicyContext) => EU_COUNTRIES.includes(c.country);
const gdprLike = (c: PolicyContext) => isEu(c) || c.country === 'GB';
const effective = (c: PolicyContext) => p(`Effective date: ${c.effectiveDate}`);
const companyLine = (c: PolicyContext) =>
  `${c.operator.company}, ${c.operator.street}, ${c.operator.city}, ${c.operator.country.en}`;

function californiaSection(c: PolicyContext): string {
  return doc(
    h2('Your California privacy rights'),
    p(
      'If you live in California, the California Consumer Privacy Act, as amended by the California Privacy Rights Act (CCPA/CPRA), gives you these rights:',
    ),
    ul([
      'the right to know which categories and specific pieces of personal information we collect, use and disclose, and why;',
      'the right to delete personal information we collected from you, subject to legal exceptions;',
      'the right to correct inaccurate personal information;',
      'the right to opt out of the sale or sharing of personal information for cross-context behavioural advertising;',
      'the right to limit the use of sensitive personal information;',
      'the right not to be discriminated against for exercising any of these rights.',
    ]),
    p(
      `${c.siteBrand} does not sell personal information for money. Some advertising cookies may count as "sharing" under California law; you can opt out in the cookie settings, and we honour the Global Privacy Control signal sent by your browser.`,
    ),
    p(
      `To make a request, write to ${mailbox(c.operator.mailDomain, 'privacy')} or call ${c.operator.phone}. We verify your identity before acting and answer within 45 days. An authorised agent may make a request for you with your signed permission.`,
    ),
  );
}

function quebecSection(c: PolicyContext): string {
  return doc(
    h2('Residents of Quebec'),
    p(
      `If you live in Quebec, the Act respecting the protection of personal information in the private sector, as amended by Law 25, also applies. The person in charge of the protection of personal information at ${c.operator.company} is our Privacy Officer, whom you can reach at ${mailbox(c.operator.mailDomain, 'privacy')}.`,
    ),
    ul([
      'You may access the personal information we hold about you and have it corrected.',
      'You may withdraw your consent, and ask us to stop disseminating your information or to de-index any hyperlink attached to your name.',
      'You may receive computerized personal information you provided in a structured, commonly used technological format.',
      'You will be told when a decision about you is made exclusively by automated processing, and you may submit observations to a person who can review it.',
    ]),
    p(
      'Before personal information is communicated outside Quebec, we assess the privacy impact and make sure it will receive adequate protection. You may file a complaint with the Commission d’accès à l’information du Québec.',
    ),
  );
}

const privacyPolicy = (c: PolicyContext) =>
  doc(
    effective(c),
    p(
      `This privacy policy explains how ${c.siteBrandWithTrademark} (operated by ${c.operator.company}) collects, uses and protects your personal information when you use ${c.origin} and our document services. We process it in line with ${lawOf(c).law}.`,
    ),
    h2('Information we collect'),
    ul([
      'Account details: your email address, password (stored only as a secure hash) and preferences.',
      'Document answers: the information you type into a document interview so that we can build your document.',
      'Payment details: handled by our payment processor; we keep only the card type, the last four digits and the expiry date.',
      'Usage data: pages visited, device and browser type, and approximate location from your IP address, collected through cookies.',
    ]),
    h2('How we use it'),
    p(
      'We use your information to provide and improve our services, keep your account secure, process payments, answer support requests and, with your permission, send you news and offers.',
    ),
    gdprLike(c) &&
      p(
        'Our legal bases are the performance of our contract with you, our legitimate interests in running and securing the service, compliance with legal obligations, and your consent for marketing and non-essential cookies.',
      ),
    h2('Sharing and retention'),
    p(
      'We share information only with service providers who help us run the site (hosting, payments, email delivery, analytics) under contracts that protect it, and with authorities when the law requires. We keep your documents and account data while your account is open and for up to three years after it is closed, unless the law requires longer.',
    ),
    h2('Your rights'),
    p(
      `Depending on where you live, you may ask to access, correct or delete your personal information, object to or restrict its use, or receive a copy in a portable format. Write to ${mailbox(c.operator.mailDomain, 'privacy')}. If you are not satisfied with our answer, you may complain to ${lawOf(c).authority}.`,
    ),
    c.region === 'california' && californiaSection(c),
    c.region === 'quebec' && quebecSection(c),
    h2('Contact'),
    p(`${companyLine(c)}. Email: ${mailbox(c.operator.mailDomain, 'privacy')}.`),
  );

const termsOfUse = (c: PolicyContext) =>
  doc(
    effective(c),
    p(
      `These terms of use govern your access to ${c.origin} and the services of ${c.siteBrandWithTrademark}, operated by ${c.operator.company}. By using the site you agree to them; if you do not agree, please do not use the site.`,
    ),
    h2('Your account'),
    p(
      'You must give accurate information when you create an account and keep your password confidential. You are responsible for activity under your account. Tell us at once if you suspect unauthorised use.',
    ),
    h2('Subscriptions and payments'),
    ul([
      'Prices are shown before you pay and include applicable taxes where the law requires.',
      'A subscription renews automatically at the end of each term unless you cancel it before the renewal date in My Account.',
      'A trial that you do not cancel before it ends becomes a paid subscription at the price shown when you started it.',
    ]),
    h2('Acceptable use'),
    p(
      'You may use the documents you create for your own personal or business needs. You may not copy our templates for resale, scrape the site, interfere with its security or use it for anything unlawful.',
    ),
    h2('No legal advice'),
    p(
      `${c.siteBrand} provides self-help legal documents and general legal information. We are not a law firm, and using the site does not create a lawyer–client relationship.`,
    ),
    h2('Liability'),
    p(
      'The site is provided as it is. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability is limited to the amount you paid us in the twelve months before the claim. Nothing in these terms limits liability that cannot be limited by law.',
    ),
    h2('Governing law'),
    p(
      `These terms are governed by the laws of ${governingLaw[c.country] ?? 'the State of New York'}. If you are a consumer, you keep the protection of the mandatory laws of the place where you live.`,
    ),
  );

const cookiePolicy = (c: PolicyContext) =>
  doc(
    effective(c),
    p(
      `Cookies are small text files that a website stores on your device. ${c.siteBrandWithTrademark} uses cookies and similar technologies to run the site, understand how it is used and show relevant offers.`,
    ),
    h2('Cookies we use'),
    ul([
      `${strong('Essential')}: needed for sign-in, security, your document progress and remembering your cookie choices. They are always on.`,
      `${strong('Performance')}: measure visits and errors so we can improve the site. The data is aggregated.`,
      `${strong('Marketing')}: help us and our partners show you relevant advertising and measure campaigns.`,
    ]),
    h2('Your choices'),
    p(
      'You can accept all cookies or choose the categories you allow in the cookie settings, available from the link in the footer at any time. You can also block or delete cookies in your browser, although some parts of the site may then stop working.',
    ),
    gdprLike(c) &&
      p(
        'We only place performance and marketing cookies once you have given your consent, and you can withdraw it as easily as you gave it.',
      ),
    c.region === 'quebec' &&
      doc(
        h2('Residents of Quebec'),
        p(
          'Under Law 25, any technology that can identify, locate or profile you is turned off by default. Performance and marketing cookies therefore stay off until you switch them on in the cookie settings.',
        ),
      ),
    h2('Contact'),
    p(`Questions about cookies: ${mailbox(c.operator.mailDomain, 'privacy')}.`),
  );

const disclaimer = (c: PolicyContext) =>
  doc(
    p(
      `${c.siteBrandWithTrademark} is not a law firm and is not a substitute for a lawyer or law firm. The documents, information and tools on this site are for general information only and are not legal advice.`,
    ),
    h2('No lawyer–client relationship'),
    p(
      `Using ${c.siteBrand}, including our documents, articles and customer support, does not create a lawyer–client relationship. Communications with us are not protected by legal privilege.`,
    ),
    h2('Laws vary'),
    p(
      'Laws differ between countries, states, provinces and territories and change over time. We work to keep our content accurate and current, but we cannot guarantee that a document suits your particular situation.',
    ),
    h2('When to see a lawyer'),
    p(
      'If your situation is complex, involves significant amounts of money or property, or you are unsure about your rights and obligations, please consult a lawyer licensed in your jurisdiction.',
    ),
  );

const editorialPolicy = (c: PolicyContext) =>
  doc(
    p(
      `Our editorial policy explains how ${c.siteBrandWithTrademark} creates and maintains its legal documents, guides and articles, so you know you can rely on them.`,
    ),
    h2('Who writes our content'),
    p(
      'Our content is written by legal writers with a law degree and reviewed by lawyers qualified in the jurisdiction it covers. Each article names its author and reviewer and shows the date of its last review.',
    ),
    h2('How we research'),
    ul([
      'We rely on primary sources: legislation, regulations and court decisions.',
      'We use government and court websites for forms, fees and filing rules.',
      'We explain legal terms in plain language and say when the law differs by region.',
    ]),
    h2('Keeping content up to date'),
    p(
      'We review every document and article at least once a year and whenever the law changes. Updates are tracked so that older versions of a document can be identified.',
    ),
    h2('Independence and corrections'),
    p(
      `Advertisers and partners have no influence on our legal content. If you spot an error, write to ${mailbox(c.operator.mailDomain, 'editorial')} and we will review it promptly.`,
    ),
  );

const emailPolicy = (c: PolicyContext) =>
  doc(
    p(
      `This email policy explains which emails ${c.siteBrandWithTrademark} sends and how you can control them.`,
    ),
    h2('Emails we send'),
    ul([
      `${strong('Service emails')}: account confirmation, password resets, receipts, subscription reminders and document notifications. These are part of the service and you will receive them while your account is open.`,
      `${strong('Marketing emails')}: news, tips and offers. We send these only when you have agreed to receive them, and each one has an unsubscribe link.`,
    ]),
    h2('Unsubscribing'),
    p(
      'Use the unsubscribe link at the bottom of any marketing email or change your email preferences in My Account. We process your request promptly, at the latest within ten business days.',
    ),
    emailLaw[c.country] && p(`We send commercial messages in line with ${emailLaw[c.country]}.`),
    h2('Your email address'),
    p(
      'We never sell or rent your email address. We will never ask for your password or full card number by email; if you receive such a message in our name, do not reply and forward it to us.',
    ),
    p(`Contact: ${mailbox(c.operator.mailDomain, 'support')}.`),
  );

const legalNotice = (c: PolicyContext) =>
  doc(
    p(`The website ${c.origin} (${c.siteBrandWithTrademark}) is operated by:`),
    ul([
      c.operator.company,
      `${c.operator.street}, ${c.operator.city}, ${c.operator.country.en}`,
      c.operator.registration,
      ...(c.operator.vatId ? [`VAT number: ${c.operator.vatId}`] : []),
      `Represented by: ${c.operator.representative}`,
      `Phone: ${c.operator.phone}`,
      `Email: ${mailbox(c.operator.mailDomain, 'legal')}`,
    ]),
    h2('Hosting'),
    p(`The site is hosted by ${c.operator.hosting}.`),
    h2('Intellectual property'),
    p(
      `The content, templates, logos and trademarks on this site belong to ${c.operator.company} or its licensors. ${c.siteBrand} is a trademark of ${c.operator.company}.`,
    ),
    isEu(c) &&
      doc(
        h2('Online dispute resolution'),
        p(
          'We are not obliged and do not offer to take part in dispute resolution proceedings before a consumer arbitration board. You can contact our support team first with any complaint.',
        ),
      ),
  );

const aiDisclaimer = (c: PolicyContext) =>
  doc(
    p(
      `${c.siteBrandWithTrademark} offers an AI legal assistant that answers questions and helps you draft and review documents. Please read this notice before using it.`,
    ),
    h2('Automated answers'),
    p(
      'Answers are generated automatically by an artificial intelligence system, not by a lawyer. They can be incomplete, out of date or wrong, and they may not reflect the law where you live.',
    ),
    isEu(c) &&
      p(
        'In line with the EU Artificial Intelligence Act, we tell you clearly whenever you are interacting with an AI system or reading AI-generated content.',
      ),
    h2('Not legal advice'),
    p(
      'The assistant provides general information only. Check important points against official sources and consult a lawyer before relying on an answer for a decision.',
    ),
    h2('Your information'),
    ul([
      'Do not enter information you do not need to share, such as health details or identity numbers.',
      'Your conversations are processed according to our privacy policy and are not used to train third-party models.',
      'You remain responsible for reviewing any document the assistant helps you create.',
    ]),
  );

/** English templates for every policy kind. */
export const englishPolicies: PolicyTemplates = {
  DISCLAIMER: disclaimer,
  PRIVACYPOLICY: privacyPolicy,
  TERMS: termsOfUse,
  COOKIEPOLICY: cookiePolicy,
  EDITORIALPOLICY: editorialPolicy,
  EMAILPOLICY: emailPolicy,
  LEGALNOTICE: legalNotice,
  AIDISCLAIMER: aiDisclaimer,
};
