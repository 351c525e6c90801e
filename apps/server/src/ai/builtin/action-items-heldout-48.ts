import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_48: LabelledDay[] = [
  {
    name: 'a newly diagnosed type 2 diabetic on a Tuesday',
    highlights: [
      h(
        'Diabetes nurse appt notes. HbA1c was 58, down from 71 in March. She was pleased with the weight loss. The retinal screening letter should come in the post within six weeks.',
      ),
      h(
        'A short walk after meals can blunt the glucose spike more than a longer walk at any other time of day. Aim for ten minutes, not a marathon.',
      ),
      h(
        'Pharmacy run\nCollect metformin repeat\nAsk if they stock lancets for the new meter',
        'Collect metformin repeat',
        'Ask if they stock lancets for the new meter',
      ),
      h(
        "Sis: Mum was asking how the new diet is going, she's read all about it in the paper\nSis: Can you at least bring a pudding you can eat so she doesn't fuss\nMe: ha fine",
        "Sis: Can you at least bring a pudding you can eat so she doesn't fuss",
      ),
      h(
        "I meant to log my fasting readings all week and managed three days. The app keeps logging me out, which doesn't help.",
      ),
      h(
        "From the Diabetes UK forum: you don't have to give up carbs completely, you have to know which ones hit you hardest. Most people find the stomach upset from metformin should settle within a couple of weeks.",
      ),
      h(
        'Feet check came back fine last year. Podiatrist Weds 11.15 at the health centre, bring the referral letter.',
        'Podiatrist Weds 11.15 at the health centre, bring the referral letter.',
      ),
      h(
        'The structured education course starts next month. I rang them back this morning to confirm a place. Partners are welcome to come along.',
      ),
      h(
        'Breakfast today: two eggs, spinach, one slice of rye. Reading 2 hours after was 7.4. Much better than the porridge days.',
      ),
      h(
        "Email from Jen (line manager): Happy to adjust your break times for the readings. Can you send occupational health the letter from your GP so it's on file? Thanks for letting me know about the diagnosis.",
        "Can you send occupational health the letter from your GP so it's on file?",
      ),
      h(
        'You need to tell the car insurer about the diagnosis before the renewal on the 14th. The DVLA only needs to know if you go on insulin.',
        'You need to tell the car insurer about the diagnosis before the renewal on the 14th.',
      ),
    ],
  },
  {
    name: 'a physio patient six weeks after knee surgery, on a Thursday',
    highlights: [
      h(
        "Physio homework from Gemma:\nquad sets 3x10 morning and evening\nGemma's rule: a bit of ache is fine, sharp pain means stop.",
        'quad sets 3x10 morning and evening',
      ),
      h(
        "Recovery from ACL reconstruction is measured in months, not weeks. Don't judge your progress day to day; judge it month to month.",
      ),
      h(
        'Follow-up with the surgeon was rescheduled to 3 June. I rang the fracture clinic to check they have my new mobile number.',
      ),
      h(
        "Dan: I can drive you to physio on Tuesday but not Thursday\nDan: Who's taking you on Thursday then?\nMe: ugh good question",
        "Dan: Who's taking you on Thursday then?",
      ),
      h(
        "I was supposed to start the static bike this week but the knee swelled up on Sunday. Gemma said that's normal after a jump in activity.",
      ),
      h(
        "Down to one crutch indoors now. Crutches back to the hospital loan store once I'm off them.",
        "Crutches back to the hospital loan store once I'm off them.",
      ),
      h(
        'The sick pay form has to be signed by the GP and sent to payroll by the 28th. The fit note runs out on the 30th anyway.',
        'The sick pay form has to be signed by the GP and sent to payroll by the 28th.',
      ),
      h(
        'Gemma keeps saying motion is lotion, and honestly it does feel better when I keep moving. Stiffest first thing in the morning.',
      ),
      h(
        'Thurs to-do\nemail HR re phased return\nshower stool arrived, brilliant\ncancel Saturday five-a-side (obviously)',
        'email HR re phased return',
        'cancel Saturday five-a-side (obviously)',
      ),
      h(
        "Knee still won't go fully straight, about 5 degrees off. Gemma said on Tuesday that's normal at six weeks.",
      ),
      h(
        'Read that swimming with a pull buoy is usually fine from week 8, but no breaststroke kick until month 4. Never push through sharp pain.',
      ),
    ],
  },
  {
    name: 'a new mum three weeks after a caesarean, on a Wednesday',
    highlights: [
      h(
        "Health visitor came at 10. Baby is 3.6kg, back above birth weight. Register the birth before she's 42 days old.",
        "Register the birth before she's 42 days old.",
      ),
      h('Feeds log: 2am, 4.40am, 7.15am, 10am\nshe cluster feeds every evening from about 6'),
      h(
        'Newborns should be placed on their back to sleep, in a clear cot with no bumpers or pillows. Keep the room between 16 and 20 degrees.',
      ),
      h(
        'Tom: Got the nappies and wipes, on my way home now\nTom: Mum says hi and sends love x\nMe: breast pads and the big maternity pads pls',
        'Me: breast pads and the big maternity pads pls',
      ),
      h(
        "Six-week check for both of us: Mon 14th at 9.40 with Dr Shah. The GP does the baby's hips and eyes as well.",
        'Six-week check for both of us: Mon 14th at 9.40 with Dr Shah.',
      ),
      h(
        "I keep meaning to do the pelvic floor exercises and then forgetting until I'm in bed. The midwife said little and often is better than one big session.",
      ),
      h('The scar should stop feeling numb within a few months. It looks clean and dry now.'),
      h(
        "Don't forget the vitamin D drops for her, once a day. Iron tablets are absorbed better with orange juice than with tea.",
        "Don't forget the vitamin D drops for her, once a day.",
      ),
      h(
        "Tom's paternity leave ends Friday. We still need to decide whether Mum comes to stay next week or the week after.",
        'We still need to decide whether Mum comes to stay next week or the week after.',
      ),
      h('Sleep when the baby sleeps, they say. Ha.'),
      h(
        'The meal train has been a lifesaver. Write thank-you cards for the meal train lot by the end of the month: Sarah, Priya, the Hendersons and Auntie Jo.',
        'Write thank-you cards for the meal train lot by the end of the month: Sarah, Priya, the Hendersons and Auntie Jo.',
      ),
    ],
  },
  {
    name: 'someone on day 7 of stims in their first IVF cycle',
    highlights: [
      h(
        'Stims day 7. Gonal-f 225 and Cetrotide at 7pm, same time every evening.',
        'Gonal-f 225 and Cetrotide at 7pm, same time every evening.',
      ),
      h(
        "Tuesday's scan: 9 follicles on the right, 7 on the left, lining 8mm. Next scan Fri 8.15am, full bladder not needed.",
        'Next scan Fri 8.15am, full bladder not needed.',
      ),
      h(
        'From the Fertility Network page: try not to google every symptom during stims, bloating is extremely common. Drink plenty of water and eat salty snacks if you feel puffy.',
      ),
      h(
        "Alex: I've ordered more needles, they should arrive tomorrow\nAlex: can you ring the clinic and ask if I need to be there on collection day for the sample?\nMe: ok",
        'Alex: can you ring the clinic and ask if I need to be there on collection day for the sample?',
      ),
      h(
        'The nurse will phone on Friday afternoon with the trigger time. Set two alarms for it once she does.',
        'Set two alarms for it once she does.',
      ),
      h('I cried in the car park after the scan. Not sad exactly, just a lot.'),
      h(
        "Work: tell Priya I'll need the morning off for egg collection, probably next Wednesday or Thursday.",
        "Work: tell Priya I'll need the morning off for egg collection, probably next Wednesday or Thursday.",
      ),
      h("Sharps bin is nearly full. The pharmacy said they'd deliver a new one for free."),
      h(
        'Questions for Friday\nask what the OHSS warning signs are\n(already asked about spin class, answer was no)',
        'ask what the OHSS warning signs are',
      ),
      h(
        "Article: the two-week wait is often described as the hardest part of IVF. Plan distractions, but don't plan big decisions.",
      ),
      h(
        'Progesterone pessaries start the day after collection. Alex picked them up with the rest of the meds on Saturday.',
      ),
    ],
  },
  {
    name: 'someone with rheumatoid arthritis on a flare day',
    highlights: [
      h(
        'Flare since Sunday, both wrists and the left knee. Rang the rheumatology advice line this morning and left a message.',
      ),
      h(
        'Methotrexate is a weekly drug, never daily; mixing that up is one of the commonest medication errors. Folic acid is usually taken on a different day.',
      ),
      h('Blood test done at the GP surgery on Tuesday, results should be back before clinic on the 22nd.'),
      h(
        "Pacing means doing roughly the same amount on good days and bad days. Stop before you're tired, not when you're exhausted.",
      ),
      h(
        'Lou: Are you still up for the cinema Friday or shall I see how you feel?\nLou: no pressure either way x',
        'Lou: Are you still up for the cinema Friday or shall I see how you feel?',
      ),
      h(
        'I should have asked about the steroid injection at the last appointment. Too foggy to think straight that day.',
      ),
      h(
        "Repeat prescription\nhydroxychloroquine\nnaproxen + omeprazole\nrequest online by Thursday so it's ready for the weekend",
        'hydroxychloroquine',
        'naproxen + omeprazole',
        "request online by Thursday so it's ready for the weekend",
      ),
      h(
        'The occupational therapist is sending some wrist splints in the post. They should arrive within ten working days.',
      ),
      h(
        "Hands too stiff to grip the steering wheel properly first thing. Tell Mark I can't do the school run Thursday, he'll need to swap with Jenna.",
        "Tell Mark I can't do the school run Thursday, he'll need to swap with Jenna.",
      ),
      h(
        'Rheum nurse rang back at 2, she wants to see me before changing anything. Clinic Mon 3.20pm, room 4, bring the symptom diary.',
        'Clinic Mon 3.20pm, room 4, bring the symptom diary.',
      ),
      h(
        'Journal prompt from the pain clinic: what did your body let you do today? Today: a shower and a slow walk to the postbox.',
      ),
    ],
  },
  {
    name: 'an amateur bodybuilder twelve weeks out from a show',
    highlights: [
      h(
        'Prep week 12. Down 0.6kg on the weekly average, right on target. Send Coach Ryan check-in photos by Sunday 8pm: front, side and back.',
        'Send Coach Ryan check-in photos by Sunday 8pm: front, side and back.',
      ),
      h(
        'Progressive overload is the single most important driver of hypertrophy. Add a rep or a little weight every week and write it down.',
      ),
      h(
        'Shopping\nchicken thighs x3kg\n2 bags of frozen broccoli',
        'chicken thighs x3kg',
        '2 bags of frozen broccoli',
      ),
      h(
        "Jordan: Legs yesterday were brutal, can't walk today\nJordan: the new squat rack is finally in btw\nMe: nice, about time",
      ),
      h('Bloods from the sports clinic came back fine, thyroid and iron both normal.'),
      h(
        "I skipped the cardio yesterday because of the work thing. Not ideal, but one session won't ruin twelve weeks.",
      ),
      h(
        'Did posing practice for 20 mins every evening this week. Coach says the judges notice transitions more than people think.',
      ),
      h(
        'Registered with the federation and paid the entry fee on Monday. Still need to book the spray tan for show morning before the slots go.',
        'Still need to book the spray tan for show morning before the slots go.',
      ),
      h('Should have a bit more energy once the refeed kicks in. Sleep has been rubbish.'),
      h(
        'Mum: Are you eating at ours on Sunday or bringing your own tubs again?\nMum: Dad wants to know.',
        'Mum: Are you eating at ours on Sunday or bringing your own tubs again?',
      ),
      h(
        'Physio said the left shoulder impingement is mostly posture, and that most lifters neglect their upper back. Book the follow-up with her for after the show.',
        'Book the follow-up with her for after the show.',
      ),
    ],
  },
  {
    name: 'a man in cardiac rehab two months after a heart attack',
    highlights: [
      h(
        "Cardiac rehab session 5. Managed 20 minutes on the bike at level 4 without chest pain. The nurse said I'm ahead of most people at this stage.",
      ),
      h(
        'The GP is increasing the ramipril to 5mg from Monday. Collect the new prescription from Boots on Saturday.',
        'Collect the new prescription from Boots on Saturday.',
      ),
      h(
        'After a heart attack, most people can return to driving after four weeks if there are no complications. Always carry your GTN spray.',
      ),
      h(
        "Linda: Don't forget you've got the cardiology clinic at 2.40 tomorrow\nLinda: parking is a nightmare there so I've put the blue badge in the car\nMe: thanks love",
        "Linda: Don't forget you've got the cardiology clinic at 2.40 tomorrow",
      ),
      h('I used to smoke twenty a day. Eleven weeks without one now.'),
      h("The rehab team says brisk walking should leave you able to talk but not sing. That's a handy rule."),
      h(
        'Need to ask the cardiologist when I can go back to lifting at work.',
        'Need to ask the cardiologist when I can go back to lifting at work.',
      ),
      h(
        'Occupational health report came through yesterday. Return to work meeting with HR, Wed 10am, Teams.',
        'Return to work meeting with HR, Wed 10am, Teams.',
      ),
      h(
        'Dietitian handout: swap butter for an olive oil spread, aim for two portions of oily fish a week. Most of the salt we eat is already in bread and ready meals.',
      ),
      h(
        'Friday\nbins out tonight\npick up the lawnmower from the repair shop',
        'bins out tonight',
        'pick up the lawnmower from the repair shop',
      ),
      h(
        'Felt a bit low this week, which the nurse says is really common after a cardiac event. The rehab group meets for coffee after Thursday sessions if I want to go.',
      ),
    ],
  },
  {
    name: 'a woman in perimenopause starting HRT, on a Monday',
    highlights: [
      h(
        'Started the Oestrogel last night, two pumps on the inner arm. Added a repeating reminder to my phone for the Utrogestan, nights 1 to 12.',
      ),
      h(
        "Symptoms often improve within a few weeks of starting HRT, but it can take three months to feel the full effect. Give it time before deciding it isn't working.",
      ),
      h(
        'GP review in 3 months, around 20th Sept. Blood pressure was fine at the pharmacy last week.',
        'GP review in 3 months, around 20th Sept.',
      ),
      h(
        'Nadia: Hope the first night on the gel went ok x\nNadia: my sleep was the first thing that improved on mine\nNadia: Are you still coming to the menopause café on the 9th?',
        'Nadia: Are you still coming to the menopause café on the 9th?',
      ),
      h('Hot flushes last week: 6 to 8 a day, worst around 4pm. Night sweats most nights.'),
      h(
        "Mum went through the menopause in her forties and nobody ever talked about it. I wish I'd known what the brain fog was two years ago.",
      ),
      h(
        "Email work about the menopause policy, they're supposed to offer a desk fan and flexible start times.",
        "Email work about the menopause policy, they're supposed to offer a desk fan and flexible start times.",
      ),
      h(
        'Weight-bearing exercise matters more after menopause because bone density drops. Lift something heavy twice a week, the article says.',
      ),
      h(
        "Prescription prepayment certificate for HRT — sign up before the next repeat, it's about £20 for the year.",
        "Prescription prepayment certificate for HRT — sign up before the next repeat, it's about £20 for the year.",
      ),
      h(
        'Dry eyes are apparently another perimenopause thing. Eye test Weds 5.15, Specsavers on the high street.',
        'Eye test Weds 5.15, Specsavers on the high street.',
      ),
      h("Things I keep forgetting\nwhere I put my keys\nwords, mid-sentence\npeople's names"),
      h(
        "Tell Rob the HRT might make me a bit weepy for the first few weeks. It's only fair he knows before his mum comes to stay.",
        'Tell Rob the HRT might make me a bit weepy for the first few weeks.',
      ),
    ],
  },
];
