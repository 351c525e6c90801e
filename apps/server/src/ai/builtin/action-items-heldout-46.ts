import type { LabelledDay } from './action-items-data';

/**
 * TASKS days written by another author who saw neither the action patterns nor any earlier labelled days.
 * Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const ACTION_DAYS_FRESH_46: LabelledDay[] = [
  {
    name: 'an archivist at a county record office on a Tuesday',
    highlights: [
      h(
        "Estate papers from Hadley Hall arrived in 14 boxes, some with mould on the lids. Quarantine boxes 3, 7 and 11 before anyone opens them. The depositor's letter says the maps were found in the stables.",
        'Quarantine boxes 3, 7 and 11 before anyone opens them.',
      ),
      h(
        'Reading notes, Cook on appraisal: appraisal is never neutral, and every decision to keep is also a decision to destroy. Keep the file, lose the context, and you have kept nothing.',
      ),
      h(
        'Mrs Okafor (searcher, Tues/Thurs) asked for the 1911 census returns for Lower Bixley. Pull them for Thursday morning.',
        'Pull them for Thursday morning.',
      ),
      h(
        'Environmental monitoring\nStrongroom 2 RH at 62% again\nDehumidifier filter needs changing\nLogger in the map room was replaced on the 4th',
        'Dehumidifier filter needs changing',
      ),
      h(
        'I meant to ring the diocesan registry about the tithe maps last week and never did. The tithe maps are on hold until they confirm the loan terms.',
      ),
      h(
        'Jo: Can you check whether the Bixley parish registers have been digitised yet? The Ancestry listing is vague about dates.\nMe: Sure',
        'Jo: Can you check whether the Bixley parish registers have been digitised yet?',
      ),
      h(
        'The conservation budget should be confirmed at the March committee. Historically the board has trimmed it by a tenth every year.',
      ),
      h(
        'TODO: accession number labels for the Hadley deposit — print on acid-free card',
        'TODO: accession number labels for the Hadley deposit — print on acid-free card',
      ),
      h(
        'Talk at the local history society went well; about forty people came and several asked about volunteering. Send the volunteer sign-up form to the society secretary.',
        'Send the volunteer sign-up form to the society secretary.',
      ),
      h(
        "Never use Sellotape, paper clips or rubber bands on records. (Induction handout, p.2 — pinned on the volunteers' noticeboard.)",
      ),
      h(
        'Fire drill logbook was signed off by the fire officer on the 28th. Rota for the reading room next week is still blank — who covers Friday afternoon?',
        'Rota for the reading room next week is still blank — who covers Friday afternoon?',
      ),
    ],
  },
  {
    name: 'an early-modern historian finishing a book on a Wednesday',
    highlights: [
      h(
        "Pepys on the morning of 2 September 1666 walks to the Tower and climbs up to watch the fire from a high place. Compare with Evelyn's diary for the same day before I redraft chapter 4.",
        "Compare with Evelyn's diary for the same day before I redraft chapter 4.",
      ),
      h(
        'Hannah (editor): Could you send me the revised introduction by the 15th? Production has already booked the copy-editor for April.',
        'Hannah (editor): Could you send me the revised introduction by the 15th?',
      ),
      h(
        'Reading notes, Davis on the gift: early-modern gift-giving created obligation rather than settling it. Always read the letter-book alongside the account book, she says, or you only ever see half the exchange.',
      ),
      h(
        'I had hoped to finish chapter 5 by Christmas. The chapter is overlong anyway and the argument only really starts on page 12.',
      ),
      h(
        "British Library\nOrder Add MS 78298 for Friday\nSloane letters don't need a letter of introduction any more\nLocker key deposit is £1",
        'Order Add MS 78298 for Friday',
      ),
      h(
        'Footnote 43 still cites the 1987 edition; the 2004 edition renumbers the letters. Fix the cross-references in chapters 3 and 6.',
        'Fix the cross-references in chapters 3 and 6.',
      ),
      h(
        'Seminar question from a student: did the Restoration really mark a break at all? Good question, and one I dodged.',
      ),
      h(
        'Permissions for the frontispiece image have to be cleared with the National Portrait Gallery before proofs.',
        'Permissions for the frontispiece image have to be cleared with the National Portrait Gallery before proofs.',
      ),
      h(
        'Historiography tip from my old supervisor: write the introduction last, and never trust a printed calendar over the manuscript.',
      ),
      h(
        "Tom asked whether I'd review a piece for the Historical Journal. Reply to Tom by Friday, probably a no.",
        'Reply to Tom by Friday, probably a no.',
      ),
      h('Index — the press will pay for a professional indexer, thank goodness'),
    ],
  },
  {
    name: 'a museum educator planning half-term on a Thursday',
    highlights: [
      h(
        'Half-term family trail: 12 stops, "Animals in the Galleries". Print 300 trail sheets by next Wednesday.',
        'Print 300 trail sheets by next Wednesday.',
      ),
      h(
        "Feedback from St Mary's Year 4 visit: the children loved the handling box. The teacher says the Egyptian gallery was too crowded after 11.",
      ),
      h(
        'From the GEM course notes: "Let the object do the talking. Ask open questions before giving any facts."',
      ),
      h(
        'Handling box\nReplace the cracked replica scarab\nObject cards re-laminated in January\nGloves — we have plenty',
        'Replace the cracked replica scarab',
      ),
      h(
        "Dev: Can someone cover the Saturday drop-in on the 22nd? I'm at a wedding.",
        'Dev: Can someone cover the Saturday drop-in on the 22nd?',
      ),
      h(
        'Risk assessment for the outdoor sculpture trail is due Friday.',
        'Risk assessment for the outdoor sculpture trail is due Friday.',
      ),
      h(
        "Ran the dementia-friendly session this morning; one gentleman recognised the mangle from his grandmother's scullery and talked for twenty minutes. Moments like that are the whole point.",
      ),
      h(
        "The new interactive should arrive on the 3rd, according to the supplier. They'll need to install and test it before the school groups come back on the 10th.",
        "They'll need to install and test it before the school groups come back on the 10th.",
      ),
      h(
        'Email Priya at the council about the SEND access grant — she said applications close on 30 Nov',
        'Email Priya at the council about the SEND access grant — she said applications close on 30 Nov',
      ),
      h(
        "Museums Journal piece argues that free entry alone doesn't widen participation; outreach has to go to where people already are.",
      ),
      h(
        "Volunteers' thank-you tea — need to book the café for the 14th and get a card signed",
        "Volunteers' thank-you tea — need to book the café for the 14th and get a card signed",
      ),
      h('Thanks so much for Tuesday, the Brownies had a brilliant time! — Brown Owl, 2nd Ashby'),
    ],
  },
  {
    name: 'an ecology postdoc on fieldwork on a Monday',
    highlights: [
      h(
        'Pitfall traps at Site B flooded overnight. Reset traps B1–B6 first thing tomorrow.',
        'Reset traps B1–B6 first thing tomorrow.',
      ),
      h(
        'Reading notes, Hurlbert 1984: pseudoreplication is rife in field ecology. Never treat subsamples as independent replicates.',
      ),
      h(
        'Lena: Could you back up the camera-trap cards before Thursday? The shared drive is nearly full btw',
        'Lena: Could you back up the camera-trap cards before Thursday?',
      ),
      h(
        'R script for the GLMMs threw a convergence warning with the full random-effects structure. Tried dropping the random slope for year and it converges fine.',
      ),
      h(
        'Ethics amendment for the bat surveys has to be submitted before the 1st of May.',
        'Ethics amendment for the bat surveys has to be submitted before the 1st of May.',
      ),
      h('Saw a hobby hunting dragonflies over the scrape at about 6pm, first of the year.'),
      h('Field kit to buy\nspare GPS batteries\nflagging tape', 'spare GPS batteries', 'flagging tape'),
      h('The fellowship should be renewed automatically if the progress report is accepted.'),
      h(
        'Meeting with Prof Adeyemi: she thinks the draft is really two papers. Decide by Friday whether to split it.',
        'Decide by Friday whether to split it.',
      ),
      h('Quote on the lab wall: "All models are wrong, but some are useful." — Box'),
      h('I submitted the R1 response to Oikos on Friday; the editor acknowledged it this morning.'),
      h('Uni van service — book before the 12th', 'Uni van service — book before the 12th'),
    ],
  },
  {
    name: 'a neuroscience lab principal investigator on a grant-deadline Friday',
    highlights: [
      h(
        'Lab meeting agenda\nTwo-photon rig downtime\nWho is presenting at journal club next week?\nFreezer alarm update',
        'Who is presenting at journal club next week?',
      ),
      h('Reviewer 2 thinks our effect is driven by locomotion. Fair point, honestly.'),
      h(
        'Wellcome deadline is 5pm today. Ask Finance to sign off the budget before 2.',
        'Wellcome deadline is 5pm today.',
        'Ask Finance to sign off the budget before 2.',
      ),
      h(
        'Mentoring advice I keep giving and ignoring: protect your mornings for writing. Say no to every committee in your first three years.',
      ),
      h(
        'Aisha (postdoc) to re-run the histology on the cohort 3 brains; Marcus to order more GCaMP virus.',
        'Aisha (postdoc) to re-run the histology on the cohort 3 brains; Marcus to order more GCaMP virus.',
      ),
      h('The Home Office inspector should be visiting sometime in June.'),
      h(
        'Mouse colony\nCage cards updated last week\nBreeding pairs for the Cre line — Tariq to set up on Monday\nCulling list approved by the NVS',
        'Breeding pairs for the Cre line — Tariq to set up on Monday',
      ),
      h('I was going to write to the head of department about the technician post, but HR got there first.'),
      h(
        "Don't forget: Zara's thesis committee meeting, Tues 10am, room 3.14.",
        "Don't forget: Zara's thesis committee meeting, Tues 10am, room 3.14.",
      ),
      h('From the Nature careers column: "Hire for curiosity, train for technique."'),
      h(
        'Ben: Can you check the figure 4 panels before I upload them? Colours look off on my screen.',
        'Ben: Can you check the figure 4 panels before I upload them?',
      ),
    ],
  },
  {
    name: 'an academic conference organizer two months out',
    highlights: [
      h(
        'Keynote confirmed: Prof Laila Hamdan, Thursday morning. Book her hotel for the 3rd and 4th.',
        'Book her hotel for the 3rd and 4th.',
      ),
      h('Registration numbers: 212 so far, up from 180 last year. Early-bird closed on Sunday at midnight.'),
      h(
        'Catering: need final dietary numbers to the caterers by June 1',
        'Catering: need final dietary numbers to the caterers by June 1',
      ),
      h(
        "Program committee chat\nYusuf: We still need to decide whether the panels run in parallel with the posters\nMe: I'd rather not, attendance suffers",
        'Yusuf: We still need to decide whether the panels run in parallel with the posters',
      ),
      h(
        'Conference organizing tip from a past chair: always book twice the number of power strips you think you need.',
      ),
      h('The AV company should send the quote by Wednesday.'),
      h(
        'Accessibility\nQuiet room — confirm with facilities that room G.12 is free all three days\nCaptioning for keynotes booked\nStep-free route signs went up last year and are still fine',
        'Quiet room — confirm with facilities that room G.12 is free all three days',
      ),
      h(
        'Session chairs have to be told their slots by the end of next week.',
        'Session chairs have to be told their slots by the end of next week.',
      ),
      h('Last year I forgot to order lanyards and we used string. Never again.'),
      h('Sponsor email from Brill: "We\'d be delighted to host the book reception again." Lovely.'),
      h(
        'Abstract reviews: 14 outstanding, mostly from reviewers who said yes in February. Chase the reviewers with outstanding abstracts on Monday.',
        'Chase the reviewers with outstanding abstracts on Monday.',
      ),
      h(
        'Who is doing the welcome speech on day one, the provost or the dean?',
        'Who is doing the welcome speech on day one, the provost or the dean?',
      ),
    ],
  },
  {
    name: 'an excavation director on a rain day at a Roman villa dig',
    highlights: [
      h('Rain stopped play at 11.\nTarps back on T3 tonight', 'Tarps back on T3 tonight'),
      h(
        "Finds tray 27: a Samian sherd with a potter's stamp, maybe Cinnamus. Get the stamp photographed before it goes to the specialist.",
        'Get the stamp photographed before it goes to the specialist.',
      ),
      h(
        'Wheeler, Archaeology from the Earth: "There is no right way of digging, but there are many wrong ones."',
      ),
      h(
        'Volunteer rota\nAnya and Ben were brilliant on the sieves last week\nWho is supervising the open day on Saturday?\nSafety briefing for the new starters at 8.30 Monday',
        'Who is supervising the open day on Saturday?',
        'Safety briefing for the new starters at 8.30 Monday',
      ),
      h('The geophys results should be back from the university by Friday.'),
      h(
        'Landowner rang about the sheep going back in next month. Need to hire a dumper for Tuesday to move the spoil heap away from the hedge.',
        'Need to hire a dumper for Tuesday to move the spoil heap away from the hedge.',
      ),
      h('MoLA manual, context sheets: never reuse a context number; void it and issue a new one.'),
      h(
        'Burial in trench 5 — the MoJ licence conditions have to be checked before anyone lifts it',
        'Burial in trench 5 — the MoJ licence conditions have to be checked before anyone lifts it',
      ),
      h('Finds shed is a mess. I tidied the bulk-bag shelves after lunch and labelled the new boxes.'),
      h(
        'Dig diary: felt properly happy today for the first time this season, trowelling in the drizzle with the radio on.',
      ),
      h(
        'Reminder to self: you need to renew the site insurance before the 30th.',
        'Reminder to self: you need to renew the site insurance before the 30th.',
      ),
    ],
  },
  {
    name: 'a paper conservator at a university library on a Wednesday',
    highlights: [
      h(
        'Treatment report for the 1623 herbal: foxing reduced, sewing consolidated, new boards attached. Photograph it after treatment before it goes back to Special Collections.',
        'Photograph it after treatment before it goes back to Special Collections.',
      ),
      h(
        'From Appelbaum: "Every treatment should be reversible, or as close to reversible as the materials allow."',
      ),
      h(
        'Wheat-starch paste\nmake fresh batch Thurs\nold batch smells — bin it',
        'make fresh batch Thurs',
        'old batch smells — bin it',
      ),
      h(
        "Sunita: Could you look at the water-damaged parish register from St Anne's before the insurer visits? They're coming on the 9th.",
        "Sunita: Could you look at the water-damaged parish register from St Anne's before the insurer visits?",
      ),
      h('Humidity chamber ran at 55% overnight; the vellum relaxed nicely.'),
      h('The new fume cupboard should be commissioned by Estates in March.'),
      h('I was supposed to order Japanese tissue last month but the supplier was out of stock.'),
      h(
        'Order 5 sheets of Tengujo and a roll of Reemay from Conservation By Design.',
        'Order 5 sheets of Tengujo and a roll of Reemay from Conservation By Design.',
      ),
      h('Training note: always test a solvent on an inconspicuous area first.'),
      h(
        'Exhibition loan to the cathedral — condition reports for all six items are due by Friday 14th',
        'Exhibition loan to the cathedral — condition reports for all six items are due by Friday 14th',
      ),
      h("Lovely email from the donor's granddaughter thanking us for saving the letters."),
      h(
        'Can we decide on mount-cutting for the print room this week? Gareth thinks board, I think window mounts.',
        'Can we decide on mount-cutting for the print room this week?',
      ),
    ],
  },
];
