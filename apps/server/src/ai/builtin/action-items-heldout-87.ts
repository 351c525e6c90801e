import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_87: LabelledDay[] = [
  {
    name: 'Darius, 33, a self-employed pedicab rider in Edinburgh doing his first self-assessment tax return, on a Tuesday in January',
    highlights: [
      h(
        "Call with HMRC self-assessment helpline, 9.12am. Waited 47 minutes on hold listening to the same bit of Vivaldi. The adviser, Janine, said my UTR letter went to the old flat in Leith. She's re-issuing it but it can take up to 10 working days. I need to update my address on the Government Gateway account tonight. Call reference 1-448-2217. The follow-up letter they promised last time never came.",
        'I need to update my address on the Government Gateway account tonight.',
      ),
      h(
        "From a freelancer's guide to tax: Keep every receipt, even the ones that look pointless. Set aside a quarter of everything you earn in a separate pot. The self-employed who get into trouble with HMRC are rarely crooks; they are disorganised.",
      ),
      h(
        "Tax return to-do\n1. Dig out bank statements April to April\n2. Bike repair receipts — already in the shoebox\n3. Waterproofs — Ross says they don't count\n4. Mileage? not relevant, it's pedal power lol",
        'Dig out bank statements April to April',
      ),
      h(
        'Ross: filed mine at Christmas, feel amazing\nRoss: I got fined £100 last year for being a day late, no mercy\nMe: not even started lol\nRoss: the online form is easier than it looks honestly',
      ),
      h(
        'Busy night on the Royal Mile, £140 in fares and £35 in tips. Tips count as income, apparently. Logged it all in the spreadsheet before bed, which felt very grown up.',
      ),
      h(
        'Letter from the council, copied in:\nOur records show an outstanding balance of £212.40 on your council tax account for 2023/24. If this amount is not paid within 14 days, a reminder notice will be issued. If you have already paid, please ignore this letter.\nPretty sure I paid this in March. Check the March bank statement before I ring them.',
        'Check the March bank statement before I ring them.',
      ),
      h(
        "Monzo says my tax pot has £1,180 in it. That should cover the first payment on account, hopefully. Payments on account are basically paying next year's tax in advance, which feels like a scam but isn't.",
      ),
      h(
        'Public liability for the pedicab auto-renews on 3 Feb, it was £186 last year.\nTODO get two other quotes before then',
        'TODO get two other quotes before then',
      ),
      h(
        'Spent two hours on the phone today and got nowhere. Honestly the hills are the easy part of this job. I did finally find the P60 from the bike shop job in the kitchen drawer.',
      ),
      h(
        'Email from Gav at Trike Tours: Hi all, rent statements for the year are attached. Could you each confirm your weekly rental total by Friday so I can square my own books? Cheers, Gav',
        'Could you each confirm your weekly rental total by Friday so I can square my own books?',
      ),
      h(
        "You need to renew your street trader's licence before it lapses on 28 February. The fee went up to £97 this year. Apparently they're stricter about the lights on the trikes now too.",
        "You need to renew your street trader's licence before it lapses on 28 February.",
      ),
    ],
  },
  {
    name: "Winifred, 79, a retired shirt-factory machinist in Swansea claiming Attendance Allowance with her granddaughter's help, on a Wednesday",
    highlights: [
      h(
        'Rang the Attendance Allowance helpline at 10. Nice man called Dafydd, very patient with me. He said they never received page 14, the part about needing help at night. I have to send page 14 again with my National Insurance number written at the top. He said it should be dealt with within 40 working days after that.',
        'I have to send page 14 again with my National Insurance number written at the top.',
      ),
      h(
        "From the Age Cymru leaflet: Describe your worst days, not your best. Don't be proud on the form. Many people underclaim because they are used to coping.",
      ),
      h(
        'Letter from the Pension Service, copied in:\nYour State Pension will increase to £230.25 a week from 7 April. You do not need to do anything. If your circumstances change, you must tell us straight away.',
      ),
      h(
        'Things for Nan (from Carys)\n- Find the Pension Credit award letter\n- Rent book: in the biscuit tin\n- Prescriptions list: Carys has it',
        'Find the Pension Credit award letter',
      ),
      h(
        "Carys came round after work and we did the first half of the form at the kitchen table. I cried a bit at the questions about bathing. Forty years on the machines at the shirt factory and now I can't get in the bath on my own.",
      ),
      h(
        'Welsh Water bill came, £41.60 a month from April. Ask them about the HelpU tariff, Carys says it caps the bill for people on Pension Credit.',
        'Ask them about the HelpU tariff, Carys says it caps the bill for people on Pension Credit.',
      ),
      h(
        "TV licence is free over 75 only if you get Pension Credit. Carys sorted mine in 2022, so that's one less thing.",
      ),
      h(
        "I meant to ring the bank about the funeral plan direct debit last week and never did. It still comes out on the 1st, £24.95. I'll ring Nationwide on Friday morning about stopping it.",
        "I'll ring Nationwide on Friday morning about stopping it.",
      ),
      h(
        'Gareth: Carys said you got through to the pension people in the end\nGareth: the one they lost last year cost you four months of money\nMe: Carys already did the photocopies\nGareth: good, can you send me a photo of the first page so I can check the NI number',
        'Gareth: good, can you send me a photo of the first page so I can check the NI number',
      ),
      h(
        'News: Thousands of pensioners in Wales are missing out on Pension Credit, a charity warns. Age Cymru says anyone who thinks they might qualify should apply as soon as possible.',
      ),
      h(
        'Diary\nDentist Thurs 2.30, the NHS one on Walter Road\nHC2 certificate is in the blue folder',
        'Dentist Thurs 2.30, the NHS one on Walter Road',
      ),
    ],
  },
  {
    name: 'Hank, 61, a freight locomotive engineer in North Platte, Nebraska, sorting out his railroad retirement, on a Sunday',
    highlights: [
      h(
        "Called the RRB field office in Omaha on Friday. The rep said I can file for the annuity up to 90 days before my last day on the job. RRB appointment Thurs the 14th, 10:30, bring the marriage certificate and my DD-214. She's mailing out my service-months statement, should be here in a week or so.",
        'RRB appointment Thurs the 14th, 10:30, bring the marriage certificate and my DD-214.',
      ),
      h(
        "Explanation of Benefits from the union health plan: ER visit 11/2, billed $4,812, plan paid $3,940, patient responsibility $872. THIS IS NOT A BILL. The hospital bill says I owe $1,460 though, which doesn't match. Follow up with Great Plains Health billing on Monday about why the numbers are different.",
        'Follow up with Great Plains Health billing on Monday about why the numbers are different.',
      ),
      h(
        "From a retirement article Linda clipped: Don't claim too soon. Every year you wait adds to your check. Know your number before you hand in your notice.",
      ),
      h(
        'Linda: I left the spousal form on the counter, signed it already\nLinda: Also please call the propane company, the autopay went through twice\nMe: saw that, ugh',
        'Linda: Also please call the propane company, the autopay went through twice',
      ),
      h(
        'Union newsletter: The national agreement ratified in March gives a 3.5% raise retroactive to July. Retro checks should hit accounts by the end of the quarter.',
      ),
      h(
        "Sunday paperwork\n1. Homeowner's insurance premium due the 20th\n2. Truck registration — renewed online already\n3. 2019 W-2 — found it in the filing cabinet\n4. Shredded the old bank statements in the garage",
        "Homeowner's insurance premium due the 20th",
      ),
      h(
        'I was going to roll the old 401(k) over this weekend but the website was down. Spent the afternoon watching the Huskers lose instead.',
      ),
      h(
        "Thanks to Earl at the union hall for walking me through the Tier II stuff. He's been retired four years now and says it's the best thing he ever did.",
      ),
      h(
        'Note to self: you need to tell the RRB about the Army Reserve pension, the rep said it can offset things.',
        'Note to self: you need to tell the RRB about the Army Reserve pension, the rep said it can offset things.',
      ),
      h(
        'Why does every form ask for the same five things? Who designs these? Forty-one years of service and I still need three forms to prove I exist.',
      ),
      h(
        'We still have to decide whether Linda takes the joint-and-survivor option or the bigger single check. The difference is about $310 a month. Her sister says take the survivor option, always, no question.',
        'We still have to decide whether Linda takes the joint-and-survivor option or the bigger single check.',
      ),
    ],
  },
  {
    name: 'Jacinta, 44, who runs a roadhouse on the Stuart Highway in the Northern Territory, the Monday after a storm',
    highlights: [
      h(
        "Rang the insurer about the roof over the fuel canopy. On hold 52 mins. Claim number is HOM-7734120. The assessor can't get out here till the 19th because of the road closures at Daly Waters. Take photos of the water damage in the coolroom before we start ripping anything out.",
        'Take photos of the water damage in the coolroom before we start ripping anything out.',
      ),
      h(
        "Leanne rang, she's started on the BAS. Send her the fuel receipts and the Square export by Friday. She lodged the last one three days early, bless her.",
        'Send her the fuel receipts and the Square export by Friday.',
      ),
      h(
        'From a small business column in the NT News: Cash flow kills more businesses than bad ideas. Always reconcile weekly, never quarterly. Treat the ATO like a creditor who never forgets.',
      ),
      h(
        "Mick: fuel tanker's coming Wed not Tues\nMick: road train driver says the Stuart's open again south of Dunmarra\nMe: Mick can you check the dip readings against the delivery docket when it comes",
        'Me: Mick can you check the dip readings against the delivery docket when it comes',
      ),
      h(
        'Letter from the NT Government, copied in:\nWe are pleased to advise that your application for the Business Disaster Recovery Grant has been assessed as eligible. Funds will be paid within 15 business days. Please provide a tax invoice for the completed repair works by 30 June to acquit the grant.',
        'Please provide a tax invoice for the completed repair works by 30 June to acquit the grant.',
      ),
      h(
        'This week\nHilux rego due 14th\nCoolroom fridgie came Sat, all good now\nDiesel up 6c at the terminal',
        'Hilux rego due 14th',
      ),
      h(
        'Did the till count, $38 out. Found it — Kayla gave change from a fifty as if it was a hundred. Sorted it with the grey nomad couple at pump 3, lovely people.',
      ),
      h(
        "Honestly some days I think I should sell up and move to Darwin. Then a storm rolls in over the plains and I remember why I'm here.",
      ),
      h(
        "Who's doing the bank run to Katherine on Wednesday while I'm on the phone to the assessor? Kayla's only got her L plates, so not her.",
        "Who's doing the bank run to Katherine on Wednesday while I'm on the phone to the assessor?",
      ),
      h(
        'Super for Kayla and Mick went through on Friday. Payday super starts next year apparently, which means paying it every pay run.',
      ),
      h(
        "Big thanks to the Daly Waters pub mob for lending us the generator after the storm. They wouldn't take a cent for it.",
      ),
    ],
  },
  {
    name: 'Joseph, 48, who owns two matatus on the Rongai route in Nairobi, on a Thursday',
    highlights: [
      h(
        'Called Pamoja Insurance about the claim for KDA 412X, the side mirror and door from the accident at Globe roundabout. The lady said the police abstract is missing from the file. I must take the abstract to their office in Upper Hill before Monday.',
        'I must take the abstract to their office in Upper Hill before Monday.',
      ),
      h(
        'Otieno: boss the speed governor light is blinking again\nOtieno: traffic police on Thika Road stopped us twice today\nMe: Take it to the garage in Kariobangi tomorrow before the first trip',
        'Me: Take it to the garage in Kariobangi tomorrow before the first trip',
      ),
      h(
        'SACCO meeting notes\nLoan balance: KSh 312,000\nMonthly deduction goes up to KSh 18,500 from March\nSecretary read the minutes of the last meeting\nWe still need to decide if we are joining the cashless fare system',
        'We still need to decide if we are joining the cashless fare system',
      ),
      h(
        'iTax portal was down again at 11pm. Filed the turnover tax return for January anyway, two weeks early for once. Last year I paid a KSh 1,000 penalty for being one day late.',
      ),
      h(
        'Forwarded in the SACCO group: Never lend your logbook to anyone. A vehicle that does not earn must not eat. Save the daily target first, then spend.',
      ),
      h(
        'Wanjiku says the SHA contributions for the family have not reflected since October. Wanjiku to go to the Huduma Centre on Saturday with the ID cards and the birth certificates.',
        'Wanjiku to go to the Huduma Centre on Saturday with the ID cards and the birth certificates.',
      ),
      h(
        "The bursar sent the fee structure for Brian's second term, KSh 45,000. Paid it through the bank paybill and forwarded the confirmation message to the bursar.",
      ),
      h(
        "Today the matatu made KSh 7,800 after fuel and the conductor's pay. Rain in the afternoon killed the Rongai route. Not a bad day, not a good one.",
      ),
      h(
        'The NTSA inspection sticker expires on 3 March, so the inspection has to be booked this month. Last time the queue at Likoni Road took the whole day.',
        'The NTSA inspection sticker expires on 3 March, so the inspection has to be booked this month.',
      ),
      h('How can fuel go up again when the shilling is stronger? Nobody in this country can explain it.'),
      h(
        'Brian: Dad can you send me 2,000 for the class trip by Friday?\nBrian: the teacher said the list closes then',
        'Brian: Dad can you send me 2,000 for the class trip by Friday?',
      ),
    ],
  },
  {
    name: 'Morwenna, 50, who runs a trout fishery on Bodmin Moor after a flood breached a pond bank, on a Friday',
    highlights: [
      h(
        'Call with the loss adjuster, Mr Penrose, 11.40. He asked a lot about the stock losses pond by pond. We lost roughly 900 rainbows and 200 brownies when the bank went. I need to dig out the restocking invoices from the hatchery for the last two years. His report goes to the insurer after that, which could take weeks.',
        'I need to dig out the restocking invoices from the hatchery for the last two years.',
      ),
      h(
        'Cornwall Council, business rates:\nYour rateable value from 1 April is £14,750. You may be eligible for Small Business Rate Relief. Information about reliefs is available on our website.\nApply for the relief this weekend, Jenna at the Camel Valley fishery got the whole bill knocked off.',
        'Apply for the relief this weekend, Jenna at the Camel Valley fishery got the whole bill knocked off.',
      ),
      h(
        'From a fishery management piece: Stock little and often. A fishery lives or dies on its repeat anglers. Never let the water go a fortnight without a fresh stocking.',
      ),
      h(
        "Friday\n1. Day-ticket cash banked\n2. Ring Tom re the digger for the bank repair\n3. Fly-tying bits for the shop, ordered\n4. Chase the EA about the abstraction licence?? no, that's sorted now",
        'Ring Tom re the digger for the bank repair',
      ),
      h(
        'Rained 38mm overnight again. The top pond is brown as tea. Had three anglers in anyway, and one took a 6lb rainbow on a damsel.',
      ),
      h(
        'Hi Morwenna, just confirming the club booking for 14 anglers on Sunday 6th. Could you send an invoice to our treasurer, Pete Hocking, so he can pay by BACS? Many thanks, Alan',
        'Could you send an invoice to our treasurer, Pete Hocking, so he can pay by BACS?',
      ),
      h(
        'Not VAT registered, turnover is well under the threshold. The accountant says to keep an eye on it if the café takes off.',
      ),
      h(
        "Don't forget: balancing payment to HMRC, 31 Jan, £2,340\nPaid the July one late and got a letter",
        "Don't forget: balancing payment to HMRC, 31 Jan, £2,340",
      ),
      h(
        "Kit: I rang the hatchery, they can restock in March if the banks are fixed. You'll have to sign the order form though, it's in your name.",
        "You'll have to sign the order form though, it's in your name.",
      ),
      h(
        'The Environment Agency says the moor had its wettest autumn on record. Feels like it. Every year the weather gets harder to run a business around.',
      ),
      h(
        'I should have checked the flood cover on the policy before the bank went, not after. Lesson learnt.',
      ),
    ],
  },
  {
    name: 'Aoife, 28, a hurley maker in Kilkenny back from two years in Sydney, claiming her Australian super, on a Saturday',
    highlights: [
      h(
        'Rang AustralianSuper at 7am our time to catch them before they closed. They said I need a certified copy of my passport, signed by a solicitor or a Garda. The rest of the claim is done on the ATO website. The tax on it is 35%, which hurts.',
        'They said I need a certified copy of my passport, signed by a solicitor or a Garda.',
      ),
      h(
        'Hurleys this week: 14 orders, 9 done. The ash from Cashel is lovely, tight grain. Invoiced Mooncoin GAA for the twelve under-12 hurleys, €40 each.',
      ),
      h(
        'From a sole trader podcast: Pay yourself a wage, even a small one. Open a separate business account from day one. The tax man is a silent partner in every euro you make.',
      ),
      h(
        'Revenue, copied in:\nOur records indicate that you have commenced self-employment. You are required to file a Form 11 for 2024 on or before 31 October 2025. This notice was issued automatically.',
        'You are required to file a Form 11 for 2024 on or before 31 October 2025.',
      ),
      h(
        'Mam: saw your hurleys on the Mooncoin Facebook page!!\nMam: Bring your payslips when you go to the Credit Union about the car loan\nMam: and your da says well done',
        'Mam: Bring your payslips when you go to the Credit Union about the car loan',
      ),
      h(
        'Spent the morning sanding and the afternoon on the Revenue site. Finally registered for income tax as a sole trader. My PPS record still had my old Sydney address on it somehow.',
      ),
      h(
        'Car\n- NCT Tues 3rd, 9.40, Kilkenny centre\n- Motor tax paid, €280\n- Insurance renewed, same crowd',
        'NCT Tues 3rd, 9.40, Kilkenny centre',
      ),
      h("RTÉ: Minimum wage to rise to €14.15 from January. Employers' groups say small firms will struggle."),
      h(
        "ask Dad if the old lathe in the shed is worth insuring\nProbably not, it's older than me",
        'ask Dad if the old lathe in the shed is worth insuring',
      ),
      h(
        "Thank you to Siobhán in the LEO office for the chat about the start-up grant, she was great. Didn't realise you could get mentoring for free. Feeling a lot less lost.",
      ),
      h(
        "Do I register for VAT now or wait until I'm near the threshold? Every accountant in Kilkenny seems to have a different opinion.",
        "Do I register for VAT now or wait until I'm near the threshold?",
      ),
    ],
  },
  {
    name: "Ngaire, 59, a boner at a meat works in Hawke's Bay, off work with a cut hand and an ACC claim, on a Tuesday",
    highlights: [
      h(
        "Rang ACC, claim number 10048775231. The case owner is Rawiri. He said weekly compensation starts once the GP's medical certificate comes through. I have to get Dr Mason to send the ACC18 straight to them, not to me. Payments are 80% of what I was earning, paid fortnightly.",
        'I have to get Dr Mason to send the ACC18 straight to them, not to me.',
      ),
      h(
        "Read the KiwiSaver statement properly for once. Balance $84,320. At 65 I can take it all out, which is six years away. Remember to ask the provider whether I'm in the right fund for my age.",
        "Remember to ask the provider whether I'm in the right fund for my age.",
      ),
      h(
        'From a retirement planning site: Start late rather than never. Review your fund type every five years. A dollar saved at 55 still works harder than you think.',
      ),
      h(
        'Union meeting at smoko\nCompany wants to cut the season by three weeks\nDelegates to report back to members by Friday\nNo vote till the next meeting',
        'Delegates to report back to members by Friday',
      ),
      h(
        'Inland Revenue, copied in:\nYour income tax assessment for the year ended 31 March shows a refund of $412.18. The refund will be paid into your nominated bank account within 5 working days. No action is required.',
      ),
      h(
        "Tama: Mum I'm in town till 4\nMe: can you pick up my prescription and grab the ACC form from the chemist counter?\nTama: sweet as",
        'Me: can you pick up my prescription and grab the ACC form from the chemist counter?',
      ),
      h(
        "Cut my hand on the boning knife last Wednesday, six stitches. I meant to fill in the ACC form at the clinic but they were flat out. The nurse says it's healing well.",
      ),
      h(
        'Bills this fortnight\n1. Power — $186, due 21st\n2. Rates instalment — paid by AP\n3. Car WOF — done Saturday',
        'Power — $186, due 21st',
      ),
      h(
        'You need to tell Work and Income about the ACC payments before the accommodation supplement review on the 28th.',
        'You need to tell Work and Income about the ACC payments before the accommodation supplement review on the 28th.',
      ),
      h(
        'Who knew a cut hand could cost this much? Thirty years at the works and this is my first claim. Kind of proud of that, honestly.',
      ),
      h(
        'Thanks to Aunty Huia for the kai and for helping me read the ACC letters. She used to work at the Hastings office so she knows all the tricks.',
      ),
    ],
  },
];
