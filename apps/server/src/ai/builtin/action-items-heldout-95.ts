import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_95: LabelledDay[] = [
  {
    name: 'Femi, 42, an equity research analyst at a London investment bank in results season, on a Tuesday',
    highlights: [
      h(
        'Tue\n0630 desk, coffee #2 already\n0900 mgmt call w/ CFO, qs ready b4\n✓ model update to sales',
        '0900 mgmt call w/ CFO, qs ready b4',
      ),
      h(
        'JB: can u send me the updated PT sensitivity b4 the 11am? need it for the client call\nJB: nice note this morning btw, Sarah in sales loved the chart',
        'JB: can u send me the updated PT sensitivity b4 the 11am? need it for the client call',
      ),
      h(
        'From the CFA refresher: "Never let the model become the thesis. Check your assumptions against what management does, not what they say."',
      ),
      h(
        'GRG → guide cut likely, consensus still too high. Mgmt should reiterate FY capex on the call. Downgrade to Hold?? discuss w/ MK b4 publishing',
        'Downgrade to Hold?? discuss w/ MK b4 publishing',
      ),
      h('Compliance reminder: research must not be shared w/ the deal team before publication.'),
      h(
        'Missed bathtime again last night. Thurs → out the door by 1800, no excuses.',
        'Thurs → out the door by 1800, no excuses.',
      ),
      h("Citi's note on BHL should land tmrw am. Their margin call has been right twice running."),
      h(
        'Expenses ✗ — 3 months behind. Submit Q3 taxi receipts by Fri or finance will chase again.',
        'Submit Q3 taxi receipts by Fri or finance will chase again.',
      ),
      h(
        'Lex column: "Analysts who change their minds loudly are more useful than those who are never wrong quietly."',
      ),
      h(
        'TODO: book room for Thurs 1500 w/ RG + PM, 45 mins',
        'TODO: book room for Thurs 1500 w/ RG + PM, 45 mins',
      ),
      h(
        "Called IR at GRG, they won't comment on the guide before the call. Who's covering the Kingfisher call while I'm on GRG?",
        "Who's covering the Kingfisher call while I'm on GRG?",
      ),
    ],
  },
  {
    name: 'Claire, 49, headteacher of a primary school in Stoke-on-Trent, on the Wednesday Ofsted rang',
    highlights: [
      h('Ofsted rang at 1145. Lead inspector sounded friendly, asked mostly about reading and attendance.'),
      h(
        'To do b4 5pm\n- SEF summary → print 3 copies\n- [ ] email govs re inspection\n- [x] tell staff (done 1530)\n- ring Mr Patel re parking for HMIs',
        'SEF summary → print 3 copies',
        'email govs re inspection',
        'ring Mr Patel re parking for HMIs',
      ),
      h(
        'From the NAHT course: "Don\'t prepare for Ofsted, prepare for the children. The inspection takes care of itself."',
      ),
      h(
        "Staffroom chat\n[13/11/2024, 16:02] Jo H: Claire can you cover Y6 assembly at 9 tmrw, I'm with the inspector\n[13/11/2024, 16:05] Dan: I've put the behaviour logs on your desk\n[13/11/2024, 16:07] Jo H: thanks Dan 🙏",
        "Jo H: Claire can you cover Y6 assembly at 9 tmrw, I'm with the inspector",
      ),
      h('Attendance is 94.1% for the half term. That should be above the LA average by now.'),
      h(
        'Safeguarding: DSL training certs have to be on the SCR before 8am tmrw.',
        'Safeguarding: DSL training certs have to be on the SCR before 8am tmrw.',
      ),
      h(
        "Mum rang, dad's hip op moved to Fri. You need to text her back tonight about lifts.",
        'You need to text her back tonight about lifts.',
      ),
      h('Mary Myatt, Hopeful Schools: "Leaders should ask what it is like to be a child in this school."'),
      h('Lunch ✗\nHeadache 3/10\nNo water since 7am'),
      h(
        'Y2 phonics data → who is pulling it together, Sam or Becks? Both did it last year.',
        'Y2 phonics data → who is pulling it together, Sam or Becks?',
      ),
      h('Inspectors will probably want the reading spine on day 1. They usually do.'),
    ],
  },
  {
    name: 'Rahul, 39, a freight forwarder in Felixstowe with two containers held at the port, on a Monday',
    highlights: [
      h(
        'MSKU 4471823 still on hold — customs exam. Client (Harlow Home) chasing again. Call HMRC NCH asap, ref in the email from Fri.',
        'Call HMRC NCH asap, ref in the email from Fri.',
      ),
      h(
        'SK: pls raise the DG dec for the Rotterdam shipment b4 lunch, shipper sent the MSDS',
        'SK: pls raise the DG dec for the Rotterdam shipment b4 lunch, shipper sent the MSDS',
      ),
      h('The vessel should berth Wed 0400 if the wind drops.'),
      h(
        'Mon\n✓ rebooked 2x40HC on Thurs sailing\n✓ sent POD to Brakes\n✗ demurrage invoice → dispute w/ line by Weds',
        '✗ demurrage invoice → dispute w/ line by Weds',
      ),
      h(
        'Training deck, Incoterms module: "Never quote DDP unless you know the import VAT position cold. Always confirm who clears customs at destination."',
      ),
      h('Container haulage rates up 12% since Sept, per the RHA bulletin.'),
      h(
        "Jess: can we swap, u do Sat cover and I'll do the bank hol?\nJess: no rush x",
        "Jess: can we swap, u do Sat cover and I'll do the bank hol?",
      ),
      h('Van MOT → book b4 the 28th', 'Van MOT → book b4 the 28th'),
      h(
        "I meant to ring Priya at Harlow Home on Fri about the delay and didn't. She'll be livid. I'll ring her first thing tmrw.",
        "I'll ring her first thing tmrw.",
      ),
      h("Kids: parents' evening Thurs 1710, Ms Okoro", "Kids: parents' evening Thurs 1710, Ms Okoro"),
      h("Follow-up from last week's carrier review is in the shared drive."),
      h('MD at the all-hands: "We win on answering the phone, not on price."'),
    ],
  },
  {
    name: 'Bex, 38, a location manager on a TV drama shooting in Liverpool, on a Thursday',
    highlights: [
      h(
        'Unit base moved to Pier Head car park for Fri. Parking suspension notices need to go up tonight.',
        'Parking suspension notices need to go up tonight.',
      ),
      h(
        "DP wants the Rodney St house for the night ext. Owner hasn't signed the location agreement yet. Chase her agent tmrw am w/ the revised fee.",
        'Chase her agent tmrw am w/ the revised fee.',
      ),
      h(
        '16/05/2024, 19:41 - Mike (1st AD): Bex pls can u confirm road closure times w/ the council by 10 tmrw\n16/05/2024, 19:43 - Bex: on it\n16/05/2024, 19:50 - Mike (1st AD): 👍 cheers',
        'Mike (1st AD): Bex pls can u confirm road closure times w/ the council by 10 tmrw',
      ),
      h('Recce notes, Crosby: tide in at 1420, sand too soft for the genny truck. Beautiful light after 7.'),
      h("Neighbour complaints x3 on Canning Street. Someone should've leafleted earlier."),
      h(
        'dont forget petty cash float → top up w/ accounts b4 Fri',
        'dont forget petty cash float → top up w/ accounts b4 Fri',
      ),
      h(
        'Location managers\' forum: "Leave every location cleaner than you found it, and the door stays open for the next job."',
      ),
      h(
        "Remember Gran's 90th card — post it tmrw or it won't get there by Sat.",
        "Remember Gran's 90th card — post it tmrw or it won't get there by Sat.",
      ),
      h('Hit 22k steps today.\nKnees ✗'),
      h(
        "Who's signing off the drone permit for Sat, me or the producer?",
        "Who's signing off the drone permit for Sat, me or the producer?",
      ),
      h('Insurance cert for the Liver Building roof shoot should come through tomorrow.'),
    ],
  },
  {
    name: 'Tunde, 51, a consultant orthopaedic surgeon at a Bristol trauma unit, on a Friday list day',
    highlights: [
      h('Trauma meeting 0745: 6 new admissions overnight, 2 NOF #s for today. Registrar presented well.'),
      h(
        'Revision THR kit → confirm w/ Stryker rep by 11 or we lose the slot',
        'Revision THR kit → confirm w/ Stryker rep by 11 or we lose the slot',
      ),
      h(
        "AK (SpR): can you sign off my WBA from Tuesday's clinic before the portal closes Sunday?",
        "AK (SpR): can you sign off my WBA from Tuesday's clinic before the portal closes Sunday?",
      ),
      h(
        "Mrs Hale's daughter is upset about the wait. Speak to her on the ward round, not by phone.",
        'Speak to her on the ward round, not by phone.',
      ),
      h('BJJ editorial: "The best surgeons operate less than their colleagues think they should."'),
      h('Clinic letters backlog came up at the governance meeting. The CD called it a patient safety issue.'),
      h(
        "Home\n- pay Ada's school fees by the 30th\n- ✓ boiler service booked\n- car insurance?? compare b4 renewing",
        "pay Ada's school fees by the 30th",
        'car insurance?? compare b4 renewing',
      ),
      h('I should have called the GP back yesterday about my BP results. They said it was nothing urgent.'),
      h(
        "Fracture clinic Mon 0830 → AK to cover my first hour, she's agreed",
        "Fracture clinic Mon 0830 → AK to cover my first hour, she's agreed",
      ),
      h('The new registrar rota should be out next week.'),
      h("Audit meeting was good. Half the department didn't turn up."),
    ],
  },
  {
    name: "Sarah-Jane, 47, office manager of an MP's constituency office in Stockport, on a Friday",
    highlights: [
      h(
        'Sat surgery @ Reddish library → set up from 0930, keys from the caretaker. 9 booked, 2 walk-ins likely.',
        'Sat surgery @ Reddish library → set up from 0930, keys from the caretaker.',
      ),
      h(
        'Casework\n- Byrne PIP appeal → chase DWP\n- Ali housing: closed ✓\n- Kowalski visa → draft MP letter',
        'Byrne PIP appeal → chase DWP',
        'Kowalski visa → draft MP letter',
      ),
      h(
        'MP (text): Can you get me two lines on the bus franchising vote before Question Time tonight?',
        'MP (text): Can you get me two lines on the bus franchising vote before Question Time tonight?',
      ),
      h(
        "A constituent emailed 14 times about the same pothole. He says he'll keep emailing until it's fixed.",
      ),
      h('Parliament guidance: "MPs should respond to constituent correspondence within 15 working days."'),
      h(
        "Need to serve the lease break notice before 1 March. Landlord's agent is Colliers.",
        'Need to serve the lease break notice before 1 March.',
      ),
      h(
        'Christmas card stuffing rota still has a gap on Tues. We need to decide whether to pay a temp or ask the local party.',
        'We need to decide whether to pay a temp or ask the local party.',
      ),
      h("Home: Liam's football kit needs washing for Sun", "Home: Liam's football kit needs washing for Sun"),
      h(
        "I rang the council's highways team about the pothole. They're \"aware\". Follow up w/ them Weds if nothing's changed.",
        "Follow up w/ them Weds if nothing's changed.",
      ),
      h('Caseworker training handout: always write down what you promised, and to whom.'),
      h('Tired. Week felt like a month.'),
    ],
  },
  {
    name: 'Hugo, 36, a football agent with four clients in the last week of the January transfer window, on a Monday',
    highlights: [
      h('Deadline week chaos starting early this year. 3 clubs have called about JM already.'),
      h(
        'JM → medical at Stoke Weds 0900, book hotel for Tues night',
        'JM → medical at Stoke Weds 0900, book hotel for Tues night',
      ),
      h(
        "Call w/ Rotherham DoF: they'll go to 350k + add-ons. Get back to him by 5pm w/ an answer.",
        'Get back to him by 5pm w/ an answer.',
      ),
      h(
        'Lewis: bro can u sort tickets for my mum for Sat\nLewis: the car lease thing is fine now, my dad did it',
        'Lewis: bro can u sort tickets for my mum for Sat',
      ),
      h('FA agent CPD → 6 hrs still to log by 31 Mar', 'FA agent CPD → 6 hrs still to log by 31 Mar'),
      h('Jorge Mendes interview: "The player is the client, never the club. Never forget that."'),
      h("Danny's contract has a 25% sell-on, which should make Wigan keen."),
      h('Mon\n✓ JM highlights reel to 5 clubs\n✓ paid accountant\n✗ gym'),
      h(
        'You must get the intermediary declarations to the FA before Danny signs anything.',
        'You must get the intermediary declarations to the FA before Danny signs anything.',
      ),
      h('Lunch w/ Ashley ran 2 hrs. Good guy, terrible restaurant.'),
      h('Who in their right mind pays 2m for a 31-year-old left back?'),
      h(
        'Anniversary Fri → ring Hawksmoor today for a table for 2',
        'Anniversary Fri → ring Hawksmoor today for a table for 2',
      ),
    ],
  },
  {
    name: 'Jen, 34, a womenswear buyer at a Manhattan department store, on a Tuesday',
    highlights: [
      h('Line review w/ merch this am went long. Margins on knits are 4 pts below plan.'),
      h(
        'DC (planner): can you send the revised OTB by EOD? finance needs it for the Weds forecast',
        'DC (planner): can you send the revised OTB by EOD? finance needs it for the Weds forecast',
      ),
      h(
        'Vendor follow-ups\n- Lanvale PO 88213 → push ship date\n- [ ] Mara Knits: OK lab dips by Fri\n- [x] sent color cards to Ohana',
        'Lanvale PO 88213 → push ship date',
        'Mara Knits: OK lab dips by Fri',
      ),
      h('WGSN trend report: "Buy depth in fewer styles. Customers reward conviction."'),
      h('The samples from Porto should arrive Thurs via FedEx.'),
      h(
        'Markdown mtg: we agreed 30% off the remaining resort swim. Ops will handle the signage.',
        'Ops will handle the signage.',
      ),
      h(
        'I have to pick up dry cleaning b4 7, they close early Tues',
        'I have to pick up dry cleaning b4 7, they close early Tues',
      ),
      h(
        "Mom: honey please call Aunt Ruth tonight, it's her birthday\nMom: love you",
        "Mom: honey please call Aunt Ruth tonight, it's her birthday",
      ),
      h('Sat through 3 hours of vendor presentations. Two were good.'),
      h(
        'Promo calendar → lock w/ marketing by Thurs noon',
        'Promo calendar → lock w/ marketing by Thurs noon',
      ),
      h('Honestly the trade show booth was a waste of money this year.'),
      h('How I Built This: "Say no to ten good things so you can say yes to one great one."'),
    ],
  },
];
