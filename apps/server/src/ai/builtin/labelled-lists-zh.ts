import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_ZH: LabelledListDay[] = [
  {
    name: 'Community midwifery team leader in Dundee (Scotland), on a Monday',
    highlights: [
      h(
        'Monday huddle, Lochee hub\n' +
          'Present: Morag, Aisha, Fraser, Lindsay and me.\n' +
          'We agreed that all booking appointments move to the Lochee hub from 1 June.\n' +
          'Fraser says the car park barrier is stuck open again and anyone can park in our bays.\n' +
          'Agreed: Aisha covers home birth on-call on Thursday instead of Lindsay.\n' +
          'Still no answer on whether the Carseview clinic room is ours on Fridays.\n' +
          "Lindsay brought in tablet from her mum's, which was dangerous.\n" +
          'Next huddle same time next week.',
        {
          decisions: [
            'We agreed that all booking appointments move to the Lochee hub from 1 June.',
            'Agreed: Aisha covers home birth on-call on Thursday instead of Lindsay.',
          ],
          problems: ['Fraser says the car park barrier is stuck open again and anyone can park in our bays.'],
        },
      ),
      h(
        'From the maternity services bulletin:\n' +
          'The new maternity triage phone line goes live on Monday 2 June.\n' +
          'The idea is that women call one number at any hour instead of ringing the labour ward directly.\n' +
          'Leaflets are being printed and should reach community teams next week.\n' +
          'Please bin the old fridge magnets with the labour ward number on them.',
        {
          announcements: ['The new maternity triage phone line goes live on Monday 2 June.'],
        },
      ),
      h(
        'Quote from the book Lindsay lent me:\n' +
          "The midwife's job is not to decide for a woman. It is to make sure that whatever she decides, she decides knowing everything.",
      ),
      h(
        "[12/05/2025, 07:52] Aisha: Bloods from yesterday's bookings didn't go with the courier, they're still in the fridge at the hub.\n" +
          "[12/05/2025, 07:53] Aisha: The fridge log shows 9 degrees overnight so I don't know if they're any good.\n" +
          "[12/05/2025, 08:10] Lindsay: I'll ring the lab and ask.\n" +
          "[12/05/2025, 08:31] Lindsay: Lab says they'll take them if they arrive before 10.\n" +
          "[12/05/2025, 08:32] Aisha: Great, I'll drive them up now.\n" +
          '[12/05/2025, 08:33] Lindsay: Take a cool bag!',
        {
          problems: [
            "Aisha: Bloods from yesterday's bookings didn't go with the courier, they're still in the fridge at the hub.",
            "Aisha: The fridge log shows 9 degrees overnight so I don't know if they're any good.",
          ],
        },
      ),
      h(
        'remember to order more pinards for the student bag. and ask Morag about the annual leave spreadsheet',
      ),
      h(
        'A new bereavement suite has opened on the labour ward at Ninewells, funded by the local charity Tayside Tiny Angels. The suite has its own entrance and a small kitchen for families. Fundraisers spent three years collecting the £180,000 needed. One of the founders lost her own son at 38 weeks in 2019.',
        {
          announcements: [
            'A new bereavement suite has opened on the labour ward at Ninewells, funded by the local charity Tayside Tiny Angels.',
          ],
        },
      ),
      h(
        'Hi all,\n' +
          'Reminder that the Entonox cylinders in cars 2 and 4 are out of date and must not be used.\n' +
          'Replacements arrive Wednesday.\n' +
          'Also, the new Badgernet update is out and you can now see scan reports on the tablets.\n' +
          "Shout if you can't log in.\n" +
          'Thanks, Gill',
        {
          problems: [
            'Hi all, Reminder that the Entonox cylinders in cars 2 and 4 are out of date and must not be used.',
          ],
          announcements: [
            'Also, the new Badgernet update is out and you can now see scan reports on the tablets.',
          ],
        },
      ),
      h(
        'Most failures in maternity care are not failures of individual skill. They are failures of communication between people who each assumed someone else had passed the message on. The fix is rarely a new form.',
      ),
      h(
        'Joint meeting with obstetric consultants, 3pm\n' +
          'Dr Hamid proposed offering induction at 39 weeks to all first-time mums over 40.\n' +
          "We didn't decide anything on that, it goes to the guidelines group.\n" +
          'Decision: community midwives will do the day 5 weight check at home, not in clinic.\n' +
          'Agreed to stop printing handheld notes for low-risk women from July.\n' +
          'The guidelines group meets again on 19 June.\n' +
          'Biscuits were good for once.',
        {
          decisions: [
            'Decision: community midwives will do the day 5 weight check at home, not in clinic.',
            'Agreed to stop printing handheld notes for low-risk women from July.',
          ],
        },
      ),
      h(
        'Rota change: from this week Fraser is the named midwife for the Kirkton caseload while Eilidh is on maternity leave.\n' +
          "Eilidh's last day was Friday. Her work phone is diverted to the hub.\n" +
          'Welcome to Katie Rennie, our new band 5, who starts with us on 26 May.\n' +
          'Katie trained in Aberdeen and did her elective in Malawi.',
        {
          announcements: [
            'Rota change: from this week Fraser is the named midwife for the Kirkton caseload while Eilidh is on maternity leave.',
            'Welcome to Katie Rennie, our new band 5, who starts with us on 26 May.',
          ],
        },
      ),
      h(
        'Datix 4471: home visit, Fintry, Saturday.\n' +
          "Scales failed calibration mid-visit so the baby's weight was estimated.\n" +
          'Baby feeding well, mum happy, reweigh booked for Tuesday.\n' +
          'No harm done.\n' +
          'Mum was very understanding about it.',
        {
          problems: ["Scales failed calibration mid-visit so the baby's weight was estimated."],
        },
      ),
      h(
        'Parent education planning\n' +
          'Morag: Tuesday evenings it is, the church hall on Strathmartine Road is booked till Christmas.\n' +
          "Aisha: Could we try a daytime class for mums who can't get childcare at night?\n" +
          "Morag: Let's see what the numbers look like first.\n" +
          'Aisha: Fair enough.',
        {
          decisions: [
            'Morag: Tuesday evenings it is, the church hall on Strathmartine Road is booked till Christmas.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Equine vet and partner in a mixed practice in County Tipperary (Ireland), on a Tuesday',
    highlights: [
      h(
        'Partners meeting, Tuesday lunch\n' +
          "Conor wants to buy a second portable X-ray unit, we'll look at quotes next month.\n" +
          'We decided to drop Saturday afternoon small-animal consults from September.\n' +
          'The out-of-hours fee for equine call-outs goes up to €180, agreed by all four partners.\n' +
          'Siobhan asked whether we should take on the stud farm contract at Knockane Lodge.\n' +
          'Nobody wanted to commit until we see the hours involved.\n' +
          'Accounts for the first quarter look reasonable.',
        {
          decisions: [
            'We decided to drop Saturday afternoon small-animal consults from September.',
            'The out-of-hours fee for equine call-outs goes up to €180, agreed by all four partners.',
          ],
        },
      ),
      h(
        'Supplier notice 14/25\n' +
          'Batch 22B-0417 of Equiphen 1g sachets is being recalled because some sachets contain less active ingredient than stated.\n' +
          'Please check your stock and quarantine any affected sachets.\n' +
          'A credit note will be issued on return.\n' +
          'We thank you for your cooperation.',
        {
          problems: [
            'Batch 22B-0417 of Equiphen 1g sachets is being recalled because some sachets contain less active ingredient than stated.',
          ],
        },
      ),
      h(
        "[03/06/2025, 06:40] Niamh: Mare at Hayes's yard is off her feed and pawing, they think colic.\n" +
          "[03/06/2025, 06:41] Niamh: Can you go first thing, I'm stuck at a calving?\n" +
          '[03/06/2025, 06:55] Me: On my way, 20 mins.\n' +
          "[03/06/2025, 09:15] Me: Owner agreed, she's going to the referral hospital in Kildare for surgery this afternoon.\n" +
          '[03/06/2025, 09:16] Niamh: Fingers crossed for her.',
        {
          decisions: [
            "Me: Owner agreed, she's going to the referral hospital in Kildare for surgery this afternoon.",
          ],
          problems: ["Niamh: Mare at Hayes's yard is off her feed and pawing, they think colic."],
        },
      ),
      h(
        'The horse cannot tell you where it hurts, and the owner will usually point at the wrong leg. Lameness work is mostly the discipline of not deciding too early. Watch it trot up twice before you touch it.',
      ),
      h(
        'The equestrian federation has announced a mandatory microchip scan at all affiliated shows from 1 August.\n' +
          'Riders whose horse has no readable chip will not be allowed to compete.\n' +
          'The move follows a number of passport fraud cases last year.\n' +
          'A spokesperson said the scanners would be provided free to show organisers.',
        {
          announcements: [
            'The equestrian federation has announced a mandatory microchip scan at all affiliated shows from 1 August.',
          ],
        },
      ),
      h(
        "ring Murphy's re the float tyre\n" +
          "chase Hayes's invoice from April\n" +
          'order more bute and hoof testers for the new car',
      ),
      h(
        'Handover to Conor, 6pm\n' +
          'Gelding in stable 3 had a reaction to the sedation, sweating and shaking for 20 minutes.\n' +
          "He's settled now but keep an eye on him overnight.\n" +
          "The autoclave threw an error code again at 4pm and the cycle didn't finish.\n" +
          'Told Aoife to re-run the kits in the morning.\n' +
          'Two calls booked for the morning, both routine.',
        {
          problems: [
            'Gelding in stable 3 had a reaction to the sedation, sweating and shaking for 20 minutes.',
            "The autoclave threw an error code again at 4pm and the cycle didn't finish.",
          ],
        },
      ),
      h(
        "We're delighted to announce that Dr Róisín Kelly joins the equine team on 1 July.\n" +
          'Róisín qualified from UCD in 2019 and has spent the last three years in Newmarket.\n' +
          'Our new equine dental clinic also opens in Cashel on the first Friday of every month.\n' +
          'Call the office to book a slot.',
        {
          announcements: [
            "We're delighted to announce that Dr Róisín Kelly joins the equine team on 1 July.",
            'Our new equine dental clinic also opens in Cashel on the first Friday of every month.',
          ],
        },
      ),
      h(
        'Dear Dr Ryan,\n' +
          "I was charged twice for Bella's vaccinations on 28 May and nobody has called me back about it, even though I've rung three times.\n" +
          'Bella is grand, by the way.\n' +
          'Regards, Margaret Hogan',
        {
          problems: [
            "Dear Dr Ryan, I was charged twice for Bella's vaccinations on 28 May and nobody has called me back about it, even though I've rung three times.",
          ],
        },
      ),
      h(
        'Every practice owner eventually faces the same problem: the work that pays is not the work you trained for. Decide what kind of vet you want to be before the spreadsheet decides for you. Most of us never do.',
      ),
      h(
        'Nurses meeting\n' +
          'Agreed: Aoife takes over the controlled drugs register from next week.\n' +
          "The lab fridge engineer finally came on Friday and it's holding temperature again.\n" +
          "We'll trial the new online booking for vaccinations only.\n" +
          'Also, the Cashel branch has a new phone number, now live on the website.\n' +
          'Someone asked about a rota app but we ran out of time.',
        {
          decisions: [
            'Agreed: Aoife takes over the controlled drugs register from next week.',
            "We'll trial the new online booking for vaccinations only.",
          ],
          announcements: ['Also, the Cashel branch has a new phone number, now live on the website.'],
        },
      ),
    ],
  },
  {
    name: 'Senior carer on nights at a dementia nursing home in Llandudno (Wales), on a Saturday night',
    highlights: [
      h(
        'Night handover, 20:00\n' +
          'Room 12, Mr Pritchard: refused his evening meds, GP informed.\n' +
          'Room 7, Mrs Hughes had a fall at 17:30 in the lounge, no injury found, obs hourly overnight.\n' +
          'Room 3 bed sensor mat checked and working.\n' +
          "Hoist 2 is back in service after Friday's repair.\n" +
          'Everyone else settled.',
        {
          problems: [
            'Room 12, Mr Pritchard: refused his evening meds, GP informed.',
            'Room 7, Mrs Hughes had a fall at 17:30 in the lounge, no injury found, obs hourly overnight.',
          ],
        },
      ),
      h(
        'Dear all,\n' +
          'From Monday 9 June, visiting hours are extended to 8pm every day.\n' +
          'Relatives no longer need to book a slot in advance.\n' +
          'Please make sure the lounge is tidied before the evening visitors arrive.\n' +
          'Thank you for all your hard work during the inspection.\n' +
          'Sian',
        {
          announcements: [
            'Dear all, From Monday 9 June, visiting hours are extended to 8pm every day.',
            'Relatives no longer need to book a slot in advance.',
          ],
        },
      ),
      h(
        '[07/06/2025, 23:14] Gwen: Call bell panel on the first floor is beeping with no room showing.\n' +
          "[07/06/2025, 23:15] Gwen: I've reset it twice.\n" +
          "[07/06/2025, 23:40] Me: Ring the on-call maintenance number, it's on the office board.\n" +
          "[07/06/2025, 23:58] Gwen: He's coming in, thinks it's the battery.",
        {
          problems: ['Gwen: Call bell panel on the first floor is beeping with no room showing.'],
        },
      ),
      h(
        'People with dementia live in the moment more than any of us. Our failure is not that we cannot bring back their memories but that we forget to make the present worth living. Sing with them, even badly.',
      ),
      h(
        'Medication alert from the pharmacy:\n' +
          'Lot 4R772 of Movilax sachets has been recalled because of faulty seals.\n' +
          'Check the drug trolley and the stock cupboard and send back anything from that lot.\n' +
          'Other lots are fine to use.',
        {
          problems: ['Lot 4R772 of Movilax sachets has been recalled because of faulty seals.'],
        },
      ),
      h(
        "Relatives' meeting, Saturday 2pm\n" +
          'Families voted to keep the Sunday roast at lunchtime rather than moving it to teatime.\n' +
          'The summer fête will be on 12 July in the garden.\n' +
          "Mrs Owen's daughter complained that laundry keeps going missing, three cardigans this month.\n" +
          'We said we would look into name labels.\n' +
          'Tea and Welsh cakes afterwards, good turnout.',
        {
          decisions: [
            'Families voted to keep the Sunday roast at lunchtime rather than moving it to teatime.',
          ],
          problems: [
            "Mrs Owen's daughter complained that laundry keeps going missing, three cardigans this month.",
          ],
          announcements: ['The summer fête will be on 12 July in the garden.'],
        },
      ),
      h(
        'check Mr Jones in 9 has had his fluids charted before 2am\n' +
          "Ring Gwen's mum back about her lift home.",
      ),
      h(
        'The county council has approved a 6% rise in the fees it pays to care homes from April.\n' +
          'Providers had warned last winter that several homes could close without an increase.\n' +
          'Care Forum Wales said the rise was welcome but still below inflation in the sector.\n' +
          'The increase will cost the council around £4 million a year.',
        {
          decisions: [
            'The county council has approved a 6% rise in the fees it pays to care homes from April.',
          ],
        },
      ),
      h(
        'Night staff are the invisible workforce of care. They make a hundred small decisions every shift that nobody will ever write down.',
      ),
      h(
        'Incident 02:10: Mr Pritchard found in the car park in his slippers, the keypad on the side door had been left unlocked.\n' +
          'Returned safely, checked over, no injuries.\n' +
          'Door keypad code changed at 02:45 by me and Gwen.\n' +
          'Body map done, family to be told in the morning.',
        {
          problems: [
            'Incident 02:10: Mr Pritchard found in the car park in his slippers, the keypad on the side door had been left unlocked.',
          ],
        },
      ),
      h(
        'Rota update from Sian:\n' +
          'Gwen moves to permanent nights from 1 July.\n' +
          "We're going with 12-hour shifts for nights only, days stay at 8 hours.\n" +
          'Agency staff will no longer be used at weekends.\n' +
          'Questions to me or to Sian, as usual.',
        {
          decisions: [
            "We're going with 12-hour shifts for nights only, days stay at 8 hours.",
            'Agency staff will no longer be used at weekends.',
          ],
          announcements: [
            'Gwen moves to permanent nights from 1 July.',
            'Agency staff will no longer be used at weekends.',
          ],
        },
      ),
      h(
        'Quick chat with the nurse in charge at 4am: we agreed Mrs Hughes stays in bed for breakfast and the day team reassess her.\n' +
          'She was chatty and comfortable at the 5am check.',
        {
          decisions: [
            'Quick chat with the nurse in charge at 4am: we agreed Mrs Hughes stays in bed for breakfast and the day team reassess her.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Practice manager at a small-animal veterinary clinic in Adelaide (Australia), on a Thursday',
    highlights: [
      h(
        'Practice meeting, Thu 7.45am\n' +
          'Dr Tran wants to stop doing exotics altogether, we talked about it for 20 min.\n' +
          'Final call: we keep rabbits and guinea pigs but refer birds and reptiles to Unley.\n' +
          'We also signed off on the new dental X-ray unit, delivery in August.\n' +
          'Agreed to close at noon on Christmas Eve.\n' +
          'Open question: do we need a second receptionist on Saturdays?',
        {
          decisions: [
            'Final call: we keep rabbits and guinea pigs but refer birds and reptiles to Unley.',
            'We also signed off on the new dental X-ray unit, delivery in August.',
            'Agreed to close at noon on Christmas Eve.',
          ],
        },
      ),
      h(
        'Hi Karen,\n' +
          'Please be advised that batch 7731 of Canivax C5 vaccine is being recalled due to a cold-chain breach at our Adelaide warehouse.\n' +
          'Affected vials should be returned unopened.\n' +
          'We apologise for any inconvenience.\n' +
          'Kind regards, Vetsupply SA',
        {
          problems: [
            'Hi Karen, Please be advised that batch 7731 of Canivax C5 vaccine is being recalled due to a cold-chain breach at our Adelaide warehouse.',
          ],
        },
      ),
      h(
        '[05/06/2025, 08:02] Jess: The anaesthetic machine in theatre 1 failed its leak test this morning.\n' +
          "[05/06/2025, 08:03] Jess: Theatre 2 is free so we'll manage for the spays.\n" +
          '[05/06/2025, 08:10] Karen: Ok, push the two dentals to Monday then.\n' +
          "[05/06/2025, 08:12] Jess: Done, I've rung both owners.",
        {
          decisions: ['Karen: Ok, push the two dentals to Monday then.'],
          problems: ['Jess: The anaesthetic machine in theatre 1 failed its leak test this morning.'],
        },
      ),
      h(
        "The state's animal welfare league has opened a new low-cost desexing clinic in Lonsdale.\n" +
          "It is the organisation's third clinic in South Australia.\n" +
          'Demand for its services has grown every year since it opened in 1990.',
        {
          announcements: [
            "The state's animal welfare league has opened a new low-cost desexing clinic in Lonsdale.",
          ],
        },
      ),
      h(
        'Compassion fatigue is not a failure of character. It is what happens when caring people work in systems that never let them stop. Take your breaks.',
      ),
      h(
        'Google review, 1 star:\n' +
          'Waited 50 minutes past our appointment time with a vomiting dog and nobody told us why.\n' +
          'The vet was lovely though.\n' +
          'Our spaniel Milo is on the mend now.',
        {
          problems: [
            'Waited 50 minutes past our appointment time with a vomiting dog and nobody told us why.',
          ],
        },
      ),
      h("new roster goes to staff friday. check Mia's leave first"),
      h(
        'Team,\n' +
          "I'm pleased to say Dr Sam Okafor has been appointed clinical lead from 1 July.\n" +
          'Sam has been with us for six years and most of you already know how good he is.\n' +
          'Drinks at the Wheatsheaf on Friday to celebrate!\n' +
          'Anna',
        {
          announcements: [
            "Team, I'm pleased to say Dr Sam Okafor has been appointed clinical lead from 1 July.",
            'Drinks at the Wheatsheaf on Friday to celebrate!',
          ],
        },
      ),
      h(
        'Incident report, 4 June\n' +
          'A cat was discharged with the wrong medication label, showing the meloxicam dose for a 30 kg dog.\n' +
          'Owner noticed before giving any, so no harm done.\n' +
          'Reviewed with Jess and Tom at lunch.',
        {
          problems: [
            'A cat was discharged with the wrong medication label, showing the meloxicam dose for a 30 kg dog.',
          ],
        },
      ),
      h(
        'The best managers decide slowly and act quickly. Most of us do the opposite, and then wonder why the same problems come back every quarter.\n' +
          "I've written that on a sticky note above my desk.",
      ),
      h(
        'From next month, all staff will get a paid CPD day each year.\n' +
          'The after-hours roster changes on 1 July: vets do one weekend in four instead of one in three.\n' +
          'The new car park gate code will be emailed separately.\n' +
          'Ask me if you have questions about how the swap works.',
        {
          announcements: [
            'From next month, all staff will get a paid CPD day each year.',
            'The after-hours roster changes on 1 July: vets do one weekend in four instead of one in three.',
          ],
        },
      ),
      h(
        "Nurses' catch-up\n" +
          "We're switching to the paperless anaesthetic charts from Monday, decided after the trial.\n" +
          'Mia raised that the new charts are painfully slow on the old tablets.\n' +
          'No one wanted to go back to paper though.',
        {
          decisions: [
            "We're switching to the paperless anaesthetic charts from Monday, decided after the trial.",
          ],
          problems: ['Mia raised that the new charts are painfully slow on the old tablets.'],
        },
      ),
    ],
  },
  {
    name: 'Superintendent MRI radiographer at a district general hospital in Swansea (Wales), on a Tuesday',
    highlights: [
      h(
        'Imaging modality meeting\n' +
          'The 3T scanner upgrade is approved, work starts in October.\n' +
          "During the upgrade we'll run an extra evening list on the 1.5T to keep waiting times down.\n" +
          'Gareth suggested sending some lists to a mobile scanner, no decision yet.\n' +
          'We agreed that cardiac MRI stays on Thursdays only.',
        {
          decisions: [
            'The 3T scanner upgrade is approved, work starts in October.',
            "During the upgrade we'll run an extra evening list on the 1.5T to keep waiting times down.",
            'We agreed that cardiac MRI stays on Thursdays only.',
          ],
        },
      ),
      h(
        'Scanner 2 quenched at 07:20 this morning.\n' +
          "No one was in the room and the patient hadn't been brought through yet.\n" +
          "The engineer is on site, but we're looking at three days minimum without it.\n" +
          "Kath is ringing today's patients to rebook them.",
        {
          problems: [
            'Scanner 2 quenched at 07:20 this morning.',
            "The engineer is on site, but we're looking at three days minimum without it.",
          ],
        },
      ),
      h(
        'Subject: New imaging booking system\n' +
          'The new electronic booking system for outpatient imaging goes live on 16 June.\n' +
          'Training sessions run daily in the education centre until then.\n' +
          'Also launching on the same day: text message reminders for every MRI appointment.\n' +
          'Log-in details will be sent to your nhs.wales address.',
        {
          announcements: [
            'The new electronic booking system for outpatient imaging goes live on 16 June.',
            'Also launching on the same day: text message reminders for every MRI appointment.',
          ],
        },
      ),
      h(
        "[10/06/2025, 13:02] Rhodri: Patient in the waiting room says she has a pacemaker but it's not on the safety form.\n" +
          "[10/06/2025, 13:03] Rhodri: She's booked for a head scan at 13:15.\n" +
          '[10/06/2025, 13:05] Me: Coming down now.\n' +
          '[10/06/2025, 13:06] Rhodri: Thanks.',
        {
          problems: [
            "Rhodri: Patient in the waiting room says she has a pacemaker but it's not on the safety form.",
          ],
        },
      ),
      h(
        'Physics does not care how busy the list is. The magnet is always on, and every accident in an MRI room begins with someone deciding that just this once it would be fine. Screen every patient, every time.',
      ),
      h(
        'The Welsh Government has announced 40 new funded radiography training places for September.\n' +
          'The places will be split between universities in Cardiff and Swansea.\n' +
          'Unions said the workforce gap would take years to close.',
        {
          announcements: [
            'The Welsh Government has announced 40 new funded radiography training places for September.',
          ],
        },
      ),
      h("chase the gadolinium order, we're down to two boxes\n" + 'Book the team night out for July', {
        problems: ["chase the gadolinium order, we're down to two boxes"],
      }),
      h(
        'Hi team,\n' +
          'Welcome to Ffion Jenkins who joins us as a band 6 MRI radiographer on Monday.\n' +
          'The Saturday lists are now fully staffed until the end of August.\n' +
          "We've decided to pause the Saturday paediatric list until we have a second trained radiographer.\n" +
          'Please remember the safety screening refresher is due by the end of the month.',
        {
          decisions: [
            "We've decided to pause the Saturday paediatric list until we have a second trained radiographer.",
          ],
          announcements: [
            'Hi team, Welcome to Ffion Jenkins who joins us as a band 6 MRI radiographer on Monday.',
          ],
        },
      ),
      h(
        'Audit of referral forms, May\n' +
          '38% of GP referrals were missing eGFR results, so contrast scans were delayed.\n' +
          "Last year's audit showed similar problems and we decided then to send a letter to practices.\n" +
          "I'll take the figures to the GP cluster meeting.",
        {
          problems: ['38% of GP referrals were missing eGFR results, so contrast scans were delayed.'],
        },
      ),
      h(
        'Launching a new service is easy. Keeping it running on a wet Tuesday in February with two people off sick is the real test.\n' +
          'I wrote that on the whiteboard the week we first ran Saturday lists.',
      ),
      h(
        'Dear Sir or Madam,\n' +
          "My mother's scan was cancelled three times in a month and each time we were only told when we arrived.\n" +
          'She is 84 and the journey from Llanelli takes an hour.\n' +
          'Yours faithfully, Dafydd Lewis',
        {
          problems: [
            "Dear Sir or Madam, My mother's scan was cancelled three times in a month and each time we were only told when we arrived.",
          ],
        },
      ),
      h(
        'Rota change agreed with the union: on-call MRI cover moves from 1-in-6 to 1-in-8 from August.\n' +
          'Most of the team are pleased.',
        {
          decisions: [
            'Rota change agreed with the union: on-call MRI cover moves from 1-in-6 to 1-in-8 from August.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Inpatient unit manager at a hospice in Shropshire, on a Friday',
    highlights: [
      h(
        'Friday MDT\n' +
          'Bed 4: family want to take Mr Evans home, we agreed to start the fast-track discharge today.\n' +
          'Bed 6: pain still not controlled on the current syringe driver dose.\n' +
          'Dr Patel will review at 2pm.\n' +
          'Bed 9: no change.',
        {
          decisions: [
            'Bed 4: family want to take Mr Evans home, we agreed to start the fast-track discharge today.',
          ],
          problems: ['Bed 6: pain still not controlled on the current syringe driver dose.'],
        },
      ),
      h(
        'Dear colleagues,\n' +
          'I am delighted to announce that our new Hospice at Home service in Oswestry launches on 1 July.\n' +
          'It will support up to 25 patients at a time in their own homes.\n' +
          'This has been made possible by a legacy gift from a local family.\n' +
          'Our Ludlow shop also reopens after its refurbishment on Saturday.\n' +
          'With best wishes, Helen',
        {
          announcements: [
            'Dear colleagues, I am delighted to announce that our new Hospice at Home service in Oswestry launches on 1 July.',
            'Our Ludlow shop also reopens after its refurbishment on Saturday.',
          ],
        },
      ),
      h(
        "[13/06/2025, 02:20] Becky: Syringe driver in room 6 alarmed for occlusion twice, I've re-sited the line.\n" +
          '[13/06/2025, 02:21] Becky: Mr Lloyd in room 2 slept well for once.\n' +
          "[13/06/2025, 02:30] Becky: I've told the nurse in charge about room 6.",
        {
          problems: ["Becky: Syringe driver in room 6 alarmed for occlusion twice, I've re-sited the line."],
        },
      ),
      h(
        'We cannot add days to their life, so we add life to their days. The decision about how to spend the last weeks belongs to the patient, not to us. Everything else is detail.',
      ),
      h(
        'Board of trustees, summary\n' +
          'The board approved the 2025/26 budget with a projected deficit of £310,000.\n' +
          'Trustees asked for a plan to close the gap by March.\n' +
          'Meeting closed at 8.40pm.\n' +
          'The retail director warned that shop income is down 12% on last year.',
        {
          decisions: ['The board approved the 2025/26 budget with a projected deficit of £310,000.'],
          problems: ['The retail director warned that shop income is down 12% on last year.'],
        },
      ),
      h(
        'MHRA drug alert class 2: some batches of morphine sulfate 10mg/5ml oral solution are being recalled because of a labelling error.\n' +
          "Our pharmacy has checked and we don't hold any of the affected batches.\n" +
          'Alert filed in the meds folder.',
        {
          problems: [
            'MHRA drug alert class 2: some batches of morphine sulfate 10mg/5ml oral solution are being recalled because of a labelling error.',
          ],
        },
      ),
      h(
        "Ask the volunteers' coordinator about cover for the café on Tuesdays\n" +
          'Thank Joan for the flowers at reception',
      ),
      h(
        'From the local paper: a new 12-bed palliative care unit has opened at the county hospital in Shrewsbury.\n' +
          'The unit is the first of its kind in the county.\n' +
          'Campaigners had fought for it for almost a decade.',
        {
          announcements: [
            'From the local paper: a new 12-bed palliative care unit has opened at the county hospital in Shrewsbury.',
          ],
        },
      ),
      h(
        'Hospices were a new idea once. The failure of hospitals to look after the dying was the problem that created them. It is worth remembering that on bad days.',
      ),
      h(
        "Nurses' meeting notes\n" +
          'Complementary therapy sessions will now be offered to families as well as patients, starting next week.\n' +
          "We're keeping the visiting policy open with no restrictions, agreed unanimously.\n" +
          'Agreed to move the bereavement follow-up call from six weeks to four.\n' +
          'Staffing on nights is a real worry: three vacancies and two on long-term sick.\n' +
          'Recruitment day is 28 June.',
        {
          decisions: [
            "We're keeping the visiting policy open with no restrictions, agreed unanimously.",
            'Agreed to move the bereavement follow-up call from six weeks to four.',
          ],
          problems: ['Staffing on nights is a real worry: three vacancies and two on long-term sick.'],
          announcements: [
            'Complementary therapy sessions will now be offered to families as well as patients, starting next week.',
            'Recruitment day is 28 June.',
          ],
        },
      ),
      h(
        'Feedback card from reception:\n' +
          'Parking is impossible in the afternoons and my dad missed time with my mum because of it.\n' +
          'Otherwise the staff here are angels.',
        {
          problems: [
            'Parking is impossible in the afternoons and my dad missed time with my mum because of it.',
          ],
        },
      ),
      h(
        "Spoke to Dr Patel after MDT, she's decided to stop the IV antibiotics for Mrs Clarke and focus on comfort.\n" +
          'Family aware and in agreement.',
        {
          decisions: [
            "Spoke to Dr Patel after MDT, she's decided to stop the IV antibiotics for Mrs Clarke and focus on comfort.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Charge nurse at a satellite dialysis unit in Cape Town (South Africa), on a Wednesday',
    highlights: [
      h(
        'Unit meeting 11 June\n' +
          "We're moving the Monday-Wednesday-Friday afternoon shift to start at 12:30 instead of 13:00 from July.\n" +
          "The generator only ran 40 minutes at full load in last week's test, which isn't enough to cover a load-shedding slot.\n" +
          'Thandi proposed a patient WhatsApp group for shift changes.\n' +
          'It was approved on condition that no clinical information goes on it.',
        {
          decisions: [
            "We're moving the Monday-Wednesday-Friday afternoon shift to start at 12:30 instead of 13:00 from July.",
            'It was approved on condition that no clinical information goes on it.',
          ],
          problems: [
            "The generator only ran 40 minutes at full load in last week's test, which isn't enough to cover a load-shedding slot.",
          ],
        },
      ),
      h(
        'Water plant log, 06:10\n' +
          'Conductivity alarm on RO unit B, reading 18 µS/cm.\n' +
          'Switched to RO unit A and called the technician.\n' +
          'Chlorine test on the feed water normal.',
        {
          problems: ['Conductivity alarm on RO unit B, reading 18 µS/cm.'],
        },
      ),
      h(
        '[11/06/2025, 05:45] Sipho: Eskom says stage 4 load-shedding from 10:00 to 12:30 today, right in the middle of the first shift.\n' +
          "[11/06/2025, 05:50] Me: We'll start the first shift at 06:00 so everyone is off the machines by 10:00.\n" +
          "[11/06/2025, 05:51] Sipho: Ok, I'll phone the transport people.",
        {
          decisions: ["Me: We'll start the first shift at 06:00 so everyone is off the machines by 10:00."],
          problems: [
            'Sipho: Eskom says stage 4 load-shedding from 10:00 to 12:30 today, right in the middle of the first shift.',
          ],
        },
      ),
      h(
        'Notice from RenalCare Supplies:\n' +
          'Lot 5518-K of 1.8 m² high-flux dialysers is recalled after reports of fibre leaks during priming.\n' +
          'Please remove all stock of this lot from use immediately.\n' +
          'Replacement stock will be delivered within 48 hours.',
        {
          problems: [
            'Lot 5518-K of 1.8 m² high-flux dialysers is recalled after reports of fibre leaks during priming.',
          ],
        },
      ),
      h(
        'Kidney failure changes the shape of a week. Life is organised around three mornings in a chair, and everything else has to fit between them. Patients become experts in their own numbers.',
      ),
      h(
        'Dear unit managers,\n' +
          'From 1 August, all new patients will be offered home haemodialysis training at the central unit.\n' +
          'Dr Naidoo has been appointed as clinical lead for the home therapies programme.\n' +
          'The new patient education room at the central unit opened on Monday.\n' +
          'Referral forms are attached.',
        {
          announcements: [
            'Dear unit managers, From 1 August, all new patients will be offered home haemodialysis training at the central unit.',
            'Dr Naidoo has been appointed as clinical lead for the home therapies programme.',
            'The new patient education room at the central unit opened on Monday.',
          ],
        },
      ),
      h(
        "Incident: patient in chair 7 had a needle dislodge during the session and the venous alarm didn't trigger.\n" +
          'Patient stable, doctor reviewed, bloods sent.\n' +
          'Family informed by the doctor.',
        {
          problems: [
            "Incident: patient in chair 7 had a needle dislodge during the session and the venous alarm didn't trigger.",
          ],
        },
      ),
      h('buy a birthday card for Mr Daniels, 80 on friday\n' + 'Sort out the tea money tin.'),
      h(
        'The provincial health department has published its kidney transplant waiting-list figures for 2024.\n' +
          'There were 412 people on the list and 61 transplants were carried out.\n' +
          'Officials say they hope to double the number of living-donor transplants.',
        {
          announcements: [
            'The provincial health department has published its kidney transplant waiting-list figures for 2024.',
          ],
        },
      ),
      h(
        'Starting dialysis is not always the right decision for an older patient. Conservative care can offer as many good months with far fewer hospital visits. The conversation is harder than the procedure.',
      ),
      h(
        'Afternoon shift\n' +
          'Chair 3 machine failed its pressure test again and is now out of use.\n' +
          'Technician is ordering the part.\n' +
          'Mrs Adams asked if she could swap to mornings, we agreed from next week.\n' +
          'Transport was on time for once.',
        {
          decisions: ['Mrs Adams asked if she could swap to mornings, we agreed from next week.'],
          problems: ['Chair 3 machine failed its pressure test again and is now out of use.'],
        },
      ),
      h(
        'Nephrologist round\n' +
          "Dr Naidoo decided to increase Mr Petersen's sessions to four a week.\n" +
          'Mr Petersen is not happy about it but understands why.\n' +
          'Review in a month.',
        {
          decisions: ["Dr Naidoo decided to increase Mr Petersen's sessions to four a week."],
        },
      ),
    ],
  },
  {
    name: 'Activities coordinator at a residential care home in Eastbourne, on a Wednesday',
    highlights: [
      h(
        'Hi Jo,\n' +
          'Good news: the sensory garden paid for by the Friends of Beachy View opens officially on Saturday 21 June.\n' +
          'The mayor will cut the ribbon.\n' +
          'Can you plan some music for it?\n' +
          'Debbie',
        {
          announcements: [
            'Hi Jo, Good news: the sensory garden paid for by the Friends of Beachy View opens officially on Saturday 21 June.',
          ],
        },
      ),
      h(
        'Activities planning, Weds 10am\n' +
          'Residents chose the Hastings pier trip over the garden centre, 14 votes to 6.\n' +
          'Minibus is booked for 9 July.\n' +
          'Marjorie suggested a weekly film afternoon if we can get the projector working.\n' +
          'The projector bulb has gone and a replacement is £90.',
        {
          decisions: ['Residents chose the Hastings pier trip over the garden centre, 14 votes to 6.'],
          problems: ['The projector bulb has gone and a replacement is £90.'],
        },
      ),
      h(
        "[18/06/2025, 11:20] Kerry: Mr Abbott's hearing aid is broken so he can't join the quiz this afternoon.\n" +
          "[18/06/2025, 11:22] Jo: I'll ring the audiology clinic after lunch.\n" +
          '[18/06/2025, 11:25] Kerry: Btw the new activity tracker app is live on the tablets now.',
        {
          problems: ["Kerry: Mr Abbott's hearing aid is broken so he can't join the quiz this afternoon."],
          announcements: ['Kerry: Btw the new activity tracker app is live on the tablets now.'],
        },
      ),
      h(
        'Old age is not a problem to be solved. It is a season to be lived, and the people who care for the old should never decide on their behalf what joy looks like.\n' +
          'I read that line out at the staff meeting.',
      ),
      h(
        'Eastbourne Borough Council has launched a free bus pass scheme for people caring for someone with dementia.\n' +
          'Carers can travel free on local buses when they are with the person they care for.\n' +
          'Applications open on 1 July at the town hall.',
        {
          announcements: [
            'Eastbourne Borough Council has launched a free bus pass scheme for people caring for someone with dementia.',
            'Applications open on 1 July at the town hall.',
          ],
        },
      ),
      h(
        'music man Tony cancelled again, third time this month. need a backup\n' +
          "Try the ukulele group from St Mary's",
        {
          problems: ['music man Tony cancelled again, third time this month. need a backup'],
        },
      ),
      h(
        'Safety notice from head office:\n' +
          'Sunny Spoon thickened fruit purée with best before 09/2025 has been withdrawn because it may contain undeclared milk.\n' +
          'Please check the activities cupboard as well as the kitchen.\n' +
          'Thanks, Quality Team',
        {
          problems: [
            'Sunny Spoon thickened fruit purée with best before 09/2025 has been withdrawn because it may contain undeclared milk.',
          ],
        },
      ),
      h(
        "Residents' meeting\n" +
          'Agreed that the hairdresser comes on Tuesdays instead of Fridays from next month.\n' +
          'Doris said the lounge TV is far too loud in the evenings.\n' +
          "Several residents asked about getting a cat for the home, we're not sure yet.",
        {
          decisions: ['Agreed that the hairdresser comes on Tuesdays instead of Fridays from next month.'],
          problems: ['Doris said the lounge TV is far too loud in the evenings.'],
        },
      ),
      h(
        'The first activities coordinators were seen as a luxury. Research now suggests that meaningful activity may matter as much as medication for people living with dementia. That was my whole argument in the interview.',
      ),
      h(
        'Jo,\n' +
          'Head office have approved your budget request for the reminiscence pod.\n' +
          'Installation is in August.\n' +
          'Also, just so you know, Carla starts as our second activities coordinator on 30 June, part-time.',
        {
          decisions: ['Jo, Head office have approved your budget request for the reminiscence pod.'],
          announcements: [
            'Also, just so you know, Carla starts as our second activities coordinator on 30 June, part-time.',
          ],
        },
      ),
      h(
        'Incident during chair exercises: Mrs Green felt dizzy and slumped forward.\n' +
          'Nurse checked her over and called the GP.\n' +
          'We decided to pause chair exercises for her until the GP has reviewed.',
        {
          decisions: ['We decided to pause chair exercises for her until the GP has reviewed.'],
          problems: ['Incident during chair exercises: Mrs Green felt dizzy and slumped forward.'],
        },
      ),
      h(
        "Staff room chat with Debbie: we're going with the Thursday slot for the church service, the vicar can do fortnightly.\n" +
          'Debbie will let the vicar know.',
        {
          decisions: [
            "Staff room chat with Debbie: we're going with the Thursday slot for the church service, the vicar can do fortnightly.",
          ],
        },
      ),
    ],
  },
];
