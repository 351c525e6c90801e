import type { LabelledDay } from './action-items-data';

/**
 * TASKS days in German, French and Spanish, written by an author who saw neither the action patterns nor any
 * earlier labelled days. Same labels as ACTION_DAYS: each action is one whole sentence of its highlight.
 */
const h = (content: string, ...actions: string[]) => ({ content, actions });

export const FOREIGN_ACTION_DAYS_1: LabelledDay[] = [
  {
    name: '[de] Jelena, Pflegeassistentin in der mobilen Pflege in Wien-Favoriten, zwei Kinder, an einem Mittwoch',
    highlights: [
      h(
        'Frau Hollerer hat am Wochenende wieder kaum gegessen, laut Tochter nur ein bisschen Suppe. Ich muss das heute bei der Teambesprechung ansprechen. Blutdruck war in Ordnung, 135 zu 80.',
        'Ich muss das heute bei der Teambesprechung ansprechen.',
      ),
      h(
        '„Pflege beginnt mit Zuhören.“ Man muss dem Menschen Zeit lassen, bevor man ihm hilft. Wer hetzt, nimmt ihm ein Stück Würde.',
      ),
      h(
        '11.03.26, 07:12 - Sabine: Guten Morgen! Ich schaff es heute erst um 11 zu Herrn Prantl.\n11.03.26, 07:13 - Sabine: Kannst du ihm bitte die Stützstrümpfe anziehen, wenn du um 9 dort bist?\n11.03.26, 07:20 - Jelena: 👍\n11.03.26, 07:21 - Sabine: Danke dir! Die neue Verordnung fürs Pflegebett liegt übrigens in der blauen Mappe.',
        'Sabine: Kannst du ihm bitte die Stützstrümpfe anziehen, wenn du um 9 dort bist?',
      ),
      h('Einkauf Billa\nTopfen\nKlopapier ist noch genug da', 'Topfen'),
      h(
        'Bis 2030 fehlen in Österreich laut einer Prognose rund 75.000 Pflegekräfte. Die Regierung sollte die Ausbildung endlich attraktiver machen, fordert die Gewerkschaft. Eine rasche Lösung ist nicht in Sicht.',
      ),
      h(
        'Sehr geehrte Frau Petrović,\nfür die Bearbeitung Ihres Antrags auf Kostenerstattung fehlen uns noch Unterlagen. Bitte übermitteln Sie uns die Originalrechnung der Physiotherapie bis spätestens 27.03.2026. Ohne diese Rechnung können wir den Antrag leider nicht abschließen.\nMit freundlichen Grüßen\nIhre Österreichische Gesundheitskasse',
        'Bitte übermitteln Sie uns die Originalrechnung der Physiotherapie bis spätestens 27.03.2026.',
      ),
      h(
        "Heute früh den Schlüsselsafe bei Frau Hollerer neu codiert, den Code hat die Tochter. Ich wollte eigentlich auch den Hausarzt anrufen, hab's aber total vergessen. Morgen gleich in der Früh wegen dem Rezept für Herrn Prantl in der Ordination anrufen.",
        'Morgen gleich in der Früh wegen dem Rezept für Herrn Prantl in der Ordination anrufen.',
      ),
      h(
        'Aus dem Skript zur Fortbildung Sturzprophylaxe:\nStolperfallen wie lose Teppiche entfernen, für ausreichend Licht sorgen, rutschfeste Socken verwenden. Man muss die Klientin immer zuerst fragen, bevor man Möbel umstellt. Die meisten Stürze passieren nachts am Weg zur Toilette.',
      ),
      h(
        '11.03.26, 16:40 - Dragan: Bin heute früher daheim, die Kinder sind schon da\n11.03.26, 16:41 - Dragan: Nimmst du am Heimweg Brot und Milch mit?\n11.03.26, 16:55 - Jelena: Sitz noch in der Bim, dauert noch',
        'Dragan: Nimmst du am Heimweg Brot und Milch mit?',
      ),
      h(
        '„Hol sofort den Doktor!“, schrie die Mutter. Niemand im Zimmer rührte sich. (Roman aus dem Bücherregal von Frau Hollerer, ich lese ihr jeden Dienstag daraus vor)',
      ),
      h(
        'Poster im Pausenraum: Nicht vergessen, auch du brauchst Pausen! Wer selbst ausbrennt, kann niemandem mehr helfen.',
      ),
    ],
  },
  {
    name: '[de] Reto, Velomechaniker mit eigener Werkstatt in Winterthur, alleinerziehend mit Tochter (12), an einem Freitag',
    highlights: [
      h(
        'werkstatt fr\nschläuche 28" nachbestellen\nbremsbeläge b01s lager prüfen\ndas cargo-velo von frau keller ist fertig',
        'schläuche 28" nachbestellen',
        'bremsbeläge b01s lager prüfen',
      ),
      h(
        'Grüezi Herr Brunner,\nbesten Dank für die rasche Reparatur letzte Woche. Leider quietscht die Hinterradbremse schon wieder. Könnten Sie sich das Velo nächste Woche nochmals anschauen? Am Dienstag bin ich ab 17 Uhr in der Nähe.\nFreundliche Grüsse\nMonika Steiner',
        'Könnten Sie sich das Velo nächste Woche nochmals anschauen?',
      ),
      h(
        'Wer im Winter fährt, sollte die Kette jede Woche reinigen und ölen. Streusalz greift Kette und Ritzel massiv an. Eine gut gepflegte Kette hält bis zu 5000 Kilometer. (Velojournal, Wintertipps)',
      ),
      h(
        'Ihre Bestellung 48213 wurde heute versandt. Die Lieferung sollte am Freitag bei Ihnen eintreffen. Die Sendungsnummer finden Sie in Ihrem Kundenkonto.',
      ),
      h(
        '13.03.26, 08:05 - Luca: Bin heute 20 min später, der Zug steht in Oberwinterthur\n13.03.26, 08:06 - Reto: Kein Problem. Nimm bitte auf dem Weg beim Coop Kaffee für die Werkstatt mit.\n13.03.26, 08:07 - Luca: 👍',
        'Nimm bitte auf dem Weg beim Coop Kaffee für die Werkstatt mit.',
      ),
      h(
        'Man muss die Maschine verstehen, bevor man sie reparieren kann. Geduld ist das wichtigste Werkzeug in jeder Werkstatt. – aus einem alten Handbuch für Mechaniker, das ich im Brockenhaus gefunden habe',
      ),
      h(
        'Die Einverständniserklärung fürs Skilager muss bis Montag unterschrieben werden, Lea gibt sie dann in der Schule ab. Das Formular liegt auf dem Küchentisch unter der Fruchtschale.',
        'Die Einverständniserklärung fürs Skilager muss bis Montag unterschrieben werden, Lea gibt sie dann in der Schule ab.',
      ),
      h(
        'Krankenkasse: Die Prämie steigt nächstes Jahr um 8 Prozent. Ich sollte mal vergleichen, ob sich ein Wechsel lohnt. Kündigungsfrist ist Ende November.',
        'Ich sollte mal vergleichen, ob sich ein Wechsel lohnt.',
      ),
      h(
        'Nicht vergessen: Das Leben ist wie Velofahren. Um die Balance zu halten, musst du in Bewegung bleiben. (Postkarte an der Werkstattwand, angeblich Einstein)',
      ),
      h(
        'Gestern endlich die Steuererklärung abgeschickt. Ich wollte eigentlich auch noch die Rechnung vom Zahnarzt bezahlen, das habe ich dann am Abend doch noch online erledigt.',
      ),
      h(
        'Sitzung Veloclub\nFrühlingsausfahrt im April, Route wie letztes Jahr über den Irchel.\nWer organisiert das Grillieren nach der Ausfahrt?\nMarco hat den Platz beim Waldhaus schon reserviert.',
        'Wer organisiert das Grillieren nach der Ausfahrt?',
      ),
    ],
  },
  {
    name: '[de] Gisela und Horst, Rentnerehepaar (71 und 74) in Essen-Steele, an einem Samstag',
    highlights: [
      h(
        'Für Horst\nRasenmäher zur Inspektion bringen\nDie Dachrinne hat Jürgen schon sauber gemacht.',
        'Rasenmäher zur Inspektion bringen',
      ),
      h(
        'Sehr geehrte Eheleute Kowalski,\nin diesem Monat findet die jährliche Ablesung statt. Bitte teilen Sie uns den Stand Ihres Stromzählers bis zum 15.04. mit. Die Abschlagszahlung wird anschließend neu berechnet.\nMit freundlichen Grüßen\nIhre Stadtwerke',
        'Bitte teilen Sie uns den Stand Ihres Stromzählers bis zum 15.04. mit.',
      ),
      h(
        'Im Ruhestand muss man sich neue Aufgaben suchen, sonst fällt man in ein Loch. Gehen Sie jeden Tag an die frische Luft. Pflegen Sie Ihre Freundschaften, bevor es zu spät ist.',
      ),
      h(
        '14.03.26, 10:02 - Sandra: Mama, könnt ihr am Dienstag auf Finn aufpassen? Die Kita ist wegen Streik zu.\n14.03.26, 10:15 - Gisela: Ja klar, Papa holt ihn um 8 bei euch ab.\n14.03.26, 10:16 - Sandra: Super, danke! Die Allergietabletten sind schon in seinem Rucksack.',
        'Sandra: Mama, könnt ihr am Dienstag auf Finn aufpassen?',
        'Gisela: Ja klar, Papa holt ihn um 8 bei euch ab.',
      ),
      h(
        'Zwiebeln in Butter glasig dünsten. Dann die Kartoffeln dazugeben und 20 Minuten garen. Mit Muskat abschmecken und heiß servieren. (Aus dem Ruhrpott-Kochbuch von Omma Käthe, Seite 54)',
      ),
      h('Augenarzt Do 9:40, Überweisung mitnehmen!', 'Augenarzt Do 9:40, Überweisung mitnehmen!'),
      h(
        'Gestern mit Horst beim Hausarzt gewesen, die Blutwerte sind gut. Die Krankenkasse hat die neue Brille bezahlt. Da haben wir uns riesig gefreut.',
      ),
      h(
        'Die A40 wird ab Montag zwischen Essen-Frillendorf und Gelsenkirchen für drei Wochen voll gesperrt. Autofahrer sollten die Umleitung über die A42 nutzen. Die Stadt rechnet mit langen Staus im Berufsverkehr.',
      ),
      h(
        "Karten für Schalke gegen Bochum gibt's ab Mittwoch online. Jürgen kommt bestimmt wieder mit, der lässt kein Derby aus.",
      ),
      h(
        'Spruch aus dem Seniorenkurs an der VHS: Nicht vergessen, das Beste kommt noch! Wir haben alle gelacht.',
      ),
      h(
        'Horst, du musst bis Freitag die Kfz-Versicherung kündigen, sonst verlängert sie sich um ein Jahr! Die neue bei der HUK ist 120 Euro billiger.',
        'Horst, du musst bis Freitag die Kfz-Versicherung kündigen, sonst verlängert sie sich um ein Jahr!',
      ),
    ],
  },
  {
    name: "[fr] Claire, professeure d'histoire-géo dans un collège de Villeurbanne (Lyon), deux enfants, un mardi",
    highlights: [
      h(
        'Bonjour à tous,\nle conseil de classe de 4e B aura lieu jeudi à 17h30 en salle 12. Merci de saisir vos appréciations sur Pronote avant mercredi midi. Les délégués seront présents.\nBonne journée,\nLe principal adjoint',
        'Merci de saisir vos appréciations sur Pronote avant mercredi midi.',
      ),
      h(
        "« Le travail éloigne de nous trois grands maux, l'ennui, le vice et le besoin. » Et à la fin : « Il faut cultiver notre jardin. » Je le cite chaque année à mes 4e.",
      ),
      h(
        'Inès : racheter des chaussures de foot (taille 35)\nNoé : orthodontiste vendredi 16h15\nLa cantine a confirmé le menu sans viande.',
        'Inès : racheter des chaussures de foot (taille 35)',
        'Noé : orthodontiste vendredi 16h15',
      ),
      h(
        "Selon l'enquête, un enseignant du secondaire travaille en moyenne 43 heures par semaine. Il faudrait alléger la charge administrative, estiment les syndicats. Le ministère n'a pas encore réagi.",
      ),
      h(
        "[10/03/2026, 12:31] Julien: Tu peux passer chercher les enfants ce soir ? Ma réunion va déborder.\n[10/03/2026, 12:33] Claire: Oui pas de souci\n[10/03/2026, 12:34] Julien: Merci ! Pour le gîte en Ardèche, j'ai déjà réservé, c'est bon.",
        'Julien: Tu peux passer chercher les enfants ce soir ?',
      ),
      h(
        "« Fermez les volets et n'ouvrez à personne », ordonna la vieille femme. Les enfants obéirent sans un mot. La nuit tomba sur le village.",
      ),
      h(
        "J'ai appelé la mutuelle ce matin, le remboursement est en cours. Je voulais aussi relancer la banque pour le prêt, mais je n'ai pas eu le temps.",
      ),
      h(
        '- [x] Corriger les copies de 3e\nPréparer la sortie au musée des Confluences avec les 5e',
        'Préparer la sortie au musée des Confluences avec les 5e',
      ),
      h(
        "Gâteau au yaourt (livre « Cuisine facile », page 12)\nPréchauffer le four à 180 °C. Battre les œufs avec le sucre jusqu'à ce que le mélange blanchisse. Ajouter la farine en pluie, puis le yaourt.",
      ),
      h(
        'Pourquoi continuons-nous à donner des devoirs à la maison ? Les études montrent un effet très faible au collège.',
      ),
      h(
        "Madame, mon fils Lucas était absent mardi pour raison médicale. Pourriez-vous lui transmettre les documents du cours sur la Révolution ? Merci d'avance. Cordialement, Sophie Garnier",
        'Pourriez-vous lui transmettre les documents du cours sur la Révolution ?',
      ),
    ],
  },
  {
    name: "[fr] Nathalie, adjointe administrative d'une entreprise de plomberie à Laval (Québec), une ado au hockey, un mercredi",
    highlights: [
      h(
        "Bonjour,\nnotre chauffe-eau coule depuis ce matin dans le sous-sol. Est-ce que quelqu'un peut passer aujourd'hui ou demain avant midi ? Mon numéro est le 450 555-0142.\nMarie-Josée Tremblay",
        "Est-ce que quelqu'un peut passer aujourd'hui ou demain avant midi ?",
      ),
      h(
        "Réjean : envoyer la soumission pour le condo de la rue Fleury d'ici vendredi. Le client veut tout en PEX, pas de cuivre.",
        "Réjean : envoyer la soumission pour le condo de la rue Fleury d'ici vendredi.",
      ),
      h(
        "Le Québec manque de plombiers. Selon la CCQ, il faudrait former 2000 apprentis de plus d'ici 2030. Les entreprises devront aussi offrir de meilleurs salaires.",
      ),
      h(
        'À faire cette semaine\n- paie des gars jeudi\n- licence RBQ à renouveler avant le 31\n- les factures de février sont toutes parties',
        'paie des gars jeudi',
        'licence RBQ à renouveler avant le 31',
      ),
      h(
        "Ce qui ne se mesure pas ne s'améliore pas. Il faut noter chaque appel, chaque retard, chaque plainte. Au bout d'un mois, les tendances apparaissent d'elles-mêmes.",
      ),
      h(
        "[11/03/2026, 07:48] Steve: Mon char est au garage, je vais être en retard chez Mme Gagnon\n[11/03/2026, 07:49] Steve: Peux-tu l'appeler pour l'avertir ?\n[11/03/2026, 07:55] Nathalie: 👍",
        "Steve: Peux-tu l'appeler pour l'avertir ?",
      ),
      h(
        'Madame, Monsieur,\nnous avons constaté un écart dans votre déclaration de TVQ pour la période se terminant le 31 décembre. Nous vous prions de nous faire parvenir les pièces justificatives dans les 30 jours suivant la date du présent avis. À défaut, une nouvelle cotisation pourra être établie.',
        'Nous vous prions de nous faire parvenir les pièces justificatives dans les 30 jours suivant la date du présent avis.',
      ),
      h(
        "Léa a gagné son match hier soir, 4 à 2 contre Terrebonne. Le tournoi de Drummondville devrait être plus difficile. L'hôtel est déjà réservé.",
      ),
      h("« Un robinet qui fuit, c'est de l'argent qui coule. » Réjean le répète à chaque réunion d'équipe."),
      h("J'ai fini la conciliation bancaire de février. Le compte chez Deschênes est à jour, enfin."),
      h(
        "N'oublie pas de commander les cartes d'affaires pour Kevin, il commence lundi.",
        "N'oublie pas de commander les cartes d'affaires pour Kevin, il commence lundi.",
      ),
    ],
  },
  {
    name: '[fr] Aminata, commerçante, tient une boutique de tissus au marché HLM à Dakar, un samedi',
    highlights: [
      h(
        'Stock bazin presque fini\nCommander 20 pièces de wax chez Moussa avant la Tabaski\nPenser à payer la facture Senelec avant le 15',
        'Commander 20 pièces de wax chez Moussa avant la Tabaski',
        'Penser à payer la facture Senelec avant le 15',
      ),
      h(
        "[14/03/2026, 10:20] Moussa: Le conteneur de Lomé est arrivé au port hier\n[14/03/2026, 10:22] Moussa: Tu peux m'envoyer l'avance par Wave avant lundi ?\n[14/03/2026, 10:40] Aminata: D'accord, Inch'Allah",
        "Moussa: Tu peux m'envoyer l'avance par Wave avant lundi ?",
      ),
      h(
        "« Petit à petit, l'oiseau fait son nid. » Dans le commerce il faut être patient, disait toujours mon père.",
      ),
      h(
        "Les commerçants qui tiennent un cahier de caisse quotidien réduisent leurs pertes de 20 %. Il faut séparer l'argent de la boutique et l'argent de la maison. Le mobile money facilite beaucoup ce suivi.",
      ),
      h(
        "Fatou doit payer son inscription à l'UCAD avant vendredi, je dois lui donner 75 000 FCFA. Ma sœur arrive de Thiès dimanche avec les enfants.",
        "Fatou doit payer son inscription à l'UCAD avant vendredi, je dois lui donner 75 000 FCFA.",
      ),
      h(
        "Ce matin j'ai ouvert à 8h, il y avait déjà trois clientes. J'ai vendu tout le bazin riche bleu. Alhamdoulillah.",
      ),
      h(
        "Awa s'occupe de la boutique samedi après-midi pendant que je suis au baptême à Pikine.",
        "Awa s'occupe de la boutique samedi après-midi pendant que je suis au baptême à Pikine.",
      ),
      h(
        "Chère cliente,\nvotre demande de crédit a bien été reçue. Merci de nous retourner le formulaire signé accompagné d'une copie de votre registre de commerce avant le 20 mars. Notre conseiller vous contactera ensuite pour fixer un rendez-vous.",
        "Merci de nous retourner le formulaire signé accompagné d'une copie de votre registre de commerce avant le 20 mars.",
      ),
      h(
        'Le prix du sac de riz brisé devrait baisser le mois prochain, selon le ministère du Commerce. Les commerçants restent prudents.',
      ),
      h(
        "« Le travail, c'est la santé. » Ne jamais oublier de remercier Dieu pour chaque journée, disait ma grand-mère.",
      ),
      h(
        'Appeler le comptable lundi 10h pour la patente\nLe cadenas de la porte de derrière a été réparé par Ibou.',
        'Appeler le comptable lundi 10h pour la patente',
      ),
    ],
  },
  {
    name: '[es] Javier, tester de software (QA) en una startup de Madrid, comparte piso, un jueves',
    highlights: [
      h(
        'Daily\nLucía revisó los logs del login, todo bien.\nNo se reproduce el bug de Safari en staging.\nHay que actualizar los casos de prueba del checkout antes del viernes.',
        'Hay que actualizar los casos de prueba del checkout antes del viernes.',
      ),
      h(
        '«Las pruebas pueden demostrar la presencia de errores, pero nunca su ausencia.» Hay que asumir que todo software tiene fallos, escribe el autor en el capítulo 2.',
      ),
      h(
        'Hola equipo,\nla release 3.2 se retrasa al martes. ¿Alguien puede hacer la regresión completa el lunes por la tarde? Gracias.',
        '¿Alguien puede hacer la regresión completa el lunes por la tarde?',
      ),
      h(
        'Renovar el DNI: cita previa el 22 a las 9:15 en la comisaría de Moratalaz, con foto reciente.',
        'Renovar el DNI: cita previa el 22 a las 9:15 en la comisaría de Moratalaz, con foto reciente.',
      ),
      h(
        'El precio del alquiler en Madrid ha subido un 11 % en el último año. Los expertos creen que la tendencia debería moderarse en 2027. Muchos jóvenes siguen compartiendo piso hasta los 35.',
      ),
      h(
        '[12/03/2026, 21:05] Dani: Chicos, el casero viene el sábado a mirar la caldera\n[12/03/2026, 21:06] Dani: ¿Alguien puede estar en casa de 10 a 12?\n[12/03/2026, 21:20] Marta: Yo no puedo, tengo turno en el hospital',
        'Dani: ¿Alguien puede estar en casa de 10 a 12?',
      ),
      h(
        '> ¿Podemos automatizar los tests de pagos este sprint?\nSí, el entorno de pruebas ya está migrado desde la semana pasada. Javier, prepárame una estimación para el lunes.',
        'Javier, prepárame una estimación para el lunes.',
      ),
      h(
        'Ayer llamé al banco por el cargo duplicado de Amazon. Me dijeron que lo devolverían en cinco días hábiles. Por fin.',
      ),
      h(
        '—Calla, amigo Sancho —respondió don Quijote—, que las cosas de la guerra más que otras están sujetas a continua mudanza.',
      ),
      h(
        'finde\ncomprar regalo cumple de mi hermana\nel portátil ya está arreglado 🙌',
        'comprar regalo cumple de mi hermana',
      ),
      h(
        'Curso ISTQB, módulo 4\nNunca hay que probar solo el camino feliz. Piensa como el usuario más torpe del mundo.',
      ),
      h(
        'No olvidar pagar la cuota del gimnasio antes del día 5, que si no te cobran recargo.',
        'No olvidar pagar la cuota del gimnasio antes del día 5, que si no te cobran recargo.',
      ),
    ],
  },
  {
    name: '[es] Rocío, madre de familia en Guadalajara (México) que organiza los XV años de su hija Ximena, un martes',
    highlights: [
      h(
        'Pendientes XV de Ximena\n1. Confirmar el salón con don Arturo\n2. Pagar anticipo del mariachi ($3,500)\n3. [x] Apartar la iglesia',
        'Confirmar el salón con don Arturo',
        'Pagar anticipo del mariachi ($3,500)',
      ),
      h(
        '[10/03/2026, 19:02] Madrina Lupe: Comadre, el pastel ya está pagado 🎂\n[10/03/2026, 19:03] Madrina Lupe: ¿Me mandas la foto del vestido para que combinen las flores?\n[10/03/2026, 19:10] Rocío: Gracias comadre, eres un amor',
        'Madrina Lupe: ¿Me mandas la foto del vestido para que combinen las flores?',
      ),
      h(
        'Una fiesta de XV años en México cuesta en promedio entre 80 y 150 mil pesos. Los expertos recomiendan apartar el salón con al menos seis meses de anticipación. Hay que vivir el momento y no endeudarse, dicen las organizadoras de eventos.',
      ),
      h(
        'Pozole rojo (recetario de mi abuela)\nRemojar los chiles guajillo en agua caliente. Licuar con ajo y cebolla. Dejar hervir el maíz hasta que reviente.',
      ),
      h(
        'Estimada señora Hernández:\nLe informamos que la misa de acción de gracias de su hija ya quedó registrada. Le rogamos que entregue la fe de bautismo de la quinceañera en la oficina parroquial antes del 10 de abril.\nAtentamente,\nParroquia de San Judas Tadeo',
        'Le rogamos que entregue la fe de bautismo de la quinceañera en la oficina parroquial antes del 10 de abril.',
      ),
      h(
        'El DJ debería llegar a las 7 para montar el equipo. Ximena quiere reguetón después del vals, su papá no.',
      ),
      h(
        'Beto va por las mesas y las sillas rentadas el viernes en la camioneta de su compadre.',
        'Beto va por las mesas y las sillas rentadas el viernes en la camioneta de su compadre.',
      ),
      h(
        'Hoy fuimos a la prueba del vestido y le quedó perfecto. Ximena lloró de la emoción. Ya pagamos la mitad.',
      ),
      h(
        'No se trata de tener la fiesta perfecta, sino de estar presentes. Recuerda: los hijos crecen más rápido de lo que crees.',
      ),
      h(
        'Tengo que llamar a la tía Chela para confirmar cuántos vienen de Morelia.',
        'Tengo que llamar a la tía Chela para confirmar cuántos vienen de Morelia.',
      ),
      h(
        '¿Invitamos a los compañeros de la secundaria o nomás a los del grupo de danza? Ximena dice que todos, yo digo que no alcanza el presupuesto.',
        '¿Invitamos a los compañeros de la secundaria o nomás a los del grupo de danza?',
      ),
    ],
  },
  {
    name: '[es] Sofía, estudiante de Psicología en la UNC (Córdoba, Argentina), moza en un bar de Güemes, un jueves',
    highlights: [
      h(
        '12/3/26, 18:40 - Juli: chicas el parcial de Neuro se pasó al 24\n12/3/26, 18:41 - Juli: Sofi, me pasás los apuntes de la clase del martes? porfa\n12/3/26, 18:45 - Sofi: dale',
        'Juli: Sofi, me pasás los apuntes de la clase del martes? porfa',
      ),
      h(
        'Los hermanos sean unidos,\nporque esa es la ley primera;\ntengan unión verdadera\nen cualquier tiempo que sea\n(Martín Fierro, lo leímos en el secundario)',
      ),
      h(
        'Pagar el alquiler de la pensión antes del 10\nSacar turno con el dentista en el Hospital de Clínicas',
        'Pagar el alquiler de la pensión antes del 10',
        'Sacar turno con el dentista en el Hospital de Clínicas',
      ),
      h(
        'La UNC confirmó que el boleto educativo gratuito seguirá vigente durante todo el año. Más de 100 mil estudiantes usan el beneficio para viajar en colectivo.',
      ),
      h(
        '[12/03/2026, 09:30] Mamá: Sofi, ¿podés llamar a la abuela hoy? Cumple 80 y se pone triste si no la llamás.',
        'Mamá: Sofi, ¿podés llamar a la abuela hoy?',
      ),
      h(
        'Donde era Ello, ha de advenir Yo. El yo no es amo en su propia casa. (Freud, apunte de Psicoanálisis I)',
      ),
      h(
        '12/3/26, 22:10 - Martín Bar: el sábado te necesito de 20 a 4, avisame si no podés',
        'Martín Bar: el sábado te necesito de 20 a 4, avisame si no podés',
      ),
      h('Hoy rendí el final de Estadística y creo que me fue bien. Estoy re cansada. Me merezco un helado.'),
      h(
        'Técnica Pomodoro (video de YouTube)\nHay que estudiar en bloques de 25 minutos y descansar 5. No estudies de memoria, entendé los conceptos.',
      ),
      h('La dueña de la pensión dice que el agua caliente debería volver mañana. Ya le avisó al plomero.'),
      h(
        'no olvidarme de devolver el libro de Piaget a la biblioteca antes del viernes',
        'no olvidarme de devolver el libro de Piaget a la biblioteca antes del viernes',
      ),
    ],
  },
];
