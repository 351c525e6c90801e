import { listHighlight as h, type LabelledListDay } from './labelled-lists';

/**
 * Labelled days for the lists of the MEETINGS, ISSUES and ANNOUNCEMENTS summaries, written by another author
 * who saw none of the patterns nor any other labelled day.
 */
export const LIST_DAYS_S: LabelledListDay[] = [
  {
    name: 'Night editor at a national news agency',
    highlights: [
      h(
        'Morning conference, Tues\nDecided the splash is the rail strike piece, not the budget leak.\nLegal wants another read of the care-home investigation before we run it.\nAgreed we hold the care-home story until Thursday.\nSport will pitch two options for the back page.\nBusiness has the inflation figures at 07:00.\nPictures from the picket are strong, use the wide one.',
        {
          decisions: [
            'Decided the splash is the rail strike piece, not the budget leak.',
            'Agreed we hold the care-home story until Thursday.',
          ],
        },
      ),
      h(
        "Priya: CMS is eating paragraph breaks again on anything pasted from Word.\nPriya: three live pieces went out as one solid block of text this morning.\nTom: ugh, I'll raise it with the platform team.\nPriya: thanks, I've told the desk to paste as plain text for now.",
        {
          problems: [
            'Priya: CMS is eating paragraph breaks again on anything pasted from Word.',
            'Priya: three live pieces went out as one solid block of text this morning.',
          ],
        },
      ),
      h(
        'The first rough draft of history is written in a hurry, and a hurry is where mistakes breed. A good editor decides what not to publish as often as what to publish. The rest is stamina. Speed is a virtue only when it is pointed in the right direction. Most of the craft is knowing which facts can wait an hour.',
      ),
      h(
        'Note from the editor-in-chief\nFrom Monday, every anonymous source must be approved by a section head before publication.\nWe have also appointed Hannah Okafor as our first standards editor, starting on 1 October.\nHannah spent twelve years on the investigations team and knows our mistakes better than anyone.\nPlease make her welcome.',
        {
          announcements: [
            'From Monday, every anonymous source must be approved by a section head before publication.',
            'We have also appointed Hannah Okafor as our first standards editor, starting on 1 October.',
          ],
        },
      ),
      h(
        'Correction log, 09:12: figure in the flood relief fund story changed from £40m to £14m. The syndicated version is still wrong on three partner sites. Syndication desk has the list. Style note: always write millions as £14m, never £14 million.',
        {
          problems: ['The syndicated version is still wrong on three partner sites.'],
        },
      ),
      h(
        'The Press Standards Authority has launched a review of how outlets report suicide and self-harm. Its findings are expected next spring. Editors have been asked to submit examples of good practice. The last review, in 2016, led to new guidance on reporting methods.',
        {
          announcements: [
            'The Press Standards Authority has launched a review of how outlets report suicide and self-harm.',
          ],
        },
      ),
      h('rota for october still has two gaps on the overnight desk', {
        problems: ['rota for october still has two gaps on the overnight desk'],
      }),
      h(
        'Newsrooms that fail to invest in verification will eventually fail their readers. The problem is not speed. It is the belief that speed excuses everything. Readers forgive slowness. They do not forgive being misled, even by accident.',
      ),
      h(
        'Subject: Live blog template\nThe new live blog template goes live on Wednesday. It pins the key points at the top and adds a proper timeline view. Sign up for a training slot on the intranet. Thanks to the product team for all the work on this.',
        {
          announcements: ['The new live blog template goes live on Wednesday.'],
        },
      ),
      h(
        'Standards meeting\nRuled: we will not name the teenager, even though two other outlets have.\nAgreed the picture desk blurs faces in all crowd shots from the protest.\nPolice press office to confirm the second arrest by noon.\nLong discussion about whether the video clip adds anything.',
        {
          decisions: [
            'Ruled: we will not name the teenager, even though two other outlets have.',
            'Agreed the picture desk blurs faces in all crowd shots from the protest.',
          ],
        },
      ),
      h(
        "Overnight handover: the wire feed dropped out from 02:10 to 03:40 and we missed the first reports of the earthquake. Feed is back, but the vendor still hasn't explained the outage. Night team did well to catch up. Full timeline in the incident doc.",
        {
          problems: [
            'Overnight handover: the wire feed dropped out from 02:10 to 03:40 and we missed the first reports of the earthquake.',
            "Feed is back, but the vendor still hasn't explained the outage.",
          ],
        },
      ),
      h(
        'Internal news: the agency is opening a bureau in Nairobi in January, our first in East Africa. Details of the roles are on the careers page. It has been talked about for years.',
        {
          announcements: [
            'Internal news: the agency is opening a bureau in Nairobi in January, our first in East Africa.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Editorial director at an independent book publisher',
    highlights: [
      h(
        "Acquisitions meeting\nWe're offering on the Kessler memoir, up to £60k.\nPassed on the crime trilogy, too close to what we already have.\nSales think the nature-writing proposal is a maybe.\nAgent wants an answer by Friday.\nLong chat about whether memoir is still selling at all.",
        {
          decisions: [
            "We're offering on the Kessler memoir, up to £60k.",
            'Passed on the crime trilogy, too close to what we already have.',
          ],
        },
      ),
      h(
        'From production: the printer has told us the paper for the autumn lead title is delayed by three weeks. That would push finished copies past the festival date. Could we look at a different stock, or split the run? Sorry for the bad news on a Friday.',
        {
          problems: [
            'From production: the printer has told us the paper for the autumn lead title is delayed by three weeks.',
            'That would push finished copies past the festival date.',
          ],
        },
      ),
      h(
        'Every writer fails at the novel they meant to write; the book you hold is the record of that failure. Nobody decides to become a writer. It is something you notice has already happened. Most of us decide nothing at all; we just keep going. The sentences pile up behind us like snow.',
      ),
      h(
        "We are delighted to announce that Amara Osei's debut, The Salt Road, has won the Dunmore First Novel Prize. The paperback publishes on 6 March with a new afterword by the author. Amara wrote the first draft on night shifts as a nurse. She lives in Leeds with her two daughters.",
        {
          announcements: [
            "We are delighted to announce that Amara Osei's debut, The Salt Road, has won the Dunmore First Novel Prize.",
            'The paperback publishes on 6 March with a new afterword by the author.',
          ],
        },
      ),
      h(
        "Lena: the ebook of Quiet Harbour is showing the old cover on two retailers.\nLena: our metadata feed has the right one, so it's on their end.\nRaj: I'll chase the distributor this afternoon.\nLena: screenshots are in the shared folder.",
        {
          problems: ['Lena: the ebook of Quiet Harbour is showing the old cover on two retailers.'],
        },
      ),
      h(
        "Editorial board, 14th\nAgreed to move the Kessler memoir from spring to autumn.\nJacket: going with the photographic option.\nDecided rights won't sell audio separately this time.\nLong debate on the subtitle, parked for now.\nMarketing to come back with a budget.",
        {
          decisions: [
            'Agreed to move the Kessler memoir from spring to autumn.',
            'Jacket: going with the photographic option.',
            "Decided rights won't sell audio separately this time.",
          ],
        },
      ),
      h('remember to ask Claire about the permission fees for the epigraphs'),
      h(
        "Harlow & Finch has appointed Marcus Bell as publisher of its children's list. Bell joins from Greywater Books, where he launched the Little Lanterns series in 2015. He replaces Judith Amis, who retired in the summer. The list publishes around forty titles a year.",
        {
          announcements: ["Harlow & Finch has appointed Marcus Bell as publisher of its children's list."],
        },
      ),
      h(
        "Tom Reyes emailed again: his royalty statement for the second half of last year still hasn't arrived, and he's been waiting since March. He's copied his agent this time. Tone is polite but only just. I'd reply myself today if I were you.",
        {
          problems: [
            "Tom Reyes emailed again: his royalty statement for the second half of last year still hasn't arrived, and he's been waiting since March.",
          ],
        },
      ),
      h(
        'The warehouse flagged that returns of the cookbook are running at 38%, double the forecast. Most of them come from one supermarket chain. Worth checking whether the sticker on the cover puts people off. Sales conference is in two weeks.',
        {
          problems: [
            'The warehouse flagged that returns of the cookbook are running at 38%, double the forecast.',
          ],
        },
      ),
      h(
        'Reminder: the new submissions portal opens to agents on Monday 2 June. From that date we will no longer accept manuscripts by e-mail. Questions to Jess in editorial.',
        {
          announcements: [
            'Reminder: the new submissions portal opens to agents on Monday 2 June.',
            'From that date we will no longer accept manuscripts by e-mail.',
          ],
        },
      ),
      h(
        'Publishing is a business of small bets, most of which fail quietly. The trick is to lose money slowly enough that the one success can pay for the rest. Nobody in the trade likes to say this out loud. But every list is built on it.',
      ),
    ],
  },
  {
    name: 'Head of platform operations at a video streaming service',
    highlights: [
      h(
        'INC-4471: playback fails on older Samsung TVs after the 3.2 app update. Error rate on those models is 22%. Rolling back the TV app for affected models while we investigate. Support has a macro ready for affected customers.',
        {
          problems: [
            'INC-4471: playback fails on older Samsung TVs after the 3.2 app update.',
            'Error rate on those models is 22%.',
          ],
        },
      ),
      h(
        "Content strategy\nGreenlit a second season of Harbour Lights.\nWe're dropping the true-crime docuseries, the completion numbers don't justify it.\nStill debating whether to license the anime back catalogue.\nPeople loved the pilot of the cooking show but it's early.\nMarketing wants a decision on the anime by the end of the month.",
        {
          decisions: [
            'Greenlit a second season of Harbour Lights.',
            "We're dropping the true-crime docuseries, the completion numbers don't justify it.",
          ],
        },
      ),
      h(
        'Starting 1 July, the ad-supported plan launches in Canada and Mexico at $6.99 a month. Full pricing details are on the press site. Questions from journalists go to the comms inbox. The ad tier is already available in the US and the UK.',
        {
          announcements: [
            'Starting 1 July, the ad-supported plan launches in Canada and Mexico at $6.99 a month.',
          ],
        },
      ),
      h(
        "Streaming didn't kill television; it killed the schedule. The new problem is abundance. When everything is available, nothing feels urgent. Every platform now competes with sleep. The winners will be the ones who make choosing easy.",
      ),
      h(
        "Dev: subtitles on the French version of episode 4 are out of sync by about two seconds.\nMarie: we've had 140 complaints about it since Friday.\nDev: vendor says fixed files by Wednesday.\nMarie: I'll put a banner on the title page.",
        {
          problems: [
            'Dev: subtitles on the French version of episode 4 are out of sync by about two seconds.',
            "Marie: we've had 140 complaints about it since Friday.",
          ],
        },
      ),
      h(
        'Warning: our licence for the Studio Nord catalogue expires on 30 September and renewal talks have stalled. Legal is chasing their lawyers.',
        {
          problems: [
            'Warning: our licence for the Studio Nord catalogue expires on 30 September and renewal talks have stalled.',
          ],
        },
      ),
      h(
        "I'm pleased to confirm that Jonas Weber has been appointed VP of Content for Europe. Jonas has spent the last six years running our German originals. Before that he produced the thriller Nachtzug. He will be based in Berlin.",
        {
          announcements: [
            "I'm pleased to confirm that Jonas Weber has been appointed VP of Content for Europe.",
          ],
        },
      ),
      h(
        'Web player 5.8\nNew: downloads for offline viewing on Windows.\nNew: PIN protection for kids profiles.\nNew: 4K streaming in Safari.\nFixed: audio description track missing on some titles.\nFixed: scrubbing bar jumping back on long films.\nThanks to everyone who sent feedback in the beta.',
        {
          announcements: [
            'New: downloads for offline viewing on Windows.',
            'New: PIN protection for kids profiles.',
            'New: 4K streaming in Safari.',
          ],
        },
      ),
      h(
        "Churn in the UK rose to 6.1% last month, the highest since launch. Approved: the retention offer test goes ahead in the UK only. We'll read the results after eight weeks.",
        {
          problems: ['Churn in the UK rose to 6.1% last month, the highest since launch.'],
          decisions: ['Approved: the retention offer test goes ahead in the UK only.'],
        },
      ),
      h(
        'You will never decide what people want to watch. You can only decide what you are willing to stop making. That is the whole job. Everything else is scheduling.',
      ),
      h(
        'CDN costs for live sport came in 40% over budget for the quarter, mostly from the cup final. Traffic shaping helped a little in the second half. Finance wants a plan before the next rights auction.',
        {
          problems: [
            'CDN costs for live sport came in 40% over budget for the quarter, mostly from the cup final.',
          ],
        },
      ),
      h(
        "Exec team call: we're pulling out of the bidding for the Premier League highlights package. Too expensive for what it does to retention. Going with the cheaper women's league rights instead.",
        {
          decisions: [
            "Exec team call: we're pulling out of the bidding for the Premier League highlights package.",
            "Going with the cheaper women's league rights instead.",
          ],
        },
      ),
    ],
  },
  {
    name: 'Team manager of a professional esports team',
    highlights: [
      h(
        'Roster meeting\nDecided: Kai moves to the starting lineup for the spring split.\nJun stays as sixth man, agreed by all three coaches.\nWe are not renewing the contract with the bootcamp house in Seoul.\nAnalyst wants more VOD review time on Thursdays.\nLong argument about scrim partners, no conclusion.',
        {
          decisions: [
            'Decided: Kai moves to the starting lineup for the spring split.',
            'Jun stays as sixth man, agreed by all three coaches.',
            'We are not renewing the contract with the bootcamp house in Seoul.',
          ],
        },
      ),
      h(
        "Mia: scrims tonight are off, two of the players have food poisoning.\nMia: doctor is coming at 6.\nLeo: ok, tell the other team we owe them one.\nLeo: hope they're ok.",
        {
          problems: ['Mia: scrims tonight are off, two of the players have food poisoning.'],
        },
      ),
      h(
        "The organisers have confirmed the regional finals will be held at the Ahoy arena in Rotterdam on 14–15 June. Tickets go on sale on Friday at 10:00 CET. Eight teams qualify from the group stage. Last year's finals were in Berlin.",
        {
          announcements: [
            'The organisers have confirmed the regional finals will be held at the Ahoy arena in Rotterdam on 14–15 June.',
            'Tickets go on sale on Friday at 10:00 CET.',
          ],
        },
      ),
      h(
        "Teams don't fail in the final; they fail in the hundred practice games where nobody spoke up. Decide early who calls the shots, then trust them. Doubt is louder than any crowd. Silence in comms is where games are lost. A team that argues well is a team that can still win.",
      ),
      h(
        'Practice room PCs keep dropping frames since the GPU driver update. Two players reported input lag on stage at the last LAN as well. Hardware partner is sending a technician.',
        {
          problems: [
            'Practice room PCs keep dropping frames since the GPU driver update.',
            'Two players reported input lag on stage at the last LAN as well.',
          ],
        },
      ),
      h(
        "We're excited to announce that Voltcore Energy is our new official drinks partner for 2025. The deal runs for two seasons. Content shoot details to follow. Huge thanks to everyone who made this happen.",
        {
          announcements: [
            "We're excited to announce that Voltcore Energy is our new official drinks partner for 2025.",
          ],
        },
      ),
      h('visa appointment for Ji-ho still not booked and the event is in 5 weeks', {
        problems: ['visa appointment for Ji-ho still not booked and the event is in 5 weeks'],
      }),
      h(
        'League ruling: the match against Northwind will be replayed from round 7 because of the server crash. The admins rejected our request for a full replay. Coach is not happy but we move on. Players were told after dinner.',
        {
          decisions: [
            'League ruling: the match against Northwind will be replayed from round 7 because of the server crash.',
            'The admins rejected our request for a full replay.',
          ],
        },
      ),
      h(
        'Ola: the new home jersey drops Thursday on the shop.\nOla: photos from the shoot are in the drive.\nOla: can someone check the player names are spelled right?\nOla: also need a quote from Kai for the post',
        {
          announcements: ['Ola: the new home jersey drops Thursday on the shop.'],
        },
      ),
      h(
        'Fans are complaining in Discord that the stream VOD had no audio for the whole second map. Mod team has pinned an apology.',
        {
          problems: [
            'Fans are complaining in Discord that the stream VOD had no audio for the whole second map.',
          ],
        },
      ),
      h(
        'Young pro players burn out not because they play too much, but because they have nothing to return to when they stop. The good organisations build that life for them. Retirement at 24 should not feel like a cliff. It should feel like a change of job.',
      ),
      h(
        'Budget for the summer bootcamp approved at €42k. We also decided to cut academy travel to one event. Next review in August. Travel booking goes through Emma as usual.',
        {
          decisions: [
            'Budget for the summer bootcamp approved at €42k.',
            'We also decided to cut academy travel to one event.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Features editor at a monthly culture magazine',
    highlights: [
      h(
        "Flatplan, Nov issue\nCover is the Zadie interview, final answer.\nWe're killing the gadget gift guide this year.\nNeed to talk to Ruth about the fashion shoot budget.\nRuth thinks the shoot could go to Margate instead.\nRunning order for the wellbeing section TBC.",
        {
          decisions: [
            'Cover is the Zadie interview, final answer.',
            "We're killing the gadget gift guide this year.",
          ],
        },
      ),
      h(
        'Our printer has warned that paper prices rise 12% from January. On current volumes that adds about £48,000 a year. They want a signed quote back by the end of the month. Other titles in the group are getting the same letter.',
        {
          problems: [
            'Our printer has warned that paper prices rise 12% from January.',
            'On current volumes that adds about £48,000 a year.',
          ],
        },
      ),
      h(
        'A magazine is a conversation that decides, every month, who gets to be in the room. Failure is printed; success is merely assumed. Editors know the difference better than anyone. The best issues feel inevitable. Nobody sees the forty pages that were killed to make them.',
      ),
      h(
        'Halden Media today announced the launch of Field & Fire, a quarterly magazine about outdoor cooking. The first issue hits newsstands on 12 April. Halden already publishes four titles in the food space. It is owned by the same family that runs the Ledger.',
        {
          announcements: [
            'Halden Media today announced the launch of Field & Fire, a quarterly magazine about outdoor cooking.',
            'The first issue hits newsstands on 12 April.',
          ],
        },
      ),
      h(
        "Beth: the photographer for the chef portrait says she still hasn't been paid for the August shoot.\nSam: I'll sort it today, sorry.\nSam: accounts moved systems in August, that's probably why.\nBeth: thanks, she's lovely and we want her again.",
        {
          problems: [
            "Beth: the photographer for the chef portrait says she still hasn't been paid for the August shoot.",
          ],
        },
      ),
      h(
        "Complaints from subscribers that the October issue arrived with pages 40–56 missing. The printer thinks it affects one binding run. We're sending replacement copies to anyone who writes in.",
        {
          problems: ['Complaints from subscribers that the October issue arrived with pages 40–56 missing.'],
        },
      ),
      h(
        'Please welcome Danielle Price, who joins as deputy editor on Monday. Danielle was previously at Quill, where she edited the books pages. Her first job will be the spring fiction special. Also joining: Kofi Mensah as our new art director, from the 1st. Say hello when you see them.',
        {
          announcements: [
            'Please welcome Danielle Price, who joins as deputy editor on Monday.',
            'Also joining: Kofi Mensah as our new art director, from the 1st.',
          ],
        },
      ),
      h('pitch: a piece on why nobody can decide what to cook anymore'),
      h(
        'Lawyers have advised that the landlord piece is defamatory as drafted. We have agreed to cut the paragraph naming the letting agency. The writer is unhappy but understands. Next legal read is Tuesday.',
        {
          problems: ['Lawyers have advised that the landlord piece is defamatory as drafted.'],
          decisions: ['We have agreed to cut the paragraph naming the letting agency.'],
        },
      ),
      h(
        'Our redesigned website launched this morning, with a paywall after three free articles a month. Tell us what breaks. Huge thanks to the digital team for the late nights.',
        {
          announcements: [
            'Our redesigned website launched this morning, with a paywall after three free articles a month.',
          ],
        },
      ),
      h(
        "The team voted to drop the horoscope page from the January issue. Someone suggested moving readers' letters to the back. Nobody had strong feelings. It will come back online if readers miss it.",
        {
          decisions: ['The team voted to drop the horoscope page from the January issue.'],
        },
      ),
      h(
        'Reading notes, "The Editor\'s Eye"\nThe new editor always wants to change everything in the first month. Wait. Learn what the readers love before you decide what to kill. Then kill less than you planned.',
      ),
    ],
  },
  {
    name: 'Programme director of an international film festival',
    highlights: [
      h(
        'Selection committee, day 3\nWe chose The Quiet Year as the opening-night film.\nAgreed: the Iranian documentary goes into competition.\nAlso decided to drop the midnight section; attendance was too thin last year.\nTwo committee members still want the Korean thriller, but nobody else does.\nBack tomorrow at 10 for the shorts.\nPress office wants final running orders by noon.',
        {
          decisions: [
            'We chose The Quiet Year as the opening-night film.',
            'Agreed: the Iranian documentary goes into competition.',
            'Also decided to drop the midnight section; attendance was too thin last year.',
          ],
        },
      ),
      h(
        "The festival is proud to announce that actor Leila Haddad will preside over this year's international jury. The full jury will be unveiled on 2 May. Haddad won the festival's top acting award in 2009. She was not available for interview.",
        {
          announcements: [
            "The festival is proud to announce that actor Leila Haddad will preside over this year's international jury.",
          ],
        },
      ),
      h(
        "DCP for the Brazilian film arrived with the wrong KDM and won't play. Screening is at 19:30 tonight. Tech team is on it. The film won a prize at Locarno last summer.",
        {
          problems: ["DCP for the Brazilian film arrived with the wrong KDM and won't play."],
        },
      ),
      h(
        'Every film is a series of failures you decide to keep. The problem with festivals is that they make you forget that. Applause is a very bad editor. I have never decided anything on a set that I did not later regret. That is how you know you were paying attention.',
      ),
      h(
        "Nora: projector fan in venue 3 is rattling, the booth say it could go mid-screening.\nFelix: there's a spare in storage.\nNora: can you get it there before the 4pm?\nFelix: on my way.",
        {
          problems: ['Nora: projector fan in venue 3 is rattling, the booth say it could go mid-screening.'],
        },
      ),
      h(
        'The board approved a ticket price freeze for the second year running. It also ruled out moving the festival to September. Sponsors were consulted on both.',
        {
          decisions: [
            'The board approved a ticket price freeze for the second year running.',
            'It also ruled out moving the festival to September.',
          ],
        },
      ),
      h(
        'Accessibility update: from this edition every screening will have open captions, and all venues now have hearing loops. Captioning is supported by the Markus Foundation.',
        {
          announcements: [
            'Accessibility update: from this edition every screening will have open captions, and all venues now have hearing loops.',
          ],
        },
      ),
      h(
        'The regional film fund has cut our grant by 30% for next year. Without it, the shorts programme is at risk. We should talk to the embassy cultural attachés.',
        {
          problems: [
            'The regional film fund has cut our grant by 30% for next year.',
            'Without it, the shorts programme is at risk.',
          ],
        },
      ),
      h("book lunch with the Sundance programmer if she's in town"),
      h(
        "Tickets for the 31st edition go on sale to members on 20 May and to the public on 27 May. Last year's festival sold 84,000 tickets. We're hoping to pass 90,000.",
        {
          announcements: [
            'Tickets for the 31st edition go on sale to members on 20 May and to the public on 27 May.',
          ],
        },
      ),
      h(
        "Three jury members' flights were cancelled by the airline strike and they are stuck in Madrid. The hotel says it cannot extend our room block past Sunday. Guest services are looking at trains.",
        {
          problems: [
            "Three jury members' flights were cancelled by the airline strike and they are stuck in Madrid.",
            'The hotel says it cannot extend our room block past Sunday.',
          ],
        },
      ),
      h(
        'New this year: a VR strand at the old tram depot, curated by Ines Faria. It runs all ten days and is free to badge holders. Ines ran the digital lab at Rotterdam for five years.',
        {
          announcements: ['New this year: a VR strand at the old tram depot, curated by Ines Faria.'],
        },
      ),
    ],
  },
  {
    name: 'Concert promoter',
    highlights: [
      h(
        'Just announced: The Hollow Pines add a second night at the Roundhouse on 9 November. Presale opens Wednesday at 9am for mailing-list members. The first night sold out in four minutes. Doors at 7.',
        {
          announcements: [
            'Just announced: The Hollow Pines add a second night at the Roundhouse on 9 November.',
            'Presale opens Wednesday at 9am for mailing-list members.',
          ],
        },
      ),
      h(
        "Production meeting\nGoing with the in-the-round stage for the arena show.\nAgreed on Maya Lune as the support act.\nBarrier company still hasn't sent the revised drawings.\nSound check times to be confirmed.",
        {
          decisions: [
            'Going with the in-the-round stage for the arena show.',
            'Agreed on Maya Lune as the support act.',
          ],
          problems: ["Barrier company still hasn't sent the revised drawings."],
        },
      ),
      h(
        "The promoter's job is to fail quietly so the artist can succeed loudly. Nobody remembers the show that broke even. Everybody remembers the one that lost the house. Promoting is gambling with a clipboard. The clipboard is what keeps you in business.",
      ),
      h(
        'Warning from the venue: the upper tier is closed until the structural survey is done, which cuts capacity by 1,800. Box office have the seat maps.',
        {
          problems: [
            'Warning from the venue: the upper tier is closed until the structural survey is done, which cuts capacity by 1,800.',
          ],
        },
      ),
      h(
        'Gabe: ticketing site crashed when the general sale opened, the queue page was looping for 20 minutes.\nGabe: fans are furious on socials.\nAisha: pls get the vendor on a call now\nAisha: and draft a holding statement for socials',
        {
          problems: [
            'Gabe: ticketing site crashed when the general sale opened, the queue page was looping for 20 minutes.',
            'Gabe: fans are furious on socials.',
          ],
        },
      ),
      h(
        "The agent has confirmed the band will not do meet-and-greets on this tour. They've asked for a vegan rider at all venues. Fine by us. Tour manager is sending the full rider tonight.",
        {
          decisions: ['The agent has confirmed the band will not do meet-and-greets on this tour.'],
        },
      ),
      h(
        "Settlement for Leeds came in £11k under the guarantee, and merch was down too. Weather didn't help.",
        {
          problems: ['Settlement for Leeds came in £11k under the guarantee, and merch was down too.'],
        },
      ),
      h('look into new cashless systems before festival season'),
      h(
        "We're thrilled to share that Rosa Méndez has joined as head of live for our Latin roster. Rosa spent ten years at Fénix Live. She'll be based in Madrid. Congratulations, Rosa.",
        {
          announcements: [
            "We're thrilled to share that Rosa Méndez has joined as head of live for our Latin roster.",
          ],
        },
      ),
      h(
        'After the vote, the partners decided to pull out of the Lisbon festival bid. The numbers never worked in euros. Two partners voted to stay in. Disappointing, but the right call.',
        {
          decisions: ['After the vote, the partners decided to pull out of the Lisbon festival bid.'],
        },
      ),
      h(
        'The council has approved a new 23:00 curfew for outdoor concerts in Victoria Park, effective next summer. The decision follows noise complaints from residents.',
        {
          decisions: [
            'The council has approved a new 23:00 curfew for outdoor concerts in Victoria Park, effective next summer.',
          ],
          announcements: [
            'The council has approved a new 23:00 curfew for outdoor concerts in Victoria Park, effective next summer.',
          ],
        },
      ),
      h(
        "On sale Friday: the Winter Lights series, six candlelit string quartet concerts in the cathedral. Programme is on the website. Last year's series sold out in a week.",
        {
          announcements: [
            'On sale Friday: the Winter Lights series, six candlelit string quartet concerts in the cathedral.',
          ],
        },
      ),
    ],
  },
  {
    name: 'Creator running a science YouTube channel',
    highlights: [
      h(
        "Team call Mon\nWe're going to two uploads a month instead of four.\nDecided shorts stay daily.\nStill no answer on whether to do a merch line.\nJo thinks we should do a live Q&A.\nJo wants a decision on merch before Christmas.",
        {
          decisions: ["We're going to two uploads a month instead of four.", 'Decided shorts stay daily.'],
        },
      ),
      h(
        "Your video 'Why Bridges Sing' has been demonetised for 'harmful content'. You can request a human review. Reviews usually take up to seven days.",
        {
          problems: ["Your video 'Why Bridges Sing' has been demonetised for 'harmful content'."],
        },
      ),
      h(
        "The algorithm doesn't decide whether you succeed; your thumbnails do. Every creator fails for a year before anyone notices them. Keep the failures public. Consistency beats talent for the first hundred videos. Nobody tells you how boring that part is.",
      ),
      h(
        "Sam: render keeps failing at 87% on the volcano video, something in the colour grade.\nSam: trying a proxy export now.\nSam: will ping when it's done.\nSam: I knew that LUT was cursed",
        {
          problems: ['Sam: render keeps failing at 87% on the volcano video, something in the colour grade.'],
        },
      ),
      h(
        "We've signed with Brightwave as the channel's first long-term sponsor. The first integration goes out in the April video. We only take sponsors we'd actually use.",
        {
          announcements: ["We've signed with Brightwave as the channel's first long-term sponsor."],
        },
      ),
      h(
        'Loads of comments saying the audio in the last video is too quiet compared to the music. Some people said it was fine on headphones.',
        {
          problems: [
            'Loads of comments saying the audio in the last video is too quiet compared to the music.',
          ],
        },
      ),
      h('new idea: a series on failed inventions, could be fun'),
      h(
        'Big news: our documentary on the Aral Sea premieres on 18 October at 6pm UK time. Thanks for sticking with us through the long gap. It took two years and three trips. The trailer is on the community tab.',
        {
          announcements: [
            'Big news: our documentary on the Aral Sea premieres on 18 October at 6pm UK time.',
          ],
        },
      ),
      h(
        'A channel in Brazil is reuploading our videos with dubbed audio and has 300k views on them. We filed takedowns for all eleven. Lawyer says it could take weeks.',
        {
          problems: [
            'A channel in Brazil is reuploading our videos with dubbed audio and has 300k views on them.',
          ],
        },
      ),
      h(
        'YouTube has announced that creators can now test up to three titles per video, rolling out to all channels this month. Tests run for up to two weeks and the winner is picked by watch time.',
        {
          announcements: [
            'YouTube has announced that creators can now test up to three titles per video, rolling out to all channels this month.',
          ],
        },
      ),
      h(
        "Agreed with Amir that he reviews every geology script before we film. He'll be credited as science consultant. He was thrilled. Amir did his PhD on Icelandic volcanoes.",
        {
          decisions: ['Agreed with Amir that he reviews every geology script before we film.'],
        },
      ),
      h(
        'AdSense revenue is down 35% on last quarter, and the Patreon is flat. Sponsorships are carrying us. Nothing to panic about yet. Memberships launch next week, with early access to every video.',
        {
          problems: ['AdSense revenue is down 35% on last quarter, and the Patreon is flat.'],
          announcements: ['Memberships launch next week, with early access to every video.'],
        },
      ),
    ],
  },
];
