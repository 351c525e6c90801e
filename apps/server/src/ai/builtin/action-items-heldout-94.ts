import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_94: LabelledDay[] = [
  {
    name: 'Fatima, 39, a customs broker at a freight forwarder in Felixstowe, on a Tuesday',
    highlights: [
      h(
        'Subject: RE: Entry for container MSKU 448120-3\n\nHi Fatima,\n\nThanks for turning that round so quickly yesterday. The vessel docked at 06:40 and the box is now showing as discharged. Could you check whether the commodity code for the ceramic tiles is 6907 or 6908 before we submit? I think the supplier has the glazing wrong on the invoice.\n\nCheers,\nDarren\n\nDarren Pike | Import Ops\nPortside Freight Ltd\n01394 555 210',
        'Could you check whether the commodity code for the ceramic tiles is 6907 or 6908 before we submit?',
      ),
      h(
        "doesn't affect us, no night shift that weekend\n---------- Forwarded message ---------\nFrom: CDS Service Desk <noreply@cds-notices.example.gov.uk>\nDate: Mon, 2 Mar 2026 at 17:05\nSubject: Planned maintenance – Customs Declaration Service\n\nThe Customs Declaration Service will be unavailable from 22:00 on Saturday 7 March to 04:00 on Sunday 8 March. Declarations submitted during this window will be queued and processed when the service resumes. We apologise for any inconvenience this may cause. Please do not reply to this email as this mailbox is not monitored.",
      ),
      h(
        "Hi both,\n\nJust to close the loop, the duty deferment account has been topped up and the guarantee is back to £40,000. Sam has sent the updated DDA statement to the Zeebrugge desk, so they should stop bouncing our entries.\n\nRegards,\nMaureen\nFinance\n\nOn Mon 2 Mar 2026, 16:12, Fatima Qureshi wrote:\n> Maureen, the DDA ran short again this morning and two entries bounced. I've copied in Sam.\n> Fatima",
      ),
      h(
        "tues\n- [x] DDA topped up\n- [x] Hartwell invoice filed\n- [ ] Kev overtime Thurs night\n\n> From: Kevin Bright\n> Sent: 03 March 2026 07:10\n> Happy to do Thursday night if you need me, I've sorted childcare.",
        'Kev overtime Thurs night',
      ),
      h(
        'Dear Fatima,\n\nFurther to our call, please find attached the commercial invoice and packing list for PO 7731. The goods left Ningbo on 14 February and the ETA at Felixstowe is 11 March. Would you be able to let me know by Friday whether we need an import licence for the steel brackets? Our finance team also asked me to mention that the January invoice remains unpaid; I believe this is on our side and they are looking into it.\n\nMany thanks,\nEleanor Watts\nPurchasing Manager, Hartwell Kitchens\n\nThis email and any attachments are confidential and intended solely for the addressee. If you have received it in error, please notify the sender and delete it.',
        'Would you be able to let me know by Friday whether we need an import licence for the steel brackets?',
      ),
      h(
        "Fatima — bumping this as I haven't heard back and the trailer is booked for tomorrow.\n\nOn Mon 2 Mar 2026 at 14:20, Jamal Osei wrote:\n> Hi Fatima,\n> The seal number on the CMR doesn't match the one on the trailer for the Rotterdam groupage. Please can you amend the T1 and resend me the MRN as soon as you can? Otherwise the driver will be held at Calais again.\n> Cheers, Jamal",
        'Please can you amend the T1 and resend me the MRN as soon as you can?',
      ),
      h(
        'FYI from HR, see below.\n\n-----Original Message-----\nFrom: HR Team\nSent: 02 March 2026 11:30\nTo: All Staff Felixstowe\nSubject: March reminders\n\nHi all,\nThe car park resurfacing starts on 9 March, so the staff car park will be closed for two weeks. Overflow parking is available at the Dock Road site. All February expense claims must be submitted in Concur by 5pm on 6 March. The summer social will be on 27 June at the Orwell Hotel.\nThanks,\nHR',
        'All February expense claims must be submitted in Concur by 5pm on 6 March.',
      ),
      h(
        'From the BIFA newsletter, worth keeping:\n\n“Five habits of brokers who never miss a deadline: Always read the invoice before the packing list. Never key a commodity code from memory. Keep a log of every query you raise with a client. Treat every ‘urgent’ with suspicion until you see the ETA. Go home on time.”\n\nBIFA Members’ Bulletin, February 2026',
      ),
      h(
        "Notes from this morning's call with Hartwell, as promised.\n\nAttendees: Eleanor, Raj, Fatima\n1. Spring range – first containers due late April, volumes up about 20%.\n2. January invoice – Hartwell finance confirmed it was paid on 27 Feb; no action.\n3. CDS training for the Hartwell buying team – Action: Fatima to send dates.\n\nRaj",
        'CDS training for the Hartwell buying team – Action: Fatima to send dates.',
      ),
      h(
        'Lovely, thank you! Have a good evening.\n\nSent from my iPhone\n\n> On 3 Mar 2026, at 17:32, Priya Shah <priya@shahcustoms.co.uk> wrote:\n> \n> Brilliant, glad the audit went well. Lunch is on me next time.',
      ),
      h(
        'Fwd: Rate increase notice\n\nDear Valued Customer,\n\nPlease be advised that a General Rate Increase of USD 300 per FEU will apply on all Asia–North Europe cargo from 15 March 2026. Bookings confirmed before this date will be honoured at the current rate. Kindly contact your sales representative for further information.\n\nMeridian Line UK — Customer Service\n\n---\nNB: get the Hartwell and Bakewell bookings confirmed before the 15th',
        'NB: get the Hartwell and Bakewell bookings confirmed before the 15th',
      ),
    ],
  },
  {
    name: 'Desmond, 64, clerk to a parish council in a Dorset village, on a Monday',
    highlights: [
      h(
        'Dear Desmond,\n\nI hope you are keeping well. The bench by the war memorial has come loose again and one of the slats is split; a little girl caught her hand on it on Saturday. Could you add it to the agenda for the April meeting? I have also emailed Dorset Council highways about the pothole outside the school, but I have had no reply.\n\nWith best wishes,\nRuth Penhaligon\nChurch Cottage, Lower Street',
        'Could you add it to the agenda for the April meeting?',
      ),
      h(
        "Happy to second that.\n\nCllr Tony Fairbrother\nMarsh Ward\n\nOn Sun 1 Mar 2026 at 19:02, Cllr Jenny Arkwright wrote:\n> I'd like to propose that we replace the bench rather than repair it again, as it's the third time in two years. Desmond, please can you get two quotes before the April meeting so we can vote on it? I'm aware the budget is tight this year.\n> Jenny",
        'Desmond, please can you get two quotes before the April meeting so we can vote on it?',
      ),
      h(
        '---------- Forwarded message ---------\nFrom: Elections Team, Dorset Council\nDate: Fri, 27 Feb 2026\nSubject: Casual vacancy – Marsh Ward\n\nDear Clerk,\nFollowing the resignation of Cllr Peter Hood, a notice of vacancy must be displayed in the parish by 6 March. Ten electors may then request an election within 14 working days. If no request is received, the parish council may fill the vacancy by co-option.\nElectoral Services',
        'Dear Clerk, Following the resignation of Cllr Peter Hood, a notice of vacancy must be displayed in the parish by 6 March.',
      ),
      h(
        'Mon — clerk stuff\nagenda out by Weds (3 clear days!)\nminutes from Feb signed? yes, done at meeting\nPrecept came in on Friday, £18,400\n\nOn Fri 27 Feb 2026, Mike Dyer (RFO) wrote:\n> Des, the precept should land in the account today or Monday at the latest.',
        'agenda out by Weds (3 clear days!)',
      ),
      h(
        "Hi Desmond,\n\nThanks for sending the year-end figures, which all look in order. As part of the internal audit I look at the fixed asset register and a sample of bank statements. Would you mind dropping the register and the March 2025 statements round to me before 20 March, or scanning them if that's easier? The AGAR timetable is the same as last year, so no surprises there.\n\nKind regards,\nAlan Truscott\nInternal Auditor",
        "Would you mind dropping the register and the March 2025 statements round to me before 20 March, or scanning them if that's easier?",
      ),
      h(
        "From the SLCC bulletin:\n“A good clerk answers the question behind the question. Never send an agenda you wouldn't want read aloud at the meeting. Minute the decision, not the debate.”\nSo true about minuting.",
      ),
      h(
        "Desmond, forwarding for the record. No response needed from us I think, it's a highways matter.\n\n> From: Gary Lunn\n> Sent: 28 February 2026 21:47\n> Subject: Speeding on Marsh Lane\n>\n> Why does nobody in authority ever do anything about the speeding on Marsh Lane? Last night a van must have been doing 60 past the school. The speed watch group used to meet on Thursdays but it stopped during Covid.\n\nTony",
      ),
      h(
        "Hi Des,\nQuick one. Maggie says the parish council's £250 grant towards the hall roof fund has already been paid for this year, so that's one less thing to worry about. Thanks for sorting it so promptly. I said I'd let you know rather than leave you guessing!\nCheers\nPhil",
      ),
      h(
        'Dear Mr Hart,\n\nYour order (ref 44817) has been dispatched and should arrive on Wednesday 4 March. You will receive a text message with a one-hour delivery window on the morning of delivery. Track your parcel at any time using the link below.\n\nThank you for shopping with Office Supplies Direct.\n\nThis is an automated message. Please do not reply.',
      ),
      h(
        "Desmond,\n\nThanks for the follow-up about the churchyard wall. The diocesan surveyor came out on Friday and thinks the lean is historic rather than new movement. I've been through our deeds and the section by the lych gate passed to the PCC in 1998, so the wall is ours to worry about, not yours.\n\nEvery blessing,\nRev'd Sarah Okafor",
      ),
      h(
        "Meant to ring Ruth back about the bench on Friday but ran out of day. I'll ring her first thing tomorrow before the bowls club committee.\nAlso: the defibrillator pads were replaced in January, so they're fine until 2028.",
        "I'll ring her first thing tomorrow before the bowls club committee.",
      ),
    ],
  },
  {
    name: 'Ngozi, 45, orchestral librarian at a symphony orchestra in Birmingham, on a Thursday',
    highlights: [
      h(
        'Hi Ngozi,\n\nMaestro Lindqvist has finished his bowings for the Sibelius 5 and they are all marked in his score. The score went out by courier this morning and should be with you by lunchtime. Could you let me know which edition of the Nielsen the orchestra owns, Hansen or the new Carl Nielsen Edition? He is very particular about the timpani part in the finale.\n\nBest,\nClara\n\nClara Haugen\nAssistant to Anders Lindqvist',
        'Could you let me know which edition of the Nielsen the orchestra owns, Hansen or the new Carl Nielsen Edition?',
      ),
      h(
        '---------- Forwarded message ---------\nFrom: Hire Library <hire@musicpublisher.example.com>\nDate: Wed, 4 Mar 2026\nSubject: Return of hire material – Adams, Harmonielehre\n\nDear Customer,\nThank you for returning the hire material for Harmonielehre. It was received on 3 March and checked in with no markings outstanding. Hire material is normally due back within 14 days of the final performance, so you were well inside the deadline.\nWith kind regards,\nHire Department',
      ),
      h(
        "Hi Ngozi, sorry to bother you on your day off yesterday. I've lost my second oboe part for the Brahms (I think I left it on the coach after Symphony Hall). Is there any chance you could print me another copy before Saturday's rehearsal? I'll pay for the replacement if it's from the hire set.\nThanks so much,\nTom x",
        "Is there any chance you could print me another copy before Saturday's rehearsal?",
      ),
      h(
        'Thurs\n- [x] Brahms folders out\n- [ ] bowings: 1st & 2nd vln tonight\n- [x] pencil sharpeners ordered\n\nOn Wed 4 Mar 2026, Clara Haugen wrote:\n> The bowings are in the score, which is on its way to you.',
        'bowings: 1st & 2nd vln tonight',
      ),
      h(
        "All,\nThanks for a productive planning meeting. The Proms programme is now confirmed and the press release goes out on 12 March. Library: Ngozi to confirm with Boosey that the Turnage parts will be ready by 1 June. Transport is the same as last year. I'm away next week, so please direct anything urgent to Sophie.\nBest,\nMichael",
        'Library: Ngozi to confirm with Boosey that the Turnage parts will be ready by 1 June.',
      ),
      h(
        "Saved from the MOLA newsletter (Major Orchestra Librarians' Association):\n“Mark in pencil, never in pen. Check every page turn from the player's side of the stand. A part that is easy to read is a part that is played well.”",
      ),
      h(
        "Sorry, ignore my last — found it in the cupboard behind the harps!\n\nOn Thu 5 Mar 2026, 09:03, Ngozi Adeyemi wrote:\n> Hi Priti, the Mahler 6 hammer isn't in the percussion store. Did it go back to Leeds with the hire percussion?\n\nOn Wed 4 Mar 2026, 17:40, Priti Ramsay wrote:\n> Ngozi, do you know where the hammer for Mahler 6 ended up?",
      ),
      h(
        "Dear Ngozi,\n\nThe schools concert on 25 March will now include a short extract from The Firebird, because the young composers' piece is running short. There will be 20 players in the side-by-side section. Please could you check we still have the parts from 2023, and let me know if anything needs reprinting?\n\nMany thanks,\nAisling\nLearning & Participation",
        'Please could you check we still have the parts from 2023, and let me know if anything needs reprinting?',
      ),
      h(
        'FYI – from Facilities.\n\n> The lift at the stage door is out of service until further notice. Engineers should be on site on Monday 9 March. In the meantime please use the goods lift on Bridge Street.\n> Facilities Team',
      ),
      h(
        'You need to renew the Turnage performance licence before the tour, the old one only covers UK dates. Also worth noting: the Hansen Nielsen set is missing cello 4.',
        'You need to renew the Turnage performance licence before the tour, the old one only covers UK dates.',
      ),
      h(
        'Automatic reply: Turnage parts – Proms\n\nThank you for your message. I am away from the office until Monday 9 March. For hire enquiries please email hire@musicpublisher.example.com, and for urgent performance queries call +44 20 7946 0000.\n\nJames Whitfield\nHire Librarian',
      ),
    ],
  },
  {
    name: 'Bryony, 33, location manager on a TV drama shooting in Cardiff, on a Wednesday',
    highlights: [
      h(
        'Hi Bryony,\n\nJust to say the crew were very polite on Monday, but the generator was running until gone 11pm and it kept the baby awake. I was told filming would finish by 9. Could you ring me when you get a minute so we can sort out the rest of the week? My number is 07700 900123.\n\nThanks,\nCarys (number 14)',
        'Could you ring me when you get a minute so we can sort out the rest of the week?',
      ),
      h(
        "---------- Forwarded message ---------\nFrom: Film Cardiff <film@cardiff.example.gov.uk>\nDate: Tue, 3 Mar 2026\nSubject: Road closure approved – Womanby Street\n\nDear Bryony,\nYour application for a rolling road closure on Womanby Street on Friday 13 March has been approved. A copy of the signed TTRO is attached for your records. Residents' letters need to go out no later than seven days before filming. Parking suspensions are included in the approval.\nFilm Cardiff Team",
        "Residents' letters need to go out no later than seven days before filming.",
      ),
      h(
        "Bryony — see Lowri's note below, can you pick this up with the pub?\n\nOn Tue 3 Mar 2026 at 22:15, Lowri Jenkins wrote:\n> Recce went well. The Vulcan works for the bar scenes but the landlord wants us out by 5pm on the Saturday for a private party. Dafydd would rather lose the party than the light.\n> L",
        "Bryony — see Lowri's note below, can you pick this up with the pub?",
      ),
      h(
        "notes for me:\nletters to residents by Fri 6th!!\nVulcan buy-out — Dafydd OK'd it\ngenny moved away from no.14\n\n> From: Owain (Production Manager)\n> Thanks for all your hard work on the recces this week, it's really paying off.",
        'letters to residents by Fri 6th!!',
      ),
      h(
        "Hi Bryony,\n\nThe gate code for the unit base field is 4471 and should work from 6am on the 12th. The ground is still soft by the top hedge, so the honeywagons might be better on the hardstanding. Can you send me the certificate of public liability insurance before then? The farm's insurers have asked for it.\n\nRegards,\nGwyn Morgan\nTŷ Gwyn Farm",
        'Can you send me the certificate of public liability insurance before then?',
      ),
      h(
        'From: Production Office\nSubject: Health & Safety reminder\n\nAll crew,\nAlways wear hi-vis when working near live traffic. Never leave equipment unattended in a public place. Report every near miss, however small, to the unit medic.\nStay safe,\nProduction',
      ),
      h(
        "Hiya,\n\nHope the back's better! Mad week here, we lost the church for episode 4 because of a funeral and Siân is in a flap. I know you're slammed, but could you have a look at the chapel in Llandaff North as a backup this week? No rush on the paperwork. Siân says hi.\n\nx Hannah",
        "I know you're slammed, but could you have a look at the chapel in Llandaff North as a backup this week?",
      ),
      h(
        "Update for the file:\nI rang Carys at 6pm and apologised about the generator. The sparks moved the genny to the car park behind the chapel this afternoon. She was fine in the end.\n\nOn Wed 4 Mar 2026 at 10:02, Carys Powell wrote:\n> Thank you for the letter, it's much appreciated.",
      ),
      h(
        "Dear Bryony,\n\nPlease find attached invoice INV-2231 for the location fee at St Fagans Road (two days' prep, one shoot day, one strike). Our payment terms are 30 days from the date of invoice. Thank you for choosing Rees Estates, and good luck with the rest of the series.\n\nBest wishes,\nJudith Rees\nRees Estates",
      ),
      h(
        'Your booking is confirmed.\n\nPremier Stay Cardiff Bay, 12–14 March, 3 rooms.\nCheck-in from 3pm. Early check-in may be available on request.\nManage your booking online at any time.',
      ),
      h(
        "Dear Bryony,\n\nJust a note to say thank you for leaving the house so tidy after the shoot. The floor protection was exactly as promised and the neighbours enjoyed watching from the pavement! We'd be very happy to have you back for series 3.\n\nWarmest,\nMeg and Huw",
      ),
    ],
  },
  {
    name: "Gavin, 50, senior clerk at a barristers' chambers in Leeds, on a Monday",
    highlights: [
      h(
        "Dear Gavin,\n\nFurther to our telephone conversation, the trial in R v Haddow has been listed for 23 March at Leeds Crown Court with a time estimate of four days. Please can you confirm Miss Achebe's availability by close of business tomorrow? If she is unavailable we will need to instruct alternative counsel.\n\nYours sincerely,\nMark Ellery\nPartner, Ellery Noon Solicitors",
        "Please can you confirm Miss Achebe's availability by close of business tomorrow?",
      ),
      h(
        "Gav,\nStuck in Bradford all day, the jury is still out. I can't do the Haddow trial on the 23rd, I'm part-heard in Newcastle until the 27th. Could you see if Ben is free and offer it to him, or Ravi if not? Sorry to land this on you.\nAdaeze",
        'Could you see if Ben is free and offer it to him, or Ravi if not?',
      ),
      h(
        "---------- Forwarded message ---------\nFrom: Leeds Crown Court Listing <listing.leeds@justice.example.gov.uk>\nDate: Fri, 6 Mar 2026\nSubject: Warned list w/c 9 March\n\nThe following cases are in the warned list for the week commencing 9 March 2026. Counsel's availability should be notified to the Listing Office by 12 noon on Tuesday 10 March. Cases not reached will be relisted.\nListing Office",
        "Counsel's availability should be notified to the Listing Office by 12 noon on Tuesday 10 March.",
      ),
      h(
        "Hi Gavin,\n\nThe Legal Aid Agency has rejected the fee claim for R v Lister because the wrong representation order number was used. I've attached the rejection letter. The claim has to be resubmitted within 14 days of the rejection, so by 20 March. Happy to help if you need anything from our file.\n\nThanks,\nJoanne\nFees Team, Ellery Noon",
        'The claim has to be resubmitted within 14 days of the rejection, so by 20 March.',
      ),
      h(
        'MON\n1. Haddow – Ben or Ravi?\n2. brief back to Ellery Noon by DX – done\n3. FYI Achebe part-heard in Newcastle',
        'Haddow – Ben or Ravi?',
      ),
      h(
        "Line from the old senior clerk's retirement speech, worth remembering: “Never promise a barrister to two solicitors on the same day. Answer the phone by the third ring. A diary is only as good as the last person who updated it.”",
      ),
      h(
        "Many thanks Gavin, received with thanks.\n\nKind regards\nMark\n\n> On 9 Mar 2026, at 10:41, Gavin Boothroyd wrote:\n> Mark, I've sent the brief back to your office by DX this morning with Miss Achebe's note on the disclosure.\n\nThis email is confidential and may be legally privileged. If you are not the intended recipient, please delete it and notify the sender.",
      ),
      h(
        "Gavin,\n\nThe management committee met on Friday. The new case management system goes live on 1 April and training sessions will run in the library on the 24th and 26th. We still need to decide who from the clerks' room will be the super-user. No rush on that until the Haddow trial is out of the way.\n\nRegards,\nHelen Marsh KC\nHead of Chambers",
        "We still need to decide who from the clerks' room will be the super-user.",
      ),
      h(
        "Dear Gavin,\n\nI hope you had a restful weekend. Thank you for putting me forward for the Magistrates' Court work in April, I'm really grateful now that I'm in my practising six. I'm free most days except the 14th, when I have an advocacy assessment.\n\nWith thanks,\nSamir",
      ),
      h(
        "Automatic reply: R v Haddow – counsel\n\nThank you for your email. I am out of the office until Wednesday 11 March with limited access to email. For urgent matters please contact the clerks' room on 0113 496 0000.\n\nRavi Chandra\nBarrister",
      ),
      h(
        "[09/03/2026, 08:02] Lee: morning, traffic is awful on the M62, in by 9.15\n[09/03/2026, 08:05] Gavin: no worries\n[09/03/2026, 08:31] Lee: can you sign off the February fee notes before Helen's meeting at 11? They're on your desk\n[09/03/2026, 08:33] Gavin: ok",
        "Lee: can you sign off the February fee notes before Helen's meeting at 11?",
      ),
    ],
  },
  {
    name: 'Keeley, 41, chair of the PTA at a primary school in Bristol, on a Friday',
    highlights: [
      h(
        "Dear Keeley,\n\nThank you to the PTA for the new library books, the children are loving them. Mrs Dunne has asked whether the PTA could fund a coach for the Year 6 trip to the SS Great Britain in June, which would be about £420. Could you raise it at your next committee meeting and let us know? The trip letters go home after Easter.\n\nKind regards,\nJanet Collins\nSchool Business Manager\nSt Werburgh's Primary",
        'Could you raise it at your next committee meeting and let us know?',
      ),
      h(
        "Hi all,\n\nQuick recap of last night. Bingo raised £612, which is brilliant. Tasha has already ordered the Easter eggs and Dom sorted the float for the cake sale. Keeley, can you ask the office whether we can use the hall on the 27th? I've put the receipts in the PTA folder.\n\nSarah (treasurer)",
        'Keeley, can you ask the office whether we can use the hall on the 27th?',
      ),
      h(
        "Forwarding from the council's schools bulletin in case it's useful.\n\n> Bristol Schools Bulletin – March 2026\n> Parents are reminded that parking on the zig-zag lines outside schools is illegal and may result in a fine. Civil enforcement officers will be patrolling school streets throughout the spring term. Walk, scoot or cycle to school where you can!",
      ),
      h(
        "Hi Keeley,\n\nI don't want to make a fuss, but the second-hand uniform rail was a bit of a mess after Tuesday's sale and some of the jumpers had been thrown in the lost property box. Oscar's coat went missing in the same week, though it turned up in the Year 3 cloakroom yesterday. I just thought you should know how it looked to parents coming in.\n\nThanks, Ruth\n(Oscar's mum, Hazel class)",
      ),
      h(
        'Friday PTA bits\n- [ ] reply to Janet re coach\n- [x] bingo money banked\n- [x] Dom sorted float',
        'reply to Janet re coach',
      ),
      h(
        "Hi Keeley,\n\nJust holding the date for the spring disco (Friday 20 March, 5.30–7pm) for you. I'll need a decision by Monday as I've had another enquiry for that evening. The price is the same as last year, £180 including the bubble machine.\n\nCheers,\nDJ Dazzle Dave",
        "I'll need a decision by Monday as I've had another enquiry for that evening.",
      ),
      h(
        "From this week's Head's newsletter:\nThe new playground markings should be finished by the end of half term. Thank you to everyone who came to the Year 2 assembly, the children were so proud. INSET day is on Monday 16 March, so school is closed to pupils.",
      ),
      h(
        "---------- Forwarded message ---------\nFrom: Easyfundraising <support@easyfundraising.example.org.uk>\nSubject: Your cause has raised £1,204.55!\n\nCongratulations! Your supporters have raised £1,204.55 for St Werburgh's PTA. Your next payment will be made on 31 March. To receive it, the bank details on your account have to be verified before 20 March.\nThe Easyfundraising Team",
        'To receive it, the bank details on your account have to be verified before 20 March.',
      ),
      h(
        "Absolutely, leave it with me.\n\nOn Thu 5 Mar 2026, 16:20, Raj Patel wrote:\n> Hi Keeley, thanks for all the PTA's help this term. One small thing: the Year 6 leavers' hoodies need ordering by 1 May if they're to arrive before July. Mrs Dunne has the list of names. Thanks again, Raj",
        "One small thing: the Year 6 leavers' hoodies need ordering by 1 May if they're to arrive before July.",
      ),
      h(
        'Dear Keeley and the PTA,\n\nA huge thank you for the Christmas hampers you sent to the care home. The residents loved the cards from the children and several of them have asked whether the choir might visit again. We hope to see you all in the summer.\n\nWarm wishes,\nBeryl\nActivities, Cedar Lodge',
      ),
      h(
        "04/03/2026, 19:42 - Tasha: eggs ordered!! 180 mini eggs arriving Weds\n04/03/2026, 19:44 - Keeley: amazing thank you\n04/03/2026, 19:50 - Tasha: don't forget the big baskets from the PTA cupboard for the egg hunt",
        "Tasha: don't forget the big baskets from the PTA cupboard for the egg hunt",
      ),
    ],
  },
  {
    name: 'Tariq, 37, race director of a charity 10K in Nottingham, on the Wednesday before race day',
    highlights: [
      h(
        'Hi Tariq,\n\nThe event notice is approved and the road closure order for Victoria Embankment is signed. The closure runs from 07:30 to 12:00 on Sunday. Could you send me the final marshal plan with names against each junction by Friday midday? Barriers are already stored at the Trent Bridge depot.\n\nBest regards,\nLaura Finch\nEvents Officer, Nottingham City Council',
        'Could you send me the final marshal plan with names against each junction by Friday midday?',
      ),
      h(
        "Hi Tariq,\n\nChip timing is all set up for Sunday. We still haven't received the final entry list from the booking platform. Please can you export it as a CSV and send it over by Thursday night? Results should be live on the website within an hour of the last finisher.\n\nThanks,\nMo\nRaceTime Midlands",
        'Please can you export it as a CSV and send it over by Thursday night?',
      ),
      h(
        'FYI below – first aid sorted.\n\n-------- Original message --------\nFrom: St John Ambulance Events <events@sja.example.org.uk>\nDate: 03/03/2026 14:22\nSubject: Booking confirmation EV-55102\n\nThis confirms our attendance at the Trent Charity 10K on Sunday 15 March with one ambulance, two cycle responders and a treatment centre. Our crew lead will phone you on the morning of the event. Please note that our invoice will follow within 28 days.\nSt John Ambulance',
      ),
      h(
        "Hi Tariq,\n\nCount me in for marshalling again, I loved it last year. I can do any junction but would prefer somewhere near the start as I'm on crutches until April (long story!). Also, is there any chance you could add my daughter Amy to the list? She's 17 and keen to help.\n\nSee you Sunday,\nPauline",
        'Also, is there any chance you could add my daughter Amy to the list?',
      ),
      h(
        'Weds – race week\nRoad closure order signed ✓\nT-shirts collected from printers ✓\nfollow up with LooHire re delivery slot\nMedical cover: SJA booked ✓',
        'follow up with LooHire re delivery slot',
      ),
      h(
        'Dear Mr Hussain,\n\nThank you for your renewal. Your event liability cover is now in place for the Trent Charity 10K and your certificate should reach you by post within five working days. A PDF copy is attached for your records. If any details are incorrect, please let us know.\n\nYours sincerely,\nCustomer Services\nRunSure Insurance',
      ),
      h(
        "Hi Tariq,\n\nThe charity's new banners have arrived and look great. I've left them with the café at the finish. We also need to decide whether to do the medal engraving on the day or post them out afterwards.\n\nSpeak soon,\nEmily\nFundraising, Notts Mind\n\nOn Tue 10 Mar 2026 at 11:04, Tariq Hussain wrote:\n> Emily, great news about the banners. I've sent the map to the printers.",
        'We also need to decide whether to do the medal engraving on the day or post them out afterwards.',
      ),
      h(
        "Saved from the Notts AC newsletter:\nDon't try anything new on race day. Start slower than you think you should. Thank every marshal you pass — they're standing in the cold so you can run.",
      ),
      h(
        "Hi Tariq,\n\nThanks for sending the event management plan. I've reviewed it and have no objection. One point: I haven't yet seen the Chapter 8 certificates for your traffic management crew. Can you forward these to me before Sunday?\n\nRegards,\nPC 2231 Kirsty Adams\nEvents Planning, Nottinghamshire Police",
        'Can you forward these to me before Sunday?',
      ),
      h(
        'Entry closed: Trent Charity 10K 2026\n\nEntries for your event closed automatically at midnight with 1,146 participants. You can download the full entry list at any time from your organizer dashboard. Thank you for using RaceEntry! Questions? Visit our Help Center.',
      ),
      h(
        "[10/03/2026, 07:58:12] Jess: dropped the bibs at yours, they're in the porch\n[10/03/2026, 08:01:45] Tariq: legend, thank you\n[10/03/2026, 08:02:30] Jess: also can you remind the marshals to bring their own hi-vis, we only have 40 spare",
        'Jess: also can you remind the marshals to bring their own hi-vis, we only have 40 spare',
      ),
    ],
  },
  {
    name: "Hiroko, 30, a caseworker in an MP's constituency office in Slough, on a Friday",
    highlights: [
      h(
        "Dear Ms Tanaka,\n\nI wrote to the office three weeks ago about my wife's spouse visa application and have still not had a reply. She has been waiting 26 weeks, which is well beyond the service standard. Could you please chase the Home Office on her behalf? Her GWF reference is GWF071234567 and her date of birth is 14/02/1991.\n\nYours faithfully,\nArjun Mehta",
        'Could you please chase the Home Office on her behalf?',
      ),
      h(
        'nothing more we can do until 2 April\n---------- Forwarded message ---------\nFrom: UKVI MP Account <mpaccount@homeoffice.example.gov.uk>\nDate: Thu, 5 Mar 2026\nSubject: RE: Mr Imran Bashir – GWF069876543\n\nThank you for your enquiry. The application is currently awaiting a decision and has been escalated to the relevant team. We aim to respond to MP enquiries within 20 working days. Please do not send further enquiries about this case before 2 April.\nUKVI MP Account Team',
      ),
      h(
        "Hiroko,\n\nThanks for the briefing on the Cippenham flooding, very helpful. I'm doing the residents' meeting on the 19th and the council leader may come along. Could you draft a short letter to Thames Water asking for a date for the drainage survey, for me to sign on Monday? Also good to see the surgery numbers up again this month.\n\nSent from my iPad",
        'Could you draft a short letter to Thames Water asking for a date for the drainage survey, for me to sign on Monday?',
      ),
      h(
        "Team,\n\nNotes from Thursday's casework meeting.\nHousing: 14 open cases, 3 urgent. Thanks for all the follow-up on the Haymill case, which is now closed.\nImmigration: Bashir case escalated to UKVI, constituent updated.\nBenefits: Mrs Okoro won her PIP appeal last week.\nNext casework meeting moved to Thursday 12th.\nPaula",
      ),
      h(
        "Hello,\n\nThank you so much for helping with my council tax appeal last year, it made a real difference. I'm writing again because the landlord still hasn't fixed the damp in my daughter's bedroom and the mould is back on the ceiling. I would be very grateful if someone from the MP's office could contact Slough Borough Council's private sector housing team about an inspection. I've attached photos.\n\nBest wishes,\nGrace Adebayo\n12 Lansdowne Avenue",
        "I would be very grateful if someone from the MP's office could contact Slough Borough Council's private sector housing team about an inspection.",
      ),
      h(
        'FYI – recess dates.\n\n> From: Parliamentary Office\n> The House will rise for the Easter recess at the close of business on Thursday 26 March and return on Monday 13 April. Constituency surgeries will run as normal during recess. Staff should note that the Westminster office will be closed on Good Friday and Easter Monday.',
      ),
      h(
        'Fri\nGrace A: damp case opened, photos saved\nYou need to book your IOSH refresher before it lapses in April\nCaseworker training Weds 2pm, room 3',
        'You need to book your IOSH refresher before it lapses in April',
        'Caseworker training Weds 2pm, room 3',
      ),
      h(
        "Hi Hiroko, just following up on the below. Thanks!\n\n> From: Kelly Brand (Slough Foodbank)\n> Sent: 02 March 2026 10:15\n> Subject: MP visit\n>\n> Dear Hiroko, we'd love to host the MP for a visit during the Easter recess. We're open Tuesday and Thursday mornings. Could you let me know which dates might work for her diary? The local paper has covered us before and would probably come along.",
        'Could you let me know which dates might work for her diary?',
      ),
      h(
        'Thank you for contacting Slough Borough Council.\nYour enquiry reference is SBC-778120. A member of the team should respond within 10 working days. Please quote your reference in any correspondence.\nThis mailbox is not monitored.',
      ),
      h(
        "Hiroko,\n\nI covered the phones while you were at lunch. Mrs Okoro called to say thank you for the tribunal help and dropped off a box of chocolates, which are in the kitchen. A Mr Daniels rang about a parking fine; I told him we can't get involved in individual PCNs. Can you call back Mr Sohal on 07700 900456 about his son's EHCP? He sounded quite upset.\n\nDan",
        "Can you call back Mr Sohal on 07700 900456 about his son's EHCP?",
      ),
      h(
        "Good piece from the Commons Library on casework, saved for the new starter:\n“Acknowledge every case within two working days. Write as if the constituent will read it aloud to their family. Never promise an outcome you can't deliver.”",
      ),
    ],
  },
];
