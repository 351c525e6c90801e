import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_105: LabelledDay[] = [
  {
    name: "Eunice, 74, a retired district nurse in Handsworth, Birmingham, who came over from Jamaica in 1967, on a Tuesday (GP and hospital letters, grandchildren's WhatsApp, church notes)",
    highlights: [
      h(
        'Dear Mrs Campbell,\nYour recent blood tests show that your kidney function is stable. Your HbA1c has gone up slightly, to 52. Please book a diabetes review with the practice nurse within the next four weeks. No change to your medication is needed at present.\nYours sincerely,\nDr A Okafor, Soho Road Health Centre',
        'Please book a diabetes review with the practice nurse within the next four weeks.',
      ),
      h(
        'tues\npension credit form – posted Mon\nbought the stamps already\nBins out tonight',
        'Bins out tonight',
      ),
      h(
        '"Do not wait to strike till the iron is hot; but make it hot by striking." – W B Yeats\nMy mother said much the same over the wash tub in Spanish Town, only louder.',
      ),
      h(
        "[03/06/2025, 18:42] Jade: Nana I've put the hymn words on a USB stick for Sunday x\n[03/06/2025, 18:43] Jade: can you remember to bring it to church? the laptop there doesn't have your file\n[03/06/2025, 18:50] Eunice: Yes darling. God bless",
        "Jade: can you remember to bring it to church? the laptop there doesn't have your file",
      ),
      h(
        'Harvest lunch – my jobs\n- rice and peas for 30\n- [x] book the hall\n- [x] ask Pastor Lewis about the urn',
        'rice and peas for 30',
      ),
      h(
        'Birmingham City Council – Council Tax\nWe have reviewed your Single Person Discount. The discount will continue to apply from 1 April 2025. You do not need to do anything further. If your circumstances change, you must tell us within 21 days.',
      ),
      h(
        'Rang Hyacinth about her hip and she sounds brighter. I meant to take her the soup today but the 74 bus never came. Must take it round tomorrow instead, before it spoils.',
        'Must take it round tomorrow instead, before it spoils.',
      ),
      h(
        'From the Daily Bread devotional: Be still, and know. Give thanks in all circumstances. Old age is not for sissies, as Bette Davis said, but it is not for complaining either.',
      ),
      h(
        'City Hospital Eye Clinic\nYour appointment is on Monday 16 June at 10:40. Please bring your glasses and a list of your medicines. Drops will be put in your eyes and your sight may be blurred for a few hours afterwards.',
        'Your appointment is on Monday 16 June at 10:40.',
        'Please bring your glasses and a list of your medicines.',
      ),
      h(
        "[04/06/2025, 09:15] Marcus: Mum the boiler man came and says it's all fine now\n[04/06/2025, 09:16] Marcus: He said the pressure was a bit low but he topped it up",
      ),
      h(
        "Forty years a district nurse and still I can't sit down when somebody is poorly. Matron told us on our first day: the patient is not an interruption of your work, the patient is your work.",
      ),
    ],
  },
  {
    name: 'Ron, 71, a retired Grimsby trawlerman with a new hearing aid and a heart clinic follow-up, on a Monday (hospital letters, pocket diary, texts from his daughter)',
    highlights: [
      h(
        'Dear Mr Brackenbury\nThank you for attending the cardiology clinic at Diana, Princess of Wales Hospital. Your 24-hour tape showed occasional extra beats, which are common and harmless. Your next pacemaker check will be in March and a letter will follow. Please ask your GP to repeat your potassium level in about six weeks.',
        'Please ask your GP to repeat your potassium level in about six weeks.',
      ),
      h(
        'MON\nhearing aid batteries – got 2 packs\nAudiology Tues 9.20 retube\nwent down the dock, new ice plant going up\nSkip says the Ross Tiger is open Sundays now',
        'Audiology Tues 9.20 retube',
      ),
      h(
        '"A smooth sea never made a skilled sailor." Franklin D Roosevelt, supposedly. Mam had it on a tea towel in the kitchen on Harold Street.',
      ),
      h(
        "Karen: Dad I've booked you on the 10.15 train Thursday, tickets are on your phone\nKaren: Lewis passed his driving test!! First time as well\nKaren: And don't forget your blue badge for the car park at our end",
        "Karen: And don't forget your blue badge for the car park at our end",
      ),
      h(
        'North East Lincolnshire Council – Garden Waste\nThank you for subscribing to garden waste collections last year. To keep your brown bin collections, renew online or call 01472 313131 by 14 March. Collections stop in December and January as usual.',
        'To keep your brown bin collections, renew online or call 01472 313131 by 14 March.',
      ),
      h(
        "I should have gone to the doctor sooner about the breathlessness, Jean always says so. Ring the Fishing Heritage Centre about Dad's medals before they shut for winter.",
        "Ring the Fishing Heritage Centre about Dad's medals before they shut for winter.",
      ),
      h(
        'Looking after your hearing aid\nWipe it each night with a soft dry cloth. Never use water or alcohol wipes on it. Change the tubing every three to six months. Most people take a few weeks to get used to a new aid.',
      ),
      h(
        'I must go down to the seas again, to the lonely sea and the sky – Masefield. Learnt it at Armstrong Street school and never forgot a word.',
      ),
      h(
        "Alan: Reunion of the old Northern crews at the Humber Royal on the 12th, buffet and a few pints. Can you let me know by Friday if you're coming?",
        "Can you let me know by Friday if you're coming?",
      ),
      h(
        "Fog on the Humber this morning, couldn't see Spurn at all. Cod was £14 a kilo on the market, daylight robbery. Where did the years go?",
      ),
      h(
        'Heard on Radio Humberside: the best time to plant a tree was twenty years ago, and the second best time is now.',
      ),
    ],
  },
  {
    name: 'Vimla, 69, who ran a sari shop on Belgrave Road, Leicester, for forty years, getting ready for a month in Gujarat, on a Thursday',
    highlights: [
      h(
        "Before India\n1. Renew travel insurance (over 65 – check the knee is covered)\n2. Visa – done, printed x2\n3) Pharmacy: 3 months of metformin + ask for a letter\n4. Gold bangles – in Nisha's locker since Tues",
        'Renew travel insurance (over 65 – check the knee is covered)',
        'Pharmacy: 3 months of metformin + ask for a letter',
      ),
      h(
        '14/08/2025, 20:11 - Rakesh: Mummy the taxi to Heathrow is booked for 5am on the 2nd\n14/08/2025, 20:12 - Rakesh: Please send me your passport number so I can do the online check-in\n14/08/2025, 20:30 - Vimla: Ok beta',
        'Rakesh: Please send me your passport number so I can do the online check-in',
      ),
      h(
        '"Work is worship." Bapuji said it every morning when he lifted the shutter, and I said it to Rakesh, and he laughs at me.',
      ),
      h(
        'Dear Mrs Patel\nFollowing your fall in July, we have referred you to the Falls Prevention Service. They should contact you within six weeks. In the meantime, please let us know if you have any further falls or dizzy spells. Please collect your bone density scan form from reception before you travel.\nBelgrave Medical Centre',
        'Please collect your bone density scan form from reception before you travel.',
      ),
      h(
        'Leicester City Council – Council Tax Reduction\nYour State Pension has gone up this year, which may change your reduction. The enclosed form must be signed and returned by 29 August. We have also enclosed a leaflet about Pension Credit.',
        'The enclosed form must be signed and returned by 29 August.',
      ),
      h(
        'Tell Kokila ben the lehenga for her granddaughter needs one more fitting before I go. The old hemming machine is going to Jayesh, he is taking over the repairs now.',
        'Tell Kokila ben the lehenga for her granddaughter needs one more fitting before I go.',
      ),
      h(
        "From 'The Art of Living' by Thich Nhat Hanh: Breathe in, and know that you are breathing in. Walk as if you are kissing the earth with your feet.",
      ),
      h(
        "Nisha birthday Sat – card posted\nTemple seva rota is up on the noticeboard, I'm not on it till October.",
      ),
      h(
        'Thank you for your call today. As discussed, your pre-existing conditions have been added to the policy. Your updated documents should arrive within 5 working days.',
      ),
      h(
        'Sushila: Bring the Cadbury Roses tin for Ba, she asks every time 😄\nSushila: Very hot here, 38 degrees, the monsoon is late again',
        'Sushila: Bring the Cadbury Roses tin for Ba, she asks every time 😄',
      ),
      h(
        'Forty years on Belgrave Road and I still dream about the Diwali rush. I never learned to drive, which I regret.',
      ),
    ],
  },
  {
    name: 'Frank, 76, a retired Dublin Bus conductor who plays cornet in a brass band in Drumcondra, on a Wednesday',
    highlights: [
      h(
        "Hi all,\nSunday's concert in the Pepper Canister Church went down a treat, thanks everyone. Frank, could you bring the spare music stands back to the band room by Thursday? Next week's rehearsal is cancelled as the hall is being painted.\nDeirdre",
        'Frank, could you bring the spare music stands back to the band room by Thursday?',
      ),
      h(
        'Dear Mr Doyle\nYou are now eligible for the free shingles vaccine. Please contact your GP practice to arrange an appointment. Some people have a sore arm afterwards, which usually passes in a day or two.\nHSE Immunisation Programme',
        'Please contact your GP practice to arrange an appointment.',
      ),
      h(
        "wed\nbook Luas for Sat?? no – Ger driving\nvalve oil – got it in Waltons\nmass card for Bríd's anniversary",
        "mass card for Bríd's anniversary",
      ),
      h(
        '"Nobody ever drowned in his own sweat." Ann Landers. Practise your scales every day, the old bandmaster told us, and the tunes will look after themselves.',
      ),
      h(
        "Cian: Grandad could you send me a photo of your old Setright ticket machine for my history project, it's due Monday\nCian: Mam says hi and thanks for the fiver",
        "Cian: Grandad could you send me a photo of your old Setright ticket machine for my history project, it's due Monday",
      ),
      h(
        'From a book on ageing well: Keep moving, keep learning, keep laughing. Stay in touch with your friends and say yes to every invitation.',
      ),
      h(
        'Dublin City Council – Residential Parking\nYour application for a parking permit has been approved. The permit will be posted to you within 10 working days. Permits are valid for 12 months from the date of issue.',
      ),
      h(
        'Drove the 16 for eleven years before I went on the platform, or was it the other way round. The 46A was the route everybody wanted.',
      ),
      h(
        "Deirdre: Who's doing the raffle at the AGM? We still haven't got anyone\nTom: I brought the urn back to the hall last week",
        "Deirdre: Who's doing the raffle at the AGM?",
      ),
      h(
        'You have to ring the Revenue about the pension tax credit before the end of the month, Frank.',
        'You have to ring the Revenue about the pension tax credit before the end of the month, Frank.',
      ),
    ],
  },
  {
    name: 'Joyce, 67, a retired high-school principal from Ottawa closing up the house to winter in Sarasota, Florida, on a Friday',
    highlights: [
      h(
        'Before we leave\n[ ] Turn water off at main\n[x] Cancel the Ottawa Citizen\n[x] Forward mail – Canada Post\n[ ] Tell Marilyn where the spare key is',
        'Turn water off at main',
        'Tell Marilyn where the spare key is',
      ),
      h(
        "Hi Joyce, your INR was 2.4 which is right in range. No change to your warfarin dose. Please get it rechecked within two weeks of arriving in Florida and send us the result. Safe travels!\nDr Lapointe's office",
        'Please get it rechecked within two weeks of arriving in Florida and send us the result.',
      ),
      h(
        '"The best thing about the future is that it comes one day at a time." Lincoln, on the fridge magnet Dave gave me when I retired.',
      ),
      h(
        'Megan: Mom the kids loved the costumes you sent, pictures coming\nMegan: Also you left your reading glasses here lol',
      ),
      h(
        'City of Ottawa: Homes left empty over winter are more likely to have frozen pipes. Our crews responded to 412 frozen service calls last year.',
      ),
      h(
        'Dave to get the car serviced before the 20th – tires and wipers.',
        'Dave to get the car serviced before the 20th – tires and wipers.',
      ),
      h(
        'From Being Mortal: Our most cruel failure in how we treat the sick and the aged is the failure to recognize that they have priorities beyond merely being safe and living longer.',
      ),
      h(
        'Last book club before we go. We voted on the January book and I lost again. I should have brought the lemon squares, everyone asked.',
      ),
      h(
        "Dear Ms Harper, the class of 1985 would love you to say a few words at our 40th reunion in May. Could you let us know by February 1 whether you'll be able to join us? We hope you're enjoying retirement.",
        "Could you let us know by February 1 whether you'll be able to join us?",
      ),
      h(
        "Sounds lovely, see you at Christmas.\n> Can you bring Mom's recipe box when you come down?\n> The cousins all want copies of the pie crust card.",
        "Can you bring Mom's recipe box when you come down?",
      ),
      h(
        'Gulf Breeze Condominium Association: The pool will be closed for resurfacing until January 10. Residents are reminded that bicycles must be kept in the bike room at all times.',
      ),
      h(
        'TODO follow up with Scotiabank re travel notice on the Visa',
        'TODO follow up with Scotiabank re travel notice on the Visa',
      ),
    ],
  },
  {
    name: 'Bernard, 72, a retired pit deputy in Barnsley who races whippets, on a Saturday',
    highlights: [
      h(
        'sat\nDolly – worm tablet due\nentries for Wombwell meet by Weds\nflask, lead and muzzle packed',
        'Dolly – worm tablet due',
        'entries for Wombwell meet by Weds',
      ),
      h(
        "Mineworkers' Pension Scheme\nYour annual statement is enclosed. Your pension will increase by 3.1% from 1 October. If you have moved house, please let us know.",
      ),
      h("Never trust a roof you haven't tested, our dad used to say, and he meant more than the pit roof."),
      h(
        "Dear Mr Sykes\nOur records show that Skip's last booster was in May 2024. Please call us on 01226 555012 to book her annual booster. We now offer Saturday morning appointments.\nPenistone Road Vets",
        'Please call us on 01226 555012 to book her annual booster.',
      ),
      h(
        "Chloe: Grandad are you coming to my netball final next Saturday?? It's at 10 at the Metrodome\nChloe: love you x",
        'Chloe: Grandad are you coming to my netball final next Saturday??',
      ),
      h(
        "Sheila: Bernard you're on the teas rota for the open race, 12 till 2\nSheila: We still need to decide whether we run it if the track's waterlogged\nSheila: Mick has fixed the lure so we're back in business",
        "Sheila: Bernard you're on the teas rota for the open race, 12 till 2",
        "Sheila: We still need to decide whether we run it if the track's waterlogged",
      ),
      h(
        'Barnsley Council: From September, garden waste collections will move to Fridays. There is no change to your black bin day.',
      ),
      h(
        "Got through another chapter of The Road to Wigan Pier. Orwell reckoned a miner's job was as far out of his reach as flying an aeroplane. Worth reading again.",
      ),
      h(
        'Physiotherapy Department, Barnsley Hospital\nYour appointment on 14 August has been cancelled due to staff sickness. Please ring 01226 432000 to rebook. We apologise for any inconvenience.',
        'Please ring 01226 432000 to rebook.',
      ),
      h(
        "I should look at our Gary's shed roof Monday if it's dry. Last time I went up a ladder Maureen played hell.",
        "I should look at our Gary's shed roof Monday if it's dry.",
      ),
      h(
        "Miners' Gala at Durham was grand this year, biggest crowd anybody can remember. The Grimethorpe band had me in tears again.",
      ),
    ],
  },
  {
    name: "Patricia, 64, a newly retired ward sister in Derry caring for her husband Seamus, who has Parkinson's, on a Monday",
    highlights: [
      h(
        "Dear Mrs McLaughlin\nSeamus was reviewed in the Movement Disorders Clinic today. His tremor has improved on the new dose of co-careldopa. No follow-up is needed with the falls clinic. Please keep a diary of his 'off' periods for the next four weeks and bring it to the Parkinson's nurse.",
        "Please keep a diary of his 'off' periods for the next four weeks and bring it to the Parkinson's nurse.",
      ),
      h(
        "Mon\nSeamus – podiatry 11.30, Altnagelvin\nthickener – plenty left\ncarers' assessment form posted Sat",
        'Seamus – podiatry 11.30, Altnagelvin',
      ),
      h(
        "Matron on Ward 3 used to say: if it isn't written down, it didn't happen. Thirty-eight years and I still hear her.",
      ),
      h(
        "[10/03/2025, 2:14:05 AM] Conor: Mum sorry for the hour, I'm on nights here\n[10/03/2025, 2:15:31 AM] Conor: Could you send me Dad's health and care number? The insurer in Toronto wants it for the travel cover\n[10/03/2025, 8:02:10 AM] Patricia: Will do love, go to bed",
        "Conor: Could you send me Dad's health and care number?",
      ),
      h(
        'Derry City and Strabane – Blue Badge\nYour application for a Blue Badge for Seamus has been approved. The new badge will be posted to you. Your old badge will stop being valid on 30 April.',
      ),
      h(
        "From a Parkinson's UK leaflet: Carers need looking after too. Take breaks when you can, and accept help when it is offered.",
      ),
      h(
        "Geraldine: Retirement lunch for Sr Doherty on the 21st at the City Hotel, can you come?? It's £25 each and Bernie is collecting",
        'Geraldine: Retirement lunch for Sr Doherty on the 21st at the City Hotel, can you come??',
      ),
      h(
        "I meant to ring the Parkinson's nurse on Friday and then the day got away from me. She should be back from leave on Wednesday. I'm going to ring her Wednesday about the night-time wandering.",
        "I'm going to ring her Wednesday about the night-time wandering.",
      ),
      h(
        'Do not go gentle into that good night. Rage, rage against the dying of the light. Seamus used to recite it at parties after two hot whiskeys.',
      ),
      h(
        "Tesco\nprunes\nbig print crossword book for S\nflowers for Mammy's grave – got",
        'prunes',
        'big print crossword book for S',
      ),
      h(
        'HSC Pension Service: Your lump sum was paid on 28 February. Your first monthly pension payment will be made on 31 March.',
      ),
    ],
  },
  {
    name: 'Lucille, 78, a retired seamstress in the Seventh Ward of New Orleans who sings in her church choir, on a Sunday',
    highlights: [
      h(
        'St Augustine Church Bulletin\nThe Wednesday rehearsal has moved to the church basement while the parish hall floor is redone. All choir members are asked to take their white robes home for cleaning before Easter. Thank you to everyone who helped with the Lenten fish fry.',
        'All choir members are asked to take their white robes home for cleaning before Easter.',
      ),
      h(
        "sun\nhem Mrs Broussard's pants – Tues\nfig preserves for Deacon Paul – dropped off\nAntoine's birthday 14th – card sent",
        "hem Mrs Broussard's pants – Tues",
      ),
      h(
        'Hello Ms Batiste, your cataract surgery is scheduled for April 3 at 7:30 AM at Touro Infirmary. A nurse will call you two days before with your arrival time. Most patients notice clearer vision within a few days.',
        'Hello Ms Batiste, your cataract surgery is scheduled for April 3 at 7:30 AM at Touro Infirmary.',
      ),
      h('My mama said: measure twice, cut once, and never pin on the bias in a hurry.'),
      h(
        "Denise: Mama I put the water bill on autopay for you so don't worry about it\nDenise: Can you find Granddaddy's discharge papers for the VA? They're in the cedar chest I think",
        "Denise: Can you find Granddaddy's discharge papers for the VA?",
      ),
      h(
        'City of New Orleans Sanitation: Due to the parade route, trash pickup will be delayed by one day this week. Residents should not place carts on the neutral ground.',
      ),
      h(
        'Ernestine: Lucille can you teach the altos the new Easter anthem Wednesday?\nErnestine: Sister Marie is back home from the hospital, praise God',
        'Ernestine: Lucille can you teach the altos the new Easter anthem Wednesday?',
      ),
      h(
        '"This little light of mine, I\'m gonna let it shine."\nSang it at Sister Marie\'s bedside and she hummed right along with me.',
      ),
      h(
        'Order for the Zulu ladies: 6 satin sashes, gold trim, due Feb 20',
        'Order for the Zulu ladies: 6 satin sashes, gold trim, due Feb 20',
      ),
      h(
        'Social Security Administration\nWe are writing to tell you that your benefit will increase by 2.5% starting in January. You do not need to do anything.',
      ),
      h(
        "I made Denise's wedding dress in 1989 on the Singer that's still in the back room. Should've kept the pattern.",
      ),
    ],
  },
];
