import type { LabelledDay } from './action-items-data';

/**
 * TASKS days in German, French and Spanish, written by an author who saw neither the action patterns nor any
 * earlier labelled days. Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const FOREIGN_ACTION_DAYS_3: LabelledDay[] = [
  {
    name: '[de] Schulleiterin einer Grundschule in Leipzig-Connewitz, an einem Dienstag',
    highlights: [
      h(
        'Dienstberatung 13.01.\nAb Februar ist Frau Krüger Klassenleiterin der 3b.\nDie Fortbildung zur Lesekompetenz wurde auf März verschoben.\nHerr Wendt bestellt bis Freitag die neuen Sportgeräte beim Schulträger.\nWer schreibt das Protokoll der nächsten Gesamtkonferenz?',
        'Herr Wendt bestellt bis Freitag die neuen Sportgeräte beim Schulträger.',
        'Wer schreibt das Protokoll der nächsten Gesamtkonferenz?',
      ),
      h(
        '„Hilf mir, es selbst zu tun“, sagt Maria Montessori. Hängt seit Jahren über meiner Bürotür und stimmt immer noch.',
      ),
      h(
        'Sehr geehrte Frau Hoffmann,\nim Rahmen der Schulnetzplanung für Leipzig-Süd prüfen wir derzeit die Kapazitäten aller Grundschulen. Bitte übermitteln Sie uns die aktuellen Anmeldezahlen für das Schuljahr 2026/27 bis zum 30.01.2026 an unser Referat. Die Unterlagen zur Brandschutzbegehung erhalten Sie gesondert.\nMit freundlichen Grüßen\nLandesamt für Schule und Bildung, Standort Leipzig',
        'Bitte übermitteln Sie uns die aktuellen Anmeldezahlen für das Schuljahr 2026/27 bis zum 30.01.2026 an unser Referat.',
      ),
      h(
        '13.01.26, 16:42 - Jens: Emil ist abgeholt, wir sind schon zu Hause.\n13.01.26, 16:43 - Jens: Kannst du auf dem Heimweg Milch und Haferflocken mitbringen?\n13.01.26, 16:50 - Ich: Mach ich 👍',
        'Jens: Kannst du auf dem Heimweg Milch und Haferflocken mitbringen?',
      ),
      h(
        'Probealarm heute um 10.15 Uhr, nach drei Minuten waren alle Klassen auf dem Schulhof. Besser als im letzten Jahr!',
      ),
      h(
        'für morgen\nvertretungsplan do fertig machen\nhausmeister wg heizung ✓',
        'vertretungsplan do fertig machen',
      ),
      h(
        'Aus einem Artikel in der Zeit: Schulleitungen müssen heute Verwaltung, Personalführung und Pädagogik gleichzeitig stemmen. Viele Stellen bleiben monatelang unbesetzt, vor allem an Grundschulen.',
      ),
      h(
        'Hing jahrelang als Postkarte im Lehrerzimmer, bis jemand Kaffee darübergekippt hat: „Es gibt nichts Gutes, außer: Man tut es.“ (Erich Kästner)',
      ),
      h(
        '13.01.26, 19:05 - Frau Yilmaz: Guten Abend, der Förderverein hat beim Kuchenbasar 612 € für die Schulbibliothek eingenommen! Vielen Dank an alle, die mitgeholfen haben.',
      ),
      h(
        'Der Kooperationsvertrag mit dem Hort muss bis zum 27.02. von beiden Seiten unterschrieben werden. Der Entwurf liegt in meinem Fach.',
        'Der Kooperationsvertrag mit dem Hort muss bis zum 27.02. von beiden Seiten unterschrieben werden.',
      ),
      h(
        'LVZ: Der Stadtrat soll im März über zwei neue Grundschulen im Leipziger Süden abstimmen. Baubeginn wäre frühestens 2028.',
      ),
      h(
        'Wollte heute eigentlich die Beurteilungen für die Viertklässler fertig schreiben, aber dann kam der Wasserschaden im Keller. Die neuen Tablets sollten nächste Woche geliefert werden.',
      ),
    ],
  },
  {
    name: '[de] Rezeptionist in einem Hotel in Mayrhofen (Tirol), an einem Samstag mit vielen Anreisen',
    highlights: [
      h(
        'Übergabe Nachtdienst\nZimmer 214 reist erst am Sonntag ab, die Rechnung ist schon beglichen.\nDie Sauna war von 22 bis 23 Uhr wegen Wartung geschlossen.\nBitte den Shuttle für Familie De Vries um 8.30 Uhr zum Bahnhof Jenbach bestätigen.',
        'Bitte den Shuttle für Familie De Vries um 8.30 Uhr zum Bahnhof Jenbach bestätigen.',
      ),
      h(
        '[17/01/2026, 07:12] Verena: Servus, kannst du heute mit mir den Spätdienst tauschen? Mein Bub hat Fieber.\n[17/01/2026, 07:14] Verena: Der Dienstplan für Februar hängt übrigens schon im Büro.',
        'Verena: Servus, kannst du heute mit mir den Spätdienst tauschen?',
      ),
      h(
        'Haben Sie Geduld gegen alles Ungelöste in Ihrem Herzen und versuchen Sie, die Fragen selbst liebzuhaben.\nRilke, Briefe an einen jungen Dichter\nDas Buch hat mir ein Stammgast aus Wien dagelassen.',
      ),
      h(
        'Sehr geehrte Damen und Herren,\nleider war unser Zimmer bei der Ankunft am Donnerstag nicht gereinigt, das hat uns sehr enttäuscht. Außerdem haben wir ein Ladekabel in Zimmer 108 vergessen. Könnten Sie es bitte an die untenstehende Adresse schicken?\nFreundliche Grüße\nMaren Schulte, Hannover',
        'Könnten Sie es bitte an die untenstehende Adresse schicken?',
      ),
      h(
        'Nicht vergessen: Mama zum 60er gratulieren, Sonntag!\nPickerl fürs Auto bis Ende Jänner',
        'Nicht vergessen: Mama zum 60er gratulieren, Sonntag!',
        'Pickerl fürs Auto bis Ende Jänner',
      ),
      h(
        'Auf der Kreidetafel im Frühstücksraum steht seit heute: Nicht vergessen, das Leben ist zu kurz für schlechten Kaffee.',
      ),
      h(
        'Tiroler Tageszeitung: Wegen Lawinenwarnstufe 4 ist die Straße nach Hintertux ab Mittag gesperrt. Anreisende sollten mit längeren Wartezeiten rechnen.',
      ),
      h(
        'Aus dem Newsletter der Hoteliervereinigung: Der Gast muss sich vom ersten Moment an willkommen fühlen. Lächeln Sie, bevor Sie den Hörer abnehmen, denn man hört es am Telefon.',
      ),
      h(
        '> Die Zimmerpreise für die Osterwoche müssen bis Mittwoch im Buchungssystem eingepflegt werden.\n> Lukas kümmert sich um die neuen Fotos für die Website.\nDanke für die Info, passt!',
        'Die Zimmerpreise für die Osterwoche müssen bis Mittwoch im Buchungssystem eingepflegt werden.',
        'Lukas kümmert sich um die neuen Fotos für die Website.',
      ),
      h(
        'Heute 38 Anreisen eingecheckt, davon 11 vor 14 Uhr. Die Skipässe für die Gruppe Brandl sind schon ausgedruckt und liegen im Safe.',
      ),
      h('Warum fragen eigentlich alle Gäste nach dem WLAN-Passwort, bevor sie Grüß Gott sagen?'),
    ],
  },
  {
    name: '[de] freiberufliche Fotografin in Köln-Ehrenfeld, Vater im Pflegeheim in Nippes, an einem Donnerstag',
    highlights: [
      h(
        'Telefonat mit der Pflegedienstleitung, Frau Aydin: Papa isst wieder besser, ist aber nachts sehr unruhig. Der Hausarzt kommt am Montag zur Visite. Ich soll ihnen bis nächste Woche eine aktuelle Kopie der Vorsorgevollmacht vorbeibringen.',
        'Ich soll ihnen bis nächste Woche eine aktuelle Kopie der Vorsorgevollmacht vorbeibringen.',
      ),
      h(
        'Sehr geehrte Frau Brückner,\nfür den Antrag auf Höherstufung Ihres Vaters in Pflegegrad 4 benötigen wir weitere Unterlagen. Bitte reichen Sie den beiliegenden Fragebogen ausgefüllt bis zum 16.02.2026 bei uns ein. Eine Gutachterin des Medizinischen Dienstes wird sich telefonisch bei Ihnen melden.\nMit freundlichen Grüßen\nIhre AOK Rheinland/Hamburg',
        'Bitte reichen Sie den beiliegenden Fragebogen ausgefüllt bis zum 16.02.2026 bei uns ein.',
      ),
      h(
        '[22/01/2026, 20:14] Markus: Ich schaff es erst im März wieder nach Köln, die Baustelle in München frisst mich auf.\n[22/01/2026, 20:16] Markus: Kannst du Papa am Sonntag zum Geburtstag von Tante Gisela mitnehmen?\n[22/01/2026, 20:31] Julia: Ich bin leider das ganze Wochenende in Hamburg.',
        'Markus: Kannst du Papa am Sonntag zum Geburtstag von Tante Gisela mitnehmen?',
      ),
      h(
        '„Fotografieren heißt sich das fotografierte Objekt aneignen“ (Susan Sontag, Über Fotografie). Liest sich nach zwanzig Jahren ganz anders.',
      ),
      h(
        'Hallo Anke,\ndanke nochmal für die tollen Bilder vom Firmenjubiläum! Könntest du uns bis Mittwoch noch zehn Motive im Hochformat für Instagram schicken? Die Rechnung geben wir direkt an die Buchhaltung weiter.\nViele Grüße\nTobias',
        'Könntest du uns bis Mittwoch noch zehn Motive im Hochformat für Instagram schicken?',
      ),
      h(
        'rechnung 0126 an agentur rheinblick\nSensor reinigen lassen vor dem Shooting am 5.2.',
        'rechnung 0126 an agentur rheinblick',
        'Sensor reinigen lassen vor dem Shooting am 5.2.',
      ),
      h(
        'Hab heute endlich die Steuererklärung abgeschickt. Eigentlich wollte ich danach noch zu Papa, aber das Shooting in Deutz hat sich ewig gezogen.',
      ),
      h(
        'Aus einem Ratgeber für pflegende Angehörige: Sie müssen nicht alles allein schaffen. Nehmen Sie Hilfe an, bevor Sie selbst krank werden. Pausen sind keine Schwäche.',
      ),
      h(
        'Weiberfastnacht ist dieses Jahr am 12.02., da läuft in Ehrenfeld sowieso nix mit Arbeiten. Kamelle gab es letztes Jahr mehr als genug.',
      ),
      h('Mo 9.30 Sanitätshaus wegen Rollator', 'Mo 9.30 Sanitätshaus wegen Rollator'),
      h(
        'Manchmal frag ich mich, wer hier eigentlich wen pflegt. Papa hat heute zum ersten Mal meinen Namen vergessen.',
      ),
    ],
  },
  {
    name: '[fr] infirmière de nuit au CHU Purpan, Toulouse, un mercredi après sa troisième nuit',
    highlights: [
      h(
        "Transmissions de 6h45\nLe patient de la 12 a bien dormi, pas de douleur.\nBilan sanguin de la 8 à prélever avant 7h, prévenir l'équipe de jour si la kaliémie est basse.\nLa famille de la 15 passera vers 10h.",
        "Bilan sanguin de la 8 à prélever avant 7h, prévenir l'équipe de jour si la kaliémie est basse.",
      ),
      h(
        '« Pour le moment il y a des malades et il faut les guérir. » Camus, La Peste. Relu pendant ma pause de 3h du matin, ça tombe juste.',
      ),
      h(
        'Article de Santé Magazine sur le travail de nuit : évitez les écrans une heure avant de vous coucher. Il faut dormir dans une chambre à 18 °C, dans le noir complet.',
      ),
      h(
        "[21/01/2026, 13:05] Julien: Tu dors ? Pas grave, Léa est déjà chez ma mère.\n[21/01/2026, 13:06] Julien: Tu peux appeler la mutuelle pour le remboursement de l'ostéo ? Moi je n'ai jamais le temps en semaine.",
        "Julien: Tu peux appeler la mutuelle pour le remboursement de l'ostéo ?",
      ),
      h("Pharmacie : renouveler l'ordonnance de Léa", "Pharmacie : renouveler l'ordonnance de Léa"),
      h(
        "Bonjour à tous,\nle planning de février est affiché en salle de soins. Merci de me faire remonter vos demandes de congés d'été avant le 15 mars. La formation AFGSU du 4 février est complète, les prochaines sessions seront annoncées en avril.\nCordialement\nSandrine Lacoste, cadre de santé",
        "Merci de me faire remonter vos demandes de congés d'été avant le 15 mars.",
      ),
      h('La Dépêche : grève des bus Tisséo jeudi, le métro devrait circuler normalement.'),
      h("J'ai enfin emmené Léa chez le dentiste, aucune carie. Dossier d'inscription de la crèche rendu."),
      h(
        'bon alors demain en sortant du service je dois passer à la banque pour la procuration de maman et il faudrait aussi que je rappelle le garage pour la courroie de distribution',
        'bon alors demain en sortant du service je dois passer à la banque pour la procuration de maman et il faudrait aussi que je rappelle le garage pour la courroie de distribution',
      ),
      h(
        "Cassoulet, d'après le livre de cuisine de ma belle-mère : faites tremper les haricots toute une nuit. Ajoutez le confit de canard et laissez mijoter trois heures à feu très doux.",
      ),
      h(
        "Le colis Vinted devrait arriver au point relais vendredi. Il faut que je pense à prendre ma carte d'identité pour le retirer.",
        "Il faut que je pense à prendre ma carte d'identité pour le retirer.",
      ),
      h(
        "Trois nuits d'affilée, je suis rincée. Je vais bien quand même, Léa m'a fait un énorme sourire ce matin.",
      ),
    ],
  },
  {
    name: "[fr] étudiante en science politique à l'UQAM, barista dans un café du Plateau, Montréal, un lundi",
    highlights: [
      h(
        "[26/01/2026, 08:02] Gabrielle: Salut ! Peux-tu prendre mon shift de samedi matin ? J'ai un examen de reprise.\n[26/01/2026, 08:15] Max (gérant): Merci à tous pour la fin de semaine, on a battu notre record de ventes !",
        'Peux-tu prendre mon shift de samedi matin ?',
      ),
      h(
        'Plan de cours POL1400 : le travail de session (15 pages) est à remettre le 20 mars avant 23h59 sur Moodle. Les retards sont pénalisés de 10 % par jour.',
        'Plan de cours POL1400 : le travail de session (15 pages) est à remettre le 20 mars avant 23h59 sur Moodle.',
      ),
      h(
        "Selon un article du Devoir, il faut relire ses notes dans les 24 heures qui suivent le cours pour en retenir l'essentiel. Les étudiants qui travaillent plus de 20 heures par semaine dorment en moyenne moins de six heures par nuit.",
      ),
      h(
        "« Mon pays ce n'est pas un pays, c'est l'hiver », chantait Vigneault. Il fait -31 ressenti ce matin, je confirme.",
      ),
      h(
        "Mon bail finit le 30 juin et le proprio veut pas le renouveler. Faut que j'avise Hydro-Québec et que je réserve un camion de déménagement au plus vite, sinon tout va être pris pour le 1er juillet.",
        "Faut que j'avise Hydro-Québec et que je réserve un camion de déménagement au plus vite, sinon tout va être pris pour le 1er juillet.",
      ),
      h(
        "Courriel de l'équipe : on a séparé le travail hier soir, Alexis et Mégane ont déjà commencé l'intro. Toi, peux-tu t'occuper de la bibliographie en APA d'ici jeudi ?",
        "Toi, peux-tu t'occuper de la bibliographie en APA d'ici jeudi ?",
      ),
      h(
        "J'ai remis mon TP de stats hier soir à 23h58, ouf. Je voulais aller au gym ce matin mais mon cadran a pas sonné.",
      ),
      h('épicerie\n- [ ] lait 2 %\n- [x] savon à vaisselle', 'lait 2 %'),
      h(
        'La STM annonce que la ligne orange devrait rouvrir mercredi entre Berri-UQAM et Jean-Talon. Bonne nouvelle pour mes cours de 8h30.',
      ),
      h(
        "Pourquoi tout le monde commande un latte à l'avoine à 7h du matin ? Je vais finir par rêver de mousse de lait.",
      ),
      h(
        "Objet : Bourse d'études, documents manquants\nMadame, Monsieur,\nnous avons bien reçu votre demande d'aide financière. Merci de nous transmettre votre relevé de notes officiel d'ici le 13 février. Sans ce document, votre dossier ne pourra pas être évalué.\nAide financière aux études",
        "Merci de nous transmettre votre relevé de notes officiel d'ici le 13 février.",
      ),
    ],
  },
  {
    name: '[fr] comptable dans un cabinet du Plateau à Abidjan, qui prépare son mariage, un samedi',
    highlights: [
      h(
        'Mariage — à faire cette semaine\n- Confirmer le traiteur, 250 invités\n- Essayage des tenues chez la couturière à Adjamé samedi 10h',
        'Confirmer le traiteur, 250 invités',
        'Essayage des tenues chez la couturière à Adjamé samedi 10h',
      ),
      h(
        "[31/01/2026, 09:12] Tantie Adjoua: On dit quoi ? La famille d'Aya a envoyé la liste pour la dot, c'est long deh.\n[31/01/2026, 09:14] Tantie Adjoua: Appelle ton papa avant midi pour qu'on fixe la date du mariage coutumier.",
        "Tantie Adjoua: Appelle ton papa avant midi pour qu'on fixe la date du mariage coutumier.",
      ),
      h(
        'Rappel DGI : la déclaration de TVA du mois de janvier doit être déposée au plus tard le 15 février sur e-impots.',
        'Rappel DGI : la déclaration de TVA du mois de janvier doit être déposée au plus tard le 15 février sur e-impots.',
      ),
      h(
        "« En Afrique, quand un vieillard meurt, c'est une bibliothèque qui brûle. » Amadou Hampâté Bâ. Mon grand-père a parlé pendant deux heures hier soir, j'aurais dû enregistrer.",
      ),
      h(
        'Lu dans un livre offert par ma cousine : il faut écouter sa femme avant de parler, et parler doucement même quand on a raison.',
      ),
      h(
        "[31/01/2026, 17:40] Konan (DAF): Serge, le rapprochement bancaire de janvier doit être fini lundi matin. Yao prépare l'état des immobilisations pour le commissaire aux comptes.",
        'Konan (DAF): Serge, le rapprochement bancaire de janvier doit être fini lundi matin.',
        "Yao prépare l'état des immobilisations pour le commissaire aux comptes.",
      ),
      h(
        "Photographe réservé et acompte de 150 000 FCFA payé. Les faire-part sont arrivés de l'imprimerie hier.",
      ),
      h(
        'Le DJ devrait envoyer sa playlist lundi. La météo annonce de fortes pluies sur Abidjan toute la semaine.',
      ),
      h(
        'bon je note pour pas oublier, il faut que je passe à la mairie de Cocody lundi pour déposer les extraits de naissance et les certificats de résidence pour la publication des bans',
        'bon je note pour pas oublier, il faut que je passe à la mairie de Cocody lundi pour déposer les extraits de naissance et les certificats de résidence pour la publication des bans',
      ),
      h("Qui a dit que l'amour rend fou ? C'est l'organisation du mariage qui rend fou."),
      h(
        'Budget réception : 4,2 millions de FCFA, on est déjà à 3,8 millions. Je dois dire que ma comptabilité personnelle ne ressemble à rien en ce moment.',
      ),
    ],
  },
  {
    name: '[es] despachadora en una empresa de taxis de Surquillo, Lima, un viernes',
    highlights: [
      h(
        '[06/02/2026, 06:40] Don Walter: Señorita Rosa, el carro 14 tiene la llanta baja, ¿me manda a alguien del taller?\n[06/02/2026, 06:52] Don Walter: Ya estoy en la Vía Expresa con el pasajero del aeropuerto.',
        'Don Walter: Señorita Rosa, el carro 14 tiene la llanta baja, ¿me manda a alguien del taller?',
      ),
      h(
        'Turno mañana\nRevisar que todas las unidades tengan el SOAT vigente.\nLa revisión técnica del carro 9 vence el 15, hay que sacar cita al toque.',
        'Revisar que todas las unidades tengan el SOAT vigente.',
        'La revisión técnica del carro 9 vence el 15, hay que sacar cita al toque.',
      ),
      h(
        'Desde la puerta de La Crónica Santiago mira la avenida Tacna, sin amor. ¿En qué momento se había jodido el Perú? Lo leí en el colegio y me lo sigo preguntando en cada tráfico de la Javier Prado.',
      ),
      h(
        'RPP: desde el lunes habrá cierre parcial de la Panamericana Sur por obras. La Municipalidad recomienda usar rutas alternas.',
      ),
      h(
        'mañana temprano\nllevar a Mateo al pediatra 9 am\nrecibo de Luz del Sur ya pagado',
        'llevar a Mateo al pediatra 9 am',
      ),
      h(
        'Estimada Rosa:\nLe recuerdo que el reporte semanal de carreras debe enviarse a gerencia cada viernes antes de las 6 pm. Este mes los reportes llegaron completos, buen trabajo.\nSaludos cordiales\nCarlos Paredes, Gerencia de Operaciones',
        'Le recuerdo que el reporte semanal de carreras debe enviarse a gerencia cada viernes antes de las 6 pm.',
      ),
      h(
        'Del libro Cocina peruana para todos: licúe el ají amarillo con la leche evaporada y el pan remojado. Agregue la gallina deshilachada y cocine a fuego lento diez minutos.',
      ),
      h(
        'Ya pagué la pensión del colegio de febrero. Hablé con el mecánico y la unidad 22 queda lista mañana.',
      ),
      h(
        'hija no te olvides que el domingo es el cumpleaños de tu tía Chabuca y tienes que llevar la torta de tres leches que encargamos en la panadería de la esquina',
        'hija no te olvides que el domingo es el cumpleaños de tu tía Chabuca y tienes que llevar la torta de tres leches que encargamos en la panadería de la esquina',
      ),
      h(
        'Hoy fue un día de locos, 340 carreras. El nuevo sistema de GPS debería estar funcionando la próxima semana.',
      ),
      h(
        '¿Quién cubre el turno de noche del sábado si Jhonatan sigue enfermo? Nadie quiere la noche del sábado.',
        '¿Quién cubre el turno de noche del sábado si Jhonatan sigue enfermo?',
      ),
    ],
  },
  {
    name: '[es] maestra jubilada de Triana, Sevilla, presidenta de la asociación de vecinos, un martes',
    highlights: [
      h(
        'Asamblea de vecinos, 10 de febrero\nAsistieron 37 socios.\nSe aprobó por mayoría la propuesta de más contenedores para la calle Pagés del Corro.\nManolo redacta la carta al Distrito Triana antes del día 20.',
        'Manolo redacta la carta al Distrito Triana antes del día 20.',
      ),
      h(
        'Caminante, son tus huellas\nel camino y nada más;\ncaminante, no hay camino,\nse hace camino al andar.\nAntonio Machado, Proverbios y cantares',
      ),
      h(
        'Estimada señora Romero:\nLe rogamos que nos remita el listado de calles afectadas por los cortes de agua antes del 27 de febrero. Los trabajos de renovación de tuberías comenzarán en abril.\nAtentamente,\nEmasesa, Atención a Asociaciones',
        'Le rogamos que nos remita el listado de calles afectadas por los cortes de agua antes del 27 de febrero.',
      ),
      h(
        '[10/02/2026, 18:30] Lucía: Abuela, ¿puedes recoger a Pablo del cole el jueves? Yo salgo tarde de la clínica.\n[10/02/2026, 18:31] Lucía: Y gracias por las croquetas, estaban buenísimas.',
        'Lucía: Abuela, ¿puedes recoger a Pablo del cole el jueves?',
      ),
      h(
        '1. Llamar al distrito por lo de los naranjos sin podar.\n2. Recordar a Encarni que trae las sillas plegables el sábado.',
        'Llamar al distrito por lo de los naranjos sin podar.',
        'Recordar a Encarni que trae las sillas plegables el sábado.',
      ),
      h(
        'Leído en El País: «Hay que volver a ocupar las plazas, porque un barrio sin vecinos en la calle es solo un dormitorio.»',
      ),
      h(
        'Diario de Sevilla: el Ayuntamiento anuncia que la Velá de Santa Ana durará este año dos días más. La obra del mercado de Triana debería terminar antes del verano.',
      ),
      h(
        'Ya mandé la solicitud de subvención a la Junta con todos los anexos. El lunes llamé a la policía local por los coches en doble fila.',
      ),
      h(
        'a ver, que no se me olvide, tengo que pedir cita en el centro de salud para la analítica y de paso preguntar por la vacuna del neumococo',
        'a ver, que no se me olvide, tengo que pedir cita en el centro de salud para la analítica y de paso preguntar por la vacuna del neumococo',
      ),
      h(
        '¿Quién me mandaría a mí meterme en esto a los 68 años? Pero me encanta, para qué nos vamos a engañar.',
      ),
      h(
        'Rafael se muda a Huelva en mayo, con su hija. Hay que decidir quién lleva la tesorería a partir de entonces.',
        'Hay que decidir quién lleva la tesorería a partir de entonces.',
      ),
    ],
  },
  {
    name: '[es] técnico de soporte informático en Montevideo, padre de mellizos, un jueves',
    highlights: [
      h(
        'Ticket #4512: la impresora del tercer piso sigue sin conectarse a la red. Reinstalar el driver y si no anda, llamar a Xerox.',
        'Reinstalar el driver y si no anda, llamar a Xerox.',
      ),
      h(
        '[12/02/2026, 11:02] Flor: Che, los mellizos se durmieron la siesta, por fin.\n[12/02/2026, 11:03] Flor: Y comprá pañales talle G a la vuelta, que quedan tres.',
        'Flor: Y comprá pañales talle G a la vuelta, que quedan tres.',
      ),
      h(
        '«La utopía está en el horizonte. Camino dos pasos, ella se aleja dos pasos. ¿Entonces para qué sirve la utopía? Para eso, sirve para caminar.» (Eduardo Galeano)',
      ),
      h(
        'Hola equipo,\nles cuento que la migración del correo a Microsoft 365 terminó sin problemas. Necesito que cada uno revise el inventario de notebooks de su sector antes del viernes. Martín ya avisó a los usuarios de contabilidad.\nGracias,\nNatalia',
        'Necesito que cada uno revise el inventario de notebooks de su sector antes del viernes.',
      ),
      h('UTE vence el 18\nOSE ya pagada', 'UTE vence el 18'),
      h(
        'De un blog de productividad: hacé primero la tarea que más te cuesta. No revises el correo antes de las 10.',
      ),
      h(
        'Montevideo Portal: Antel anuncia cortes programados de fibra en Pocitos el domingo de madrugada. El servicio debería normalizarse antes de las 6.',
      ),
      h(
        'Ayer actualicé el firewall y reinicié los dos servidores sin drama. Quería dejar documentado el procedimiento, pero los gurises no durmieron nada.',
      ),
      h(
        'bo acordate que este finde estás de guardia vos, si se cae la VPN del cliente de Carrasco la tenés que levantar antes de las 9',
        'bo acordate que este finde estás de guardia vos, si se cae la VPN del cliente de Carrasco la tenés que levantar antes de las 9',
      ),
      h(
        '¿Alguien probó apagarlo y prenderlo de nuevo? Es el chiste más viejo del soporte y sigue funcionando.',
      ),
      h(
        'Mutualista: le recordamos su consulta de Pediatría el martes 17 a las 15:30 h. Traer el carné de vacunas de ambos niños.',
        'Mutualista: le recordamos su consulta de Pediatría el martes 17 a las 15:30 h.',
        'Traer el carné de vacunas de ambos niños.',
      ),
    ],
  },
];
