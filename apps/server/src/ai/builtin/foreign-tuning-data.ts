/**
 * German, French and Spanish highlights, 176 per language in two parts by two authors who saw neither the
 * categoriser nor its vocabularies (brief in docs/labelled-data-briefs.md): 110 (10 per group, every code, from
 * Bavaria to Montevideo) the vocabularies of foreign-vocabulary.ts were grown against, then 66 (6 per group, from
 * Cologne to Puerto Rico) that chose the rule for a text torn between two groups and mended the terms it caught
 * out. Their figures flatter.
 */
export const FOREIGN_TUNING_DATA: Record<'de' | 'fr' | 'es', string> = {
  de: `
TASKS_ACTIONS: Mo: Winterreifen beim Huber abholen, Kita-Formular unterschreiben, Brezn + Milch, Oma wegen Sonntag anrufen
TASKS_ACTIONS: Aus dem Jour fixe: Lisa schickt bis Freitag die überarbeiteten Folien, ich kläre den Raum für den Workshop und lade die Leute aus Leipzig ein.
METHODS_TECHNIQUES: 25 Minuten, dann fünf Pause, nach vier Runden eine lange. Klingt banal, hat mir das Semester gerettet.
METHODS_TECHNIQUES: Alles, was weniger als zwei Minuten dauert, sofort erledigen. Der Rest landet im Eingangskorb und wird einmal am Tag sortiert. — David Allen
TOOLS_RESOURCES: Seit ich die To-do-App mit dem Kalender verknüpft hab, rutscht mir nix mehr durch. Hätt ich schon vor fünf Jahren machen sollen.
TOOLS_RESOURCES: Das Bullet Journal ist kein Kunstprojekt. Ein billiges Heft vom Drogeriemarkt und ein Kuli reichen völlig.
MINDSET_HABITS: Ich räum lieber zum dritten Mal die Spülmaschine ein, als diese eine Mail zu schreiben. Warum eigentlich?
MINDSET_HABITS: sobald das handy auf dem schreibtisch liegt bin ich weg. also liegt es jetzt im flur, punkt.
OUTCOMES: Moin, kurze Bilanz der Woche: drei Kapitel korrigiert, zwei Angebote raus, null Überstunden. Läuft.
OUTCOMES: Nicht die Stunden am Schreibtisch zählen, sondern was am Freitagabend tatsächlich abgeschickt ist.
DEVELOPMENT_CODING: Wer einen Bug findet, schreibt zuerst den Test, der ihn sichtbar macht. Erst dann wird gefixt. (Team-Wiki, Regel 3)
DEVELOPMENT_CODING: merke: rebase -i nur auf dem eigenen Branch, nie auf main. Hat mich heute zwei Stunden und die Nerven vom Kevin gekostet
HARDWARE_DEVICES: Das alte ThinkPad leuft mit neuer SSD und 16 GB RAM wieder wie am ersten Tag – für 60 Euro.
HARDWARE_DEVICES: Der Akku vom Handy macht nach drei Jahren schlapp, bei 30 Prozent geht's einfach aus. Tauschen lassen oder neu?
DATA_AI: Ein Sprachmodell weiß nicht, was wahr ist. Es weiß nur, welches Wort wahrscheinlich als Nächstes kommt.
DATA_AI: Unsere Absatzprognose war genau so gut wie die Trainingsdaten – und die stammten leider alle aus dem Sommer.
CYBERSECURITY: Die Mail kam angeblich von der Sparkase, aber der Link ging auf irgendeine komische Domain. Gut, dass ich mit der Maus drübergefahren bin.
CYBERSECURITY: Zwei-Faktor überall einschalten, auch beim alten Forum-Account. Die Passwörter aus dem Leak von 2019 sind immer noch im Umlauf.
TRENDS_INNOVATION: Jede neue Technik wird erst überschätzt und dann unterschätzt. — frei nach Roy Amara
TRENDS_INNOVATION: Drohnen, die Medikamente zu den Almhütten bringen: Der Pilotversuch im Allgäu läuft seit März, in zehn Jahren redet da keiner mehr drüber.
STRATEGY_PLANNING: Strategie heißt vor allem, zu entscheiden, was man nicht macht.
STRATEGY_PLANNING: Notiz Klausurtagung: Bis 2027 raus aus dem Großhandel, nur noch direkt an Gastro und Hofläden. Zweites Standbein Onlineshop prüfen.
FINANCE_ACCOUNTING: Umsatz ist Eitelkeit, Gewinn ist Vernunft, Liquidität ist Realität.
FINANCE_ACCOUNTING: Drei Kunden zahlen seit 60 Tagen nicht, die Rechnungen vom Oktober sind immer noch offen. Die Marge stimmt, aber das Konto nicht.
MARKETING_SALES: Die Leute wollen keinen Bohrer kaufen, sie wollen ein Loch in der Wand.
MARKETING_SALES: Seit wir im Laden die Rezeptkarten direkt neben den Käse legen, verkaufen wir doppelt so viel Bergkäse. Hätt ich nie gedacht.
MANAGEMENT_LEADERSHIP: Als Chefin lobst du vor allen und kritisierst unter vier Augen. Hab's lang genug andersrum gemacht.
MANAGEMENT_LEADERSHIP: Ein Team folgt nicht dem Organigramm, sondern dem, der in der Krise ruhig bleibt.
OPERATIONS_LOGISTICS: Wenn der Lkw aus Polen hängt, steht bei uns ab Mittwoch die ganze Linie. Wir brauchen einen zweiten Lieferanten für die Gehäuse.
OPERATIONS_LOGISTICS: Lager Billbrook: Kommissionierung nach Zonen statt nach Aufträgen, die Laufwege sind ungefähr ein Drittel kürzer.
PHYSICAL_HEALTH: Drei Mal die Woche die Treppen in den fünften Stock statt Aufzug. Nach zwei Monaten keuch ich oben nicht mehr.
PHYSICAL_HEALTH: Krafttraining im Alter ist keine Eitelkeit. Es entscheidet darüber, ob man mit achtzig noch allein aus der Badewanne kommt.
MENTAL_HEALTH: Manche Tage schaff ich nur Duschen und Zähneputzen. Meine Therapeutin sagt, das zählt auch.
MENTAL_HEALTH: Die Angst ist kein Feind. Sie ist ein übervorsichtiger Wachhund, der bei jedem Blatt bellt.
WELLNESS_LIFESTYLE: Nach dem Nachtdienst erst ne halbe Stunde an die Alster, dann Brot mit Ei, dann Vorhänge zu. Sonst komm ich nicht runter.
WELLNESS_LIFESTYLE: Sonntag ist bei uns Suppentag, kein Bildschirm nach acht, und ich merk's die ganze Woche.
MEDICAL_SCIENTIFIC: In der Studie mit rund 12.000 Teilnehmern senkte das Medikament das Risiko für einen zweiten Infarkt um etwa ein Viertel.
MEDICAL_SCIENTIFIC: Antibiotika wirken nicht gegen Viren. Trotzdem werden sie bei jeder zweiten Erkältung noch verschrieben.
SPECIFIC_AREAS: Bei Bandscheibe nicht ins Bett legen, sondern in Bewegung bleiben – hat der Physio heute dreimal gesagt.
SPECIFIC_AREAS: Seit der Diagnose Typ 2 mess ich vor und nach dem Essen. Nudeln treiben den Wert hoch wie nix, Linsen fast gar nicht.
CONCEPTS_THEORIES: Der Dunning-Kruger-Effekt: Wer wenig weiß, überschätzt sich, weil ihm genau das Wissen fehlt, um die eigenen Fehler zu erkennen.
CONCEPTS_THEORIES: Pfadabhängigkeit heißt: Die QWERTZ-Tastatur ist nicht die beste, sie war nur zuerst da, und jetzt kommt keiner mehr davon los.
STUDY_MEMORIZATION: Karteikarten, Fach 1 täglich, Fach 2 alle drei Tage, Fach 3 jede Woche … bis zum Physikum muss die Anatomie sitzen.
STUDY_MEMORIZATION: Lernplan Matura: Mathe in der Früh, Geschichte am Abend, und jeden Sonntag eine alte Klausur mit Stoppuhr.
SKILLS_DEVELOPMENT: Schweißen lernt man nicht aus dem Video. Der Meister hat mich drei Wochen lang nur Probenähte machen lassen, bis die Raupe gleichmäßig war.
SKILLS_DEVELOPMENT: Jeden Tag fünf Minuten Zehnfingersystem, nach einem Monat tipp ich, ohne auf die Tastatur zu schauen. Mit 61!
RESOURCES_MATERIALS: Die Statistik-Vorlesung von der Uni Wien auf YouTube ist besser als alles, was ich je im Hörsaal gehört hab. Link schick ich in die Gruppe.
UNDERSTANDING_APPLICATION: Auswendig konnt ich das Hebelgesetz schon in der Schule. Verstanden hab ich's erst, als ich mit der Eisenstange den Stein aus dem Acker gewuchtet hab.
SUBJECT_SPECIFIC: Der Westfälische Friede von 1648 beendete den Dreißigjährigen Krieg, ausgehandelt in Münster und Osnabrück.
SUBJECT_SPECIFIC: Nach „wegen" steht eigentlich der Genitiv, aber bei uns in Bayern sagt jeder „wegen dem Wetter".
SELF_AWARENESS: Mir ist aufgefallen, dass ich immer dann am lautesten werde, wenn ich mich eigentlich schäme.
SELF_AWARENESS: „Erkenne dich selbst" stand über dem Tempel in Delphi. Zweieinhalbtausend Jahre später bin ich immer noch dran.
GOAL_SETTING_ACHIEVEMENT: Ein Ziel ohne Datum ist nur ein Wunsch. Also: bis 30. Juni zur Meisterprüfung angemeldet, Zettel hängt am Kühlschrank.
GOAL_SETTING_ACHIEVEMENT: Große Vorhaben in so kleine Schritte zerlegen, dass man sich fast lächerlich vorkommt. Dann kommt man auch an.
EMOTIONAL_INTELLIGENCE: Bevor ich antworte, frag ich mich inzwischen: Ist er wütend oder eigentlich verletzt? Meistens ist es das Zweite.
EMOTIONAL_INTELLIGENCE: Wer die eigene Wut benennen kann, muss sie nicht mehr an anderen auslassen.
MINDSET_GROWTH: Hinfallen ist nicht scheitern. Liegenbleiben ist scheitern.
MINDSET_GROWTH: „Ich kann das noch nicht." Das kleine „noch" hat meine Tochter aus der Grundschule mitgebracht, und es hat bei uns am Küchentisch einiges verändert.
HABITS_ROUTINES: Jeden Morgen, bevor die Kinder wach sind: Kaffee, drei Seiten Tagebuch, zehn Minuten Stille. Heute Tag 200.
HABITS_ROUTINES: Neue Gewohnheit an eine alte dranhängen: nach dem Zähneputzen zwanzig Kniebeugen. Funktioniert erstaunlich gut.
PERSONAL_FINANCE: Am Monatsersten gehen 300 € automatisch aufs Tagesgeld, bevor ich überhaupt was ausgeben kann. Was ich nicht seh, vermiss ich nicht.
PERSONAL_FINANCE: Der Überziehungsrahmen is ka Geld, des dir ghört. Hab zwa Jahr braucht, bis i wieder im Plus war.
INVESTING: Breit gestreuter ETF, monatlich besparen, nicht jeden Tag in die App schauen. Langweilig ist gut.
INVESTING: Wer Einzelaktien kauft, weil sie im Forum gehypt werden, zahlt Lehrgeld. Ich hab meins gezahlt.
FINANCIAL_LITERACY: Bei drei Prozent Inflation ist das Geld auf dem Sparbuch nach gut zwanzig Jahren nur noch die Hälfte wert.
FINANCIAL_LITERACY: Effektiver Jahreszins und Sollzins sind nicht dasselbe. Beim Autokredit hat mir das keiner erklärt, und genau da steckt der Haken.
RETIREMENT_PLANNING: Laut Renteninformation krieg ich mit 67 knapp 1.140 € brutto. Da muss noch was dazu, sonst wird's eng im Alter.
RETIREMENT_PLANNING: Mit 35 anfangen ist nicht zu spät fürs Alter vorzusorgen, aber jedes Jahr Warten kostet dich später ein paar hundert Euro im Monat.
TAXES: Arbeitszimmer, Pendlerpauschale, Fortbildung – 900 € zurück vom Finanzamt, nur weil ich diesmal alle Belege aufgehoben hab.
TAXES: Abgabefrist Erklärung ist Ende Juli, Elster-Zertifikat liegt im blauen Ordner. NICHT wieder bis zur letzten Woche warten.
INTERPERSONAL_RELATIONSHIPS: Nach dreißig Jahren Ehe weiß ich: Man heiratet nicht einen Menschen, sondern fünf verschiedene nacheinander.
INTERPERSONAL_RELATIONSHIPS: Mit meinem Bruder reden wir seit der Erbsache nur noch über Fußball. Immerhin, es ist ein Anfang.
COMMUNICATION_SKILLS: Nicht „Du bist immer zu spät", sondern „Ich hab mir Sorgen gemacht, als du nicht da warst". Ich-Botschaften, die alte Leier, aber sie wirkt.
COMMUNICATION_SKILLS: Zuhören heißt nicht, auf die eigene Redepause zu warten.
CONFLICT_RESOLUTION: Beim Streit mit den Nachbarn um die Hecke hat am Ende die Schiedsfrau geholfen: jeder zehn Minuten reden, keiner durfte unterbrechen. Danach war's halb so wild.
CONFLICT_RESOLUTION: Erst klären, worum es eigentlich geht. Meistens ist es nicht der Abwasch.
RELATIONSHIP_BUILDING: Freundschaften unter Erwachsenen entstehen durch Wiederholung: derselbe Chor, derselbe Stammtisch, jede Woche wieder.
RELATIONSHIP_BUILDING: Nach dem Umzug nach Berlin hab ick einfach jeden Donnerstag Leute zum Essen eingeladen, auch die, die ich kaum kannte. Nach nem halben Jahr hatte ich nen Freundeskreis.
FEEDBACK: Kritik im Sandwich merkt doch jeder. Lieber direkt, konkret und gleich – nicht drei Monate später im Jahresgespräch.
FEEDBACK: Meine Ausbilderin hat nie „gut gemacht" gesagt, sondern „die Naht hier ist sauber, die da zieht sich". Damit konnt ich was anfangen.
CREATIVE_PROCESS: Die besten Ideen kommen mir beim Bügeln. Jetzt liegt ein Block neben dem Bügelbrett.
CREATIVE_PROCESS: Erst mal Mist schreiben dürfen. Die erste Fassung ist für niemanden außer mich.
ART_FORMS: Das Hörspiel ist die Kunstform, die am meisten der Fantasie überlässt. Kein Bild, nur Stimmen und ein knarrender Boden.
ART_FORMS: Der Walzer war zu seiner Zeit ein Skandal: Paare, die sich eng umfassen und im Kreis drehen, mitten in Wien.
ARTISTIC_TECHNIQUES: Lasieren: dünn, durchscheinend, jede Schicht erst trocknen lassen. Für den Himmel hab ich zwölf Schichten gebraucht.
ARTISTIC_TECHNIQUES: Beim Aquarell von hell nach dunkel arbeiten. Das Weiß ist das Papier, und was weg ist, ist weg.
ART_APPRECIATION: Vor dem Rothko bin ich zwanzig Minuten auf der Bank sitzen geblieben und hab nicht gewusst, warum mir die Tränen kommen.
ART_APPRECIATION: Man muss ein Bild nicht verstehen. Man muss ihm nur Zeit geben.
EXPRESSION: Was ich meiner Mutter nie sagen konnte, steht jetzt in meinen Gedichten. Sie wird sie nie lesen, aber sie sind da.
EXPRESSION: beim malen sag ich sachen für die ich keine worte hab
  hat mein sohn (14) in sein heft geschrieben und ich musste kurz raus aus dem zimmer
TRAVEL_PLANNING: Zugtickets nach Triest jetzt buchen, der Sparpreis endet am 15. Unterkunft in Ljubljana noch offen.
TRAVEL_PLANNING: Checkliste Hüttentour: Reservierung Kemptner Hütte bestätigen, Hüttenschlafsack, Bargeld mitnehmen – oben geht keine Karte.
CULTURAL_EXPERIENCES: In Japan hat mir die Wirtin die Schuhe umgedreht, damit ich beim Rausgehen gleich reinschlüpfen kann. So was vergisst man nicht.
CULTURAL_EXPERIENCES: Beim Opferfest in Izmir hat uns die Nachbarsfamilie einfach an den Tisch geholt, drei Stunden, vier Gänge, kein gemeinsames Wort außer „danke".
EXPLORATION_ADVENTURE: Drei Tage ohne Netz durch den Velebit, nur Karte und Kompass. So wach war ich lange nicht.
EXPLORATION_ADVENTURE: Die Reise fängt da an, wo der Reiseführer aufhört.
DESTINATION_SPECIFIC: Lissabon ist auf sieben Hügeln gebaut, und die Tram 28 quält sich über fast alle.
DESTINATION_SPECIFIC: In Triest heißt der Espresso „nero" und der Macchiato „capo". Wer „Cappuccino" sagt, kriegt was anderes als erwartet.
TRAVEL_TIPS: Immer ein Foto vom Reisepass in der Cloud und eine Kopie ausgedruckt unten im Rucksack.
TRAVEL_TIPS: Nie am Flughafen Geld wechseln, der Kurs ist eine Frechheit. Lieber in der Stadt abheben und am Automaten „in Landeswährung" wählen.
ENVIRONMENTAL_ISSUES: Der Gletscher, auf dem ich als Bub Ski gefahren bin, ist heute nur noch ein grauer Fleck über dem Geröll.
ENVIRONMENTAL_ISSUES: Im Wattenmeer finden sie inzwischen Mikroplastik in fast jeder Muschel.
ECO_FRIENDLY_PRACTICES: Wir haben eine Wurmkiste auf dem Balkon. Die Kinder füttern sie mit Kaffeesatz und Bananenschalen.
ECO_FRIENDLY_PRACTICES: Repair-Café im Gemeindehaus: Toaster, Fahrradlicht und Omas Nähmaschine laufen wieder. Nächster Termin erster Samstag im Monat.
CONSERVATION_EFFORTS: Seit das Moor wieder vernässt wird, brütet der Brachvogel dort zum ersten Mal seit dreißig Jahren.
CONSERVATION_EFFORTS: Wir lassen am Ackerrand drei Meter Blühstreifen stehen. Viel Förderung gibt's nicht, aber die Rebhühner sind zurück.
POLICY_ADVOCACY: Volksbegehren Artenvielfalt: über 1,7 Millionen Unterschriften, und plötzlich ging's im Landtag ganz schnell.
POLICY_ADVOCACY: Das Verbrenner-Aus kommt oder kommt nicht, je nachdem, wer in Brüssel gerade die Mehrheit hat. Deshalb geh ich wählen.
PERSONAL_IMPACT: Hab meinen CO₂-Fußabdruck ausgerechnet: Der eine Flug nach Teneriffa war mehr als ein Jahr Autofahren.
PERSONAL_IMPACT: Ich ess kein Fleisch, fahr Rad – und dann bestell ich dreimal die Woche Klamotten online. Meine Bilanz ist nicht so sauber, wie ich dachte.
TASKS_ACTIONS: Morgen vor 9: Zahnarzt anrufen, Paket bei der Post abholen, Mama wegen Sonntag zurückschreiben
TASKS_ACTIONS: Aus dem Meeting: Jonas schickt bis Freitag die Angebote rum, ich kläre mit dem Vermieter den Schlüssel für die Halle.
METHODS_TECHNIQUES: 25 Minuten Wecker, dann fünf Minuten weg vom Schreibtisch, nach vier Runden eine lange Pause. Klingt banal, hat mir die Bachelorarbeit gerettet.
TOOLS_RESOURCES: hab jetzt endlich ein Notizbuch mit Punktraster, viel besser als die drei Apps die ich nie aufgemacht hab
MINDSET_HABITS: Ich räume lieber zum dritten Mal den Keller auf, als den Förderantrag fertig zu schreiben. Das Aufschieben sucht sich immer eine nützliche Ausrede.
OUTCOMES: Am Freitag zähle ich nicht die Stunden am Schreibtisch, sondern was wirklich fertig geworden ist: zwei Kapitel, ein Antrag, null offene Mails.
DEVELOPMENT_CODING: Der Bug lag die ganze Zeit in einer Schleife, die bei 1 statt bei 0 anfing. Drei Tage. Eine Zeile.
HARDWARE_DEVICES: Mein Laptop wird beim Laden so heiss, dass der Lüfter tönt wie ein Föhn. Akku tauschen lassen oder gleich ein neues Gerät? (Forum, Zürich)
DATA_AI: Ein Modell ist nur so gut wie das, womit man es füttert – wer schiefe Trainingsdaten reinsteckt, bekommt schiefe Vorhersagen raus.
DATA_AI: Der Chatbot hat mir ein Goethe-Zitat erfunden, samt Seitenzahl. Sehr überzeugend, komplett falsch.
CYBERSECURITY: Oma hat eine SMS von „der Post“ bekommen, mit Link wegen angeblicher Zollgebühren. Zum Glück hat sie zuerst mich angerufen.
TRENDS_INNOVATION: In zehn Jahren wird niemand mehr verstehen, warum wir Autos besessen haben, die 23 Stunden am Tag herumstehen. — aus einem Podcast über Mobilität
STRATEGY_PLANNING: Strategie heißt vorallem entscheiden, was man nicht macht. Wir lassen das Catering sein und konzentrieren uns ganz auf die Backstube.
FINANCE_ACCOUNTING: Notiz für die Buchhaltung: Rechnungen vom Jänner fehlen noch, und die Marge bei den Fenstern ist heuer unter zehn Prozent gefallen.
MARKETING_SALES: Die Leute wollen keine Bohrmaschine, sie wollen ein Loch in der Wand. Also verkauf das Loch.
MANAGEMENT_LEADERSHIP: Ein guter Chef nimmt die Fehler auf seine Kappe und reicht das Lob ans Team weiter.
MANAGEMENT_LEADERSHIP: seit die neue Teamleiterin da ist gibts keine Besprechung mehr ohne Tagesordnung und jeder weiß wer wofür zuständig ist. ein Wunder
OPERATIONS_LOGISTICS: Lager Leipzig: Die Paletten aus Polen kommen jetzt dienstags statt donnerstags, dadurch stehen die Kommissionierer montags rum. Schichtplan umbauen.
PHYSICAL_HEALTH: Mit 67 schaffe ich die Treppe zum Dachboden wieder ohne Pause, seit ich dreimal die Woche mit dem Radl zum Markt nach Brixen fahre.
MENTAL_HEALTH: Manchmal ist es kein Faulsein. Manchmal ist der Kopf einfach seit Wochen grau, und das Aufstehen kostet alles, was man hat.
WELLNESS_LIFESTYLE: Mittagspause jetzt ohne Bildschirm: einmal um den Block und ein richtiges Essen statt Brezel am Schreibtisch. Der Nachmittag fühlt sich ganz anders an.
WELLNESS_LIFESTYLE: Sonntags koche ich für die ganze Woche vor, Linsen, Gemüse, Reis – seitdem kein Lieferdienst mehr um zehn Uhr abends.
MEDICAL_SCIENTIFIC: Antibiotika wirken gegen Bakterien, nicht gegen Viren. Bei einer normalen Erkältung bringen sie also nichts, außer Resistenzen. — sagt unsere Hausärztin jedem zweiten Patienten
SPECIFIC_AREAS: Zweites Trimester: Beine hochlegen, sobald sie abends dick werden, sagt die Hebamme, und nächste Woche die Eisenwerte nochmal kontrollieren.
CONCEPTS_THEORIES: Kuhn: Wissenschaft wächst nicht gleichmäßig, sondern in Sprüngen. Ein Paradigma wird nicht widerlegt, es wird abgelöst.
STUDY_MEMORIZATION: Karteikarten fürs Physikum: was ich dreimal richtig hatte, wandert ins hintere Fach, der Rest bleibt vorne. Noch 19 Tage.
SKILLS_DEVELOPMENT: Der Meister hat gesagt: Die ersten hundert Schweißnähte sind für die Tonne. Ab der zweihundertsten reden wir weiter.
RESOURCES_MATERIALS: Tipp von Frau Berger: Für Statistik nicht das Skript nehmen, sondern den Bortz – und dazu die Videoreihe von der Uni Wien.
UNDERSTANDING_APPLICATION: Den Pythagoras konnte ich seit der 7. Klasse auswendig. Kapiert hab ich ihn erst, als ich auf der Baustelle mit 3, 4 und 5 Metern einen rechten Winkel abgesteckt habe.
SUBJECT_SPECIFIC: Die Völkerschlacht bei Leipzig 1813 war bis zum Ersten Weltkrieg die größte Schlacht der Geschichte, mit über einer halben Million Soldaten.
SELF_AWARENESS: Mir ist aufgefallen, dass ich immer dann am lautesten werde, wenn ich eigentlich Angst habe, etwas nicht zu können.
GOAL_SETTING_ACHIEVEMENT: Nicht „mehr Italienisch lernen“, sondern: im Juni beim Bäcker in Bozen bestellen, ohne ins Deutsche zu wechseln.
EMOTIONAL_INTELLIGENCE: Die Wut ist fast nie das erste Gefühl. Darunter liegt meistens Kränkung oder Angst – wer das beim anderen sieht, muss nicht zurückschreien.
MINDSET_GROWTH: „Et hätt noch immer jot jejange“, sagt meine Oma nach jeder Pleite. Früher fand ich das naiv, heute ist es mein Plan B.
MINDSET_GROWTH: Ich bin nicht schlecht in Mathe. Ich bin NOCH nicht gut in Mathe. Dieses eine Wort hat meiner Tochter das Schuljahr gerettet.
HABITS_ROUTINES: Neue Gewonheit an eine alte hängen: nach dem Zähneputzen zehn Liegestütze. Klappt seit 40 Tagen.
PERSONAL_FINANCE: Am Ersten geht sofort ein Dauerauftrag von 200 € aufs Tagesgeld. Was ich nicht sehe, geb ich nicht aus.
PERSONAL_FINANCE: Dispo endlich auf null!!! Zwei Jahre hat's gedauert. Nie wieder zwölf Prozent Zinsen fürs Nichtstun.
INVESTING: Zeit im Markt schlägt Timing des Marktes. Ich kaufe jeden Monat denselben Indexfonds, egal was in den Nachrichten steht.
FINANCIAL_LITERACY: Nur der effektive Jahreszins zählt. Der Sollzins sieht immer netter aus, weil Gebühren und Zinseszins noch fehlen.
RETIREMENT_PLANNING: Pensionskonto angeschaut: mit 62 wären es 1.480 Euro brutto. Bis 65 durcharbeiten bringt fast 300 mehr im Monat – und dann?
TAXES: Homeoffice-Pauschale und Pendlerkilometer eintragen, dann kommt vom Finanzamt dieses Jahr sogar was zurück.
INTERPERSONAL_RELATIONSHIPS: Mein Bruder und ich reden seit der Beerdigung anders miteinander. Weniger Sticheleien, mehr Anrufe am Sonntag.
COMMUNICATION_SKILLS: Zuhören heißt nicht warten, bis man wieder dran ist.
COMMUNICATION_SKILLS: Bei heiklen Mails zuerst den einen Satz schreiben, den der andere am Ende verstanden haben soll. Dann alles streichen, was davon ablenkt.
CONFLICT_RESOLUTION: Streit mit dem Nachbarn wegen der Hecke endlich beigelegt: er schneidet im Frühling, ich im Herbst, und gegrillt wird zusammen.
RELATIONSHIP_BUILDING: Freundschaften entstehen bei Erwachsenen nicht durch große Gespräche, sondern durch wiederholtes, ungeplantes Zusammensein. Also: Chor, Stammtisch, Kletterhalle.
FEEDBACK: Nach der Präsentation meinte die Kollegin: Folie 3 war stark, ab Folie 7 hab ich dich verloren. Das Hilfreichste, was mir seit Jahren jemand gesagt hat.
CREATIVE_PROCESS: Die erste Fassung darf schlecht sein. Sie muss nur existieren. — aus einem Schreibworkshop in Leipzig
ART_FORMS: Der Jodler war ursprünglich keine Bühnenmusik, sondern ein Ruf über die Täler. Erst im 19. Jahrhundert wurde daraus ein Konzertstück.
ARTISTIC_TECHNIQUES: Lasur: jede Schicht hauchdünn auftragen und ganz trocknen lassen, bevor die nächste kommt. Sonst wird's matschig.
ARTISTIC_TECHNIQUES: Fluchtpunkt auf Augenhöhe setzen, alle Kanten dorthin ziehen – und plötzlich hatte meine Straße Tiefe.
ART_APPRECIATION: Vor einem Rothko muss man mindestens fünf Minuten stehen bleiben. Erst dann fängt die Farbe an zu atmen.
EXPRESSION: Was ich meinem Vater nie sagen konnte, steht jetzt in drei Liedern. Er hat sie noch nicht gehört.
TRAVEL_PLANNING: Sommer: drei Nächte Triest, dann Fähre nach Split. Zimmer in Split noch nicht gebucht! Zug ab Graz um 7:12.
CULTURAL_EXPERIENCES: In Istanbul hat uns der Teehändler drei Gläser Tee hingestellt, bevor er überhaupt über den Preis reden wollte. Handeln ist dort ein Gespräch, kein Kampf.
EXPLORATION_ADVENTURE: Vier Tage ohne Netz auf dem Kungsleden, nur Rentiere und Mücken. Am dritten Abend hab ich aufgehört, aufs Handy zu schauen.
DESTINATION_SPECIFIC: Meran hat rund 300 Sonnentage im Jahr, und im Oktober riecht die ganze Promenade an der Passer nach Trauben und gebratenen Kastanien.
TRAVEL_TIPS: Immer ein Foto vom Reisepass in der Cloud und eine Kopie im Koffer. Hat mir in Lissabon zwei Tage auf der Botschaft erspart.
TRAVEL_TIPS: im Nachtzug das untere Bett nehmen, Ohrstöpsel rein, Wertsachen in den Kissenbezug. dann schläft man sogar über die Grenze
ENVIRONMENTAL_ISSUES: Der Gletscher, auf dem mein Opa noch Ski gefahren ist, ist heute ein Geröllfeld mit einem Schild, wo er einmal anfing.
ECO_FRIENDLY_PRACTICES: Repair-Café im Veedel jeden zweiten Samstag: Toaster, Fahrräder, Hosen – alles, was nicht ganz hinüber ist.
ECO_FRIENDLY_PRACTICES: Die Gemüseschalen kommen jetzt in die Wurmkiste auf dem Balkon. Die Würmer heißen Heinz und Ursula.
CONSERVATION_EFFORTS: Der Verein hat zwölf Hektar Magerwiese gekauft, damit Orchideen und Feldlerchen bleiben können. Gemäht wird nur noch zweimal im Jahr.
POLICY_ADVOCACY: Die Unterschriften für die Volksinitiative sind beisammen, 104'000. Jetzt muss der Bundesrat Stellung nehmen zum Gewässerschutz.
PERSONAL_IMPACT: Laut CO₂-Rechner verbraucht ein einziger Flug nach Teneriffa mehr als ein ganzes Jahr Heizen. Das tut weh.
`,
  fr: `
TASKS_ACTIONS: à faire demain : rappeler le plombier, déposer le dossier à la CAF, racheter des piles pour la télécommande
TASKS_ACTIONS: CR réunion de lundi : Karim relance le fournisseur avant jeudi, moi je prépare le planning des congés et je l'envoie à tout le monde vendredi.
METHODS_TECHNIQUES: Je bloque mes matinées dans l'agenda comme si c'était un rendez-vous client. Personne n'y touche, même pas moi.
METHODS_TECHNIQUES: Urgent et important, on fait tout de suite. Important mais pas urgent, on planifie. Le reste, on délègue ou on jette. Le carré magique d'Eisenhower, version bureau de poste.
TOOLS_RESOURCES: J'ai tout mis sur Notion : les courses, les devoirs des enfants, les factures. Mon mari dit que c'est une secte.
TOOLS_RESOURCES: un petit carnet Clairefontaine dans la poche de la veste et un crayon, c'est tout ce qu'il me faut pour tenir ma journée
MINDSET_HABITS: Je ne procrastine pas parce que je suis paresseux. Je procrastine parce que j'ai peur que ce ne soit pas parfait.
MINDSET_HABITS: Dès que j'ouvre un onglet « juste pour vérifier », c'est fini, la matinée est partie.
OUTCOMES: Semaine bouclée : 14 dossiers traités, 2 en attente, aucun retard. Je le note pour me rappeler que j'avance.
OUTCOMES: On ne mesure pas le travail aux heures passées au bureau, mais à ce qui est livré en fin de semaine.
DEVELOPMENT_CODING: Un code qu'on n'ose plus toucher est déjà un code mort.
DEVELOPMENT_CODING: rappel : toujours faire un pull avant de merger, sinon conflits partout comme vendredi dernier
HARDWARE_DEVICES: Mon natel est tombé dans le lac, trois jours dans le riz et il repart. Par contre le haut-parleur grésille comme une vieille radio.
HARDWARE_DEVICES: Pour le montage vidéo, prends au moins 32 Go de RAM et un SSD rapide, sinon tu vas passer ta vie à regarder la barre de chargement.
DATA_AI: Nos fichiers client avaient trois adresses différentes pour la même personne. Avant de parler d'IA, il faudrait déjà nettoyer la base.
DATA_AI: ChatGPT m'a inventé trois références bibliographiques qui n'existent pas. Très convaincantes, d'ailleurs, avec les numéros de page.
CYBERSECURITY: Le SMS disait que mon colis était bloqué, 1,99 € de frais à régler. J'ai failli cliquer.
CYBERSECURITY: Un mot de passe, c'est comme une brosse à dents : on ne le prête pas et on le change régulièrement.
TRENDS_INNOVATION: Au Rwanda, des drones livrent déjà des poches de sang aux hôpitaux de campagne. L'Afrique saute des étapes que l'Europe a mis cinquante ans à franchir.
TRENDS_INNOVATION: Le paiement par téléphone a changé la vie des marchandes de Port-au-Prince bien avant que les banques s'y intéressent.
STRATEGY_PLANNING: Mieux vaut être premier dans un village que second à Rome. Notre créneau, c'est les boulangeries de quartier, point.
STRATEGY_PLANNING: Séminaire de direction : trois scénarios pour 2026. On garde celui qui tient même si le franc continue de monter.
FINANCE_ACCOUNTING: Le chiffre d'affaires flatte l'ego, la trésorerie fait dormir la nuit.
FINANCE_ACCOUNTING: Marge brute à 38 % sur les plats du midi, 22 % le soir. Le problème c'est pas la carte du bouchon, c'est ce qu'on jette.
MARKETING_SALES: Au souk, le vendeur ne te vend pas le tapis. Il te vend le thé, le temps, et l'histoire de sa grand-mère.
MARKETING_SALES: Notre meilleure pub, c'est la dame du troisième qui parle de nous à tout le quartier.
MANAGEMENT_LEADERSHIP: Un bon chef de chantier prend la pluie avec ses gars et laisse le soleil aux autres.
MANAGEMENT_LEADERSHIP: Déléguer, ce n'est pas se débarrasser. C'est donner les moyens et accepter que ce soit fait autrement que soi.
OPERATIONS_LOGISTICS: Depuis qu'on a mis un stock tampon à Vénissieux, plus aucune rupture sur les pièces détachées.
OPERATIONS_LOGISTICS: Avec Tanger Med, on livre Madrid en 48 h au lieu de cinq jours, à condition que le camion ne reste pas coincé à la douane.
PHYSICAL_HEALTH: Marcher trente minutes après le dîner, même quand il pleut. À mon dernier contrôle, la tension était redescendue.
PHYSICAL_HEALTH: à septante-deux ans je fais encore mes longueurs à la piscine de Bellerive tous les mardis, et je double les jeunes
MENTAL_HEALTH: Le burn-out ne prévient pas. Un matin, je n'ai plus pu ouvrir ma boîte mail sans pleurer.
MENTAL_HEALTH: Chez nous en Haïti, on dit encore que le psy c'est pour les fous. Moi, ces séances du jeudi m'ont sauvé la vie, et je le dis à qui veut l'entendre.
WELLNESS_LIFESTYLE: Le dimanche soir : pas d'écran, une soupe, au lit à 22 h. Ma semaine commence autrement.
WELLNESS_LIFESTYLE: Infirmière de nuit depuis douze ans : rideaux occultants, bouchons d'oreilles, et jamais de café après trois heures du matin.
MEDICAL_SCIENTIFIC: L'essai a été arrêté avant la fin : le groupe traité rechutait tellement moins qu'il devenait contraire à l'éthique de laisser les autres sous placebo.
MEDICAL_SCIENTIFIC: Les vaccins à ARN messager ne modifient pas l'ADN : ils n'entrent même pas dans le noyau de la cellule.
SPECIFIC_AREAS: Endométriose : sept ans de retard de diagnostic en moyenne. Sept ans à entendre que c'est normal d'avoir mal pendant les règles.
SPECIFIC_AREAS: Pour l'eczéma du petit, la dermato dit : crème émolliente deux fois par jour, même quand la peau a l'air d'aller bien.
CONCEPTS_THEORIES: Le biais du survivant : on renforçait les avions là où ceux qui revenaient avaient des impacts, alors qu'il fallait blinder justement les endroits intacts.
STUDY_MEMORIZATION: Révisions du bac : je me récite les dates a voix haute dans le tram, les gens me regardent bizarre mais ça rentre.
STUDY_MEMORIZATION: Relire son cours ne sert presque à rien. Fermer le cahier et essayer de tout réécrire de mémoire, là on apprend vraiment.
SKILLS_DEVELOPMENT: On ne devient pas boulanger en lisant. J'ai raté mes baguettes pendant six mois avant qu'elles chantent à la sortie du four.
SKILLS_DEVELOPMENT: Pour la darija, un quart d'heure de conversation par jour avec l'épicier vaut mieux que trois heures de manuel le dimanche.
RESOURCES_MATERIALS: Les MOOC de FUN sont gratuits et franchement de bonne qualité. Celui de géologie est top, je le conseille à toute la promo.
UNDERSTANDING_APPLICATION: Savoir réciter Pythagore, c'est une chose. S'en servir avec un mètre et la règle du 3-4-5 pour vérifier que les murs de la véranda sont d'équerre, c'en est une autre.
UNDERSTANDING_APPLICATION: On n'a vraiment compris une notion que le jour où on arrive à l'expliquer à un gamin de dix ans.
SUBJECT_SPECIFIC: Le participe passé avec avoir s'accorde avec le COD s'il est placé avant : « les pommes que j'ai mangées ».
SUBJECT_SPECIFIC: En 1804, la révolution haïtienne aboutit à la première république noire indépendante du monde.
SELF_AWARENESS: Je me rends compte que je dis oui à tout le monde pour qu'on m'aime. Même quand ça m'épuise.
SELF_AWARENESS: Ce qui nous agace chez les autres nous renseigne souvent sur nous-mêmes.
GOAL_SETTING_ACHIEVEMENT: Un objectif sans plan n'est qu'un souhait. — attribué à Saint-Exupéry
GOAL_SETTING_ACHIEVEMENT: Objectif de l'année : le permis poids lourd avant septembre. Inscription faite, premier cours le 12.
EMOTIONAL_INTELLIGENCE: Quand ma fille crie, j'ai appris à chercher ce qu'elle ne dit pas : la fatigue, la peur, la jalousie envers son frère.
EMOTIONAL_INTELLIGENCE: Nommer l'émotion de l'autre, simplement la nommer, ça désamorce la moitié des colères.
MINDSET_GROWTH: J'ai raté le concours deux fois. La troisième, je savais exactement où j'étais tombé.
MINDSET_GROWTH: Ce n'est pas parce que les choses sont difficiles que nous n'osons pas, c'est parce que nous n'osons pas qu'elles sont difficiles. — Sénèque
HABITS_ROUTINES: Tous les soirs, je pose mes affaires de sport au pied du lit. Le matin, plus d'excuse.
HABITS_ROUTINES: Mon rituel : café, dix minutes de lecture, et seulement après, le téléphone. Six mois que ça tient.
PERSONAL_FINANCE: Méthode des enveloppes : courses, sorties, imprévus. Quand c'est vide, c'est vide, même si c'est le 20.
PERSONAL_FINANCE: J'ai enfin fini de rembourser le crédit de la voiture. Premier mois depuis quatre ans où il me reste quelque chose le 25.
INVESTING: Le temps passé sur les marchés compte plus que le moment où l'on y entre.
INVESTING: Mon beau-frère a tout mis sur une crypto qu'un influenceur conseillait. Il parle beaucoup moins de ses vacances maintenant.
FINANCIAL_LITERACY: Les intérêts composés : cent francs placés à 5 % en deviennent 265 en vingt ans, sans lever le petit doigt.
FINANCIAL_LITERACY: Avec un crédit renouvelable à 19 %, si tu ne paies que la mensualité minimum, tu rembourses presque deux fois ce que tu as acheté.
RETIREMENT_PLANNING: Le 3e pilier, j'aurais dû l'ouvrir à 25 ans et pas à 45. Dites-le à vos enfants.
RETIREMENT_PLANNING: Ma mère a cotisé quarante ans comme couturière à Casa et sa pension paie à peine le loyer. Moi je mets de côté chaque mois pour mes vieux jours, même peu.
TAXES: Déclaration de revenus en ligne avant la date limite, ne pas oublier les frais de garde de la petite ni les dons à l'asso.
TAXES: La TVA n'est pas à toi, elle ne fait que passer sur ton compte. Mets-la de côté dès que le client paie.
INTERPERSONAL_RELATIONSHIPS: Aimer, ce n'est pas se regarder l'un l'autre, c'est regarder ensemble dans la même direction. — Antoine de Saint-Exupéry
INTERPERSONAL_RELATIONSHIPS: Depuis que ma belle-mère habite chez nous, on se parle plus, mon mari et moi. Surtout par texto, mais quand même.
COMMUNICATION_SKILLS: Reformuler avant de répondre : « si je comprends bien, tu dis que… ». Ça évite la moitié des malentendus.
COMMUNICATION_SKILLS: Au téléphone avec les clients, je souris même s'ils ne me voient pas. Ça s'entend.
CONFLICT_RESOLUTION: Dans le lakou, quand deux familles se disputaient, c'est grand-mère qui les faisait asseoir sous le manguier jusqu'à ce que chacun ait parlé jusqu'au bout.
CONFLICT_RESOLUTION: Médiation entre associés : on a séparé les faits et les reproches en deux colonnes sur le tableau. Au bout d'une heure, on riait presque.
RELATIONSHIP_BUILDING: Le réseau, ce n'est pas distribuer des cartes de visite, c'est rendre service sans rien attendre.
RELATIONSHIP_BUILDING: Arrivée à Genève sans connaître personne, je me suis inscrite à la chorale du quartier. Trois ans après, ce sont mes meilleures amies.
FEEDBACK: « C'est bien » ne me sert à rien. Dis-moi ce qui marche et ce que je dois changer, précisément.
FEEDBACK: Retour du prof sur mon mémoire : structure solide, conclusion trop timide. Il a raison, ça pique.
CREATIVE_PROCESS: L'inspiration existe, mais il faut qu'elle vous trouve au travail. — Pablo Picasso
CREATIVE_PROCESS: Je laisse reposer le texte une semaine au tiroir avant de le relire. Comme la pâte.
ART_FORMS: Le rap est la poésie de notre génération, qu'on le veuille ou non.
ART_FORMS: La peinture naïve haïtienne a pris son envol au Centre d'Art de Port-au-Prince, fondé en 1944.
ARTISTIC_TECHNIQUES: Pour le zellige, chaque pièce est taillée à la main au marteau, puis posée face contre terre avant qu'on coule le mortier derrière.
ARTISTIC_TECHNIQUES: Perspective atmosphérique : plus c'est loin, plus c'est bleu, pâle et flou.
ART_APPRECIATION: Devant les Nymphéas à l'Orangerie, il faut s'asseoir au milieu de la salle et ne rien faire pendant dix minutes.
ART_APPRECIATION: Je n'aime pas l'opéra, mais hier soir aux Nuits de Fourvière j'ai compris pourquoi les gens pleurent.
EXPRESSION: J'écris pour dire ce que je n'arrive pas à dire à voix haute.
EXPRESSION: Le slam m'a donné une voix quand j'avais quinze ans et que personne au collège ne m'écoutait. Trois minutes au micro, et pour une fois c'étaient eux qui se taisaient.
TRAVEL_PLANNING: Réserver le train de nuit Paris–Briançon dès l'ouverture des ventes, sinon plus de couchettes.
TRAVEL_PLANNING: Itinéraire : trois nuits à Fès, deux à Chefchaouen, puis Tanger. Vérifier les horaires du car et réserver le riad de Fès avant vendredi.
CULTURAL_EXPERIENCES: À Marrakech, on a partagé le couscous du vendredi avec la famille du riad. On mange avec la main droite, et on ne refuse pas le troisième thé.
CULTURAL_EXPERIENCES: Les tambours ont battu toute la nuit pendant la fête à Souvenance. Je n'ai rien compris et tout ressenti.
EXPLORATION_ADVENTURE: Nuit à la belle étoile dans l'erg Chebbi. Le silence était si fort qu'il faisait du bruit.
EXPLORATION_ADVENTURE: Partir sans rien réserver et suivre les gens du coin. Le plus beau voyage de ma vie.
DESTINATION_SPECIFIC: Lyon compte des centaines de traboules, surtout dans le Vieux-Lyon et sur les pentes de la Croix-Rousse.
DESTINATION_SPECIFIC: À Zermatt, les voitures à essence sont interdites ; on laisse la sienne à Täsch et on monte en train.
TRAVEL_TIPS: Toujours une tenue de rechange dans le bagage cabine. Ma valise est arrivée trois jours après moi.
TRAVEL_TIPS: Pour les petits taxis au Maroc, on demande le compteur avant de monter ou on fixe le prix. Jamais après.
ENVIRONMENTAL_ISSUES: Les abeilles disparaissent et on continue d'asperger les champs comme si de rien n'était.
ENVIRONMENTAL_ISSUES: Au Montenvers, chaque année il faut ajouter des marches pour descendre jusqu'à la glace. Mon père y allait presque de plain-pied.
ECO_FRIENDLY_PRACTICES: Lessive maison : savon de Marseille râpé, bicarbonate, eau chaude. Trois euros pour deux mois.
ECO_FRIENDLY_PRACTICES: On a installé un lombricomposteur sous l'évier. Non, ça ne sent pas.
CONSERVATION_EFFORTS: Le gypaète barbu est revenu dans les Alpes grâce aux lâchers commencés dans les années 80.
CONSERVATION_EFFORTS: Avec l'école du village on a replanté deux mille palétuviers le long de la baie. Les crabes et les petits poissons reviennent déjà.
POLICY_ADVOCACY: Pétition contre l'élargissement de l'autoroute : 12 000 signatures, dépôt à la mairie samedi, venez nombreux.
POLICY_ADVOCACY: La loi Climat et Résilience, c'est bien sur le papier. Reste à voir les décrets d'application.
PERSONAL_IMPACT: Mon aller-retour Paris–Montréal pèse plus lourd que toute une année de voiture. Ça calme.
PERSONAL_IMPACT: Je trie, je prends le vélo, mais je change de téléphone tout les deux ans. Il y a un truc qui cloche dans ma balance.
TASKS_ACTIONS: demain : rappeler le proprio pour la fuite, déposer le dossier à la CAF, acheter des piles pour le détecteur de fumée
TASKS_ACTIONS: Réunion de lundi : Awa envoie le devis au client avant jeudi, moi je relance l'imprimeur pour les flyers.
METHODS_TECHNIQUES: Je bloque mes matinées dans l'agenda comme si c'étaient des rendez-vous avec un client. Personne n'ose les déplacer.
TOOLS_RESOURCES: Mon cahier à spirale de deux piasses bat toutes les applis que j'ai essayées. Pas de notif, pas de mise à jour.
MINDSET_HABITS: Le téléphone dans une autre pièce, sinon je le touche toutes les quatre minutes sans même m'en rendre compte.
OUTCOMES: Bilan du mois : 3 articles rendus, 1 en retard, 0 nuit blanche. Mieux que septembre.
DEVELOPMENT_CODING: Un code qu'on ne peut pas tester, c'est un code qu'on n'ose plus toucher. — noté à un meetup à Bruxelles
HARDWARE_DEVICES: Mon portable chauffe comme un fer à repasser quand il charge. Le gars du marché de Treichville dit que c'est la batterie, pas le chargeur.
DATA_AI: L'IA ne comprend pas ce qu'elle dit, elle devine le mot suivant. Très bien, mais parfois avec un aplomb terrifiant.
CYBERSECURITY: Jamais le même mot de passe partout. Si un seul site se fait pirater, c'est toute ta vie qui part avec.
CYBERSECURITY: Un courriel de « Desjardins » qui me demande de confirmer mon NIP… avec trois fautes dans la même phrase. Supprimé.
TRENDS_INNOVATION: Les imprimantes 3D ont commencé avec des porte-clés ; aujourd'hui on imprime des maisons en béton en quelques jours.
STRATEGY_PLANNING: On arrête de vouloir être partout. L'an prochain : seulement Marseille et Aix, mais on y devient incontournables.
FINANCE_ACCOUNTING: Note pour la compta : trois factures de septembre toujours impayées, et la marge sur les plateaux-repas est tombée à 8 %.
MARKETING_SALES: Personne n'achète un matelas. On achète une nuit sans se réveiller avec mal au dos.
MANAGEMENT_LEADERSHIP: Un chef, c'est celui qui arrive le premier sur le chantier et qui part après avoir vérifié que tout le monde a son casque.
OPERATIONS_LOGISTICS: Depuis que le port a changé les créneaux, nos conteneurs attendent deux jours de plus à Fos. Revoir le planning des livraisons en magasin.
OPERATIONS_LOGISTICS: Entrepôt de Brest : on passe la préparation des commandes en deux vagues, 6 h et 14 h, pour que les camions de l'après-midi partent pleins.
PHYSICAL_HEALTH: À 70 ans je monte la Corniche à vélo sans poser le pied. Le toubib n'en revient pas.
MENTAL_HEALTH: Ce n'est pas de la paresse. C'est un brouillard qui s'installe et qui rend chaque petite chose énorme. J'ai enfin pris rendez-vous avec quelqu'un.
WELLNESS_LIFESTYLE: plus d'écran après 22h, une tisane et un livre papier. je m'endors avant minuit pour la première fois depuis le lycée
MEDICAL_SCIENTIFIC: Essai sur 19 000 personnes âgées en bonne santé : l'aspirine tous les jours ne les protège pas de l'infarctus, mais augmente les saignements.
SPECIFIC_AREAS: Eczéma du petit : crème émolliente matin et soir, bain pas trop chaud, et du coton plutôt que de la laine, a dit la dermato.
SPECIFIC_AREAS: Hernie discale L5 : le kiné dit de marcher un peu chaque heure plutôt que de rester couché. Contre-intuitif, mais ça marche.
CONCEPTS_THEORIES: La main invisible d'Adam Smith : chacun poursuit son propre intérêt et, sans le vouloir, l'ensemble y gagne. Du moins en théorie.
STUDY_MEMORIZATION: Pour le bac : je relis pas, je me teste. Feuille blanche, je réécris tout le chapitre de mémoire, puis je compare avec le cours.
SKILLS_DEVELOPMENT: Mon patron boulanger disait : la pâte, tu la comprends avec les mains, pas avec le livre. Il m'a fallu trois cents fournées.
RESOURCES_MATERIALS: Pour apprendre le tunisien, les vidéos de Mehdi sur YouTube et le petit manuel de l'IBLA, c'est tout ce qu'il te faut.
UNDERSTANDING_APPLICATION: Les pourcentages, je les savais par cœur. Je les ai vraiment compris le jour où j'ai dû calculer les remises des soldes à la boutique.
SUBJECT_SPECIFIC: Le participe passé avec avoir s'accorde avec le COD seulement s'il est placé avant : « les pommes que j'ai mangées ».
SELF_AWARENESS: Je me rends compte que je dis oui à tout par peur qu'on ne m'aime plus. Ce n'est pas de la gentillesse, c'est de la peur.
GOAL_SETTING_ACHIEVEMENT: Pas « me remettre au sport ». Courir Marseille-Cassis le dernier dimanche d'octobre, point.
EMOTIONAL_INTELLIGENCE: Quand ma fille claque la porte, je ne lui demande plus pourquoi elle exagère. Je lui demande ce qui lui a fait peur aujourd'hui.
MINDSET_GROWTH: J'ai raté le permis trois fois. À la troisième j'ai arrêté de me traiter de nul et j'ai commencé à noter mes erreurs. Quatrième : réussi.
HABITS_ROUTINES: Chaque matin, avant le café : le lit fait, un verre d'eau, trois lignes dans le carnet. Petit rituel, grosse différence.
HABITS_ROUTINES: On ne s'élève pas au niveau de ses objectifs, on retombe au niveau de ses systèmes. — James Clear, Un rien peut tout changer
PERSONAL_FINANCE: Enveloppes le 1er du mois : loyer, bouffe, transport, « imprévus ». Quand l'enveloppe est vide, c'est fini.
PERSONAL_FINANCE: On dit quoi ? J'ai enfin fini de rembourser ma tante pour le mariage. Plus jamais je prends crédit pour faire le show.
INVESTING: Acheter un peu chaque mois, peu importe le cours. Celui qui attend le bon moment attend toute sa vie.
FINANCIAL_LITERACY: Les intérêts composés, ce sont des intérêts sur les intérêts. Sur trente ans, c'est là que se fait presque tout l'argent.
RETIREMENT_PLANNING: Relevé de carrière reçu : il manque mes quatre années en Belgique. À faire corriger avant de demander ma pension, sinon je perds des trimestres.
TAXES: Déclaration sur Tax-on-web avant fin juin, et ne pas oublier l'attestation des titres-services, ça donne une réduction.
INTERPERSONAL_RELATIONSHIPS: Ma belle-mère et moi, on ne sera jamais proches, mais on a trouvé une façon de s'aimer à distance : des recettes par WhatsApp.
COMMUNICATION_SKILLS: Dire « je me sens mis de côté » au lieu de « tu m'ignores tout le temps ». Même message, autre conversation.
CONFLICT_RESOLUTION: Avec le voisin du dessus, on a fini par s'asseoir autour d'un café : pas de machine à laver après 22 h, et moi je baisse la musique le dimanche.
RELATIONSHIP_BUILDING: Arrivée à Montréal sans connaître personne. Ce qui a tout changé : le club de course du mardi soir. Les amis viennent avec la régularité.
FEEDBACK: Un retour qui aide, c'est précis et utilisable demain : « ton intro est trop longue » vaut mieux que « c'est bien mais bof ».
FEEDBACK: Ma cheffe termine chaque point mensuel par : « Qu'est-ce que je pourrais faire mieux pour toi ? » Au début, personne n'osait répondre.
CREATIVE_PROCESS: L'inspiration existe, mais il faut qu'elle te trouve en train de travailler. — Picasso
CREATIVE_PROCESS: Je garde un carnet « idées nulles ». Au bout d'un mois, il y en a toujours deux ou trois qui ne le sont pas.
ART_FORMS: Le zouglou est né sur les campus d'Abidjan au début des années 90 : des étudiants qui chantaient leur galère avec humour.
ARTISTIC_TECHNIQUES: Aquarelle : mouiller le papier d'abord, poser la couleur au bord et laisser l'eau faire le dégradé. Surtout ne pas repasser dessus !
ART_APPRECIATION: Devant les Nymphéas à l'Orangerie, il faut faire le tour lentement. De loin c'est de l'eau, de près ce n'est plus que de la peinture.
EXPRESSION: J'écris du slam depuis que je suis arrivé en France. C'est le seul endroit où ma colère a le droit de parler fort.
TRAVEL_PLANNING: Bretagne en août : réserver le bateau pour Ouessant trois semaines avant, sinon c'est complet. Dormir à Brest la veille.
CULTURAL_EXPERIENCES: À Tunis, chez la famille de Sami, impossible de refuser la deuxième assiette de couscous. « Kol ! » répétait la grand-mère, et on mangeait.
EXPLORATION_ADVENTURE: Trois jours de kayak dans les calanques, bivouac sur les rochers, réveillés par les goélands. Pas de réseau, et aucune envie qu'il revienne.
DESTINATION_SPECIFIC: Le Vieux-Québec est la seule ville d'Amérique du Nord au nord du Mexique à avoir gardé ses remparts.
TRAVEL_TIPS: Dans les petits maquis, payer en petites coupures : personne n'a jamais la monnaie sur 10 000 francs.
TRAVEL_TIPS: À Bruxelles, dans le tram et le métro, tu peux juste biper ta carte bancaire, pas besoin d'acheter un ticket.
ENVIRONMENTAL_ISSUES: Les algues vertes reviennent chaque été dans la baie de Saint-Brieuc. Le problème du lisier n'a jamais été pris au sérieux.
ENVIRONMENTAL_ISSUES: Septante-cinq pour cent des insectes volants disparus en moins de trente ans dans certaines réserves. Plus besoin de laver le pare-brise en été.
ECO_FRIENDLY_PRACTICES: Vrac pour les pâtes, le riz et la lessive, bocaux réutilisés. La poubelle ne se remplit plus qu'une fois par semaine.
CONSERVATION_EFFORTS: Dans le parc national des Calanques, des zones sont interdites à la pêche pour laisser revenir les mérous. Ils sont revenus.
POLICY_ADVOCACY: Pétition contre les sacs plastiques au marché central : 8 000 signatures, on la dépose à la municipalité de Tunis lundi.
PERSONAL_IMPACT: J'ai calculé mon empreinte : l'avion pour voir ma famille à Abidjan pèse plus que tout le reste de mon année. Je sais pas quoi en faire.
`,
  es: `
TASKS_ACTIONS: pendientes: renovar el DNI, llevar a Lucía al dentista el jueves, comprar pilas y devolver el taladro al vecino
TASKS_ACTIONS: Acta de la reunión: Jorge manda el presupuesto corregido el martes, yo llamo al proveedor de Valencia y cerramos fecha antes del puente.
METHODS_TECHNIQUES: Me como el sapo primero: lo más feo del día a las ocho de la mañana, y lo demás ya viene solo.
METHODS_TECHNIQUES: Bloques de noventa minutos sin correo ni WhatsApp, y media hora a la una para contestar todo junto. Así me rinde el día.
TOOLS_RESOURCES: Chamo, pásate a Trello, en serio. Yo tenía todo en papelitos pegados en la nevera y se me caían detrás.
TOOLS_RESOURCES: Una libreta de bolsillo y un lápiz. No necesito más app que esa.
MINDSET_HABITS: Lo dejo pa mañana, y mañana lo dejo para el lunes. Así llevo tres semanas con el informe.
MINDSET_HABITS: Cuando me siento a escribir, el móvil se queda en la otra habitación. Si lo veo, me pierdo.
OUTCOMES: Balance del trimestre: 42 pedidos entregados a tiempo, 3 con retraso. Mejor que el año pasado, y con una persona menos.
OUTCOMES: No me preguntes cuántas horas trabajé, pregúntame qué quedó terminado.
DEVELOPMENT_CODING: Primero que funcione, después que sea legible, y al final, solo si hace falta, que sea rápido.
DEVELOPMENT_CODING: nota: el error del login era una zona horaria. Siempre es una zona horaria.
HARDWARE_DEVICES: Le cambié la batería al portátil yo mismo con un destornillador de relojero. Quedó como nuevo y me ahorré 120 euros.
HARDWARE_DEVICES: En La Habana te arreglan cualquier celular con piezas de tres teléfonos distintos. Asere, esa gente es maga.
DATA_AI: La inteligencia artificial no entiende; predice. Y predice con lo que le diste de comer.
DATA_AI: Limpiar los datos nos llevó el 80 % del proyecto. Entrenar el modelo, una tarde.
CYBERSECURITY: Me llamaron del "banco" pidiendo el código que me acababa de llegar por SMS. Colgué. El banco nunca te pide eso.
CYBERSECURITY: Actualiza el router, pana. El de tu casa sigue con la contraseña de fábrica desde 2016.
TRENDS_INNOVATION: Dentro de poco pagar en efectivo va a ser como mandar un fax.
TRENDS_INNOVATION: El próximo gran cambio no va a ser un aparato nuevo; va a ser que dejemos de notar que hay aparatos.
STRATEGY_PLANNING: Plan a tres años: abrir la segunda tienda en Triana solo si la primera llega al punto de equilibrio antes de diciembre. Si no, nos centramos en la venta por encargo.
STRATEGY_PLANNING: Una estrategia que no dice a qué le decimos que no, no es una estrategia.
FINANCE_ACCOUNTING: La caja manda. Puedes tener beneficios en el papel y cerrar porque no llegas a pagar las nóminas.
FINANCE_ACCOUNTING: Cierre de mes: las facturas de los proveedores del Callao siguen sin conciliar, hablar con la contadora el lunes.
MARKETING_SALES: Nadie quiere comprar un seguro. La gente quiere dormir tranquila.
MARKETING_SALES: Desde que subimos vídeos de cómo hacemos el pan, las ventas de los sábados se han duplicado.
MANAGEMENT_LEADERSHIP: El jefe que grita tiene miedo. El que escucha, no.
MANAGEMENT_LEADERSHIP: Mi primera semana como encargada: aprenderme el nombre de los 23 del turno de noche antes de cambiar nada.
OPERATIONS_LOGISTICS: El contenedor lleva diez días parado en La Guaira. Sin ese repuesto la planta no arranca.
OPERATIONS_LOGISTICS: Reorganizamos el almacén por rotación: lo que más sale, junto a la puerta. Los repartidores ya salen veinte minutos antes.
PHYSICAL_HEALTH: Subo andando los cuatro pisos con la compra. Con setenta años, el médico dice que tengo piernas de cuarenta.
PHYSICAL_HEALTH: Caminar media hora al día reduce el riesgo de casi todo. No hace falta correr maratones.
MENTAL_HEALTH: La depresión no es estar triste. Es no sentir nada, ni siquiera tristeza.
MENTAL_HEALTH: Hoy le conté a mi mejor amiga que voy al psicólogo. Me dijo que ella también. Llevábamos dos años callándonoslo.
WELLNESS_LIFESTYLE: En Cádiz aprendí a vivir: desayuno largo, siesta corta y paseo por la Caleta cuando cae el sol. Illo, eso no te lo enseña nadie en Madrid.
WELLNESS_LIFESTYLE: Cena temprano, nada de pantallas después de las diez y la ventana un poco abierta. Duermo como un bebé.
MEDICAL_SCIENTIFIC: Un ensayo con casi 20.000 mayores de 70 años sanos no encontró beneficio en tomar aspirina a diario, y sí más sangrados.
MEDICAL_SCIENTIFIC: Los antibióticos no sirven para la gripe, es un virus. Lo repito en cada guardia y me siguen pidiendo amoxicilina.
SPECIFIC_AREAS: Migraña con aura: primero las luces en zigzag, a los veinte minutos el martillo. Apuntar qué comí antes.
SPECIFIC_AREAS: Semana 28: la matrona dice que duerma del lado izquierdo y que deje el café en una taza al día.
CONCEPTS_THEORIES: La teoría de las ventanas rotas: si un vidrio roto no se repara, pronto aparecen más. El desorden invita al desorden.
CONCEPTS_THEORIES: La selección natural no elige al más fuerte, sino al que mejor encaja donde le tocó vivir.
STUDY_MEMORIZATION: Para las opos me grabé los temas en audio y los escuchaba en el metro. El tema 14 me lo sé hasta dormida.
SKILLS_DEVELOPMENT: Cocinar se aprende quemando arroz. Mi primera paella fue un desastre; la vigésima ya me la pedían en el pueblo.
SKILLS_DEVELOPMENT: El inglés no lo aprendí en clase sino atendiendo a los guiris en el chiringuito de mi padre en Nerja, cada verano un poco más.
RESOURCES_MATERIALS: El Baldor sigue siendo el mejor libro de álgebra que existe. Lo dice mi papá y lo digo yo.
RESOURCES_MATERIALS: Este canal de YouTube explica química orgánica mejor que mi profe. Lo dejo aquí por si a alguien le sirve pal parcial.
UNDERSTANDING_APPLICATION: Aprobé estadística con un 9 y no entendí nada hasta que tuve que analizar las ventas de la bodega de mi mamá.
SUBJECT_SPECIFIC: El Tratado de Tordesillas de 1494 repartió el mundo entre Castilla y Portugal con una línea a 370 leguas de Cabo Verde.
SUBJECT_SPECIFIC: La tilde diacrítica distingue "tú" de "tu" y "él" de "el"; "solo" ya no la necesita desde la ortografía de 2010.
SELF_AWARENESS: Me enfado cuando me siento ignorada, no cuando me contradicen. Tuve que escribirlo para verlo.
SELF_AWARENESS: Conócete a ti mismo, decían los griegos. Yo a los cincuenta sigo descubriendo que no me gusta la playa.
GOAL_SETTING_ACHIEVEMENT: Meta del año: terminar la tesis. Meta del mes: capítulo 3. Meta de hoy: dos páginas. Así sí.
GOAL_SETTING_ACHIEVEMENT: Escribí en un papel que quería abrir mi propia peluquería antes de los 30. Lo encontré en un cajón el día de la inauguración.
EMOTIONAL_INTELLIGENCE: Aprendí a notar cuándo mi hijo está cansado antes que él. Ahí es cuando no se discute nada.
EMOTIONAL_INTELLIGENCE: No reprimas lo que sientes: entiéndelo, y después decide qué haces con ello.
MINDSET_GROWTH: El que no se cae no aprende a levantarse, decía mi abuela en Maracaibo.
MINDSET_GROWTH: Suspendí el MIR la primera vez. Hoy soy residente y ese año perdido es lo mejor que me pasó.
HABITS_ROUTINES: Mate, caminata por la rambla y recién después abro el celular. Así arranco todos los días, ta.
HABITS_ROUTINES: Un hábito nuevo tarda más en asentarse de lo que crees: no son 21 días, son más bien dos meses.
PERSONAL_FINANCE: Regla del 50/30/20: la mitad para lo fijo, 30 para gustos, 20 para ahorrar. Este mes la cumplí por primera ves.
PERSONAL_FINANCE: Dejé de pagar con la tarjeta en cuotas. Ahora, si no tengo la plata, no lo compro, bo.
INVESTING: No pongas todos los huevos en la misma canasta. Ni en la misma bolsa.
INVESTING: Compré fondos indexados en 2020 y no los he tocado. La clave fue no mirar.
FINANCIAL_LITERACY: En Venezuela aprendimos qué es la inflación a la fuerza: el sueldo del lunes no alcanzaba para el viernes.
FINANCIAL_LITERACY: La TAE es lo que te cuesta de verdad el préstamo; el TIN es lo que te quieren enseñar.
RETIREMENT_PLANNING: Me jubilo en 2031. Con la pensión que me calcularon no llego, así que meto 150 euros al mes en un plan.
RETIREMENT_PLANNING: A los treinta parece lejísimos, pero lo que no guardes ahora para la vejez lo vas a pagar con intereses.
TAXES: Borrador de la renta: me sale a devolver 340 €. Revisar que estén metidos los gastos de la guardería.
TAXES: Si trabajas de autónomo, aparta el IVA y el IRPF cada vez que cobras. Hacienda no perdona.
INTERPERSONAL_RELATIONSHIPS: Mi suegra y yo no nos queremos, pero nos respetamos. Después de veinte años, eso ya es mucho.
INTERPERSONAL_RELATIONSHIPS: Los amigos de la infancia son los únicos que te conocieron antes de que decidieras quién ibas a ser.
COMMUNICATION_SKILLS: Pregunta más, afirma menos. La gente se abre cuando nota curiosidad de verdad.
COMMUNICATION_SKILLS: Escribe el correo, duerme, y mándalo mañana. Si todavía quieres.
CONFLICT_RESOLUTION: En la junta de vecinos lo del ascensor se arregló cuando dejamos de hablar de quién tenía razón y empezamos a hablar de cuánto podía poner cada uno.
CONFLICT_RESOLUTION: Con mi pareja tenemos una regla: nunca discutimos por WhatsApp. Si hay bronca, cara a cara y con la tele apagada.
RELATIONSHIP_BUILDING: En Lima los contactos se hacen en el almuerzo del viernes. Si no vas, no existes.
RELATIONSHIP_BUILDING: La confianza se gana en gotas y se pierde a cubos.
FEEDBACK: Mi jefa me dijo: "tu informe está bien, pero nadie va a pasar de la página dos". Dolió, pero tenía razón.
FEEDBACK: Pide opinión a quien no tenga miedo de decirte que no.
CREATIVE_PROCESS: Escribo todas las mañanas aunque no tenga nada que decir. Algunos días sale algo.
CREATIVE_PROCESS: Las mejores canciones las escribí en la guagua, entre el Vedado y Centro Habana, con el celular y sin audífonos.
ART_FORMS: El flamenco no es solo baile: es cante, toque, palmas y jaleo. Si falta uno, cojea.
ART_FORMS: La décima espinela sigue viva en el repentismo cubano: diez versos octosílabos improvisados en el momento.
ARTISTIC_TECHNIQUES: Para el claroscuro, una sola fuente de luz, y entrecierra los ojos para ver las masas.
ARTISTIC_TECHNIQUES: En la loza de Talavera primero se baña la pieza en esmalte blanco y se pinta encima, antes de la segunda cocción.
ART_APPRECIATION: Las Meninas hay que verlas de lejos, desde el lado derecho de la sala. Velázquez te mete dentro del cuadro.
ART_APPRECIATION: No sé nada de jazz, pero anoche en un boliche de la Ciudad Vieja entendí por qué la gente se calla durante los solos.
EXPRESSION: Pinto lo que no sé decir. Mi terapeuta dice que mis cuadros hablan más que yo.
EXPRESSION: Escribir décimas fue la forma que encontré de decirle a mi padre lo que nunca le dije en vida.
TRAVEL_PLANNING: Comprar la entrada a Machu Picchu con dos meses de anticipación; los cupos para Huayna Picchu vuelan.
TRAVEL_PLANNING: Ruta: Granada 2 noches, Ronda 1, Cádiz 3. Alquilar coche en Málaga y devolverlo en Jerez.
CULTURAL_EXPERIENCES: En Oaxaca una familia nos invitó a su altar de Muertos. Nos sirvieron pan de muerto y mezcal y nos contaron la historia de cada foto.
CULTURAL_EXPERIENCES: Una noche de carnaval en Montevideo viendo murgas en un tablado de barrio vale más que cualquier museo.
EXPLORATION_ADVENTURE: Cuatro días cruzando la Gran Sabana en una camioneta sin aire. Al final, el Roraima apareció entre las nubes.
EXPLORATION_ADVENTURE: Perderse es la única forma de encontrar lo que no buscabas.
DESTINATION_SPECIFIC: Las calles de Trinidad, en Cuba, están empedradas con piedras que, según cuentan, llegaron como lastre en los barcos.
DESTINATION_SPECIFIC: El Titicaca está a unos 3.800 metros y dicen que es el lago navegable más alto del mundo.
TRAVEL_TIPS: En Madrid saca la tarjeta de transporte y cárgala con diez viajes; sale mucho más barato que el billete suelto.
TRAVEL_TIPS: Los primeros días, solo agua embotellada y las bebidas sin hielo. Tu estómago te lo agradecerá.
ENVIRONMENTAL_ISSUES: El Mar Menor amaneció otra vez lleno de peces muertos. Los nitratos de los campos siguen llegando.
ENVIRONMENTAL_ISSUES: Los nevados de la Cordillera Blanca han perdido más de un tercio de su hielo desde los setenta. Mi abuelo en Huaraz ya no reconoce el Pastoruri.
ECO_FRIENDLY_PRACTICES: Bolsas de tela en el coche, táper para la carnicería y el pan en la bolsa de siempre. Ya ni lo pienso.
ECO_FRIENDLY_PRACTICES: Recogemos el agua de lluvia para regar el huerto. En agosto, eso es oro.
CONSERVATION_EFFORTS: El lince ibérico pasó de menos de cien ejemplares a más de dos mil gracias a la cría en cautividad y a recuperar los conejos.
CONSERVATION_EFFORTS: En Paracas los pescadores ayudan a vigilar las playas donde crían los lobos marinos.
POLICY_ADVOCACY: Firmé la ILP para darle personalidad jurídica al Mar Menor. Y salió adelante.
POLICY_ADVOCACY: Sin presión en la calle no hay ley. Nos vemos el viernes frente al Congreso.
PERSONAL_IMPACT: Calculé mi huella: lo que más pesa no es el coche, es la carne de cada día.
PERSONAL_IMPACT: Un Lima–Madrid ida y vuelta son casi dos toneladas de CO2 por cabeza, más de lo que emite un peruano promedio en todo un año.
TASKS_ACTIONS: mañana: llevar el carro al taller, pagar la luz, comprar cartulina para el proyecto del nene
TASKS_ACTIONS: Acta reunión: Marta revisa el contrato con la imprenta antes del jueves; yo llamo al ayuntamiento por el permiso de la terraza.
METHODS_TECHNIQUES: Si algo lleva menos de dos minutos, se hace ahora, no se apunta. — David Allen, Organízate con eficacia
TOOLS_RESOURCES: Pasé de tres apps a una libreta y un tablero de corcho en la pared del taller. Ahora lo veo todo de un vistazo.
MINDSET_HABITS: Chuta, otra vez abrí Instagram "solo un ratito" y se me fue la tarde. El celular se va al cajón mientras trabajo.
OUTCOMES: Resultado del mes: terminé dos capítulos de la tesis y el informe para la fundación. No es todo lo que quería, pero es más que en todo el semestre pasado.
DEVELOPMENT_CODING: Programar es sobre todo leer código que escribió otra persona. Muchas veces esa otra persona eras tú hace seis meses.
DEVELOPMENT_CODING: git commit -m "ya funciona no tocar" — el peor mensaje de commit de mi vida, y lo escribí yo
HARDWARE_DEVICES: El portátil se me reinicia solo cuando juego. Uno del foro dice que es la fuente de alimentación, no la gráfica.
DATA_AI: Si entrenas el modelo solo con fotos de piel clara, no me vengas después con que "la IA no ve bien" a los pacientes de aquí en Guate.
CYBERSECURITY: Me llegó un WhatsApp de "mi hijo" con número nuevo pidiendo una transferencia urgente. Mi hijo estaba sentado a mi lado en el sofá.
TRENDS_INNOVATION: En La Paz ya se paga la tienda de la esquina con QR; hasta la casera del mercado tiene su cartelito plastificado.
STRATEGY_PLANNING: Antes de abrir la segunda tienda en Las Palmas, que la primera funcione sin que yo esté. Ese es el plan para el año que viene.
FINANCE_ACCOUNTING: Para la contable: faltan las facturas de proveedores de marzo y el margen del menú del día ha bajado al 6 %. Revisar costes de cocina.
MARKETING_SALES: La gente no compra café, compra la historia de la finca en Huehuetenango. Poné la foto del abuelo en la bolsa, vos.
MARKETING_SALES: Subimos un video de 15 segundos amasando pan y vendimos más que con todos los anuncios pagados del año.
MANAGEMENT_LEADERSHIP: El mejor jefe que tuve en la obra nunca gritaba. Preguntaba "¿qué te falta para hacerlo bien?" y se iba a conseguirlo.
OPERATIONS_LOGISTICS: Desde que la naviera cambió la ruta, los contenedores tardan diez días más en llegar a Guayaquil. Hay que pedir la mercadería con dos meses.
PHYSICAL_HEALTH: A los 68 subo la cuesta de la aldea sin parar. Desde que camino cada mañana con las vecinas, ni me acuerdo del bastón.
MENTAL_HEALTH: No es flojera. Es que hay días en que levantarse pesa una tonelada. Ir a la psicóloga fue lo mejor que hice este año.
WELLNESS_LIFESTYLE: Ahora ceno a las ocho, como los guiris, y duermo como un bebé. Mi madre dice que me he vuelto alemana.
MEDICAL_SCIENTIFIC: El estudio PREDIMED, con unas 7.500 personas en España: la dieta mediterránea con aceite de oliva o frutos secos redujo en torno a un 30 % los infartos e ictus.
SPECIFIC_AREAS: Diabetes tipo 2: el doctor dice que bajando cinco kilos y caminando media hora podría dejar una de las pastillas. Glucosa en ayunas cada lunes.
SPECIFIC_AREAS: Con el embarazo se me hinchan los pies cada tarde; la matrona dice piernas en alto y nada de pasar horas de pie en la tienda.
CONCEPTS_THEORIES: Sesgo de confirmación: buscamos, recordamos e interpretamos la información de manera que confirme lo que ya creíamos.
STUDY_MEMORIZATION: Para la selectividad: tarjetas con la pregunta delante y la respuesta detrás, repasar las falladas cada dos dias. Quedan 23.
SKILLS_DEVELOPMENT: Mi abuela me enseñó a tejer en el telar de cintura. "Las manos aprenden antes que la cabeza", decía, y me hacía deshacer hasta que saliera parejo.
RESOURCES_MATERIALS: Para aprender gallego de verdad: el diccionario de la Real Academia Galega en línea y los podcasts de la Radio Galega. Todo gratis.
UNDERSTANDING_APPLICATION: En la escuela me aprendí la regla de tres de memoria. La entendí el día que tuve que calcular cuánta mezcla hacía falta para una pared el doble de grande.
SUBJECT_SPECIFIC: La Constitución de Cádiz de 1812, "la Pepa", fue una de las primeras constituciones liberales de Europa.
SELF_AWARENESS: Me di cuenta de que cuando estoy cansada me vuelvo sarcástica. No soy mala persona, es que no he dormido.
SELF_AWARENESS: escribir por la noche tres cosas que me molestaron hoy. patrón: siempre tiene que ver con sentir que no me toman en cuenta
GOAL_SETTING_ACHIEVEMENT: No "aprender a tocar el cuatro". Meta: tocar completo "Lamento borincano" en la fiesta de mi abuela en diciembre, de principio a fin.
EMOTIONAL_INTELLIGENCE: Cuando alguien te grita, casi nunca es contigo. Aprender a ver eso me ha ahorrado muchas peleas.
MINDSET_GROWTH: Cerré el negocio después de cuatro años. No fracasé: aprendí lo que cuesta un local, un empleado y un mal socio. El próximo va a ir mejor.
HABITS_ROUTINES: Todas las noches dejo la ropa del gimnasio preparada junto a la cama. A las 6 no tengo que pensar, solo ponérmela.
PERSONAL_FINANCE: Regla que me funciona: el día que cobro paso el 10 % a la otra cuenta antes de tocar nada. Lo que no veo, no lo gasto.
PERSONAL_FINANCE: Por fin terminé de pagar la tarjeta. Dos años de arroz con huevo, pero ya no le debo nada a nadie.
INVESTING: No compres una acción que no estarías tranquilo teniendo diez años aunque cerraran la bolsa mañana. — Warren Buffett, más o menos
FINANCIAL_LITERACY: Si la libreta te da un 1 % y los precios suben un 4 %, cada año compras menos con el mismo dinero, aunque el número de la cuenta suba.
RETIREMENT_PLANNING: Mi papá cotizó 30 años al Seguro Social y no le alcanza ni para la luz. Yo abro mi plan de retiro ya, aunque sean 50 chavos al mes.
TAXES: Renta de este año: me sale a devolver por la deducción por maternidad. La presento el primer día, que Hacienda devuelve rápido.
INTERPERSONAL_RELATIONSHIPS: Con mi ñaño no hablábamos desde lo de la herencia. Ahora nos vemos cada domingo para el fútbol y ni mencionamos el tema.
COMMUNICATION_SKILLS: Antes de contestar un mensaje que te molesta, léelo en voz alta como si lo dijera alguien que te quiere. Cambia la respuesta.
CONFLICT_RESOLUTION: En la comunidad de vecinos se acabó la guerra del ascensor: limpieza por turnos rotativos y un grupo de WhatsApp solo para eso.
RELATIONSHIP_BUILDING: Cuando llegué a Barcelona no conocía a nadie. Me apunté a una coral de barrio y al año tenía más amigos que en diez años en Quito.
RELATIONSHIP_BUILDING: la confianza se gana en gotas y se pierde a baldes
FEEDBACK: La crítica, en privado; el reconocimiento, en público. Al revés, pierdes a la persona.
CREATIVE_PROCESS: Primero escribe, después corrige. Si corriges mientras escribes, no escribes nada. — taller de escritura en Santiago de Compostela
ART_FORMS: La bomba puertorriqueña es un diálogo: el bailador reta al tambor primo, y el tambor tiene que seguirle cada movimiento.
ARTISTIC_TECHNIQUES: Para que la pieza de barro no se raje en el horno hay que secarla despacio, tapada con plástico los primeros días.
ARTISTIC_TECHNIQUES: El "ventilador" de la rumba catalana: la mano rasguea y golpea la tapa en un solo giro, como un abanico. Practicarlo lento con metrónomo.
ART_APPRECIATION: Delante de Las Meninas hay que mirar el espejo del fondo. Ahí están los reyes, y entiendes que el cuadro te está mirando a ti.
EXPRESSION: Lo que no me atrevo a decirle a mi madre, lo pinto. Ella cuelga los cuadros en la sala sin saber de qué tratan.
TRAVEL_PLANNING: Ruta Bolivia: 2 días en La Paz para aclimatarse, bus a Uyuni, salar en tres días, volver por Potosí. Reservar el tour con una agencia que lleve oxígeno.
CULTURAL_EXPERIENCES: En Chichicastenango, el domingo, el humo del copal sale por la puerta de la iglesia y en las gradas la gente reza en k'iche'.
EXPLORATION_ADVENTURE: Subimos al Cotopaxi de noche, con crampones y linterna. Achachay, qué frío, pero ver amanecer encima de las nubes lo vale todo.
DESTINATION_SPECIFIC: La Gomera tiene el silbo, un lenguaje silbado para hablar de barranco a barranco, y hoy se enseña en las escuelas de la isla.
TRAVEL_TIPS: En Tenerife la guagua sale mucho más barata con el bono que pagando cada viaje. Pregúntale al chófer, que son majos.
TRAVEL_TIPS: Para la altura: mucha agua, mate de coca y nada de alcohol la primera noche. Y subir despacio, sin querer hacerlo todo el primer día.
ENVIRONMENTAL_ISSUES: El Mar Menor volvió a llenarse de peces muertos. Décadas de nitratos de los regadíos y ahora todos se sorprenden.
ECO_FRIENDLY_PRACTICES: Compostera en la huerta con cáscaras y posos de café; aquí en Galicia llueve tanto que hay que taparla con una lona.
ECO_FRIENDLY_PRACTICES: Arreglé la licuadora con un tutorial en vez de comprar otra. Cuatro dólares en una pieza y funciona como nueva.
CONSERVATION_EFFORTS: En Loíza los voluntarios vigilan de noche los nidos de tinglar para que los perros y la gente no los destruyan. Este año salieron cientos de tortuguitas.
POLICY_ADVOCACY: En 2023 votamos en consulta popular dejar el petróleo del Yasuní bajo tierra. Ahora toca exigir que el gobierno lo cumpla.
PERSONAL_IMPACT: Calculé mi huella de carbono: un solo vuelo Madrid–Guatemala pesa más que todo mi año en carro. Ay.
`,
};
