/**
 * Word lists for realistic seed data. Order matters: the seed is deterministic over these lists.
 * Lists are written as `;`-separated text so the file stays compact under the formatter.
 */
function list(text: string): string[] {
  return text
    .split(';')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export const FIRST_NAMES =
  list(`Adam; Alice; Anna; Benjamin; Carla; Daniel; David; Elena; Emma; Filip; Grace; Hana;
  Henry; Isabel; Jakub; James; Jana; Julia; Karel; Katherine; Liam; Lucas; Lucie; Marek; Maria; Martin; Michael;
  Nina; Noah; Olivia; Pavel; Peter; Petra; Quentin; Rachel; Robert; Sarah; Sofia; Stefan; Tereza; Thomas; Tomas;
  Ursula; Victor; Wendy; William; Yara; Zoe`);

export const LAST_NAMES =
  list(`Anderson; Bauer; Becker; Brown; Carter; Clarke; Dvorak; Evans; Fischer; Garcia;
  Hoffmann; Horak; Hughes; Jackson; Johnson; Kowalski; Kral; Lambert; Lopez; Martin; Meyer; Miller; Moreau; Muller;
  Nemec; Novak; Nowak; Olsen; Parker; Patel; Rossi; Schneider; Schmidt; Svoboda; Taylor; Thompson; Turner; Varga;
  Walker; Weber; White; Wilson; Wright; Young`);

export const FLOW_NAMES = list(`Payment reminder; Appointment confirmation; Customer satisfaction survey;
  Debt collection; Delivery notification; Password reset; Order status; Lead qualification; Insurance claim intake;
  Card blocking; Balance inquiry; Technical support triage; Callback request; Opening hours; Meter reading;
  Policy renewal; Fraud alert; Welcome call; NPS survey; Contract renewal; Outage information; Address change;
  Invoice explanation; Loan pre-approval; Roaming activation; SIM card replacement; Tariff upgrade offer;
  Claim status; Vaccination reminder; Test results; Prescription refill; Reservation booking; Event invitation;
  Churn prevention; Main IVR menu`);

/** Suffixes that turn a base flow name into a variant; empty entries keep plain names the most common. */
export const FLOW_QUALIFIERS = [
  '',
  '',
  '',
  ' (SMS fallback)',
  ' v2',
  ' - weekend',
  ' - VIP',
  ' - pilot',
  ' - EN',
];

export const COMPONENT_NAMES = list(`Authentication; Address capture; Date of birth check; IBAN capture;
  Yes/No question; Transfer to agent; Opening hours check; Language selection; Survey question; Goodbye;
  Customer lookup; OTP verification; Payment capture; Callback scheduling; Consent recording; Amount capture;
  Policy number capture; Email capture; Retry on silence; Sentiment check`);

export const FOLDER_NAMES =
  list(`Collections; Customer care; Sales; Surveys; Notifications; Retention; Onboarding;
  Support; Billing; Pilots; Archive; Inbound; Outbound; Seasonal; Partners; Compliance`);

export const CAMPAIGN_TOPICS = list(`Spring payment reminders; Q3 satisfaction survey; Overdue invoices;
  Contract renewals; Summer roaming offer; Welcome new customers; Flu season reminders; Policy renewals;
  Win-back lapsed customers; Meter reading week; Fibre upgrade offer; Black Friday preview; Card expiry notices;
  Appointment reminders; Service outage follow-up; Year-end NPS`);

/** Tag names with their colours, as `name=#rrggbb`. */
export const TAGS: [string, string][] = list(`production=#2e7d32; draft=#9e9e9e; needs review=#f9a825;
  deprecated=#c62828; inbound=#1565c0; outbound=#6a1b9a; pilot=#00838f; VIP=#ad1457; GDPR=#4e342e;
  seasonal=#ef6c00; A/B test=#283593; high volume=#558b2f`).map(
  (entry) => entry.split('=') as [string, string],
);

export const GRAMMAR_NAMES = list(`Yes/No; Digits; Dates; Amounts; Months; Weekdays; Customer number; IBAN;
  Postal code; Menu options; Satisfaction 1-5; Insults; Agent request; Cancel intent; Repeat request`);

export const PROMPTS = list(`Hello, this is the automated assistant. How can I help you today?;
  Can you please confirm your customer number?; Thank you. I found your account.;
  Your payment of 49.90 euros is due on Friday.; Would you like me to send the details by SMS?;
  I am sorry, I did not understand that. Could you repeat it?; Let me transfer you to one of my colleagues.;
  Is there anything else I can help you with?`);

export const UTTERANCES = list(`Hi, I am calling about my invoice.; Yes, that is correct.; No, thank you.;
  It is 4 8 1 5 1 6 2 3.; Can I talk to a person?; Please send it by SMS.; I already paid last week.; Sorry, what?;
  That would be great.; No, that is all.`);

export const TASK_NAMES = list(`Export dial logs; Import campaign contacts; Recalculate billing;
  Generate TTS prompts; Install package; Create package; CSV report: audit log; Synchronise slave instance;
  Download call recordings; Rebuild NLP model`);

export const AUDIT_ENTITIES = list(
  'CallScript; Campaign; Line; DialModule; User; Role; Grammar; Tag; Tenant',
);

export const CITIES = list('Prague; Brno; London; Berlin; Vienna; Paris; Madrid; Warsaw; Dublin; Oslo');
