import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_119: LabelledDay[] = [
  {
    name: 'Rhiannon, 43, programme manager rolling out an electronic patient record across a health board in north Wales, on a Tuesday (Teams, supplier e-mails, notes to self)',
    highlights: [
      h(
        'Gareth (Teams): Morning! Ward 7 go-live readiness is at 82% on the tracker. Can you send me the updated cutover plan before the 2pm huddle?',
        'Can you send me the updated cutover plan before the 2pm huddle?',
      ),
      h(
        'Tuesday\n- [x] sign off training rota\n- [x] book room for steering group\n- [ ] chase Meditrak re interface spec',
        'chase Meditrak re interface spec',
      ),
      h(
        "From Delivering Digital Change, chapter 3: Go-lives rarely fail on the day; they fail in the six weeks before, when nobody wanted to say the data wasn't clean. Always rehearse the cutover twice. A dress rehearsal you skip is a risk you have accepted.",
      ),
      h(
        'Hi Rhiannon,\nThe patch for the pharmacy module should be deployed to the test environment by Thursday evening. We ran the regression pack overnight and all 214 scripts passed. Please confirm who on your side will do the clinical safety review.\nDiolch, Owain',
        'Please confirm who on your side will do the clinical safety review.',
      ),
      h(
        "I meant to ring Dafydd about the smartcard readers yesterday and it slipped. He's in clinic all morning anyway. Ring him after 1 re the 40 missing readers.",
        'Ring him after 1 re the 40 missing readers.',
      ),
      h(
        'Actions from steering group\nThe decision log was updated by the PMO on Friday.\nThe board noted the revised go-live date of 14 April.\nSiân to circulate the benefits realisation paper to all directors.\nNo other business.',
        'Siân to circulate the benefits realisation paper to all directors.',
      ),
      h(
        'Honestly shattered after the four-hour data migration call. Good to see the team pulling together though.',
      ),
      h('Bins out tonight\nThe recycling lorry came early last week and missed us.', 'Bins out tonight'),
      h(
        "[03/03/2026, 11:02] Nia: training laptops should arrive Weds, tracking says they're with the courier\n[03/03/2026, 11:03] Nia: Who's taking the minutes at Thursday's steering group? Rhodri's on leave",
        "Nia: Who's taking the minutes at Thursday's steering group?",
      ),
      h(
        "Clinicians don't resist change; they resist change that slows down patient care. Involve them early and they will own it. The follow-up after go-live matters more than the launch.",
      ),
      h(
        'My smartcard certificate was renewed last week without any fuss, which must be a first. IT sorted it all remotely.',
      ),
    ],
  },
  {
    name: 'Tobi, 37, bid manager at a rail signalling engineering firm in Derby, the Wednesday before a tender is due (Teams, client portal, family WhatsApp)',
    highlights: [
      h(
        'Tender portal notice: Final submission due 12:00 Monday 16 March via the portal. Late submissions will not be accepted.',
        'Tender portal notice: Final submission due 12:00 Monday 16 March via the portal.',
      ),
      h(
        "From the bid-writing course: Write to the evaluator, not to your own engineers. Every answer should mirror the question's wording. Never leave a page limit unused.",
      ),
      h(
        "Kamal: I've uploaded the draft method statement to SharePoint\nKamal: can you review section 4.2 tonight? the resourcing table is still wrong",
        'Kamal: can you review section 4.2 tonight? the resourcing table is still wrong',
      ),
      h(
        'We still need to decide whether to bid the optional maintenance lot. Commercial think the margin is too thin.',
        'We still need to decide whether to bid the optional maintenance lot.',
      ),
      h(
        "I called the client's procurement lead this morning about the social value weighting. She said it stays at 10%.",
      ),
      h(
        'Pricing review 3pm\nFran to lock the rates by Thursday noon\nThe risk pot looks light at 4%.',
        'Pricing review 3pm',
        'Fran to lock the rates by Thursday noon',
      ),
      h(
        "[11/03/2026, 18:40] Mum: Your dad says well done on the promotion news\n[11/03/2026, 18:41] Mum: Don't forget Tolu's naming ceremony is Saturday, bring the cooler box",
        "Mum: Don't forget Tolu's naming ceremony is Saturday, bring the cooler box",
      ),
      h(
        "Last bid we lost on quality by two marks. The debrief said our programme wasn't credible. I should have pushed harder for a proper schedule review.",
      ),
      h(
        'I asked Priya for the CVs of the two signalling designers last week. The old ones ran to six pages.',
      ),
      h(
        'The best bid teams treat the kickoff as a contract: who writes what, by when, reviewed by whom. Red team reviews should be brutal but kind.',
      ),
      h(
        'Car MOT — book before the 20th\nThe garage on Osmaston Road were decent last year.',
        'Car MOT — book before the 20th',
      ),
    ],
  },
  {
    name: 'Siddharth, 34, mission operations project manager at a small-satellite company in Glasgow, on a Thursday (Slack, customer e-mails, notebook)',
    highlights: [
      h(
        "Ewan: pass over Svalbard at 14:12 went fine, telemetry nominal\nEwan: I'll write up the anomaly from Tuesday tomorrow",
        "Ewan: I'll write up the anomaly from Tuesday tomorrow",
      ),
      h(
        'Dear Sid,\nOur board has asked for a revised launch-window risk summary ahead of the 24th.\nCould you let us have it by Monday?\nKind regards,\nHannah',
        'Could you let us have it by Monday?',
      ),
      h(
        'Schedules slip one day at a time. Test like you fly, fly like you test. Nobody ever regretted an extra review before shipping hardware.',
      ),
      h(
        'TVAC slot moved to w/c 6 April\ntell integration team today\nmass properties update for launch provider, due Fri',
        'tell integration team today',
        'mass properties update for launch provider, due Fri',
      ),
      h(
        "The ground station contract should be renewed automatically in May. I checked with legal and there's nothing to sign.",
      ),
      h(
        'Follow up with ESA on the frequency filing paperwork. Their last reply took three weeks.',
        'Follow up with ESA on the frequency filing paperwork.',
      ),
      h(
        "Flat viewing Sat 11am, Hyndland\nRent's £1,150 which is a stretch.",
        'Flat viewing Sat 11am, Hyndland',
      ),
      h(
        "Retro: what went well\nThe handover between shifts is much smoother.\nWe finally retired the old spreadsheet tracker.\nWhat didn't\nToo many people on the anomaly call.",
      ),
      h('Why do we always find the connector problem the week before shipping? Every single mission.'),
      h(
        "Morag: can someone cover the 06:00 pass on Saturday? I'm at a wedding",
        'Morag: can someone cover the 06:00 pass on Saturday?',
      ),
      h(
        'Thanks to everyone who stayed late for the software upload on Tuesday night. It made the difference.',
      ),
    ],
  },
  {
    name: 'Hen, 48, retrofit programme manager fitting heat pumps and insulation to council homes in Sheffield, on a Monday (contractor e-mails, resident complaints, Teams, notes)',
    highlights: [
      h(
        'Hen, FYI below from the TARA chair.\n> Can you confirm the survey dates for Parson Cross block C by Wednesday?\n> Residents have been asking at every meeting.',
        'Can you confirm the survey dates for Parson Cross block C by Wednesday?',
      ),
      h(
        'Mrs Okafor at 14 Wordsworth Avenue says the installers left the garden gate open and her dog got out. She was very upset on the phone. I apologised and logged it. Complaint response due within 10 working days.',
        'Complaint response due within 10 working days.',
      ),
      h(
        'The government has confirmed a further £80m for the warm homes fund. Councils should expect guidance in the spring.',
      ),
      h(
        'Monday\n1. Ring Aspire Heating about the snagging list\n2. Update the RAID log\n3) review EPC data from the pilot',
        'Ring Aspire Heating about the snagging list',
        'Update the RAID log',
        'review EPC data from the pilot',
      ),
      h(
        'Podcast quote of the week: A programme is not a big project; it is a set of bets. Say no to scope creep in week one, or you will say yes to it forever.',
      ),
      h(
        'Carl: installers are short-staffed this week so the Shiregreen starts might slip\nCarl: we should probably warn the residents',
        'Carl: we should probably warn the residents',
      ),
      h(
        "Dentist Thurs 4.15\nHolly's parents' evening was lovely, her teacher says she's flying.",
        'Dentist Thurs 4.15',
      ),
      h(
        'Site walk notes\nThree of the external wall insulation panels had gaps at the window reveals.\nQuality has been much better since the new supervisor started.\nThe contractor has to submit a remediation plan by the 28th.',
        'The contractor has to submit a remediation plan by the 28th.',
      ),
      h("I was going to push for weekly resident drop-ins but the budget won't stretch. Maybe next year."),
      h(
        'Heat pump figures always look better on paper than in a real 1960s maisonette. The residents know that better than we do.',
      ),
      h(
        'Lunch with Jo from the energy team today. She thinks the next funding round will favour solid-wall homes.',
      ),
    ],
  },
  {
    name: 'Abena, 39, implementation consultant moving a multi-academy trust in Kent onto a new school information system, on a Friday (trust e-mails, Slack, notes to self)',
    highlights: [
      h(
        'Hi Abena,\nJust a heads-up that the data extract from the old system should be ready on Tuesday.\nThanks for all your patience with this.\nBest, Mark',
      ),
      h(
        "Joe: are you doing the timetable import at Hythe or am I? I'm easy either way.",
        'Joe: are you doing the timetable import at Hythe or am I?',
      ),
      h(
        'Office staff training: 23 of 30 came.\nChase the seven who missed it.',
        'Chase the seven who missed it.',
      ),
      h(
        "From the vendor's onboarding guide: When you migrate, migrate the process, not just the data. Ask the office manager what they actually do on a Monday morning. Never trust a field called 'Other'.",
      ),
      h("Your DBS update subscription renews itself on the 30th, so there's nothing to do. It's £16 a year."),
      h(
        'Decision needed: do we switch on parent app messaging before or after Easter? Heads are split.',
        'Decision needed: do we switch on parent app messaging before or after Easter?',
      ),
      h(
        'Sent the cutover checklist to all six schools. Folkestone replied within ten minutes, which must be a record.',
      ),
      h('Pay the window cleaner £18 on Monday\nHe prefers cash.', 'Pay the window cleaner £18 on Monday'),
      h(
        'Most software projects fail not because of code but because of calendars. Schools in particular run on term dates, not sprints.',
      ),
      h(
        "14/03/2026, 19:22 - Kwesi: I've booked the table at Rustico for 7.30\n14/03/2026, 19:23 - Kwesi: can you pick up the cake from Mum's on the way?",
        "Kwesi: can you pick up the cake from Mum's on the way?",
      ),
      h(
        'TODO set up test accounts for the SENCo team. The old ones were deleted in the cleanup.',
        'TODO set up test accounts for the SENCo team.',
      ),
    ],
  },
  {
    name: 'Carmen, 40, project manager at an exhibit house in Chicago the week before a trade show at McCormick Place, on a Tuesday (client emails, shop texts, notes)',
    highlights: [
      h(
        'Hi Carmen, We love the renderings! One change: the client wants the logo wall moved to the aisle side. Can you get us a revised quote by Thursday?',
        'Can you get us a revised quote by Thursday?',
      ),
      h(
        "Luis: the LED wall panels came in this morning, two are cracked\nLuis: I already called the vendor and they're sending replacements",
      ),
      h(
        'Freight has to be at the marshaling yard by 6am on Monday. The driver is confirmed.',
        'Freight has to be at the marshaling yard by 6am on Monday.',
      ),
      h(
        'What Sal told me on my first day: in this business the show date never moves. Everything else does. Always pack a spare roll of carpet tape.',
      ),
      h(
        'Tues\n- electrical order form\n- [x] forklift for install day\n- [x] hotel for install crew',
        'electrical order form',
      ),
      h("Feeling a lot better about this one than Vegas last year. The team's finally gelled."),
      h(
        "Remember to call Grandma about Easter. She wants to know if we're bringing the dog.",
        'Remember to call Grandma about Easter.',
      ),
      h(
        'Dana: great job on the Medtech close-out, the client sent a really nice note\nDana: the follow-up survey went out yesterday',
      ),
      h("The union labor rates should go up about 4% in June, according to the show's exhibitor manual."),
      h(
        "Who's driving the box truck to McCormick on Sunday? Last time nobody knew until Saturday night.",
        "Who's driving the box truck to McCormick on Sunday?",
      ),
      h('Pick up dry cleaning before 6\nThey close early on Tuesdays.', 'Pick up dry cleaning before 6'),
    ],
  },
  {
    name: 'Nkechi, 45, technology transfer project manager at a vaccine manufacturing site in Speke, Liverpool, on a Wednesday (site Teams, regulator e-mails, notes to self)',
    highlights: [
      h('Graham: second engineering batch met spec on potency and sterility, great news'),
      h(
        "Dear Nkechi,\nThe regulator's inspection has been confirmed for the week of 20 April. The site should receive the formal notification letter next week. Please ensure all deviation reports from Q1 are closed before then.",
        'Please ensure all deviation reports from Q1 are closed before then.',
      ),
      h(
        "I must get the validation master plan signed off before Rob goes on leave. He's away from the 3rd for a fortnight.",
        'I must get the validation master plan signed off before Rob goes on leave.',
      ),
      h(
        "Quality cannot be inspected into a product; it must be built into it. If it isn't written down, it didn't happen.",
      ),
      h(
        'Tech transfer weekly\nAction: Priya — update the change control for the filling line\nAction: Tom — nothing this week\nAttendance was good.',
        'Action: Priya — update the change control for the filling line',
      ),
      h('I emailed the Belgian site about the cell bank shipment yesterday. Still no reply.'),
      h(
        "Passport photos for Chidi's renewal\nThe booth at the post office is broken again.",
        "Passport photos for Chidi's renewal",
      ),
      h('How many times do we have to learn that lesson about handwritten batch records?'),
      h(
        "[15/04/2026, 12:31] Ade: can you dial into the 3pm deviation triage for me? I'm stuck in the clean room",
        'Ade: can you dial into the 3pm deviation triage for me?',
      ),
      h('The audit follow-up is on the agenda for Friday. Everyone seemed relaxed about it.'),
      h(
        'Renew car insurance by the 22nd! Last year it auto-renewed at a silly price.',
        'Renew car insurance by the 22nd!',
      ),
    ],
  },
  {
    name: 'Declan, 42, project manager rolling out contactless ticketing on a Dublin bus network, on a Thursday (vendor e-mails, depot WhatsApp, notes)',
    highlights: [
      h(
        'Hi Declan, Firmware 3.4 has been pushed to 120 validators at Broadstone depot. The remaining 80 should update overnight.',
      ),
      h(
        '[19/03/2026, 07:45] Noel: 3 validators on the 46A are showing offline again\n[19/03/2026, 07:46] Noel: Can someone from the vendor come out to the depot today?',
        'Noel: Can someone from the vendor come out to the depot today?',
      ),
      h(
        'Thursday\nprep slides for the board pack\nsort out the fare capping test cases with Aoife',
        'prep slides for the board pack',
        'sort out the fare capping test cases with Aoife',
      ),
      h(
        "Tap-on times have dropped from 2.1 seconds to under a second. Passengers say they like not having to carry coins. One driver described the new system as 'grand, once it works'.",
      ),
      h(
        'We need to agree the comms plan for the card switchover with the NTA before Easter. They have the final say on the wording.',
        'We need to agree the comms plan for the card switchover with the NTA before Easter.',
      ),
      h("My old boss's rule: pilot small, then scale, and don't roll anything out on a Monday."),
      h(
        "You need to book the NCT for the Corolla, it's due at the end of the month.",
        "You need to book the NCT for the Corolla, it's due at the end of the month.",
      ),
      h('Rang Revenue about the tax credit this morning. Forty minutes on hold.'),
      h(
        'Deirdre to present the pilot results at the board on the 2nd. The board papers went out on Tuesday.',
        'Deirdre to present the pilot results at the board on the 2nd.',
      ),
      h("Really proud of the depot lads this week. Nobody thought we'd hit the Broadstone date."),
      h('The new ticket machines should be in the depot by Friday. No need to chase.'),
    ],
  },
];
