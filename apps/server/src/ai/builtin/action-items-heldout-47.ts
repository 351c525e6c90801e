import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_47: LabelledDay[] = [
  {
    name: 'a railway signaller coming off a run of night turns in a mechanical signal box',
    highlights: [
      h(
        'Handover from Dave, nights to earlies\nTCB fault on the down main at 0215 cleared itself after 20 mins. Techs attended and found nothing. Keep an eye on track circuit DM114 and log any further drops.',
        'Keep an eye on track circuit DM114 and log any further drops.',
      ),
      h(
        'From the rule book refresher: never assume, always confirm the tail lamp has passed. Drilled into us at Derby and it still holds.',
      ),
      h(
        'Possession on the up slow Sunday 0100–0500 for rail grinding. PICOP is Sharon Hale on 07700 900412. Need to print the WON pages for the possession and have them on the desk before Saturday night.',
        'Need to print the WON pages for the possession and have them on the desk before Saturday night.',
      ),
      h(
        "2K41 driver at SN87 on GSM-R: stood at a red, signal post telephone not working. Reported the SPT fault to Control at 0312, fault ref 448213. Chase the fault ref with Faults tomorrow if it isn't closed.",
        "Chase the fault ref with Faults tomorrow if it isn't closed.",
      ),
      h(
        'Cotes Lane crossing: farmer phoned twice for permission to cross with cattle. Gave permission both times, all logged. The barrier maintenance team should be there Tuesday morning.',
      ),
      h(
        'Earlies to-do\nsign the weekly notices\nreturn the spare box key to the LOM\nKettle is finally fixed, hallelujah',
        'sign the weekly notices',
        'return the spare box key to the LOM',
      ),
      h(
        'Control: can you confirm how many trains went through on single line working between 0300 and 0400? They need it for the delay attribution.',
        'Control: can you confirm how many trains went through on single line working between 0300 and 0400?',
      ),
      h(
        'I meant to ring the MOM about the graffiti on the relay room door but the phone was going all night. Maybe it will keep.',
      ),
      h(
        'Competence assessment with Gareth on the 14th. You need to reread the emergency special working section before then.',
        'Competence assessment with Gareth on the 14th.',
        'You need to reread the emergency special working section before then.',
      ),
      h(
        'Article in RAIL this fortnight about digital signalling coming to the East Coast. Boxes like ours will be gone within fifteen years, apparently.',
      ),
      h(
        "Who is covering Jim's rest day turn on the 22nd? Still nobody on the roster.",
        "Who is covering Jim's rest day turn on the 22nd?",
      ),
    ],
  },
  {
    name: 'a gas network emergency engineer on a week of lates',
    highlights: [
      h(
        'Job sheet 7741 — smell of gas reported outside 14 Marlow Road. Found a minor leak on the meter control valve, made safe and capped. Left the warning notice on the meter and explained it to the tenant. Upload the job photos for 14 Marlow Road before end of shift.',
        'Upload the job photos for 14 Marlow Road before end of shift.',
      ),
      h(
        'From the safety briefing: if in doubt, evacuate first and ask questions later. Grim slides about past incidents afterwards.',
      ),
      h(
        'Van stock\n22mm caps down to two\nreorder leak detection fluid tonight\nladder straps fine',
        'reorder leak detection fluid tonight',
      ),
      h(
        'Radio from dispatch: reported escape at Fernhill Primary, ETA 12 mins. Can you meet the caretaker at the boiler house gate and get the keys?',
        'Can you meet the caretaker at the boiler house gate and get the keys?',
      ),
      h(
        'Hayes Lane dig: permit came through from the council on Monday. It has to be extended before the 9th or they will fine us.',
        'It has to be extended before the 9th or they will fine us.',
      ),
      h(
        'My old mentor Keith always said a good engineer smells the job before he sees it. He retired in March after forty-one years on the tools.',
      ),
      h(
        'Note to self: your gas detector calibration is due on the 18th, so drop it at the depot stores on Thursday.',
        'Note to self: your gas detector calibration is due on the 18th, so drop it at the depot stores on Thursday.',
      ),
      h('Follow-up visit at Linden Court was completed by the night crew. Nothing further from us.'),
      h(
        'Ravi: thanks for covering the Marsh Lane job yesterday\nMe: no worries, easy one in the end\nRavi: whoever is on lates tomorrow, please take the spare purge hose back to Bicester depot',
        'Ravi: whoever is on lates tomorrow, please take the spare purge hose back to Bicester depot',
      ),
      h('Gas prices on the news again. Nobody at the depot talks about anything else.'),
      h(
        'Must get the overtime sheet to Lorraine by Friday noon, otherwise it rolls into next month.',
        'Must get the overtime sheet to Lorraine by Friday noon, otherwise it rolls into next month.',
      ),
    ],
  },
  {
    name: 'a tow-truck driver in Ohio working days for a small family towing company',
    highlights: [
      h(
        "Call from dispatch 10:40 — disabled Silverado on I-71 southbound near mile marker 112, right shoulder. Customer is waiting in the vehicle with two kids. Hook it and take it to Miller's Auto on Route 42.",
        "Hook it and take it to Miller's Auto on Route 42.",
      ),
      h(
        'Towing 101 from my old boss: never trust a parking brake, chock every wheel. Still the best advice I ever got.',
      ),
      h(
        'Impound lot, Tuesday\nSilver Camry: owner came by at 3 with title and ID\nRelease paperwork for the Camry has to be signed by Sgt Ortiz first\nLot gate sticking again',
        'Release paperwork for the Camry has to be signed by Sgt Ortiz first',
      ),
      h(
        "Winch cable is fraying near the hook. Order a new 3/8 synthetic line from Zip's before the weekend.",
        "Order a new 3/8 synthetic line from Zip's before the weekend.",
      ),
      h(
        'Dispatch: Unit 4, can you swing by the Speedway on Main and jump a Honda Civic? Customer name is Tanya, AAA member.',
        'Dispatch: Unit 4, can you swing by the Speedway on Main and jump a Honda Civic?',
      ),
      h(
        'Did the wheel-lift job for the church van at 7 this morning. Pastor tipped me twenty bucks and a coffee.',
      ),
      h('DOT inspection on the flatbed is due the 30th.', 'DOT inspection on the flatbed is due the 30th.'),
      h(
        "The new city rotation list should come out next month, and we're supposed to be on it. Fingers crossed.",
      ),
      h(
        "Text from Marisol: Don't forget the insurance adjuster wants photos of all four sides of the Jeep before it goes to the body shop. Thanks!!",
        "Text from Marisol: Don't forget the insurance adjuster wants photos of all four sides of the Jeep before it goes to the body shop.",
      ),
      h('Annoyed at the guy who left his rig blocking the yard all night. Feet killing me.'),
      h(
        'We need to figure out who covers nights over Thanksgiving weekend.',
        'We need to figure out who covers nights over Thanksgiving weekend.',
      ),
      h('Why do people always break down at rush hour? Rhetorical, obviously.'),
    ],
  },
  {
    name: 'a National Highways traffic officer on motorway patrol out of a Yorkshire outstation',
    highlights: [
      h(
        'Shift brief 0600, Wakefield outstation\nM62 J27 eastbound: debris reported in lane 3\nRoadworks J29–J30 overnight, 50 limit in force\nCheck the VMS messages at J26 are cleared once the debris is gone',
        'Check the VMS messages at J26 are cleared once the debris is gone',
      ),
      h(
        'RCC: Unit 12, can you attend a broken-down HGV on the hard shoulder at marker post 8421B? Driver reports a tyre blowout.',
        'RCC: Unit 12, can you attend a broken-down HGV on the hard shoulder at marker post 8421B?',
      ),
      h(
        "Refresher trainer: your vehicle is your shield, so always fend off at an angle. Took that to heart after last year's near miss.",
      ),
      h(
        'Attended a minor shunt at J25 westbound. Both parties exchanged details and we cleared the scene by 0742.',
      ),
      h(
        'Recovery operator promised the HGV would be off the hard shoulder by 10. It should be the same firm as last Tuesday.',
      ),
      h(
        'The J27 incident log still needs the lane closure times adding before I go off shift.',
        'The J27 incident log still needs the lane closure times adding before I go off shift.',
      ),
      h(
        'Annual leave request for 3rd–10th August — submit on the portal by the end of the month.',
        'Annual leave request for 3rd–10th August — submit on the portal by the end of the month.',
      ),
      h(
        'Body-worn camera kept flashing amber all shift. Stores to swap the unit on Wednesday.',
        'Stores to swap the unit on Wednesday.',
      ),
      h(
        'Pulled a lovely border collie off the central reservation at 1130, no collar. Dog warden took her. Hope someone claims her.',
      ),
      h(
        'Remember to bring the hi-vis overtrousers back from the drying room tomorrow.',
        'Remember to bring the hi-vis overtrousers back from the drying room tomorrow.',
      ),
      h(
        'Quote from the national standards doc: the safety of the public and our staff is paramount at all times. Nobody argues with that.',
      ),
    ],
  },
  {
    name: 'a lift (elevator) service engineer covering callouts and maintenance across the Midlands',
    highlights: [
      h(
        'Callout 09:15, Brindley House, lift 2 stuck between floors 4 and 5 with one passenger. Released at 09:48, no injuries. Door operator belt is worn; order a replacement and fit it on Friday.',
        'Door operator belt is worn; order a replacement and fit it on Friday.',
      ),
      h(
        'LOLER exam Brindley — 21st, 10am with the insurance inspector\nLast one passed with two minor defects',
        'LOLER exam Brindley — 21st, 10am with the insurance inspector',
      ),
      h(
        'Apprentice Josh asked what the governor actually does today. Explained it with a yo-yo, worked a treat.',
      ),
      h(
        'Service sheets for Oakfield retail park\nLift A: lubricated guide rails, tested alarm\nLift B: landing door 2 interlock sluggish but within tolerance\nLift C: all good',
      ),
      h(
        'Clare (office): Can you email me the parts list for the Kingsway modernisation by Wednesday? Client wants a price before the board meets.',
        'Clare (office): Can you email me the parts list for the Kingsway modernisation by Wednesday?',
      ),
      h(
        "Old rule from my first gaffer: never put your hand where you can't see it. Lost half a finger proving him right.",
      ),
      h('The spare motor for Kingsway should arrive on Tuesday, according to the supplier.'),
      h(
        "Pick up car top light bulbs from the wholesaler\nScrewfix doesn't stock them",
        'Pick up car top light bulbs from the wholesaler',
      ),
      h('Feeling wiped after the 3am callout to the hospital. Third night this week.'),
      h(
        'TODO: update the fault log on the tablet for the hospital bed lift.',
        'TODO: update the fault log on the tablet for the hospital bed lift.',
      ),
      h(
        "Team meeting agenda: who takes over Pete's contracts while he's off for his knee op?",
        "Team meeting agenda: who takes over Pete's contracts while he's off for his knee op?",
      ),
    ],
  },
  {
    name: 'a coastguard watch officer at a maritime rescue coordination centre in the South West',
    highlights: [
      h(
        'Handover 1900\nVHF aerial at the Hartland site intermittent since 1600. BT engineers informed, ticket ref 55120. Chase BT at 0800 if it is still dropping out.',
        'Chase BT at 0800 if it is still dropping out.',
      ),
      h(
        'Mayday relay at 1423: yacht Kittiwake taking on water 3nm W of Lundy. RNLI Appledore launched, crew of two recovered safely.',
      ),
      h(
        'Search and rescue manual: assume the worst until you know otherwise. Sounds bleak but it saves lives.',
      ),
      h(
        'Ops manager: Please make sure the helicopter debrief notes are on the shared drive by Thursday.',
        'Ops manager: Please make sure the helicopter debrief notes are on the shared drive by Thursday.',
      ),
      h(
        'Bude CRT asked about their cliff rope refresher this morning. We still need to decide whether it goes before or after the bank holiday.',
        'We still need to decide whether it goes before or after the bank holiday.',
      ),
      h(
        'The watch log for last night still has gaps between 0200 and 0330\nMust fill those in before the audit',
        'Must fill those in before the audit',
      ),
      h(
        'Tides tomorrow: HW Appledore 0612 and 1838. Spring tides all week, so expect a busy weekend on the beaches.',
      ),
      h("I called the harbourmaster at Padstow about the drifting pontoon. He'd already sent a boat out."),
      h('Dentist Fri 0830\nNia already agreed to cover the first hour', 'Dentist Fri 0830'),
      h('Kayaker on the local news tonight thanked the Coastguard. Made the whole watch smile.'),
      h(
        "Can someone on the day watch order more DSC test forms? We're down to the last pad.",
        'Can someone on the day watch order more DSC test forms?',
      ),
    ],
  },
  {
    name: 'a council gritter driver on winter standby at a Pennine depot',
    highlights: [
      h(
        'Decision from the duty officer at 1530. Route 4 driver to load 6 tonnes and be out of the depot by 1900. Road surface temps forecast to drop to -2 by midnight.',
        'Route 4 driver to load 6 tonnes and be out of the depot by 1900.',
      ),
      h(
        'Spinner on gritter 17 throwing salt too far to the left. Mechanic to look at it tomorrow morning, job card raised.',
        'Mechanic to look at it tomorrow morning, job card raised.',
      ),
      h(
        'Route 4 notes\nBrook Hill iced up first again, as usual\nHollins Lane: ask the residents to stop parking on the bend\nSchool gates done by 0730',
        'Hollins Lane: ask the residents to stop parking on the bend',
      ),
      h(
        'Overheard on the radio: "Never overtake a gritter, they\'re there for a reason." Good slogan for once.',
      ),
      h(
        'Got the letter about my tachograph card today. You need to apply for the renewal at least 15 working days before it expires on 2 March.',
        'You need to apply for the renewal at least 15 working days before it expires on 2 March.',
      ),
      h('Salt barn at 40% capacity. Delivery from the mine should land on Thursday.'),
      h(
        'Dave M: can whoever finishes last tonight plug the loader into the charger? Left it flat last week and got a rocket from Steve.',
        'Dave M: can whoever finishes last tonight plug the loader into the charger?',
      ),
      h('Did 212 miles on route 4 overnight, no incidents. Snow ploughs fitted on 12 and 17 just in case.'),
      h('Overtime claim for December nights due Monday.', 'Overtime claim for December nights due Monday.'),
      h('Proud of the lads this week. Not one missed route despite the flu going round.'),
      h(
        'Shopping before Sat\nthermal socks\nnew flask\nWife says the de-icer in the garage is fine',
        'thermal socks',
        'new flask',
      ),
    ],
  },
  {
    name: 'a bike-share field technician driving a rebalancing van in Chicago',
    highlights: [
      h('Rebalancing shift 6a–2:30p. Loop stations were full by 8, Wicker Park empty.'),
      h(
        'Ops Slack\nKendra: dock 14 at Union Station is reading offline again, can someone power-cycle the kiosk this morning?\nMe: saw that, it was down yesterday too',
        'Kendra: dock 14 at Union Station is reading offline again, can someone power-cycle the kiosk this morning?',
      ),
      h(
        'E-bike #4471 has a cracked battery housing. Pull it from service and tag it for the shop.',
        'Pull it from service and tag it for the shop.',
      ),
      h('Training video says lift with your legs, not your back. Everyone ignores it by the third hour.'),
      h(
        'Van inspection sticker expires end of the month — schedule it with fleet.',
        'Van inspection sticker expires end of the month — schedule it with fleet.',
      ),
      h('Rode the new protected lane on Milwaukee after work. Honestly gorgeous.'),
      h(
        'Supervisor wants the weekly damage counts in the tracker by Friday 5pm. Last week I was late and heard about it.',
        'Supervisor wants the weekly damage counts in the tracker by Friday 5pm.',
      ),
      h('The city should announce the new station sites in June. Rumor is 40 more docks on the South Side.'),
      h(
        'note to self: grab zip ties + a 5mm hex key from the depot, both missing from the van kit',
        'note to self: grab zip ties + a 5mm hex key from the depot, both missing from the van kit',
      ),
      h(
        'I was going to swap the brake pads on #3302 yesterday but ran out of time. Honestly the whole day got away from me.',
      ),
      h(
        'Do we still need two people on the overnight shift in winter, or can one tech cover it? Ridership drops by half after November.',
        'Do we still need two people on the overnight shift in winter, or can one tech cover it?',
      ),
      h('Thanks again to Luis for covering Sunday. Owe him one.'),
    ],
  },
];
