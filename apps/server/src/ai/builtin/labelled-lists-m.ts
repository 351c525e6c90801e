import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_M: LabelledListDay[] = [
  {
    name: 'Assistant principal at a sixth-form college',
    highlights: [
      h(
        'SLT meeting 14 March\nPresent: RK, JD, MO, FS.\nAgreed that the Year 12 mock exams will move to the week after Easter. The proposal to scrap the Friday enrichment slot was discussed at length but no decision was taken. Attendance in Year 13 is down to 86% and still falling. JD to draft a letter to parents by Wednesday. We also agreed to keep the 8.45 start for next year.',
        {
          decisions: [
            'Agreed that the Year 12 mock exams will move to the week after Easter.',
            'We also agreed to keep the 8.45 start for next year.',
          ],
          problems: ['Attendance in Year 13 is down to 86% and still falling.'],
        },
      ),
      h(
        "Priya: heads up, the fire alarm in the science block went off twice during period 3 and nobody can find the cause.\nPriya: estates are coming to look at it tomorrow morning.\nMe: thanks, I'll let the exams office know.",
        {
          problems: [
            'Priya: heads up, the fire alarm in the science block went off twice during period 3 and nobody can find the cause.',
          ],
        },
      ),
      h(
        'Dear colleagues,\nI am delighted to announce that Dr Hannah Okafor will join us as Vice Principal for Curriculum from 1 September. Hannah currently leads the maths faculty at Bramley High and has been an A-level examiner for ten years. She lives locally and her two children went through the college. Please join me in welcoming her.',
        {
          announcements: [
            'Dear colleagues, I am delighted to announce that Dr Hannah Okafor will join us as Vice Principal for Curriculum from 1 September.',
          ],
        },
      ),
      h(
        'A good teacher decides what not to teach. The failure of most syllabuses is not that they leave things out, but that they put too much in. Every new specification promises less content and delivers more.',
      ),
      h(
        "exam board portal keeps logging me out mid-upload, lost the Y12 coursework marks twice today\nAsk IT if it's the browser.",
        {
          problems: [
            'exam board portal keeps logging me out mid-upload, lost the Y12 coursework marks twice today',
          ],
        },
      ),
      h(
        "Governors' curriculum committee\nThe committee approved the new A-level Psychology course for September entry. Members noted the strong Psychology results at other colleges in the trust. It was decided not to run Further Maths next year unless at least eight students enrol. The committee will revisit the BTEC offer at its June meeting. The chair thanked staff for the detailed paper.",
        {
          decisions: [
            'The committee approved the new A-level Psychology course for September entry.',
            'It was decided not to run Further Maths next year unless at least eight students enrol.',
          ],
        },
      ),
      h(
        'Ofqual has confirmed that formulae and equation sheets will be provided in GCSE maths, physics and combined science exams again next summer. Schools had lobbied for the change after two disrupted years. Critics say the move papers over a deeper problem with how maths is taught.',
        {
          announcements: [
            'Ofqual has confirmed that formulae and equation sheets will be provided in GCSE maths, physics and combined science exams again next summer.',
          ],
        },
      ),
      h(
        "Mrs Adeyemi: I'm writing because my son has been marked absent three times this month for lessons he attended. This is the second time I have raised it. Could someone please look into how the registers are taken?",
        {
          problems: [
            "Mrs Adeyemi: I'm writing because my son has been marked absent three times this month for lessons he attended.",
          ],
        },
      ),
      h(
        'Staff bulletin, week 12\nThe new coffee machine for the staff room is finally here. From Monday 8 April, all visitors must sign in at main reception rather than at the Sixth Form Centre. The library will now stay open until 6pm on Tuesdays and Thursdays. Reminder that Year 13 reports are due on Friday. Thanks to everyone who helped at open evening.',
        {
          announcements: [
            'The new coffee machine for the staff room is finally here.',
            'From Monday 8 April, all visitors must sign in at main reception rather than at the Sixth Form Centre.',
            'The library will now stay open until 6pm on Tuesdays and Thursdays.',
          ],
        },
      ),
      h(
        'Students rarely fail because they lack ability; they fail because nobody noticed early enough that they had stopped coming. Data is only useful if someone acts on it. Most early-warning systems are launched with fanfare and then quietly ignored.',
      ),
      h(
        "maths dept mtg\nwe're going with the Pearson textbooks for Y12 from September\nSam raised that the interactive whiteboards in M4 and M6 have been dead since half term\nOptions for the Y13 revision weekend are residential or in-college, vote next week\nNext mtg 2 May",
        {
          decisions: ["we're going with the Pearson textbooks for Y12 from September"],
          problems: [
            'Sam raised that the interactive whiteboards in M4 and M6 have been dead since half term',
          ],
        },
      ),
      h(
        "Must decide by Friday whether to put Leo forward for the Oxford maths outreach. He's brilliant but erratic. Ask his tutor what she thinks.",
      ),
    ],
  },
  {
    name: 'Communications officer for a Church of England diocese',
    highlights: [
      h(
        "Bishop's Council, 6 February\nCouncil approved the sale of the former vicarage at Little Haddon, with proceeds to go to the clergy housing fund. The Archdeacon reported on the quinquennial inspections. Twelve churches have been flagged as having roofs in poor condition, and three are now on the Heritage at Risk register. It was agreed that parish share will rise by 2.5% in 2026 rather than the 4% originally proposed. The Diocesan Secretary thanked parishes for their generosity.",
        {
          decisions: [
            'Council approved the sale of the former vicarage at Little Haddon, with proceeds to go to the clergy housing fund.',
            'It was agreed that parish share will rise by 2.5% in 2026 rather than the 4% originally proposed.',
          ],
          problems: [
            'Twelve churches have been flagged as having roofs in poor condition, and three are now on the Heritage at Risk register.',
          ],
        },
      ),
      h(
        "The Bishop of Wexcombe is pleased to announce the appointment of the Revd Canon Sarah Mitchell as the next Archdeacon of Harford. Sarah is currently Rector of St Luke's, Dunsby. She has served in the diocese since 2011 and chairs the board of education. Please hold her and her family in your prayers.",
        {
          announcements: [
            'The Bishop of Wexcombe is pleased to announce the appointment of the Revd Canon Sarah Mitchell as the next Archdeacon of Harford.',
          ],
        },
      ),
      h(
        "Hi Mark,\nLead has been stolen from the south aisle roof at St Peter's again and water is coming in over the organ. The police have given us a crime number. We've put buckets down for Sunday. What do we do next?",
        {
          problems: [
            "Hi Mark, Lead has been stolen from the south aisle roof at St Peter's again and water is coming in over the organ.",
          ],
        },
      ),
      h(
        'Discernment is not the same as decision-making; it is the slow work of listening until the right path becomes clear. We do not decide our vocation so much as receive it. Vocation, on this view, is a kind of listening.',
      ),
      h(
        "safeguarding training: 14 PCC members still haven't done the basic module and the deadline was end of Jan",
        {
          problems: [
            "safeguarding training: 14 PCC members still haven't done the basic module and the deadline was end of Jan",
          ],
        },
      ),
      h(
        'Wexcombe Cathedral will open its new visitor centre and café on Saturday 12 April, after a three-year fundraising campaign. The building, designed by a local practice, includes a learning space for school groups. Entry to the cathedral itself remains free. The old gift shop in the cloister has been turned into a quiet room.',
        {
          announcements: [
            'Wexcombe Cathedral will open its new visitor centre and café on Saturday 12 April, after a three-year fundraising campaign.',
          ],
        },
      ),
      h(
        "Diocesan Synod\nSynod voted to adopt the net zero routemap, with 54 in favour, 11 against and 6 abstentions. A motion on clergy wellbeing was introduced by the Revd Tom Hale and will be debated in the autumn. Synod agreed that the Lay Ministry Fund will be merged into the Mission Fund from January. Lunch was provided by the Mothers' Union.",
        {
          decisions: [
            'Synod voted to adopt the net zero routemap, with 54 in favour, 11 against and 6 abstentions.',
            'Synod agreed that the Lay Ministry Fund will be merged into the Mission Fund from January.',
          ],
        },
      ),
      h(
        "Ruth (comms): the diocesan website has been down since 7am, hosting company says it's a DNS problem\nRuth (comms): we've got the new vacancy adverts due to go live today too\nMe: can we post them on Facebook in the meantime?\nRuth (comms): ok will do",
        {
          problems: [
            "Ruth (comms): the diocesan website has been down since 7am, hosting company says it's a DNS problem",
          ],
        },
      ),
      h(
        'The parish is where the Church succeeds or fails. Every new initiative launched from the centre lives or dies in the vestry on a wet Tuesday night.',
      ),
      h(
        "Dear colleagues,\nFrom Advent Sunday, the new lectionary app will be available free to all licensed clergy and readers. Log-in details will be sent by the end of November. We are also launching a monthly online Compline, starting on 3 December at 9pm. The Bishop's Lent Appeal for next year will support food banks across the diocese. With every blessing for the season ahead.",
        {
          announcements: [
            'Dear colleagues, From Advent Sunday, the new lectionary app will be available free to all licensed clergy and readers.',
            'We are also launching a monthly online Compline, starting on 3 December at 9pm.',
            "The Bishop's Lent Appeal for next year will support food banks across the diocese.",
          ],
        },
      ),
      h(
        "Finance cttee\nParish share collection is running at 78%, against 91% at this point last year. The Fenland deanery has asked for a meeting. Options include a hardship fund or a one-off grant from reserves. Decided to hold the central budget at this year's level in cash terms. Treasurer to model both options for the next meeting.",
        {
          decisions: ["Decided to hold the central budget at this year's level in cash terms."],
          problems: ['Parish share collection is running at 78%, against 91% at this point last year.'],
        },
      ),
      h(
        'Note to self: order 200 Mothering Sunday posies by the 20th. Ask Jean about the flower rota. Check whether the Dean wants daffodils or tulips this year.',
      ),
    ],
  },
  {
    name: 'General manager of a regional symphony orchestra',
    highlights: [
      h(
        "Board, 3 Oct\nThe board approved the 2025/26 season plan, including the Mahler cycle. Ticket sales for the autumn chamber series are 30% below target. The marketing director presented three options for recovering sales. It was agreed to move the chamber series from the Corn Exchange to St George's Hall, which has half the capacity. Next meeting in December.",
        {
          decisions: [
            'The board approved the 2025/26 season plan, including the Mahler cycle.',
            "It was agreed to move the chamber series from the Corn Exchange to St George's Hall, which has half the capacity.",
          ],
          problems: ['Ticket sales for the autumn chamber series are 30% below target.'],
        },
      ),
      h(
        'We are thrilled to announce that Elena Vasquez will become our Principal Conductor from September 2026. Elena made her debut with the orchestra in 2019 conducting Shostakovich 10. Audiences will remember her fiery Rite of Spring in the park two summers ago. She is only the sixth person to hold the post.',
        {
          announcements: [
            'We are thrilled to announce that Elena Vasquez will become our Principal Conductor from September 2026.',
          ],
        },
      ),
      h(
        "Dan (orch mgr): second trumpet has gone down with flu, we need a dep for Thursday and Friday\nDan (orch mgr): I've tried the usual list\nDan (orch mgr): will ring round again after lunch\nMe: try the conservatoire, they had a good postgrad last year",
        {
          problems: [
            'Dan (orch mgr): second trumpet has gone down with flu, we need a dep for Thursday and Friday',
          ],
        },
      ),
      h(
        'An orchestra fails the way a marriage fails: slowly, then all at once, and always for reasons everyone could have named years earlier. The great orchestras decide together, even when one person holds the baton.',
      ),
      h(
        'Box office update\nDigital tickets are now live for all concerts at the Town Hall. Paper tickets can still be collected from the box office on the night. Our new loyalty scheme, Encore, launches next month with 20% off for members under 30. Any questions to the box office team as usual.',
        {
          announcements: [
            'Digital tickets are now live for all concerts at the Town Hall.',
            'Our new loyalty scheme, Encore, launches next month with 20% off for members under 30.',
          ],
        },
      ),
      h(
        "Spain tour\nThe lorry carrying the percussion and double basses is stuck at Calais because of a customs paperwork error. Freight agent says it may be released by tomorrow afternoon. We've decided to hire timpani locally in Bilbao rather than wait. Hotel in Bilbao confirmed. Players have been told to travel light.",
        {
          decisions: ["We've decided to hire timpani locally in Bilbao rather than wait."],
          problems: [
            'The lorry carrying the percussion and double basses is stuck at Calais because of a customs paperwork error.',
          ],
        },
      ),
      h(
        'artistic planning\nsettled on Brahms 2 for the opening gala, not the Rachmaninov\nStill torn on the soloist for the Elgar\nSimon suggests commissioning a short opener from a local composer, everyone liked the idea but it needs funding',
        {
          decisions: ['settled on Brahms 2 for the opening gala, not the Rachmaninov'],
        },
      ),
      h(
        'Arts Council England has published the results of its latest investment round, with 990 organisations receiving multi-year funding. Several orchestras have had their grants cut in real terms for the third time in a row. Read the full list on the Arts Council website.',
        {
          problems: [
            'Several orchestras have had their grants cut in real terms for the third time in a row.',
          ],
          announcements: [
            'Arts Council England has published the results of its latest investment round, with 990 organisations receiving multi-year funding.',
          ],
        },
      ),
      h(
        "Musicians' union rep: players are complaining that the new rehearsal hall at the Maltings is too cold, it was 14 degrees on Tuesday morning. Under the agreement it should be at least 18. Can we sort the heating before the Brahms sessions?\nMe: the Maltings have agreed to put the heating on at 7am on rehearsal days from next week.",
        {
          decisions: [
            'Me: the Maltings have agreed to put the heating on at 7am on rehearsal days from next week.',
          ],
          problems: [
            "Musicians' union rep: players are complaining that the new rehearsal hall at the Maltings is too cold, it was 14 degrees on Tuesday morning.",
          ],
        },
      ),
      h(
        "Our new schools programme, Sound Start, launches in January with free concerts for 4,000 primary pupils across the county. It's funded by the Ellison Trust. Teachers can find resources on the education pages. The pilot last spring reached eleven schools.",
        {
          announcements: [
            'Our new schools programme, Sound Start, launches in January with free concerts for 4,000 primary pupils across the county.',
          ],
        },
      ),
      h(
        'Every new concert hall is launched with the promise that it will change the city. A few do. Most simply change the parking.',
      ),
      h(
        'insurance renewal for the instruments: need valuations for the two Guadagnini violins by end of month\nAsk Sarah whether the cello bows need separate cover.',
      ),
    ],
  },
  {
    name: 'Practice manager at a high-street law firm',
    highlights: [
      h(
        "Partners' meeting\nThe partners agreed to close the Kingsford branch office at the end of June and move the two conveyancers to the main office. Fee income for Q3 was broadly on budget. Lock-up has climbed to 142 days, mainly because of unbilled work in private client. It was resolved that from 1 May all new matters over £5,000 will require money on account. The senior partner will write to staff about Kingsford.",
        {
          decisions: [
            'The partners agreed to close the Kingsford branch office at the end of June and move the two conveyancers to the main office.',
            'It was resolved that from 1 May all new matters over £5,000 will require money on account.',
          ],
          problems: ['Lock-up has climbed to 142 days, mainly because of unbilled work in private client.'],
        },
      ),
      h(
        'Outlook has been rejecting emails with attachments over 10MB since this morning, which is holding up completion statements. IT have raised a ticket with the provider. Workaround is to use the secure file share. Should be fixed by close of business, they say.',
        {
          problems: [
            'Outlook has been rejecting emails with attachments over 10MB since this morning, which is holding up completion statements.',
          ],
        },
      ),
      h(
        "All staff,\nI'm pleased to announce that Priya Nair has been promoted to Partner in the Family team with effect from 1 April. Priya trained with us and qualified in 2014. We're also welcoming two new trainee solicitors, Owen Price and Leah Banks, who start on Monday. Please make them feel at home.",
        {
          announcements: [
            "All staff, I'm pleased to announce that Priya Nair has been promoted to Partner in the Family team with effect from 1 April.",
            "We're also welcoming two new trainee solicitors, Owen Price and Leah Banks, who start on Monday.",
          ],
        },
      ),
      h(
        "The client rarely remembers whether you won; they remember whether you explained why you didn't. Most complaints are not about failure but about silence. I put that on a card above my desk in my first year as a trainee.",
      ),
      h(
        'Smith v Carter: the judge ruled that the boundary agreement was binding on the later purchaser. An appeal is expected. Useful for the Hargreaves file.',
        {
          decisions: [
            'Smith v Carter: the judge ruled that the boundary agreement was binding on the later purchaser.',
          ],
        },
      ),
      h(
        'Client complaint, ref 2291\nMr Dobson says his probate matter has been open for 19 months and he has not had an update since January. He has threatened to go to the Legal Ombudsman. We have decided to waive our fees for the last quarter as a goodwill gesture. Handling partner to respond within eight weeks under our procedure.',
        {
          decisions: ['We have decided to waive our fees for the last quarter as a goodwill gesture.'],
          problems: [
            'Mr Dobson says his probate matter has been open for 19 months and he has not had an update since January.',
          ],
        },
      ),
      h(
        'The SRA has announced that new rules on client money will come into force on 1 November. Firms will need to update their accounts procedures and train cashiers. The consultation drew more than 300 responses.',
        {
          announcements: [
            'The SRA has announced that new rules on client money will come into force on 1 November.',
          ],
        },
      ),
      h(
        "Tom: the photocopier on the 2nd floor is jammed again, third time this week\nTom: I've put a note on it\nMe: I'll call Ricoh",
        {
          problems: ['Tom: the photocopier on the 2nd floor is jammed again, third time this week'],
        },
      ),
      h(
        'Need to decide whether we renew the Lexis subscription or switch to Westlaw. Ask the partners for views before March. Costs are roughly the same.',
      ),
      h(
        'Fraud warning\nTwo clients this month received emails claiming to be from us with changed bank details. Always phone the client on a known number before sending funds. The SRA publishes a list of scam alerts every week.',
        {
          problems: [
            'Two clients this month received emails claiming to be from us with changed bank details.',
          ],
        },
      ),
      h(
        'mgmt mtg notes\ngoing with Clio for the new case management system, contract signed next week\nHR update: appraisals to be finished by end of March\nChristmas party: venue still TBC\nNext meeting 4 Dec',
        {
          decisions: ['going with Clio for the new case management system, contract signed next week'],
        },
      ),
      h(
        'Newsletter: Our new Wills and Probate clinic opens at Harborough library every second Saturday from 5 October. Appointments are free for the first half hour. Law is a profession where a decision made in an afternoon can take ten years to unwind, so take advice early.',
        {
          announcements: [
            'Newsletter: Our new Wills and Probate clinic opens at Harborough library every second Saturday from 5 October.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Manager of a Citizens Advice bureau',
    highlights: [
      h(
        "Trustee board, 19 Nov\nTrustees approved the reserves policy with a target of six months' running costs. The council grant for next year has been cut by 18%, leaving a gap of around £42,000. Several options were discussed, including reducing opening hours. The board agreed to launch an emergency appeal in January. Thanks to Bill for chairing in Grace's absence.",
        {
          decisions: [
            "Trustees approved the reserves policy with a target of six months' running costs.",
            'The board agreed to launch an emergency appeal in January.',
          ],
          problems: ['The council grant for next year has been cut by 18%, leaving a gap of around £42,000.'],
        },
      ),
      h(
        'From Monday, our new energy advice line is open 10am to 4pm on weekdays, funded by the Warm Homes scheme. Call 0800 123 4567 for help with bills, debt and switching. Please share with anyone who might need it.',
        {
          announcements: [
            'From Monday, our new energy advice line is open 10am to 4pm on weekdays, funded by the Warm Homes scheme.',
          ],
        },
      ),
      h(
        "Jas: the phone queue hit 47 callers at 10am and the system started dropping calls\nJas: I think it's the new VoIP setup\nMe: logging it with the supplier now\nJas: will update the team at lunch",
        {
          problems: ['Jas: the phone queue hit 47 callers at 10am and the system started dropping calls'],
        },
      ),
      h(
        'client has 3 months of rent arrears and the landlord has served a section 21 notice, two kids under five',
        {
          problems: [
            'client has 3 months of rent arrears and the landlord has served a section 21 notice, two kids under five',
          ],
        },
      ),
      h(
        'Poverty is not a failure of character; it is a shortage of money. People do not need to be told to budget better. They need enough to budget with. It is a sentence I have had to repeat to every new minister I have met.',
      ),
      h(
        "Volunteer meeting\nWe agreed that new volunteers will shadow for at least four sessions before advising alone. Someone suggested moving training to evenings, which we'll look at. Volunteer numbers at the Eastfield outreach have dropped to three, and two of them are leaving in the spring. Cake from Marjorie, as ever.",
        {
          decisions: [
            'We agreed that new volunteers will shadow for at least four sessions before advising alone.',
          ],
          problems: [
            'Volunteer numbers at the Eastfield outreach have dropped to three, and two of them are leaving in the spring.',
          ],
        },
      ),
      h(
        'The government has confirmed that the Household Support Fund will be extended for a further six months from April. Councils will receive their allocations in March. Charities have called for a longer-term settlement. The fund was first launched in 2021 as a temporary measure.',
        {
          announcements: [
            'The government has confirmed that the Household Support Fund will be extended for a further six months from April.',
          ],
        },
      ),
      h(
        "Q2 figures\nWe helped 2,314 people this quarter, up 11% on last year. Average wait for a debt appointment is now five weeks, against a target of two. Top issues were energy, benefits and housing. We've decided to pilot Saturday morning debt clinics from March to bring the wait down.",
        {
          decisions: [
            "We've decided to pilot Saturday morning debt clinics from March to bring the wait down.",
          ],
          problems: ['Average wait for a debt appointment is now five weeks, against a target of two.'],
        },
      ),
      h(
        'Must not forget: the lease on the Market Street office ends in August. Decide by May whether to renew or move in with the library. Rent review is due in June. Worth asking the council about the empty shop on Bell Street too.',
      ),
      h(
        'Facilities: the new accessible entrance on Market Street opens on Monday, so clients no longer need to use the rear door. Thanks to the landlord for finally sorting the ramp. The work took nearly a year.',
        {
          announcements: [
            'Facilities: the new accessible entrance on Market Street opens on Monday, so clients no longer need to use the rear door.',
          ],
        },
      ),
      h(
        'Citizens Advice Harborough has been awarded the Advice Quality Standard for another four years. Thank you to every volunteer and staff member who helped with the audit. We are also delighted to welcome Grace Obi as our new Chair of Trustees. The trustees have agreed that from 1 June we will open on Saturday mornings.',
        {
          decisions: ['The trustees have agreed that from 1 June we will open on Saturday mornings.'],
          announcements: [
            'Citizens Advice Harborough has been awarded the Advice Quality Standard for another four years.',
            'We are also delighted to welcome Grace Obi as our new Chair of Trustees.',
            'The trustees have agreed that from 1 June we will open on Saturday mornings.',
          ],
        },
      ),
      h(
        'The hardest decision in any crisis is the first one, because it is made with the least information. Waiting for certainty is itself a decision, and usually the wrong one.',
      ),
    ],
  },
  {
    name: 'Station manager at a community radio station',
    highlights: [
      h(
        "Station committee\nThe committee agreed to drop the Sunday night phone-in and replace it with a local music hour. Our Ofcom licence renewal form is overdue and we risk a fine if it's not in by the 30th. Treasurer reported £1,200 from the quiz night. It was also decided that all presenters must complete the compliance refresher before the end of the year.",
        {
          decisions: [
            'The committee agreed to drop the Sunday night phone-in and replace it with a local music hour.',
            'It was also decided that all presenters must complete the compliance refresher before the end of the year.',
          ],
          problems: [
            "Our Ofcom licence renewal form is overdue and we risk a fine if it's not in by the 30th.",
          ],
        },
      ),
      h(
        "Big news: we're now broadcasting on DAB across the whole of East Marston, as well as on 104.7 FM. Retune your radio to find us. Thanks to everyone who donated to the transmitter fund. Our FM signal is unchanged.",
        {
          announcements: [
            "Big news: we're now broadcasting on DAB across the whole of East Marston, as well as on 104.7 FM.",
          ],
        },
      ),
      h(
        'Engineering log\nStudio 2 mixing desk: channel 4 fader replaced, working fine now. Transmitter dropped off air for 12 minutes at 03:40 and no alarm was raised. Playout PC restarted at 06:00 as scheduled. Logged by JP.',
        {
          problems: ['Transmitter dropped off air for 12 minutes at 03:40 and no alarm was raised.'],
        },
      ),
      h(
        "Kev: someone's nicked the good mic from studio 1 again\nKev: can I borrow the spare for the breakfast show?\nMe: we've agreed to lock the studio 1 mics in the cabinet after every show from now on",
        {
          decisions: [
            "Me: we've agreed to lock the studio 1 mics in the cabinet after every show from now on",
          ],
          problems: ["Kev: someone's nicked the good mic from studio 1 again"],
        },
      ),
      h(
        'Radio is the most intimate medium because it is the only one you invite into the car with you. New platforms launch every year and still people turn the dial. The car, the kitchen, the shed: that is where radio lives.',
      ),
      h(
        'January schedule\nMarsha Green joins the breakfast show as co-host from 6 January. A new weekly programme for the Polish community, Polskie Radio Marston, starts on Thursday evenings. The full schedule is on our website. Presenters, please check your slots.',
        {
          announcements: [
            'Marsha Green joins the breakfast show as co-host from 6 January.',
            'A new weekly programme for the Polish community, Polskie Radio Marston, starts on Thursday evenings.',
          ],
        },
      ),
      h(
        "Feedback on the lottery bid said our outcomes weren't clear enough. Without the grant we can't cover the studio rent from April. The committee has agreed to use £3,000 of reserves to cover the rent until June. We can reapply in the next round.",
        {
          decisions: ['The committee has agreed to use £3,000 of reserves to cover the rent until June.'],
          problems: ["Without the grant we can't cover the studio rent from April."],
        },
      ),
      h(
        'ideas for the summer: outside broadcast from the carnival, school radio takeover, maybe a 24-hour charity show\nAsk Dee if the carnival committee would pay for the link.',
      ),
      h(
        'Ofcom has published a new code for community radio which, from September, lets stations carry up to 50% more advertising. Stations can read the full code on the Ofcom website. The consultation closed last spring.',
        {
          announcements: [
            'Ofcom has published a new code for community radio which, from September, lets stations carry up to 50% more advertising.',
          ],
        },
      ),
      h(
        "Volunteers' evening\nWe're going with Saturday 14 June for the open day. Lots of ideas for stalls. Dee will do a rota. Only four people have signed up to help on the day, and we need at least twelve.",
        {
          decisions: ["We're going with Saturday 14 June for the open day."],
          problems: ['Only four people have signed up to help on the day, and we need at least twelve.'],
        },
      ),
      h(
        'Every community station is one burnt-out volunteer away from silence. The trick is to decide early who does what, and to say thank you often.',
      ),
      h(
        "Hi all,\nI'm pleased to say that Radio Marston has won Community Station of the Year at the regional radio awards. The award was collected by our youngest presenter, Amir, who is 15. What a night it was! Thanks to everyone who voted for us.",
        {
          announcements: [
            "Hi all, I'm pleased to say that Radio Marston has won Community Station of the Year at the regional radio awards.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Race director of a city marathon',
    highlights: [
      h(
        'Safety Advisory Group\nThe SAG approved the revised course, which avoids the roadworks on Bridge Street. Police asked for an extra marshal point at the Ferry Road junction. St John Ambulance has warned that it can only provide 60% of the medical cover we requested. It was agreed that the start will be moved forward to 8.30 to reduce heat risk. Minutes to follow.',
        {
          decisions: [
            'The SAG approved the revised course, which avoids the roadworks on Bridge Street.',
            'It was agreed that the start will be moved forward to 8.30 to reduce heat risk.',
          ],
          problems: [
            'St John Ambulance has warned that it can only provide 60% of the medical cover we requested.',
          ],
        },
      ),
      h(
        'Entries for the 2026 Harborough Marathon open on Friday 1 November at 10am. Early bird price is £42 until the end of the year. Charity places are available through our partners. For the first time, there will also be a 5k fun run on the Saturday before the race.',
        {
          announcements: [
            'Entries for the 2026 Harborough Marathon open on Friday 1 November at 10am.',
            'For the first time, there will also be a 5k fun run on the Saturday before the race.',
          ],
        },
      ),
      h(
        "Lee (ops): the timing chip supplier says the shipment is held at customs and might not arrive before race week\nLee (ops): backup is disposable bib tags but they're dearer\nMe: go with the bib tags, I'll sign off the extra cost",
        {
          decisions: ["Me: go with the bib tags, I'll sign off the extra cost"],
          problems: [
            'Lee (ops): the timing chip supplier says the shipment is held at customs and might not arrive before race week',
          ],
        },
      ),
      h(
        'The marathon teaches you that the decision to quit is made in the head long before the legs fail. Everybody hits the wall. The ones who finish are the ones who planned for it.',
      ),
      h(
        'Email from a Mill Lane resident: the new leaflet says the road reopens at noon but last year it stayed shut until 3pm, and several of us missed appointments. She wants a named contact on the day.',
        {
          problems: [
            'Email from a Mill Lane resident: the new leaflet says the road reopens at noon but last year it stayed shut until 3pm, and several of us missed appointments.',
          ],
        },
      ),
      h(
        'Debrief notes\nWater ran out at the mile 20 station for about fifteen minutes. Two runners were treated for heatstroke and one was taken to hospital. Overall finish rate was 96%, similar to last year. Medical tent was well run. We agreed to double the water at miles 18 to 22 next year and add a misting station.',
        {
          decisions: ['We agreed to double the water at miles 18 to 22 next year and add a misting station.'],
          problems: [
            'Water ran out at the mile 20 station for about fifteen minutes.',
            'Two runners were treated for heatstroke and one was taken to hospital.',
          ],
        },
      ),
      h(
        "We're delighted to announce Northwold Building Society as our new headline sponsor for the next three years. The deal was signed at the Guildhall on Tuesday. Thanks to our previous sponsors for their support.",
        {
          announcements: [
            "We're delighted to announce Northwold Building Society as our new headline sponsor for the next three years.",
          ],
        },
      ),
      h(
        'kit list for race day: radios x40, hi-vis, cones, finish gantry, generator, spare safety pins\nCheck the generator has fuel.',
      ),
      h(
        'UK Athletics has announced that from 1 January runners in licensed road races must wear their bib on the front at all times. Headphones remain allowed at most events. Race directors have broadly welcomed the change. The rule has applied to track events for years.',
        {
          announcements: [
            'UK Athletics has announced that from 1 January runners in licensed road races must wear their bib on the front at all times.',
          ],
        },
      ),
      h(
        "meeting w/ council events team\nthey've signed off the road closure order for 27 April\nThe bus company still hasn't agreed the diversions and the timetable goes to print next week.\nCouncillor Hughes wants to start a 10k on the same day, not keen",
        {
          decisions: ["they've signed off the road closure order for 27 April"],
          problems: [
            "The bus company still hasn't agreed the diversions and the timetable goes to print next week.",
          ],
        },
      ),
      h(
        "Nobody launches a new race expecting to lose money, but most do in their first three years. Sponsorship follows numbers, and numbers follow reputation. I heard that at a race directors' conference in 2019 and have never forgotten it.",
      ),
      h(
        "Provisional results for Sunday's race are now published on the website. Please check your chip time and get in touch if anything looks wrong. Congratulations to all 6,412 finishers!",
        {
          announcements: ["Provisional results for Sunday's race are now published on the website."],
        },
      ),
    ],
  },
  {
    name: "Coordinator of a members' food co-op",
    highlights: [
      h(
        "Members' meeting, 2 March\nMembers voted to raise the annual membership fee from £10 to £15. We also agreed to stop stocking bottled water from the next order. The idea of a delivery service for housebound members was popular but needs volunteers. Our fridge at the hall is failing and keeps drifting up to 9 degrees overnight. Thanks to all 41 members who came.",
        {
          decisions: [
            'Members voted to raise the annual membership fee from £10 to £15.',
            'We also agreed to stop stocking bottled water from the next order.',
          ],
          problems: ['Our fridge at the hall is failing and keeps drifting up to 9 degrees overnight.'],
        },
      ),
      h(
        "The co-op's new shop on Hollis Road opens on Saturday 5 April at 9am! Come along for free coffee and tasters. We'll be open Tuesday to Saturday. Bring a bag!",
        {
          announcements: ["The co-op's new shop on Hollis Road opens on Saturday 5 April at 9am!"],
        },
      ),
      h(
        'From Greenfields Wholesale: due to flooding at our depot, orders for the week of 10 March will be delayed by up to five days. We apologise for the inconvenience. Chilled items may be substituted.',
        {
          problems: [
            'From Greenfields Wholesale: due to flooding at our depot, orders for the week of 10 March will be delayed by up to five days.',
          ],
        },
      ),
      h(
        'A co-op fails when members become customers. The moment people stop deciding things together, they stop turning up. The movement has always been better at ideals than at logistics.',
      ),
      h('till keeps crashing when we take card payments over £50, lost three sales today', {
        problems: ['till keeps crashing when we take card payments over £50, lost three sales today'],
      }),
      h(
        'Nell: can anyone do 12 till 2 on Saturday?\nNell: also the compost bins are overflowing again and the neighbours have complained\nNell: ta',
        {
          problems: ['Nell: also the compost bins are overflowing again and the neighbours have complained'],
        },
      ),
      h(
        "Steering group\nWe've chosen Bethany Lane Farm as our new veg box supplier. The Co-op Development Fund application is due on the 28th. It was agreed that volunteers who do four shifts a month get a 10% discount. Treasurer will circulate accounts by email.",
        {
          decisions: [
            "We've chosen Bethany Lane Farm as our new veg box supplier.",
            'It was agreed that volunteers who do four shifts a month get a 10% discount.',
          ],
        },
      ),
      h(
        "Introducing our refill station: from this week you can bring your own containers for oats, rice, lentils and washing-up liquid. We're also welcoming Tom Reyes as our new volunteer coordinator. Our Thursday evening opening starts next week, 5pm to 7pm. Thanks to everyone who came to the AGM.",
        {
          announcements: [
            'Introducing our refill station: from this week you can bring your own containers for oats, rice, lentils and washing-up liquid.',
            "We're also welcoming Tom Reyes as our new volunteer coordinator.",
            'Our Thursday evening opening starts next week, 5pm to 7pm.',
          ],
        },
      ),
      h(
        'Food co-ops were launched in the 1970s as a radical alternative to the supermarket. Many failed within a decade, not for lack of ideals but for lack of bookkeeping. The ones that survived learned to love a spreadsheet.',
      ),
      h(
        "Environmental health visit\nThe inspector found that the temperature log for the chiller hadn't been filled in since January. We've been given 28 days to put it right. Otherwise the visit went well and we kept our 4-star rating.",
        {
          problems: [
            "The inspector found that the temperature log for the chiller hadn't been filled in since January.",
          ],
        },
      ),
      h('Decisions decisions. Oat milk or soya for the café? Maybe both. Ask members.'),
      h(
        "Treasurer's report\nWe are £1,800 overdrawn after the shop fit-out ran over budget. The bank has agreed to extend the overdraft until June. The share offer to fund the new shop launches on 1 May, with shares from £25. Full accounts at the AGM.",
        {
          decisions: ['The bank has agreed to extend the overdraft until June.'],
          problems: ['We are £1,800 overdrawn after the shop fit-out ran over budget.'],
          announcements: ['The share offer to fund the new shop launches on 1 May, with shares from £25.'],
        },
      ),
    ],
  },
];
