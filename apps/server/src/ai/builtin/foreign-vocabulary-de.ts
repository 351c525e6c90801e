import type { CategoryCode } from '@precis/shared';

/** The German vocabulary of the categoriser: see foreign-vocabulary.ts for what it holds and how it matches. */
export const GERMAN_TERMS: Partial<Record<CategoryCode, string>> = {
  TASKS_ACTIONS:
    'aufgabe, aufgaben, aufgabenliste, todo, to-do, to-dos, todo-liste, to-do-liste, erledigen, ' +
    '~erledigt, abhaken, abgehakt, einkaufsliste, erledigungen, frist, fristen, deadline, deadlines, ' +
    'bis freitag, bis montag, bis dienstag, bis mittwoch, bis donnerstag, bis morgen, ' +
    'bis ende der woche, nachfassen, nicht vergessen, nächste schritte, ~anrufen, ~abholen, ' +
    '~protokoll, jour fixe, ~besprechung, ~zuständig',
  METHODS_TECHNIQUES:
    'zeitmanagement, pomodoro, pomodoro-technik, zeitblock, zeitblöcke, zeitblocken, timeboxing, ' +
    'time-blocking, eisenhower, eisenhower-matrix, getting things done, gtd, zwei-minuten-regel, ' +
    'eat the frog, priorisieren, priorisierung, prioritäten, prioritäten setzen, arbeitsmethode, ' +
    'arbeitstechnik, eingangskorb, inbox zero, kanban, wichtig und dringend, dringend und wichtig, ' +
    'pareto-prinzip, pareto, 80/20-regel, monotasking, deep work, fokuszeit, ~methode, ' +
    'stapelverarbeitung',
  TOOLS_RESOURCES:
    '~app, ~apps, to-do-app, todo-app, kalender, kalender-app, terminkalender, notizbuch, notizbücher, ' +
    'bullet journal, notion, trello, todoist, evernote, onenote, obsidian, outlook, google kalender, ' +
    'planer, wochenplaner, tabellenkalkulation, excel, excel-tabelle, vorlage, vorlagen, werkzeug, ' +
    'werkzeuge, tool, tools, post-it, post-its, haftnotizen, klebezettel, whiteboard, notizzettel, ' +
    '~zettel, ~heft, tastenkürzel, notiz-app, notizen-app',
  MINDSET_HABITS:
    'prokrastination, prokrastinieren, prokrastiniere, aufschieben, aufgeschoben, aufschieberitis, ' +
    'schiebe ich auf, vor mir herschieben, ablenkung, ablenkungen, abgelenkt, konzentration, ' +
    'konzentrieren, konzentriert, fokus, fokussiert, fokussieren, disziplin, selbstdisziplin, ' +
    'motivation, unmotiviert, perfektionismus, perfektionist, perfektionistin, willenskraft, ' +
    'selbstsabotage, ~ausreden, prokrastiniert',
  OUTCOMES:
    'ergebnis, ergebnisse, produktivität, produktiv, produktiver, output, wochenbilanz, tagesbilanz, ' +
    'wochenrückblick, ~rückblick, ~geschafft, abgeschlossen, ~geliefert, überstunden, ~leistung, ' +
    'effizienz, effizient, ~fertig, erfolgsbilanz, messbar',
  DEVELOPMENT_CODING:
    'code, programmieren, programmiert, programmierer, programmiererin, entwickler, entwicklerin, ' +
    'softwareentwicklung, softwareentwickler, software, quellcode, sauberer code, clean code, ' +
    'legacy code, fehler im code, bug, bugs, debuggen, debugging, git, github, gitlab, commit, ' +
    'commits, branch, merge, mergen, rebase, pull request, code review, code-review, refactoring, ' +
    'refactoren, compiler, kompilieren, python, javascript, java, typescript, sql, api, apis, ' +
    'framework, backend, frontend, deployment, deployen, programmiersprache, script, ' +
    'unit-test, unit-tests, unittest, ~tests, ~testen, webentwicklung, app-entwicklung',
  HARDWARE_DEVICES:
    'laptop, laptops, computer, pc, festplatte, ssd, ram, arbeitsspeicher, prozessor, cpu, ' +
    'grafikkarte, akku, akkus, akkulaufzeit, drucker, smartphone, smartphones, tablet, ipad, iphone, ' +
    'macbook, usb, usb-stick, ladekabel, ladegerät, netzteil, kopfhörer, hardware, ~gerät, ~geräte, ' +
    'speicherplatz, gigabyte, gb, aufrüsten, display kaputt, bildschirm kaputt, displaytausch, ' +
    'handy reparieren, neues handy, altes handy, handyreparatur, akku tauschen, lautsprecher, ' +
    'mainboard, monitor',
  DATA_AI:
    'künstliche intelligenz, ki, chatgpt, sprachmodell, sprachmodelle, llm, maschinelles lernen, ' +
    'machine learning, deep learning, neuronales netz, neuronale netze, algorithmus, algorithmen, ' +
    'daten, datensatz, datensätze, trainingsdaten, datenbank, datenbanken, datenanalyse, datenanalyst, ' +
    'data science, datenqualität, ~modell, ~modelle, bilderkennung, prompt, prompts, halluziniert, ' +
    'halluzinationen, chatbot, chatbots, big data, ki-modell, vorhersagemodell, ~prognose',
  CYBERSECURITY:
    'passwort, passwörter, kennwort, passwortmanager, passwort-manager, zwei-faktor, ' +
    'zwei-faktor-authentifizierung, 2fa, phishing, phishing-mail, hacker, gehackt, hackerangriff, ' +
    'cyberangriff, cyberangriffe, computervirus, schadsoftware, malware, trojaner, ransomware, ' +
    'verschlüsselung, verschlüsselt, datenleck, leak, datenschutz, firewall, vpn, sicherheitslücke, ' +
    'sicherheitsupdate, it-sicherheit, cybersicherheit, identitätsdiebstahl, zugangsdaten, ' +
    'betrugsmasche, gefälschte mail, gefälschte e-mail, ~spam, virenscanner, antivirus, code per sms',
  TRENDS_INNOVATION:
    'innovation, innovationen, innovativ, trend, trends, neue technik, neue technologie, ' +
    'neue technologien, technologie, technologien, digitalisierung, disruption, disruptiv, start-up, ' +
    'startup, start-ups, startups, drohne, drohnen, autonomes fahren, selbstfahrende, blockchain, ' +
    'metaverse, virtuelle realität, 3d-druck, 3d-drucker, robotik, roboter, quantencomputer, ' +
    'erfindung, erfindungen, technischer fortschritt, durchbruch, ~zukunft, hype, überschätzt, ' +
    'bargeldlos',
  STRATEGY_PLANNING:
    'strategie, strategien, strategisch, geschäftsmodell, geschäftsmodelle, wettbewerb, konkurrenz, ' +
    'wettbewerber, konkurrenten, marktanteil, marktanteile, positionierung, nische, ' +
    'alleinstellungsmerkmal, usp, ~vision, businessplan, geschäftsplan, expansion, wachstumsstrategie, ' +
    'standbein, kerngeschäft, swot, swot-analyse, ~szenario, szenarien, klausurtagung, markteintritt, ' +
    'unternehmensstrategie, langfristige planung, ~langfristig',
  FINANCE_ACCOUNTING:
    'buchhaltung, buchhalter, buchhalterin, jahresabschluss, bilanzierung, umsatz, umsätze, gewinn, ' +
    'gewinne, ~verlust, ~verluste, marge, margen, liquidität, cashflow, fixkosten, kalkulation, ' +
    'rechnung, rechnungen, rechnungsstellung, offene posten, forderungen, controlling, abschreibung, ' +
    'abschreibungen, kostenstelle, betriebswirtschaft, gewinn- und verlustrechnung, guv, ' +
    'lohnbuchhaltung, zahlungsziel, mahnung, mahnungen, inkasso, deckungsbeitrag, rentabilität, ' +
    'bilanzsumme, ~kosten, kostenrechnung',
  MARKETING_SALES:
    'marketing, vertrieb, verkauf, verkaufen, verkauft, verkaufe, verkaufszahlen, absatz, werbung, ' +
    'werbekampagne, kampagne, marke, markenbildung, branding, zielgruppe, zielgruppen, ' +
    'kundengewinnung, akquise, kaltakquise, verkaufsgespräch, vertriebler, verkäufer, verkäuferin, ' +
    'kundenbindung, neukunden, stammkunden, newsletter, reichweite, conversion, seo, werbebudget, ' +
    'mundpropaganda, empfehlungsmarketing, preisgestaltung, rabatt, ~influencer',
  MANAGEMENT_LEADERSHIP:
    'führungskraft, führungskräfte, ~führung, führungsstil, mitarbeiterführung, personalführung, chef, ' +
    'chefin, vorgesetzte, vorgesetzter, mitarbeiter, mitarbeiterin, mitarbeitende, teamleiter, ' +
    'teamleiterin, teamleitung, abteilungsleiter, abteilungsleiterin, manager, managerin, management, ' +
    'delegieren, delegiert, unternehmenskultur, geschäftsführer, geschäftsführerin, geschäftsführung, ' +
    'organigramm, hierarchie, leadership, ~team, ~leitung, ~belegschaft',
  OPERATIONS_LOGISTICS:
    'logistik, lieferkette, lieferketten, lieferant, lieferanten, lager, lagerhaltung, lagerbestand, ' +
    '~bestand, kommissionierung, versand, spedition, lkw, lieferung, lieferungen, lieferzeit, ' +
    'lieferzeiten, produktion, produktionslinie, fertigung, ~prozess, ~prozesse, abläufe, beschaffung, ' +
    'just in time, engpass, lieferengpass, container, fracht, zoll, warenlager, prozessoptimierung, ' +
    'qualitätssicherung, betriebsablauf, bestellungen',
  PHYSICAL_HEALTH:
    'bewegung, sport, training, krafttraining, ausdauer, ausdauertraining, fitness, fitnessstudio, ' +
    'joggen, ~laufen, muskeln, muskel, muskelaufbau, blutdruck, cholesterin, ~herz, gewicht, abnehmen, ' +
    'übergewicht, kalorien, ernährung, ~treppe, ~treppen, schrittzähler, schwimmen, dehnen, ' +
    'körperlich, ~körper, ~gesundheit, kondition, liegestütze, puls, herzfrequenz, fit, trainieren, ' +
    'workout, radfahren, spazierengehen',
  MENTAL_HEALTH:
    'angst, ängste, angststörung, panikattacke, panikattacken, depression, depressionen, depressiv, ' +
    'stress, gestresst, therapie, therapeut, therapeutin, psychotherapie, psychotherapeut, ' +
    'psychotherapeutin, psychologe, psychologin, psychiater, psyche, psychisch, psychische gesundheit, ' +
    'burnout, burn-out, ausgebrannt, erschöpfung, erschöpft, ~einsamkeit, trauma, zwangsstörung, ' +
    'antidepressiva, seelisch, seelische gesundheit, grübeln',
  WELLNESS_LIFESTYLE:
    'wohlbefinden, wellness, entspannung, entspannen, abschalten, achtsamkeit, meditation, meditieren, ' +
    'yoga, selbstfürsorge, work-life-balance, bildschirmzeit, kein bildschirm, ohne bildschirm, ' +
    'bildschirmfrei, digital detox, digitale auszeit, handyfrei, ~offline, auszeit, mittagsschlaf, ' +
    'nickerchen, schlaf, ~schlafen, ausschlafen, spaziergang, ~spazieren, sauna, lebensstil, ' +
    'lebensqualität, gelassenheit, erholung, erholen, ~ruhe, gesunder lebensstil, schlafhygiene, ' +
    'runterkommen, durchatmen',
  MEDICAL_SCIENTIFIC:
    '~studie, ~studien, klinische studie, arzt, ärztin, ärzte, medikament, medikamente, krankheit, ' +
    'krankheiten, patient, patienten, patientin, impfung, impfstoff, impfen, antibiotika, ' +
    'antibiotikum, viren, virus, bakterien, placebo, ~diagnose, nebenwirkungen, wirkstoff, dosis, ' +
    'infarkt, herzinfarkt, schlaganfall, krebs, tumor, chemotherapie, krankenhaus, klinik, medizin, ' +
    'medizinisch, mediziner, pharma, verschrieben, verschreiben, immunsystem, dna, erkältung, grippe, ' +
    'infektion, entzündung, ~forschung',
  SPECIFIC_AREAS:
    'bandscheibe, bandscheibenvorfall, rückenschmerzen, ~rücken, diabetes, typ 2, blutzucker, insulin, ' +
    'migräne, kopfschmerzen, schwangerschaft, schwanger, hebamme, wechseljahre, menopause, ' +
    'menstruation, endometriose, allergie, allergien, heuschnupfen, asthma, neurodermitis, ekzem, ' +
    '~haut, zahnarzt, zahnärztin, zahngesundheit, physiotherapie, physio, physiotherapeut, ' +
    'physiotherapeutin, orthopäde, gelenke, arthrose, rheuma, schilddrüse, bluthochdruck, adhs, ' +
    'autismus, demenz, alzheimer, hormone, verdauung, kinderarzt, reizdarm, tinnitus, knie, ' +
    'frauengesundheit',
  CONCEPTS_THEORIES:
    'theorie, theorien, konzept, konzepte, ~effekt, dunning-kruger, dunning-kruger-effekt, ~prinzip, ' +
    'hypothese, paradox, paradoxon, phänomen, denkfehler, kognitive verzerrung, verzerrung, bias, ' +
    'evolution, natürliche selektion, relativitätstheorie, spieltheorie, philosophie, philosoph, ' +
    'erkenntnistheorie, pfadabhängigkeit, gedankenexperiment, ~these, ~definition, gesetzmäßigkeit, ' +
    'denkmodell, mentales modell',
  STUDY_MEMORIZATION:
    '~lernen, prüfung, prüfungen, klausur, klausuren, examen, abitur, abi, matura, physikum, ' +
    'staatsexamen, auswendig, auswendiglernen, auswendig lernen, karteikarten, karteikarte, ' +
    'lernkarten, vokabeln, ~wiederholen, lernplan, lernzeit, lernstoff, pauken, gepaukt, ' +
    'spaced repetition, verteiltes lernen, eselsbrücke, ~merken, gedächtnis, mnemotechnik, lerngruppe, ' +
    'lernmethode, lernmethoden, nachhilfe, hausaufgaben, anki, mitschriften, spickzettel, ~studieren, ' +
    'prüfungsvorbereitung, lerntechnik, büffeln, prüfung bestanden, durchgefallen',
  SKILLS_DEVELOPMENT:
    'fähigkeit, fähigkeiten, fertigkeit, fertigkeiten, kompetenz, kompetenzen, üben, übung, übungen, ' +
    'übung macht den meister, dazulernen, weiterbildung, ~fortbildung, lehre, ausbildung, azubi, ' +
    '~handwerk, anfängerin, fortgeschritten, fortgeschrittene, lernkurve, sprache lernen, ' +
    'fremdsprache, instrument lernen, sprachkurs, ~kurs, ~praxis, geübt, beherrschen, handwerklich, ' +
    '=anfanger, ~ausbilderin, ~ausbilder',
  RESOURCES_MATERIALS:
    '~buch, ~bücher, lehrbuch, lehrbücher, fachbuch, sachbuch, vorlesung, vorlesungen, online-kurs, ' +
    'onlinekurs, mooc, tutorial, tutorials, ~podcast, ~podcasts, youtube, youtube-kanal, lernvideo, ' +
    'lernvideos, erklärvideo, erklärvideos, lernplattform, bibliothek, leseliste, buchempfehlung, ' +
    '~empfehlung, wikipedia, khan academy, udemy, coursera, duolingo, hörbuch, hörbücher, ' +
    'nachschlagewerk, lexikon, wörterbuch, arbeitsblatt, lernmaterial, lernmaterialien, unterlagen',
  UNDERSTANDING_APPLICATION:
    '~verstehen, ~verstanden, verständnis, anwenden, angewendet, anwendung, in der praxis, ' +
    'praktisch anwenden, theorie und praxis, erklären können, begreifen, begriffen, aha-moment, ' +
    'aha-erlebnis, durchschaut, wirklich verstanden, erst verstanden, umsetzen, ~umsetzung, transfer',
  SUBJECT_SPECIFIC:
    'mathe, mathematik, physik, chemie, biologie, ~geschichte, grammatik, genitiv, dativ, akkusativ, ' +
    'rechtschreibung, latein, geographie, geografie, erdkunde, algebra, geometrie, gleichung, ' +
    'gleichungen, integral, ~krieg, ~jahrhundert, mittelalter, antike, reformation, epoche, anatomie, ' +
    'konjunktiv, satzbau, ~statistik, grammatikregel, wortschatz, deutschunterricht',
  SELF_AWARENESS:
    'selbsterkenntnis, selbstreflexion, selbstwahrnehmung, selbstbild, erkenne dich selbst, ' +
    'kenne dich selbst, reflektieren, reflexion, innere stimme, eigene schwächen, eigene stärken, ' +
    'persönlichkeit, introvertiert, extrovertiert, selbstwert, selbstwertgefühl, ~muster, ' +
    'selbstbeobachtung, mir wird klar, blinde flecken, blinder fleck, eigene werte, meine werte',
  GOAL_SETTING_ACHIEVEMENT:
    'ziel, ziele, zielsetzung, ~erreichen, ~erreicht, smart-ziele, vorsatz, vorsätze, neujahrsvorsatz, ' +
    'neujahrsvorsätze, meilenstein, meilensteine, etappenziel, etappenziele, jahresziel, jahresziele, ' +
    '~traum, ~vorhaben, kleine schritte, schritt für schritt, durchhalten, bucket list, ~erfolg, ' +
    'zielstrebig, ziele setzen, ziel erreicht, lebensziel',
  EMOTIONAL_INTELLIGENCE:
    'emotionale intelligenz, emotionen, ~gefühle, ~gefühl, empathie, empathisch, einfühlungsvermögen, ' +
    'mitgefühl, wut, wütend, ärger, eifersucht, frust, frustration, traurigkeit, scham, ' +
    'gefühle benennen, emotion, emotional, mitfühlen, sich hineinversetzen, perspektivwechsel, ' +
    'impulskontrolle, selbstregulation, ~verletzt, gekränkt, kränkung',
  MINDSET_GROWTH:
    'scheitern, gescheitert, misserfolg, misserfolge, ~wachstum, aus fehlern lernen, growth mindset, ' +
    'wachstumsdenken, hinfallen, wieder aufstehen, rückschlag, rückschläge, resilienz, ' +
    'durchhaltevermögen, ~herausforderung, ~herausforderungen, komfortzone, ~mut, niederlage, ' +
    'niederlagen, ~aufgeben, ~neugier, denkweise, mindset',
  HABITS_ROUTINES:
    'gewohnheit, gewohnheiten, angewohnheit, angewohnheiten, routine, routinen, morgenroutine, ' +
    'abendroutine, ritual, rituale, jeden morgen, jeden abend, ~tagebuch, habit tracker, ' +
    'gewohnheitstracker, früh aufstehen, ~wecker, tag für tag, zur gewohnheit, automatismus, ' +
    'tägliche routine, wiederholung',
  PERSONAL_FINANCE:
    'sparen, gespart, spare, sparquote, budget, haushaltsbuch, haushaltsbudget, schulden, verschuldet, ' +
    'ausgaben, ausgeben, kredit, dispo, dispokredit, überziehungsrahmen, überziehungskredit, ~konto, ' +
    'girokonto, tagesgeld, notgroschen, rücklage, rücklagen, notfallfonds, finanzpolster, ~gehalt, ' +
    'monatsende, ratenzahlung, ~raten, haushaltskasse, ~einkommen, lebenshaltungskosten, ~miete, ' +
    '~geld, persönliche finanzen, umschlagmethode, monatsersten, monatsanfang',
  INVESTING:
    'investieren, investiert, investment, indexfonds, aktien, aktie, einzelaktien, etf, etfs, rendite, ' +
    'vermögen, vermögensaufbau, anlegen, geldanlage, anleger, anlegerin, portfolio, depot, börse, ' +
    'dividende, dividenden, fonds, sparplan, breit gestreut, streuen, diversifikation, ' +
    'diversifizieren, msci world, krypto, kryptowährung, kryptowährungen, bitcoin, anleihen, ' +
    'kursverlust, aktienmarkt, börsencrash, besparen',
  FINANCIAL_LITERACY:
    'inflation, zinseszins, zinsen, zins, sollzins, effektiver jahreszins, kaufkraft, finanzbildung, ' +
    'finanzwissen, finanzielle bildung, kleingedruckte, kreditkarte, schufa, bonität, tilgung, ' +
    'ratenkredit, autokredit, hypothek, verbraucherkredit, gebühren, sparbuch, leitzins, zinssatz, ' +
    'geldentwertung, finanzkompetenz',
  RETIREMENT_PLANNING:
    'rente, renten, rentner, rentnerin, altersvorsorge, ruhestand, ~pension, pensionierung, ' +
    'pensioniert, renteneintritt, rentenversicherung, renteninformation, rentenlücke, betriebsrente, ' +
    'riester, private vorsorge, vorsorgen, vorzusorgen, fürs alter, für das alter, säule 3a, 3. säule, ' +
    'dritte säule, pensionskasse, ahv, frührente, rentenalter, altersarmut, pensionsvorsorge',
  TAXES:
    'steuer, steuern, steuererklärung, finanzamt, mehrwertsteuer, umsatzsteuer, einkommensteuer, ' +
    'lohnsteuer, steuerberater, steuerberaterin, steuerlich, steuerlich absetzen, ~absetzen, ' +
    'pendlerpauschale, werbungskosten, elster, steuerrückerstattung, steuerbescheid, steuerklasse, ' +
    'freibetrag, mwst, abgabefrist, belege, quittungen, vorauszahlung, kirchensteuer, ' +
    'kapitalertragsteuer, steuerjahr, absetzbar, arbeitszimmer, steuererklärungen, finanzamts',
  INTERPERSONAL_RELATIONSHIPS:
    'freundschaft, ~freunde, ~freundin, ~partner, partnerin, beziehung, beziehungen, ehe, ehepaar, ' +
    'ehemann, ehefrau, heiraten, verheiratet, ~geschwister, ~bruder, ~schwester, ~eltern, ~mutter, ' +
    '~vater, ~sohn, ~tochter, schwiegermutter, schwiegereltern, schwiegervater, verwandte, ' +
    'verwandtschaft, ~liebe, partnerschaft, paarbeziehung, ~nachbarn, zusammenleben, ~familie',
  COMMUNICATION_SKILLS:
    'kommunikation, kommunizieren, zuhören, zuhört, aktives zuhören, ~gespräch, ~gespräche, ' +
    'gesprächsführung, ich-botschaft, ich-botschaften, gewaltfreie kommunikation, rhetorik, ' +
    'präsentieren, präsentation, small talk, smalltalk, körpersprache, nachfragen, missverständnis, ' +
    'missverständnisse, ausreden lassen, ~formulieren, zuhörer, rede halten, vortrag halten',
  CONFLICT_RESOLUTION:
    'konflikt, konflikte, konfliktlösung, streit, streiten, gestritten, einigung, kompromiss, ' +
    'kompromisse, mediation, mediator, mediatorin, schlichtung, schlichter, schiedsfrau, schiedsmann, ' +
    'auseinandersetzung, meinungsverschiedenheit, meinungsverschiedenheiten, versöhnung, vertragen, ' +
    'deeskalieren, deeskalation, ~vorwürfe, ~vorwurf, streitgespräch, zoff',
  RELATIONSHIP_BUILDING:
    '~netzwerk, netzwerken, networking, kontakte knüpfen, ~kontakte, freundschaften schließen, ' +
    'freundschaften, neue freunde, freundeskreis, vertrauen aufbauen, ~vertrauen, ~kennenlernen, ' +
    'beziehungen aufbauen, beziehungspflege, stammtisch, ~verein, ~einladen, ~gemeinschaft, ' +
    'anschluss finden, neue leute kennenlernen',
  FEEDBACK:
    'feedback, kritik, rückmeldung, rückmeldungen, konstruktive kritik, ~lob, ~loben, gelobt, ' +
    '~kritisieren, kritisiert, jahresgespräch, mitarbeitergespräch, feedbackgespräch, kritikfähig, ' +
    'kritikfähigkeit, sandwich-methode, verbesserungsvorschlag, verbesserungsvorschläge, ~bewertung',
  CREATIVE_PROCESS:
    'kreativität, kreativ, kreative, kreativer, inspiration, inspiriert, ~idee, ideen, einfall, ' +
    'einfälle, schreibblockade, kreative blockade, muse, brainstorming, ~entwurf, erste fassung, ' +
    'rohfassung, ~überarbeiten, kreativer prozess, schaffensprozess, geistesblitz, ~flow, ~schreiben',
  ART_FORMS:
    'musik, malerei, theater, film, filme, roman, romane, gedicht, gedichte, oper, lyrik, literatur, ' +
    'poesie, skulptur, bildhauerei, fotografie, tanz, ballett, jazz, rap, hip-hop, hörspiel, ' +
    'hörspiele, kunstform, kunstformen, ~kunst, comic, comics, ~architektur, keramik, töpfern, ' +
    'orchester, sinfonie, symphonie, walzer, musical, klassische musik, volksmusik, kabarett, malen',
  ARTISTIC_TECHNIQUES:
    'aquarell, aquarellmalerei, lasieren, lasur, ~perspektive, ~komposition, pinsel, pinselstrich, ' +
    'farbmischung, schattierung, schraffur, skizze, skizzieren, ~zeichnen, ölmalerei, acryl, leinwand, ' +
    'grundierung, goldener schnitt, licht und schatten, hell-dunkel, belichtung, blende, maltechnik, ' +
    'glasur, drehscheibe, farbenlehre, ~kontrast, lasurtechnik, ~schicht, ~schichten',
  ART_APPRECIATION:
    'museum, museen, ausstellung, ausstellungen, galerie, gemälde, kunstwerk, kunstwerke, ' +
    'kunstgeschichte, van gogh, meisterwerk, betrachten, betrachter, kunst verstehen, ~bild, ' +
    'vernissage, kunsthalle, konzertsaal, louvre, kunstmuseum',
  EXPRESSION:
    'ausdrucksform, ausdrucksmittel, selbstausdruck, sich ausdrücken, gefühle ausdrücken, ' +
    'worte finden, keine worte, eigene stimme, stimme finden, ~ventil, ~verarbeiten, ~ausdruck',
  TRAVEL_PLANNING:
    'reise, reisen, reiseplanung, buchen, gebucht, flug, flüge, hotel, hotels, urlaub, unterkunft, ' +
    'unterkünfte, ferienwohnung, airbnb, zugticket, zugtickets, bahnticket, sparpreis, reservierung, ' +
    'reservieren, reiseroute, ~route, packliste, ~checkliste, visum, frühbucher, last minute, hinflug, ' +
    'rückflug, interrail, roadtrip, mietwagen, hostel, jugendherberge, campingplatz, übernachtung, ' +
    'übernachtungen, zugreise',
  CULTURAL_EXPERIENCES:
    'kultur, kulturen, brauch, bräuche, brauchtum, tradition, traditionen, festival, einheimische, ' +
    'einheimischen, gastfreundschaft, gastfreundlich, sitten, sitte, fremde kultur, kulturschock, ' +
    'landesküche, ramadan, karneval, fasching, fasnacht, zeremonie, basar, gastfamilie, ~feiertag',
  EXPLORATION_ADVENTURE:
    'abenteuer, abenteuerlich, expedition, wildnis, ~wandern, wanderung, trekking, rucksackreise, ' +
    'backpacking, backpacker, ins unbekannte, ~entdecken, ~entdeckung, zelt, zelten, biwak, ' +
    'durchquerung, kompass, ~gipfel, bergtour, weltreise, auf eigene faust, ohne plan, reiseführer, ' +
    '~unterwegs',
  DESTINATION_SPECIFIC:
    'sehenswürdigkeit, sehenswürdigkeiten, altstadt, wahrzeichen, must-see, geheimtipp, ~hafen, ' +
    '~promenade, ~hügel, kathedrale, ~insel, ~strand, ~hauptstadt, stadtviertel, weltkulturerbe, ' +
    'unesco',
  TRAVEL_TIPS:
    'reisetipp, reisetipps, gepäck, handgepäck, koffer, reisepass, geld wechseln, wechselkurs, ' +
    'reisekrankenversicherung, reiseversicherung, adapter, steckdosenadapter, jetlag, flughafen, ' +
    '~packen, leicht reisen, reisedokumente, taschendiebe, trinkgeld, landeswährung, geldautomat, ' +
    '~abheben, roaming, sim-karte, ~rucksack',
  ENVIRONMENTAL_ISSUES:
    'klimawandel, klimakrise, klima, umwelt, gletscher, gletscherschmelze, erderwärmung, erderhitzung, ' +
    'verschmutzung, umweltverschmutzung, ~co2, treibhausgase, treibhausgas, mikroplastik, ' +
    'artensterben, insektensterben, bienensterben, waldsterben, abholzung, dürre, dürren, ' +
    'überschwemmung, überschwemmungen, hitzewelle, meeresspiegel, luftverschmutzung, feinstaub, ' +
    'plastikmüll, emissionen, pestizide, glyphosat, umweltzerstörung, ölpest',
  ECO_FRIENDLY_PRACTICES:
    'recycling, recyceln, plastik, müll, mülltrennung, nachhaltig, nachhaltigkeit, kompost, ' +
    'kompostieren, wurmkiste, repair-café, repair-cafe, ~reparieren, zero waste, unverpackt, mehrweg, ' +
    'mehrwegbecher, stoffbeutel, second hand, secondhand, gebraucht kaufen, upcycling, ~regional, ' +
    '~saisonal, ~bio, lastenrad, solaranlage, photovoltaik, balkonkraftwerk, wasser sparen, ' +
    'energie sparen, strom sparen, plastikfrei, wiederverwenden, ökostrom, leitungswasser, ' +
    'umweltfreundlich, ~fahrrad',
  CONSERVATION_EFFORTS:
    'naturschutz, artenschutz, nationalpark, schutzgebiet, naturschutzgebiet, biodiversität, ' +
    'artenvielfalt, renaturierung, aufforstung, wiederansiedlung, ~moor, ~moore, wiedervernässung, ' +
    'blühstreifen, blumenwiese, wildbienen, bedrohte arten, gefährdete arten, rote liste, ' +
    'auswilderung, ausgewildert, naturschützer, nabu, wwf, lebensraum, lebensräume, feuchtgebiet, ' +
    'feuchtgebiete, nistkasten, insektenhotel, wildtiere, brutvogel, vogelschutz',
  POLICY_ADVOCACY:
    'volksbegehren, volksabstimmung, petition, unterschriften, demo, demonstration, klimastreik, ' +
    'fridays for future, umweltpolitik, klimapolitik, klimaschutzgesetz, ~gesetz, ~verbot, ' +
    'verbrenner-aus, landtag, bundestag, parlament, ~politik, wählen gehen, aktivismus, aktivist, ' +
    'aktivistin, aktivisten, protest, proteste, lobby, lobbyismus, bürgerinitiative, kohleausstieg, ' +
    'co2-steuer, co2-preis, klimaabkommen, pariser abkommen, klimaziele, abgeordnete',
  PERSONAL_IMPACT:
    'fußabdruck, fussabdruck, co2-fußabdruck, co2-fussabdruck, co2-bilanz, ökobilanz, klimabilanz, ' +
    'ökologischer fußabdruck, flugscham, weniger fliegen, ~fleisch, vegetarisch, vegan, ' +
    'klimafreundlich, klimaneutral, kompensieren, kompensation, ~konsum, weniger konsum, ' +
    'bewusster konsum, ~verzicht, mein beitrag, ~co2, kein fleisch, autofahren',
};
