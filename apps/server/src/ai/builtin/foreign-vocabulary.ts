import type { CategoryCode } from '@precis/shared';
import type { KnownLanguage } from './language-guess';

/**
 * A high-precision vocabulary per language for highlights not written in English: for every code, the
 * general words and short phrases people use to name its subject (Steuererklärung, impôt sur le revenu,
 * declaración de la renta), with the forms they actually write (plurals and verb forms the English stemmer
 * does not join; Austrian, Swiss, Québec, Belgian, African and Latin American variants). Words every kind of
 * text uses (Handy, écran, cliente, marché, Team, question...) name no code on their own: they are left out or
 * appear only in phrases that do name the subject (Bildschirmzeit, temps d'écran is wellness, not hardware).
 * A "~" term is generic and only supports another hit; "=" matches that exact word where stems collide
 * (pétition and petit). Accents may be written: words are folded before matching, and French terms are written
 * without their elided article (temps écran matches "temps d'écran"). A highlight that names no subject gets no
 * code rather than a guess.
 */
/** The languages with a vocabulary of their own; a highlight in another (Italian, Portuguese, Dutch...) gets no code. */
export type VocabularyLanguage = Extract<KnownLanguage, 'de' | 'fr' | 'es'>;

export const FOREIGN_TERMS: Record<VocabularyLanguage, Partial<Record<CategoryCode, string>>> = {
  de: {
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
  },
  fr: {
    TASKS_ACTIONS:
      'tâche, tâches, à faire, liste de tâches, liste de choses à faire, to-do, todo, to do list, ' +
      'échéance, échéances, relancer, ~rappeler, à rendre, compte rendu, compte-rendu, ' +
      'prochaines étapes, actions à mener, avant lundi, avant mardi, avant mercredi, avant jeudi, ' +
      'avant vendredi, avant demain, pense-bête, corvées, ~démarches, ~réunion',
    METHODS_TECHNIQUES:
      'gestion du temps, pomodoro, matrice eisenhower, eisenhower, gtd, getting things done, ' +
      'time blocking, time-blocking, blocs de temps, bloquer des créneaux, ~créneaux, prioriser, ' +
      'priorités, priorisation, urgent et important, manger la grenouille, règle des deux minutes, ' +
      'loi de pareto, pareto, kanban, monotâche, traitement par lots, deep work, ~méthode, ~technique, ' +
      '~organisation',
    TOOLS_RESOURCES:
      'agenda, calendrier, trello, todoist, evernote, ~carnet, ~carnets, bullet journal, ~appli, ' +
      '~application, outil, outils, tableur, excel, post-it, planificateur, planner, agenda papier, ' +
      'google agenda, outlook, gabarit, raccourcis clavier, ~crayon, bloc-notes',
    MINDSET_HABITS:
      'procrastination, procrastiner, procrastine, procrastinent, concentration, concentrer, concentré, ' +
      'distraction, distractions, distrait, discipline, autodiscipline, motivation, démotivé, démotivée, ' +
      'perfectionnisme, perfectionniste, remettre à plus tard, remettre au lendemain, focus, ' +
      'se concentrer, volonté, paresse, paresseux, paresseuse, ~attention, ~notifications, ' +
      'auto-sabotage',
    OUTCOMES:
      '~résultats, ~résultat, productivité, productif, productive, bilan de la semaine, ' +
      'bilan de la journée, livrables, livrable, ~rendement, efficacité, efficace, tâches accomplies, ' +
      '~accompli, heures supplémentaires, ~livré, ~terminé, ~bouclé',
    DEVELOPMENT_CODING:
      'code, programmation, ~programmer, programmeur, programmeuse, développeur, développeuse, ' +
      'développement logiciel, logiciel, logiciels, bug, bugs, bogue, débogage, déboguer, git, github, ' +
      'merge, merger, commit, commits, ~branche, pull request, code review, revue de code, refactoring, ' +
      'refactoriser, compiler, python, javascript, java, base de code, code source, tests unitaires, ' +
      'test unitaire, api, framework, langage de programmation, front-end, back-end, déployer, ' +
      'déploiement, script, ~variable, code mort, ~tests',
    HARDWARE_DEVICES:
      'ordinateur, ordinateurs, ordi, portable, pc, smartphone, natel, cellulaire, téléphone portable, ' +
      'batterie, disque dur, ssd, ram, mémoire vive, processeur, carte graphique, ~clavier, ~souris, ' +
      'imprimante, tablette, ipad, iphone, macbook, chargeur, câble usb, usb, clé usb, haut-parleur, ' +
      'écouteurs, matériel informatique, écran cassé, écran fissuré, remplacer la batterie, autonomie, ' +
      '~appareil, ~appareils, go de ram, gigaoctets, matériel',
    DATA_AI:
      'intelligence artificielle, ia, chatgpt, données, base de données, jeu de données, algorithme, ' +
      'algorithmes, apprentissage automatique, machine learning, deep learning, réseau de neurones, ' +
      'réseaux de neurones, modèle de langage, grand modèle de langage, llm, ~modèles, ~modèle, ' +
      'données entraînement, science des données, data scientist, analyse de données, prédiction, ' +
      'prédictions, chatbot, prompt, hallucination, hallucinations, automatisation, big data, ' +
      'nettoyer les données',
    CYBERSECURITY:
      'mot de passe, mots de passe, sécurité informatique, cybersécurité, piratage, pirate, pirater, ' +
      'piraté, hameçonnage, phishing, ~arnaque, arnaques en ligne, faux sms, sms frauduleux, ' +
      'lien suspect, virus informatique, logiciel malveillant, malware, rançongiciel, ransomware, ' +
      'chiffrement, double authentification, authentification à deux facteurs, 2fa, antivirus, pare-feu, ' +
      'vpn, fuite de données, données personnelles, usurpation identité, cyberattaque, cyberattaques, ' +
      'hacker, hackers, mise à jour de sécurité, ~escroquerie, code reçu par sms, cliquer sur le lien',
    TRENDS_INNOVATION:
      'innovation, innovations, innovant, innovante, tendance, tendances, nouvelles technologies, ' +
      'technologie, technologies, numérique, transformation numérique, révolution numérique, drones, ' +
      'drone, start-up, startup, voiture autonome, véhicules autonomes, blockchain, réalité virtuelle, ' +
      'réalité augmentée, impression 3d, robot, robots, robotique, ordinateur quantique, ' +
      'paiement mobile, paiement par téléphone, mobile money, ~futur, disruption, disruptif, invention, ' +
      'inventions, progrès technique, progrès technologique',
    STRATEGY_PLANNING:
      'stratégie, stratégies, stratégique, concurrence, concurrents, concurrent, avantage concurrentiel, ' +
      'positionnement, ~créneau, niche, part de marché, parts de marché, modèle économique, ' +
      'modèle affaires, business plan, plan affaires, ~vision, scénarios, ~scénario, ' +
      'séminaire de direction, plan stratégique, feuille de route, expansion, marché cible, ~croissance',
    FINANCE_ACCOUNTING:
      'comptabilité, comptable, comptables, bilan comptable, chiffre affaires, bénéfice, bénéfices, ' +
      'facture, factures, facturation, trésorerie, marge brute, marge, marges, compte de résultat, ' +
      'flux de trésorerie, cash-flow, rentabilité, rentable, seuil de rentabilité, charges fixes, ' +
      'coûts fixes, impayés, impayé, créances, expert-comptable, amortissement, budget prévisionnel, ' +
      'prévisionnel, ~coûts, ~chiffres',
    MARKETING_SALES:
      'marketing, vente, ventes, vendeur, vendeuse, vendre, vend, publicité, pub, marque, ' +
      'image de marque, campagne publicitaire, prospection, prospects, fidélisation, fidéliser, ' +
      'clientèle, bouche à oreille, ~influenceur, commercial, commerciaux, argumentaire, cible, ' +
      'promotion, promo, newsletter, taux de conversion, pitch, storytelling, ~produit, publicitaire, ' +
      'vendre plus',
    MANAGEMENT_LEADERSHIP:
      'manager, managers, management, leadership, leader, chef équipe, chef de chantier, ' +
      'chef de service, ~chef, cheffe, encadrement, encadrer, déléguer, délégation, ~direction, diriger, ' +
      'dirigeant, dirigeants, patron, patronne, collaborateurs, ~salariés, ~équipe, ~équipes, ' +
      'gérer une équipe, gestion équipe, ~responsable, hiérarchie, organigramme, culture entreprise, ' +
      'manageur, manageuse',
    OPERATIONS_LOGISTICS:
      'logistique, chaîne approvisionnement, approvisionnement, fournisseur, fournisseurs, stock, ' +
      'stocks, rupture de stock, ruptures, entrepôt, entrepôts, livraison, livraisons, ' +
      'délais de livraison, transporteur, camion, camions, douane, douanes, flux tendu, production, ' +
      'chaîne de production, usine, sous-traitant, sous-traitance, pièces détachées, inventaire, ' +
      '~processus, achats, conteneur, conteneurs, fret, stock tampon',
    PHYSICAL_HEALTH:
      'sport, exercice, exercices, activité physique, musculation, musculaire, muscles, cardio, ' +
      'endurance, tension artérielle, ~tension, pression artérielle, cholestérol, perdre du poids, ' +
      'maigrir, surpoids, calories, nutrition, alimentation, ~marcher, marche à pied, course à pied, ' +
      '~courir, jogging, natation, nager, piscine, étirements, pas par jour, santé physique, ' +
      'forme physique, bouger, sédentarité, sédentaire, condition physique, ~coeur, cardiaque, ' +
      '~escaliers, ~poids, prise de poids',
    MENTAL_HEALTH:
      'anxiété, anxieux, anxieuse, dépression, déprime, dépressif, dépressive, stress, stressé, ' +
      'stressée, thérapie, thérapeute, psy, psychologue, psychiatre, psychothérapie, angoisse, ' +
      'angoisses, crise angoisse, crises angoisse, attaque de panique, crise de panique, burn-out, ' +
      'burnout, épuisement, épuisement professionnel, santé mentale, mal-être, idées noires, ' +
      'antidépresseurs, charge mentale, ~séances, souffrance psychique, trouble anxieux, bipolaire, ' +
      'trauma, traumatisme',
    WELLNESS_LIFESTYLE:
      'bien-être, sans écran, pas écran, temps écran, détox digitale, déconnexion, se déconnecter, ' +
      'méditation, méditer, pleine conscience, relaxation, détente, se détendre, sieste, hygiène de vie, ' +
      'mode de vie, rythme de vie, équilibre de vie, prendre soin de soi, self-care, ralentir, lenteur, ' +
      'sommeil, ~dormir, bien dormir, spa, massage, tisane, yoga, ~bain, cocooning',
    MEDICAL_SCIENTIFIC:
      'étude clinique, essai clinique, ~essai, placebo, médecin, médecins, médicament, médicaments, ' +
      'maladie, maladies, patients, ~patient, vaccin, vaccins, vaccination, antibiotiques, antibiotique, ' +
      'virus, bactérie, bactéries, adn, arn, arn messager, cellule, cellules, effets secondaires, ' +
      'effet secondaire, ~traitement, ~hôpital, recherche médicale, médecine, ~chercheurs, ordonnance, ' +
      'pharmacie, cancer, infarctus, avc, grippe, infection, immunité, système immunitaire, ' +
      'essai randomisé, ~étude, ~études',
    SPECIFIC_AREAS:
      'endométriose, eczéma, dermato, dermatologue, ~peau, diabète, diabétique, glycémie, insuline, ' +
      'migraine, migraines, mal de dos, mal au dos, lombalgie, hernie discale, règles douloureuses, ' +
      'menstruations, ménopause, grossesse, enceinte, sage-femme, allergie, allergies, asthme, kiné, ' +
      'kinésithérapeute, ostéopathe, ~dents, dentiste, santé des femmes, santé dentaire, tdah, autisme, ' +
      'alzheimer, démence, thyroïde, hypertension, arthrose, pédiatre, genou, ~diagnostic',
    CONCEPTS_THEORIES:
      'théorie, théories, concept, concepts, biais, biais cognitif, biais cognitifs, biais du survivant, ' +
      '~effet, paradoxe, hypothèse, hypothèses, ~principe, phénomène, sélection naturelle, ~évolution, ' +
      'relativité, philosophie, philosophe, épistémologie, dunning-kruger, expérience de pensée, ' +
      'modèle théorique',
    STUDY_MEMORIZATION:
      'mémoriser, mémorisation, réviser, révisions, révision, examen, examens, partiel, partiels, bac, ' +
      'baccalauréat, brevet, ~concours, apprendre par coeur, apprendre par cœur, par coeur, par cœur, ' +
      'fiches, fiches de révision, flashcards, cartes mémoire, répétition espacée, moyen mnémotechnique, ' +
      'mnémotechnique, réciter, relire son cours, ~cours, ~cahier, devoirs, étudier, ~étudiant, ' +
      '~étudiants, de mémoire, ~mémoire, ~retenir, ~apprendre, bachoter, anki, quiz, réussi examen, ' +
      'raté examen',
    SKILLS_DEVELOPMENT:
      'compétence, compétences, savoir-faire, apprentissage, ~entraîner, ~pratique, pratiquer, ' +
      'progresser, ~progrès, formation, formation continue, apprenti, apprentie, ~métier, ~maîtrise, ' +
      'maîtriser, =debutant, =debutante, =debutants, =debutantes, perfectionner, acquérir, nouvelle langue, ' +
      'apprendre une langue, forgeant, forgeron, courbe apprentissage, heures de pratique, exercer, ' +
      '~atelier, stage',
    RESOURCES_MATERIALS:
      'mooc, manuel, manuels, manuel scolaire, ~livre, ~livres, cours en ligne, formation en ligne, ' +
      'tutoriel, tutoriels, tuto, tutos, ~podcast, ~podcasts, chaîne youtube, youtube, ~vidéo, ~vidéos, ' +
      'bibliothèque, médiathèque, ressources, ressource, bibliographie, dictionnaire, encyclopédie, ' +
      'wikipédia, wikipedia, khan academy, coursera, openclassrooms, duolingo, à lire, ~conseille',
    UNDERSTANDING_APPLICATION:
      '~comprendre, ~compris, compréhension, mettre en pratique, mise en pratique, ~appliquer, ' +
      'en pratique, ~concrètement, vraiment compris, déclic, avoir le déclic, théorie et pratique, ' +
      '~notion',
    SUBJECT_SPECIFIC:
      'mathématiques, maths, ~physique, chimie, biologie, ~histoire, géographie, grammaire, orthographe, ' +
      'conjugaison, participe passé, accord du participe, cod, subjonctif, algèbre, géométrie, équation, ' +
      'équations, pythagore, théorème, ~révolution, ~siècle, latin, ~république, vocabulaire',
    SELF_AWARENESS:
      'connaissance de soi, se connaître, connais-toi toi-même, introspection, prise de conscience, ' +
      'me rends compte, je me rends compte, mes valeurs, mes limites, mes schémas, mes besoins, ' +
      'lucidité, ~recul, introverti, introvertie, personnalité, image de soi, ~miroir, nous-mêmes, ' +
      '~moi-même, qui je suis',
    GOAL_SETTING_ACHIEVEMENT:
      'objectif, objectifs, mon but, ~atteindre, ~atteint, résolutions, bonnes résolutions, ~résolution, ' +
      'jalons, jalon, ~étapes, petits pas, ~rêve, ~rêves, ambition, ambitions, objectif smart, ~réussir, ' +
      '~réussite, ~accomplir, plan action, se fixer, fixer des objectifs, ~souhait',
    EMOTIONAL_INTELLIGENCE:
      'émotion, émotions, émotionnel, émotionnelle, intelligence émotionnelle, empathie, empathique, ' +
      'colère, colères, jalousie, frustration, tristesse, ~ressentir, ~ressenti, sentiments, ' +
      'gérer ses émotions, nommer émotion, bienveillance, bienveillant, compassion, rancune, honte, ' +
      'culpabilité, ~blessé, ~vexé',
    MINDSET_GROWTH:
      'échec, échecs, échouer, ~rater, tomber et se relever, se relever, rebondir, résilience, ' +
      'persévérance, persévérer, mentalité de croissance, état esprit, ~oser, ~osons, zone confort, ' +
      'zone de confort, apprendre de ses erreurs, ~erreurs, ~défis, ~défi, ~courage, croire en soi, ' +
      '~abandonner',
    HABITS_ROUTINES:
      'habitude, habitudes, routine, routines, routine matinale, rituel, rituels, tous les matins, ' +
      'tous les soirs, chaque matin, chaque soir, ~réveil, se lever tôt, ~journal, tracker habitudes, ' +
      'automatisme, automatismes, mauvaises habitudes',
    PERSONAL_FINANCE:
      'budget, économiser, économies, épargne, épargner, dette, dettes, dépenses, dépenser, fin de mois, ' +
      'fins de mois, compte courant, livret a, ~livret, ~rembourser, découvert, ~salaire, ~loyer, ' +
      'méthode des enveloppes, ~enveloppes, fonds urgence, argent de poche, ~mensualités, ~argent, ' +
      'finances personnelles, ~crédit, gérer son argent',
    INVESTING:
      'investir, investissement, investissements, investisseur, investisseurs, bourse, ~actions, ' +
      '~portefeuille, fonds indiciels, fonds indiciel, etf, tracker, dividendes, dividende, ' +
      'marchés financiers, marché boursier, crypto, cryptomonnaie, cryptomonnaies, bitcoin, ' +
      'assurance-vie, assurance vie, pea, plus-value, plus-values, diversifier, diversification, ' +
      'placements, placement, placer son argent, boursier, boursière, sur les marchés',
    FINANCIAL_LITERACY:
      'inflation, intérêts composés, ~intérêts, taux intérêt, ~taux, crédit renouvelable, ' +
      'crédit à la consommation, taeg, pouvoir achat, éducation financière, culture financière, ' +
      'frais bancaires, agios, surendettement, ~mensualité, ~économie, mensualité minimum, taux usure, ' +
      'prêt immobilier',
    RETIREMENT_PLANNING:
      'retraite, retraites, retraité, retraitée, pension de retraite, pension, cotiser, cotisations, ' +
      'cotisé, 3e pilier, troisième pilier, deuxième pilier, 2e pilier, avs, lpp, plan épargne retraite, ' +
      'vieux jours, partir à la retraite, âge de la retraite, rente, rentes, retraite complémentaire',
    TAXES:
      'impôt, impôts, fiscal, fiscale, fiscalité, tva, déclaration de revenus, déclaration impôts, taxe, ' +
      'taxes, prélèvement à la source, crédit impôt, niche fiscale, déduction, déductible, déductibles, ' +
      'abattement, fisc, avis imposition, imposable, imposition, tranche imposition, urssaf, ' +
      'impôt sur le revenu, revenu imposable, frais réels, quotient familial, contribuable, ' +
      'déclaration fiscale',
    INTERPERSONAL_RELATIONSHIPS:
      'amitié, amitiés, ~amis, ~amies, couple, ~amour, ~relation, ~relations, belle-mère, beau-père, ' +
      'belle-famille, beaux-parents, mariage, époux, épouse, conjoint, conjointe, ~frère, ~soeur, ~sœur, ' +
      '~parents, ~voisins, vie de couple, ~aimer, relation amoureuse, vie à deux, ~famille',
    COMMUNICATION_SKILLS:
      'communication, communiquer, écoute, ~écouter, écoute active, conversation, conversations, ' +
      'reformuler, reformulation, malentendu, malentendus, prise de parole, parler en public, ' +
      'langage corporel, communication non violente, cnv, dialogue, dialoguer, poser des questions, ' +
      'se faire comprendre',
    CONFLICT_RESOLUTION:
      'conflit, conflits, dispute, disputes, disputer, disputaient, se disputer, médiation, médiateur, ' +
      'médiatrice, compromis, désaccord, désaccords, réconcilier, réconciliation, ~tensions, apaiser, ' +
      'reproches, ~reproche, négociation, négocier, querelle, querelles, brouille, brouillés, ' +
      'engueulade',
    RELATIONSHIP_BUILDING:
      '~réseau, réseautage, networking, tisser des liens, créer des liens, nouer des liens, ~liens, ' +
      'faire connaissance, se faire des amis, nouveaux amis, cartes de visite, ~confiance, ' +
      'rendre service, cercle amis, ~rencontrer, ~rencontres, ~association, entretenir une relation',
    FEEDBACK:
      'feedback, feedbacks, critique, critiques, ~retour, ~retours, retour constructif, ' +
      'critique constructive, ~commentaires, compliment, compliments, féliciter, ~évaluation, ' +
      'entretien annuel, ~avis, ~remarque, remarques',
    CREATIVE_PROCESS:
      'inspiration, créativité, créatif, créative, créatifs, idées, ~idée, processus créatif, brouillon, ' +
      'premier jet, page blanche, syndrome de la page blanche, muse, ~réécrire, ~création, ~créer, ' +
      'brainstorming',
    ART_FORMS:
      'musique, peinture, théâtre, roman, romans, poésie, poème, poèmes, cinéma, ~film, films, rap, ' +
      'slam, danse, opéra, sculpture, photographie, ~photo, bande dessinée, bd, littérature, ~art, ' +
      '~arts, jazz, chanson, chansons, art naïf, peinture naïve, musique classique, hip-hop, ' +
      '~architecture, céramique, poterie, forme art, art de rue, peindre, je peins',
    ARTISTIC_TECHNIQUES:
      'perspective, perspective atmosphérique, aquarelle, peinture huile, peinture à huile, pinceau, ' +
      'pinceaux, ~toile, croquis, esquisse, ~dessin, dessiner, glacis, clair-obscur, ~composition, ' +
      'cadrage, contraste, couleurs complémentaires, palette, zellige, émail, émaillage, vernis, ' +
      'modelage, tour de potier, gravure, calligraphie, ~couches, ombre et lumière, lumière et ombre',
    ART_APPRECIATION:
      'musée, musées, exposition, expositions, expo, galerie, chef-œuvre, chef-oeuvre, œuvre, oeuvre, ' +
      'œuvres, oeuvres, ~tableau, ~tableaux, contempler, admirer, critique art, amateur art, ~émouvoir, ' +
      'vernissage, ~concert',
    EXPRESSION:
      'exprimer, ~exprimer, expression, exprimer ses émotions, mettre des mots, trouver les mots, ~voix, ' +
      'trouver sa voix, journal intime, liberté expression',
    TRAVEL_PLANNING:
      'voyage, voyages, voyager, préparer un voyage, ~billets, ~billet, =reserver, =reservation, =reservations, ' +
      'réservations, ~vol, ~vols, billet avion, billets avion, hôtel, hôtels, itinéraire, train de nuit, ' +
      'couchettes, location de voiture, airbnb, auberge de jeunesse, ~visa, séjour, séjours, ~vacances, ' +
      'hébergement, ~logement, riad, gîte, camping',
    CULTURAL_EXPERIENCES:
      '~culture, coutume, coutumes, tradition, traditions, traditionnel, traditionnelle, ~fête, ~fêtes, ' +
      'festival, gastronomie locale, cuisine locale, ~habitants, hospitalité, ~accueil, cérémonie, ' +
      'ramadan, carnaval, moussem, choc culturel, us et coutumes, patrimoine, folklore',
    EXPLORATION_ADVENTURE:
      'aventure, aventures, aventurier, aventurière, expédition, belle étoile, bivouac, randonnée, ' +
      'randonnées, trek, trekking, sac à dos, routard, routarde, backpacking, hors des sentiers battus, ' +
      'sentiers battus, désert, ~sauvage, nature sauvage, ~découverte, explorer, exploration, ~sommet, ' +
      'ascension, road trip, roadtrip, tour du monde, sans rien réserver, inconnu',
    DESTINATION_SPECIFIC:
      'vieille ville, vieux quartier, quartier historique, monuments, monument, ~incontournable, ' +
      '~incontournables, à voir absolument, ~capitale, patrimoine mondial, unesco, cathédrale, médina, ' +
      '~plage, ruelles, ~quartier, centre historique',
    TRAVEL_TIPS:
      'bagage, bagages, bagage cabine, valise, valises, conseil de voyage, conseils de voyage, ~astuce, ' +
      '~astuces, passeport, assurance voyage, décalage horaire, jet lag, adaptateur, taux de change, ' +
      '~distributeur, pickpockets, pourboire, marchander, ~taxi, ~taxis, carte sim, aéroport, ' +
      'copie du passeport, voyager léger',
    ENVIRONMENTAL_ISSUES:
      'changement climatique, dérèglement climatique, climat, climatique, pollution, réchauffement, ' +
      'réchauffement climatique, glacier, glaciers, fonte des glaces, sécheresse, sécheresses, canicule, ' +
      'canicules, inondations, gaz à effet de serre, effet de serre, émissions, déforestation, ' +
      'pesticides, disparition des abeilles, ~abeilles, montée des eaux, microplastiques, extinction, ' +
      'environnement, ~écologie, crise climatique, marée noire, ~glace',
    ECO_FRIENDLY_PRACTICES:
      'plastique, recyclage, recycler, compost, composter, composteur, lombricomposteur, déchets, ' +
      'zéro déchet, ~tri, ~trier, vrac, en vrac, réutilisable, réutilisables, seconde main, ~occasion, ' +
      '~réparer, repair café, éco-responsable, écoresponsable, ~écologique, fait maison, fait-maison, ' +
      'sobriété, économies énergie, panneaux solaires, covoiturage, gourde, sac en tissu, sacs en tissu, ' +
      'circuit court, ~local, ~bio, lessive maison, produits ménagers, gaspillage, anti-gaspi, ~vélo',
    CONSERVATION_EFFORTS:
      'protection de la nature, biodiversité, parc national, espèces, espèces menacées, espèce, ' +
      'réintroduction, réintroduit, réintroduits, réserve naturelle, aire protégée, reboisement, ' +
      'reforestation, replanter, replanté, mangrove, mangroves, zones humides, sauvegarde, préservation, ' +
      '~préserver, faune, flore, faune et flore, habitat naturel, conservation, lâchers, ~oiseaux, ' +
      'protection des océans, ong, wwf, lpo',
    POLICY_ADVOCACY:
      'signatures, manifestation, manifestations, manif, marche pour le climat, grève pour le climat, ' +
      '~loi, ~lois, loi climat, politique climatique, politique environnementale, décret, décrets, ' +
      'militant, militants, militante, militantisme, activisme, activiste, plaidoyer, lobbying, élus, ' +
      '~mairie, voter, ~vote, élections, accord de paris, cop21, ~gouvernement, parlement, ' +
      'assemblée nationale, désobéissance civile, référendum, initiative populaire, =petition, ' +
      '=petitions',
    PERSONAL_IMPACT:
      'empreinte carbone, ~empreinte, bilan carbone, mon impact, impact environnemental, prendre avion, ' +
      'flygskam, consommer moins, ~consommation, moins de viande, végétarien, végétarienne, vegan, ' +
      'végétalien, compenser, compensation carbone, petits gestes, écogestes, éco-gestes, tonnes de co2, ' +
      '~co2',
  },
  es: {
    TASKS_ACTIONS:
      'tarea, tareas, pendiente, pendientes, lista de pendientes, lista de tareas, to-do, por hacer, ' +
      'antes del lunes, antes del martes, antes del miércoles, antes del jueves, antes del viernes, ' +
      '~plazo, fecha límite, fecha de entrega, ~acta, acta de la reunión, próximos pasos, recordatorio, ' +
      '~encargos, mandados, recados, ~trámites, hacer hoy, ~llamar, ~reunión',
    METHODS_TECHNIQUES:
      'gestión del tiempo, administración del tiempo, pomodoro, técnica pomodoro, matriz de eisenhower, ' +
      'eisenhower, bloques de tiempo, ~bloques, time blocking, gtd, comerse el sapo, tragarse el sapo, ' +
      '~sapo, regla de los dos minutos, priorizar, prioridades, priorización, urgente e importante, ' +
      'pareto, kanban, ~método, ~técnica, multitarea, trabajo profundo, deep work, por lotes',
    TOOLS_RESOURCES:
      'trello, notion, todoist, evernote, ~app, ~aplicación, agenda, calendario, ~libreta, ~libretas, ' +
      '~cuaderno, bullet journal, herramienta, herramientas, hoja de cálculo, excel, post-it, ' +
      'notas adhesivas, papelitos, planificador, planner, google calendar, plantilla, plantillas, ' +
      'atajos de teclado, ~lápiz',
    MINDSET_HABITS:
      'procrastinación, procrastinar, procrastino, concentración, concentrarme, concentrarse, ' +
      'distracción, distracciones, distraído, distraída, disciplina, autodisciplina, motivación, ' +
      'desmotivado, desmotivada, perfeccionismo, perfeccionista, dejar para después, postergar, aplazar, ' +
      'enfoque, ~foco, fuerza de voluntad, pereza, flojera',
    OUTCOMES:
      '~resultados, productividad, productivo, productiva, ~rendimiento, entregables, ' +
      'entregado a tiempo, entregados a tiempo, ~terminado, ~logros, horas extra, eficiencia, eficaz, ' +
      'objetivos cumplidos',
    DEVELOPMENT_CODING:
      'código, programación, ~programar, programador, programadora, desarrollador, desarrolladora, ' +
      'desarrollo de software, software, bug, bugs, depurar, depuración, git, github, commit, ~rama, ' +
      'merge, pull request, revisión de código, refactorizar, refactorización, compilar, python, ' +
      'javascript, java, api, framework, ~pruebas, pruebas unitarias, código fuente, ' +
      'lenguaje de programación, ~login, backend, frontend, desplegar, despliegue, ~legible, ~error',
    HARDWARE_DEVICES:
      'ordenador, computadora, computador, compu, portátil, laptop, pc, ~celular, ~móvil, batería, ' +
      'disco duro, ssd, ram, memoria ram, procesador, tarjeta gráfica, ~teclado, ~ratón, impresora, ' +
      'tableta, tablet, ipad, iphone, cargador, cable usb, usb, auriculares, ~audífonos, pantalla rota, ' +
      'cambiar la batería, hardware, ~aparato, dispositivo, dispositivos, piezas de repuesto, repuestos, arreglar el celular, ' +
      'reparar el móvil',
    DATA_AI:
      'inteligencia artificial, ia, chatgpt, datos, base de datos, conjunto de datos, algoritmo, ' +
      'algoritmos, aprendizaje automático, machine learning, aprendizaje profundo, red neuronal, ' +
      'redes neuronales, ~modelo, ~modelos, entrenar el modelo, modelo de lenguaje, llm, ' +
      'ciencia de datos, científico de datos, análisis de datos, limpiar los datos, ~predicción, ' +
      'predice, chatbot, prompt, alucinaciones, automatización, big data',
    CYBERSECURITY:
      'contraseña, contraseñas, ~clave, seguridad informática, ciberseguridad, hacker, hackers, hackeo, ' +
      'hackearon, hackeado, suplantación, suplantación de identidad, phishing, ~estafa, ' +
      'virus informático, malware, ransomware, cifrado, encriptación, doble factor, ' +
      'autenticación de dos factores, verificación en dos pasos, 2fa, antivirus, firewall, vpn, ' +
      'filtración de datos, datos personales, ciberataque, código por sms, código de verificación, ' +
      'enlace sospechoso, ~router, ~sms',
    TRENDS_INNOVATION:
      'innovación, innovaciones, innovador, innovadora, tendencia, tendencias, tecnología, tecnologías, ' +
      'nuevas tecnologías, digitalización, transformación digital, drones, dron, startup, startups, ' +
      'coche autónomo, autos autónomos, blockchain, realidad virtual, realidad aumentada, impresión 3d, ' +
      'robot, robots, robótica, computación cuántica, pagos digitales, pago móvil, ~futuro, disrupción, ' +
      'disruptivo, invento, inventos, avances tecnológicos, ~aparatos',
    STRATEGY_PLANNING:
      'estrategia, estrategias, estratégico, estratégica, ~competencia, competidores, ' +
      'ventaja competitiva, posicionamiento, nicho, cuota de mercado, modelo de negocio, ' +
      'plan de negocio, plan de negocios, ~visión, plan a tres años, plan a cinco años, escenarios, ' +
      'expansión, análisis foda, foda, dafo, hoja de ruta',
    FINANCE_ACCOUNTING:
      'contabilidad, contable, contador, contadora, balance general, ~ingresos, ~beneficio, ~beneficios, ' +
      'factura, facturas, facturación, flujo de caja, ~caja, margen, márgenes, rentabilidad, rentable, ' +
      'punto de equilibrio, cierre de mes, cierre contable, nóminas, nómina, cuentas por cobrar, ' +
      'cuentas por pagar, ~conciliar, conciliación bancaria, estado de resultados, pérdidas y ganancias, ' +
      'costos fijos, costes fijos, amortización, tesorería, liquidez',
    MARKETING_SALES:
      'marketing, mercadeo, ventas, ~venta, vender, vendedor, vendedora, publicidad, marca, ' +
      'campaña publicitaria, campaña de marketing, clientela, captar clientes, fidelizar, fidelización, ' +
      'boca a boca, prospectos, embudo de ventas, ~oferta, ~ofertas, promoción, anuncio, anuncios, seo, ' +
      'público objetivo, branding, ~influencer, storytelling, vender más',
    MANAGEMENT_LEADERSHIP:
      'líder, líderes, liderazgo, liderar, jefe, jefa, jefes, gerente, gerencia, ~equipo, encargado, ' +
      'encargada, supervisor, supervisora, mando intermedio, delegar, dirigir un equipo, ' +
      'gestión de equipos, manejar un equipo, directivo, directivos, ~empleados, cultura de empresa, ' +
      'organigrama, jerarquía, management',
    OPERATIONS_LOGISTICS:
      'logística, cadena de suministro, suministro, proveedor, proveedores, almacén, almacenes, ' +
      'inventario, stock, existencias, reparto, repartidores, repartidor, envío, envíos, ~entrega, ' +
      '~entregas, plazo de entrega, camión, camiones, contenedor, contenedores, aduana, producción, ' +
      '~planta, fábrica, línea de producción, repuesto, repuestos, ~procesos, ~rotación, ~pedidos, ' +
      'flete, transportista, cuello de botella, operaciones',
    PHYSICAL_HEALTH:
      'ejercicio, deporte, ~caminar, ~caminata, ~correr, salir a correr, gimnasio, gym, ' +
      'entrenamiento de fuerza, músculos, musculación, salud física, actividad física, forma física, ' +
      'presión arterial, tensión arterial, colesterol, ~peso, bajar de peso, perder peso, sobrepeso, ' +
      'obesidad, calorías, nutrición, alimentación, ~corazón, cardio, ~resistencia, natación, nadar, ' +
      'estiramientos, pasos al día, sedentarismo, sedentario, subir escaleras, ~escaleras, =pesas',
    MENTAL_HEALTH:
      'ansiedad, depresión, deprimido, deprimida, estrés, estresado, estresada, terapia, terapeuta, ' +
      'psicólogo, psicóloga, psiquiatra, psicoterapia, salud mental, ataque de pánico, ' +
      'ataques de pánico, angustia, burnout, agotamiento, ~agotado, ~agotada, ~tristeza, trastorno, ' +
      'antidepresivos, ideas suicidas, suicidio, ~soledad, trauma, crisis de ansiedad',
    WELLNESS_LIFESTYLE:
      'bienestar, sin pantallas, nada de pantallas, tiempo de pantalla, desconexión digital, ' +
      'desconectar, meditación, meditar, atención plena, mindfulness, relajación, relajarse, descanso, ' +
      '~descansar, siesta, estilo de vida, calidad de vida, vida sana, autocuidado, cuidarse, ' +
      'dormir bien, duermo bien, ~sueño, ~paseo, spa, masaje, vivir despacio, ~dormir, yoga',
    MEDICAL_SCIENTIFIC:
      '~estudio, ensayo clínico, ~ensayo, placebo, médico, ~médica, médicos, medicamento, medicamentos, ' +
      'enfermedad, enfermedades, pacientes, ~paciente, vacuna, vacunas, vacunación, antibióticos, ' +
      'antibiótico, virus, bacteria, bacterias, adn, arn, célula, células, efectos secundarios, ' +
      '~tratamiento, ~hospital, investigación médica, medicina, científicos, receta médica, farmacia, ' +
      'cáncer, infarto, gripe, infección, sistema inmune, sistema inmunológico, aspirina, dosis',
    SPECIFIC_AREAS:
      'migraña, migrañas, dolor de cabeza, diabetes, diabético, diabética, glucosa, insulina, ' +
      'dolor de espalda, lumbalgia, hernia discal, embarazo, embarazada, matrona, partera, ginecólogo, ' +
      'ginecóloga, menopausia, menstruación, endometriosis, alergia, alergias, asma, dermatitis, eccema, ' +
      '~piel, dermatólogo, fisioterapia, fisio, fisioterapeuta, dentista, ~dientes, tdah, autismo, ' +
      'alzheimer, demencia, tiroides, hipertensión, artrosis, pediatra, salud de la mujer, rodilla',
    CONCEPTS_THEORIES:
      'teoría, teorías, concepto, conceptos, ~efecto, paradoja, hipótesis, ~principio, fenómeno, sesgo, ' +
      'sesgos, sesgo cognitivo, selección natural, ~evolución, relatividad, filosofía, filósofo, ' +
      'ventanas rotas, experimento mental, dunning-kruger, modelo teórico',
    STUDY_MEMORIZATION:
      'memorizar, memorización, estudiar, estudiando, examen, exámenes, repasar, repaso, oposiciones, ' +
      'opos, selectividad, parcial, parciales, de memoria, aprender de memoria, tarjetas de memoria, ' +
      'flashcards, ~fichas, =apuntes, técnicas de estudio, repetición espaciada, mnemotecnia, ' +
      'reglas mnemotécnicas, examen final, temario, ~temas, ~estudiante, ~estudiantes, deberes, ebau, ' +
      'aprobé, aprobar el examen, aprobé el examen',
    SKILLS_DEVELOPMENT:
      'habilidad, habilidades, destreza, destrezas, competencias, se aprende, ~práctica, practicar, ' +
      'la práctica hace al maestro, aprendiz, ~aprendizaje, ~formación, capacitación, ~idioma, ' +
      'aprender un idioma, aprender inglés, principiante, principiantes, ~mejorar, perfeccionar, ' +
      'dominar, oficio, curva de aprendizaje, horas de práctica',
    RESOURCES_MATERIALS:
      '~libro, ~libros, libro de texto, manual, manuales, curso en línea, curso online, ~cursos, ~curso, ' +
      'mooc, tutorial, tutoriales, ~podcast, ~podcasts, canal de youtube, youtube, ~vídeo, biblioteca, ' +
      'recursos, bibliografía, diccionario, enciclopedia, wikipedia, coursera, udemy, duolingo, ' +
      'khan academy, material de estudio, lecturas recomendadas',
    UNDERSTANDING_APPLICATION:
      '~entender, ~entendí, comprender, comprensión, ~aplicar, poner en práctica, en la práctica, ' +
      'llevar a la práctica, aplicación práctica, teoría y práctica, ~explicarlo, entenderlo',
    SUBJECT_SPECIFIC:
      'matemáticas, ~física, química, biología, ~historia, geografía, gramática, ortografía, tilde, ' +
      'tildes, ~acento, álgebra, geometría, ecuación, ecuaciones, ~siglo, ~revolución, latín, ' +
      'conjugación, subjuntivo, cálculo, ~estadística, tratado de',
    SELF_AWARENESS:
      'autoconocimiento, conócete a ti mismo, conocerse a uno mismo, conocerme, introspección, ' +
      'autoconciencia, darme cuenta, me di cuenta, mis valores, mis límites, mis patrones, introvertido, ' +
      'introvertida, autoobservación, ~reflexionar, ~reflexión, quién soy, ~personalidad',
    GOAL_SETTING_ACHIEVEMENT:
      'objetivo, objetivos, meta, metas, propósitos, ~propósito, propósitos de año nuevo, ~alcanzar, ' +
      '~lograr, logro, hitos, hito, plan de acción, paso a paso, pasos pequeños, ~cumplir, fijar metas, ' +
      'ponerse metas',
    EMOTIONAL_INTELLIGENCE:
      'emoción, emociones, emocional, inteligencia emocional, empatía, empático, empática, enojo, ira, ' +
      'rabia, ~enfado, celos, frustración, gestionar las emociones, lo que sientes, sentimientos, ' +
      '~sentir, compasión, rencor, vergüenza, ~culpa, reprimir',
    MINDSET_GROWTH:
      'fracaso, fracasos, fracasar, fracasé, levantarse, caerse, resiliencia, perseverancia, ' +
      'mentalidad de crecimiento, ~mentalidad, zona de confort, aprender de los errores, ~errores, ' +
      'suspendí, ~suspender, rendirse, no rendirse, intentarlo de nuevo, volver a intentarlo, ~desafío, ' +
      '~desafíos, ~reto, ~retos, ~crecer',
    HABITS_ROUTINES:
      'hábito, hábitos, rutina, rutinas, rutina matutina, rutina de mañana, ritual, rituales, ' +
      'todas las mañanas, cada mañana, todas las noches, madrugar, constancia, 21 días, ' +
      'seguimiento de hábitos',
    PERSONAL_FINANCE:
      '~presupuesto, ahorrar, ahorro, ahorros, deuda, deudas, ~gastos, ~gastar, fin de mes, ' +
      'llegar a fin de mes, cuenta de ahorro, fondo de emergencia, en cuotas, ~cuotas, ~plata, ~dinero, ' +
      '~sueldo, quincena, finanzas personales, endeudado, endeudada, endeudarse, ~préstamo, ~crédito, ' +
      '~alquiler, regla del 50/30/20, 50/30/20, tarjeta de crédito',
    INVESTING:
      'invertir, inversión, inversiones, inversor, inversora, inversionista, ~acciones, ~bolsa, ' +
      'bolsa de valores, en bolsa, fondos indexados, fondo indexado, fondos de inversión, etf, ' +
      'dividendos, ~cartera, diversificar, diversificación, cripto, criptomonedas, bitcoin, ' +
      'renta variable, renta fija, =bonos, mercado de valores, plazo fijo',
    FINANCIAL_LITERACY:
      'inflación, interés compuesto, ~intereses, tasa de interés, tipo de interés, tae, tin, ' +
      'educación financiera, cultura financiera, comisiones bancarias, poder adquisitivo, devaluación, ' +
      'hipoteca, letra pequeña, ~finanzas, ~economía',
    RETIREMENT_PLANNING:
      'jubilación, jubilarse, jubilo, jubilado, jubilada, pensión, pensiones, plan de pensiones, ' +
      'fondo de pensiones, afp, afore, vejez, ~retiro, edad de jubilación, cotizar, cotizaciones, ' +
      'ahorro para la jubilación, ~jubila',
    TAXES:
      'impuesto, impuestos, iva, declaración de la renta, ~declaración, hacienda, irpf, sat, afip, dian, ' +
      'seniat, sunat, ~autónomo, deducciones, deducible, deducibles, retenciones, contribuyente, fiscal, ' +
      'borrador de la renta, a devolver, tributario, tributaria, impuesto sobre la renta, isr, ' +
      'monotributo, tributar, declaración anual',
    INTERPERSONAL_RELATIONSHIPS:
      'amistad, amistades, ~amigos, ~amigas, ~pareja, ~relación, ~relaciones, matrimonio, esposo, ' +
      'esposa, marido, suegra, suegro, suegros, cuñado, cuñada, ~hermano, ~hermana, ~padres, novio, ' +
      'novia, ~vecinos, convivencia, ~amor, relación de pareja, ~familia',
    COMMUNICATION_SKILLS:
      'comunicación, comunicar, ~escuchar, escucha activa, conversación, conversaciones, ' +
      'hablar en público, lenguaje corporal, comunicación no violenta, malentendido, malentendidos, ' +
      '~preguntar, saber escuchar, expresarse bien, asertividad, asertivo, asertiva, diálogo, oratoria, ' +
      '~correo',
    CONFLICT_RESOLUTION:
      'conflicto, conflictos, discusión, discusiones, discutir, discutimos, pelea, peleas, pelear, ' +
      'bronca, mediación, mediador, mediadora, ~acuerdo, llegar a un acuerdo, ~compromiso, negociar, ' +
      'negociación, reconciliarse, reconciliación, desacuerdo, desacuerdos',
    RELATIONSHIP_BUILDING:
      'red de contactos, networking, ~contactos, hacer amigos, nuevos amigos, ~confianza, ' +
      'generar confianza, ganar confianza, vínculos, tejer redes, conocer gente, hacer contactos, ' +
      'relaciones profesionales, socializar',
    FEEDBACK:
      'retroalimentación, feedback, ~crítica, críticas, crítica constructiva, ~comentarios, ~opinión, ' +
      'pedir opinión, elogio, elogios, halagos, evaluación de desempeño, ~devolución, sugerencias',
    CREATIVE_PROCESS:
      'creatividad, creativo, creativa, inspiración, ideas, ~idea, proceso creativo, bloqueo creativo, ' +
      'bloqueo del escritor, hoja en blanco, página en blanco, ~borrador, primer borrador, musa, ' +
      'lluvia de ideas, brainstorming, ~crear, ~escribo, escribir todos los días',
    ART_FORMS:
      'música, pintura, teatro, novela, novelas, poesía, poema, poemas, cine, ~película, flamenco, ' +
      'baile, danza, ópera, escultura, fotografía, literatura, ~arte, jazz, rap, hip hop, tango, ~salsa, ' +
      'décimas, ~décima, verso, versos, canción, canciones, música clásica, cerámica, ~arquitectura, ' +
      'trova, bolero, cumbia, cómic, historieta, pintar, =pinto, pinté',
    ARTISTIC_TECHNIQUES:
      'claroscuro, perspectiva, acuarela, óleo, pintura al óleo, pincel, pinceles, pincelada, lienzo, ' +
      'boceto, bocetos, esbozo, ~dibujo, ~dibujar, ~composición, encuadre, esmalte, esmaltado, cocción, ' +
      'torno, grabado, caligrafía, sombreado, ~contraste, paleta, mezclar colores',
    ART_APPRECIATION:
      'museo, museos, exposición, galería, obra de arte, obras de arte, obra maestra, ~cuadro, ' +
      'contemplar, ~admirar, crítica de arte, historia del arte, ~emocionarse, velázquez',
    EXPRESSION:
      'expresión, expresarse, ~expresar, poner en palabras, desahogarse, desahogo, ~diario, ' +
      'diario íntimo, voz propia, encontrar mi voz, libertad de expresión',
    TRAVEL_PLANNING:
      'viaje, viajes, viajar, vuelo, vuelos, ~billete, ~boleto, pasaje, pasajes, reservar, ~reserva, ' +
      'hotel, hoteles, itinerario, ~ruta, hospedaje, alojamiento, alquilar coche, alquiler de coche, ' +
      'renta de auto, hostal, albergue, airbnb, ~vacaciones, con anticipación, ~entradas, visado, ' +
      'escapada',
    CULTURAL_EXPERIENCES:
      '~cultura, costumbre, costumbres, tradición, tradiciones, ~fiesta, ~fiestas, festival, ' +
      'gastronomía local, comida local, los locales, lugareños, hospitalidad, carnaval, día de muertos, ' +
      'ceremonia, patrimonio, folclore, choque cultural, semana santa, ~feria, costumbres locales',
    EXPLORATION_ADVENTURE:
      'aventura, aventuras, aventurero, aventurera, expedición, mochilero, mochileros, mochilera, ' +
      '~mochila, senderismo, trekking, travesía, acampar, acampada, campamento, selva, desierto, ' +
      'perderse, explorar, exploración, ~cumbre, ~cima, sin rumbo, lo desconocido, vuelta al mundo, ' +
      '~recorrer, escalada, naturaleza salvaje',
    DESTINATION_SPECIFIC:
      'casco antiguo, casco histórico, centro histórico, monumento, monumentos, imprescindible, ' +
      'imprescindibles, lugares de interés, patrimonio de la humanidad, unesco, ~capital, ' +
      '~barrio, catedral, mirador, ~playa, ~lago, ~ciudad',
    TRAVEL_TIPS:
      'equipaje, equipaje de mano, maleta, maletas, pasaporte, seguro de viaje, ~consejo, ' +
      'consejos de viaje, ~truco, adaptador, jet lag, cambio de moneda, cambiar dinero, tipo de cambio, ' +
      'propina, regatear, tarjeta de transporte, agua embotellada, carteristas, aeropuerto, ' +
      'viajar ligero, ~taxis, ~taxi',
    ENVIRONMENTAL_ISSUES:
      'cambio climático, crisis climática, ~clima, contaminación, calentamiento, calentamiento global, ' +
      'glaciar, glaciares, deshielo, sequía, sequías, inundaciones, ola de calor, efecto invernadero, ' +
      'gases de efecto invernadero, emisiones, deforestación, pesticidas, nitratos, microplásticos, ' +
      'medio ambiente, medioambiente, ~ambiental, pérdida de biodiversidad, extinción, ' +
      'incendios forestales, ~hielo',
    ECO_FRIENDLY_PRACTICES:
      'reciclar, reciclaje, plástico, residuos, ~basura, compost, compostaje, compostar, bolsas de tela, ' +
      'bolsa de tela, táper, tupper, reutilizable, reutilizables, reutilizar, segunda mano, a granel, ' +
      'cero residuos, residuo cero, zero waste, ahorrar agua, ahorro de energía, agua de lluvia, ' +
      'paneles solares, ~huerto, huerta, sostenible, sostenibilidad, ecológico, ecológica, ~bici, ' +
      '~bicicleta, transporte público, consumo responsable, desperdicio, desperdicio de comida, ' +
      'separar la basura',
    CONSERVATION_EFFORTS:
      'parque nacional, especies, especie, en peligro de extinción, especies amenazadas, conservación, ' +
      '~proteger, reserva natural, área protegida, áreas protegidas, reforestación, reforestar, ' +
      'repoblación, reintroducción, cría en cautividad, humedal, humedales, manglares, fauna, flora, ' +
      'biodiversidad, guardaparques, guardabosques, santuario, vida silvestre',
    POLICY_ADVOCACY:
      'firmas, recogida de firmas, ~petición, manifestación, manifestaciones, marcha por el clima, ' +
      'huelga por el clima, ~ley, ~leyes, ilp, iniciativa legislativa popular, activismo, activista, ' +
      'activistas, protesta, protestas, congreso, parlamento, política ambiental, políticas ambientales, ' +
      'política climática, acuerdo de parís, ~votar, presión ciudadana, lobby, cabildeo, ' +
      'derechos de la naturaleza, movilización',
    PERSONAL_IMPACT:
      'huella de carbono, ~huella, huella ecológica, mi impacto, impacto ambiental, ~co2, ' +
      'toneladas de co2, consumo de carne, menos carne, vegetariano, vegetariana, vegano, vegana, ' +
      'compensar emisiones, consumir menos, granito de arena, mi granito de arena, pequeños gestos, ' +
      'mi huella',
  },
};
