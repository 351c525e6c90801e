import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_108: LabelledDay[] = [
  {
    name: 'Folasade, 42, a biomedical scientist in a hospital blood bank in Leeds, mum of two, on a Wednesday (school e-mails, surgery texts, family WhatsApp, notes to self)',
    highlights: [
      h(
        'Dear Parents/Carers, Year 4 will be visiting the Royal Armouries on Friday 5 June. Please complete the consent form on ParentPay by Monday 1 June. The coach will leave school at 9.15am and return by 3.30pm. Thank you for your continued support.',
        'Please complete the consent form on ParentPay by Monday 1 June.',
      ),
      h('rota swapped, on lates Thu + Fri\nso tired I could sleep on the bus'),
      h(
        'Chapel Allerton Medical Centre: Your repeat prescription for Amara (salbutamol inhaler) has been sent to Boots, Harehills Lane. It should be ready to collect after 2pm tomorrow. Reply STOP to opt out.',
      ),
      h(
        'Wed after work\n- inhaler from Boots\n- [x] pay dinner money\n- birthday card for Mum (Sat)',
        'inhaler from Boots',
        'birthday card for Mum (Sat)',
      ),
      h(
        "[20/05/2026, 07:41] Tunde: I dropped the car at Kwik Fit, they said it should be done by 4\n[20/05/2026, 07:43] Tunde: can you pick it up on your way back? I'm stuck in Bradford till 6\n[20/05/2026, 07:44] Folasade: 👍",
        'Tunde: can you pick it up on your way back?',
      ),
      h(
        'From a parenting column I saved: never negotiate at bedtime. Pick one rule and hold it for a fortnight before you judge it. I tried it with Kofi last night and it sort of worked.',
      ),
      h(
        "Parents' evening with Mrs Okonkwo Tues 26th 5.40pm. She said Kofi's reading has slipped a bit since Easter. We need to read with him ten minutes every night.",
        "Parents' evening with Mrs Okonkwo Tues 26th 5.40pm.",
        'We need to read with him ten minutes every night.',
      ),
      h(
        'Handover: two units of O neg issued to theatre 3 at 14:10. Fridge 2 alarm went off again overnight, estates have been out twice now. I meant to ring them before I left.',
      ),
      h(
        'Leeds City Council says the change to fortnightly bin collections will start in July. Residents will get a new calendar through the door.',
      ),
      h('green bin out tonight, brown one next week', 'green bin out tonight, brown one next week'),
      h(
        'Mum: I went to the opticians today and they said my eyes are fine for my age. Thank you for the Easter photos, Grandma has them on the fridge already.',
      ),
    ],
  },
  {
    name: 'Teresa, 55, a secondary school librarian in Cork looking after her husband after his hip replacement, on a Thursday',
    highlights: [
      h(
        'Discharge letter, Mercy University Hospital. Most patients can manage stairs with one crutch within a fortnight. Please book an appointment with your practice nurse to have the clips removed 12 to 14 days after surgery.',
        'Please book an appointment with your practice nurse to have the clips removed 12 to 14 days after surgery.',
      ),
      h(
        'From the physio leaflet: little and often beats one long session. Pain is a guide, not a stop sign.',
      ),
      h(
        'Aoife: Mam I can take Dad to have the clips out if you want a break. Let me know by Sunday so I can swap my shift.',
        'Let me know by Sunday so I can swap my shift.',
      ),
      h(
        'Pharmacy\n- dressings (the big ones)\n- [x] grabber stick\n- raised toilet seat - ask if they hire them',
        'dressings (the big ones)',
        'raised toilet seat - ask if they hire them',
      ),
      h(
        "From a book on caring I'm reading: the carer who never asks for help is the one who ends up in hospital herself. Accept every offer of a dinner. I cried on the bus reading that bit.",
      ),
      h(
        'Hi Teresa, could you send me the list of overdue Leaving Cert texts before the staff meeting on Tuesday? No rush today obviously, hope Donal is doing well. Ciarán',
        'Hi Teresa, could you send me the list of overdue Leaving Cert texts before the staff meeting on Tuesday?',
      ),
      h(
        'Donal slept till 6, first proper night since the op. He should be off the strong painkillers by the weekend.',
      ),
      h(
        "You need to ring Social Welfare about the Carer's Support Grant before the end of the month. Noreen next door got hers in about three weeks.",
        "You need to ring Social Welfare about the Carer's Support Grant before the end of the month.",
      ),
      h('Cork City Council: roadworks on the Douglas Road from Monday, expect delays at peak times.'),
      h(
        "Who's collecting the wheelchair from the Red Cross depot, me or Aoife?",
        "Who's collecting the wheelchair from the Red Cross depot, me or Aoife?",
      ),
      h(
        "I was going to email the insurance about the stair rail but I'll wait until the OT has been. Honestly the house feels tiny with the frame in every doorway.",
      ),
    ],
  },
  {
    name: 'Alasdair, 49, who drives the mobile library van round rural Aberdeenshire, sorting out care for his mum in Huntly, on a Monday',
    highlights: [
      h(
        "Mum's care assessment, social work, Weds 3rd at 2pm. She's already decided she doesn't need anyone, she told me twice.",
        "Mum's care assessment, social work, Weds 3rd at 2pm.",
      ),
      h(
        'Route 4 today: Aberchirder, Forgue, Inverkeithny. Mrs Gauld at Forgue finally brought back the Ann Cleeves, eleven weeks late. The heater in the van is on the blink again.',
      ),
      h(
        "Fiona: Spoke to Mum last night, she says she's fine but she'd forgotten her tablets twice. Apparently there are dosette boxes with an alarm built in. Can you ask the chemist on Thursday?",
        'Can you ask the chemist on Thursday?',
      ),
      h(
        "Before Weds\n1) Photocopy Mum's power of attorney and medication list\n2) Ask Fiona for her flight dates",
        "Photocopy Mum's power of attorney and medication list",
        'Ask Fiona for her flight dates',
      ),
      h(
        "Good line in the Press and Journal piece on ageing parents: you can't fix loneliness with a rota. Visit for the conversation, not the chores.",
      ),
      h(
        "Gary (plumber): boiler part is in. I can fit it at your mum's Friday morning, can you make sure someone is in from 8? Cheers",
        "I can fit it at your mum's Friday morning, can you make sure someone is in from 8?",
      ),
      h(
        "Fixed the loose stair rod at Mum's and put the bath mat in the wash. She made me take home a whole Victoria sponge.",
      ),
      h(
        'From: Library Services\nThe annual safety inspection for mobile library vehicles has moved to the Inverurie depot. Please drop your van there by 8am on Tuesday 16 June.',
        'Please drop your van there by 8am on Tuesday 16 June.',
      ),
      h("don't forget Mum's hearing aid batteries", "don't forget Mum's hearing aid batteries"),
      h('Why does every form ask for her NHS number and then ask for it again on page four?'),
      h(
        "Thought about ringing the council about the gritting on Mum's road but it's June now, so that can wait till autumn.",
      ),
    ],
  },
  {
    name: 'Harjit, 51, a High Court enforcement officer in Wolverhampton with a leaking conservatory roof and a son starting secondary school, on a Tuesday',
    highlights: [
      h(
        "Hi Mr Sandhu, I've had a look at the photos and it looks like the seal has gone on two of the polycarbonate sheets. I can come out Thursday between 10 and 12 to quote. Could you confirm that suits and move anything valuable away from that corner? Thanks, Lee (Midland Roofline)",
        'Could you confirm that suits and move anything valuable away from that corner?',
      ),
      h(
        'Welcome to Year 7! Induction day was a great success last year and we look forward to meeting our new students. Uniform must be ordered through Khalsa Uniforms by 19 June to guarantee delivery before September. Please also return the data collection sheet and the photo consent form.',
        'Uniform must be ordered through Khalsa Uniforms by 19 June to guarantee delivery before September.',
        'Please also return the data collection sheet and the photo consent form.',
      ),
      h(
        'Writ for the unit on Bilston Road executed, goods removed, inventory signed by the manager. Long day.',
      ),
      h(
        "Reading Jas's transition booklet: big school is big for a week, then it's just school. Let them carry their own bag from day one.",
      ),
      h(
        '08/06/2026, 18:02 - Preet: Harjit did you ring the insurance about the conservatory?\n08/06/2026, 18:05 - Harjit: not yet, will do tomorrow before work\n08/06/2026, 18:06 - Preet: ok and can you tell them about the damp patch on the landing too',
        'Harjit: not yet, will do tomorrow before work',
        'Preet: ok and can you tell them about the damp patch on the landing too',
      ),
      h(
        'Your claim reference is HX-448120. A loss adjuster may be appointed depending on the value of the claim. We aim to respond to all new claims within five working days.',
      ),
      h(
        'The gutter over the back door has to be cleared before the roofer comes.',
        'The gutter over the back door has to be cleared before the roofer comes.',
      ),
      h("Thanks again for the lift on Sunday, Manjit. Honestly don't know what we'd do without you two."),
      h(
        'We still need to decide whether Jas gets the bus or walks with the Dhillon boys in September. The bus pass works out at about a pound a day.',
        'We still need to decide whether Jas gets the bus or walks with the Dhillon boys in September.',
      ),
      h('Express & Star: West Midlands bus fares capped at £2 until the end of the year.'),
    ],
  },
  {
    name: 'Donna, 47, who manages a betting shop in Middlesbrough and has her dad (vascular dementia) to stay at weekends, on a Saturday',
    highlights: [
      h(
        "Dad here from 10. Memory clinic letter says they want to see him again in August, I'll wait for the date to come through.",
      ),
      h(
        "Shopping for Dad's weekend\nsoft bread rolls\nstrawberry Complan\n(he's gone off Rich Tea apparently)",
        'soft bread rolls',
        'strawberry Complan',
      ),
      h(
        '[13/06/2026, 08:12] Kerry: morning, the SSBT by the window is showing an error again\n[13/06/2026, 08:14] Donna: Ring the engineer line and log it, the number is on the board\n[13/06/2026, 08:15] Kerry: ok ta',
        'Donna: Ring the engineer line and log it, the number is on the board',
      ),
      h(
        "From the Alzheimer's Society booklet: don't argue with the reality they're in. Join them in it. It makes so much sense and I still get it wrong every weekend.",
      ),
      h(
        "Attendance Allowance form: section 4 (help during the night) still blank. Ask Dad's carer Janine how often he gets up in the night before I fill it in.",
        "Ask Dad's carer Janine how often he gets up in the night before I fill it in.",
      ),
      h(
        'Text from Linthorpe Surgery: Autumn vaccination clinics will run on Saturday mornings from October. Thank you.',
      ),
      h(
        'Took Dad round the lake in Albert Park, he remembered feeding the ducks with our Lisa. Lovely morning.',
      ),
      h(
        "Rota for next week is up. Shaun should be back from his holidays on Tuesday. Who is covering Sunday's late, me or Kerry?",
        "Who is covering Sunday's late, me or Kerry?",
      ),
      h(
        "You have to renew Dad's blue badge before the end of July, it runs out on the 31st.",
        "You have to renew Dad's blue badge before the end of July, it runs out on the 31st.",
      ),
      h('Who decided Saturday racing on the telly should start at half eleven?'),
      h(
        "Lee: sorry I couldn't take him this weekend, work's mental. I'll have him next Saturday for definite.",
        "I'll have him next Saturday for definite.",
      ),
    ],
  },
  {
    name: 'Bogdan, 44, a self-employed painter and decorator in Peterborough, dad of three, on a Friday',
    highlights: [
      h(
        "Mrs Whitfield: Hi Bogdan, the Farrow & Ball colour for the hallway is Skimming Stone, not Elephant's Breath, sorry! Can you bring the sample pot on Monday?",
        'Can you bring the sample pot on Monday?',
      ),
      h(
        'Reminder: non-uniform day on Friday, please send your child in with a bottle for the tombola. Year 2 sports day has been moved to Wednesday 1 July due to the weather forecast.',
        'Reminder: non-uniform day on Friday, please send your child in with a bottle for the tombola.',
      ),
      h(
        'TODO van insurance renewal 28th, get 3 quotes first',
        'TODO van insurance renewal 28th, get 3 quotes first',
      ),
      h(
        "Ola's list for Saturday:\n- Zosia's party present (£10 max)\n- [x] gas meter reading\n- take the old cot to the tip",
        "Zosia's party present (£10 max)",
        'take the old cot to the tip',
      ),
      h(
        "Saved from a decorators' forum: the prep is the job, the paint is the reward. Never trust a wall that's been papered three times.",
      ),
      h(
        "Finished the second coat in the Harrisons' lounge, ceiling came up lovely. Dropped the keys back through their letterbox.",
      ),
      h(
        'Letting agent: the tenant at 14 Fengate Close has reported mould in the back bedroom again. Are you able to quote for a stain block and anti-mould paint by Wednesday?',
        'Are you able to quote for a stain block and anti-mould paint by Wednesday?',
      ),
      h(
        'The new trestle should arrive Tuesday. Screwfix say the Bedford branch has the masking tape back in stock.',
      ),
      h(
        'Ola: Tomek says his PE trainers have a hole in them again. Who is taking him to get new ones, you or me?',
        'Who is taking him to get new ones, you or me?',
      ),
      h(
        'I asked Mrs Whitfield for a deposit up front this time and she was fine about it. Should have done that years ago.',
      ),
      h('I meant to invoice the Patels last week and completely forgot. Sorted it this morning.'),
    ],
  },
  {
    name: 'Latoya, 39, a hospital unit secretary in Memphis raising two kids and looking after her grandmother, on a Tuesday',
    highlights: [
      h(
        "Walgreens: We're working on the refill for MAE J. and will text you when it is ready. Reply HELP for help.",
      ),
      h(
        "pick up Grandma's Eliquis Thurs after 3, pharmacy said it'll be in by then",
        "pick up Grandma's Eliquis Thurs after 3, pharmacy said it'll be in by then",
      ),
      h(
        'Dear Families, Field Day is this Friday! Please send your student with a water bottle, sunscreen, and a change of clothes. Volunteers are still needed for the water balloon station.',
        'Please send your student with a water bottle, sunscreen, and a change of clothes.',
      ),
      h(
        "Home health nurse came at 10, BP 148/90. The follow-up she did after the fall was fine, no new bruising. We have to write Grandma's blood pressure down every morning for the cardiologist.",
        "We have to write Grandma's blood pressure down every morning for the cardiologist.",
      ),
      h(
        "Dee (charge nurse): can you reorder the blue specimen bags and the chart dividers before Thursday's inventory?",
        "Dee (charge nurse): can you reorder the blue specimen bags and the chart dividers before Thursday's inventory?",
      ),
      h(
        '[06/16/2026, 7:12 PM] Marcus: Mom I need $20 for the band trip by tomorrow\n[06/16/2026, 7:13 PM] Marcus: and a permission slip signed\n[06/16/2026, 7:20 PM] Latoya: ok baby',
        'Marcus: Mom I need $20 for the band trip by tomorrow',
        'Marcus: and a permission slip signed',
      ),
      h(
        'AARP article on caregiving: you cannot pour from an empty cup. Schedule one hour a week that belongs only to you.',
      ),
      h(
        'Grandma beat me at spades again and would not stop talking about it. Tired but it was a good night.',
      ),
      h(
        'Maintenance request #5521 received. A technician will be assigned to your work order within 48 hours. Please do not reply to this email.',
      ),
      h(
        'Call Medicaid about the waiver renewal, the packet says 30 days from the date on the letter, which was June 2.',
        'Call Medicaid about the waiver renewal, the packet says 30 days from the date on the letter, which was June 2.',
      ),
      h('How is it already the middle of June?'),
    ],
  },
  {
    name: "Ruth, 64, a retired orchestral violist in Canberra caring for her husband with Parkinson's, on a Saturday",
    highlights: [
      h(
        "Dear Mrs Ellery, thank you for attending Graeme's review on Tuesday. Dr Nguyen has increased the Sinemet to four times daily from Monday. Please book a follow-up appointment in three months through the outpatients desk.",
        'Please book a follow-up appointment in three months through the outpatients desk.',
      ),
      h(
        'pill timer for the new 4x a day routine - ask at the chemist in Jamison',
        'pill timer for the new 4x a day routine - ask at the chemist in Jamison',
      ),
      h(
        'From The Stoic Carer (library book): what you do for him today is not a debt he owes you. Rest is part of the work.',
      ),
      h(
        "[20/06/2026, 10:02] Sophie: Mum we're landing at 4.15 on Friday, can someone meet us?\n[20/06/2026, 10:09] Ruth: Dad's so excited, he's been counting the sleeps\n[20/06/2026, 10:10] Sophie: perfect, thank you ❤️",
        "Sophie: Mum we're landing at 4.15 on Friday, can someone meet us?",
      ),
      h(
        "Handyman quote: grab rails in the ensuite and by the back step, $380 inc GST. Let me know by Monday if you want to go ahead and I'll start Wednesday.",
        "Let me know by Monday if you want to go ahead and I'll start Wednesday.",
      ),
      h(
        'My Aged Care letter says the home support package could take 6 to 9 months to be assigned. I have to start a falls and near-falls diary for the assessor.',
        'I have to start a falls and near-falls diary for the assessor.',
      ),
      h(
        'Graeme walked to the end of the street and back with the frame, no freeze at the gate today. We had scones on the verandah after.',
      ),
      h(
        'Ring Access Canberra about the rates concession before 30 June',
        'Ring Access Canberra about the rates concession before 30 June',
      ),
      h('The new shower chair should be delivered Monday between 8 and 1.'),
      h(
        'CSO alumni newsletter: the Llewellyn Hall refurbishment will be finished by spring. Always tune down to the note, never up, as old Mr Pettigrew used to say.',
      ),
      h('Is it selfish to want one whole afternoon to play quartets again?'),
    ],
  },
];
