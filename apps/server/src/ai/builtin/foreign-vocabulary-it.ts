import type { CategoryCode } from '@precis/shared';

/** The Italian vocabulary of the categoriser: see foreign-vocabulary.ts for what it holds and how it matches. */
export const ITALIAN_TERMS: Partial<Record<CategoryCode, string>> = {
  TASKS_ACTIONS:
    'cose da fare, lista delle cose da fare, to-do, da fare oggi, compiti, ~compito, scadenza, scadenze, ' +
    'entro lunedì, entro martedì, entro mercoledì, entro giovedì, entro venerdì, entro domani, ' +
    'promemoria, prossimi passi, verbale della riunione, ~verbale, commissioni, sbrigare, ~pratiche, ' +
    'da sbrigare, ~riunione, ~chiamare, ricordarsi di, ricordati di, ~consegnare',
  METHODS_TECHNIQUES:
    'gestione del tempo, pomodoro, tecnica del pomodoro, matrice di eisenhower, eisenhower, ' +
    'blocchi di tempo, time blocking, gtd, getting things done, mangiare il rospo, ~rospo, ' +
    'regola dei due minuti, dare priorità, priorità, urgente e importante, pareto, kanban, ~metodo, ' +
    '~tecnica, multitasking, lavoro profondo, deep work, ~a blocchi, timeboxing, fasce orarie, ~blocco',
  TOOLS_RESOURCES:
    'trello, notion, todoist, evernote, ~app, ~applicazione, ~agenda, calendario, ~quaderno, ' +
    '~quadernino, ~taccuino, bullet journal, strumento, strumenti, foglio di calcolo, excel, post-it, ' +
    'foglietti, planner, google calendar, modello da compilare, template, scorciatoie da tastiera, ' +
    '~penna, ~moleskine',
  MINDSET_HABITS:
    'procrastinazione, procrastinare, procrastino, rimandare, rimando, rimandato, concentrazione, ' +
    'concentrarmi, concentrarsi, distrazione, distrazioni, distratto, distratta, disciplina, ' +
    'autodisciplina, motivazione, demotivato, demotivata, perfezionismo, perfezionista, forza di volontà, ' +
    'pigrizia, ~pigro, ~focus, ~messa a fuoco, buone intenzioni',
  OUTCOMES:
    '~risultati, produttività, =produttivo, =produttiva, ~rendimento, consegne, ~consegnato, ' +
    'consegnato in tempo, ~obiettivi raggiunti, straordinari, ore di straordinario, efficienza, ' +
    'efficace, ~portato a termine, chiuso in tempo',
  DEVELOPMENT_CODING:
    'codice, programmazione, ~programmare, programmatore, programmatrice, sviluppatore, sviluppatrice, ' +
    'sviluppo software, software, bug, debug, git, github, commit, ~branch, merge, pull request, ' +
    'code review, revisione del codice, refactoring, compilare, python, javascript, java, api, ' +
    'framework, test automatici, unit test, codice sorgente, linguaggio di programmazione, backend, ' +
    'frontend, deploy, rilascio in produzione, variabili, ~variabile, funzione ricorsiva, database',
  HARDWARE_DEVICES:
    'computer, portatile, laptop, pc, ~cellulare, ~smartphone, batteria, disco rigido, ssd, ram, ' +
    'processore, scheda video, scheda grafica, ~tastiera, ~mouse, stampante, tablet, ipad, iphone, ' +
    'caricabatterie, caricatore, cavo usb, usb, cuffie, auricolari, schermo rotto, hardware, ' +
    'dispositivo, dispositivi, ventola, pezzi di ricambio, ~ricambi, monitor, ~telefono nuovo',
  DATA_AI:
    'intelligenza artificiale, ia, chatgpt, dati, base di dati, dataset, algoritmo, algoritmi, ' +
    'apprendimento automatico, machine learning, deep learning, rete neurale, reti neurali, ' +
    '~modello, ~modelli, addestrare, addestrato, addestramento, modello linguistico, llm, ' +
    'data science, analisi dei dati, ~previsione, previsioni, chatbot, prompt, allucinazioni, ' +
    'automazione, big data, overfitting, regressione, classificatore',
  CYBERSECURITY:
    'password, ~chiave, sicurezza informatica, cybersicurezza, cybersecurity, hacker, hackerato, ' +
    'hackerata, phishing, ~truffa, truffe online, virus informatico, malware, ransomware, crittografia, ' +
    'cifratura, autenticazione a due fattori, verifica in due passaggi, doppia autenticazione, 2fa, ' +
    'antivirus, firewall, vpn, furto di dati, furto d identità, dati personali, attacco informatico, ' +
    'codice via sms, codice di verifica, link sospetto, ~sms, ~router, spid',
  TRENDS_INNOVATION:
    'innovazione, innovazioni, innovativo, innovativa, tendenza, tendenze, tecnologia, tecnologie, ' +
    'nuove tecnologie, digitalizzazione, trasformazione digitale, droni, drone, startup, ' +
    'guida autonoma, auto a guida autonoma, blockchain, realtà virtuale, realtà aumentata, ' +
    'stampa 3d, robot, robotica, computer quantistico, pagamenti digitali, ~futuro, fra dieci anni, ' +
    'tra dieci anni, dirompente, invenzione, invenzioni, progresso tecnologico',
  STRATEGY_PLANNING:
    'strategia, strategie, strategico, strategica, ~concorrenza, concorrenti, vantaggio competitivo, ' +
    'posizionamento, nicchia, quota di mercato, modello di business, business plan, ' +
    'piano industriale, ~visione, piano triennale, piano quinquennale, scenari, espansione, swot, ' +
    'analisi swot, roadmap, punto vendita, nuovo mercato',
  FINANCE_ACCOUNTING:
    'contabilità, contabile, commercialista, ~bilancio, bilancio di esercizio, ricavi, fatturato, ' +
    'utile netto, utile d esercizio, utili aziendali, fattura, fatture, fatturazione, flusso di cassa, ~cassa, margine, margini, ' +
    'redditività, punto di pareggio, chiusura del mese, buste paga, busta paga, crediti verso clienti, ' +
    'incassare, incassi, ~incasso, da incassare, conto economico, stato patrimoniale, costi fissi, ' +
    'ammortamento, tesoreria, liquidità, insoluti',
  MARKETING_SALES:
    'marketing, vendite, vendere, venditore, venditrice, pubblicità, ~marchio, brand, ' +
    'campagna pubblicitaria, campagna marketing, clientela, acquisire clienti, fidelizzare, ' +
    'fidelizzazione, passaparola, funnel, ~offerta, ~offerte, promozione, promozioni, annunci, seo, ' +
    'target, pubblico di riferimento, branding, influencer, storytelling, instagram, social media, ' +
    'newsletter',
  MANAGEMENT_LEADERSHIP:
    'leader, leadership, ~capo, ~capi, responsabile del team, manager, dirigente, dirigenti, ' +
    '~squadra, delegare, guidare una squadra, gestire un team, gestione del team, ~collaboratori, ' +
    '~dipendenti, cultura aziendale, organigramma, gerarchia, management, one-to-one, one on one, ' +
    'riunione individuale, il mio capo, ~sottoposti',
  OPERATIONS_LOGISTICS:
    'logistica, catena di approvvigionamento, supply chain, approvvigionamento, fornitore, fornitori, ' +
    'magazzino, magazzini, inventario, scorte, giacenze, consegne a domicilio, corriere, corrieri, ' +
    'spedizione, spedizioni, ~consegna, tempi di consegna, camion, container, dogana, produzione, ' +
    '~stabilimento, fabbrica, linea di produzione, ~processi, ~ordini, trasportatore, collo di bottiglia, ' +
    '~operazioni, ~turni',
  PHYSICAL_HEALTH:
    'esercizio fisico, sport, ~camminare, camminata, ~correre, ~corsa, palestra, allenamento, ' +
    'allenamenti, allenarsi, muscoli, pesi, salute fisica, attività fisica, forma fisica, ' +
    'pressione alta, colesterolo, ~peso, dimagrire, perdere peso, sovrappeso, obesità, calorie, ' +
    'nutrizione, alimentazione, ~cuore, cardio, nuoto, nuotare, stretching, passi al giorno, ' +
    'sedentarietà, sedentario, fare le scale, bicicletta, ~dieta,  fiatone, fiato corto, pressione arteriosa',
  MENTAL_HEALTH:
    'ansia, depressione, depresso, depressa, stress, stressato, stressata, terapia, terapeuta, ' +
    'psicologo, psicologa, psichiatra, psicoterapia, psicoterapeuta, salute mentale, attacco di panico, ' +
    'attacchi di panico, angoscia, burnout, esaurimento, ~esaurito, ~esaurita, ~tristezza, disturbo, ' +
    'antidepressivi, suicidio, ~solitudine, trauma, crisi d ansia, ~chiedere aiuto, psicologico, psicologica',
  WELLNESS_LIFESTYLE:
    'benessere, senza schermi, tempo davanti allo schermo, disconnessione digitale, staccare, ' +
    'meditazione, meditare, consapevolezza, mindfulness, rilassamento, rilassarsi, riposo, ~riposare, ' +
    'pisolino, sonnellino, stile di vita, qualità della vita, vita sana, cura di sé, prendersi cura, ' +
    'dormire bene, ~sonno, ~passeggiata, spa, massaggio, slow living, ~dormire, yoga, detox digitale, addormentarsi, mi addormento, andare a letto presto',
  MEDICAL_SCIENTIFIC:
    'studio clinico, sperimentazione clinica, placebo, ~medico, medici, farmaco, farmaci, medicinale, ' +
    'malattia, malattie, pazienti, ~paziente, vaccino, vaccini, vaccinazione, antibiotico, antibiotici, ' +
    'virus, batteri, batterio, dna, rna, cellula, cellule, effetti collaterali, ~cure, ~ospedale, ' +
    'ricerca medica, medicina, scienziati, ricetta medica, farmacia, cancro, tumore, infarto, ' +
    'influenza, infezione, sistema immunitario, dose, dosi, esami del sangue, analisi del sangue',
  SPECIFIC_AREAS:
    'emicrania, mal di testa, diabete, diabetico, diabetica, glicemia, insulina, mal di schiena, ' +
    'ernia del disco, gravidanza, incinta, ostetrica, ginecologo, ginecologa, menopausa, mestruazioni, ' +
    'ciclo mestruale, endometriosi, allergia, allergie, asma, dermatite, eczema, ~pelle, dermatologo, ' +
    'fisioterapia, fisioterapista, ~dentista, ~denti, carie, adhd, autismo, alzheimer, demenza, tiroide, ' +
    'ipertensione, artrosi, pediatra, ginocchio',
  CONCEPTS_THEORIES:
    'teoria, teorie, concetto, concetti, ~effetto, paradosso, ipotesi, ~principio, fenomeno, bias, ' +
    'bias cognitivo, distorsione cognitiva, selezione naturale, ~evoluzione, relatività, filosofia, ' +
    'filosofo, finestre rotte, esperimento mentale, dunning-kruger, modello teorico',
  STUDY_MEMORIZATION:
    'memorizzare, memorizzazione, studiare, studiando, studio per, esame, esami, ripassare, ripasso, ' +
    'interrogazione, maturità, concorso, a memoria, imparare a memoria, flashcard, schede di memoria, ' +
    '~appunti, metodo di studio, ripetizione dilazionata, ripetizione spaziata, mnemotecnica, ' +
    'esame finale, sessione d esame, ~studente, ~studenti, ~compiti a casa, sessione, ' +
    'passare l esame, superato l esame, sottolineare, riassunti',
  SKILLS_DEVELOPMENT:
    'abilità, competenze, ~competenza, ~capacità, si impara, ~pratica, esercitarsi, ' +
    'la pratica rende perfetti, apprendista, ~apprendimento, formazione, ~lingua straniera, ' +
    'imparare una lingua, imparare l inglese, principiante, principianti, ~migliorare, perfezionare, ' +
    'padroneggiare, mestiere, curva di apprendimento, ore di pratica, ~imparare, imparare a suonare, esercizio quotidiano',
  RESOURCES_MATERIALS:
    '~libro, ~libri, libro di testo, manuale, manuali, corso online, ~corsi, ~corso, mooc, tutorial, ' +
    '~podcast, canale youtube, youtube, ~video, biblioteca, risorse, bibliografia, dizionario, ' +
    'enciclopedia, wikipedia, coursera, udemy, duolingo, khan academy, materiale didattico, ' +
    'letture consigliate, dispense, corsi gratuiti, corso gratuito, piattaforma online, libro consigliato',
  UNDERSTANDING_APPLICATION:
    '~capire, ~capito, comprendere, comprensione, ~applicare, mettere in pratica, ~in pratica, ' +
    'applicazione pratica, teoria e pratica, ~spiegarlo, capirlo, spiegare a un bambino, ' +
    'messo in pratica, ~capita, ~capiscono, davvero capito',
  SUBJECT_SPECIFIC:
    'matematica, ~fisica, chimica, biologia, ~storia, geografia, grammatica, ortografia, ~accento, ' +
    'algebra, geometria, equazione, equazioni, ~secolo, ~rivoluzione, latino, greco antico, ' +
    'congiuntivo, coniugazione, calcolo, ~statistica, trattato, derivate, integrali, teorema',
  SELF_AWARENESS:
    'conoscenza di sé, conosci te stesso, conoscere sé stessi, conoscermi, introspezione, ' +
    'autoconsapevolezza, consapevolezza di sé, mi sono reso conto, mi sono resa conto, ' +
    'rendersi conto, i miei valori, i miei limiti, introverso, introversa, ~riflettere, ~riflessione, ' +
    'chi sono, ~personalità, ~ho capito che, ~me stesso, ~me stessa, ~se stessi, conoscere se stessi',
  GOAL_SETTING_ACHIEVEMENT:
    'obiettivo, obiettivi, la mia meta, traguardo, traguardi, propositi, buoni propositi, ' +
    'propositi per l anno nuovo, ~raggiungere, ~realizzare, piano d azione, passo dopo passo, ' +
    'piccoli passi, fissare obiettivi, pietre miliari, ~risoluzioni, ~raggiunto, ~raggiunti, obiettivo raggiunto',
  EMOTIONAL_INTELLIGENCE:
    'emozione, emozioni, emotivo, emotiva, intelligenza emotiva, empatia, empatico, empatica, ' +
    'rabbia, ~arrabbiato, ~arrabbiata, gelosia, frustrazione, gestire le emozioni, quello che provi, ' +
    'sentimenti, ~sentire, compassione, rancore, vergogna, ~colpa, senso di colpa, reprimere',
  MINDSET_GROWTH:
    'fallimento, fallimenti, fallire, fallito, rialzarsi, ~cadere, resilienza, perseveranza, ' +
    'mentalità di crescita, growth mindset, ~mentalità, zona di comfort, imparare dagli errori, ' +
    '~errori, ~sbagliare, arrendersi, non arrendersi, riprovarci, ~sfida, ~sfide, ~crescere, bocciato, bocciata, bocciatura, ho fallito',
  HABITS_ROUTINES:
    'abitudine, abitudini, routine, routine mattutina, routine del mattino, rituale, rituali, ' +
    'ogni mattina, tutte le mattine, ogni sera, tutte le sere, alzarsi presto, costanza, 21 giorni, ' +
    'tracciare le abitudini, habit tracker',
  PERSONAL_FINANCE:
    '~budget, risparmiare, risparmio, risparmi, debito, debiti, ~spese, ~spendere, ' +
    'arrivare a fine mese, conto risparmio, fondo di emergenza, a rate, ~rate, ~soldi, ~stipendio, ' +
    'finanze personali, indebitato, indebitata, indebitarsi, ~prestito, ~mutuo, ~affitto, ' +
    'regola 50/30/20, 50/30/20, carta di credito, salvadanaio, ~rata, mettere da parte, metto da parte, risparmiato, imprevisti, spese impreviste',
  INVESTING:
    'investire, investimento, investimenti, investitore, investitrice, ~azioni, ~borsa, in borsa, ' +
    'fondi indicizzati, fondo indicizzato, etf, dividendi, ~portafoglio, diversificare, ' +
    'diversificazione, cripto, criptovalute, bitcoin, =obbligazioni, btp, titoli di stato, ' +
    'mercato azionario, piano di accumulo, pac, rendimenti',
  FINANCIAL_LITERACY:
    'inflazione, interesse composto, ~interessi, tasso di interesse, tassi di interesse, taeg, tan, ' +
    'educazione finanziaria, alfabetizzazione finanziaria, commissioni bancarie, potere d acquisto, ' +
    'svalutazione, =mutuo, clausole scritte in piccolo, ~finanza, ~economia',
  RETIREMENT_PLANNING:
    'pensione, pensioni, pensionamento, andare in pensione, in pensione, pensionato, pensionata, ' +
    'fondo pensione, previdenza complementare, previdenza, tfr, inps, contributi, ~vecchiaia, ' +
    'età pensionabile, contributivo, sistema contributivo, retributivo, assegno pensionistico',
  TAXES:
    'tasse, tassa, imposta, imposte, iva, dichiarazione dei redditi, 730, ~dichiarazione, ' +
    'agenzia delle entrate, irpef, imu, partita iva, detrazioni, detrazione, deducibile, deduzioni, ' +
    'ritenute, ritenuta d acconto, contribuente, fiscale, fisco, f24, rimborso irpef, ' +
    'regime forfettario, cartella esattoriale, evasione fiscale, tributario, tributi, commercialista, forfettario, reddito imponibile, ~reddito, codice fiscale, scaglioni',
  INTERPERSONAL_RELATIONSHIPS:
    'amicizia, amicizie, ~amici, ~amiche, ~amico, ~amica, ~coppia, ~rapporto, ~rapporti, ' +
    '~relazione, ~relazioni, matrimonio, marito, moglie, suocera, suocero, cognato, cognata, ' +
    '~fratello, ~sorella, ~genitori, fidanzato, fidanzata, ~vicini di casa, convivenza, ~amore, ' +
    '~famiglia',
  COMMUNICATION_SKILLS:
    'comunicazione, comunicare, ~ascoltare, ascolto attivo, conversazione, conversazioni, ' +
    'parlare in pubblico, linguaggio del corpo, comunicazione non violenta, malinteso, malintesi, ' +
    'fraintendimento, saper ascoltare, esprimersi bene, assertività, assertivo, assertiva, dialogo, ' +
    'public speaking, ~tono',
  CONFLICT_RESOLUTION:
    'conflitto, conflitti, litigio, litigi, litigare, litighiamo, abbiamo litigato, discussione, ' +
    'discussioni, mediazione, mediatore, mediatrice, ~accordo, trovare un accordo, compromesso, ' +
    'negoziare, negoziazione, trattativa, riconciliarsi, riconciliazione, disaccordo, fare pace, litiga, litigano, si litiga, lite, liti, non siamo d accordo',
  RELATIONSHIP_BUILDING:
    'rete di contatti, networking, ~contatti, fare amicizia, nuovi amici, ~fiducia, ' +
    'costruire fiducia, guadagnare fiducia, legami, ~legame, conoscere gente, conoscere persone, ' +
    'relazioni professionali, socializzare, coltivare i rapporti, nuove amicizie, farsi degli amici, farsi nuovi amici',
  FEEDBACK:
    'feedback, ~critica, critiche, critica costruttiva, ~commenti, ~opinione, chiedere un parere, ' +
    'elogio, elogi, complimenti, valutazione delle prestazioni, suggerimenti, riscontro, ' +
    'valutazione annuale, colloquio di valutazione, colloquio di fine anno, critiche costruttive, una critica',
  CREATIVE_PROCESS:
    'creatività, creativo, creativa, ispirazione, idee, ~idea, processo creativo, blocco creativo, ' +
    'blocco dello scrittore, pagina bianca, foglio bianco, ~bozza, prima stesura, musa, ' +
    'brainstorming, ~creare, ~scrivo, scrivere ogni giorno',
  ART_FORMS:
    'musica, pittura, teatro, romanzo, romanzi, poesia, poesie, cinema, ~film, balletto, danza, opera lirica, ' +
    'scultura, fotografia, letteratura, ~arte, jazz, rap, canzone, canzoni, musica classica, ' +
    'ceramica, ~architettura, fumetto, fumetti, dipingere, dipinto, dipinti, melodramma, sinfonia',
  ARTISTIC_TECHNIQUES:
    'chiaroscuro, prospettiva, acquerello, acquarello, pittura a olio, pennello, pennelli, pennellata, ' +
    'tela, schizzo, schizzi, ~disegno, ~disegnare, ~composizione, inquadratura, smalto, cottura, ' +
    'tornio, incisione, calligrafia, sfumatura, sfumato, ~contrasto, tavolozza, mescolare i colori, ' +
    'esposizione, messa a fuoco',
  ART_APPRECIATION:
    'museo, musei, ~mostra, galleria, opera d arte, opere d arte, capolavoro, capolavori, ~quadro, ' +
    'contemplare, ~ammirare, critica d arte, storia dell arte, uffizi, caravaggio, ~emozionarsi',
  EXPRESSION:
    'espressione, esprimersi, ~esprimere, mettere in parole, sfogarsi, sfogo, ~diario, ' +
    'diario personale, la propria voce, trovare la mia voce, libertà di espressione, tenere un diario, scrivere un diario, diario segreto, dare voce, mettere per iscritto',
  TRAVEL_PLANNING:
    'viaggio, viaggi, viaggiare, volo, voli, ~biglietto, ~biglietti, prenotare, prenotazione, ' +
    'prenotato, albergo, hotel, alberghi, itinerario, ~percorso, alloggio, noleggio auto, ' +
    'noleggiare, ostello, airbnb, ~vacanze, ~vacanza, in anticipo, weekend fuori porta, ' +
    '~treno, ~ferie, a noleggio, auto a noleggio, macchina a noleggio',
  CULTURAL_EXPERIENCES:
    '~cultura, usanza, usanze, tradizione, tradizioni, ~festa, sagra, sagre, festival, ' +
    'cucina locale, cibo locale, la gente del posto, ospitalità, carnevale, cerimonia, patrimonio, ' +
    'folclore, shock culturale, settimana santa, processione, ~mercato locale',
  EXPLORATION_ADVENTURE:
    'avventura, avventure, avventuroso, spedizione, zaino in spalla, ~zaino, escursionismo, ' +
    'escursione, trekking, traversata, campeggio, ~tenda, giungla, deserto, perdersi, esplorare, ' +
    'esplorazione, ~vetta, sentiero, sentieri, giro del mondo, arrampicata, natura selvaggia, ferrata',
  DESTINATION_SPECIFIC:
    'centro storico, monumento, monumenti, imperdibile, da non perdere, luoghi da visitare, ' +
    'patrimonio dell umanità, unesco, ~capitale, ~quartiere, cattedrale, duomo, belvedere, ~spiaggia, ' +
    '~lago, ~città',
  TRAVEL_TIPS:
    'bagaglio, bagaglio a mano, valigia, valigie, passaporto, assicurazione di viaggio, ~consiglio, ' +
    'consigli di viaggio, ~trucco, adattatore, jet lag, cambio valuta, cambiare soldi, mancia, ' +
    'contrattare, borseggiatori, aeroporto, viaggiare leggeri, ~taxi, mappe offline, prima di partire, in viaggio',
  ENVIRONMENTAL_ISSUES:
    'cambiamento climatico, cambiamenti climatici, crisi climatica, ~clima, inquinamento, ' +
    'riscaldamento globale, ghiacciaio, ghiacciai, siccità, alluvione, alluvioni, ondata di calore, ' +
    'effetto serra, gas serra, emissioni, deforestazione, pesticidi, microplastiche, ~ambiente, tutela dell ambiente, ' +
    'ambientale, perdita di biodiversità, estinzione, incendi boschivi, ~ghiaccio, inquinato, inquinata, inquinati, bottiglie di plastica, mari inquinati',
  ECO_FRIENDLY_PRACTICES:
    'riciclare, riciclo, raccolta differenziata, differenziata, plastica, rifiuti, ~spazzatura, ' +
    'compost, compostaggio, borse di tela, riutilizzabile, riutilizzabili, riutilizzare, ' +
    'seconda mano, sfuso, rifiuti zero, zero waste, risparmiare acqua, risparmio energetico, ' +
    'pannelli solari, ~orto, sostenibile, sostenibilità, ecologico, ecologica, ~bici, ' +
    'mezzi pubblici, consumo responsabile, spreco, spreco alimentare, borraccia, borsa di tela, compostiera, ~riparare, ~aggiustare, invece di ricomprare',
  CONSERVATION_EFFORTS:
    'parco nazionale, ~specie, specie a rischio, specie protette, in via di estinzione, specie minacciate, conservazione, ~proteggere, ' +
    'riserva naturale, area protetta, aree protette, rimboschimento, riforestazione, reintroduzione, ' +
    'zone umide, fauna, flora, biodiversità, guardaparco, santuario, fauna selvatica, wwf, estinto, estinta, estinti, ripopolamento, tartarughe marine, bracconaggio, volontariato ambientale',
  POLICY_ADVOCACY:
    'firme, raccolta firme, ~petizione, manifestazione, manifestazioni, corteo, sciopero per il clima, ' +
    'fridays for future, ~legge, ~leggi, attivismo, attivista, attivisti, protesta, proteste, ' +
    'parlamento, politica ambientale, politiche climatiche, accordo di parigi, ~votare, lobby, ' +
    'referendum, mobilitazione, normativa, normative, direttiva europea, diritto alla riparazione, associazioni ambientaliste, ~associazioni',
  PERSONAL_IMPACT:
    'impronta di carbonio, ~impronta, impronta ecologica, il mio impatto, impatto ambientale, ~co2, ' +
    'tonnellate di co2, meno carne, vegetariano, vegetariana, vegano, vegana, compensare le emissioni, ' +
    'consumare meno, nel mio piccolo, piccoli gesti',
};
