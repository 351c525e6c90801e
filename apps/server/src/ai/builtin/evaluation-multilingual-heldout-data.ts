/**
 * A held-out set of German, French and Spanish highlights (66 each, 6 per group, every code at least once), written
 * by an author who saw neither the categoriser, its vocabularies nor any other data, in the voices of readers
 * from Germany, Austria, Switzerland, France, Belgium, Québec, Senegal, Spain, Mexico, Argentina, Colombia and
 * Chile (brief in docs/labelled-data-briefs.md). Scored once before the vocabularies were grown and once after;
 * never tuned on.
 */
export const MULTILINGUAL_HELD_OUT_DATA: Record<'de' | 'fr' | 'es', string> = {
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
};
