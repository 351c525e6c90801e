import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_65: LabelledDay[] = [
  {
    name: 'a breakfast radio producer at a local station, on a Tuesday',
    highlights: [
      h(
        "Post-show meeting, 9.40. Ratings are flat but the phone-in was up again in the listener survey. Dom suggested moving the travel news to quarter past, and everyone agreed it sounds better. I need to brief the travel desk on the new slot before Thursday. Kemi to pull three listener voicemails for tomorrow's open. We talked about the charity bake-off and nobody could remember who booked the judges last year.",
        'I need to brief the travel desk on the new slot before Thursday.',
        "Kemi to pull three listener voicemails for tomorrow's open.",
      ),
      h(
        'Dom: great show this morning, the callers were gold\nKemi: Agreed! The bin lady was amazing\nKemi: Also the mic in studio 2 is crackling again\nDom: Jess can you log it with engineering today?\nJess: Ugh, third time this month',
        'Dom: Jess can you log it with engineering today?',
      ),
      h(
        'Saved from a piece on radio craft: Never back-announce a song the listener has just heard in full. Talk to one person, not to a crowd. The best breakfast presenters sound like they woke up ten minutes before you did.',
      ),
      h(
        "tues admin\nchase PRS invoice\nbooked guest for fri 8.10 slot\nlunch w/ Sam was nice, he's moving to Bristol",
        'chase PRS invoice',
      ),
      h(
        'The new jingles should arrive from the imaging company on Wednesday. They sounded a bit tinny on the demo, honestly. Apparently the last station that used them won an award.',
      ),
      h(
        'Feedback from Angela after the aircheck\nToo much chat before the 7am news\nLove the new weather bit\nCut the competition reads to under 40 seconds\nOverall a solid week',
        'Cut the competition reads to under 40 seconds',
      ),
      h(
        'Local news wire: The council says the bridge closure will last until the end of March. Drivers are advised to use the ring road. Residents should expect delays of up to 20 minutes at peak times.',
      ),
      h(
        'I meant to ring the hospice about their Christmas appeal slot and completely forgot. Felt awful when their manager emailed.',
      ),
      h(
        'Who knew a bake-off could generate forty complaints? We still need to decide whether the Friday show goes out live from the food festival.',
        'We still need to decide whether the Friday show goes out live from the food festival.',
      ),
      h(
        'Thanks to everyone who stayed late to de-rig the outside broadcast. The follow-up from the OB debrief is on the shared drive. The OB van went back to the hire firm this morning without a scratch.',
      ),
      h(
        'Remember to renew the music licence before the 28th. I called the licensing people last year and it took a week.',
        'Remember to renew the music licence before the 28th.',
      ),
    ],
  },
  {
    name: 'a documentary researcher at an independent TV production company, on a Wednesday',
    highlights: [
      h(
        'Edit review with Paula and Ben this morning. The first cut runs at 58 minutes against a 47-minute slot, which is the usual story. Paula thinks the lighthouse sequence is the weakest, and I agree, though it cost us two days in Orkney. The archive clip of the 1953 flood has to be cleared by the 14th or it comes out. Ben has already chased the Pathé licence.',
        'The archive clip of the 1953 flood has to be cleared by the 14th or it comes out.',
      ),
      h(
        "Paula: Lighthouse keeper's daughter rang the office this morning\nMe: Oh great, I left her a voicemail on Monday\nBen: She's back from Spain at the weekend apparently\nPaula: Can you call her Monday and offer to go up to her?\nBen: Nice one",
        'Paula: Can you call her Monday and offer to go up to her?',
      ),
      h(
        'Saved from a guide to archive research: Always ask for the full roll, not just the clip you saw. Keep a log of every source as you go, because you will not remember in six months. Most clearance problems start with someone assuming a clip is public domain.',
      ),
      h(
        'to do wed\nemail Orkney archive re photos\nrecce photos uploaded\nask Ben if the drone footage needs a release form',
        'email Orkney archive re photos',
        'ask Ben if the drone footage needs a release form',
      ),
      h(
        'The transcripts should come back from the agency by Thursday. Last time they spelled Stromness three different ways. Someone in the edit suggested a spell-checker, which got a laugh.',
      ),
      h(
        'Industry newsletter: The channel has confirmed it will commission fewer single documentaries next year. Producers are being encouraged to pitch returnable series instead. Budgets for history titles are expected to fall by around a fifth.',
      ),
      h(
        'I was going to transcribe the fisherman interview myself over the weekend but never got round to it. It was a lovely interview, he cried talking about his brother.',
      ),
      h(
        'Notes from Graham on the treatment\nOpening is strong\nToo many talking heads in the middle section\nFind a living witness to the flood if at all possible\nHappy with the title',
        'Find a living witness to the flood if at all possible',
      ),
      h(
        'Who is going to drive the kit up to Wick on the 22nd? Flying with that much kit was a nightmare in March.',
        'Who is going to drive the kit up to Wick on the 22nd?',
      ),
      h(
        'Parking permit for the Glasgow shoot — apply before the 9th',
        'Parking permit for the Glasgow shoot — apply before the 9th',
      ),
      h(
        'Thanks Paula for the lovely cake. The follow-up from the channel was very positive. It has rained every day this week.',
      ),
    ],
  },
  {
    name: 'a guesthouse owner in Whitby, on a Saturday',
    highlights: [
      h(
        "Changeover chat with Lisa this morning. Room 3 had a leak under the basin again, towels soaked. The plumber came on Thursday and said it was fixed, so that's annoying. I must get him back before the Hendersons arrive on Tuesday. Lisa says the new duvets are lovely but the covers are a bit short for them.",
        'I must get him back before the Hendersons arrive on Tuesday.',
      ),
      h(
        "Mike: Sausages arrived from Botham's\nMike: Can you pick up more milk on your way back, we're down to two pints\nSophie: Mum the Wi-Fi code on the room cards is wrong\nCarol: I know, I reprinted them this morning",
        "Mike: Can you pick up more milk on your way back, we're down to two pints",
      ),
      h(
        'From a hospitality blog: Greet every guest by name before they have put their bags down. A guest who complains is giving you a second chance. Never argue with a review in public.',
      ),
      h(
        'Shopping\neggs x 60\nbatteries for the smoke alarms\n(got the black pudding already)',
        'eggs x 60',
        'batteries for the smoke alarms',
      ),
      h(
        'Fire safety inspection Wed 11am\nThe last inspector was very thorough and quite nice.',
        'Fire safety inspection Wed 11am',
      ),
      h(
        'TripAdvisor review from last week: The breakfast was outstanding and the views over the abbey were worth every penny. Our only complaint is that the shower took ages to warm up. We would definitely come back.',
      ),
      h(
        "The booking system should sync with Booking.com overnight. If it doesn't, we'll have the August double booking all over again.",
      ),
      h(
        'You need to renew the premises licence before the end of the month, and the form is in the blue folder.',
        'You need to renew the premises licence before the end of the month, and the form is in the blue folder.',
      ),
      h(
        "Rang the bank about the card machine fees and they wouldn't budge. I was going to get quotes from two other providers, but honestly who has the time. Dad always said never trust a card machine salesman.",
      ),
      h(
        "Who is doing breakfasts on Sunday if Lisa is at her sister's wedding?",
        "Who is doing breakfasts on Sunday if Lisa is at her sister's wedding?",
      ),
      h('Lovely couple in Room 5 left a bottle of wine and a card. Thanks for everything, they wrote.'),
    ],
  },
  {
    name: 'a hotel banqueting manager two days before a charity gala, on a Thursday',
    highlights: [
      h(
        'Gala ops meeting with all heads of department. Final numbers are 312, up from 290, so the floor plan has changed again. Chef confirmed the vegan main is the squash wellington, not the risotto. Housekeeping to have the cloakroom rails in the ballroom foyer by 4pm Saturday. We agreed the AV company can load in from 8am rather than 10, which should make life easier.',
        'Housekeeping to have the cloakroom rails in the ballroom foyer by 4pm Saturday.',
      ),
      h(
        "Tomasz: Table plan v6 attached, the Mayor's table is now 14 not 12\nAisha: Chair count came back as 300 gold ones\nTomasz: So we're 12 short\nMe: I'll ring Event Hire this afternoon for 12 more\nAisha: Legend",
        "Me: I'll ring Event Hire this afternoon for 12 more",
      ),
      h(
        'Saved from Caterer magazine: A great banqueting team runs on checklists, not heroics. Brief your waiters as if they have never seen a plated service before. The guest remembers the wait for dessert, not the dessert.',
      ),
      h(
        'allergen matrix — get Chef to sign it off before the printer deadline',
        'allergen matrix — get Chef to sign it off before the printer deadline',
      ),
      h(
        "The florist should be here by 2 on Saturday. Last year she arrived at 5 and we were placing centrepieces while guests were coming in. I didn't sleep that night.",
      ),
      h(
        "Debrief from last year's gala\nBar queue too long at the interval\nOpen a second bar in the foyer this year\nSpeeches overran by 25 minutes\nGreat feedback on the lamb",
        'Open a second bar in the foyer this year',
      ),
      h(
        'Email from Richard (GM): Can you send me the final dietary list by noon tomorrow, please? Chef has asked twice already.',
        'Email from Richard (GM): Can you send me the final dietary list by noon tomorrow, please?',
      ),
      h(
        "I called security about the VIP arrivals this morning. They will walk the arrival route with the police at 3 tomorrow. The minister's car is apparently armoured, which seems excessive for a hotel in Harrogate.",
        'They will walk the arrival route with the police at 3 tomorrow.',
      ),
      h(
        "Wedding enquiry for next June — reply before Monday or they'll go to the Grand",
        "Wedding enquiry for next June — reply before Monday or they'll go to the Grand",
      ),
      h(
        "Personal: collect suit from the dry cleaner's before 6\nDinner with Mum on Sunday was lovely.",
        "Personal: collect suit from the dry cleaner's before 6",
      ),
      h(
        'Staff meal at 5 is non-negotiable, everyone eats before service. Always count the cutlery back in, as my first GM used to say.',
      ),
    ],
  },
  {
    name: 'a muralist in Philadelphia, on a Monday',
    highlights: [
      h(
        "Site meeting at the elementary school with the principal and two parents from the PTA. They loved the sea-creature sketch, especially the octopus, which the kids have already named Gary. The wall has had two coats of primer already, and the custodian says it gets damp in the corner. I'll send the final sketch to the principal by Wednesday. Paid in two halves, half up front.",
        "I'll send the final sketch to the principal by Wednesday.",
      ),
      h(
        'Jo: Scaffold tower is booked for the 17th to the 21st\nRuth (client): The kids are so excited, they keep asking about Gary\nJo: Can you confirm the color list so I can order the exterior paint today?',
        'Jo: Can you confirm the color list so I can order the exterior paint today?',
      ),
      h(
        'From an interview with a muralist I admire: Paint big first and worry about detail later. The wall always tells you what it wants. Never start a mural without walking the street at night.',
      ),
      h(
        'Mon\nmasking tape arrived (the wide one)\ninvoice Café Luna for the menu board\nshoulder still sore from Friday',
        'invoice Café Luna for the menu board',
      ),
      h(
        'The city permit for the underpass mural came through this morning! The paperwork has to be returned signed by the 3rd.',
        'The paperwork has to be returned signed by the 3rd.',
      ),
      h(
        'I used to think a mural was finished when the paint dried. Now I think it is finished when the neighbors stop arguing about it.',
      ),
      h(
        'Notes from Dele on my portfolio\nThe night photos are the strongest\nCut the early canvas work entirely\nYour website loads far too slowly on a phone',
        'Cut the early canvas work entirely',
      ),
      h(
        'The varnish should be fully cured after 72 hours. If it rains before then, it will bloom and go cloudy.',
      ),
      h(
        'Last year the festival entries were mostly huge portraits. Still need to decide whether to enter the Baltimore open call by Friday.',
        'Still need to decide whether to enter the Baltimore open call by Friday.',
      ),
      h('Sold the old spray rig to a student from Pittsburgh for $80. Good riddance.'),
      h(
        'Thanks, Ruth, for the photos of the kids in front of the wall. I meant to post them on Instagram and forgot.',
      ),
    ],
  },
  {
    name: 'the art director of a monthly food magazine, on press day (Friday)',
    highlights: [
      h(
        'Cover meeting with Rachel, Femi and the picture desk. We went with the lemon tart shot in the end, although Femi still prefers the pasta. The coverlines are too crowded and the barcode sits on the crust, which Rachel hated. Femi will redo the coverlines tonight with two fewer lines. The printer has already confirmed the paper stock.',
        'Femi will redo the coverlines tonight with two fewer lines.',
      ),
      h(
        "Femi: Hi-res of the chef portrait for p42 is finally in\nLaila: Yay. The one on p56 is still low-res though\nRachel: Laila can you get a proper version from the photographer's agent today?\nFemi: Also, we renewed the Canela font licence, so no more watermarks",
        "Rachel: Laila can you get a proper version from the photographer's agent today?",
      ),
      h(
        'From a design blog I saved: White space is not empty space. Kill your darlings, especially the clever ones. A good layout should survive being photocopied badly.',
      ),
      h(
        'press day\nsign off food pages 60–79\nchecked the recipe index page numbers\ncoffee machine broken again',
        'sign off food pages 60–79',
      ),
      h(
        'The proofs should come back from the repro house around 3. Colour on the last batch was far too warm, everything looked orange.',
      ),
      h(
        "Rachel's notes on the redesign dummy\nLove the new contents page\nHeadlines feel shouty in caps\nTry the serif for the standfirsts\nThe travel pages look a bit cramped",
        'Try the serif for the standfirsts',
      ),
      h(
        'News from the trade press: Paper prices are expected to rise again in spring. Two rival titles have cut their print runs and gone quarterly. Readers say they still prefer print for recipes.',
      ),
      h(
        'I was supposed to brief the illustrator for the Christmas issue last week. Brief the illustrator for the Christmas issue by Tuesday, no more excuses.',
        'Brief the illustrator for the Christmas issue by Tuesday, no more excuses.',
      ),
      h(
        'Freelance invoices for October have to be in by the 25th. Accounts rejected three last month for missing PO numbers.',
        'Freelance invoices for October have to be in by the 25th.',
      ),
      h(
        "Parents' evening went fine, Ella is doing well in art. Her teacher thinks she should take it for GCSE.",
      ),
      h(
        'Thanks all for staying late on Wednesday, pizza is on me next time. The follow-up from the redesign workshop is in the shared folder.',
      ),
    ],
  },
  {
    name: 'a stand-up comedian preparing an Edinburgh Fringe show, on a Sunday',
    highlights: [
      h(
        "WIP gig at the Bill Murray last night, about 60 in. The opener about my dad's satnav killed, and the dentist bit died completely. Someone at the back heckled about Brexit and I handled it badly. I have to rewrite the dentist bit or cut it before the Leicester preview. Mo said the ending felt rushed, which is true.",
        'I have to rewrite the dentist bit or cut it before the Leicester preview.',
      ),
      h(
        'Sasha (agent): Venue loved the poster copy\nMe: Amazing, I wrote it in the bath\nSasha (agent): Ha. Please send me the hi-res photo by Wednesday too\nDan (promoter): Flyering team is sorted for August, same lot as last year',
        'Please send me the hi-res photo by Wednesday too',
      ),
      h(
        'From a book on writing comedy: The audience is always right about what is funny. Cut every word that is not doing a job. Write the ending first and work backwards.',
      ),
      h('Sunday\nwash the show shirt\nnew trainers arrived, they squeak', 'wash the show shirt'),
      h(
        'The reviewers should be in during the first week. Everyone says not to read your reviews until the run is over. I read all of mine last year and cried in a Pret.',
      ),
      h(
        'Notes from Mo after the run-through\nThe callback in the middle is your best laugh\nYou rush the first five minutes\nLose the bit about the ferry\nThe lighting cue at the end is late',
        'Lose the bit about the ferry',
      ),
      h('Accommodation: flat in Marchmont, deposit paid, four of us sharing one bathroom'),
      h(
        'Fringe news: Ticket sales are up on last year, according to the Society. Average venue hire costs have risen by 12 per cent. Performers are advised to book accommodation early.',
      ),
      h("I was going to ring Mum this afternoon but the writing took over. She'd say I always say that."),
      h(
        "Who's going to look after Biscuit while I'm in Edinburgh for the whole of August?",
        "Who's going to look after Biscuit while I'm in Edinburgh for the whole of August?",
      ),
      h(
        "Don't forget to send the Leicester promoter your tech rider by Tuesday. Last time they didn't have a mic stand.",
        "Don't forget to send the Leicester promoter your tech rider by Tuesday.",
      ),
    ],
  },
  {
    name: 'a youth hostel manager in the Peak District, on a Monday',
    highlights: [
      h(
        "Team meeting with the weekend volunteers. Half term is nearly full, mostly school groups and a few Duke of Edinburgh lots. The drying room heater tripped twice on Saturday and the electrician couldn't find a fault. Gav is going to test it again on Wednesday with the new breaker. We also talked about the self-catering kitchen, which the cavers left in a state.",
        'Gav is going to test it again on Wednesday with the new breaker.',
      ),
      h(
        'Gav: Morning all, boiler is back on\nPriti: Thank god, the showers were freezing\nGav: Can someone move the bike rack before the bin lorry comes tomorrow?\nHannah: Also the room 8 bunk ladder is fixed, Dad did it on Sunday',
        'Gav: Can someone move the bike rack before the bin lorry comes tomorrow?',
      ),
      h(
        'From a mountain safety leaflet: Always tell someone where you are going and when you expect to be back. Check the forecast before you set off, not when you reach the top. Most rescues on Kinder start with a walker who felt fine an hour earlier.',
      ),
      h(
        'Tesco order\nporridge oats x 10kg\nwashing-up liquid\n(milk comes from the farm on Tues)',
        'porridge oats x 10kg',
        'washing-up liquid',
      ),
      h(
        'You need to submit the fire risk assessment review to head office before the end of the month.',
        'You need to submit the fire risk assessment review to head office before the end of the month.',
      ),
      h(
        'Guest comments from the autumn survey\nStaff were brilliant, especially Priti\nWi-Fi in the lounge is hopeless\nPlease put a kettle in the family rooms\nBreakfast finishes too early for walkers',
        'Please put a kettle in the family rooms',
      ),
      h(
        'The school group from Sheffield should arrive around 4 on Thursday. Their teacher is the one who lost a pupil on Mam Tor in 2019, though the pupil turned up fine.',
      ),
      h(
        "Rang the water board about the brown water and they said it's a burst main in Edale. I'm supposed to hear back by tonight.",
      ),
      h(
        'Decision needed by the 15th: do we close the café on weekdays over winter? Takings in January were £41 on a good day.',
        'Decision needed by the 15th: do we close the café on weekdays over winter?',
      ),
      h(
        'Thanks to the Hathersage WI for the knitted blankets. Follow-up: none needed, they were delighted with the card.',
      ),
      h('Lovely walk up Win Hill at lunch, the heather is nearly over.'),
    ],
  },
];
