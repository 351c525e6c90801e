/**
 * Held-out highlights in German, French and Spanish, then Italian, Portuguese and Dutch (66 a language, 6 a group,
 * every code at least once), each three written by an author who saw neither the categoriser, its vocabularies nor
 * any other data, in the voices of readers from Germany to Chile and from Turin to Maputo (briefs in
 * docs/labelled-data-briefs.md). Scored before the vocabularies were grown and after each round; never tuned on.
 */
export const MULTILINGUAL_HELD_OUT_DATA: Record<'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl', string> = {
  de: `
TASKS_ACTIONS: Morgen: Reifen wechseln lassen, Paket bei der Post abholen, Mama wegen Sonntag zurückrufen.
TASKS_ACTIONS: Aus dem Jour fixe: Lisa schickt bis Freitag die überarbeiteten Folien, ich kläre mit der IT den Zugang für die neue Praktikantin, Termin mit dem Betriebsrat festzurren.
METHODS_TECHNIQUES: 25 Minuten Wecker, dann fünf Minuten Pause, nach vier Runden eine lange. Klingt banal, hat aber meine Nachmittage gerettet.
TOOLS_RESOURCES: Hab jetzt alles in Notion umgezogen, Einkaufsliste, Projekte, sogar die Rezepte. Das Bullet Journal liegt seitdem in der Schublade.
MINDSET_HABITS: Ich räume lieber zum dritten Mal den Schreibtisch auf, als den Bericht anzufangen. Wiso mach ich das jedes Mal?
OUTCOMES: Bilanz der Woche: drei Kapitel lektoriert, zwei Angebote rausgeschickt, null Überstunden. Zum ersten Mal seit März.
DEVELOPMENT_CODING: Wenn du einen Kommentar brauchst, um zu erklären, was eine Funktion tut, dann stimmt der Name der Funktion nicht.
DEVELOPMENT_CODING: merke: nie rebasen auf einem branch, den schon jemand anders gepullt hat. hat mich heute zwei stunden gekostet
HARDWARE_DEVICES: Der neue Laptop wird beim Videoschnitt nicht mal warm, der Lüfter springt praktisch nie an. Nur zwei USB-C-Anschlüsse, das nervt.
DATA_AI: Ein Modell, das mit den Bewerbungen der letzten zwanzig Jahre trainiert wurde, lernt vor allem, wer in den letzten zwanzig Jahren eingestellt wurde.
CYBERSECURITY: Die Mail sah aus wie von der Raiffeisenbank, sogar mit Logo. Nur die Absenderadresse endete auf .ru. Hätte fast geklickt.
TRENDS_INNOVATION: In Lugano fliegen jetzt Drohnen Laborproben zwischen zwei Spitälern hin und her. Vor zehn Jahren hätte ich das für Science-Fiction gehalten.
STRATEGY_PLANNING: Eine Strategie ist vor allem die Entscheidung, was man nicht macht. Wir haben dieses Jahr drei Märkte aufgegeben, um in einem richtig gut zu sein.
STRATEGY_PLANNING: Notiz Klausurtagung: Wenn wir in drei Jahren nicht mehr nur Zulieferer sein wollen, müssen wir jetzt entscheiden, ob wir eigene Produkte bauen oder weiter für andere fertigen.
FINANCE_ACCOUNTING: Offene Posten per 30.6.: 48.000 €, davon 31.000 älter als 60 Tage. Mahnlauf nächste Woche, sonst wird es mit der Liquidität im dritten Quartal eng.
MARKETING_SALES: Die Kunden wollen keinen Bohrer, sie wollen ein Loch in der Wand. — Theodore Levitt
MANAGEMENT_LEADERSHIP: Ein guter Chef nimmt die Schuld auf sich und reicht den Erfolg weiter. Bei uns lief das jahrelang genau andersrum.
OPERATIONS_LOGISTICS: Seit das Lager in Kassel nach Zugriffshäufigkeit statt nach Artikelnummern sortiert ist, sind die Laufwege
  der Kommissionierer um ein Drittel kürzer, und die Spätschicht ist um acht statt um halb zehn fertig.
PHYSICAL_HEALTH: Dreimal die Woche dreißig Minuten zügig gehen – mein Hausarzt hat's mir aufgeschrieben wie ein Rezept. Nach acht Wochen ist der Ruhepuls von 78 auf 66 runter.
MENTAL_HEALTH: Es ist nicht so, dass ich traurig bin. Es ist eher, als hätte jemand die Farbe aus allem rausgedreht, und ich schaue nur noch zu.
WELLNESS_LIFESTYLE: Sonntags koche ich für die ganze Woche vor. Seitdem hol ich mir mittags keine Leberkässemmel mehr beim Bäcker und bin am Nachmittag nicht mehr so erschlagen.
MEDICAL_SCIENTIFIC: Die Studie mit 12.000 Teilnehmern fand keinen Unterschied mehr zwischen Wirkstoff und Placebo, sobald man die Abbrecher mitgezählt hat.
SPECIFIC_AREAS: Physio sagt: nicht der Bandscheibe misstrauen, sondern dem langen Sitzen. Jede Stunde aufstehen, Becken kreisen, dann wird das unten rechts besser.
SPECIFIC_AREAS: 28. Woche. Jeder Geruch ist mir zu viel, und Sodbrennen ab 20 Uhr ist Standard. Die Hebamme meint, Mandeln kauen hilft.
CONCEPTS_THEORIES: Kognitive Dissonanz: Wenn unser Handeln und unsere Überzeugung auseinanderfallen, ändern wir eher die Überzeugung als das Handeln.
STUDY_MEMORIZATION: Karteikarten nicht nach Kapiteln lernen, sondern durchmischen. Und die, die sitzen, erst in einer Woche wieder anschauen. Noch 19 Tage bis zur Anatomieprüfung.
SKILLS_DEVELOPMENT: Beim Schweißen hat's erst Klick gemacht, als der Meister mir verboten hat, dauernd auf die Naht zu starren, und ich nur aufs Geräusch hören sollte. Danach hieß es: üben, üben, üben.
RESOURCES_MATERIALS: Wer Statistik wirklich verstehen will: das Vorlesungsskript aus dem Wintersemester ist besser als jedes Lehrbuch, und die Übungsblätter mit Lösungen gibt's gratis online.
UNDERSTANDING_APPLICATION: Das Hebelgesetz konnte ich seit der Schule aufsagen. Kapiert hab ich's erst, als ich mit meinem Sohn die Wippe auf dem Spielplatz ausbalancieren musste.
SUBJECT_SPECIFIC: Der Westfälische Friede von 1648 beendete nicht nur den Dreißigjährigen Krieg, er bestätigte auch die Unabhängigkeit der Niederlande und der Eidgenossenschaft.
SELF_AWARENESS: Mir ist aufgefallen, dass ich immer dann am meisten rede, wenn ich mich im Raum unsicher fühle.
SELF_AWARENESS: Was uns an anderen ärgert, kann uns zum Verständnis unserer selbst führen. — C. G. Jung
GOAL_SETTING_ACHIEVEMENT: Nicht „mehr laufen“, sondern: im September beim Wachau-Halbmarathon unter 2:10 ins Ziel. Rückwärts geplant heißt das ab sofort drei Einheiten pro Woche.
EMOTIONAL_INTELLIGENCE: Wenn jemand wütend wird, frag dich zuerst, wovor er Angst hat.
MINDSET_GROWTH: Unsere Lehrerin schreibt statt „Ich kann das nicht“ an die Tafel: „Ich kann das noch nicht.“ Das eine Wort verändert das ganze Klassenzimmer.
HABITS_ROUTINES: Neue Gewohnheit an eine alte hängen: nach dem Zähneputzen zehn Kniebeugen. Läuft seit sechs Wochen, ohne dass ich nachdenken muss.
PERSONAL_FINANCE: Gleich am Monatsersten 300 Franken aufs Sparkonto, bevor ich überhaupt sehe, was übrig bleibt. Funktioniert besser als jede Excel-Tabelle.
PERSONAL_FINANCE: Dispo seit drei Monaten bei minus 1.200. Plan: Streaming-Abos kündigen, Handyvertrag wechseln, jeden Monat 200 zurück.
INVESTING: Wer einen breit gestreuten ETF kauft und zwanzig Jahre nicht reinschaut, schlägt die meisten Fondsmanager. Langweilig ist hier ein Kompliment.
FINANCIAL_LITERACY: Bei zwei Prozent Inflation ist das Geld auf dem Girokonto nach 35 Jahren nur noch halb so viel wert. Das hat mir in der Schule niemand gesagt.
RETIREMENT_PLANNING: Säule 3a bis Ende Dezember voll einzahlen – und nicht erst mit 45 damit anfangen wie ich. Mit 30 begonnen, wär's bis zur Pensionierung fast das Doppelte.
TAXES: Pendlerpauschale nicht vergessen: 38 Cent ab dem 21. Kilometer. Und das Arbeitszimmer diesmal mit Fotos belegen, falls das Finanzamt nachfragt.
INTERPERSONAL_RELATIONSHIPS: Meine Schwester und ich reden nur noch über die Kinder. Früher haben wir uns Briefe geschrieben, zwanzig Seiten lang.
INTERPERSONAL_RELATIONSHIPS: Liebe besteht nicht darin, dass man einander ansieht, sondern dass man gemeinsam in dieselbe Richtung blickt. — Antoine de Saint-Exupéry
COMMUNICATION_SKILLS: Ausreden lassen. Dann noch zwei Sekunden warten. Meistens kommt erst dann das, worum es eigentlich geht.
CONFLICT_RESOLUTION: Im Streit um die Hecke hat es erst geholfen, als wir beide aufgeschrieben haben, was wir eigentlich wollen – und nicht, was der andere falsch macht. Jetzt teilen wir uns den Gärtner.
RELATIONSHIP_BUILDING: Freundschaften unter Erwachsenen entstehen nicht durch große Gespräche, sondern durch wiederholte, ungeplante Begegnungen. Deshalb geh ich jetzt jeden Donnerstag zum Stammtisch.
FEEDBACK: Kritik konkret und zeitnah: nicht „du bist unzuverlässig“, sondern „der Bericht kam am Dienstag statt am Montag, und ich musste deshalb den Kunden vertrösten“.
CREATIVE_PROCESS: Die Ideen kommen mir nie am Schreibtisch, immer beim Abwasch. Deshalb liegt jetzt ein Block neben der Spüle.
ART_FORMS: Der Comic ist die einzige Kunstform, bei der der Leser die Zeit zwischen zwei Bildern selbst erfindet.
ARTISTIC_TECHNIQUES: Lasieren: dünne Schicht, ganz trocknen lassen, nächste Schicht. Jede Schicht etwas fetter als die darunter, sonst reißt es später.
ARTISTIC_TECHNIQUES: Bei Gegenlicht auf die hellste Stelle belichten und die Schatten später hochziehen. Ausgefressene Lichter kriegst du nie wieder zurück.
ART_APPRECIATION: Vor dem Rothko in der Fondation Beyeler bin ich zwanzig Minuten stehen geblieben, ohne zu wissen warum. Erst beim Rausgehen hab ich gemerkt, dass ich kaum geatmet hatte.
EXPRESSION: Was ich Papa nie sagen konnte, hab ich in das Lied geschrieben. Er hat es nie gehört, aber ich sing es jedes Jahr an seinem Geburtstag.
TRAVEL_PLANNING: Zugtickets nach Triest sobald buchbar, Sparpreis ab München. Unterkunft erst, wenn die Route steht. Urlaubsantrag bis 15.3. abgeben!
CULTURAL_EXPERIENCES: In Kyoto hat uns die Gastgeberin gezeigt, wie man die Teeschale dreht, bevor man trinkt. Keiner hat ein Wort gesagt, und trotzdem hab ich selten so viel verstanden.
EXPLORATION_ADVENTURE: Dritter Tag ohne Empfang auf dem Kungsleden. Das Zelt ist nass, die Füße sind nass, und ich war noch nie so glücklich.
DESTINATION_SPECIFIC: Hallstatt hat keine 800 Einwohner, aber an manchen Sommertagen über zehntausend Besucher. Salz wird dort seit rund 7.000 Jahren abgebaut.
TRAVEL_TIPS: Immer ein Foto vom Reisepass in der Cloud und eine Kopie ausgedruckt im Rucksack. Und nie am Flughafen Geld wechseln.
TRAVEL_TIPS: Beim Packen alles aufs Bett legen und dann die Hälfte zurück in den Schrank. Beim Geld umgekehrt: doppelt so viel einplanen.
ENVIRONMENTAL_ISSUES: Die Schweizer Gletscher haben in nur zwei Jahren ein Zehntel ihres Volumens verloren. Auf dem Rhonegletscher bin ich als Kind noch gestanden.
ENVIRONMENTAL_ISSUES: Früher war die Windschutzscheibe nach jeder Sommerfahrt voller Insekten. Heute fährt man durch halb Brandenburg und sie bleibt sauber.
ECO_FRIENDLY_PRACTICES: Seit wir den Bokashi-Eimer unter der Spüle haben, bringen wir den Restmüll nur noch alle drei Wochen raus.
CONSERVATION_EFFORTS: Der Luchs ist zurück im Harz, weil man vor über zwanzig Jahren angefangen hat, Tiere aus Gehegen auszuwildern. Inzwischen wandern sie bis nach Hessen.
POLICY_ADVOCACY: Unterschriftenlisten fürs Volksbegehren Artenvielfalt bis Mittwoch im Rathaus abgeben – in unserer Gemeinde fehlen noch 140.
PERSONAL_IMPACT: Ein Flug nach Teneriffa und zurück, und mein ganzes Jahr Radfahren zur Arbeit ist CO₂-mäßig wieder weg. Hab's nachgerechnet.
`,
  fr: `
TASKS_ACTIONS: à faire avant vendredi : renouveler la carte d'identité, rappeler le plombier, déposer les chemises au pressing
TASKS_ACTIONS: CR réunion lundi : Awa relance le fournisseur de Thiès, Moussa met à jour le tableau des commandes, point d'étape jeudi 10 h.
METHODS_TECHNIQUES: Tout ce qui prend moins de deux minutes, on le fait tout de suite. Le reste va dans la boîte de réception, et on la vide une fois par semaine. — David Allen, S'organiser pour réussir
TOOLS_RESOURCES: J'ai essayé Trello, Todoist, Notion… Je suis revenue au carnet et au crayon. Au moins, lui, il ne m'envoie pas de notifications.
MINDSET_HABITS: Chaque fois que je bloque sur un courriel difficile, je me retrouve à lire les nouvelles de la Gaspésie. Mon cerveau est champion de la fuite.
OUTCOMES: Fin de trimestre : 42 dossiers clôturés contre 27 l'an dernier, avec une personne de moins dans l'équipe.
DEVELOPMENT_CODING: Un code qu'on n'ose plus toucher parce qu'il n'a pas de tests, c'est déjà du code mort.
HARDWARE_DEVICES: Mon vieux ThinkPad a eu droit à un SSD et 16 Go de RAM : il démarre en dix secondes. Pas besoin d'en racheter un.
DATA_AI: Les algorithmes sont des opinions intégrées dans du code. — Cathy O'Neil, Algorithmes : la bombe à retardement
DATA_AI: Notre modèle de prévision des ventes se plantait chaque décembre : il n'avait vu aucune donnée d'avant 2020. Des données pourries donnent des prédictions pourries.
CYBERSECURITY: Rappel du service informatique : personne de la caisse ne vous demandera jamais votre NIP par texto. Si c'est trop pressé, c'est une arnaque.
TRENDS_INNOVATION: À Dakar, on paie le taxi, le pain et l'électricité depuis son téléphone. Le pays a carrément sauté l'étape de la carte bancaire.
STRATEGY_PLANNING: Séminaire de direction : on arrête l'entrée de gamme d'ici 2026 pour se concentrer sur les clients pros. Ça va faire mal la première année.
FINANCE_ACCOUNTING: Marge brute tombée à 31 % au T2, surtout à cause du transport. Vérifier les factures du transporteur avant la clôture des comptes.
MARKETING_SALES: Les gens n'achètent pas ce que vous faites, ils achètent pourquoi vous le faites. — Simon Sinek
MARKETING_SALES: Notre meilleure pub, c'est l'avis Google de la dame qui a attendu son gâteau 40 minutes et qui a quand même mis cinq étoiles.
MANAGEMENT_LEADERSHIP: Un chef qui n'est jamais contredit n'est pas respecté, il est craint. J'ai mis dix ans à comprendre la différence.
OPERATIONS_LOGISTICS: Depuis qu'on a déménagé l'entrepôt de Liège à Herstal, les camions ne traversent plus le centre et on livre Bruxelles avant 9 h.
PHYSICAL_HEALTH: Trois séances de gainage par semaine et, pour la première fois depuis des années, je monte les quatre étages sans m'arrêter.
MENTAL_HEALTH: Le burn-out, ce n'est pas être fatigué. C'est ne plus rien ressentir devant ce qu'on aimait.
WELLNESS_LIFESTYLE: Depuis que je dîne avant 19 h et que je laisse le téléphone au salon, je me réveille avant le réveil.
MEDICAL_SCIENTIFIC: L'essai a été arrêté avant la fin : le groupe traité faisait moins de rechutes, mais avait deux fois plus d'effets secondaires graves.
SPECIFIC_AREAS: Mon dermato dit d'arrêter de frotter : l'eczéma, ça se calme avec une crème bien grasse et de l'eau tiède, pas avec des gommages.
SPECIFIC_AREAS: Saison des pollens de bouleau : lunettes de soleil dehors, douche et cheveux lavés le soir, et surtout ne plus sécher le linge sur le balcon.
CONCEPTS_THEORIES: La fenêtre d'Overton : ce qui est jugé acceptable dans le débat public se déplace, et ce qui paraissait radical hier devient modéré.
STUDY_MEMORIZATION: bac dans trois semaines. méthode : je relis pas, je ferme le cahier, je réécris tout de mémoire et je corrige en rouge
SKILLS_DEVELOPMENT: Au début, je ratais la moitié des crêpes en les retournant. Cent crêpes plus tard, le poignet sait tout seul.
RESOURCES_MATERIALS: Pour l'histoire du Québec, rien ne bat les capsules de L'Histoire nous le dira sur YouTube. Clair, sourcé, et c'est gratuit.
UNDERSTANDING_APPLICATION: Savoir réciter la règle de trois, c'est une chose ; l'utiliser pour adapter la recette du thiéboudienne pour 40 personnes au mariage de ma cousine, c'en est une autre.
SUBJECT_SPECIFIC: Avec avoir, le participe passé s'accorde avec le COD seulement s'il est placé avant : « les pommes que j'ai mangées », mais « j'ai mangé les pommes ».
SELF_AWARENESS: Je me rends compte que je dis oui à tout le monde pour ne pas avoir à me demander ce que je veux, moi.
GOAL_SETTING_ACHIEVEMENT: Un objectif sans date, c'est juste un rêve. — ma prof de yoga, qui le tient sûrement de quelqu'un d'autre
EMOTIONAL_INTELLIGENCE: Quand ma collègue a éclaté en réunion, j'ai d'abord eu envie de répliquer. Puis j'ai vu que ses mains tremblaient. Ce n'était pas contre moi.
MINDSET_GROWTH: Je ne perds jamais. Soit je gagne, soit j'apprends. — Nelson Mandela
MINDSET_GROWTH: Deuxième échec au permis. Le moniteur m'a dit : « Maintenant tu sais exactement ce qui coince. C'est déjà plus qu'hier. »
HABITS_ROUTINES: Chaque soir, je prépare ma tenue et ma tasse avant de me coucher. Le matin, je n'ai plus une seule décision à prendre.
PERSONAL_FINANCE: Méthode des enveloppes : loyer, courses, sorties. Quand l'enveloppe des sorties est vide, on fait un pique-nique au parc.
PERSONAL_FINANCE: Ma tontine avec les filles du quartier : 25 000 francs CFA chaque mois, et en décembre c'est mon tour de ramasser. C'est comme ça que j'ai payé la moto.
INVESTING: Acheter un peu chaque mois, que la Bourse monte ou descende, et ne pas regarder. Mon beau-frère a tout vendu en mars 2020, il s'en mord encore les doigts.
FINANCIAL_LITERACY: Un crédit à 0 % sur une télé n'est jamais gratuit : le coût est caché dans le prix, l'assurance ou les frais de dossier.
RETIREMENT_PLANNING: À 35 ans, j'ai enfin ouvert un REER. Ma conseillère dit qu'un dollar placé maintenant en vaut trois placés à 50 ans.
TAXES: Tax-on-web est ouvert : vérifier que les titres-services et le prêt hypothécaire sont bien préremplis avant de signer la déclaration.
INTERPERSONAL_RELATIONSHIPS: Mon frère et moi, on ne s'appelle qu'aux enterrements. Il faudrait que ça change avant le prochain.
INTERPERSONAL_RELATIONSHIPS: On n'épouse pas une personne, on épouse toute sa famille. Ma belle-mère me l'a prouvé dès notre première Tabaski ensemble.
COMMUNICATION_SKILLS: Dire « je me sens mis de côté » plutôt que « tu m'ignores toujours ». La phrase change, et toute la discussion change avec.
CONFLICT_RESOLUTION: Médiation entre les deux équipes : chacun a dû reformuler la position de l'autre jusqu'à ce que l'autre dise « oui, c'est ça ».
  Après ça, l'accord sur le planning des gardes a pris vingt minutes, alors qu'on se disputait depuis janvier.
RELATIONSHIP_BUILDING: Arrivée à Montréal sans connaître personne. Ce qui a marché : la ligue de balle-molle du mardi et toujours dire oui au deuxième café.
FEEDBACK: Ne pas dire « c'est bien » : dire précisément ce qui est bien. Sinon le compliment n'apprend rien à personne.
CREATIVE_PROCESS: Je n'attends plus l'inspiration. Je m'assois à 9 h, et si elle veut venir, elle sait où me trouver.
ART_FORMS: Le slam, c'est de la poésie qui a décidé de descendre dans la rue et de parler fort.
ART_FORMS: Le mbalax, c'est le sabar des griots qui rencontre les guitares électriques. Youssou N'Dour en a fait la musique de tout un pays.
ARTISTIC_TECHNIQUES: Aquarelle : mouiller le papier d'abord, déposer le bleu du ciel, puis pencher la feuille pour laisser couler. Ne jamais revenir dessus.
ART_APPRECIATION: Au musée Magritte, un gamin de dix ans a dit devant la pipe : « Ben oui, c'est un dessin. » Il avait tout compris, lui.
EXPRESSION: J'écris ce que je n'ose pas dire à voix haute. Le papier ne m'interrompt jamais.
TRAVEL_PLANNING: Itinéraire Gaspésie : 3 nuits à Percé, 2 à Forillon. Réserver les campings dès l'ouverture en février, sinon tout est pris.
CULTURAL_EXPERIENCES: À Touba pendant le Magal, des inconnus nous ont servi à manger sans rien demander en retour. Je n'ai jamais vu une hospitalité pareille.
EXPLORATION_ADVENTURE: Seuls au sommet du Toubkal à l'aube, le vent qui gèle les doigts, et tout l'Atlas en dessous. Ça valait chaque ampoule.
DESTINATION_SPECIFIC: Tout le monde va à Bruges, mais la vraie surprise c'est Gand : moins de touristes, et l'Agneau mystique des Van Eyck dans la cathédrale Saint-Bavon.
TRAVEL_TIPS: Toujours photographier son passeport et son billet, et garder une carte bancaire rangée à part des autres.
TRAVEL_TIPS: astuce de routard : la dernière nuit, dormir près de la gare routière, jamais dans le centre. on rate moins de bus comme ça
ENVIRONMENTAL_ISSUES: À Saint-Louis, la mer a déjà avalé des maisons sur la Langue de Barbarie. Mon oncle montre où était la cour de son enfance : c'est de l'eau.
ENVIRONMENTAL_ISSUES: Il n'y a plus de lucioles dans le jardin de mes parents en Dordogne. Ma mère dit qu'il y en avait des centaines, les soirs d'été.
ECO_FRIENDLY_PRACTICES: Vrac pour les pâtes et le riz, bocaux en verre, un chiffon au lieu de l'essuie-tout. Notre poubelle jaune se remplit deux fois moins vite.
CONSERVATION_EFFORTS: Si le bouquetin est revenu dans les Alpes françaises, c'est grâce au parc de la Vanoise, créé en 1963 en bonne partie pour le sauver.
POLICY_ADVOCACY: Pétition contre l'agrandissement du terminal pétrolier : 12 000 signatures. Audience publique du BAPE le 14, on y va en groupe.
PERSONAL_IMPACT: J'ai calculé mon empreinte : 9 tonnes, dont la moitié pour deux allers-retours Paris-Montréal. Le vélo au quotidien, c'est gentil, mais ça ne compense pas.
`,
  es: `
TASKS_ACTIONS: pendientes: recoger el traje de la tintorería, llevar al perro a vacunar, pasar por las copias a la notaría
TASKS_ACTIONS: Minuta reunión del martes: Camila arma el cronograma, yo hablo con la agencia, Felipe cotiza con dos proveedores. Todo antes del viernes.
METHODS_TECHNIQUES: Bloqueo la mañana entera en el calendario como si fuera una reunión conmigo mismo. Nadie la toca, y ahí saco lo difícil.
TOOLS_RESOURCES: Me pasé a una libreta de puntos y un solo bolígrafo. La app de tareas tenía más carpetas que tareas.
MINDSET_HABITS: Cada vez que abro el documento me acuerdo de golpe de que tengo que ver el partido de Boca, contestar un audio, regar las plantas...
OUTCOMES: Balance de noviembre: 14 artículos entregados, 3 rechazados, y trabajé diez horas menos por semana que en octubre.
DEVELOPMENT_CODING: Primero que funcione, después que sea legible, y recién ahí que sea rápido. Optimizar antes de tiempo es buscarse problemas.
HARDWARE_DEVICES: Le cambié la batería al celular y quedó como nuevo. No pienso comprar otro hasta que se muera la pantalla.
DATA_AI: Le pedí al chatbot la bibliografía para la tesis y me inventó tres libros, con autores y editorial y todo. Verificar SIEMPRE.
CYBERSECURITY: Activen la verificación en dos pasos en WhatsApp, por favor. A mi tía le robaron la cuenta y le pidieron plata a medio grupo de la familia.
CYBERSECURITY: Una contraseña larga le gana a una rara: «caballo-batería-grapa-correcto» aguanta más que «Cl4v3!» y encima te la acordás.
TRENDS_INNOVATION: El próximo gran cambio no va a ser una app nueva, sino que las apps desaparezcan: le vas a pedir las cosas al teléfono y él se arreglará con el resto.
STRATEGY_PLANNING: No podemos competir en precio con las grandes cadenas. Nuestra apuesta a tres años: ser la ferretería donde te explican cómo hacerlo.
FINANCE_ACCOUNTING: Cierre de mes: las cuentas por cobrar a más de 90 días ya son el 40 % del total. Sin flujo de caja, la utilidad es puro papel.
MARKETING_SALES: Nadie leyó el folleto. Lo que vendió fue el video de 15 segundos de la señora probando la arepa en el puesto.
MANAGEMENT_LEADERSHIP: El jefe dice «vayan»; el líder dice «vamos».
MANAGEMENT_LEADERSHIP: Delegar no es tirarle la tarea a otro: es darle también el poder de decidir cómo hacerla.
OPERATIONS_LOGISTICS: Los pedidos a Monterrey salían del CEDIS de Guadalajara con dos días de retraso porque nadie sabía quién firmaba
  la orden de salida. Pusimos un solo responsable por turno y en una semana se acabó el problema.
PHYSICAL_HEALTH: Tres meses subiendo el cerro San Cristóbal los domingos y ya llego arriba sin parar a descansar.
MENTAL_HEALTH: La ansiedad no avisa. Estoy en el súper eligiendo un yogur y de repente se me cierra el pecho y quiero salir corriendo.
WELLNESS_LIFESTYLE: Los domingos preparo táperes para toda la semana y ya no bajo al bar a por un bocadillo a media mañana.
MEDICAL_SCIENTIFIC: El metaanálisis juntó 40 ensayos, y el efecto del suplemento desaparecía en los estudios que no había pagado el fabricante.
SPECIFIC_AREAS: Lumbalgia otra vez. El kinesiólogo dice que el problema no es la espalda sino los glúteos dormidos de tanto estar sentado.
SPECIFIC_AREAS: Con lo de mi hija aprendimos a revisar hasta los condimentos: el orégano de paquete a veces trae trazas de gluten.
CONCEPTS_THEORIES: La tragedia de los comunes: si el potrero es de todos, a cada uno le conviene meter una vaca más, hasta que no queda pasto para nadie.
STUDY_MEMORIZATION: Para el final de Anatomía: repasar en voz alta caminando, y hacerme las preguntas yo misma antes de mirar los apuntes. Releer no sirve de nada.
SKILLS_DEVELOPMENT: Aprendí a manejar auto con cambios a los 45. Se me apagó mil veces en la subida de la casa; hoy ni lo pienso.
RESOURCES_MATERIALS: Si quieres aprender cálculo de verdad, los videos de julioprofe son mejores que cualquier libro. Gratis y explicados paso a paso.
UNDERSTANDING_APPLICATION: Estudié la fotosíntesis para tres exámenes. La entendí de verdad cuando mi hija me preguntó por qué se estaba muriendo la planta del baño sin ventana.
SUBJECT_SPECIFIC: La Independencia de México empezó con el Grito de Dolores en 1810, pero no se consumó hasta 1821, con la entrada del Ejército Trigarante a la capital.
SELF_AWARENESS: Me di cuenta de que cuando digo «estoy bien» muy rápido, es porque no estoy bien.
GOAL_SETTING_ACHIEVEMENT: Meta del año: terminar el profesorado. Desglosado: dos materias por cuatrimestre, una hora cada noche, rendir la última en diciembre.
EMOTIONAL_INTELLIGENCE: Ponerle nombre a lo que siento —no «estoy mal», sino «estoy celoso»— ya me baja la mitad.
MINDSET_GROWTH: El éxito consiste en ir de fracaso en fracaso sin perder el entusiasmo. — atribuida a Winston Churchill
HABITS_ROUTINES: Cada noche dejo las zapatillas al lado de la cama. Si las veo al levantarme, salgo a correr; si no, ni me acuerdo.
HABITS_ROUTINES: mi rutina de la mañana: vaso de agua, tender la cama, diez minutos de lectura antes de mirar el celu. llevo seis meses y no la cambio x nada
PERSONAL_FINANCE: Regla 50/30/20: la mitad para lo fijo, un 30 para gustos y un 20 para ahorrar. Este mes llegué a ahorrar el 12, algo es algo.
INVESTING: No pongas todos los huevos en la misma canasta: mi viejo tenía todo en acciones de una sola empresa y en 2001 se quedó sin nada.
INVESTING: Cetes a 28 días para lo de corto plazo y lo de largo plazo en un ETF. Nada de la cripto que me recomendó mi cuñado.
FINANCIAL_LITERACY: Si solo pagas el mínimo de la tarjeta, los intereses se cobran sobre todo lo que queda, y una deuda de diez mil puede tardar años en bajar.
RETIREMENT_PLANNING: Revisar en qué fondo de la AFP estoy. A los 30 todavía tiene sentido el más riesgoso; a los 55 ya no.
TAXES: Renta: no olvidar la deducción por la hipoteca de antes de 2013 y el donativo a Cáritas. El borrador sale a primeros de abril.
INTERPERSONAL_RELATIONSHIPS: Con mi suegra nos llevamos mejor desde que dejé de intentar caerle bien.
COMMUNICATION_SKILLS: Escuchar para entender, no para responder. Lo anoto porque soy el que siempre tiene la respuesta lista antes de que el otro termine.
COMMUNICATION_SKILLS: En una charla, la gente se acuerda de la primera frase y de la última. Lo del medio, casi nadie.
CONFLICT_RESOLUTION: La pelea de siempre por los platos se terminó cuando pegamos una tabla en la nevera. No era cansancio, era que ninguno sabía a quién le tocaba.
RELATIONSHIP_BUILDING: Dicen que hacen falta unas 200 horas juntos para que un conocido se vuelva amigo de verdad. Por eso sigo yendo al grupo de ciclismo de los domingos.
FEEDBACK: Mi jefa me devolvió el informe con una sola frase: «el dato está, falta la conclusión». Me sirvió más que cualquier evaluación anual.
CREATIVE_PROCESS: Escribo con la puerta cerrada y reescribo con la puerta abierta. — Stephen King, Mientras escribo
ART_FORMS: El tango es un pensamiento triste que se puede bailar. — Enrique Santos Discépolo
ARTISTIC_TECHNIQUES: Clase de cerámica: centrar el barro con el codo apoyado en la rodilla, nunca con la fuerza de los brazos. Y mojarlo poco.
ARTISTIC_TECHNIQUES: En el dibujo a lápiz, entrecerrar los ojos para ver solo manchas de luz y sombra; los detalles van al final.
ART_APPRECIATION: Me quedé media hora frente a Las Meninas tratando de entender quién mira a quién. Al final, la mirada era yo.
EXPRESSION: Pinto cuando no me salen las palabras. Los cuadros de ese año son todos azules, y nadie tuvo que preguntarme nada.
TRAVEL_PLANNING: Patagonia en febrero: reservar los refugios de Torres del Paine en septiembre, que se agotan. Bus Punta Arenas–Puerto Natales con anticipación.
CULTURAL_EXPERIENCES: En Oaxaca nos invitaron a armar el altar de muertos con la familia de la posada. La abuela nos explicó cada cosa: el pan, el cempasúchil, el vaso de agua.
CULTURAL_EXPERIENCES: En Buenos Aires aprendí que al mate no se le dice gracias hasta que ya no querés más: decir «gracias» es decir «basta».
EXPLORATION_ADVENTURE: Cuatro días sin señal camino a Ciudad Perdida, barro hasta las rodillas, y cuando aparecieron las terrazas entre la niebla me puse a llorar.
DESTINATION_SPECIFIC: Granada: la Alhambra fue la última corte nazarí, y el Albaicín se ve mejor al atardecer desde el mirador de San Nicolás.
TRAVEL_TIPS: Nunca cambies plata en el aeropuerto, y en los taxis de la terminal preguntá el precio antes de subirte.
ENVIRONMENTAL_ISSUES: El Mar Menor amaneció otra vez con peces muertos en la orilla. Mi abuelo se bañaba ahí cuando el agua era transparente.
ECO_FRIENDLY_PRACTICES: Bolsas de tela en la mochila, botella reutilizable, y ahora llevo mis propios táperes a la carnicería. El carnicero ya ni pregunta.
ECO_FRIENDLY_PRACTICES: compostera en el balcón: cáscaras y yerba usada adentro, nada de cítricos. las plantas nunca estuvieron tan lindas
CONSERVATION_EFFORTS: El lince ibérico pasó de menos de cien ejemplares a más de dos mil gracias a la cría en cautividad y a devolverle los conejos al monte.
POLICY_ADVOCACY: Firmen la petición para que el Congreso ratifique el Acuerdo de Escazú, y el jueves marchamos frente al Ministerio.
PERSONAL_IMPACT: Calculé mi huella: lo que más pesaba no era el auto, era la carne de res cuatro veces por semana.
`,
  it: `
TASKS_ACTIONS: domani: ritirare le raccomandate in posta, chiamare l'idraulico per il boiler, rinnovare la carta d'identità prima di agosto
TASKS_ACTIONS: Dalla riunione di lunedì: Giulia manda il preventivo al cliente di Bari entro venerdì, io sistemo le slide e le giro a Marco.
METHODS_TECHNIQUES: Venticinque minuti col timer da cucina, cinque di pausa, e dopo quattro giri mi alzo e vado a fare due passi. Sembra una sciocchezza ma il pomeriggio non mi scappa più via.
TOOLS_RESOURCES: ho finalmente buttato i post-it: adesso tutto va in un taccuino a puntini e in un'app dove le liste si sincronizzano col telefono di mia moglie
MINDSET_HABITS: Il rimandare non è pigrizia, è paura travestita da stanchezza. Quando me ne accorgo, apro il file e scrivo anche solo una riga. — dal blog di una dottoranda torinese
OUTCOMES: Bilancio del trimestre: chiuse 14 pratiche su 20, ma le sei rimaste sono quelle che contano davvero. Misurare il numero non basta.
DEVELOPMENT_CODING: nota per me: prima di fare il merge lancia i test in locale, l'ultima volta hai rotto la build a tutto il team per una virgola nel file di configurazione
HARDWARE_DEVICES: Il portatile ha sette anni ma con un SSD nuovo e 16 giga di RAM va meglio di quello che ha comprato mio cognato a Natale.
DATA_AI: Un modello che ha visto solo radiografie di un ospedale di Torino sbaglierà con quelle di Cagliari: non è stupido, ha imparato le macchine e non i polmoni.
CYBERSECURITY: Ragazzi, NON cliccate sul link del "corriere" che vi chiede due euro per lo sdoganamento: è una truffa, la zia ci è cascata ieri e le hanno svuotato la carta.
TRENDS_INNOVATION: Fra dieci anni ci ricorderemo dello smartphone come oggi ci ricordiamo del fax: qualcosa che tutti avevano e nessuno sapeva di usare male.
DEVELOPMENT_CODING: Scrivere codice è facile, leggerlo sei mesi dopo è il vero lavoro. Dai nomi alle variabili come se li dovesse leggere un estraneo stanco.
STRATEGY_PLANNING: Il piano triennale non deve dire tutto quello che faremo, ma soprattutto quello che abbiamo deciso di non fare. — appunti dal seminario di Bologna
FINANCE_ACCOUNTING: le fatture di marzo non sono ancora state registrate e il commercialista vuole la prima nota entro il 10, sennò slitta tutta la liquidazione dell'IVA
MARKETING_SALES: Il cliente non compra il trapano, compra il buco nel muro. E, a dirla tutta, compra il quadro che ci appenderà sopra.
MANAGEMENT_LEADERSHIP: Un capo che risponde sempre lui a tutte le domande cresce un gruppo di persone che smettono di pensare.
OPERATIONS_LOGISTICS: Da quando il magazzino di Modugno ha spostato i pallet a ridosso delle baie di carico, i furgoni partono quaranta minuti prima ogni mattina.
MANAGEMENT_LEADERSHIP: Ho imparato più dal mio primo responsabile, che ammetteva di non sapere, che da dieci corsi sul comando.
PHYSICAL_HEALTH: Tre mesi di scale invece dell'ascensore e adesso arrivo al quarto piano senza il fiatone. Il medico dice che la pressione è scesa.
MENTAL_HEALTH: Ci sono giorni in cui alzarsi dal letto costa come scalare una montagna, e nessuno lo vede. Chiedere aiuto non è stata una sconfitta.
WELLNESS_LIFESTYLE: da quando il telefono dorme in cucina mi addormento prima delle undici e la mattina non ho più bisogno di tre caffè
MEDICAL_SCIENTIFIC: Lo studio ha seguito per dodici anni quasi trentamila persone: chi camminava almeno settemila passi al giorno aveva un rischio di mortalità più basso del 50-70%.
SPECIFIC_AREAS: La fisioterapista mi ha detto che il mal di schiena non viene dalla sedia ma dalle ore che ci passo sopra senza muovermi: ogni mezz'ora in piedi, anche solo per bere.
SPECIFIC_AREAS: Al settimo mese le caviglie gonfie sono normali, ma se arriva anche il mal di testa forte bisogna chiamare subito la ginecologa.
CONCEPTS_THEORIES: La "tragedia dei beni comuni": se un pascolo è di tutti, ognuno ha interesse a portarci una mucca in più, finché l'erba finisce per tutti.
STUDY_MEMORIZATION: Per l'esame di anatomia: ripetere a voce alta camminando per la stanza, e rifare le domande dei vecchi appelli tre giorni dopo, non il giorno stesso.
SKILLS_DEVELOPMENT: La prima sciarpa era tutta storta. Alla decima ho smesso di contare i punti e le mani sapevano già cosa fare.
RESOURCES_MATERIALS: Se vuoi capire la statistica senza impazzire c'è un corso gratuito dell'Università di Padova su una piattaforma online, le dispense sono chiarissime, te lo mando su whatsapp
UNDERSTANDING_APPLICATION: Sapevo recitare la definizione di elasticità della domanda, ma l'ho capita davvero solo quando il bar sotto casa ha alzato il cappuccino a 1,80 e ha perso metà dei clienti.
SUBJECT_SPECIFIC: Il congiuntivo si usa dopo i verbi di opinione: "penso che sia", non "penso che è". La prof lo ripeteva ogni santo giorno.
SELF_AWARENESS: Mi sono accorta che quando dico "non ho tempo" di solito intendo "non mi interessa abbastanza". Fa male ammetterlo.
GOAL_SETTING_ACHIEVEMENT: Obiettivo di quest'anno: la mezza maratona di Firenze a novembre. Scritto qui, così non posso far finta di non averlo deciso.
EMOTIONAL_INTELLIGENCE: Prima di rispondere a un messaggio che mi fa arrabbiare conto fino a cento e mi chiedo cosa stava provando chi l'ha scritto.
MINDSET_GROWTH: Sono stato bocciato due volte all'esame di stato. La terza volta non ero più bravo: ero meno spaventato di sbagliare.
HABITS_ROUTINES: Ogni sera, prima di spegnere la luce, tre righe sul quaderno: cosa è andato bene, cosa no, cosa faccio domani per primo.
SELF_AWARENESS: Conosci te stesso non è un consiglio, è un lavoro che non finisce mai. — da un podcast di filosofia
PERSONAL_FINANCE: Appena arriva lo stipendio sposto subito 200 euro sul conto deposito. Quello che non vedo non lo spendo.
INVESTING: Comprare un fondo indicizzato e dimenticarsi la password per vent'anni: la strategia più noiosa e quella che batte quasi tutti i gestori.
FINANCIAL_LITERACY: Se i prezzi salgono del 5% e il conto ti dà l'1%, non stai risparmiando: stai perdendo soldi più lentamente.
RETIREMENT_PLANNING: mio padre a 35 anni ha aperto il fondo pensione del settore metalmeccanico e adesso, a 64, è l'unico dei suoi amici tranquillo. io ho 29 anni, forse è ora
TAXES: Ricordarsi di conservare gli scontrini della farmacia con il codice fiscale: nel 730 si recupera il 19% sopra i 129 euro.
PERSONAL_FINANCE: Abbiamo chiuso l'ultima rata del prestito per la macchina. Prima volta in sei anni che non dobbiamo niente a nessuno.
INTERPERSONAL_RELATIONSHIPS: Con mia sorella ci vediamo poco, ma basta una telefonata di dieci minuti la domenica per sentirci di nuovo dalla stessa parte.
COMMUNICATION_SKILLS: Ascoltare non è aspettare il proprio turno per parlare. Riformula quello che hai sentito prima di rispondere.
CONFLICT_RESOLUTION: Nella lite col vicino per il parcheggio è servito più un caffè al bar di sotto che tre lettere dell'amministratore.
RELATIONSHIP_BUILDING: Appena trasferito a Torino non conoscevo nessuno: mi sono iscritto al coro del quartiere e dopo sei mesi avevo più amici che a casa.
FEEDBACK: Dire "bravo" non insegna niente. Dire "la seconda slide era chiara perché avevi un solo numero grande" sì.
COMMUNICATION_SKILLS: scrivere mail più corte. la prima frase deve dire cosa chiedo, il resto è contorno
CREATIVE_PROCESS: Le idee migliori mi vengono sotto la doccia o in bicicletta, mai davanti al foglio bianco. Quindi adesso esco prima di scrivere.
ART_FORMS: Il melodramma è stato per l'Italia dell'Ottocento quello che il cinema è stato per il Novecento: la forma in cui un popolo si raccontava.
ARTISTIC_TECHNIQUES: Per le ombre non usare il nero: mescola il complementare del colore dell'oggetto, l'ombra di una mela rossa tende al verde.
ART_APPRECIATION: Davanti alla Primavera al Museo degli Uffizi sono rimasta venti minuti, e solo alla fine ho notato i fiori che escono dalla bocca di Clori.
EXPRESSION: Scrivo poesie che nessuno leggerà. Non servono a essere lette, servono a farmi capire cosa provo.
ART_APPRECIATION: Un classico è un libro che non ha mai finito di dire quel che ha da dire. — Italo Calvino, Perché leggere i classici
TRAVEL_PLANNING: Traghetto Civitavecchia-Olbia prenotato per il 3 luglio, l'auto a noleggio la prendiamo all'aeroporto per il ritorno. manca solo l'agriturismo vicino a Orosei
CULTURAL_EXPERIENCES: A Nuoro una signora ci ha invitati a pranzo per la festa del paese, e abbiamo capito che lì rifiutare il secondo piatto è quasi un'offesa.
EXPLORATION_ADVENTURE: Sei ore di sentiero senza incontrare nessuno, poi la cresta si apre e sotto c'è tutto il Gennargentu. Ne valeva ogni vescica.
DESTINATION_SPECIFIC: Bari vecchia si gira a piedi in un'ora, ma le signore che fanno le orecchiette per strada sono in via dell'Arco Basso, la mattina.
TRAVEL_TIPS: in aereo metti sempre un cambio e le medicine nel bagaglio a mano. la valigia l'hanno persa due volte a me, mai a mia nonna che lo fa da sempre
DESTINATION_SPECIFIC: Bologna ha quasi 40 chilometri di portici, e dal 2021 sono patrimonio dell'UNESCO: si può attraversare la città sotto la pioggia senza ombrello.
ENVIRONMENTAL_ISSUES: Il ghiacciaio della Marmolada ha perso più dell'80% del suo volume in un secolo. Mio nonno ci sciava d'estate.
ECO_FRIENDLY_PRACTICES: Abbiamo messo la compostiera in giardino e il bidone dell'indifferenziato adesso lo svuotiamo una volta ogni due settimane.
CONSERVATION_EFFORTS: Grazie al progetto nel Parco d'Abruzzo gli orsi marsicani sono tornati a essere una sessantina. Pochi, ma più di prima.
POLICY_ADVOCACY: La raccolta firme per fermare il consumo di suolo in provincia ha superato le cinquantamila. Giovedì le portiamo in Regione.
PERSONAL_IMPACT: Ho fatto il conto: un volo andata e ritorno per Londra pesa quanto un anno di bicicletta invece della macchina. Quest'estate niente aereo.
ECO_FRIENDLY_PRACTICES: il calzolaio di via Po mi ha risuolato gli scarponi per 30 euro, altri dieci anni di vita invece di comprarne un paio nuovo
`,
  pt: `
TASKS_ACTIONS: amanhã sem falta: levar o carro à revisão, pagar a conta da água no multibanco e ligar à Dona Fátima por causa da chave do apartamento
TASKS_ACTIONS: Ata da reunião de quinta: Rodrigo fecha o orçamento com o fornecedor de BH até dia 15; eu reviso o contrato e mando pro jurídico.
METHODS_TECHNIQUES: Bloqueio a agenda de manhã das 8h às 10h30 como se fosse reunião com o diretor. Ninguém marca nada por cima e é quando o trabalho de verdade sai.
TOOLS_RESOURCES: troquei as mil listas no bloco de notas do celular por um caderno de capa dura e uma caneta só pra isso. parece atraso, mas agora eu olho pra lista
MINDSET_HABITS: O telemóvel fica noutra divisão quando estou a escrever. Não é falta de força de vontade, é só saber que eu perco sempre contra ele.
OUTCOMES: Fim do semestre: 3 artigos submetidos, 1 aceite, a tese com 120 páginas. Menos do que planeei, mais do que temia.
DEVELOPMENT_CODING: Lembrete: a função que calcula o frete tá duplicada em três lugares. Refatorar antes de mexer nas regras novas, senão vai dar bug de novo.
HARDWARE_DEVICES: O ecrã do portátil partiu e o arranjo custava metade de um novo. Liguei-o a um monitor velho e continua a servir perfeitamente para as aulas.
DATA_AI: Esses sistemas que completam texto não sabem o que é verdade, só o que é provável. Por isso inventam uma referência com a mesma confiança com que acertam uma data.
CYBERSECURITY: Mãe, se chegar mensagem no zap com meu nome pedindo pix, NÃO manda. Eu nunca vou te pedir dinheiro por mensagem de número novo. Liga antes.
TRENDS_INNOVATION: Em Maputo muita gente pagou primeiro com o telemóvel antes de ter uma conta no banco. A inovação não veio de cima, veio da barraca da esquina.
CYBERSECURITY: Ativei a verificação em dois passos em tudo depois de me roubarem o e-mail. Demorei uma tarde; devia ter feito há anos.
STRATEGY_PLANNING: Antes de abrir a segunda loja em Porto Alegre, a pergunta não é "temos dinheiro?", é "a primeira funciona sem mim?". — anotação do workshop do Sebrae
FINANCE_ACCOUNTING: A margem bruta subiu mas o caixa não acompanhou: os clientes estão pagando com 90 dias e os fornecedores cobram em 30. Falar com a contadora na segunda.
MARKETING_SALES: Ninguém lembra do preço da pastelaria, lembra que o senhor do balcão sabia o nome do filho. Isso vende mais que qualquer folheto.
MANAGEMENT_LEADERSHIP: Um bom chefe de equipa tira as pedras do caminho e depois sai da frente. — apontamentos do curso de gestão, Coimbra
OPERATIONS_LOGISTICS: Desde que passámos a separar as encomendas por zona de entrega no armazém, a carrinha faz a volta de Ponta Delgada numa manhã em vez de num dia inteiro.
STRATEGY_PLANNING: Uma empresa pequena não ganha de uma grande fazendo o mesmo mais barato. Ganha escolhendo um canto onde a grande não quer entrar.
PHYSICAL_HEALTH: Comecei a nadar duas vezes por semana na piscina municipal e ao fim de dois meses já subo a Rua da Sofia sem parar a meio.
MENTAL_HEALTH: tem semana que a cabeça não desliga nem de madrugada. a terapeuta disse que ansiedade não é frescura e que pedir ajuda foi a parte mais difícil, e eu já fiz
WELLNESS_LIFESTYLE: Almoço longe do computador, nem que seja quinze minutos no banco da praça. Voltei a sentir o gosto da comida.
MEDICAL_SCIENTIFIC: Os antibióticos não fazem nada contra vírus; tomá-los para uma gripe só ajuda as bactérias a aprenderem a resistir-lhes.
SPECIFIC_AREAS: Desde que descobri que sou diabética tipo 2 aprendi a olhar o rótulo antes do preço. Arroz integral, caminhada depois do jantar, e a glicemia baixou.
SPECIFIC_AREAS: Para a pele atópica do bebé a pediatra recomendou banho morno, curto, e creme logo a seguir, com a pele ainda húmida.
CONCEPTS_THEORIES: A seleção natural não escolhe o mais forte, escolhe quem deixa mais descendentes naquele ambiente. Se o ambiente muda, o "melhor" muda junto.
STUDY_MEMORIZATION: Pro ENEM: flashcards de manhã no ônibus, redação no sábado, e revisão espaçada — rever no dia seguinte, depois de três dias, depois de uma semana.
SKILLS_DEVELOPMENT: No primeiro mês de violão os dedos doíam e o acorde de fá não saía. Quinze minutos por dia, todo dia, e um dia simplesmente soou.
RESOURCES_MATERIALS: Pra quem quer aprender Excel de verdade, tem um canal no YouTube de um professor de Belo Horizonte com planilhas para baixar em cada aula. melhor que muito curso pago
UNDERSTANDING_APPLICATION: Decorei a regra de três para o teste e esqueci. Só percebi quando tive de ajustar a receita do bolo da avó para vinte pessoas.
SUBJECT_SPECIFIC: A crase só acontece antes de palavra feminina: "vou à praia", mas "vou a Portugal". O professor de português repetia isso até cansar.
SELF_AWARENESS: Percebi que fico irritado com os outros exatamente nas coisas que não suporto em mim. O espelho às vezes está na cara do colega.
GOAL_SETTING_ACHIEVEMENT: Meta para 2025: passar no exame da OAB. Dividi em 40 semanas e cada semana tem uma matéria. Hoje é a semana 1.
EMOTIONAL_INTELLIGENCE: Quando a minha filha chora não lhe digo "não é nada". Digo "estás triste, eu sei". Ela acalma-se mais depressa do que eu esperava.
MINDSET_GROWTH: Fali uma vez, aos 32 anos. Foi o curso de administração mais caro e mais útil que já fiz.
HABITS_ROUTINES: Café, dez minutos de alongamento, arrumar a cama. Se a manhã começa assim, o resto do dia não me atropela.
GOAL_SETTING_ACHIEVEMENT: Um objetivo sem data é só um desejo. — frase colada na porta do frigorífico
PERSONAL_FINANCE: Anotei todos os gastos durante um mês. Em cafés e lanches fora foram quase 300 reais. Levar garrafa térmica a partir de amanhã.
INVESTING: Não se compra uma ação porque subiu muito na semana passada. Compra-se uma parte de uma empresa que se entende e que se quer ter durante dez anos.
FINANCIAL_LITERACY: Juros compostos: juro sobre juro. No cartão de crédito trabalham contra ti; na poupança, a teu favor. A matemática é a mesma.
RETIREMENT_PLANNING: O meu avô nos Açores descontou a vida toda e a reforma mal paga a farmácia. Comecei um PPR aos 30 para não depender só da Segurança Social.
TAXES: Não esquecer: declaração do IR até o fim de maio, e os recibos do dentista e da escola do Pedro estão na pasta azul.
PERSONAL_FINANCE: quitei o cartão!!! 14 meses pagando parcela. agora a regra é: se não tem no débito, não compro
INTERPERSONAL_RELATIONSHIPS: A minha avó dizia que casamento não é encontrar a pessoa certa, é escolher todos os dias a mesma pessoa.
COMMUNICATION_SKILLS: Em vez de "você nunca me ouve", tenta "eu me senti ignorada na reunião de ontem". Falar do que eu senti abre a conversa; acusar fecha.
CONFLICT_RESOLUTION: Na discussão entre os dois turnos da fábrica, o que resolveu foi pôr cada um a explicar o problema do outro em voz alta. Ninguém conseguiu, e aí começaram a ouvir.
RELATIONSHIP_BUILDING: Cheguei em Salvador sem conhecer ninguém. Entrei no grupo de capoeira do bairro e em três meses já tinha quem me chamasse pro aniversário.
FEEDBACK: O feedback do chefe foi "falta proatividade". Pedi um exemplo concreto e ele não tinha. Aprendi a pedir sempre o exemplo.
RELATIONSHIP_BUILDING: Contactos não se fazem quando se precisa deles. Manda uma mensagem a quem te ajudou há dois anos só para dizer como correu.
CREATIVE_PROCESS: Escrevo a primeira versão à mão, rápido e mal, sem reler. Só no dia seguinte sento-me ao computador para perceber o que é que eu queria dizer.
ART_FORMS: A marrabenta nasceu nos subúrbios de Lourenço Marques, misturando ritmos ronga com guitarras e o que se ouvia na rádio. — programa de rádio sobre música moçambicana
ARTISTIC_TECHNIQUES: No azulejo, o azul de cobalto vai por cima do esmalte cru; se a pincelada hesitar, o vidrado absorve logo e não há como corrigir.
ART_APPRECIATION: Fiquei meia hora diante do Abaporu sem entender nada, e depois percebi que não era para entender: era para sentir o peso daqueles pés.
EXPRESSION: Quando não consigo falar do luto, pinto. Manchas escuras, sem forma nenhuma, e no fim da tela alguma coisa saiu de dentro de mim.
EXPRESSION: comecei a escrever letra de samba pra dizer pra minha mãe o que nunca consegui dizer na cara dela. ela ainda não ouviu, mas eu já me sinto mais leve
TRAVEL_PLANNING: Voo para Ponta Delgada comprado, carro alugado para os três dias em São Miguel, falta marcar o barco para o Faial. Ver horários da Atlânticoline.
CULTURAL_EXPERIENCES: Em Maputo o que mais me marcou foi a dona da barraca do mercado ensinar-me a comer matapa com xima, com as mãos, e rir-se da minha primeira tentativa.
EXPLORATION_ADVENTURE: Três dias de travessia na Chapada Diamantina com mochila, sem sinal de celular, dormindo em gruta. Voltei outra pessoa.
DESTINATION_SPECIFIC: A Biblioteca Joanina, na Universidade de Coimbra, tem uma colónia de morcegos que come os insetos que estragariam os livros.
TRAVEL_TIPS: Dica: em Portugal, no restaurante, o pão e as azeitonas que chegam à mesa sem pedir são cobrados. Se não quiser, devolve logo.
DESTINATION_SPECIFIC: O Mercado Central de Belo Horizonte abre cedo e é lá que se compra queijo canastra e cachaça de alambique; domingo fecha à tarde.
ENVIRONMENTAL_ISSUES: O Guaíba subiu tanto em 2024 que a água chegou à rodoviária de Porto Alegre. Chuva assim vai deixar de ser "histórica" e virar rotina.
ECO_FRIENDLY_PRACTICES: Em casa passámos a levar sacos de pano e caixas para o talho. Ao fim de um mês o lixo de plástico caiu para metade.
CONSERVATION_EFFORTS: No arquipélago de Bazaruto os pescadores ajudam a contar os dugongos; sem eles o parque não conseguiria proteger os últimos que restam.
POLICY_ADVOCACY: Assinei a petição contra a exploração de lítio na serra. Há audiência pública na câmara na terça e vamos em autocarro da aldeia.
PERSONAL_IMPACT: Fiz a conta da minha pegada: o carro é quase metade. Passei a ir de bicicleta para o trabalho três dias por semana.
ENVIRONMENTAL_ISSUES: Os corais da costa da Bahia estão branqueando com a água mais quente. O mergulhador disse que em dez anos não reconhece mais o recife.
`,
  nl: `
TASKS_ACTIONS: morgen: fiets ophalen bij de fietsenmaker, verjaardagskaart voor oma posten, huurcontract scannen en naar de makelaar mailen
TASKS_ACTIONS: Actiepunten overleg dinsdag: Sanne belt de gemeente over de vergunning, Joris past de planning aan, ik stuur uiterlijk vrijdag de notulen rond.
METHODS_TECHNIQUES: Alles wat binnen twee minuten kan, doe ik meteen. De rest gaat naar één inbox die ik elke vrijdagmiddag leegmaak. Sindsdien lig ik niet meer wakker van losse eindjes.
TOOLS_RESOURCES: ik gebruik nu gewoon een papieren weekplanner van de Hema naast mijn laptop. alle apps geprobeerd, dit is het enige wat ik echt openlaat
MINDSET_HABITS: Amai, ik heb vandaag drie uur naar mijn gsm zitten staren in plaats van aan mijn thesis te werken. Morgen ligt dat ding in de auto.
OUTCOMES: Resultaat van het kwartaal: 42 klantdossiers afgerond tegen 30 vorig jaar, met hetzelfde team. Niet harder gewerkt, wel minder vergaderd.
DEVELOPMENT_CODING: Notitie voor mezelf: schrijf eerst de test die faalt, dan pas de code. Elke keer dat ik het andersom doe, zit ik vrijdagavond nog te debuggen.
HARDWARE_DEVICES: De oude telefoon van mijn vader heeft een nieuwe accu gekregen voor vijfendertig euro en gaat weer twee dagen mee. Geen nieuwe nodig dus.
DATA_AI: Een algoritme dat leert van oude beslissingen, leert ook de oude vooroordelen. De toeslagenaffaire had ons dat moeten leren.
CYBERSECURITY: Collega's: de mail "van de directeur" met het verzoek om snel cadeaubonnen te kopen is nep. Niet op reageren, doorsturen naar de helpdesk.
TRENDS_INNOVATION: Over tien jaar laden we de elektrische auto op met de zonnepanelen van de buren en verkopen we stroom terug aan het net. Het energiesysteem wordt een marktplein.
HARDWARE_DEVICES: Het toetsenbord van mijn laptop is kapot, maar met een los toetsenbord via usb werkt hij nog prima als thuiscomputer voor de kinderen.
STRATEGY_PLANNING: Een strategie is pas een strategie als je kunt zeggen welke klanten je níét wilt. — aantekening uit de masterclass in Utrecht
FINANCE_ACCOUNTING: De facturen van april staan nog open, en de boekhouder wil de btw-aangifte uiterlijk de twintigste. Debiteurenlijst maandag nalopen.
MARKETING_SALES: Mensen kopen geen boor, ze kopen een gat in de muur. En eigenlijk kopen ze het schilderij dat eraan komt te hangen.
MANAGEMENT_LEADERSHIP: Mijn beste leidinggevende zei elke maandag: "Wat houdt jullie tegen?" en ging dan dát oplossen. Meer hoefde niet.
OPERATIONS_LOGISTICS: Sinds het distributiecentrum in Venlo op twee ploegen draait, staan de pakketten een dag eerder in Antwerpen en Gent.
OPERATIONS_LOGISTICS: Kleine winkel, groot voordeel: we bestellen de verse bloemen nu twee keer per week in plaats van één keer, en we gooien bijna niets meer weg.
PHYSICAL_HEALTH: Sinds ik elke dag met de fiets naar het werk ga, twaalf kilometer heen en terug, is mijn rusthartslag van 78 naar 64 gezakt.
MENTAL_HEALTH: Een burn-out komt niet van de ene op de andere dag. Bij mij begon het met het vergeten van kleine dingen en nergens meer zin in hebben.
WELLNESS_LIFESTYLE: Sinds de telefoon 's nachts in de keuken ligt, val ik voor elven in slaap en heb ik 's ochtends geen drie koppen koffie meer nodig.
MEDICAL_SCIENTIFIC: In het onderzoek kreeg de helft van de patiënten het nieuwe middel en de andere helft een placebo; pas na afloop wist men wie wat had gekregen.
SPECIFIC_AREAS: Met een pollenallergie begin je beter twee weken vóór het seizoen al met de neusspray, niet pas als je ogen jeuken. — tip van de huisarts in Maastricht
SPECIFIC_AREAS: De fysiotherapeut zei dat mijn rugpijn niet van de stoel komt, maar van de uren dat ik er zonder te bewegen op zit.
CONCEPTS_THEORIES: Het gevangenendilemma in één zin: twee mensen die allebei voor zichzelf kiezen, zijn samen slechter af dan als ze elkaar hadden vertrouwd.
STUDY_MEMORIZATION: Voor het tentamen recht: elke avond twintig kaartjes met artikelen, en wat ik fout heb gaat terug onderop het stapeltje. Drie dagen later opnieuw.
SKILLS_DEVELOPMENT: Het eerste jaar op de draaischijf zakte elke pot in elkaar. Na honderden mislukte kommen voelen mijn handen nu vanzelf wanneer de klei gecentreerd is.
RESOURCES_MATERIALS: Voor wie Spaans wil leren: de gratis lessen van de openbare bibliotheek in Den Haag zijn echt goed, met boekjes en audio die je mee naar huis mag nemen.
UNDERSTANDING_APPLICATION: Ik kende de formule voor rente-op-rente uit mijn hoofd, maar snapte hem pas echt toen ik mijn eigen studieschuld ging doorrekenen.
SUBJECT_SPECIFIC: De Vrede van Münster in 1648 maakte een einde aan de Tachtigjarige Oorlog: Spanje erkende de Republiek der Zeven Verenigde Nederlanden.
SELF_AWARENESS: Ik merk dat ik "ik heb geen tijd" zeg als ik eigenlijk bedoel "ik vind het niet belangrijk genoeg". Dat is geen fijne ontdekking.
GOAL_SETTING_ACHIEVEMENT: Doel voor dit jaar: de Dam tot Damloop uitlopen zonder te wandelen. Staat nu hier, dus ik kan niet meer doen alsof ik het niet besloten heb.
EMOTIONAL_INTELLIGENCE: Als mijn zoon boos thuiskomt, vraag ik niet meteen wat er is. Eerst eten, dan pas praten. Boosheid is vaak gewoon honger of schaamte.
MINDSET_GROWTH: Ik ben twee keer gezakt voor mijn rijexamen. De derde keer was ik niet beter, alleen minder bang om fouten te maken.
HABITS_ROUTINES: Elke ochtend dezelfde volgorde: water, tien minuten rekken, bed opmaken. Als de dag zo begint, rolt de rest er vanzelf achteraan.
MINDSET_GROWTH: Falen is informatie, geen vonnis. — uit een podcast over ondernemen
PERSONAL_FINANCE: Zodra mijn salaris binnenkomt, gaat er automatisch 150 euro naar de spaarrekening. Wat ik niet zie, geef ik ook niet uit.
INVESTING: Een wereldwijd indexfonds kopen en er twintig jaar niet naar kijken is saai. Het is ook de aanpak die de meeste actieve beleggers verslaat.
FINANCIAL_LITERACY: Als de prijzen vier procent stijgen en je spaarrente één procent is, word je elk jaar armer, ook al groeit het getal op je rekening.
RETIREMENT_PLANNING: Als zzp'er bouw ik geen pensioen op via een werkgever, dus elke maand gaat er iets naar een lijfrenterekening. Liever nu een beetje dan straks een gat.
TAXES: Niet vergeten: voor 1 mei de aangifte inkomstenbelasting doen en de hypotheekrente en giften erin zetten. Vorig jaar bijna vijfhonderd euro laten liggen.
PERSONAL_FINANCE: eindelijk de laatste termijn van de auto afbetaald. voor het eerst in vijf jaar zijn we niemand iets schuldig
INTERPERSONAL_RELATIONSHIPS: Met mijn zus zie ik elkaar zelden, maar één telefoontje van tien minuten op zondag en we staan weer aan dezelfde kant.
COMMUNICATION_SKILLS: Luisteren is niet wachten tot je zelf mag praten. Vat eerst samen wat je gehoord hebt, en reageer dan pas.
CONFLICT_RESOLUTION: De ruzie met de buren over de schutting is niet opgelost door de brief van de VvE, maar door samen een pintje te drinken op hun terras.
RELATIONSHIP_BUILDING: Toen ik net in Gent woonde kende ik niemand. Ik ging bij de wandelclub van de wijk en na een half jaar had ik meer vrienden dan thuis in Limburg.
FEEDBACK: "Goed gedaan" leert niemand iets. "Je tweede dia was helder omdat er maar één groot getal op stond" wel.
FEEDBACK: In het functioneringsgesprek vroeg ik om één concreet voorbeeld bij "te weinig initiatief". Dat had mijn leidinggevende niet. Sindsdien vraag ik dat altijd.
CREATIVE_PROCESS: De beste ideeën krijg ik onder de douche of op de fiets, nooit achter een leeg scherm. Dus ga ik nu eerst een rondje fietsen voordat ik ga schrijven.
ART_FORMS: Het strijkkwartet is de meest kale vorm van muziek: vier stemmen, niemand om je achter te verstoppen.
ARTISTIC_TECHNIQUES: Schaduw maak je niet met zwart: meng de complementaire kleur erdoor. De schaduw van een rode appel neigt naar groen.
ART_APPRECIATION: In het Mauritshuis heb ik twintig minuten voor het Meisje met de parel gestaan, en pas aan het eind zag ik het lichtpuntje op haar onderlip.
EXPRESSION: Ik schrijf gedichten die niemand ooit zal lezen. Ze hoeven ook niet gelezen te worden, ze helpen me begrijpen wat ik voel.
ARTISTIC_TECHNIQUES: Bij het Gents altaarstuk werkten de Van Eycks met dunne lagen olieverf over elkaar, glacis, waardoor het licht door de verf heen lijkt te schijnen.
TRAVEL_PLANNING: Treinkaartjes naar Wenen geboekt voor 12 juli, nachttrein vanaf Utrecht. Nog regelen: hotel voor de laatste twee nachten en de reisverzekering checken.
CULTURAL_EXPERIENCES: In Maastricht tijdens carnaval werd ik door een wildvreemde familie in hun kroeg meegetrokken. Na een uur stond ik in een zelfgemaakt kostuum de polonaise te lopen.
EXPLORATION_ADVENTURE: Vijf dagen met de kano door de Ardennen, tent op de rug, geen bereik. Op dag drie zagen we een everzwijn de rivier oversteken.
DESTINATION_SPECIFIC: De Sint-Baafskathedraal in Gent bewaart het Lam Gods, en een van de panelen, De Rechtvaardige Rechters, is sinds 1934 nog altijd zoek.
TRAVEL_TIPS: Neem altijd een set schone kleren en je medicijnen mee in de handbagage. Mijn koffer is twee keer kwijtgeraakt, die van mijn oma nooit, want zij doet dit al jaren.
DESTINATION_SPECIFIC: Den Haag is de regeringsstad maar niet de hoofdstad: die eer is voor Amsterdam, terwijl kabinet en parlement gewoon op het Binnenhof zitten.
ENVIRONMENTAL_ISSUES: De grutto broedt steeds minder in onze weilanden. Vroeger zag je ze overal in het voorjaar, nu mag je blij zijn als je er één hoort.
ECO_FRIENDLY_PRACTICES: We hebben een composthoop in de tuin gemaakt en de grijze container hoeft nog maar eens in de twee weken aan de straat.
CONSERVATION_EFFORTS: Dankzij de vistrap bij de stuw komen de zalmen weer de Maas op tot in Limburg. Het duurde twintig jaar, maar ze zijn terug.
POLICY_ADVOCACY: Onze petitie tegen het kappen van de bomen langs de Vaartsche Rijn heeft 12.000 handtekeningen. Donderdag bieden we ze aan bij de gemeenteraad.
PERSONAL_IMPACT: Ik heb het eens uitgerekend: één retourvlucht naar Barcelona stoot evenveel uit als een jaar lang met de fiets naar mijn werk in plaats van de auto. Deze zomer dus de trein.
ECO_FRIENDLY_PRACTICES: Naar het Repair Café in de buurt gegaan met de kapotte broodrooster. Een gepensioneerde elektricien had hem in tien minuten weer aan de praat.
`,
};
