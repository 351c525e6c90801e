import type { CategoryCode } from '@precis/shared';

/** The French vocabulary of the categoriser: see foreign-vocabulary.ts for what it holds and how it matches. */
export const FRENCH_TERMS: Partial<Record<CategoryCode, string>> = {
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
};
