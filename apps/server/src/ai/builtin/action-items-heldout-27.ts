import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_27: LabelledDay[] = [
  {
    name: 'an insurance claims handler on a Tuesday (Teams, e-mail, team WhatsApp)',
    highlights: [
      h(
        'Gareth Owen: Morning all, the Hendry flood claim is back from the loss adjuster.\nGareth Owen: Can you chase the contractor for the revised quote today?\nMe: 👍',
        'Gareth Owen: Can you chase the contractor for the revised quote today?',
      ),
      h(
        'From the claims handling course: never promise a settlement date on the phone. Under-promise and over-deliver is the only rule that survives a complaints review.',
      ),
      h(
        'mr patel renewal - call him back re the excess before 5pm, ref HX-22719',
        'mr patel renewal - call him back re the excess before 5pm, ref HX-22719',
      ),
      h(
        "From: Claire Dunmore\nSubject: RE: Audit sample\nHi both,\nThe audit team should have the sample list to you by Thursday. Please make sure every file in the sample has a signed declaration uploaded before the 14th. I've attached last quarter's findings for reference.\nThanks,\nClaire",
        'Please make sure every file in the sample has a signed declaration uploaded before the 14th.',
      ),
      h('Closed 14 claims today, best week since March. Finally.'),
      h(
        "Sinead: who's covering the complaints inbox while Tom's on leave next week, can we agree a name by Wednesday? 🙏",
        "Sinead: who's covering the complaints inbox while Tom's on leave next week, can we agree a name by Wednesday?",
      ),
      h('Reminder to self: the Hendry follow-up is already logged, nothing more to do there.'),
      h('I meant to update the reserve on the Barlow claim yesterday and Priya ended up doing it for me.'),
      h(
        'Car insurance (mine!) renews on the 22nd, compare quotes before then. The letter says the premium should only go up by about 8%.',
        'Car insurance (mine!) renews on the 22nd, compare quotes before then.',
      ),
      h(
        '09:12 Dev: Pizza Friday is back this week 🍕\n09:14 Hannah: Brilliant\n09:15 Dev: Everyone pop your order in the sheet by 11 on Friday pls',
        '09:15 Dev: Everyone pop your order in the sheet by 11 on Friday pls',
      ),
      h('bins out tonight, recycling week', 'bins out tonight, recycling week'),
    ],
  },
  {
    name: 'a payroll officer at a housing association at month end (e-mail, Teams, family WhatsApp)',
    highlights: [
      h(
        "Hi Jo,\nJust flagging that three new starters still haven't returned their P45s. Could you send them a reminder today? Thanks for sorting the overtime batch so quickly yesterday.\nBest,\nAmir Haddad\nPeople Team | Northfield Homes\nThis email and any attachments are confidential. If you are not the intended recipient, please delete it and notify the sender.",
        'Could you send them a reminder today?',
      ),
      h(
        'HMRC guidance (from the webinar): always reconcile the FPS before you submit the EPS. Check the employer reference on every submission.',
      ),
      h(
        'Marcus Bell: Payslips for the repairs team have gone out 👍\nMarcus Bell: Oh and the pension upload has to be done by the 19th, can you take that one?\nMe: yep',
        'Marcus Bell: Oh and the pension upload has to be done by the 19th, can you take that one?',
      ),
      h(
        'month end list\nsalary sacrifice changes for Lisa + Dan\nrun the gross-to-net report\nemail finance the journal by Thurs\n✔ holiday pay accruals',
        'salary sacrifice changes for Lisa + Dan',
        'run the gross-to-net report',
        'email finance the journal by Thurs',
      ),
      h("The Living Wage rise should come through in April, so next year's budget will look very different."),
      h(
        'Rang the pension provider about the opt-out backlog. They said it should be cleared by the end of the week.',
      ),
      h(
        'Mum: Grandad loved the photos you sent!! Can you pick up the cake from Bakewells on Saturday morning? x',
        'Can you pick up the cake from Bakewells on Saturday morning? x',
      ),
      h("Overheard in the kitchen: 'you should never trust a spreadsheet you didn't build yourself.' Fair."),
      h(
        'Q for Amir - are we backdating the pay award to April or only from the date it was agreed? Last year we backdated, which caused chaos with the pension contributions.',
        'Q for Amir - are we backdating the pay award to April or only from the date it was agreed?',
      ),
      h(
        'Reminder: the payroll audit follow-up meeting took place on Monday and the minutes are on SharePoint.',
      ),
      h(
        'You need to book your eye test, the voucher expires at the end of the month.',
        'You need to book your eye test, the voucher expires at the end of the month.',
      ),
    ],
  },
  {
    name: "a university facilities manager on a Thursday before an open day (Slack, contractors' WhatsApp, e-mail)",
    highlights: [
      h(
        '#estates-ops\nKemi Adeyemi: Lift 3 in the library is out of service again 😩\nKemi Adeyemi: @Rob can you get Otis out before the open day on Saturday?\nRob Finch: ugh, third time this month',
        'Kemi Adeyemi: @Rob can you get Otis out before the open day on Saturday?',
      ),
      h(
        'Fire drill went well — building cleared in 3 min 40. The fire marshals should all have their new hi-vis by next week.',
      ),
      h(
        'TODO: PAT testing schedule for the halls, get three quotes',
        'TODO: PAT testing schedule for the halls, get three quotes',
      ),
      h(
        "Bernadette: Hi Rob, the floor polisher in Block C has broken down again 😞\nBernadette: Is it ok if we borrow the one from the sports centre until it's repaired?",
        "Bernadette: Is it ok if we borrow the one from the sports centre until it's repaired?",
      ),
      h(
        "From the IOSH course: a risk assessment is only as good as the last time someone read it. Walk the site, don't just read the paperwork.",
      ),
      h(
        'Boiler service — Hartley Building, w/c 16th, confirm access with security',
        'Boiler service — Hartley Building, w/c 16th, confirm access with security',
      ),
      h('I chased Grounds about the fallen tree on Parkside Walk and they cleared it this morning.'),
      h(
        "Subject: Open day parking\nHi Rob,\nWe're expecting around 2,000 visitors on Saturday. The overflow car park on Mill Lane must be signposted and staffed from 8am. Jess has already sent the volunteer rota round.\nMany thanks,\nHelen\nStudent Recruitment",
        'The overflow car park on Mill Lane must be signposted and staffed from 8am.',
      ),
      h('Why is it always the Friday before a bank holiday that the heating fails?'),
      h(
        'need to renew my own parking permit before the 30th lol',
        'need to renew my own parking permit before the 30th lol',
      ),
      h('Priya Nair: Has anyone got the keys for the Hartley plant room?\nPriya Nair: nvm found them 🙈'),
    ],
  },
  {
    name: 'a customer success manager at a software start-up on a Monday (Slack, client e-mail)',
    highlights: [
      h(
        "Tomasz: hey! the Brightwell account are asking for a QBR before their renewal\nTomasz: could you put together the usage deck by Wednesday?\nTomasz: they've been customers since 2019 btw, one of our oldest",
        'Tomasz: could you put together the usage deck by Wednesday?',
      ),
      h(
        "Churn is a lagging indicator; by the time a customer tells you they're leaving, they left months ago.",
      ),
      h(
        "Hi Nadia,\nThanks for the call earlier. As discussed, could you send over the SSO setup guide and a quote for 40 extra seats? We're really pleased with how the rollout has gone so far.\nKind regards,\nOwen Price\nHead of Operations, Brightwell Ltd",
        'As discussed, could you send over the SSO setup guide and a quote for 40 extra seats?',
      ),
      h(
        'follow up with Leah at Corvid re the API outage credit',
        'follow up with Leah at Corvid re the API outage credit',
      ),
      h(
        'Our NPS should jump once the new onboarding flow ships. Sales are calling it a game changer, which is what they said about the last one too.',
      ),
      h(
        'Grace Obi: Reminder that the support rota for May is up in Notion 📅\nGrace Obi: Everyone please add your leave to the team calendar by Friday\nGrace Obi: Thanks all!',
        'Grace Obi: Everyone please add your leave to the team calendar by Friday',
      ),
      h("Spoke to Brightwell's IT lead, the SSO issue was on their side. Closed the ticket."),
      h(
        "Who's presenting the churn numbers at Thursday's all-hands, me or Tomasz?",
        "Who's presenting the churn numbers at Thursday's all-hands, me or Tomasz?",
      ),
      h(
        'Quote from the CS leadership podcast: "Always be the one who sends the recap email." Genuinely good advice.',
      ),
      h('Dentist Thurs 4.15', 'Dentist Thurs 4.15'),
      h(
        'Renewal contract for Halden Foods has to be countersigned by legal before the 3rd.',
        'Renewal contract for Halden Foods has to be countersigned by legal before the 3rd.',
      ),
    ],
  },
  {
    name: "a freight forwarding coordinator on a Friday (e-mail threads, drivers' WhatsApp, Teams)",
    highlights: [
      h(
        'RE: RE: Booking FX-4471 Felixstowe\nHi Sam,\nThe vessel should now berth on Tuesday rather than Monday because of the weather in the Channel. Please can you rebook collection for Wednesday AM and let the client know?\nRegards,\nLin Wei\nOcean Ops, Shanghai office',
        'Please can you rebook collection for Wednesday AM and let the client know?',
      ),
      h(
        "Kev (driver): At the gate now, they're saying the container isn't released yet 🙄\nKev (driver): What do you want me to do, wait or come back Monday?",
        'Kev (driver): What do you want me to do, wait or come back Monday?',
      ),
      h(
        'customs entry for the Halden pallets - chase broker, docs missing the commodity codes',
        'customs entry for the Halden pallets - chase broker, docs missing the commodity codes',
      ),
      h(
        "Lesson from the last audit: never let a shipment leave without the signed CMR in the file. If it's not on paper, it didn't happen.",
      ),
      h(
        'Friday checklist\nCheck demurrage charges on FX-4460\nSend weekly KPI report to Martin\n✅ Update the tracking sheet',
        'Check demurrage charges on FX-4460',
        'Send weekly KPI report to Martin',
      ),
      h('Martin mentioned the rates should come down after Chinese New Year.'),
      h('Suez delays are adding 10–14 days to everything from Asia this month.'),
      h(
        "Martin Kerr: Sam, great job on the Halden account this quarter 👏\nMartin Kerr: Bring the last three months' on-time figures to Tuesday's review pls",
        "Martin Kerr: Bring the last three months' on-time figures to Tuesday's review pls",
      ),
      h('I was going to ring the Rotterdam agent this morning but the time difference got me again.'),
      h(
        'Pharma shipment insurance cover to be confirmed before loading (action: Sam)',
        'Pharma shipment insurance cover to be confirmed before loading (action: Sam)',
      ),
      h("Kids' swimming kit needs washing for Saturday", "Kids' swimming kit needs washing for Saturday"),
    ],
  },
  {
    name: 'a marketing executive at a craft brewery on a Wednesday (Slack, festival-team WhatsApp, e-mail)',
    highlights: [
      h(
        'Ellie Hart: The new IPA labels have arrived from the printer 🎉\nEllie Hart: They look amazing, nice work everyone\nJamie: Amazing!!',
      ),
      h(
        'Ollie Grant: Can someone write the Instagram caption for the launch by 2pm tomorrow?\nOllie Grant: last time the caption was written at 11pm and it showed 😅',
        'Ollie Grant: Can someone write the Instagram caption for the launch by 2pm tomorrow?',
      ),
      h(
        'Brand book rule: never put the logo on a busy background. Keep the copy under 20 words on anything printed.',
      ),
      h(
        'I sent the press release to the Evening Post and Beer Today yesterday. Both said they should run it next week.',
      ),
      h(
        "Dan: Who's got the van keys for Saturday's festival?\nDan: And who's doing the 10-2 shift on the stall?",
        "Dan: Who's got the van keys for Saturday's festival?",
        "Dan: And who's doing the 10-2 shift on the stall?",
      ),
      h(
        'Beer festival stall checklist\n✔ banners\ncard reader charged\nprice list (laminated!)',
        'card reader charged',
        'price list (laminated!)',
      ),
      h('Marketing is not about the stuff you make but about the stories you tell. — Seth Godin'),
      h(
        "Hi Maya,\nJust a quick note to say the Pale Ale sold out at the Crown & Anchor on Saturday. Would you be able to drop off some beer mats and a couple of posters when you're next passing?\nCheers,\nRach (landlady)",
        "Would you be able to drop off some beer mats and a couple of posters when you're next passing?",
      ),
      h('Instagram engagement down 12% this month, no idea why.'),
      h("the follow-up post with the brewers' interviews went live at noon"),
      h(
        'Pick up Milo from nursery at 5.30, Chris is at football',
        'Pick up Milo from nursery at 5.30, Chris is at football',
      ),
    ],
  },
  {
    name: 'a recruitment consultant on a Monday (candidate WhatsApp, client e-mail, Teams)',
    highlights: [
      h(
        'Candidate - Aisha: Hi Lucy, thanks so much for putting me forward! Just wondering, is the role hybrid or fully in the office?',
        'Just wondering, is the role hybrid or fully in the office?',
      ),
      h(
        'Sourcing tip from the LinkedIn course: always personalise the first line of an InMail. Candidates can smell a template a mile away.',
      ),
      h(
        "Subject: Interview feedback - Senior Accountant\nHi Lucy,\nWe saw both candidates on Friday. We'd like to move Tom forward to a second interview, could you check his availability for next Tuesday or Wednesday? Ben was a strong second but lacked the consolidation experience.\nThanks,\nGeorgina",
        "We'd like to move Tom forward to a second interview, could you check his availability for next Tuesday or Wednesday?",
      ),
      h('Mondays are for pipeline reviews'),
      h(
        "Rajesh (team lead): Billing targets for Q3 are in the shared drive\nRajesh (team lead): Can everyone update their forecast in Bullhorn before Wednesday's one-to-ones?",
        "Rajesh (team lead): Can everyone update their forecast in Bullhorn before Wednesday's one-to-ones?",
      ),
      h('Placed Marcus at Kingsford!! First placement of the month 🥳'),
      h('The client should be sending the signed terms back by Thursday.'),
      h('ring Georgina re fee % for the second role', 'ring Georgina re fee % for the second role'),
      h('I was supposed to go to the networking breakfast this morning but overslept.'),
      h("Mum's birthday Sat — card + flowers", "Mum's birthday Sat — card + flowers"),
      h('Is it just me or has every candidate this week asked for four-day weeks?'),
    ],
  },
  {
    name: 'a university admissions officer on results day (Teams, applicant e-mail, house-share WhatsApp)',
    highlights: [
      h(
        'Hollie Marsh: Clearing hotline opens at 8 tomorrow, please be logged in by 7.45\nHollie Marsh: Coffee and pastries on me ☕',
        'Hollie Marsh: Clearing hotline opens at 8 tomorrow, please be logged in by 7.45',
      ),
      h(
        'Dear Admissions,\nI received my A-level results today and missed my offer by one grade. Is there any chance I could still be considered for Biomedical Science?\nYours sincerely,\nFinn Ashworth',
        'Is there any chance I could still be considered for Biomedical Science?',
      ),
      h(
        'Clearing rule of thumb from Hollie: never promise a place over the phone until the system says yes.',
      ),
      h('The UCAS feed should refresh every 15 minutes tomorrow.'),
      h(
        'need to update the Biomed entry grades on the website before 8am',
        'need to update the Biomed entry grades on the website before 8am',
      ),
      h('Processed 63 applications today. My eyes hurt.'),
      h(
        'Ellie: Whose turn is it to do the big shop?? 🛒\nEllie: also the electric bill is due on the 20th, can everyone send me £38',
        'Ellie: Whose turn is it to do the big shop??',
        'Ellie: also the electric bill is due on the 20th, can everyone send me £38',
      ),
      h("Last year's clearing follow-up survey said students want faster callbacks."),
      h(
        "Did we ever decide who's covering the Saturday open day desk?",
        "Did we ever decide who's covering the Saturday open day desk?",
      ),
      h("Don't read the comments on the Student Room during clearing. Seriously."),
      h('Prescription ready to collect from Boots', 'Prescription ready to collect from Boots'),
    ],
  },
];
