import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_57: LabelledDay[] = [
  {
    name: 'an offshore wind turbine technician on a shore-day Tuesday',
    highlights: [
      h(
        'Gav (supervisor): Weather window closes at 14:00 so the crew transfer is moved to 06:30. Bring your GWO certs to the quayside, the client is auditing today.\nGav (supervisor): Cheers for yesterday.',
        'Bring your GWO certs to the quayside, the client is auditing today.',
      ),
      h(
        'Met Office: Yellow warning for wind. Gusts of 55 mph expected along the coast from 3pm. Avoid exposed routes where possible.',
      ),
      h(
        'Thank you for training with Northsea Safety Ltd. You will need to complete the Working at Heights refresher before 14 June to remain compliant. Bookings can be made via the portal.',
        'Thank you for training with Northsea Safety Ltd. You will need to complete the Working at Heights refresher before 14 June to remain compliant.',
      ),
      h(
        'Kieran: Found the torque wrench from T14, it was in the container all along.\nMe: I told you I put it back on Friday\nKieran: Fair play',
      ),
      h(
        "Voicemail: Hi, it's Lorraine from the dentist, just calling to remind you about your check-up on Thursday at 8.15. If you need to rearrange, our number is 01472 556 210. Thanks, bye.",
        "Voicemail: Hi, it's Lorraine from the dentist, just calling to remind you about your check-up on Thursday at 8.15.",
      ),
      h(
        'Rota update: you are on the Hornsea rotation from 3 March. Travel and accommodation have been booked by the office. Please confirm your shoe and harness sizes by Friday so new PPE can be ordered.',
        'Please confirm your shoe and harness sizes by Friday so new PPE can be ordered.',
      ),
      h(
        'Toolbox talk: Never climb alone. Always check your fall-arrest lanyard before every ascent. Most incidents happen in the last hour of a shift.',
      ),
      h(
        "Jo: Can you pick up Alfie from football at 5 tonight? I'm stuck at work till 6.\nJo: Don't worry about the dishwasher tablets, I got some x",
        'Jo: Can you pick up Alfie from football at 5 tonight?',
      ),
      h('Bank: Your card ending 4471 was used for £62.40 at Shell Kirkby. Not you? Tap to review.'),
      h(
        "Following today's inspection on T22, we found a worn pitch bearing seal. Can you and Ryan replace it on Thursday before the unit goes back into service? The inspection report should be with you by end of day.",
        'Can you and Ryan replace it on Thursday before the unit goes back into service?',
      ),
      h(
        'shore day list\nRenew van insurance online\nharness returned to stores\nI already sent the timesheet',
        'Renew van insurance online',
      ),
    ],
  },
  {
    name: 'a best man sorting out the stag weekend on a Wednesday',
    highlights: [
      h(
        'Stag group (WhatsApp)\nTom: Deposit for the lodge is £85 each, please send to me by Sunday.\nLiam: Done 👍\nRaj: Paid mine last night',
        'Tom: Deposit for the lodge is £85 each, please send to me by Sunday.',
      ),
      h(
        'Activity centre email: Thank you for your booking for paintballing for 12 people. All participants are provided with overalls, masks and 100 paintballs. The balance of £240 has been paid in full.',
      ),
      h(
        "Groom's mum (text): Hi love, just so you know Dan is allergic to shellfish, so maybe not the seafood place! Can you let me know the final numbers for the Sunday lunch by Thursday? Thanks so much x",
        'Can you let me know the final numbers for the Sunday lunch by Thursday?',
      ),
      h(
        "Liam: Mate the minibus guy called me back, he can do a 7am pickup from Leeds station\nLiam: I told him yes\nLiam: You'll need to send him the addresses for the drop-offs though",
        "Liam: You'll need to send him the addresses for the drop-offs though",
      ),
      h(
        "From a speech-writing blog: Keep it under five minutes. Never mention exes. Test your jokes on someone who doesn't know the groom.",
      ),
      h(
        "Voicemail from Harbour Lodge: Hi, this is Steph at Harbour Lodge. Just confirming check-in is from 4pm on the Friday and the hot tub will be cleaned before you arrive. Could you ring us back to confirm whether you'll need the extra camp beds? Thanks.",
        "Could you ring us back to confirm whether you'll need the extra camp beds?",
      ),
      h('Monzo: You spent £46.20 at Party Delights. Your Stag Do pot now has £310 left.'),
      h(
        "Mate, thanks again for doing this. I know I said no fancy dress but honestly go for it. One thing: Sarah's cousin Ben has asked to come, could you add him to the group chat? Cheers, Dan",
        "One thing: Sarah's cousin Ben has asked to come, could you add him to the group chat?",
      ),
      h(
        'Stag bits\nL plates\nInflatable sheep\n12 matching t-shirts, Liam ordered them\nSarah already bought the sashes',
        'L plates',
        'Inflatable sheep',
      ),
      h(
        "Raj: Can't do the Friday night anymore, work have put me on nights 😩\nRaj: Restaurant for Saturday is booked btw, I did it on my lunch",
      ),
      h(
        'BBC News: Rail strikes announced for the weekend of 14 March. Passengers are advised to check before they travel.',
      ),
    ],
  },
  {
    name: "an executor sorting out her late father's estate on a Thursday",
    highlights: [
      h(
        'Dear Ms Okafor, Thank you for sending the death certificate. We have now applied for the grant of probate, which usually takes 8 to 12 weeks. In the meantime, please forward any post addressed to your father that mentions shares or pensions.',
        'In the meantime, please forward any post addressed to your father that mentions shares or pensions.',
      ),
      h(
        "Hi Adaeze, it's Mark from Hollis & Reed. We had two viewings on the bungalow this morning, both went well. I'll need the keys to the garage before Saturday's open house, so if you could drop them in that'd be brilliant.",
        "I'll need the keys to the garage before Saturday's open house, so if you could drop them in that'd be brilliant.",
      ),
      h(
        "Bereavement Support Team: We are sorry for your loss. Your father's current account has been frozen and standing orders cancelled. The final statement should reach you within 10 working days.",
      ),
      h(
        "Chidi: Can you cancel Dad's TV licence, I don't have the login\nChidi: I've taken his tools, there was room in the garage after all\nChidi: I rang the council about the council tax exemption, they're sending a form",
        "Chidi: Can you cancel Dad's TV licence, I don't have the login",
      ),
      h(
        'Copied from GOV.UK: Executors usually have to value the estate before applying for probate. Most estates are not liable for Inheritance Tax. Keep records of everything you do as executor.',
      ),
      h(
        'Whitfield & Sons: Please find attached our final invoice for £3,940. Payment is due by 30 April. Thank you for choosing us at this difficult time.',
        'Payment is due by 30 April.',
      ),
      h(
        "Redirect Dad's post — Royal Mail form online\nTook meter readings at the bungalow on Saturday",
        "Redirect Dad's post — Royal Mail form online",
      ),
      h(
        'Auntie Ngozi: I found the photos of your dad in Lagos and posted them to you yesterday. He was so proud of you both. God bless',
      ),
      h(
        "We have received notification of Mr Okafor's death. Any death benefits will be paid once the claim has been assessed. Please return the enclosed claim form with a certified copy of the death certificate.",
        'Please return the enclosed claim form with a certified copy of the death certificate.',
      ),
      h(
        'British Gas: Your account at 14 Elm Close has been closed. A final bill will be issued within 14 days. No action is needed.',
      ),
      h(
        "Chidi (voicemail): Hey sis, it's me. The house clearance people can come on the 19th. Can you be there to let them in, or shall I take the day off? Love you, bye.",
        'Can you be there to let them in, or shall I take the day off?',
      ),
    ],
  },
  {
    name: 'an auction house valuer on a sale-week Monday',
    highlights: [
      h(
        'Dear Sir, my grandmother left me a Clarice Cliff teapot and I have attached three photos. Could you give me an idea of its value before I bring it in? Many thanks, Joan Pritchard',
        'Could you give me an idea of its value before I bring it in?',
      ),
      h(
        "Dave (porter): Got the Victorian wardrobe in, had to take the doors off but it's in bay 3 now\nDave (porter): Lot 212 still needs photographing before the catalogue goes live",
        'Dave (porter): Lot 212 still needs photographing before the catalogue goes live',
      ),
      h(
        'the-saleroom: Your catalogue for the 18 March sale has been approved and will go live at 9am tomorrow.',
      ),
      h(
        'From the RICS course notes: Always handle porcelain by the body, never the handle. Condition reports protect the auction house as much as the buyer.',
      ),
      h(
        'Hi Priya, great work on the silver sale. Can you write up condition reports for lots 40 to 55 before the preview on Thursday? Also, Marcus should be in touch about the clock collection. Thanks, Helen',
        'Can you write up condition reports for lots 40 to 55 before the preview on Thursday?',
      ),
      h(
        "Voicemail: Hello, this is Gerald Banks, I bought lot 87 last week, the mantel clock. I'm afraid it doesn't seem to be running, so could someone please call me back on 07700 914 552? Thank you.",
        "I'm afraid it doesn't seem to be running, so could someone please call me back on 07700 914 552?",
      ),
      h(
        'Sale week\nChase Hendersons for the probate paperwork\nGallery 2 rehung yesterday\nBidder paddles printed, 1–300',
        'Chase Hendersons for the probate paperwork',
      ),
      h(
        'Parcelforce: Your parcel from Bonhams is out for delivery today between 10:15 and 11:15. No signature is required.',
      ),
      h(
        'Hello, I was the winning bidder on lot 19 (the oak bureau). A courier has been booked for Friday. Could you confirm what time the saleroom opens for collections?',
        'Could you confirm what time the saleroom opens for collections?',
      ),
      h(
        'Tom: Helen says the Doulton vases did well, the market is picking up\nTom: Also the coffee machine is fixed',
      ),
      h(
        'Antiques Trade Gazette: Demand for brown furniture continues to fall, while mid-century pieces should remain strong into the spring. Dealers are advised to buy selectively.',
      ),
    ],
  },
  {
    name: 'a dialysis patient juggling appointments on a Friday',
    highlights: [
      h(
        'Renal Unit: Reminder, your dialysis session is on Saturday at 12pm, not 7am. Transport has been rebooked automatically. Reply STOP to opt out of texts.',
        'Renal Unit: Reminder, your dialysis session is on Saturday at 12pm, not 7am.',
      ),
      h(
        'Boots: Your repeat prescription has been collected from Boots Castle Street. Thank you for using our app.',
      ),
      h(
        'Fiona (renal dietitian): Hi Mr Haddad, lovely to see you on Tuesday. As discussed, please keep a food diary for the next two weeks and bring it to your next clinic. Remember that potassium is found in bananas, potatoes and chocolate. Best wishes, Fiona',
        'As discussed, please keep a food diary for the next two weeks and bring it to your next clinic.',
      ),
      h(
        'Layla: Dad the transplant coordinator called me looking for you, please ring her back today\nLayla: Her number is 0161 276 4402',
        'Layla: Dad the transplant coordinator called me looking for you, please ring her back today',
      ),
      h(
        'Kidney Care UK leaflet: Fluid allowance includes soup, jelly and ice cream. Weigh yourself at the same time every day. Small cups help you drink less.',
      ),
      h(
        'Outpatients letter: Your appointment with the vascular surgeon is on 11 April at 10:40 in Outpatients B. Please bring a list of your current medicines. If you are unable to attend, let us know so the slot can be offered to someone else.',
        'Outpatients letter: Your appointment with the vascular surgeon is on 11 April at 10:40 in Outpatients B. Please bring a list of your current medicines.',
      ),
      h(
        "Hello Mr Haddad, it's Patient Transport. Kev is your driver again this week, same as last time. There's nothing you need to do. Bye now.",
      ),
      h(
        'fluid today 600ml so far\nAsk nurse about the itchy skin on Sat',
        'Ask nurse about the itchy skin on Sat',
      ),
      h(
        "Maureen: I've put your bins out, don't worry about it ☺️\nMaureen: Hope the new slot works out for you x",
      ),
      h(
        'DVLA: Your medical questionnaire has been received. We will write to you once a decision has been made. You do not need to contact us.',
      ),
      h(
        'A chap on the PKD forum: You have to take each day as it comes. Dialysis is a part of your life, not your whole life.',
      ),
    ],
  },
  {
    name: 'a freelance crossword setter on a Wednesday',
    highlights: [
      h(
        "Hi Rob, Thursday's cryptic is in great shape. A couple of solvers flagged 14 down as too obscure, so could you swap it for something more familiar by 5pm tomorrow? No rush on the Easter one. Best, Anna",
        'A couple of solvers flagged 14 down as too obscure, so could you swap it for something more familiar by 5pm tomorrow?',
      ),
      h(
        'Dear Setter, I have done your puzzles for thirty years and never complained before. 9 across is simply wrong: an emu is not a rhea! Yours, a disappointed solver in Hexham',
      ),
      h(
        'FreeAgent: Your Self Assessment tax return is due by 31 January. You have 12 days left to file.',
        'FreeAgent: Your Self Assessment tax return is due by 31 January.',
      ),
      h(
        'Ximenes on the Art of the Crossword: A clue must say what it means. Never use a word in the grid that you would not expect a reasonable solver to know.',
      ),
      h(
        "Sam: Remember it's my mum's birthday Sunday, can you order the flowers today?\nSam: The ones from last year were lovely",
        "Sam: Remember it's my mum's birthday Sunday, can you order the flowers today?",
      ),
      h(
        "Hey Rob, we're putting together a charity puzzle book for the hospice. Would you be up for contributing two puzzles by the end of May? No pressure if you're swamped. Cheers, Kate",
        'Would you be up for contributing two puzzles by the end of May?',
      ),
      h(
        'Production: The Saturday prize puzzle has been typeset and sent to print. Proofs went to Anna at 3pm.\nProduction: The website version should update at midnight.',
      ),
      h(
        "Theme ideas for Easter: chocolate, rebirth, bunnies\nCheck whether EGGCORN is in Chambers\nI tried a pangram grid last night but it didn't work",
        'Check whether EGGCORN is in Chambers',
      ),
      h(
        "Hi Rob, it's Pauline at Hexham Library. Just to say twelve people have signed up for your crossword workshop, which is brilliant. If you could email me what equipment you'll need, I'll get it set up. Thanks!",
        "If you could email me what equipment you'll need, I'll get it set up.",
      ),
      h("X: @crosswordfan99 mentioned you: 'Loved today's cryptic, 22 down made me laugh out loud.'"),
      h('Barclays: A payment of £180.00 from GUARDIAN NEWS has been credited to your account.'),
    ],
  },
  {
    name: 'a livery yard owner on a wet Monday',
    highlights: [
      h(
        "Claire (Biscuit's owner): Hiya, can you turn Biscuit out in the small paddock today, he's been a bit lame on the left fore\nClaire (Biscuit's owner): Thanks so much, you're a star",
        "Claire (Biscuit's owner): Hiya, can you turn Biscuit out in the small paddock today, he's been a bit lame on the left fore",
      ),
      h(
        "Voicemail from Tynedale Equine: Hi, it's Ellie, just about the vaccination visit. Could you have all eight horses in their stables by 8 on Wednesday for the flu jabs? Thanks, see you then.",
        'Could you have all eight horses in their stables by 8 on Wednesday for the flu jabs?',
      ),
      h(
        'Your order #44821 (20 bags of Dengie Alfa-A, 10 bags of pony nuts) has been dispatched and should arrive on Tuesday. Our driver will unload into your feed room.',
      ),
      h(
        'Horse & Rider: Never feed a horse straight after hard work. Good fencing is cheaper than a vet bill.',
      ),
      h(
        "Yard group\nJess: Who's doing the Sunday evening check? I did last week\nMark: Not me, away at a show\nJess: Also I fixed the leaking trough in the top field",
        "Jess: Who's doing the Sunday evening check?",
      ),
      h(
        'Your Equine Business Liability policy renews on 1 May. No action is required if you wish to continue your cover, as payment will be taken automatically.',
      ),
      h(
        'Gary Farrier: Sorry I missed your call earlier, was under a horse. Can you have Biscuit, Monty and Pip caught and in for 2pm Thursday?',
        'Can you have Biscuit, Monty and Pip caught and in for 2pm Thursday?',
      ),
      h('Jobs\nHarrow the arena\nMuck heap collected this morning\nFixed the gate latch', 'Harrow the arena'),
      h(
        'Met Office app: Heavy rain warning for Northumberland until 6pm. Flooding of low-lying fields is possible.',
      ),
      h(
        "Hello, I'm looking for full livery for my 16.2hh gelding from June. Do you have any spaces, and what are your prices? Kind regards, Harriet Moore",
        'Do you have any spaces, and what are your prices?',
      ),
      h(
        "Niamh (bookkeeper): I've reconciled March, all looks fine. The VAT return has to be submitted by the 7th, so I'll need your sign-off before then.",
        "The VAT return has to be submitted by the 7th, so I'll need your sign-off before then.",
      ),
    ],
  },
  {
    name: "an MP's constituency caseworker on a Friday",
    highlights: [
      h(
        "Dear Ms Reid, I have been waiting eleven months for my son's EHCP assessment and nobody will give me a straight answer. Please can you chase the council on my behalf? I have attached the letters. Yours, Karen Doyle",
        'Please can you chase the council on my behalf?',
      ),
      h(
        'Fiona: The MP wants a summary of all open housing cases on her desk by Monday 9am.\nFiona: Surgery in Ashington is cancelled this week, room double-booked.',
        'Fiona: The MP wants a summary of all open housing cases on her desk by Monday 9am.',
      ),
      h(
        'From the caseworker induction pack: Never promise an outcome. Keep a record of every call. The MP is not a court of appeal.',
      ),
      h(
        "Voicemail: Hi, this is Dev Patel from the Home Office MP account team returning your call about case ref 3318-22. The applicant's biometrics appointment has been rebooked for the 24th. Could you pass that on to him and let him know he should bring his passport?",
        'Could you pass that on to him and let him know he should bring his passport?',
      ),
      h(
        'Thank you for your enquiry regarding Mrs Doyle. The assessment is now with the panel and a decision should be made within 6 weeks. We will write to Mrs Doyle directly.',
      ),
      h(
        "Tariq: Can you cover the phones 12 to 1, I've got a dentist\nTariq: I already logged the Doyle case btw",
        "Tariq: Can you cover the phones 12 to 1, I've got a dentist",
      ),
      h(
        'Hansard alert: The MP asked a question on rural bus services in Westminster Hall today. The minister said the department should publish its review in the autumn.',
      ),
      h(
        'Follow-up from the Doyle case — nothing since Tuesday\nRing Mr Ahmed re: the damp in his flat',
        'Ring Mr Ahmed re: the damp in his flat',
      ),
      h(
        "Dear Ms Reid, We have inspected Mr Ahmed's flat and found the damp is caused by a blocked gutter. Our contractor cleared the gutter on Wednesday. We have written to Mr Ahmed to let him know.",
      ),
      h(
        "Hi Laura, the MP is visiting the Blyth food bank on Saturday at 11. Please could you send her a one-page briefing on the two families we've been helping by Friday noon? Thanks, Sophie",
        "Please could you send her a one-page briefing on the two families we've been helping by Friday noon?",
      ),
      h(
        'Mrs Kaur: Thank you so much for your help, my pension credit has finally come through. You have made an old lady very happy',
      ),
    ],
  },
];
