import type { LabelledDay } from './action-items-data';

/**
 * TASKS days in German, French and Spanish, written by an author who saw neither the action patterns nor any
 * earlier labelled days. Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const FOREIGN_ACTION_DAYS_4: LabelledDay[] = [
  {
    name: '[de] Produktmanagerin bei einem Berliner Fintech-Start-up, 34, an einem Montag',
    highlights: [
      h(
        'Standup Mo\nOnboarding-Flow: Die Conversion ist letzte Woche um 4 % gefallen.\nLena prüft bis Mittwoch die Tracking-Events im Signup.\nRelease 2.3 ist am Freitag live gegangen, keine Rollbacks.\nWer übernimmt das Protokoll fürs Review am Donnerstag?',
        'Lena prüft bis Mittwoch die Tracking-Events im Signup.',
        'Wer übernimmt das Protokoll fürs Review am Donnerstag?',
      ),
      h(
        'Verlieb dich in das Problem, nicht in die Lösung. Wer zuerst eine Lösung baut und danach das passende Problem sucht, scheitert fast immer. (Uri Levine, Gründer von Waze)',
      ),
      h(
        'roadmap-folie für investoren updaten\nmama zurückrufen!!',
        'roadmap-folie für investoren updaten',
        'mama zurückrufen!!',
      ),
      h(
        '09.03.26, 08:12 - Jonas: Kannst du heute Abend das Paket von der Packstation holen? Code ist 4471\n09.03.26, 08:14 - Jonas: Und die Nebenkostenabrechnung ist gekommen, wir kriegen 64 € zurück 🎉\n09.03.26, 08:31 - Miriam: Uff, endlich mal gute Nachrichten 😅',
        'Jonas: Kannst du heute Abend das Paket von der Packstation holen?',
      ),
      h(
        'Laut einer aktuellen Umfrage arbeiten 38 Prozent der Berliner Start-ups inzwischen vollständig remote. Wer die Remote-Kultur dem Zufall überlässt, verliert seine besten Leute, warnt die Autorin. Führungskräfte sollten feste Rituale einführen und Erwartungen schriftlich festhalten.',
      ),
      h(
        'Hallo zusammen,\nkurze Info aus dem Office-Management.\nBitte tragt eure Urlaubstage für Q2 bis spätestens 20.3. in Personio ein.\nAm Freitag kommt die Reinigungsfirma, die Küche bleibt deshalb ab 14 Uhr geschlossen.\nDanke euch!\nSandra',
        'Bitte tragt eure Urlaubstage für Q2 bis spätestens 20.3. in Personio ein.',
      ),
      h(
        '„Done is better than perfect.“ Hängt bei uns in der Küche, und trotzdem diskutieren wir seit drei Wochen über die Farbe eines Buttons.',
      ),
      h(
        'Nicht vergessen: Geschenk für Paul besorgen, die Party ist am Samstag! Vielleicht das neue Ottolenghi-Kochbuch, das hat er sich gewünscht.',
        'Nicht vergessen: Geschenk für Paul besorgen, die Party ist am Samstag!',
      ),
      h(
        'User-Interview #4 (Steuerberaterin, 52): Sie findet den CSV-Export „versteckt“ und hat deswegen schon dreimal beim Support angerufen. Das neue Dashboard sollte das Problem eigentlich lösen. Tarek hat gestern schon einen Klick-Prototyp mit dem Export oben rechts gebaut.',
      ),
      h(
        'Wollte heute eigentlich mit dem Rad ins Büro, aber die Bremse schleift wieder. Hab es dann in der Mittagspause zur Werkstatt in der Oderberger Straße gebracht.',
      ),
      h(
        'BVG-Warnstreik am Mittwoch: U-Bahn, Busse und Trams stehen ganztägig still. Die S-Bahn ist nicht betroffen.',
      ),
      h('Nicht vergessen: Ein gutes Team schlägt jeden guten Plan. (Notiz aus dem Leadership-Workshop)'),
    ],
  },
  {
    name: '[de] Bäuerin im Emmental (Kanton Bern), verkauft samstags auf dem Berner Märit, an einem Freitag',
    highlights: [
      h(
        'Märit Samstig\n30 Schachteln Eier abpacken\nHonig ist etikettiert\nMünz bei der Raiffeisen holen',
        '30 Schachteln Eier abpacken',
        'Münz bei der Raiffeisen holen',
      ),
      h(
        '13.03.26, 19:02 - Käthi: Hoi Vreni, chasch du morn scho am halbi 7 am Bundesplatz sii? Dr Stand näbe üs isch nöi.\n13.03.26, 19:10 - Vreni: Jo, kei Problem 👍\n13.03.26, 19:11 - Käthi: Merci vielmal!',
        'Käthi: Hoi Vreni, chasch du morn scho am halbi 7 am Bundesplatz sii?',
      ),
      h(
        'Der Milchpreis bleibt auch im zweiten Quartal unter Druck. Die Branchenorganisation empfiehlt den Produzenten, ihre Liefermengen vorerst nicht auszudehnen. (BauernZeitung)',
      ),
      h(
        'Sehr geehrte Frau Zaugg\nDas Gesuch für die Direktzahlungen muss bis spätestens 15.4. über das Portal GELAN eingereicht werden. Unvollständige Gesuche können leider nicht berücksichtigt werden.\nFreundliche Grüsse\nAmt für Landwirtschaft und Natur des Kantons Bern',
        'Das Gesuch für die Direktzahlungen muss bis spätestens 15.4. über das Portal GELAN eingereicht werden.',
      ),
      h(
        'Mehl, Salz und Zucker in einer Schüssel mischen. Butter beigeben, Milch dazugiessen und zu einem weichen, glatten Teig kneten. Zugedeckt bei Raumtemperatur etwa 2 Stunden aufs Doppelte aufgehen lassen. Zwei Stränge formen, zur Züpfe flechten und mit Eigelb bestreichen.',
      ),
      h(
        'Bläss frisst seit gestern schlecht. Ich muss den Tierarzt anrufen, wenn es morgen nicht besser ist.',
        'Ich muss den Tierarzt anrufen, wenn es morgen nicht besser ist.',
      ),
      h(
        'MeteoSchweiz: Am Samstag zuerst sonnig, ab Mittag Regen und Bise, Höchstwerte um 8 Grad.\nHans hat die Seitenwände fürs Zelt schon eingeladen.',
      ),
      h(
        '„Im Hause muss beginnen, was leuchten soll im Vaterland.“ Jeremias Gotthelf, hängt bei Grossmutter immer noch in der Stube.',
      ),
      h(
        'Hofladen-Kasse gezählt: 412 Franken. Hans hat den Traktor zum Service gebracht, der Mechaniker meint, die Kupplung sollte noch zwei Jahre halten.',
      ),
      h(
        'Liebe Marktfahrerinnen und Marktfahrer\nAb April gilt auf dem Bundesplatz ein neues Abfallkonzept, die Stadt stellt jedem Stand zwei Sammelbehälter zur Verfügung. Bitte meldet uns bis Ende März, ob ihr in der Sommersaison weiterhin einen Doppelstand braucht.\nDer Vorstand',
        'Bitte meldet uns bis Ende März, ob ihr in der Sommersaison weiterhin einen Doppelstand braucht.',
      ),
      h(
        'Ueli sollte nächste Woche die Zusage von der Landwirtschaftsschule Rütti bekommen. Er ist schon ganz nervös.',
      ),
    ],
  },
  {
    name: '[de] Rentner in Dresden, betreut unter der Woche zwei Enkel, an einem Dienstag',
    highlights: [
      h(
        'Dienstag\nEmil um 12.30 Uhr von der Kita abholen\nFrida hat bis 15 Uhr Flöte in der Musikschule',
        'Emil um 12.30 Uhr von der Kita abholen',
      ),
      h(
        'Liebe Eltern und Großeltern,\nam Donnerstag feiern wir unser Frühlingsfest im Garten. Bitte geben Sie Ihrem Kind an diesem Tag Gummistiefel und Wechselsachen mit. Die Kuchenliste hängt wie immer an der Garderobe.\nIhr Team der Kita Sonnenschein',
        'Bitte geben Sie Ihrem Kind an diesem Tag Gummistiefel und Wechselsachen mit.',
      ),
      h(
        '10.03.26, 07:45 - Katrin: Papa, kannst du heute Fridas Turnbeutel mitnehmen? Er hängt im Flur am Haken.\n10.03.26, 07:46 - Katrin: Danke dir, du bist der Beste ❤️',
        'Katrin: Papa, kannst du heute Fridas Turnbeutel mitnehmen?',
      ),
      h(
        'Die Sanierung des Blauen Wunders soll im Herbst beginnen. Während der Bauarbeiten wird die Brücke zeitweise nur einspurig befahrbar sein, teilte die Stadt mit.',
      ),
      h(
        'Kardiologe Do 9.15 Uhr, Überweisung und Medikamentenplan mitbringen',
        'Kardiologe Do 9.15 Uhr, Überweisung und Medikamentenplan mitbringen',
      ),
      h(
        '„Es gibt nichts Gutes, außer: Man tut es.“ Erich Kästner\nHabe Emil heute aus dem „Doppelten Lottchen“ vorgelesen, er ist nach zwei Seiten eingeschlafen.',
      ),
      h(
        'Eierschecke (aus Omas Backbuch): Den Quark mit Zucker, Eigelb und Puddingpulver glatt rühren. Das Eiweiß steif schlagen und unterheben. Bei 170 Grad etwa 50 Minuten backen, dann im ausgeschalteten Ofen auskühlen lassen.',
      ),
      h('Einkauf\nQuark 2x\nBatterien fürs Hörgerät', 'Quark 2x', 'Batterien fürs Hörgerät'),
      h(
        'Die Rente wird zum 1.7. um 3,7 Prozent angepasst. Sie müssen hierfür nichts unternehmen, die Erhöhung erfolgt automatisch.',
      ),
      h(
        'Nicht vergessen: Das Auto muss bis Ende März zum TÜV.',
        'Nicht vergessen: Das Auto muss bis Ende März zum TÜV.',
      ),
      h(
        'Heute mit Emil im Großen Garten die Enten gefüttert. Er wollte unbedingt mit der Parkeisenbahn fahren, die fährt aber erst ab April wieder.',
      ),
      h(
        'Man muss die Feste feiern, wie sie fallen, sagt Gerda vom Seniorentreff immer. Am Freitag wird sie 80.',
      ),
    ],
  },
  {
    name: '[fr] Mécanicien automobile à Lille, 41 ans, un mercredi',
    highlights: [
      h(
        'Atelier mercredi\nClio grise (AB-412-CD) : changer plaquettes AV + disques, le client passe à 17h\nDevis embrayage envoyé à Mme Lefebvre ce matin\nKangoo : pièce en attente, livraison prévue jeudi',
        'Clio grise (AB-412-CD) : changer plaquettes AV + disques, le client passe à 17h',
      ),
      h(
        "[11/03/2026, 16:02] Nadia: T'oublies pas d'passer chercher Inès au foot à 18h30 hein ! Et rapporte du pain min biloute, y en a pus\n[11/03/2026, 16:05] Karim: Ça marche 👍 il drache ici",
        "Nadia: T'oublies pas d'passer chercher Inès au foot à 18h30 hein !",
        'Et rapporte du pain min biloute, y en a pus',
      ),
      h(
        'Des hommes poussaient, une armée noire, vengeresse, qui germait lentement dans les sillons, grandissant pour les récoltes du siècle futur, et dont la germination allait faire bientôt éclater la terre. (Zola, Germinal, relu pour la troisième fois)',
      ),
      h(
        'Il faut toujours resserrer les écrous de roue au couple préconisé après les cinquante premiers kilomètres. Un serrage au pistolet à choc peut voiler les disques. (Revue Technique Auto)',
      ),
      h(
        "Bonjour,\nVotre commande n° 88213 a été expédiée ce jour. Elle devrait vous parvenir jeudi avant 12h.\nCordialement,\nL'équipe Autodistribution",
      ),
      h('CT camionnette — avant le 28\nPneus du Berlingo commandés', 'CT camionnette — avant le 28'),
      h(
        "Madame, Monsieur,\nla sortie au Louvre-Lens aura lieu le vendredi 20 mars pour les classes de 5e. Merci de nous retourner l'autorisation signée ainsi qu'un chèque de 12 € avant lundi.\nLa vie scolaire du collège Verlaine",
        "Merci de nous retourner l'autorisation signée ainsi qu'un chèque de 12 € avant lundi.",
      ),
      h(
        "Travaux sur l'A1 : la bretelle de Lesquin sera fermée trois nuits à partir de lundi. Des déviations seront mises en place, prévoir dix minutes de plus selon la DIR Nord.",
      ),
      h(
        "Les Dogues ont encore lâché deux points à la 90e. Faut vraiment qu'ils arrêtent de défendre aussi bas.",
      ),
      h(
        'Carbonnade (le cahier de recettes de ma mère) : Faire revenir le bœuf dans le beurre, puis réserver. Faire fondre les oignons, ajouter la cassonade et déglacer à la bière brune. Laisser mijoter trois heures à feu doux.',
      ),
      h(
        'Yanis (apprenti) doit finir la vidange du Trafic avant 16h et ranger le pont 2.',
        'Yanis (apprenti) doit finir la vidange du Trafic avant 16h et ranger le pont 2.',
      ),
      h(
        "J'ai rappelé l'expert de la MAAF pour la Mégane, il passe la voir vendredi. Le client voulait qu'on la répare avant, j'ai dit non.",
      ),
    ],
  },
  {
    name: '[fr] Employée de banque à Genève, 29 ans, prépare le marathon de Lausanne, un jeudi',
    highlights: [
      h(
        "[12/03/2026, 07:20] Coach Seb: Ce soir 6 x 1000 m à 4'10, récup 2 min entre chaque. Bravo pour samedi, 32 km c'est énorme 💪\n[12/03/2026, 07:31] Léa: Ça joue, à ce soir !",
        "Coach Seb: Ce soir 6 x 1000 m à 4'10, récup 2 min entre chaque.",
      ),
      h(
        "« La douleur est inévitable, la souffrance est facultative. » Haruki Murakami, Autoportrait de l'auteur en coureur de fond",
      ),
      h(
        "Bonjour à toutes et à tous,\nune petite information de la part des RH.\nChaque collaborateur doit compléter le module e-learning « Compliance 2026 » d'ici au 31 mars. Le lien vous a été envoyé par l'équipe Formation.\nMeilleures salutations,\nRessources humaines",
        "Chaque collaborateur doit compléter le module e-learning « Compliance 2026 » d'ici au 31 mars.",
      ),
      h(
        "Natel tombé dans le tram hier, l'écran est fichu. Je dois passer à la boutique de Plainpalais avant samedi pour le devis.",
        'Je dois passer à la boutique de Plainpalais avant samedi pour le devis.',
      ),
      h('Courses Migros\ngels Maurten x6\ncornets poubelle 35 l', 'gels Maurten x6', 'cornets poubelle 35 l'),
      h(
        'Le Léman Express circulera avec des horaires réduits ce week-end en raison de travaux entre Cornavin et Lancy-Pont-Rouge. Les CFF recommandent de prévoir une marge de trente minutes.',
      ),
      h("Inscription au marathon de Lausanne payée ✅ J'ai reçu mon dossard virtuel ce matin."),
      h(
        "Overnight oats : Mélanger les flocons d'avoine avec le lait et le yaourt, ajouter une pincée de sel. Laisser reposer toute la nuit au frigo. Le matin, garnir de banane et d'un filet de miel.",
      ),
      h(
        '[12/03/2026, 12:48] Maman: Tu me dis avant vendredi si tu viens souper dimanche, que je commande la viande chez le boucher 😘',
        'Maman: Tu me dis avant vendredi si tu viens souper dimanche, que je commande la viande chez le boucher 😘',
      ),
      h(
        'Client Dupuis — rappeler pour le renouvellement de son hypothèque, taux fixe 10 ans. Selon notre économiste, les taux devraient encore baisser après la décision de la BNS en juin.',
        'Client Dupuis — rappeler pour le renouvellement de son hypothèque, taux fixe 10 ans.',
      ),
      h(
        "Courir, c'est apprendre à écouter son corps. Il faut savoir ralentir pour aller loin, et ne jamais augmenter le volume de plus de 10 % par semaine.",
      ),
      h("Physio mardi 7h30 (tendon d'Achille gauche)", "Physio mardi 7h30 (tendon d'Achille gauche)"),
    ],
  },
  {
    name: '[fr] Mère de trois enfants à Rennes, en plein déménagement, un samedi',
    highlights: [
      h(
        "Déménagement J-7\nBox Orange résiliée\nTransfert du courrier à la Poste : fait\nCartons cuisine — Gaël s'en occupe dimanche\n[ ] Réserver le stationnement pour le camion auprès de la mairie",
        "Cartons cuisine — Gaël s'en occupe dimanche",
        'Réserver le stationnement pour le camion auprès de la mairie',
      ),
      h(
        "Madame, Monsieur,\nsuite à votre demande, vous trouverez ci-joint le certificat de radiation de Lou. Nous vous remercions de bien vouloir le transmettre à la nouvelle école dès que possible.\nBien cordialement,\nLa direction de l'école Jean Moulin",
        'Nous vous remercions de bien vouloir le transmettre à la nouvelle école dès que possible.',
      ),
      h(
        "Vigilance orange vent sur l'Ille-et-Vilaine : des rafales jusqu'à 100 km/h sont attendues samedi après-midi. Il est conseillé de ne pas circuler sans nécessité et de rentrer le mobilier de jardin.",
      ),
      h(
        "[14/03/2026, 10:05] Gaël: Tu peux appeler Bretagne Déménagement pour confirmer l'heure de jeudi ? Moi j'ai réunion toute la matinée\n[14/03/2026, 10:09] Gaël: Ah et le proprio nous a rendu la caution du garage 🎉",
        "Gaël: Tu peux appeler Bretagne Déménagement pour confirmer l'heure de jeudi ?",
      ),
      h(
        '« Ne gardez que les objets qui vous mettent en joie. » Marie Kondo, La magie du rangement\nFacile à dire avec trois enfants.',
      ),
      h(
        "Maman il faut que tu signe mon carnet pour lundi !!! (c'est Jeanne)",
        'Maman il faut que tu signe mon carnet pour lundi !!!',
      ),
      h(
        "Pâte à galettes : Verser la farine de sarrasin dans un saladier, ajouter le sel puis l'eau petit à petit en fouettant. Laisser reposer la pâte au moins deux heures au frais. Beurrer généreusement la galettière bien chaude.",
      ),
      h(
        "Hier on a rempli 23 cartons. Les enfants ont trouvé ça drôle jusqu'au cinquième, après beaucoup moins.",
      ),
      h(
        "CAF : déclarer le changement d'adresse en ligne avant la fin du mois. La prime de déménagement devrait être versée sous quinze jours.",
        "CAF : déclarer le changement d'adresse en ligne avant la fin du mois.",
      ),
      h(
        '[14/03/2026, 18:40] Mamie Yvonne: Bon courage ma chérie, je pense bien à vous. Le chat, je peux pas le prendre, mon Loulou le supporterait pas',
      ),
      h(
        "Le déménagement figure parmi les événements les plus stressants de la vie, juste après le deuil et le divorce. Les psychologues conseillent de préparer les enfants plusieurs semaines à l'avance et de leur confier une petite mission le jour J.",
      ),
      h(
        'Penser à garder un carton « survie » pour le premier soir : PQ, bouilloire, chargeurs, doudous !',
        'Penser à garder un carton « survie » pour le premier soir : PQ, bouilloire, chargeurs, doudous !',
      ),
    ],
  },
  {
    name: '[es] Dueño de una arrocería en Valencia, 55 años, un lunes',
    highlights: [
      h(
        'Pedidos martes\nArroz bomba, 25 kg\nGarrofó y judía ferraura para 40 paellas\nEl pulpo ya lo trae Toni el jueves',
        'Arroz bomba, 25 kg',
        'Garrofó y judía ferraura para 40 paellas',
      ),
      h(
        '[16/03/2026, 11:20] Marta (sala): Xe, Vicent, dime hoy si confirmamos la comunión del sábado, son 60 personas\n[16/03/2026, 11:22] Marta (sala): El del vino ya ha pasado la factura, está en tu mesa',
        'Marta (sala): Xe, Vicent, dime hoy si confirmamos la comunión del sábado, son 60 personas',
      ),
      h(
        'La paella no se remueve: una vez echado el arroz, se deja quieto y se reparte bien por toda la paella. El socarrat hay que buscarlo al final, con el fuego alto y el oído atento.',
      ),
      h(
        'Estimado titular:\nLe comunicamos que la inspección sanitaria de su establecimiento se realizará durante la segunda quincena de abril. Le rogamos que tenga disponible el registro de temperaturas de las cámaras de los últimos tres meses.\nAtentamente,\nServicio de Seguridad Alimentaria',
        'Le rogamos que tenga disponible el registro de temperaturas de las cámaras de los últimos tres meses.',
      ),
      h(
        'El Ayuntamiento amplía hasta la una de la madrugada el horario de las terrazas durante las Fallas. Los hosteleros deberán respetar en todo momento el paso peatonal.',
      ),
      h(
        'Tengo que revisar la campana extractora antes de Fallas, que el año pasado nos dejó tirados en plena mascletà',
        'Tengo que revisar la campana extractora antes de Fallas, que el año pasado nos dejó tirados en plena mascletà',
      ),
      h(
        '[16/03/2026, 16:02] Pau: Papá, ya he subido las fotos nuevas de los platos a Google, no tienes que hacer nada 👍',
      ),
      h(
        'Sofreír el pollo y el conejo con aceite y sal hasta que estén bien dorados. Añadir la judía y el garrofó, y después el tomate rallado. Echar el agua, el azafrán y el romero, y dejar cocer veinte minutos antes de añadir el arroz.',
      ),
      h(
        'Hay que vivir como se cocina un buen arroz: sin prisa y sin mirar el reloj. Lo decía mi abuelo, y tenía más razón que un santo.',
      ),
      h(
        'Hola Vicent,\nte escribo por lo del trimestre.\nEl plazo del modelo 303 termina el 20 de abril. ¿Me mandas las facturas de proveedores de marzo esta semana?\nUn saludo,\nLaura (Gestoría Martí)',
        '¿Me mandas las facturas de proveedores de marzo esta semana?',
      ),
      h('Ayer vino el técnico de la cámara frigorífica y cambió el termostato. Ya enfría bien.'),
    ],
  },
  {
    name: '[es] Profesora universitaria en Guadalajara (México), 45 años, un jueves',
    highlights: [
      h('mandar el programa a coordinación\nel tóner ya lo compró Beto', 'mandar el programa a coordinación'),
      h(
        '«Nadie educa a nadie, nadie se educa a sí mismo, los hombres se educan entre sí con la mediación del mundo.» Paulo Freire, Pedagogía del oprimido',
      ),
      h(
        'Estimados profesores:\nLes recordamos que deben capturar las calificaciones del primer parcial a más tardar el viernes a las 23:59 hrs. Favor de verificar que todos los alumnos aparezcan en su lista antes de capturar.\nAtentamente\n"Piensa y Trabaja"\nCoordinación de la Licenciatura en Sociología',
        'Les recordamos que deben capturar las calificaciones del primer parcial a más tardar el viernes a las 23:59 hrs.',
        'Favor de verificar que todos los alumnos aparezcan en su lista antes de capturar.',
      ),
      h(
        '[19/03/2026, 08:15] Andrea (tesista): Profe, ¿le puedo mandar el capítulo 2 hasta el lunes? Se me complicó la semana 🙏\n[19/03/2026, 08:40] Yo: Sí, Andrea, no hay problema, que te vaya bien',
      ),
      h(
        'El Estadio Akron recibirá partidos del Mundial en junio y se espera que la ocupación hotelera de la ciudad supere el 90 por ciento. (El Informador)',
      ),
      h(
        'No olvidar pagar el refrendo del carro antes del 31 de marzo.',
        'No olvidar pagar el refrendo del carro antes del 31 de marzo.',
      ),
      h(
        'Birria de mi mamá: Dejar marinar la carne toda la noche en el adobo de chile guajillo y ancho. Cocer a fuego lento en olla tapada unas cuatro horas, hasta que se deshaga.',
      ),
      h(
        'Estimados padres de familia:\nEl próximo viernes no habrá clases por la sesión de Consejo Técnico Escolar. Se les solicita enviar el material para el proyecto de ciencias a más tardar el miércoles.\nLa Dirección',
        'Se les solicita enviar el material para el proyecto de ciencias a más tardar el miércoles.',
      ),
      h('Hoy di la clase de teoría social y nadie había leído a Durkheim. Ya ni me enojo, neta.'),
      h(
        'Rubén se encarga de apartar el auditorio para el coloquio de mayo. El del año pasado fue un desastre, nadie llegó a la mesa de las 8.',
        'Rubén se encarga de apartar el auditorio para el coloquio de mayo.',
      ),
      h(
        'Hay que aprender a decir que no: los académicos que aceptan todos los comités publican menos y duermen peor, concluye el estudio.',
      ),
      h(
        '[19/03/2026, 13:05] Beto: ¿Pasas por las tortillas al salir? Yo ya recogí a Sofi de la natación',
        'Beto: ¿Pasas por las tortillas al salir?',
      ),
    ],
  },
  {
    name: '[es] Paseador de perros y estudiante de Diseño a tiempo parcial en Buenos Aires, 24 años, un viernes',
    highlights: [
      h(
        'Paseos viernes\n8:30 Toto y Lola (Güemes 4200)\n17:00 Negra, darle la pastilla después del paseo',
        '8:30 Toto y Lola (Güemes 4200)',
        '17:00 Negra, darle la pastilla después del paseo',
      ),
      h(
        '[20/03/2026, 07:50] Carla (dueña de Rocco): Hola Nico! Hoy podés pasar a las 10:30 en vez de las 10? Tengo el técnico del aire',
        'Hoy podés pasar a las 10:30 en vez de las 10?',
      ),
      h(
        'Entrega del TP2 de Tipografía: lunes 23, impreso en A3 y el PDF subido al campus.',
        'Entrega del TP2 de Tipografía: lunes 23, impreso en A3 y el PDF subido al campus.',
      ),
      h(
        '«Las escaleras se suben de frente, pues hacia atrás o de costado resultan particularmente incómodas.» Cortázar, Instrucciones para subir una escalera',
      ),
      h(
        '[20/03/2026, 12:10] Vieja: Nico acordate de pagar la luz que vence el martes!! Y llamala a tu abuela que cumple 80',
        'Vieja: Nico acordate de pagar la luz que vence el martes!!',
        'Y llamala a tu abuela que cumple 80',
      ),
      h(
        'El boleto mínimo de colectivo vuelve a aumentar desde el lunes en el AMBA. Quienes no tengan la SUBE registrada pagarán casi el doble.',
      ),
      h('Ya le cobré a Martín los paseos de febrero, me pagó por transferencia. Todo ok.'),
      h('comprar bolsitas biodegradables\nla SUBE ya la cargué', 'comprar bolsitas biodegradables'),
      h(
        'Nunca hay que retar a un perro después de que hizo algo mal: no entiende la relación entre el reto y la acción. Premiá la conducta que querés que repita, en el momento exacto.',
      ),
      h('El collar nuevo de Toto debería llegar el miércoles por Mercado Libre.'),
      h(
        '[20/03/2026, 19:30] Flor: Che, quién arma la presentación para el martes? Yo no llego, tengo laburo todo el finde',
        'Flor: Che, quién arma la presentación para el martes?',
      ),
      h(
        '«Andábamos sin buscarnos pero sabiendo que andábamos para encontrarnos.» Rayuela, capítulo 1. Lo subrayé en el bondi y casi me paso de parada.',
      ),
    ],
  },
];
