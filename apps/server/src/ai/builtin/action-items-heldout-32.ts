import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_32: LabelledDay[] = [
  {
    name: "a children's book illustrator on a Tuesday",
    highlights: [
      h(
        "Hi Nell,\nThanks for the roughs for spreads 4–7, the team loved the fox. Could you make the kitchen in spread 5 a little less cluttered? We'd also like the final colour files by 14 March. Best, Harriet",
        'Could you make the kitchen in spread 5 a little less cluttered?',
        "We'd also like the final colour files by 14 March.",
      ),
      h(
        'My old life-drawing tutor, every single week. Draw what you see, not what you know. The eye lies less than the memory.',
      ),
      h(
        'scan the fox sketches tonight\nbadger roughs done\ninvoice Bramble for the cover rough',
        'scan the fox sketches tonight',
        'invoice Bramble for the cover rough',
      ),
      h(
        "Spent the morning redrawing the badger's paws. Finally they look like paws and not mittens. I sent the revised cover to Harriet at noon.",
      ),
      h(
        "Tip from the illustrators' association newsletter. Always keep your originals until the book is printed. Clients lose things, and so do couriers.",
      ),
      h(
        "Marta: contract for the sequel is with their legal team\nMarta: they should come back to us by the end of the week\nMarta: can you send me your availability for June and July?\nMe: thanks, that's great news",
        'Marta: can you send me your availability for June and July?',
      ),
      h(
        'Next school visit is at Hollins Primary on the 20th, 10am. Bring the big sketchbook and the fox puppet. The kids have all read the first book.',
        'Next school visit is at Hollins Primary on the 20th, 10am.',
        'Bring the big sketchbook and the fox puppet.',
      ),
      h(
        'I meant to ring the printer about the paper stock yesterday and completely forgot. The proofs looked muddy in the shadows. Ring them first thing tomorrow and ask for an uncoated sample.',
        'Ring them first thing tomorrow and ask for an uncoated sample.',
      ),
      h('Self-assessment filed in January for once, with a whole week to spare.'),
      h(
        'Feeling much better about the sequel now. Harriet thinks the sales team should be pleased with the new cover.',
      ),
      h(
        '"Finish the piece, then fall in love with the next one," she said on the podcast. Good advice for someone who fiddles forever.',
      ),
    ],
  },
  {
    name: 'a freelance video editor on a Wednesday',
    highlights: [
      h(
        'Hey Tom,\nGreat first cut! A couple of notes from the client below.\n1) Can we lose the drone shot at 00:42?\n2) The music feels too sad for the end card, swap it for something brighter.\n3) Legal are happy with the disclaimer now.\nCheers, Aisha',
        'Can we lose the drone shot at 00:42?',
        'The music feels too sad for the end card, swap it for something brighter.',
      ),
      h(
        'Walter Murch says the cut should happen where the eye would blink. Emotion first, story second, rhythm third.',
      ),
      h(
        'wed\nv2 exported and sent\nback up drive B to the NAS\nchase Linwood re invoice (60 days now!)',
        'back up drive B to the NAS',
        'chase Linwood re invoice (60 days now!)',
      ),
      h(
        'Colour-graded the interview scenes last night. I also renamed every clip so the assistant can find things. The grade looks warmer than the reference but I like it.',
      ),
      h(
        'Producer call notes\nPicture lock moved back a week, thank god\nHalfway Studios did the mix on their last film too\nWe still need to decide whether the narrator is on screen or only a voice\nKofi to send the archive licences by Monday',
        'We still need to decide whether the narrator is on screen or only a voice',
        'Kofi to send the archive licences by Monday',
      ),
      h(
        'Good line from the editing course today. Never trust autosave. Save a new version of the project every hour, with the date in the name.',
      ),
      h(
        "Aisha: the client loved v2!!\nAisha: they'd like a 15-second cutdown for Instagram too, is Friday realistic?\nAisha: no pressure if not",
        "Aisha: they'd like a 15-second cutdown for Instagram too, is Friday realistic?",
      ),
      h('The laptop fan sounds like a hairdryer at the moment. The new SSD should arrive on Thursday.'),
      h(
        "Don't forget to send Kofi the timecodes for the archive clips.",
        "Don't forget to send Kofi the timecodes for the archive clips.",
      ),
      h(
        'I used to quote every job at a flat fee, which was a mistake on long projects. The doc job has already run nine days over.',
      ),
      h('Who knew a 30-second ad could need 14 versions? Not me, apparently.'),
    ],
  },
  {
    name: 'a freelance copywriter on a Thursday',
    highlights: [
      h(
        "Project brief: Juniper & Vale website refresh\nTone: warm, witty, never smug.\nWord count: about 600 for the homepage, 150 per product.\nThe founder hates the word 'artisanal'.\nFirst draft due Tuesday 9 April.",
        'First draft due Tuesday 9 April.',
      ),
      h(
        '"The consumer isn\'t a moron, she is your wife." Ogilvy, of course. Write to one person, not to a crowd.',
      ),
      h(
        'You need to chase Juniper & Vale for the 50% deposit before you write a word. You promised yourself after last time.',
        'You need to chase Juniper & Vale for the 50% deposit before you write a word.',
      ),
      h(
        "Priya: can you get me the headline options by lunch tomorrow?\nPriya: the layout can't move until I have them\nMe: no problem",
        'Priya: can you get me the headline options by lunch tomorrow?',
      ),
      h(
        'Rewrote the About page four times today. The fourth version is shorter than the first and twice as good. I pitched the gin puns to the founder and she laughed, which is a start.',
      ),
      h(
        "Interesting that London dry gin doesn't have to be made in London. Look up whether 'small batch' has any legal meaning for spirits.",
        "Look up whether 'small batch' has any legal meaning for spirits.",
      ),
      h(
        'From the Copyhackers piece: read your copy out loud before you send it. If you run out of breath, the sentence is too long.',
      ),
      h(
        'Invoice #114 paid at last. Invoice #117 (Northgate Dental leaflet) is now 45 days overdue, send a polite nudge on Friday.',
        'Invoice #117 (Northgate Dental leaflet) is now 45 days overdue, send a polite nudge on Friday.',
      ),
      h('Eye test Mon 8.40am', 'Eye test Mon 8.40am'),
      h('The proofreader should have the brochure back to me by Wednesday. Her notes are always brilliant.'),
      h('Why do clients always want it shorter and to say more? Rhetorical, obviously.'),
    ],
  },
  {
    name: 'a voice actor on a Monday',
    highlights: [
      h(
        "Hi Dev,\nHalden Bank loved your demo and want you for their radio spots. The session is Thursday at 2pm at Soundhouse in Soho. Please confirm by end of day. They'll send the scripts the night before. Rate is as agreed.\nJo",
        'The session is Thursday at 2pm at Soundhouse in Soho.',
        'Please confirm by end of day.',
      ),
      h(
        "Notes from Saturday's workshop with Ros\nSmile on the sell line, the listener hears it\nBreathe before the comma, not after\nHydrate the day before, not the morning of",
      ),
      h(
        'Ben: chapters 12–15 have a few pickups, list attached\nBen: could you record them by Wednesday so I can master on Thursday?\nBen: the rest sounds lovely by the way',
        'Ben: could you record them by Wednesday so I can master on Thursday?',
      ),
      h(
        'Booth is echoing again. Order more acoustic foam, the 5cm panels, not the cheap ones.',
        'Order more acoustic foam, the 5cm panels, not the cheap ones.',
      ),
      h('Throat feels rough after six hours of the fantasy book. Honey and lemon did nothing.'),
      h('tues\nbooth cleaned\nsend Jo the signed contract', 'send Jo the signed contract'),
      h('Audiobook rule of thumb: one finished hour takes about six hours in the booth and the edit.'),
      h(
        'Did the Halden Bank test read on Friday. I sent the files straight after and they replied within the hour.',
      ),
      h(
        'Passport renewal — must be done before the Berlin dubbing job in May.',
        'Passport renewal — must be done before the Berlin dubbing job in May.',
      ),
      h("Can someone tell me why every game script calls the hero 'Kael'? Third one this year."),
      h("Accountant says most voice actors don't hit the VAT threshold until year three."),
    ],
  },
  {
    name: 'a freelance theatre set designer on a Friday',
    highlights: [
      h(
        'Hi Lena,\nThe theatre has confirmed our get-in date, so the schedule is finally fixed. We need the final ground plan and section drawings by Wednesday so the workshop can start cutting. Could you also send a revised model box photo for the marketing team? Thanks, Gareth',
        'We need the final ground plan and section drawings by Wednesday so the workshop can start cutting.',
        'Could you also send a revised model box photo for the marketing team?',
      ),
      h("Quote on the studio wall: 'The set is the actor's first costume.' Still true."),
      h('B&Q run\nfoamboard x6\nglue gun died, RIP', 'foamboard x6'),
      h(
        'Painted the model floor twice before I got the right grey. The director walked in while I was gluing the staircase and asked if it would really be that steep.',
      ),
      h(
        "Design meeting, 11am\nDirector loved the revolve idea\nWe'll need a quote from the revolve hire company before we commit\nAction: Lena to check sightlines from the upper circle\nLighting designer is worried about the gauze",
        "We'll need a quote from the revolve hire company before we commit",
        'Action: Lena to check sightlines from the upper circle',
      ),
      h(
        "From a Stage magazine interview: never present a model box you wouldn't be happy to see built. Directors fall in love with the first thing they see.",
      ),
      h(
        'Model box photos look flat. Reshoot them with the daylight lamp on Monday before sending to Gareth.',
        'Reshoot them with the daylight lamp on Monday before sending to Gareth.',
      ),
      h('The rostra from the last show should still be in the Brixton store. That would save us about £600.'),
      h("Follow-up from yesterday's production meeting is in the shared folder. Nothing new in it for me."),
      h(
        'Remember to keep all the timber receipts, the production reimburses at month end.',
        'Remember to keep all the timber receipts, the production reimburses at month end.',
      ),
      h('Arlo turned seven on Sunday and now wants to be a set designer. Told him the hours are terrible.'),
    ],
  },
  {
    name: 'a freelance motion-graphics animator on a Monday',
    highlights: [
      h(
        'Hi Sam,\nAttached is the final VO for the explainer. The voiceover runs 92 seconds, four over the script estimate. Our brand team should send the updated color palette today. Could you confirm the new length still works with the storyboard?\nKind regards,\nNina',
        'Could you confirm the new length still works with the storyboard?',
      ),
      h(
        'Twelve principles of animation, number 6: slow in and slow out. Nothing in nature starts or stops instantly.',
      ),
      h(
        'retime scene 3 to the new VO\nlogo sting done\nrender preview at half res',
        'retime scene 3 to the new VO',
        'render preview at half res',
      ),
      h('Spent three hours on a bouncing coin that nobody will notice. Worth it though.'),
      h(
        "Rafa: are you free for a 2-day job on the 18th and 19th? need to know by Wednesday\nRafa: title sequence for a short film, fee is £700\nRafa: the director is lovely, you'd get on",
        'Rafa: are you free for a 2-day job on the 18th and 19th? need to know by Wednesday',
      ),
      h('After Effects crashed twice today and took the expressions panel with it.'),
      h(
        'Tutorial tip: pre-compose anything you plan to reuse. Label your layers like someone else will open the file.',
      ),
      h(
        'Software renewals\nAdobe renews on the 28th\nCancel the stock footage subscription before it renews',
        'Cancel the stock footage subscription before it renews',
      ),
      h('The render farm quote should be in my inbox by Tuesday.'),
      h(
        'Remind me to ask the accountant whether the new Mac counts as equipment.',
        'Remind me to ask the accountant whether the new Mac counts as equipment.',
      ),
      h('I was going to pitch for the museum project but the deadline passed last week.'),
    ],
  },
  {
    name: 'a freelance film costume maker on a Tuesday',
    highlights: [
      h(
        'Morning Aoife,\nThe actor playing the captain has lost a bit of weight since his measurements were taken. The fitting is on Thursday at 10.30 at Pinewood, Stage K wardrobe. Please bring the toile and the brass buttons. The producers have signed off the budget for the extra cloak.\nDan',
        'The fitting is on Thursday at 10.30 at Pinewood, Stage K wardrobe.',
        'Please bring the toile and the brass buttons.',
      ),
      h(
        'From a book on tailoring: measure twice, cut once, and never trust a tape measure that has been through the wash.',
      ),
      h(
        'Fabric shop, Berwick St\n3m navy wool melton\nhorsehair canvas already in the cupboard',
        '3m navy wool melton',
      ),
      h(
        'Stayed until midnight finishing the bodice. The boning kept poking through the lining, so I re-stitched every channel.',
      ),
      h(
        "Kemi: could you drop the dress form round to mine before Saturday?\nKemi: mine finally collapsed\nKemi: I'll owe you a pint",
        'Kemi: could you drop the dress form round to mine before Saturday?',
      ),
      h('Period costume rule: the underwear comes first, because it changes how everything else hangs.'),
      h("The wool should arrive by Friday if the mill isn't on strike again."),
      h(
        'The receipts for the buttons and the canvas have to be sent to Dan by the end of the month.',
        'The receipts for the buttons and the canvas have to be sent to Dan by the end of the month.',
      ),
      h(
        'Sewing machine service — overdue, book it in at the repair shop before the next film.',
        'Sewing machine service — overdue, book it in at the repair shop before the next film.',
      ),
      h('I wanted to do the short course at the V&A this spring but it clashed with the shoot.'),
      h('Does anyone actually enjoy hand-sewing buttonholes? Asking for a friend.'),
    ],
  },
  {
    name: 'a freelance brand designer on a Wednesday',
    highlights: [
      h(
        "Hi Jonah,\nWe've narrowed it down to logo options B and D. Our co-founder would like to see D in a darker green before we decide. Could you also mock it up on a takeaway cup? Everyone here is really excited about the direction.\nThanks so much!\nElla",
        "Hi Jonah, We've narrowed it down to logo options B and D. Our co-founder would like to see D in a darker green before we decide.",
        'Could you also mock it up on a takeaway cup?',
      ),
      h("Paul Rand: don't try to be original, just try to be good. Pinned above my desk since art school."),
      h(
        'today\ninvoice Hollow Oak 50% deposit\nfont licence for the Brasserie job',
        'invoice Hollow Oak 50% deposit',
        'font licence for the Brasserie job',
      ),
      h('The kerning on the old Hollow Oak sign is a crime. Sent Ella a photo of it and she agreed.'),
      h(
        'Article on pricing I saved: charge for the thinking, not the hours. Clients who haggle on day one will haggle forever.',
      ),
      h(
        'The Brasserie kickoff went well, they love the art deco references. We still need to agree who owns the photography, them or me.',
        'We still need to agree who owns the photography, them or me.',
      ),
      h('Printer says the business cards should be ready Tuesday.'),
      h(
        'You have to renew the domain for your portfolio site before 2 May or it lapses.',
        'You have to renew the domain for your portfolio site before 2 May or it lapses.',
      ),
      h("Mum's birthday Sat — card!", "Mum's birthday Sat — card!"),
      h("I nearly turned down the Brasserie job because of the fee. Glad I didn't."),
      h('Who decided every startup needs a purple gradient? Not me.'),
    ],
  },
];
