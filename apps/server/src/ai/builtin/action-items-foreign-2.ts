import type { LabelledDay } from './action-items-data';

/**
 * TASKS days in German, French and Spanish, written by an author who saw neither the action patterns nor any
 * earlier labelled days. Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const FOREIGN_ACTION_DAYS_2: LabelledDay[] = [
  {
    name: '[de] Jana Petersen, Disponentin bei einer Spedition in Hamburg-Billbrook, an einem Dienstag',
    highlights: [
      h(
        '14.01.25, 06:42 - Okan: Moin, der Sattelzug mit den Kühlwaren steht noch in Padborg am Zoll.\n14.01.25, 06:45 - Jana: Hab die Zollagentur schon angerufen, die Papiere waren unvollständig.\n14.01.25, 06:51 - Okan: Kannst du dem Kunden in Bremen Bescheid geben, dass es eher Mittag wird?',
        'Okan: Kannst du dem Kunden in Bremen Bescheid geben, dass es eher Mittag wird?',
      ),
      h(
        '„Man muss nicht jedes Feuer selbst löschen. Wer alles gleichzeitig retten will, rettet am Ende gar nichts.“ Aus „Ruhig bleiben im Chaos“, einem Ratgeber für Führungskräfte, Seite 112',
      ),
      h(
        'reifen für den 7,5-Tonner bei Vergölst bis Do bestellen, die hinteren sind fast blank',
        'reifen für den 7,5-Tonner bei Vergölst bis Do bestellen, die hinteren sind fast blank',
      ),
      h(
        'Aus dem Krimi, den ich in der Mittagspause lese: „Fahr los“, sagte sie, „und halt erst an, wenn du das Meer siehst.“ Er startete den Motor und sah nicht zurück.',
      ),
      h(
        'Teambesprechung Disposition, 14.01.\nDie Tour nach Lübeck fällt ab Februar weg.\nKarsten übernimmt ab Montag die Kühltouren nach Kiel.\nBis Freitag klären, wer in den Osterferien die Frühschicht macht.\nDie neue Telematik-Software sollte Ende März laufen.',
        'Karsten übernimmt ab Montag die Kühltouren nach Kiel.',
        'Bis Freitag klären, wer in den Osterferien die Frühschicht macht.',
      ),
      h(
        'Schichtarbeit bringt die innere Uhr durcheinander. Fachleute raten: vor dem Schlafen kein Bildschirm, das Schlafzimmer abdunkeln und feste Essenszeiten einhalten. (Artikel im Mitgliedermagazin der Krankenkasse)',
      ),
      h(
        'Mama hat am Sonntag Geburtstag! Blumen bei Fleurop bestellen, nicht wieder so knapp wie letztes Jahr.',
        'Blumen bei Fleurop bestellen, nicht wieder so knapp wie letztes Jahr.',
      ),
      h(
        'Sehr geehrte Frau Petersen,\nbei der Lieferung vom 10.01. wurden leider zwei Paletten beschädigt. Bitte senden Sie uns bis zum 20.01. eine Stellungnahme sowie die Fotos Ihres Fahrers zu. Die Transportversicherung sollte den Schaden übernehmen, sofern die Unterlagen vollständig sind.\nMit freundlichen Grüßen\nHeiko Brandt, Baumarkt Nord GmbH',
        'Bitte senden Sie uns bis zum 20.01. eine Stellungnahme sowie die Fotos Ihres Fahrers zu.',
      ),
      h(
        'Heute erledigt: Lkw 12 zur HU gebracht, Frachtbriefe für Rotterdam gedruckt, Kaffeemaschine entkalkt. Wollte eigentlich noch bei der Zollagentur nachhaken, aber Okan war schneller.',
      ),
      h(
        '„Und jedem Anfang wohnt ein Zauber inne, / Der uns beschützt und der uns hilft, zu leben.“ – Hermann Hesse, Stufen (hängt bei Timo im Flur)',
      ),
      h(
        'Kühlauflieger 3 macht wieder Geräusche am Aggregat. Werkstatt Mo 7 Uhr, Schlüssel vorher bei Okan abholen.',
        'Werkstatt Mo 7 Uhr, Schlüssel vorher bei Okan abholen.',
      ),
      h('Wer hat eigentlich beschlossen, dass alle Lkw gleichzeitig um halb sechs auf den Hof wollen?'),
    ],
  },
  {
    name: '[de] Sophie Huber, Jurastudentin in München (aus Linz), in der Examensvorbereitung, an einem Mittwoch',
    highlights: [
      h(
        '„Ein Blick ins Gesetz erleichtert die Rechtsfindung.“ Alter Juristenspruch, steht vorne im Skript vom Repetitorium.',
      ),
      h(
        '„Es ist nicht genug, zu wissen, man muß auch anwenden; es ist nicht genug, zu wollen, man muß auch tun.“ Goethe, Wilhelm Meisters Wanderjahre',
      ),
      h(
        'bis fr: fall 7 nacharbeiten\nklausurenkurs sa 8:30 anmelden!!\nmensa hat ab März neue Zeiten',
        'bis fr: fall 7 nacharbeiten',
        'klausurenkurs sa 8:30 anmelden!!',
      ),
      h(
        '[15.01.25, 21:12] Lena: Heast, kannst du morgen das Paket vom Nachbarn holen? Ich bin bis 18 Uhr auf der Uni.\n[15.01.25, 21:14] Lena: Und die Stromabrechnung liegt am Küchentisch, die müssen wir bis Ende Jänner zahlen.',
        'Lena: Heast, kannst du morgen das Paket vom Nachbarn holen?',
        'Lena: Und die Stromabrechnung liegt am Küchentisch, die müssen wir bis Ende Jänner zahlen.',
      ),
      h(
        'Die Hausarbeit im Öffentlichen Recht muss bis zum 28.02. über Moodle eingereicht werden. Formatvorgaben: 1,5 Zeilen, Times New Roman 12, Fußnoten am Seitenende.',
        'Die Hausarbeit im Öffentlichen Recht muss bis zum 28.02. über Moodle eingereicht werden.',
      ),
      h('„Ein Buch muß die Axt sein für das gefrorene Meer in uns.“ Kafka, Brief an Oskar Pollak, 1904'),
      h(
        'Lernen in 50-Minuten-Blöcken, danach zehn Minuten Pause, das Handy in einen anderen Raum legen. Wer so arbeitet, merkt schon nach zwei Wochen einen Unterschied. (Blogartikel „Examen ohne Burnout“)',
      ),
      h(
        'Sehr geehrte Frau Huber,\nvielen Dank für Ihre Bewerbung um ein Praktikum in unserer Kanzlei in Wien. Wir ersuchen Sie, uns bis Ende Jänner ein aktuelles Notenblatt sowie ein Empfehlungsschreiben zu übermitteln. Das Praktikum sollte voraussichtlich Anfang Juli beginnen.',
        'Wir ersuchen Sie, uns bis Ende Jänner ein aktuelles Notenblatt sowie ein Empfehlungsschreiben zu übermitteln.',
      ),
      h(
        'Heute in der Sprechstunde gewesen: Die Übungsklausur im Strafrecht ist mit 9 Punkten doch besser ausgefallen als gedacht. Ich hatte schon überlegt, den Kurs abzubrechen.',
      ),
      h(
        '„Ach, Luise, laß … das ist ein zu weites Feld.“ Letzter Satz aus Effi Briest, wir haben das in der Schule gelesen.',
      ),
      h(
        'Ummeldung beim KVR: Di 9:40 Uhr, Ruppertstraße, Personalausweis und Wohnungsgeberbestätigung mitnehmen!',
        'Ummeldung beim KVR: Di 9:40 Uhr, Ruppertstraße, Personalausweis und Wohnungsgeberbestätigung mitnehmen!',
      ),
      h(
        'Nicht vergessen: das Leben ist kurz, und das Examen ist nicht alles. (Postkarte von Oma über dem Schreibtisch)',
      ),
    ],
  },
  {
    name: '[de] Familie Kächele, Bäckerei in Reutlingen – Notizen von Sabine, an einem Freitag',
    highlights: [
      h(
        'Den Vorteig am Vorabend ansetzen und zwölf Stunden bei Raumtemperatur reifen lassen. Am nächsten Morgen Mehl, Salz und das restliche Wasser zugeben und zehn Minuten kneten. Die Laibe bei 240 Grad mit Schwaden backen, nach zehn Minuten auf 200 Grad zurückschalten. (aus Opas altem Backbuch)',
      ),
      h(
        'Bestellung Mühle\n25 kg Dinkelmehl 630\nHefe nicht vergessen, die letzte Lieferung war zu knapp',
        '25 kg Dinkelmehl 630',
        'Hefe nicht vergessen, die letzte Lieferung war zu knapp',
      ),
      h(
        '07.03.25, 05:12 - Gerhard: Ofen 2 heizt wieder net richtig, dr Kundendienst war geschtern scho da.\n07.03.25, 05:20 - Sabine: Ok. Kannsch du glei au nach dem Ersatzteil fürs Thermostat froga?',
        'Kannsch du glei au nach dem Ersatzteil fürs Thermostat froga?',
      ),
      h(
        'Die hohen Energiepreise setzen vielen Handwerksbäckereien im Land zu. Laut Innung haben im vergangenen Jahr über hundert Betriebe in Baden-Württemberg aufgegeben. Man müsse jetzt gegensteuern, fordert der Verband, sonst sterbe das Bäckerhandwerk auf dem Dorf aus.',
      ),
      h(
        'Lukas: Mama, kannst du mir bis Sonntag die Unterlagen für die Richemont in Luzern raussuchen? Die Anmeldung für den Herbstkurs läuft nur noch bis Ende März.',
        'Lukas: Mama, kannst du mir bis Sonntag die Unterlagen für die Richemont in Luzern raussuchen?',
      ),
      h(
        'Grüezi Frau Kächele,\ngerne bestätigen wir Ihre Bestellung der Lochbleche. Bitte beachten Sie, dass die Lieferung aus Schaffhausen erst am Dienstag erfolgen kann. Für Fragen stehen wir Ihnen jederzeit zur Verfügung.\nFreundliche Grüsse\nBeat Müller',
      ),
      h(
        'Für Samstag\nHefezopf doppelte Menge, wegen Konfirmation bei Familie Wörner\nDie Brezeln für den Kindergarten sind schon bezahlt.',
        'Hefezopf doppelte Menge, wegen Konfirmation bei Familie Wörner',
      ),
      h(
        '„Wer morgens um drei aufsteht, braucht abends keine Ausreden, sondern Schlaf.“ Aus einem Podcast über Selbstständigkeit im Handwerk',
      ),
      h(
        'Heute Morgen hab ich endlich die Lebensmittelkontrolle erreicht, die Nachkontrolle ist erledigt und alles war in Ordnung. Gerhard wollte ja eigentlich letzte Woche schon anrufen.',
      ),
      h(
        'Zettel für Ayşe: Bitte ab Montag die Brezeln für die Grundschule in der Kreuzstraße mit einpacken, 80 Stück, der Lieferschein liegt an der Kasse.',
        'Zettel für Ayşe: Bitte ab Montag die Brezeln für die Grundschule in der Kreuzstraße mit einpacken, 80 Stück, der Lieferschein liegt an der Kasse.',
      ),
      h(
        '„Schaffe, schaffe, Häusle baue, und net nach de Mädle schaue.“ Hängt seit 1962 in der Backstube, Oma wollte ihn nie abhängen.',
      ),
      h(
        '„Nicht weil es schwer ist, wagen wir es nicht, sondern weil wir es nicht wagen, ist es schwer.“ Seneca, als Spruch auf dem Kalender von der Sparkasse',
      ),
    ],
  },
  {
    name: '[fr] Nathalie Dumont, fonctionnaire dans un SPF à Bruxelles, 52 ans, un lundi',
    highlights: [
      h(
        'Bonjour à tous,\nsuite à la réunion de ce matin, voici les points à retenir. Merci de me renvoyer vos commentaires sur la note au ministre pour mercredi 12h au plus tard. La traduction néerlandaise devrait être prête jeudi.\nBien à vous,\nNathalie',
        'Merci de me renvoyer vos commentaires sur la note au ministre pour mercredi 12h au plus tard.',
      ),
      h('« Il faut imaginer Sisyphe heureux. » Camus, Le Mythe de Sisyphe — recopié au dos de mon agenda'),
      h(
        'À faire cette semaine\nDéclaration Tax-on-web de maman à vérifier (avant fin juin)\nContrôle technique de la Clio — avant le 12',
        'Déclaration Tax-on-web de maman à vérifier (avant fin juin)',
        'Contrôle technique de la Clio — avant le 12',
      ),
      h(
        '« Asseyez-vous, et racontez-moi tout depuis le début », dit le commissaire en bourrant lentement sa pipe. (polar belge lu dans le train de 7h42)',
      ),
      h(
        '[17/03/2025, 08:05] Aminata: Bonjour Nathalie, je suis bloquée à Zaventem, mon vol depuis Dakar a eu trois heures de retard.\n[17/03/2025, 08:06] Aminata: Tu peux présenter mes slides à 10h ? Ils sont sur le SharePoint, dossier « Comité ».',
        'Aminata: Tu peux présenter mes slides à 10h ?',
      ),
      h(
        "« Ne remettez pas à demain ce que vous pouvez faire aujourd'hui : c'est la première règle de toute organisation personnelle. » (extrait d'un livre sur la productivité, chapitre 2)",
      ),
      h(
        'Penser à réserver le resto pour les septante ans de papa, samedi 29, on sera une quinzaine.',
        'Penser à réserver le resto pour les septante ans de papa, samedi 29, on sera une quinzaine.',
      ),
      h(
        'La STIB annonce des perturbations sur les lignes de métro 1 et 5 toute la semaine en raison de travaux à la station Arts-Loi. Les voyageurs sont invités à prévoir un itinéraire alternatif.',
      ),
      h(
        "J'ai appelé la mutuelle ce matin : le remboursement de la kiné est enfin passé. Pourquoi est-ce que c'est toujours quand on est pressé que le GSM n'a plus de batterie ?",
      ),
      h(
        "Madame,\nNous accusons bonne réception de votre demande de renouvellement. Nous vous prions de bien vouloir vous présenter au guichet Population muni de votre ancienne carte et d'une photo récente. Votre nouvelle carte devrait être disponible dans un délai de trois semaines.",
        "Nous vous prions de bien vouloir vous présenter au guichet Population muni de votre ancienne carte et d'une photo récente.",
      ),
      h(
        "Colloque à Montréal en mai : Étienne s'occupe des billets d'avion, moi de l'hôtel. Geneviève dit que ça va être le fun.",
        "Colloque à Montréal en mai : Étienne s'occupe des billets d'avion, moi de l'hôtel.",
      ),
      h(
        '« Rien ne sert de courir ; il faut partir à point. » Le Lièvre et la Tortue, relu avec Zoé ce soir.',
      ),
    ],
  },
  {
    name: '[fr] Karim Benali, chauffeur de taxi à Marseille, son père hospitalisé à la Timone, un jeudi',
    highlights: [
      h(
        'Papa — Timone, cardiologie, chambre 412. Visites de 13h à 20h, parking payant côté boulevard Jean-Moulin.',
      ),
      h(
        "[20/03/2025, 11:32] Samia: Le médecin veut nous voir demain à 16h, tu peux venir ?\n[20/03/2025, 11:33] Samia: Et ramène-lui son chargeur et ses lunettes, il n'arrête pas de râler.",
        'Samia: Le médecin veut nous voir demain à 16h, tu peux venir ?',
        "Samia: Et ramène-lui son chargeur et ses lunettes, il n'arrête pas de râler.",
      ),
      h(
        'Vidange du taxi avant lundi\nRenouveler la carte pro à la préfecture, elle expire en mai',
        'Vidange du taxi avant lundi',
        'Renouveler la carte pro à la préfecture, elle expire en mai',
      ),
      h(
        "« Le cœur a ses raisons que la raison ne connaît point. » Pascal — papa l'avait noté dans son carnet, je l'ai retrouvé dans sa veste.",
      ),
      h(
        'Après la sortie : marcher trente minutes par jour, limiter le sel, ne pas porter de charges lourdes pendant un mois. (fiche « Bien vivre après un infarctus » distribuée dans le hall)',
      ),
      h(
        "Le mistral devrait souffler jusqu'à 100 km/h ce week-end sur le littoral. La préfecture déconseille toute sortie en mer.",
      ),
      h(
        "Il faut que je passe à la pharmacie avant 19h pour les médicaments de papa, l'ordonnance est dans la boîte à gants.",
        "Il faut que je passe à la pharmacie avant 19h pour les médicaments de papa, l'ordonnance est dans la boîte à gants.",
      ),
      h(
        "Il faut savoir dire non, même à ceux qu'on aime. Se reposer n'est pas un luxe, c'est une nécessité. (podcast sur les aidants familiaux)",
      ),
      h(
        'Course réservée : Mme Ferrand, samedi 5h45, La Joliette → aéroport de Marignane, deux valises.',
        'Course réservée : Mme Ferrand, samedi 5h45, La Joliette → aéroport de Marignane, deux valises.',
      ),
      h(
        "Hier j'ai fait quatorze courses, dont trois pour le Vélodrome. Papa a mangé un peu ce soir, ça m'a soulagé.",
      ),
      h('Message de Yacine, de Montréal : « Lâche pas, mon cousin, on pense fort à vous autres. »'),
      h(
        "Pour la soupe au pistou : faire tremper les haricots la veille, couper les courgettes et les pommes de terre en dés, piler l'ail avec le basilic et l'huile d'olive. (recette de tante Nadia, recopiée dans le livre de cuisine provençale)",
      ),
    ],
  },
  {
    name: '[fr] Yvonne Le Goff, 68 ans, retraitée et bénévole au club de voile de Bénodet, un samedi',
    highlights: [
      h(
        "Bonjour à toutes et à tous,\nla régate du club aura lieu dimanche 13 avril si la météo le permet. Yvonne et Loïc s'occupent de l'accueil des équipages à partir de 8h. Merci à chacun d'apporter un gâteau ou une boisson pour le pot de l'arrivée.\nSportivement,\nle bureau",
        "Yvonne et Loïc s'occupent de l'accueil des équipages à partir de 8h.",
        "Merci à chacun d'apporter un gâteau ou une boisson pour le pot de l'arrivée.",
      ),
      h(
        "« Hâtez-vous lentement, et sans perdre courage, / Vingt fois sur le métier remettez votre ouvrage. » Boileau, que mon père citait chaque fois qu'il réparait une voile.",
      ),
      h(
        'Gilets de sauvetage à recompter avant Pâques\nRéparer la voile du Laser 3, déchirure au guindant',
        'Gilets de sauvetage à recompter avant Pâques',
        'Réparer la voile du Laser 3, déchirure au guindant',
      ),
      h(
        "Avant de partir, toujours consulter la météo marine et prévenir quelqu'un à terre de son itinéraire. Un bon marin sait renoncer. (extrait d'un manuel de voile)",
      ),
      h(
        "Maël arrive mardi par le train de 17h12 à Quimper, il faut que j'aille le chercher.",
        "Maël arrive mardi par le train de 17h12 à Quimper, il faut que j'aille le chercher.",
      ),
      h(
        'Pour le kouign-amann : étaler la pâte, la couvrir de beurre demi-sel et de sucre, plier en trois, laisser reposer au frais et recommencer trois fois. Cuire à 200 degrés une trentaine de minutes. (recette de Mémé Anne)',
      ),
      h(
        "Tempête : les rafales pourraient atteindre 130 km/h sur la pointe du Finistère. Les sorties en mer sont fortement déconseillées jusqu'à lundi. (article du journal local)",
      ),
      h(
        "[12/04/2025, 18:40] Loïc: Yvonne, tu peux récupérer les clés du local chez Gwen avant dimanche ?\n[12/04/2025, 18:41] Loïc: Moi je m'occupe de la sono et des bouées.",
        'Loïc: Yvonne, tu peux récupérer les clés du local chez Gwen avant dimanche ?',
        "Loïc: Moi je m'occupe de la sono et des bouées.",
      ),
      h("- [x] Cotisation au club payée\nJ'ai rappelé l'assureur pour le semi-rigide, tout est en ordre."),
      h(
        "« On ne voit bien qu'avec le cœur. L'essentiel est invisible pour les yeux. » Le Petit Prince, relu avec Maël l'été dernier.",
      ),
      h(
        "Il faut rester curieuse, ne jamais cesser d'apprendre, et surtout ne pas rester seule. La retraite n'est pas une fin, c'est un changement de cap. (livre offert par ma fille pour mes 65 ans)",
      ),
      h("N'oublie pas que la mer ne pardonne rien, disait toujours le vieux Corentin au ponton."),
    ],
  },
  {
    name: '[es] Luz Marina Rojas, enfermera jefe en un hospital de Bogotá, turno de noche, un martes',
    highlights: [
      h(
        'Entrega de turno\nCama 12: control de glicemia cada 4 horas.\nCama 15: pendiente la valoración por cardiología, volver a llamar a las 7.\nCama 18 sale mañana, ya tiene la orden de salida.',
        'Cama 12: control de glicemia cada 4 horas.',
        'Cama 15: pendiente la valoración por cardiología, volver a llamar a las 7.',
      ),
      h(
        '«La vida no es la que uno vivió, sino la que uno recuerda y cómo la recuerda para contarla.» García Márquez, Vivir para contarla',
      ),
      h(
        '[18/03/25, 18:10] Valentina: Mami, ¿me firmas la circular del colegio? Es para la salida al Museo del Oro el viernes.\n[18/03/25, 18:12] Valentina: Y no se te olvide que mañana hay que mandar la lonchera con fruta.',
        'Valentina: Mami, ¿me firmas la circular del colegio?',
        'Valentina: Y no se te olvide que mañana hay que mandar la lonchera con fruta.',
      ),
      h(
        'Hay que aprender a cuidarse para poder cuidar a otros. Nadie puede dar lo que no tiene. (de un libro sobre el agotamiento en el personal de salud)',
      ),
      h(
        'Cita en la EPS el jueves a las 14h, llevar la orden del ortopedista.',
        'Cita en la EPS el jueves a las 14h, llevar la orden del ortopedista.',
      ),
      h(
        'El Ministerio de Salud anunció que la jornada de vacunación contra la influenza se extenderá hasta el 30 de abril. Se recomienda que los mayores de 60 años acudan al punto de vacunación más cercano.',
      ),
      h(
        '«Puede parecer un principio extraño enunciar como primer requisito de un hospital que no debe hacer daño a los enfermos.» Florence Nightingale, citada en el primer capítulo del libro de fundamentos de enfermería',
      ),
      h(
        'Buenas tardes, jefes de servicio:\nLes recordamos que el informe de indicadores del mes debe enviarse a coordinación a más tardar el viernes. Agradecemos su puntualidad.\nCoordinación de Enfermería',
        'Les recordamos que el informe de indicadores del mes debe enviarse a coordinación a más tardar el viernes.',
      ),
      h(
        'Para el ajiaco: cocinar el pollo con las tres clases de papa, agregar las guascas al final y servir con crema, alcaparras y aguacate. (receta de mi abuela, copiada del cuaderno)',
      ),
      h(
        'Anoche llamé a mi mamá en Tunja; ya está mejor de la tos. Dormí solo cuatro horas y igual me tocó doblar turno.',
      ),
      h(
        'Inscribirme antes del miércoles en la plataforma para el curso de actualización en RCP del sábado.',
        'Inscribirme antes del miércoles en la plataforma para el curso de actualización en RCP del sábado.',
      ),
      h(
        '—No se le olvide nunca que el dolor del otro también es suyo —le dijo la monja a la muchacha, y apagó la vela. (de la novela que me prestó Paola)',
      ),
    ],
  },
  {
    name: '[es] Héctor Muñoz, capataz de una viña en el valle de Colchagua, en plena vendimia, un lunes',
    highlights: [
      h(
        'El cuartel 7 de carménère ya está en 24 grados Brix. Avisarle a la Jessica que traiga más bins del galpón.',
        'Avisarle a la Jessica que traiga más bins del galpón.',
      ),
      h(
        '17/03/25, 07:02 - Patricio: Héctor, el tractor chico tiene una fuga de aceite, ¿lo llevai al taller o lo veo yo?\n17/03/25, 07:05 - Héctor: Lo llevo yo al tiro a Santa Cruz, tú anda a ver el riego del cuartel 3.',
        'Patricio: Héctor, el tractor chico tiene una fuga de aceite, ¿lo llevai al taller o lo veo yo?',
        'Héctor: Lo llevo yo al tiro a Santa Cruz, tú anda a ver el riego del cuartel 3.',
      ),
      h(
        '«Es tan corto el amor, y es tan largo el olvido.» Neruda, Poema 20, que la Rosa tiene pegado en el refrigerador',
      ),
      h(
        'Hay que cosechar de madrugada, cuando la uva está fría, para conservar los aromas. Nunca se debe apurar una fermentación. (manual de enología que me pasó el enólogo)',
      ),
      h(
        'Tengo que pagar la luz antes del jueves, o nos cortan.',
        'Tengo que pagar la luz antes del jueves, o nos cortan.',
      ),
      h(
        'Según la Dirección Meteorológica, podrían registrarse lluvias en la zona central hacia el fin de semana. Los productores deberían adelantar la cosecha de las variedades tempranas, advirtió el gremio.',
      ),
      h(
        'Los tratos se pagan el viernes. Don Lucho pregunta si puede cobrar el jueves porque viaja a Talca, ¿le digo que sí?',
        'Don Lucho pregunta si puede cobrar el jueves porque viaja a Talca, ¿le digo que sí?',
      ),
      h(
        'Para el pebre: picar fino el tomate, la cebolla y el cilantro, agregar ají verde, aceite, sal y un chorrito de limón. Dejar reposar media hora antes de servir. (libro de cocina chilena de la señora)',
      ),
      h(
        'Hola Héctor,\n¿cómo andás? Te escribo por la visita del importador de Mendoza. ¿Podés confirmarme si el miércoles a las 11 les viene bien recorrer la viña?\nUn abrazo,\nMartín',
        '¿Podés confirmarme si el miércoles a las 11 les viene bien recorrer la viña?',
      ),
      h('Hoy terminamos el cuartel 5, salieron 38 bins. La gente quedó contenta con el asado.'),
      h(
        '«Caminante, no hay camino, se hace camino al andar.» Machado, escrito con tiza en la puerta de la bodega',
      ),
      h(
        '—Tenemos que irnos antes de que amanezca —dijo mi padre, y cargó las mantas en la carreta. (de la novela que estoy leyendo en las noches)',
      ),
    ],
  },
  {
    name: '[es] Marta Vidal, traductora autónoma en Barcelona, con un hijo de dos años, un jueves',
    highlights: [
      h(
        'Presentar el modelo 303 antes del 20 de abril. El trimestre ha sido flojo, pero la agencia de Madrid debería pagar la factura de marzo esta semana.',
        'Presentar el modelo 303 antes del 20 de abril.',
      ),
      h(
        '[10/04/25, 9:14] Jordi: Hoy salgo tarde, tengo reunión hasta las seis.\n[10/04/25, 9:15] Jordi: ¿Puedes llamar tú al pediatra para cambiar la cita del lunes?',
        'Jordi: ¿Puedes llamar tú al pediatra para cambiar la cita del lunes?',
      ),
      h('«El que lee mucho y anda mucho, ve mucho y sabe mucho.» Don Quijote, segunda parte, capítulo 25'),
      h(
        'Tienes que aprender a cobrar lo que vales. Pon tus tarifas por escrito y no las bajes nunca a la primera. (de un artículo sobre trabajar como autónoma)',
      ),
      h(
        'Estimada Marta:\nLe rogamos que nos envíe la traducción revisada del manual a más tardar el martes 15, hora de la Ciudad de México. Le agradecemos de antemano su apoyo.\nSaludos cordiales,\nFernanda Ruiz, Editorial Aurora',
        'Le rogamos que nos envíe la traducción revisada del manual a más tardar el martes 15, hora de la Ciudad de México.',
      ),
      h(
        'Súper\n- [ ] pañales talla 5\n- [ ] toallitas sin perfume',
        'pañales talla 5',
        'toallitas sin perfume',
      ),
      h(
        'Para la crema catalana: calentar la leche con la piel de limón y la canela, batir las yemas con el azúcar y la maicena, juntarlo todo y remover a fuego lento hasta que espese. (del recetario de la iaia)',
      ),
      h(
        'Glosario del cliente: «stakeholder» se traduce siempre como «parte interesada», nunca como «interesado». TODO: preguntarle a Fernanda si el título del libro va en cursiva.',
        'TODO: preguntarle a Fernanda si el título del libro va en cursiva.',
      ),
      h(
        'Las obras en la línea R2 obligarán a cortar el servicio entre Sants y el Clot durante dos fines de semana. Se recomienda consultar los horarios antes de viajar.',
      ),
      h(
        'No hay que tener miedo a las rabietas: son la forma que tiene el niño de decir que algo le desborda. Respira, agáchate a su altura y ponle nombre a lo que siente. (libro de crianza que me regaló mi hermana)',
      ),
      h(
        'Esta mañana he entregado la traducción del catálogo y he facturado a la agencia. Leo ha dicho «aigua» y «agua» el mismo día. ¿Quién dijo que ser autónoma era ser libre?',
      ),
      h(
        'Llamar a la gestoría: ¿me conviene volver a la tarifa plana?',
        'Llamar a la gestoría: ¿me conviene volver a la tarifa plana?',
      ),
    ],
  },
];
