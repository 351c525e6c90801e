import type { CategoryCode } from '@precis/shared';

/** The Dutch vocabulary of the categoriser: see foreign-vocabulary.ts for what it holds and how it matches. */
export const DUTCH_TERMS: Partial<Record<CategoryCode, string>> = {
  TASKS_ACTIONS:
    'takenlijst, to-do, todo, todolijst, to-dolijst, ~taak, ~taken, actiepunten, actiepunt, ' +
    'voor maandag, voor dinsdag, voor woensdag, voor donderdag, voor vrijdag, vóór vrijdag, ' +
    '~deadline, deadlines, ~notulen, volgende stappen, herinnering, boodschappenlijst, ~klusjes, ' +
    '~regelen, ~bellen, ~vergadering, niet vergeten',
  METHODS_TECHNIQUES:
    'timemanagement, tijdmanagement, tijdbeheer, pomodoro, pomodorotechniek, eisenhower, ' +
    'eisenhowermatrix, tijdblokken, timeblocking, time blocking, gtd, getting things done, ' +
    'eat the frog, ~kikker, tweeminutenregel, twee minuten regel, prioriteren, prioriteiten, ' +
    'prioriteit, urgent en belangrijk, pareto, kanban, ~methode, ~techniek, multitasken, ' +
    'multitasking, deep work, diep werk, ~blokken, batchen, inbox zero',
  TOOLS_RESOURCES:
    'trello, notion, todoist, evernote, ~app, ~apps, ~agenda, kalender, ~notitieboekje, ~schrift, ' +
    'bullet journal, tool, tools, hulpmiddel, hulpmiddelen, spreadsheet, excel, post-it, post-its, ' +
    'planner, google calendar, sjabloon, sjablonen, template, sneltoetsen, toetsencombinatie, ~pen',
  MINDSET_HABITS:
    'uitstelgedrag, uitstellen, stel uit, uitgesteld, prokrastineren, procrastinatie, concentratie, ' +
    'concentreren, focussen, afleiding, afgeleid, discipline, zelfdiscipline, motivatie, ' +
    'gemotiveerd, ongemotiveerd, perfectionisme, perfectionist, wilskracht, luiheid, ~lui, ~focus',
  OUTCOMES:
    '~resultaten, ~resultaat, productiviteit, =productief, =productieve, ~rendement, opgeleverd, ' +
    'op tijd opgeleverd, deliverables, ~afgerond, ~afgevinkt, overuren, overwerk, efficiëntie, ' +
    'efficiënt, effectief, output',
  DEVELOPMENT_CODING:
    'code, programmeren, programmeur, programmeurs, ontwikkelaar, ontwikkelaars, developer, ' +
    'developers, softwareontwikkeling, software, bug, bugs, debuggen, git, github, commit, ~branch, ' +
    'merge, pull request, code review, refactoren, refactoring, compileren, python, javascript, ' +
    'java, api, framework, unittests, unit tests, tests draaien, broncode, programmeertaal, backend, ' +
    'frontend, deployen, deploy, variabelen, database, ~functie, functies, copy-paste',
  HARDWARE_DEVICES:
    'computer, laptop, pc, ~gsm, ~smartphone, ~mobieltje, accu, batterij, harde schijf, ssd, ' +
    'werkgeheugen, ram, processor, videokaart, grafische kaart, ~toetsenbord, ~muis, printer, ' +
    'tablet, ipad, iphone, oplader, usb-kabel, usb, koptelefoon, oordopjes, kapot scherm, ' +
    'scherm gebarsten, hardware, apparaat, apparaten, ventilator, onderdelen, reserveonderdelen, ' +
    'monitor, ~repareren',
  DATA_AI:
    'kunstmatige intelligentie, ai, artificiële intelligentie, chatgpt, =data, gegevens, ' +
    'database, dataset, algoritme, algoritmes, algoritmen, machine learning, deep learning, ' +
    'neuraal netwerk, neurale netwerken, ~model, ~modellen, getraind, trainingsdata, taalmodel, ' +
    'llm, data science, datawetenschap, data-analyse, voorspelling, voorspellingen, chatbot, prompt, ' +
    'hallucineren, hallucinaties, automatisering, big data, overfitting, regressie, dashboard, dashboards',
  CYBERSECURITY:
    'wachtwoord, wachtwoorden, wachtwoordmanager, beveiliging, cyberbeveiliging, cybersecurity, ' +
    'informatiebeveiliging, hacker, hackers, gehackt, phishing, oplichting, oplichters, ' +
    'nepmail, ~fraude, virus, malware, ransomware, versleuteling, encryptie, ' +
    'tweestapsverificatie, twee-factor-authenticatie, tweefactorauthenticatie, 2fa, antivirus, ' +
    'firewall, vpn, datalek, datalekken, persoonsgegevens, cyberaanval, verificatiecode, ' +
    'sms-code, verdachte link, ~sms, ~router, digid, itsme, identiteitsfraude, vriend-in-nood, whatsappfraude, ~nieuw nummer, nepbericht',
  TRENDS_INNOVATION:
    'innovatie, innovaties, innovatief, innovatieve, trend, trends, technologie, technologieën, ' +
    'nieuwe technologie, digitalisering, digitale transformatie, drones, drone, startup, startups, ' +
    'zelfrijdende auto, zelfrijdende autos, blockchain, virtual reality, augmented reality, ' +
    '3d-printen, 3d-printer, robot, robots, robotica, quantumcomputer, ~toekomst, disruptief, ' +
    'uitvinding, uitvindingen, over tien jaar, zonder chauffeur, zelfrijdend, autonoom rijden',
  STRATEGY_PLANNING:
    'strategie, strategieën, strategisch, strategische, ~concurrentie, concurrenten, ' +
    'concurrentievoordeel, positionering, niche, marktaandeel, verdienmodel, businessmodel, ' +
    'ondernemingsplan, businessplan, bedrijfsplan, ~visie, meerjarenplan, driejarenplan, ' +
    'scenario, scenarios, expansie, uitbreiding, swot, swot-analyse, roadmap, routekaart',
  FINANCE_ACCOUNTING:
    'boekhouding, boekhouder, accountant, ~balans, jaarrekening, omzet, ~winst, winstmarge, ' +
    'factuur, facturen, facturatie, factureren, kasstroom, cashflow, ~kas, ~marge, marges, ' +
    'rentabiliteit, break-even, maandafsluiting, kwartaalcijfers, salarisadministratie, ' +
    'loonadministratie, debiteuren, crediteuren, openstaande facturen, winst-en-verliesrekening, ' +
    'vaste kosten, afschrijving, afschrijvingen, liquiditeit, grootboek, btw-aangifte',
  MARKETING_SALES:
    'marketing, verkoop, verkopen, verkoper, verkopers, reclame, merknaam, merkbekendheid, campagne, ' +
    'reclamecampagne, marketingcampagne, klanten werven, nieuwe klanten, klantenbinding, ' +
    'mond-tot-mondreclame, mond-tot-mond, salesfunnel, funnel, ~aanbieding, ~aanbiedingen, ' +
    'promotie, advertentie, advertenties, seo, doelgroep, branding, influencer, influencers, ' +
    'storytelling, instagram, sociale media, nieuwsbrief, sales, acquisitie, conversie, ~kopen, koopgedrag',
  MANAGEMENT_LEADERSHIP:
    'leider, leiders, leiderschap, leidinggeven, leidinggevende, ~baas, manager, managers, ' +
    'teamleider, teamleiders, ~team, delegeren, een team leiden, teammanagement, directeur, ' +
    'directie, ~medewerkers, bedrijfscultuur, organisatiecultuur, organigram, hiërarchie, ' +
    'management, one-on-one, één-op-één, functioneringsgesprek, mijn baas, mijn manager',
  OPERATIONS_LOGISTICS:
    'logistiek, toeleveringsketen, supply chain, leverancier, leveranciers, magazijn, magazijnen, ' +
    'voorraad, voorraden, inventaris, bezorging, bezorgers, bezorger, verzending, ~verzenden, ' +
    '~levering, ~leveringen, levertijd, levertijden, vrachtwagen, vrachtwagens, container, ' +
    'containers, douane, productie, fabriek, productielijn, ~processen, ~proces, ~bestellingen, ' +
    'vervoerder, knelpunt, bottleneck, ~operaties, ~planning, inkoop, distributiecentrum, distributiecentra, ~pakket, ~pakketten',
  PHYSICAL_HEALTH:
    '~beweging, ~bewegen, meer bewegen, sport, sporten, ~wandelen, wandeling, hardlopen, joggen, sportschool, ' +
    'gym, fitness, krachttraining, spieren, spiermassa, fysieke gezondheid, lichaamsbeweging, ' +
    'conditie, bloeddruk, hoge bloeddruk, cholesterol, ~gewicht, afvallen, overgewicht, ' +
    'obesitas, calorieën, voeding, ~hart, cardio, zwemmen, rekoefeningen, stretchen, ' +
    'stappen per dag, 10.000 stappen, zittend leven, traplopen, de trap nemen, fietsen, ~suiker, spierkracht, hijgen, buiten adem',
  MENTAL_HEALTH:
    'angst, angststoornis, depressie, depressief, depressieve, ~stress, gestrest, therapie, ' +
    'therapeut, psycholoog, psychologe, psychiater, psychotherapie, mentale gezondheid, ' +
    'geestelijke gezondheid, paniekaanval, paniekaanvallen, burn-out, burnout, overspannen, ' +
    'opgebrand, ~somber, somberheid, ~eenzaamheid, eenzaam, stoornis, antidepressiva, ' +
    'suïcide, zelfmoord, trauma, ggz, hulp vragen, huisarts',
  WELLNESS_LIFESTYLE:
    'welzijn, welbevinden, zonder schermen, schermtijd, digitale detox, ~offline, ontspannen, ' +
    'ontspanning, meditatie, mediteren, mindfulness, ~rust, ~rusten, middagdutje, dutje, levensstijl, ' +
    'leefstijl, kwaliteit van leven, gezond leven, zelfzorg, goed slapen, ~slaap, ~slapen, ' +
    'nachtrust, ~wandeling, spa, sauna, massage, yoga, onthaasten, telefoon weg, geen scherm, geen schermen, schermvrij',
  MEDICAL_SCIENTIFIC:
    'klinische studie, klinisch onderzoek, placebo, ~arts, artsen, ~dokter, medicijn, medicijnen, ' +
    'geneesmiddel, geneesmiddelen, ziekte, ziektes, ziekten, patiënten, ~patiënt, vaccin, vaccins, ' +
    'vaccinatie, antibiotica, antibioticum, bacterie, bacteriën, dna, rna, cel, cellen, ' +
    'bijwerkingen, ~behandeling, ~ziekenhuis, medisch onderzoek, geneeskunde, wetenschappers, ' +
    '~recept, apotheek, kanker, hartaanval, griep, infectie, immuunsysteem, dosis, paracetamol, cohortonderzoek, hart- en vaatziekten, vaatziekten, bloedonderzoek, ~virus',
  SPECIFIC_AREAS:
    'migraine, hoofdpijn, diabetes, suikerziekte, diabeet, glucose, insuline, rugpijn, hernia, ' +
    'zwangerschap, zwanger, verloskundige, vroedvrouw, gynaecoloog, menopauze, ' +
    'menstruatie, endometriose, allergie, allergieën, astma, eczeem, ~huid, dermatoloog, ' +
    'fysiotherapie, fysiotherapeut, kinesist, kinesitherapie, ~tandarts, ~tanden, adhd, autisme, ' +
    'alzheimer, dementie, schildklier, artrose, kinderarts, knie, hooikoorts',
  CONCEPTS_THEORIES:
    'theorie, theorieën, ~concept, concepten, ~effect, paradox, hypothese, ~principe, fenomeen, bias, ' +
    'denkfout, denkfouten, cognitieve bias, natuurlijke selectie, ~evolutie, relativiteitstheorie, ' +
    'filosofie, filosoof, gebroken ruiten, gedachte-experiment, dunning-kruger, theoretisch model',
  STUDY_MEMORIZATION:
    'memoriseren, uit het hoofd, uit je hoofd leren, studeren, tentamen, tentamens, examen, examens, ' +
    'toets, toetsen, proefwerk, herhalen, ~herhaling, blokken voor, samenvatting, samenvattingen, ' +
    'flashcards, flitskaarten, =aantekeningen, studietechniek, studietechnieken, spaced repetition, ' +
    'gespreide herhaling, ezelsbruggetje, ezelsbruggetjes, eindexamen, ~student, ~studenten, ' +
    '~huiswerk, geslaagd voor, herexamen, woordjes leren, ~woordjes, stampen, tentamenweek, anki',
  SKILLS_DEVELOPMENT:
    'vaardigheid, vaardigheden, ~competenties, ~oefenen, ~oefening, oefening baart kunst, ' +
    'leerling, ~leren, ~opleiding, ~training, bijscholing, ~taal, een taal leren, engels leren, ' +
    'beginner, beginners, ~verbeteren, beheersen, vakmanschap, ambacht, leercurve, uren oefenen, ' +
    'leren spelen, cursus volgen',
  RESOURCES_MATERIALS:
    '~boek, ~boeken, studieboek, leerboek, handboek, handleiding, online cursus, ~cursus, ~cursussen, ' +
    'mooc, tutorial, tutorials, ~podcast, ~podcasts, youtube, youtubekanaal, ~video, ~videos, ' +
    'bibliotheek, ~bronnen, literatuurlijst, woordenboek, encyclopedie, wikipedia, coursera, udemy, ' +
    'duolingo, khan academy, lesmateriaal, leesvoer, aanrader, gratis cursus, online cursussen, gratis cursussen',
  UNDERSTANDING_APPLICATION:
    '~begrijpen, ~begrepen, snappen, ~snap, gesnapt, ~toepassen, toegepast, in de praktijk, ' +
    'in praktijk brengen, praktische toepassing, theorie en praktijk, ~uitleggen, echt begrijpen',
  SUBJECT_SPECIFIC:
    'wiskunde, natuurkunde, scheikunde, biologie, ~geschiedenis, aardrijkskunde, grammatica, ' +
    'spelling, dt-fouten, werkwoordspelling, algebra, meetkunde, vergelijking, vergelijkingen, ' +
    '~eeuw, ~revolutie, latijn, grieks, vervoegingen, ~statistiek, stelling van pythagoras, ' +
    'economie als vak',
  SELF_AWARENESS:
    'zelfkennis, zelfbewustzijn, ken uzelf, ken jezelf, jezelf kennen, mezelf kennen, introspectie, ' +
    'zelfreflectie, ik besefte, besefte ik, ik realiseerde me, mijn waarden, mijn grenzen, ' +
    'introvert, ~reflecteren, ~reflectie, wie ik ben, ~persoonlijkheid, ~mezelf, verlegen, verlegenheid, ~opladen',
  GOAL_SETTING_ACHIEVEMENT:
    'doel, doelen, doelstelling, doelstellingen, goede voornemens, voornemens, ~bereiken, ~behalen, ' +
    'bereikt, mijlpaal, mijlpalen, actieplan, stap voor stap, kleine stappen, ~doelen stellen, ' +
    'smart-doelen',
  EMOTIONAL_INTELLIGENCE:
    'emotie, emoties, emotioneel, emotionele, emotionele intelligentie, empathie, empathisch, ' +
    'boosheid, ~boos, woede, jaloezie, frustratie, gefrustreerd, emoties reguleren, ' +
    'wat je voelt, gevoelens, ~gevoel, ~voelen, compassie, wrok, schaamte, ~schuldgevoel, ' +
    'inlevingsvermogen, ademhalen voor je reageert',
  MINDSET_GROWTH:
    'falen, mislukking, mislukkingen, mislukt, ~opstaan, veerkracht, doorzettingsvermogen, ' +
    'doorzetten, growth mindset, groeimindset, ~mindset, comfortzone, leren van fouten, ~fouten, ' +
    'opgeven, niet opgeven, opnieuw proberen, ~uitdaging, ~uitdagingen, ~groeien, ~gezakt, ' +
    'tegenslag, tegenslagen',
  HABITS_ROUTINES:
    'gewoonte, gewoontes, gewoonten, routine, routines, ochtendroutine, avondroutine, ritueel, ' +
    'rituelen, ~elke ochtend, iedere ochtend, ~elke avond, ~iedere avond, ' +
    'vroeg opstaan, consistentie, 21 dagen, habit tracker, gewoontetracker',
  PERSONAL_FINANCE:
    '~budget, budgetteren, sparen, spaargeld, spaarrekening, schuld, schulden, ~uitgaven, ~uitgeven, ' +
    'einde van de maand, rondkomen, noodfonds, ~buffer, ~afbetalen, ~afbetaling, ~geld, ~salaris, ' +
    '~loon, persoonlijke financiën, huishoudboekje, ~lening, ~krediet, ~huur, 50/30/20, creditcard, ' +
    'rood staan, abonnementen opzeggen, nibud',
  INVESTING:
    'beleggen, belegger, beleggers, belegging, beleggingen, investeren, investering, ~aandelen, ' +
    '~beurs, op de beurs, indexfondsen, indexfonds, etf, etfs, dividend, dividenden, ~portefeuille, ' +
    'spreiden, spreiding, diversificatie, crypto, cryptomunten, bitcoin, =obligaties, aandelenmarkt, ' +
    'rendement op, samengestelde rente',
  FINANCIAL_LITERACY:
    'inflatie, ~rente, rentevoet, rentepercentage, financiële educatie, financiële geletterdheid, ' +
    'bankkosten, koopkracht, devaluatie, hypotheek, hypotheekrente, kleine lettertjes, ~financiën, ' +
    '~economie, spread, achteraf betalen, bkr, bkr-registratie',
  RETIREMENT_PLANNING:
    'pensioen, pensioenen, pensionering, met pensioen, gepensioneerd, gepensioneerde, pensioenfonds, ' +
    'aow, pensioenopbouw, pensioensparen, lijfrente, ~oude dag, pensioenleeftijd, brugpensioen, ' +
    'aanvullend pensioen, pensioengat',
  TAXES:
    'belasting, belastingen, btw, ~aangifte, aangifte inkomstenbelasting, belastingaangifte, belastingdienst, fod financiën, ' +
    'tax-on-web, inkomstenbelasting, personenbelasting, ~aftrek, aftrekbaar, aftrekpost, ' +
    'aftrekposten, teruggave, belastingteruggave, voorlopige aanslag, ~aanslag, belastingplichtige, ' +
    'fiscaal, fiscale, fiscus, heffingskorting, box 3, zzp, zzper, vermogensbelasting, ' +
    'onroerende voorheffing',
  INTERPERSONAL_RELATIONSHIPS:
    'vriendschap, vriendschappen, ~vrienden, ~vriendin, ~vriend, ~partner, ~relatie, ~relaties, ' +
    'huwelijk, getrouwd, man en ik, echtgenoot, echtgenote, schoonmoeder, schoonvader, ' +
    'schoonouders, zwager, schoonzus, ~broer, ~zus, ~ouders, ~lief, ~buren, samenwonen, ~liefde, ' +
    '~familie, ~gezin',
  COMMUNICATION_SKILLS:
    'communicatie, communiceren, ~luisteren, actief luisteren, ~gesprek, ~gesprekken, ' +
    'spreken in het openbaar, presenteren, lichaamstaal, geweldloze communicatie, misverstand, ' +
    'misverstanden, goed luisteren, assertief, assertiviteit, dialoog, ~doorvragen, ' +
    'open vragen, ~toon, vraag door, doorvragen',
  CONFLICT_RESOLUTION:
    'conflict, conflicten, ruzie, ruzies, ruzie maken, ruziemaken, onenigheid, meningsverschil, ' +
    'meningsverschillen, bemiddeling, bemiddelaar, mediation, mediator, ~akkoord, ' +
    'tot een akkoord komen, ~compromis, onderhandelen, onderhandeling, verzoenen, verzoening, ' +
    'uitpraten, bijleggen',
  RELATIONSHIP_BUILDING:
    'netwerk, netwerken, ~contacten, vrienden maken, nieuwe vrienden, ~vertrouwen, ' +
    'vertrouwen opbouwen, vertrouwen winnen, band opbouwen, ~band, mensen leren kennen, ' +
    'niemand kende, kende niemand, zakelijke relaties, socializen, sociale contacten',
  FEEDBACK:
    'feedback, ~kritiek, opbouwende kritiek, ~commentaar, ~mening, om feedback vragen, complimenten, ' +
    'compliment, beoordelingsgesprek, functioneringsgesprek, suggesties, terugkoppeling, ' +
    'evaluatie, beoordeling, kritiek geven, kritiek krijgen',
  CREATIVE_PROCESS:
    'creativiteit, creatief, creatieve, inspiratie, ideeën, ~idee, creatief proces, ' +
    'creatieve blokkade, writers block, schrijversblok, leeg blad, ~wit papier, leeg vel, ~kladversie, ' +
    'eerste versie, muze, brainstorm, brainstormen, ~creëren, ~ik schrijf, elke dag schrijven',
  ART_FORMS:
    'muziek, schilderkunst, ~schilderij, schilderijen, toneel, theater, roman, romans, poëzie, ' +
    'gedicht, gedichten, film, films, cinema, =dans, dansen, ballet, opera, beeldhouwkunst, fotografie, ' +
    'literatuur, ~kunst, jazz, rap, =lied, liedjes, klassieke muziek, keramiek, ~architectuur, strip, ' +
    'strips, stripverhaal, ~schilderen, zingen, koor',
  ARTISTIC_TECHNIQUES:
    'clair-obscur, perspectief, aquarel, olieverf, penseel, penselen, penseelstreek, doek, schets, ' +
    'schetsen, ~tekening, ~tekenen, ~compositie, kadrering, glazuur, glazuren, draaischijf, =ets, ' +
    'kalligrafie, arcering, ~contrast, palet, kleuren mengen, sluitertijd, diafragma, belichting, linosnede, houtsnede, drukwerk',
  ART_APPRECIATION:
    'museum, musea, tentoonstelling, expositie, galerie, kunstwerk, kunstwerken, meesterwerk, ' +
    'meesterwerken, contempleren, ~bewonderen, kunstkritiek, kunstgeschiedenis, rijksmuseum, ' +
    'rembrandt, van gogh, vermeer',
  EXPRESSION:
    'expressie, zich uiten, jezelf uiten, ~uiten, onder woorden brengen, van je afschrijven, ' +
    '~dagboek, dagboek bijhouden, eigen stem, mijn stem vinden, vrijheid van meningsuiting, ' +
    'graffiti, uitlaatklep',
  TRAVEL_PLANNING:
    'reis, reizen, vlucht, vluchten, ~ticket, ~tickets, vliegticket, vliegtickets, vlucht boeken, hotel boeken, ' +
    'geboekt, reservering, reserveren, hotel, hotels, reisschema, reisroute, ~route, accommodatie, ' +
    'overnachting, huurauto, auto huren, hostel, airbnb, ~vakantie, op tijd boeken, vroegboeken, ' +
    'visum, stedentrip, interrail, nachttrein, ~trein, geboekt, ~boeken',
  CULTURAL_EXPERIENCES:
    '~cultuur, gewoonte van, gebruiken, ~traditie, tradities, ~feest, festival, ' +
    'lokale keuken, lokaal eten, de locals, gastvrijheid, carnaval, ceremonie, erfgoed, folklore, ' +
    'cultuurshock, koningsdag, sinterklaas',
  EXPLORATION_ADVENTURE:
    'avontuur, avonturen, avontuurlijk, expeditie, backpacken, backpacker, backpackers, ~rugzak, ' +
    'trektocht, hiken, wandeltocht, bergtocht, oversteek, kamperen, wildkamperen, tent, jungle, ' +
    'woestijn, verdwalen, ~ontdekken, verkennen, ontdekkingsreis, ~top, bergtop, wereldreis, ' +
    'klimmen, ongerepte natuur, wildernis, kanoën, kanotocht',
  DESTINATION_SPECIFIC:
    'historisch centrum, oude binnenstad, binnenstad, monument, monumenten, bezienswaardigheid, ' +
    'bezienswaardigheden, must-see, werelderfgoed, unesco, ~hoofdstad, ~wijk, kathedraal, ' +
    'uitzichtpunt, ~strand, ~stad, grachten',
  TRAVEL_TIPS:
    'bagage, handbagage, koffer, koffers, paspoort, reisverzekering, ~tip, ~tips, reistips, ' +
    'reistip, wereldstekker, adapter, jetlag, wisselkoers, geld wisselen, fooi, afdingen, ' +
    'zakkenrollers, luchthaven, vliegveld, licht reizen, ~taxi, offline kaarten, voor vertrek',
  ENVIRONMENTAL_ISSUES:
    'klimaatverandering, klimaatcrisis, ~klimaat, vervuiling, luchtvervuiling, opwarming, ' +
    'opwarming van de aarde, gletsjer, gletsjers, droogte, overstroming, overstromingen, hittegolf, ' +
    'broeikaseffect, broeikasgassen, uitstoot, emissies, ontbossing, pesticiden, stikstof, ' +
    'microplastics, ~milieu, milieuvervuiling, biodiversiteitsverlies, uitsterven, bosbranden, ' +
    'zeespiegelstijging, zeespiegel, plasticsoep, insectensterfte, ~insecten',
  ECO_FRIENDLY_PRACTICES:
    'recyclen, recycling, ~plastic, ~afval, afval scheiden, afvalscheiding, compost, composteren, ' +
    'herbruikbaar, herbruikbare, hergebruiken, hergebruik, tweedehands, kringloop, kringloopwinkel, ' +
    'zero waste, afvalvrij, water besparen, energie besparen, zonnepanelen, ~moestuin, duurzaam, ' +
    'duurzame, duurzaamheid, ecologisch, ~fiets, openbaar vervoer, voedselverspilling, ' +
    'verspilling, statiegeld, repair café, laten repareren, gft, warmtepomp, groenteafval, gft-afval, wormenbak',
  CONSERVATION_EFFORTS:
    'nationaal park, diersoorten, ~soorten, weidevogels, weidevogelbeheer, vismigratie, vistrap, bedreigde soorten, met uitsterven bedreigd, ' +
    'natuurbehoud, natuurbescherming, ~beschermen, natuurreservaat, beschermd gebied, ' +
    'natuurgebied, natuurgebieden, herbebossing, herintroductie, wetlands, fauna, flora, ' +
    'biodiversiteit, boswachter, opvangcentrum, wilde dieren, natuurmonumenten, wnf, ' +
    'vrijwilligers, natura 2000',
  POLICY_ADVOCACY:
    'handtekeningen, petitie, demonstratie, demonstraties, klimaatmars, klimaatstaking, ' +
    'klimaatbetoging, ~wet, ~wetten, wetgeving, activisme, activist, activisten, protest, ' +
    'protesten, tweede kamer, parlement, kamerleden, milieubeleid, klimaatbeleid, ' +
    'akkoord van parijs, klimaatakkoord, ~stemmen, lobby, lobbyen, extinction rebellion, ' +
    'burgerinitiatief, europese richtlijn, gemeenteraad',
  PERSONAL_IMPACT:
    'ecologische voetafdruk, co2-voetafdruk, ~voetafdruk, mijn impact, ~impact, ~co2, ' +
    'ton co2, minder vlees, vegetariër, vegetarisch, veganist, veganistisch, vegan, ' +
    'compenseren, minder consumeren, mijn steentje bijdragen, steentje bijdragen, kleine stappen, ' +
    'minder vliegen, vliegschaamte, korter douchen',
};
