import type { LabelledDay } from './action-items-data';

/**
 * TASKS days in German, French and Spanish, written by an author who saw neither the action patterns nor any
 * earlier labelled days. Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const FOREIGN_ACTION_DAYS_5: LabelledDay[] = [
  {
    name: '[de] Sabine, Krankenpflegerin in Frankfurt, Sohn Jonas (15), an einem Mittwoch',
    highlights: [
      h(
        'dienstplan märz checken\nfahrradlicht geht wieder 🙌\nZahnspange Jonas: Termin beim Kieferorthopäden ist verschoben, passt jetzt',
        'dienstplan märz checken',
      ),
      h(
        'Sehr geehrte Eltern der Klasse 9b,\nam Donnerstag, den 12.3., findet unser Wandertag zum Großen Feldberg statt. Festes Schuhwerk ist wichtig, die Strecke ist etwa neun Kilometer lang. Bitte geben Sie die unterschriebene Einverständniserklärung bis Montag bei der Klassenleitung ab. Der Unkostenbeitrag wurde bereits über die Klassenkasse beglichen.\nMit freundlichen Grüßen\nKatrin Albrecht, Klassenleitung 9b',
        'Bitte geben Sie die unterschriebene Einverständniserklärung bis Montag bei der Klassenleitung ab.',
      ),
      h(
        '10.03.26, 18:02 - Jonas: Mama kannst du mir bis Freitag 20 € für die Klassenfahrt überweisen?\n10.03.26, 18:05 - Sabine: ok\n10.03.26, 18:40 - Oma Helga: Ich habe den Kuchen für Sonntag schon bestellt 🎂\n10.03.26, 18:41 - Oma Helga: Papa holt mich am Sonntag vom Bahnhof ab, ihr braucht nicht zu kommen\n10.03.26, 18:52 - Jonas: Danke Oma!!',
        'Jonas: Mama kannst du mir bis Freitag 20 € für die Klassenfahrt überweisen?',
      ),
      h(
        'Man muss nicht jeden Tag alles geben. Es reicht, jeden Tag etwas zu geben. Pausen sind kein Luxus, sondern Teil der Arbeit.',
      ),
      h(
        'Nach einem Nachtdienst sollte man nicht sofort ins Bett gehen, sondern erst eine Kleinigkeit essen. Schichtarbeitende haben ein deutlich erhöhtes Risiko für Schlafstörungen. Gönnen Sie sich feste Rituale, auch wenn der Dienstplan ständig wechselt.',
      ),
      h(
        'Station 4B\nIch muss bis Freitag meine Fortbildungspunkte im Portal eintragen. Die neue Kollegin hat am Montag angefangen und macht sich richtig gut. Die Hygieneschulung am Dienstag war wie immer zäh.',
        'Ich muss bis Freitag meine Fortbildungspunkte im Portal eintragen.',
      ),
      h(
        'Linsensuppe wie bei Oma: Die Linsen in kaltem Wasser aufsetzen und etwa 25 Minuten köcheln lassen. Erst am Ende salzen, sonst werden sie nicht weich. Mit einem Schuss Essig abschmecken und die Würstchen darin erhitzen.',
      ),
      h('Rewe\nHaferflocken\nDuschgel\nDeo – hat Jonas schon selbst gekauft', 'Haferflocken', 'Duschgel'),
      h(
        'Die Tarifverhandlungen für den öffentlichen Dienst gehen in die dritte Runde. Verdi fordert acht Prozent mehr Lohn, mindestens aber 350 Euro im Monat. Die Arbeitgeber sollten bis Ende des Monats ein neues Angebot vorlegen.',
      ),
      h(
        'Sehr geehrte Mieterinnen und Mieter,\nam 18.3. zwischen 8 und 12 Uhr werden in allen Wohnungen die Rauchmelder geprüft. Bitte sorgen Sie dafür, dass Ihre Wohnung zugänglich ist, oder hinterlegen Sie einen Schlüssel beim Hausmeister. Vielen Dank für Ihr Verständnis.\nIhre Hausverwaltung Mainblick',
        'Bitte sorgen Sie dafür, dass Ihre Wohnung zugänglich ist, oder hinterlegen Sie einen Schlüssel beim Hausmeister.',
      ),
      h(
        "Jonas hat heute zum ersten Mal allein gekocht, Nudeln mit Pesto. Ich wollte eigentlich noch mit ihm über das Handy reden, hab's aber gelassen. Nicht vergessen: Er ist fünfzehn, nicht fünf.",
      ),
    ],
  },
  {
    name: '[de] Herbert, Busfahrer in Graz, singt im Kirchenchor, an einem Donnerstag',
    highlights: [
      h(
        '14.03.26, 19:12 - Ulli (Chorleitung): Liebe alle, bitte holt bis Sonntag eure Noten für das Osterkonzert im Pfarrhof ab.\n14.03.26, 19:20 - Franz: Ich hab meine schon 😊\n14.03.26, 19:31 - Ulli (Chorleitung): Herbert, kannst du am Samstag um 9 die Stühle im Pfarrsaal aufstellen?\n14.03.26, 19:40 - Maria: Der Kuchen letztes Mal war ein Traum, danke nochmal an die Tenöre!',
        'Ulli (Chorleitung): Liebe alle, bitte holt bis Sonntag eure Noten für das Osterkonzert im Pfarrhof ab.',
        'Ulli (Chorleitung): Herbert, kannst du am Samstag um 9 die Stühle im Pfarrsaal aufstellen?',
      ),
      h(
        'Pickerl fürs Auto bis Ende März\nnicht vergessen: Chormappe Sa mitnehmen\nDiensttausch mit Gerhard ist fix, der Mann ist Gold wert\nLinie 63 heute wieder 12 Minuten Verspätung wegen der Baustelle',
        'Pickerl fürs Auto bis Ende März',
        'nicht vergessen: Chormappe Sa mitnehmen',
      ),
      h(
        'Wer singt, betet doppelt. Atmen Sie tief in den Bauch, nicht in die Brust. Die Stimme folgt dem Atem, nicht umgekehrt.',
      ),
      h(
        'Betreff: Erste-Hilfe-Auffrischung\nSehr geehrter Herr Pölzl,\nwir möchten Sie daran erinnern, dass Ihr Erste-Hilfe-Nachweis im April abläuft. Bitte melden Sie sich bis 31.3. über das Mitarbeiterportal für einen der Auffrischungskurse an. Die Kurszeit wird als Dienstzeit angerechnet.\nMit freundlichen Grüßen\nPersonalabteilung Graz Linien',
        'Bitte melden Sie sich bis 31.3. über das Mitarbeiterportal für einen der Auffrischungskurse an.',
      ),
      h(
        'Ab Mai fahren die Straßenbahnen durch die Neutorgasse wieder im Normalbetrieb. Die Stadt rechnet mit deutlich weniger Stau in der Annenstraße. Fahrgäste sollten in den ersten Wochen dennoch mehr Zeit einplanen.',
      ),
      h(
        'Blutdruck heute wieder 145 zu 90, eindeutig zu hoch. Der Hausarzt meint, ich soll mehr gehen und weniger salzen. Kontrolle in drei Wochen, den Termin hab ich gleich ausgemacht.',
      ),
      h(
        'Für den steirischen Käferbohnensalat die Bohnen über Nacht einweichen und weich kochen. Mit Kürbiskernöl, Apfelessig und roten Zwiebeln marinieren. Mindestens eine Stunde ziehen lassen, dann mit gerösteten Kernen bestreuen.',
      ),
      h(
        'Renate: Katzenfutter hab ich schon beim Hofer geholt. Und denk dran, morgen hat dein Bruder Geburtstag, ruf ihn an!',
        'Und denk dran, morgen hat dein Bruder Geburtstag, ruf ihn an!',
      ),
      h(
        '„Steig aus und mach die Tür zu“, sagte der Fahrer. Er wartete nicht, bis sie auf dem Gehsteig stand. „Und vergiss nicht, was ich dir gesagt hab.“ Dann fuhr er davon, ohne sich umzudrehen.',
      ),
      h(
        'Osterkonzert – Programm\nHaydn: Die Himmel erzählen die Ehre Gottes\nMozart: Ave verum corpus\nBruckner: Locus iste\nZugabe: Halleluja aus dem Messias',
      ),
      h(
        'Heute erledigt: Winterreifen gewechselt, Arbeitnehmerveranlagung über FinanzOnline abgeschickt. Die Gutschrift sollte im April kommen. Endlich!',
      ),
    ],
  },
  {
    name: '[de] Andrea, Sekundarlehrerin in Zürich, renoviert ihre Altbauwohnung, an einem Montag',
    highlights: [
      h(
        'Wohnung Wipkingen\nOfferten der Maler bis Mittwoch vergleichen\nDer Werkvertrag mit dem Schreiner muss bis Ende Monat unterschrieben sein\nParkett ist endlich geschliffen 🙌',
        'Offerten der Maler bis Mittwoch vergleichen',
        'Der Werkvertrag mit dem Schreiner muss bis Ende Monat unterschrieben sein',
      ),
      h(
        'Liebe Kolleginnen und Kollegen,\nvielen Dank für euren Einsatz am Projekttag, die Rückmeldungen der Eltern waren durchwegs positiv. Bitte tragt eure Zeugnisnoten bis Freitag im Schulnetz ein. Die Zeugniskonferenz wurde auf Ende März verschoben.\nHerzliche Grüsse\nBeat',
        'Bitte tragt eure Zeugnisnoten bis Freitag im Schulnetz ein.',
      ),
      h(
        'Elternabend Sek 2 lief gut, viele Fragen zur Lehrstelle\nTODO Luca (2b): Mutter zurückrufen wegen Schnupperlehre\nPrüfung Lineare Funktionen korrigiert, Schnitt 4.6',
        'TODO Luca (2b): Mutter zurückrufen wegen Schnupperlehre',
      ),
      h(
        'Bei Altbauwohnungen lohnt es sich, vor dem Streichen die Feuchtigkeit der Wände zu messen. Auf Kalkputz sollte man nie Dispersionsfarbe streichen. Lassen Sie sich immer mindestens drei Offerten geben und vergleichen Sie nicht nur den Preis.',
      ),
      h(
        '15.03.26, 08:47 - Reto: Bin am Samstag leider erst ab 11 frei\n15.03.26, 08:48 - Reto: Kannst du bis dann im Gang die Steckdosen abkleben?\n15.03.26, 09:02 - Andrea: Klar, merci!',
        'Reto: Kannst du bis dann im Gang die Steckdosen abkleben?',
      ),
      h(
        'Krise ist ein produktiver Zustand. Man muss ihr nur den Beigeschmack der Katastrophe nehmen. (Max Frisch)',
      ),
      h('Jumbo\nMalerband breit\nAbdeckvlies hab ich noch vom Keller', 'Malerband breit'),
      h(
        'Der Zürcher Gemeinderat hat am Mittwoch höhere Mietzinszuschüsse beschlossen. Die Massnahme sollte ab Januar greifen. Berechtigte Mieterinnen und Mieter müssen nichts unternehmen, die Anpassung erfolgt automatisch.',
      ),
      h(
        'Aus einem Aufsatz der 2b: „Mein Vater sagt immer, man muss zuerst die Hausaufgaben machen und dann gamen. Ich finde, man sollte es umgekehrt machen.“',
      ),
      h(
        'Guten Tag Frau Keller\nBesten Dank für Ihre Anfrage. Gerne bestätigen wir Ihnen, dass der Umbau der Küche bewilligt ist. Bitte reichen Sie uns noch die Pläne des Schreiners ein, damit wir sie dem Dossier beilegen können.\nFreundliche Grüsse\nImmobilien Limmat AG',
        'Bitte reichen Sie uns noch die Pläne des Schreiners ein, damit wir sie dem Dossier beilegen können.',
      ),
      h(
        'Feierabend um 22 Uhr, alles voller Staub. Ich hätte nie gedacht, dass eine Küche so viel Arbeit macht. Der Elektriker war heute da und hat alles neu verlegt.',
      ),
    ],
  },
  {
    name: '[fr] Élodie, pharmacienne à Bordeaux, une fille de 7 ans, un mardi',
    highlights: [
      h(
        "Il faut que je relance le grossiste pour le Doliprane enfants.\nPlanning de Pâques envoyé à l'équipe\nContrôle technique de la Clio fait, RAS",
        'Il faut que je relance le grossiste pour le Doliprane enfants.',
      ),
      h(
        "Madame, Monsieur,\nNous vous informons que la sortie au musée d'Aquitaine aura lieu le jeudi 19 mars. Merci de nous retourner l'autorisation signée avant lundi, accompagnée d'un chèque de 6 euros à l'ordre de la coopérative scolaire. Un pique-nique sera fourni par la cantine.\nCordialement,\nL'équipe enseignante de l'école Jean-Jaurès",
        "Merci de nous retourner l'autorisation signée avant lundi, accompagnée d'un chèque de 6 euros à l'ordre de la coopérative scolaire.",
      ),
      h(
        "« Il faut exiger de chacun ce que chacun peut donner, reprit le roi. L'autorité repose d'abord sur la raison. »",
      ),
      h(
        "[17/03/2026, 08:12] Sophie: Le livreur passe à 10h au lieu de 9h ce matin\n[17/03/2026, 08:15] Karim: Élodie tu peux appeler le labo pour les ruptures de Ventoline ?\n[17/03/2026, 08:20] Sophie: J'ai déjà rangé la commande d'hier 👍\n[17/03/2026, 08:31] Karim: Qui fait la garde du dimanche 29 ?",
        'Karim: Élodie tu peux appeler le labo pour les ruptures de Ventoline ?',
        'Karim: Qui fait la garde du dimanche 29 ?',
      ),
      h(
        'Les pharmaciens pourront bientôt délivrer certains antibiotiques après un test rapide positif. La mesure devrait entrer en vigueur au printemps. Les officines volontaires devront suivre une formation de dix heures.',
      ),
      h(
        "Faire revenir les échalotes dans le beurre. Ajouter le vin rouge et laisser réduire de moitié. Servir l'entrecôte bien saisie, nappée de sauce bordelaise.",
      ),
      h(
        "Julien : tu peux récupérer Inès au centre de loisirs mercredi ? J'ai une réunion jusqu'à 18h et je ne serai pas là avant 19h",
        'Julien : tu peux récupérer Inès au centre de loisirs mercredi ?',
      ),
      h(
        "J'ai enfin appelé la banque pour le prêt de la voiture. Je voulais aussi passer chez le cordonnier, mais je n'ai pas eu le temps.",
      ),
      h(
        'Courses\ncompote sans sucre pour Inès\nlait : finalement il en reste',
        'compote sans sucre pour Inès',
      ),
      h(
        'Toujours vérifier les interactions avant de délivrer un AINS à une personne âgée. Ne jamais banaliser une demande répétée de codéine. Le pharmacien reste le dernier rempart avant le patient.',
      ),
      h(
        'La ligne A du tram sera interrompue entre Mériadeck et la place Pey-Berland du 23 au 27 mars. Des bus de substitution seront mis en place.',
      ),
    ],
  },
  {
    name: '[fr] Françoise et Michel, retraités à Namur, préparent un voyage au Portugal, un samedi',
    highlights: [
      h(
        'Avant de partir\n- faire suivre le courrier (bpost)\n- clés chez Josiane pour les plantes\n- euros retirés\n- assurance annulation ok',
        'faire suivre le courrier (bpost)',
        'clés chez Josiane pour les plantes',
      ),
      h(
        'Chère Madame, cher Monsieur,\nNous avons le plaisir de vous confirmer votre réservation à Porto du 2 au 6 avril. Nous vous prions de nous faire parvenir le solde de 340 euros endéans les huit jours. Votre carnet de voyage vous sera envoyé par la poste.\nBien à vous,\nAgence Mosane Voyages, Namur',
        'Nous vous prions de nous faire parvenir le solde de 340 euros endéans les huit jours.',
      ),
      h(
        'Porto se découvre à pied. Il faut se perdre dans les ruelles de la Ribeira et monter à la tour des Clérigos au coucher du soleil. Goûtez absolument une francesinha, mais prévoyez une longue sieste ensuite.',
      ),
      h(
        "[14/03/2026, 11:02] Sébastien: Papa, n'oublie pas de m'envoyer une copie de vos cartes d'identité avant le départ\n[14/03/2026, 11:10] Françoise: On a refait les photos hier, tout est en ordre\n[14/03/2026, 11:12] Sébastien: Et vous avez pensé à l'assurance annulation ?\n[14/03/2026, 11:30] Michel: Oui, c'est réglé depuis février",
        "Sébastien: Papa, n'oublie pas de m'envoyer une copie de vos cartes d'identité avant le départ",
      ),
      h(
        "Pharmacie : renouveler l'ordonnance de Michel pour le Sintrom avant le départ, il faut un mois de traitement.",
        "Pharmacie : renouveler l'ordonnance de Michel pour le Sintrom avant le départ, il faut un mois de traitement.",
      ),
      h(
        "« Ferme les volets et descends, on part », dit-il sans se retourner. La pluie n'avait pas cessé depuis Liège.",
      ),
      h(
        "À la retraite, voyager hors saison permet d'économiser jusqu'à 40 % sur l'hébergement. Pensez à souscrire une assurance rapatriement, surtout au-delà de septante ans. Les compagnies low cost devraient bientôt faire payer les bagages cabine.",
      ),
      h(
        "Michel a déposé la voiture au garage ce matin pour la révision. Je dois encore imprimer les cartes d'embarquement du vol retour. Le garagiste devrait nous la rendre mardi.",
        "Je dois encore imprimer les cartes d'embarquement du vol retour.",
      ),
      h(
        'Josiane et Marcel partent aussi en avril, en Bretagne. Ils vont louer un gîte à Quiberon pour deux semaines.',
      ),
      h(
        'Le docteur Lambert a rappelé : la prise de sang de Michel est tout à fait normale. Quel soulagement !',
      ),
      h("Pensée du jour : n'oublie jamais que le voyage compte plus que la destination."),
    ],
  },
  {
    name: "[fr] Nicolas, consultant IT à Lausanne, papa d'une petite Léa de trois semaines, un jeudi",
    highlights: [
      h(
        "- [x] couches commandées en ligne\nPédiatre Léa — contrôle du premier mois jeudi prochain à 10h30\nN'oublie pas de commander l'acte de naissance à l'état civil",
        'Pédiatre Léa — contrôle du premier mois jeudi prochain à 10h30',
        "N'oublie pas de commander l'acte de naissance à l'état civil",
      ),
      h(
        "Bonjour Nicolas,\nComme convenu, la mise en production est repoussée au 14 avril. Pourrais-tu nous envoyer d'ici vendredi une estimation pour la migration des comptes Active Directory ? Je te souhaite plein de bonheur avec votre petite Léa !\nMeilleures salutations,\nCaroline Rochat\nDSI, Vaudoise Logistique SA",
        "Pourrais-tu nous envoyer d'ici vendredi une estimation pour la migration des comptes Active Directory ?",
      ),
      h(
        'Couchez toujours bébé sur le dos, dans une gigoteuse plutôt que sous une couette. La température idéale de la chambre se situe entre 18 et 20 degrés. Ne secouez jamais un bébé.',
      ),
      h(
        "[19/03/2026, 14:03] Amélie: Tu peux passer à la pharmacie prendre du sérum phy et des compresses ?\n[19/03/2026, 14:05] Nicolas: Ok après mon call\n[19/03/2026, 14:20] Amélie: Ma mère arrive samedi, elle dormira dans le bureau\n[19/03/2026, 14:21] Amélie: Faut vider le canapé-lit d'ici là 🙏",
        'Amélie: Tu peux passer à la pharmacie prendre du sérum phy et des compresses ?',
        "Amélie: Faut vider le canapé-lit d'ici là 🙏",
      ),
      h(
        "Le principe du moindre privilège impose de n'accorder aux utilisateurs que les droits strictement nécessaires. Il faut auditer les comptes de service au moins une fois par an. Les entreprises devraient aussi désactiver les protocoles d'authentification obsolètes comme NTLMv1.",
      ),
      h(
        "Il n'y a pas de parents parfaits, seulement des parents présents. Accordez-vous le droit de ne pas savoir.",
      ),
      h(
        "La démo de la sprint review s'est bien passée, le client est content. Facturer les heures de mars à Romandie Énergie avant la fin du mois. Thomas a mergé la branche du ticket 4521 hier soir.",
        'Facturer les heures de mars à Romandie Énergie avant la fin du mois.',
      ),
      h(
        "Nuit : trois réveils, biberon à 2h et à 5h. Léa a dormi quatre heures d'affilée pour la première fois !",
      ),
      h(
        "Madame, Monsieur,\nNous avons bien reçu votre demande d'allocations familiales. Afin de pouvoir la traiter, nous vous prions de nous transmettre une copie de l'acte de naissance dans un délai de 30 jours. Sans ce document, les allocations ne pourront pas être versées.\nAvec nos salutations distinguées,\nCaisse cantonale vaudoise de compensation",
        "Afin de pouvoir la traiter, nous vous prions de nous transmettre une copie de l'acte de naissance dans un délai de 30 jours.",
      ),
      h(
        "Le canton de Vaud souhaite allonger le congé paternité de deux semaines. Selon le Conseil d'État, la mesure devrait coûter environ 12 millions de francs par an.",
      ),
      h("Lorsque l'enfant paraît, le cercle de famille applaudit à grands cris. (Victor Hugo)"),
    ],
  },
  {
    name: '[es] Javier, electricista autónomo en Zaragoza, casado y con dos hijos, un lunes',
    highlights: [
      h(
        'Presupuesto reforma cocina c/ Delicias – enviar antes del jueves\nTengo que pasar la ITV de la furgo antes de fin de mes\nDiferenciales de 40A recogidos en el almacén',
        'Presupuesto reforma cocina c/ Delicias – enviar antes del jueves',
        'Tengo que pasar la ITV de la furgo antes de fin de mes',
      ),
      h(
        '[16/03/2026, 08:41] Marta (clienta Actur): Buenos días Javier, ¿podría pasarse mañana por la tarde a mirar el enchufe del baño? Salta el diferencial cada vez que enchufo el secador\n[16/03/2026, 09:02] Javier: Buenos días, ¿le viene bien a las 17h?\n[16/03/2026, 09:05] Marta (clienta Actur): Perfecto, gracias',
        'Marta (clienta Actur): Buenos días Javier, ¿podría pasarse mañana por la tarde a mirar el enchufe del baño?',
      ),
      h(
        'Según la asociación de instaladores, el nuevo registro telemático no será obligatorio hasta el año que viene. El Gobierno aprobó ayer una nueva rebaja del IVA de la luz. Las comercializadoras deberían aplicarla ya en la próxima factura.',
      ),
      h(
        'Caminante, son tus huellas el camino y nada más; caminante, no hay camino, se hace camino al andar. (Antonio Machado)',
      ),
      h(
        'Estimadas familias:\nOs recordamos que el viernes 20 no habrá clase por la festividad local y el comedor permanecerá cerrado. Rogamos que nos devolváis firmada la autorización para la excursión a Valdelinares antes del miércoles.\nUn saludo,\nDirección del CEIP Tío Jorge',
        'Rogamos que nos devolváis firmada la autorización para la excursión a Valdelinares antes del miércoles.',
      ),
      h(
        'Sofreír la cebolla y el pimiento a fuego lento. Añadir el arroz y rehogar un par de minutos. Hay que echar el caldo siempre caliente y no remover más.',
      ),
      h(
        'Pilar: Acuérdate de llamar a tu madre, que hoy tenía el médico. Y esta noche baja el cartón al contenedor, que el trastero está hasta arriba.',
        'Pilar: Acuérdate de llamar a tu madre, que hoy tenía el médico.',
        'Y esta noche baja el cartón al contenedor, que el trastero está hasta arriba.',
      ),
      h(
        'Boletín del piso de la calle Predicadores entregado en Industria. Cobrada la factura de la comunidad de Las Fuentes, por fin.',
      ),
      h(
        'Antes de trabajar en un cuadro, hay que cortar la corriente y comprobar la ausencia de tensión. Nunca confíes en que otro lo ha hecho por ti. Las cinco reglas de oro salvan vidas.',
      ),
      h(
        '[16/03/2026, 21:15] Quique: El sábado partido a las 18h en el Actur, ya somos diez\n[16/03/2026, 21:20] Dani: Yo esta semana no puedo, estoy de turno',
      ),
      h(
        'El cliente de la calle Alfonso dice que debería estar todo terminado antes de Semana Santa, pero aún no han llegado los azulejos.',
      ),
    ],
  },
  {
    name: '[es] Gabriela, estudiante de medicina en Quito, rotando en medicina interna, un viernes',
    highlights: [
      h(
        'Repasar betalactámicos para el examen del martes\nYa devolví el Guyton a la biblio',
        'Repasar betalactámicos para el examen del martes',
      ),
      h(
        '[20/03/2026, 18:45] R2 Paredes: Internos, buen trabajo hoy con el ingreso de la madrugada.\n[20/03/2026, 18:46] R2 Paredes: Gabriela presenta el caso de la cama 12 en la visita de mañana.\n[20/03/2026, 18:52] Mateo: Yo ya subí las notas de evolución al sistema\n[20/03/2026, 19:01] Vale: Gaby, ¿me pasas el protocolo de sepsis que nos dieron?',
        'R2 Paredes: Gabriela presenta el caso de la cama 12 en la visita de mañana.',
        'Vale: Gaby, ¿me pasas el protocolo de sepsis que nos dieron?',
      ),
      h(
        'Escucha al paciente: te está diciendo el diagnóstico. Cuando oigas cascos, piensa en caballos, no en cebras.',
      ),
      h(
        'Mami: Mija, no te olvides de sacar el turno para renovar la cédula, que se te vence en abril. Y come algo, que te veo flaquita.',
        'Mami: Mija, no te olvides de sacar el turno para renovar la cédula, que se te vence en abril.',
      ),
      h(
        'Estimados estudiantes:\nLes informamos que la asignación de plazas para el internado rotativo ya fue publicada en el SIIU. Cada estudiante debe subir el certificado de vacunas y el récord académico actualizado hasta el 27 de marzo. No se aceptarán documentos físicos.\nAtentamente,\nSecretaría de la Carrera de Medicina',
        'Cada estudiante debe subir el certificado de vacunas y el récord académico actualizado hasta el 27 de marzo.',
      ),
      h(
        'Uno de cada tres estudiantes de medicina presenta síntomas de agotamiento. Los expertos recomiendan dormir al menos siete horas y pedir ayuda a tiempo. Hay que romper el mito del médico que nunca se cansa.',
      ),
      h(
        'Hoy suturé sola por primera vez. La doctora Cevallos dijo que quedó bien. Ya le conté a mi ñaña y se emocionó más que yo.',
      ),
      h(
        'No olvidar para el turno del sábado:\nmedias de compresión\ncargador del celular\nel esteto ya está en la mochila',
        'medias de compresión',
        'cargador del celular',
      ),
      h(
        'Era inevitable: el olor de las almendras amargas le recordaba siempre el destino de los amores contrariados.',
      ),
      h(
        'Caro: El finde fuimos a Mindo con los panas, estuvo bacán 😍\nCaro: Ya te mandé las fotos por el drive',
      ),
      h(
        'Los aminoglucósidos son nefrotóxicos y ototóxicos. Siempre ajustar la dosis según la función renal.',
      ),
    ],
  },
  {
    name: '[es] Paula, jefa de administración en una oficina de Providencia (Santiago de Chile), separada, una hija, un martes',
    highlights: [
      h(
        '1. Pedir cotización de sillas ergonómicas a tres proveedores\n2. Contrato del aseo renovado hasta diciembre\n3. Recordar: encargar la torta para el cumple de la Jose el viernes',
        'Pedir cotización de sillas ergonómicas a tres proveedores',
        'Recordar: encargar la torta para el cumple de la Jose el viernes',
      ),
      h(
        'Hola Paula,\nGracias por el informe de gastos, quedó muy claro. Te pido por favor que coordines con TI la instalación del nuevo router antes del lunes. Los socios llegan el martes temprano y necesitamos todo operativo.\nGracias,\nRodrigo',
        'Te pido por favor que coordines con TI la instalación del nuevo router antes del lunes.',
      ),
      h(
        '[17/03/2026, 12:10] Jose: Chiquillas, ¿quién reservó la sala para la reunión del jueves?\n[17/03/2026, 12:12] Paula: Yo la reservé ayer\n[17/03/2026, 12:15] Jose: Ya, bacán. Paula, ¿me puedes mandar la planilla de vacaciones actualizada?\n[17/03/2026, 12:40] Nico: Mañana llego tarde, tengo hora al dentista',
        'Paula, ¿me puedes mandar la planilla de vacaciones actualizada?',
      ),
      h(
        'Un buen jefe no apaga incendios: los previene. Delegue todo lo que otra persona pueda hacer al menos al 80 % de lo bien que usted lo haría.',
      ),
      h(
        'Según el SII, la Operación Renta comenzará el 1 de abril. Los contribuyentes deberían revisar con calma su propuesta de declaración antes de aceptarla.',
      ),
      h(
        'Estimados apoderados:\nLes recordamos que el jueves 26 de marzo a las 19:00 tenemos reunión de apoderados del 6° básico en la sala 14 del segundo piso. Se solicita puntualidad. Además, les pedimos enviar con sus hijos los materiales de Artes antes del lunes.\nSaludos cordiales,\nProfesora jefe 6° B',
        'Les recordamos que el jueves 26 de marzo a las 19:00 tenemos reunión de apoderados del 6° básico en la sala 14 del segundo piso.',
        'Además, les pedimos enviar con sus hijos los materiales de Artes antes del lunes.',
      ),
      h(
        'Para el pastel de choclo, moler los choclos con albahaca y cocinar la pasta revolviendo sin parar. Poner el pino en una fuente de greda y cubrir con la pasta. Espolvorear azúcar y hornear hasta que dore.',
      ),
      h('Es tan corto el amor, y es tan largo el olvido. Puedo escribir los versos más tristes esta noche.'),
      h(
        'Pagué el dividendo y la cuenta de la luz. Llamé a la Isapre por el reembolso y dicen que debería llegar en diez días hábiles.',
      ),
      h(
        'Felipe: Este finde me toca con la Sofi, la paso a buscar el viernes a las 18:00.\nFelipe: ¿Le puedes echar el buzo del colegio en la mochila?',
        'Felipe: ¿Le puedes echar el buzo del colegio en la mochila?',
      ),
      h(
        'Metro de Santiago informó que la Línea 7 debería comenzar a operar a fines del próximo año. Las obras en avenida Providencia generarán desvíos de micros durante abril.',
      ),
    ],
  },
];
