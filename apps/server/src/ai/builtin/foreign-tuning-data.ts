/**
 * Highlights the foreign vocabularies of foreign-vocabulary-*.ts were grown and mended against, by authors who
 * saw neither the categoriser nor its vocabularies (briefs in docs/labelled-data-briefs.md): per language a tuning
 * set (110; 10 a group) the vocabulary was written against, then check sets (66 or 88), each scored once and then
 * used to choose the rule for a text torn between groups and to mend the terms it caught out. Their figures flatter.
 */
export const FOREIGN_TUNING_DATA: Record<'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl', string> = {
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
TASKS_ACTIONS: Morgen vor der Schicht: Winterreifen drauf lassen, Oma wegen Sonntag anrufen, Steuerbescheid abheften.
TASKS_ACTIONS: aus dem Jour fixe: Herr Brandl schickt bis Freitag die Zahlen, ich kläre den Termin mit dem Statiker und buche den Raum für die Abnahme
METHODS_TECHNIQUES: 25 Minuten Wecker, dann fünf Minuten Pause, nach vier Runden eine lange. Seit ich das so mach, schaff ich die ganze Ablage an einem Vormittag.
TOOLS_RESOURCES: Hab mir ein Notizbuch mit Punktraster nur für die Woche geholt, das Handy bleibt für Termine. Viel übersichtlicher als die dritte App.
MINDSET_HABITS: Ich räum lieber dreimal die Werkstatt auf, als die eine Mail zu schreiben, vor der ich mich seit Tagen drücke.
OUTCOMES: Diese Woche: 14 Angebote raus, 3 zurück, 2 unterschrieben. Weniger Stunden als letzte Woche und trotzdem mehr erledigt.
DEVELOPMENT_CODING: Wenn der Test nur grün wird, weil du die Assertion auskommentiert hast, ist das kein Fix. — Kommentar im Code-Review
DEVELOPMENT_CODING: git rebase -i vor dem Merge, sonst liest keiner die 40 Commits, die alle "fix" heißen. — unser Ausbilder, 2. Lehrjahr
HARDWARE_DEVICES: Den alten Laptop vom Opa hab ich wieder flott gekriegt: SSD rein, 8 GB RAM dazu, jetzt bootet er in zwanzig Sekunden.
DATA_AI: Ein Modell, das mit den Bewerbungen der letzten zwanzig Jahre trainiert wurde, lernt vor allem eins: wen man früher eingestellt hat.
CYBERSECURITY: Die Mail kam angeblich von der Sparkasse, aber der Link ging auf eine Domain mit einer Null statt einem O. Nicht klicken, an die IT weiterleiten!
TRENDS_INNOVATION: In fünf Jahren versteht kein Kind mehr, warum wir mal einen Schlüsselbund mit uns rumgetragen haben. — Notiz zum Podcast
STRATEGY_PLANNING: Wir wollen nicht der billigste Bäcker in Giesing sein, sondern der, bei dem man um sechs schon warme Semmeln kriegt. Alles andere ordnen wir dem unter.
FINANCE_ACCOUNTING: Die offenen Posten aus dem dritten Quartal sind immer noch nicht ausgeglichen, zwei Rechnungen an die Stadtwerke seit 90 Tagen überfällig.
FINANCE_ACCOUNTING: Marge klingt gut, bis man Skonto und Retouren abzieht. Rohertrag pro Stück nochmal neu rechnen, bevor wir den Preis festlegen.
MARKETING_SALES: Die Leute wollen keinen Bohrer kaufen, sie wollen ein Loch in der Wand. Also schreib die Anzeige über das Loch.
MANAGEMENT_LEADERSHIP: "Einen guten Steiger erkennste daran, wie die Schicht läuft, wenn er nich da is." — mein Vatter, Zeche Prosper, Bottrop
OPERATIONS_LOGISTICS: Seit die Paletten nach Abholzeit statt nach Kunde im Lager stehen, fahren die LKW zwanzig Minuten früher vom Hof.
PHYSICAL_HEALTH: Nach drei Monaten mit dem Radl zur Arbeit nehm ich die Treppe in den vierten Stock, ohne oben zu schnaufen.
MENTAL_HEALTH: Es gibt Tage, da ist schon das Duschen eine Leistung. Und an denen zählt es auch als eine. — aus einem Forum
WELLNESS_LIFESTYLE: Sonntags koch ich für die ganze Woche vor, seitdem gibts unter der Woche keine Tiefkühlpizza mehr um zehn Uhr abends und ich bin morgens nicht mehr so matt.
MEDICAL_SCIENTIFIC: In der Studie hatte die Gruppe mit dem Placebo fast genauso viele Nebenwirkungen gemeldet wie die mit dem Wirkstoff. Erwartung allein macht schon Kopfweh.
SPECIFIC_AREAS: Physio sagt: beim Heben nicht aus dem Kreuz, sondern aus den Beinen, Kiste nah am Körper. Drei Wochen nix Schweres, dann wieder Termin.
SPECIFIC_AREAS: Nüchternwert heute früh 128. Die Hausärztin will den Langzeitzucker in drei Monaten nochmal sehen, bis dahin weniger Brot am Abend.
CONCEPTS_THEORIES: Nach Kuhn wächst Wissenschaft nicht gleichmäßig, sondern in Sprüngen: Ein Paradigma hält so lange, bis sich zu viele Beobachtungen angesammelt haben, die nicht hineinpassen.
STUDY_MEMORIZATION: Karteikarten für Anatomie: was ich drei Tage hintereinander richtig hab, wandert ins hintere Fach. Was falsch ist, wieder nach vorn. Prüfung am 12.!
SKILLS_DEVELOPMENT: Beim Schweißen sagt der Meister nur: nicht denken, Naht ziehen. Hundert Nähte, dann reden wir weiter.
RESOURCES_MATERIALS: Falls jemand Statistik nachholen muss: das Skript von der FernUni Hagen ist frei online und erklärt besser als jedes der drei Bücher, die ich gekauft hab.
UNDERSTANDING_APPLICATION: Den Dreisatz hab ich in der Schule auswendig gekonnt, verstanden hab ich ihn erst in der Küche, als das Gulasch plötzlich für 80 statt für 8 Leute reichen musste.
SUBJECT_SPECIFIC: Nach "wegen" steht in der Schriftsprache der Genitiv, also "wegen des Regens", auch wenn im Alltag fast jeder "wegen dem" sagt. — Deutsch, 8b
SELF_AWARENESS: Mir ist aufgefallen, dass ich immer dann am meisten rede, wenn ich mich am unsichersten fühle.
SELF_AWARENESS: ich merk, dass ich "keine Zeit" sag, wenn ich eigentlich "keine Lust" mein. ehrlicher wärs andersrum
GOAL_SETTING_ACHIEVEMENT: Bis Ende Juni: Meisterprüfung Teil 3 angemeldet und bezahlt. Nicht "irgendwann", Juni.
EMOTIONAL_INTELLIGENCE: Wenn die Kollegin knapp antwortet, frag ich jetzt erst mal, wie ihr Vormittag war, bevor ichs persönlich nehm.
MINDSET_GROWTH: Dreimal bin ich durch die Fahrprüfung gefallen. Beim vierten Mal wusste ich ganz genau, wo meine Fehler lagen, und hab keinen mehr gemacht. — Oma Gerti, Dresden-Pieschen
HABITS_ROUTINES: Jeden Morgen vor dem ersten Kaffee zehn Minuten auf den Balkon, Fenster zu, Handy drin. Seit einem Jahr, auch im Urlaub.
PERSONAL_FINANCE: Seit ich am Monatsanfang 300 € aufs Tagesgeld schieb, bevor ich irgendwas ausgeb, bleibt am Ende tatsächlich was übrig.
PERSONAL_FINANCE: Kreditkarte endlich wieder auf null. Nie wieder ein Handy auf Raten, das ich mir eigentlich nicht leisten kann.
INVESTING: Breit gestreut, billig, und dann zwanzig Jahre nicht reinschauen. Das Langweiligste ist an der Börse meistens das Beste. — aus einem Finanzblog
FINANCIAL_LITERACY: Bei zwei Prozent Inflation ist dein Geld auf dem Girokonto nach 35 Jahren nur noch die Hälfte wert. Das hat uns in der Schule keiner erklärt.
RETIREMENT_PLANNING: Laut Renteninformation krieg ich mit 67 knapp 1.140 Euro. Mit Münchner Miete geht das nie auf, ich muss privat was nachlegen, und zwar jetzt.
TAXES: Die Fahrten zur Berufsschule kann man als Werbungskosten angeben, hat mir die Kollegin gesagt, auch als Azubi! Belege sammeln.
INTERPERSONAL_RELATIONSHIPS: Mit meiner Schwester versteh ich mich erst richtig, seit wir nicht mehr in derselben Stadt wohnen.
COMMUNICATION_SKILLS: Am Telefon mit Angehörigen: erst den eigenen Namen und die Station sagen, langsam sprechen, keine Fachwörter, am Schluss fragen, ob alles klar ist. — Übergabe, Pflege
CONFLICT_RESOLUTION: Wegen der Hecke nicht gleich zum Anwalt. Erst mal mit einer Flasche Wein rüber zum Nachbarn und zusammen an die Grundstücksgrenze stellen.
CONFLICT_RESOLUTION: Beim Erbe hat uns die Mediation statt dem Gericht zwei Jahre und wahrscheinlich die Familie gerettet.
RELATIONSHIP_BUILDING: Freundschaften im neuen Dorf entstehen nicht von allein. I bin jetzt bei der Musikkapelle, weniger wegen dem Blasen als wegen der Leut danach im Wirtshaus. — Zillertal
FEEDBACK: "Sag mir, was an meinem Entwurf nicht funktioniert, nicht was dir gefällt, das weiss ich selber." — Architektin aus Basel
CREATIVE_PROCESS: Ich schreib die erste Fassung immer mit der Hand und absichtlich schlecht. Gut wird's erst beim dritten Abtippen.
ART_FORMS: Comics sind keine Kinderliteratur, sondern eine eigene Kunstform irgendwo zwischen Malerei, Film und Roman.
ARTISTIC_TECHNIQUES: Lasur: dünne Schicht, ganz trocknen lassen, erst dann die nächste. Nie nass in nass, sonst wird alles matschig.
ARTISTIC_TECHNIQUES: Bei G-Dur den Daumen über den Hals, dann greifst du die tiefe E-Saite mit und brauchst kein Barré.
ART_APPRECIATION: Im Kunstmuseum Basel stand ich zwanzig Minuten vor dem Hodler und hab erst dann gemerkt, dass alle Figuren fast dieselbe Haltung haben, nur die Hände nicht.
EXPRESSION: Was ich meiner Mutter nie sagen konnte, steht jetzt in einem Lied. Sie hats gehört und nix gesagt, nur meine Hand gehalten.
TRAVEL_PLANNING: Tickets nach Triest erst ab 90 Tage vorher buchbar, Nachtzug ab München nehmen, Unterkunft erst wenn der Urlaub genehmigt ist.
CULTURAL_EXPERIENCES: In Osaka hat uns der Wirt erklärt, dass man im Izakaya nicht sich selbst nachschenkt, sondern immer dem Nachbarn. Am Ende des Abends war jeder bestens versorgt.
EXPLORATION_ADVENTURE: Drei Tage ohne Netz auf dem Kungsleden, ab dem zweiten Abend kein Mensch mehr, nur Rentiere, Mücken und Licht um Mitternacht.
DESTINATION_SPECIFIC: Lissabon liegt auf sieben Hügeln, und die Tram 28 fährt mitten durch die Alfama. Um acht in der Früh ist sie noch fast leer.
TRAVEL_TIPS: Immer ein Foto vom Reisepass in der Cloud und eine Kopie ausgedruckt im Koffer. Hat uns in Marrakesch den Urlaub gerettet.
TRAVEL_TIPS: Flasche leer durch die Sicherheitskontrolle, danach am Brunnen auffüllen. Spart am Flughafen jedes Mal vier Euro.
ENVIRONMENTAL_ISSUES: Der Ferner überm Hof ist in meiner Kindheit bis zur Alm heruntergegangen. Heit muasst a Stund höher steigen, dass'd no a Eis siegst. — Bauer im Ötztal
ENVIRONMENTAL_ISSUES: Früher musste man nach jeder Autobahnfahrt im Sommer die Windschutzscheibe von Insekten freikratzen. Heute bleibt sie einfach sauber.
ECO_FRIENDLY_PRACTICES: Kaputter Toaster? Erst ins Repair-Café in Rüttenscheid, dann wegwerfen. Meistens is nur die Sicherung durch.
CONSERVATION_EFFORTS: Die Feldlerche brütet hier wieder, seit die Bauern am Ackerrand drei Meter Blühstreifen stehen lassen und erst im Juli mähen.
POLICY_ADVOCACY: Petition gegen die Umgehungsstraße durchs Moor hat 12.000 Unterschriften. Übergabe im Stadtrat am 14., bitte alle hinkommen!
PERSONAL_IMPACT: Hab mal ausgerechnet: meine zwei Flüge im Jahr machen mehr CO2 als das ganze Autofahren zusammen. Das hat gesessen.
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
TASKS_ACTIONS: Demain : passer à la poste avant 11h, rappeler le garagiste, racheter du lait pour la petite.
TASKS_ACTIONS: Réunion de chantier — Karim relance le fournisseur pour les fenêtres, moi j'envoie le planning modifié au client avant jeudi.
METHODS_TECHNIQUES: Je bloque mes matinées dans l'agenda comme des rendez-vous avec moi-même, de 8h à 10h30. Personne n'ose les déplacer.
TOOLS_RESOURCES: Un carnet à spirale et un stylo quatre couleurs. J'ai désinstallé toutes les applis de listes, je m'y retrouvais plus.
MINDSET_HABITS: J'ai remarqué que j'ouvre mes mails dès que la tâche devient difficile. C'est pas de la curiosité, c'est de la fuite.
OUTCOMES: Bilan de la semaine : 3 dossiers clos sur 5, le rapport rendu deux jours en avance. Moins d'heures que d'habitude et plus de choses finies.
DEVELOPMENT_CODING: Une fonction qui fait deux choses finira toujours par en faire une mal. — commentaire de revue de code
HARDWARE_DEVICES: Mon vieux téléphone tient de nouveau la journée depuis que j'ai fait changer la batterie à Bab El Oued pour 3000 dinars.
DATA_AI: Si tes données d'entraînement viennent toutes de Paris, faut pas s'étonner que ton modèle comprenne rien à l'accent de Dakar.
CYBERSECURITY: mot de passe du wifi du bureau = nom du chat + année de naissance. a changer d'urgence, tout le monde le connait
CYBERSECURITY: La caisse ne vous demandera jamais votre NIP par texto. Si quelqu'un vous le demande, raccrochez. — affiche à la caisse populaire, Limoilou
TRENDS_INNOVATION: Ici on a sauté l'étape de la carte bancaire : tout le monde paie avec son téléphone, même la vendeuse de bissap au marché Sandaga.
STRATEGY_PLANNING: On ne sera jamais les moins chers de Toulouse. On sera ceux qui livrent le samedi matin. Tout le reste doit découler de ça.
FINANCE_ACCOUNTING: Les factures de novembre ne sont toujours pas lettrées et le compte client de la mairie affiche 60 jours de retard. Voir avec l'expert-comptable avant la clôture.
MARKETING_SALES: Personne ne lit ton slogan. Les gens lisent l'avis de la voisine sur Facebook.
MARKETING_SALES: Un client liégeois, il faut d'abord boire un café avec lui. Le devis, ce sera pour la deuxième visite, pas avant.
MANAGEMENT_LEADERSHIP: Un chef, c'est quelqu'un qui prend les coups à la place de son équipe et lui laisse les applaudissements.
OPERATIONS_LOGISTICS: Depuis qu'on range les colis par tournée plutôt que par client, les camionnettes quittent l'entrepôt de Lesquin vingt minutes plus tôt.
PHYSICAL_HEALTH: Depuis que je marche quarante minutes chaque matin, je monte la côte de la Croix-Rousse sans m'arrêter, et j'ai perdu quatre kilos sans y penser.
MENTAL_HEALTH: Certains jours, sortir du lit est déjà une victoire. Ces jours-là, je la compte.
MENTAL_HEALTH: Ma psy m'a dit que l'anxiété, ce n'est pas un défaut de caractère, c'est une alarme réglée trop sensible.
WELLNESS_LIFESTYLE: Le dimanche soir je prépare la soupe pour trois jours, et je mange plus debout devant le frigo à 23h.
MEDICAL_SCIENTIFIC: L'essai a été arrêté plus tôt que prévu : le nouveau traitement réduisait tellement la mortalité qu'il n'était plus éthique de continuer à donner le placebo.
SPECIFIC_AREAS: Eczéma : pas d'eau trop chaude, crème tout de suite en sortant de la douche, que du coton. Dermato dans six semaines.
CONCEPTS_THEORIES: Pour Bourdieu, le goût n'a rien de personnel : ce qu'on trouve beau ou vulgaire dépend en grande partie du milieu où l'on a grandi.
STUDY_MEMORIZATION: Fiches pour le partiel de droit des contrats : je me récite les articles en marchant, puis je les réécris de mémoire le soir. Ce qui coince repasse en haut de la pile.
SKILLS_DEVELOPMENT: Le chef m'a fait tailler des carottes en brunoise pendant deux semaines. Maintenant je regarde plus mes doigts. — apprenti cuisinier, Toulouse
RESOURCES_MATERIALS: Pour ceux qui reprennent les maths : les vidéos de l'ULiège sur YouTube sont mieux expliquées que la plupart des manuels que j'ai achetés.
UNDERSTANDING_APPLICATION: J'avais appris la loi d'Ohm par coeur au lycée, mais je l'ai vraiment comprise le jour où j'ai dû refaire l'électricité du garage.
SUBJECT_SPECIFIC: Avec avoir, le participe passé s'accorde avec le COD seulement s'il est placé avant : « les pommes que j'ai mangées ».
SELF_AWARENESS: Je parle le plus fort justement quand je me sens le moins sûr de moi. Noté ce soir après le repas de famille.
GOAL_SETTING_ACHIEVEMENT: Objectif : le semi de Lille en septembre. Pas « un jour », septembre. Inscription payée hier soir.
GOAL_SETTING_ACHIEVEMENT: Ouvrir mon restaurant, c'est trop gros. Alors je découpe en marches d'un mois : ce mois-ci, juste trouver le local.
EMOTIONAL_INTELLIGENCE: Quand ma collègue me répond sèchement, je me demande d'abord quelle matinée elle a eue avant de le prendre pour moi.
MINDSET_GROWTH: Mon grand-père disait : « Celui qui tombe de la pirogue apprend à nager plus vite que celui qui reste sur la plage. » — Dakar
HABITS_ROUTINES: Chaque soir avant d'éteindre, je prépare mes vêtements et mon sac. Le matin je n'ai plus une seule décision à prendre.
PERSONAL_FINANCE: Dès que la paie rentre, 150 $ partent automatiquement dans le compte d'épargne. Ce que je vois pas, je le dépense pas. — Québec
PERSONAL_FINANCE: Dernière mensualité du prêt auto payée ce matin. Plus de dettes, et plus jamais de crédit pour un truc qui perd de la valeur.
INVESTING: Acheter un peu chaque mois, que la Bourse monte ou descende, et surtout ne pas regarder les cours tous les jours.
FINANCIAL_LITERACY: Un crédit à 20 % sur cinq ans, ça veut dire que ta télé à 1000 euros t'en coûte presque 1600. Personne nous a appris ça à l'école.
RETIREMENT_PLANNING: J'ai 52 ans et j'ai enfin demandé mon relevé de carrière. Il manque trois ans de cotisations, de l'époque où je bossais à Liège.
TAXES: Les frais de garde de la petite donnent droit à un crédit d'impôt, il faut juste garder les attestations de la crèche jusqu'à la déclaration.
INTERPERSONAL_RELATIONSHIPS: Ma belle-mère et moi, on a trouvé notre terrain d'entente : la cuisine. Dès qu'on épluche ensemble, on ne se dispute plus.
COMMUNICATION_SKILLS: Avec les patients âgés : se mettre à leur hauteur, parler lentement, reformuler au lieu de répéter plus fort. — infirmière, CHU de Toulouse
COMMUNICATION_SKILLS: En réunion, je laisse trois secondes de silence après une question. Les gens finissent toujours par parler.
CONFLICT_RESOLUTION: Le différend sur le mur mitoyen s'est réglé autour d'un café plutôt que chez l'avocat. On a mesuré ensemble, c'est tout.
RELATIONSHIP_BUILDING: Arrivée à Alger sans connaître personne, je me suis inscrite à la chorale du quartier. C'était pas pour chanter, c'était pour les gens.
FEEDBACK: Quand tu fais une remarque à un apprenti, dis-lui d'abord ce qu'il a bien fait, puis la seule chose à corriger. Une seule.
CREATIVE_PROCESS: Je n'attends plus l'inspiration. Je m'assois à 6 h devant la page et, la plupart du temps, elle finit par arriver, en retard.
ART_FORMS: Le slam, ce n'est ni tout à fait de la poésie ni tout à fait de la chanson : c'est un art de la voix nue.
ARTISTIC_TECHNIQUES: Perspective : toutes les lignes parallèles au sol se rejoignent sur la ligne d'horizon. Commencer par placer le point de fuite, ensuite seulement les bâtiments.
ART_APPRECIATION: Devant les Nymphéas, ne vous approchez pas trop : de près ce ne sont que des taches, à trois mètres l'eau commence à bouger.
ART_APPRECIATION: écouté le disque de Youssou N'Dour trois fois d'affilée, à la troisième j'ai enfin entendu le tama sous les guitares
EXPRESSION: J'ai jamais su dire à mon père que je lui en voulais. Je l'ai écrit dans un poème et je le lui ai lu à Noël.
TRAVEL_PLANNING: Billets pour Marrakech à réserver avant le 15, le riad seulement quand les congés sont validés par la direction.
CULTURAL_EXPERIENCES: À Saint-Louis on nous a invités à partager l'ataya : trois verres, le premier amer comme la vie, le deuxième doux comme l'amour, le troisième sucré comme la mort. Ou l'inverse, selon qui raconte.
EXPLORATION_ADVENTURE: Quatre jours dans le Hoggar sans réseau, à dormir sous les étoiles avec le guide touareg. J'ai jamais eu aussi peu et été aussi bien.
DESTINATION_SPECIFIC: Le Vieux-Québec est la seule ville d'Amérique du Nord au nord du Mexique qui a gardé ses fortifications.
DESTINATION_SPECIFIC: Gorée se visite en une demi-journée : chaloupe au départ du port de Dakar à peu près toutes les heures, et la Maison des Esclaves ferme le lundi.
TRAVEL_TIPS: En train de nuit : bouchons d'oreilles, chaussettes chaudes et une bouteille d'eau, la clim est toujours trop forte.
ENVIRONMENTAL_ISSUES: Mon grand-père ramenait des sardines à pleines pirogues. Aujourd'hui les bateaux de Soumbédioune reviennent à moitié vides.
ECO_FRIENDLY_PRACTICES: bocaux pour le vrac, sac en tissu dans la voiture, et on a enfin installé le composteur au fond du jardin
CONSERVATION_EFFORTS: Les bénévoles de l'association ont replanté deux mille palétuviers dans le delta du Saloum cette saison.
CONSERVATION_EFFORTS: Depuis que la pêche est interdite dans cette partie du lac Saint-Pierre, la perchaude revient, lentement.
POLICY_ADVOCACY: La pétition contre l'extension de l'aéroport a dépassé les 30 000 signatures. Rendez-vous devant la préfecture samedi à 14 h.
PERSONAL_IMPACT: J'ai calculé mon empreinte : mon aller-retour Montréal–Paris pèse plus lourd que toute une année de char.
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
TASKS_ACTIONS: Mañana: llevar el coche a la ITV, llamar a la abuela por lo del domingo, pagar la luz.
TASKS_ACTIONS: De la reunión del lunes: Itziar manda el presupuesto al cliente, yo reviso los planos antes del jueves.
METHODS_TECHNIQUES: Anoto todo lo que se me pasa por la cabeza en una sola lista y el domingo decido qué va a cada día. Desde entonces duermo mejor.
TOOLS_RESOURCES: El calendario compartido nos salvó el restaurante: cada cocinero ve sus turnos y los pedidos a proveedores en el celular.
MINDSET_HABITS: Cuando una tarea me aburre, de repente me entran unas ganas enormes de limpiar la cocina. Ahí sé que estoy huyendo.
OUTCOMES: Balance de marzo: 42 pedidos despachados, cero devoluciones, y salimos a las siete todos los días. Eso sí es avanzar.
DEVELOPMENT_CODING: Si necesitas un comentario para explicar qué guarda la variable, mejor cámbiale el nombre. — revisión de código
DEVELOPMENT_CODING: primero que funcione, después que se lea bien, al final que sea rápido. en ese orden, cuate
HARDWARE_DEVICES: Le cambié el disco duro a la laptop de mi tía por uno sólido y ahora prende en veinte segundos.
DATA_AI: los datos vienen sucios, la mitad de las fechas en formato gringo y la otra mitad al revés. antes de entrenar nada hay q limpiar eso
CYBERSECURITY: Me llegó un SMS "del banco" pidiendo confirmar la clave. El banco nunca pide la clave. Borrado y denunciado.
TRENDS_INNOVATION: En diez años los talleres mecánicos de Santiago van a tener que aprender a reparar motores eléctricos o van a cerrar.
STRATEGY_PLANNING: No vamos a competir con el súper en precio. Vamos a ser la tienda del barrio donde te fían y te conocen por tu nombre. Todo lo demás sale de ahí.
STRATEGY_PLANNING: Plan a tres años: primero consolidar Bilbao, luego abrir en Donostia, y sólo después pensar en Madrid.
FINANCE_ACCOUNTING: Cierre del trimestre: tres facturas a la municipalidad impagas desde hace 90 días y el margen bruto bajó dos puntos.
MARKETING_SALES: La gente no compra tu empanada, compra el recuerdo de la de su abuela. Véndele eso.
MANAGEMENT_LEADERSHIP: El jefe de cocina que grita tiene miedo. El que enseña tiene equipo.
OPERATIONS_LOGISTICS: El cuello de botella no está en la bodega sino en el despacho: un solo camión para todo Miraflores y Surco.
PHYSICAL_HEALTH: Dos meses nadando tres veces por semana y ya hago 1500 metros sin parar. Y subo al cuarto piso sin ahogarme.
MENTAL_HEALTH: Mi terapeuta me dijo que la tristeza no se arregla, se acompaña. Llevo semanas pensando en eso.
WELLNESS_LIFESTYLE: Desde que ceno antes de las nueve y dejo el celular en la sala, me duermo sin darle vueltas a nada.
MEDICAL_SCIENTIFIC: Según el ensayo, la vacuna redujo las hospitalizaciones en un 80 % en mayores de 65 años.
SPECIFIC_AREAS: Embarazo, semana 24: la matrona dice que sigo con el hierro, y nada de embutido crudo ni queso sin pasteurizar.
SPECIFIC_AREAS: Lumbago otra vez. Doblar las rodillas al levantar las cajas de naranjas, no la espalda. Fisio los martes. — huerta de Alzira
CONCEPTS_THEORIES: El sesgo de confirmación: no buscamos la verdad, buscamos lo que confirma lo que ya creíamos, y descartamos lo demás sin darnos cuenta.
STUDY_MEMORIZATION: Para el examen de anatomía: repaso las fichas al día siguiente, a los tres días y a la semana. Lo que se me olvida vuelve al principio del mazo.
SKILLS_DEVELOPMENT: El profe de bandoneón me dijo que no toque el tango entero hasta que los cuatro compases difíciles me salgan diez veces seguidas.
RESOURCES_MATERIALS: Para el que quiera aprender contabilidad desde cero: el curso gratuito en línea de la UNAM es mejor que cualquier libro que compré.
UNDERSTANDING_APPLICATION: Sabía de memoria qué es la fotosíntesis, pero lo entendí de verdad cuando vi por qué se me morían las lechugas en el rincón sin sol del huerto.
SUBJECT_SPECIFIC: La batalla de Ayacucho, en diciembre de 1824, selló la independencia del Perú y prácticamente la de toda Sudamérica.
SELF_AWARENESS: Me doy cuenta de que me enojo más con los demás los días en que no estoy conforme conmigo mismo.
GOAL_SETTING_ACHIEVEMENT: Meta para diciembre: terminar el técnico y sacar la licencia de conducir. Con fecha, no con "algún día".
EMOTIONAL_INTELLIGENCE: Cuando mi hija llega gritando del colegio ya no le grito de vuelta: le pregunto qué le pasó antes de llegar a casa.
EMOTIONAL_INTELLIGENCE: Aprendí a decir "estoy frustrado" en vez de cerrar la puerta de un portazo. Cambia todo.
MINDSET_GROWTH: Reprobé el examen de oposición dos veces. La tercera ya sabía exactamente dónde me había equivocado, y pasé. — abogada, Ciudad de México
HABITS_ROUTINES: Cada mañana, antes del primer mate, diez minutos de estiramientos. Sin excusas, ni los domingos.
PERSONAL_FINANCE: Apenas cobro, separo el 10 % en otra cuenta. Lo que no veo, no lo gasto.
INVESTING: Comprar un poquito de fondo indexado cada mes, suba o baje la bolsa, y no mirar el saldo todos los días.
FINANCIAL_LITERACY: Con una inflación del 100 % anual, guardar pesos bajo el colchón es perder la mitad en un año. Acá eso lo aprendés de chico.
RETIREMENT_PLANNING: Tengo 48 y recién revisé mi AFP: con lo que llevo, la pensión no me alcanza ni para el arriendo. Tengo que hacer ahorro voluntario ya.
TAXES: Ojo autónomos: el IVA del trimestre se presenta antes del 20 de abril, y los gastos del local se pueden deducir si tienes factura.
TAXES: Si trabajas a honorarios te retienen un porcentaje de cada boleta, y en la operación renta de abril te devuelven lo que te retuvieron de más.
INTERPERSONAL_RELATIONSHIPS: Mi papá y yo no sabemos hablar, pero sabemos arreglar el motor juntos. Esa es nuestra forma de estar.
COMMUNICATION_SKILLS: Con el cliente: primero escuchar toda la historia, después resumírsela con sus propias palabras, y recién ahí hablar de leyes. — abogado, Lima
CONFLICT_RESOLUTION: Lo del lindero con el vecino lo arreglamos midiendo juntos con una cinta y una botella de vino, no con abogados.
RELATIONSHIP_BUILDING: Cuando llegué a Santiago no conocía a nadie. Me metí al club de fútbol del barrio y a los seis meses ya tenía compadres.
RELATIONSHIP_BUILDING: La confianza se gana en gotas y se pierde a baldes. — mi abuela, La Habana
FEEDBACK: Les pedí a mis alumnos que me evaluaran de forma anónima. Lo que más dolió fue lo más útil: "explica muy rápido y no espera preguntas".
CREATIVE_PROCESS: Escribo el primer borrador malo a propósito. El bueno sale del tercero.
CREATIVE_PROCESS: Las ideas me llegan caminando por la Concha, nunca sentado frente al cuaderno. Así que ahora camino con el cuaderno.
ART_FORMS: El son cubano nació de juntar la guitarra española con los tambores africanos; sin esa mezcla no habría salsa.
ARTISTIC_TECHNIQUES: Para el voicing en el piano: la tercera y la séptima en la mano izquierda, y la melodía siempre arriba en la derecha.
ART_APPRECIATION: Frente al mural de Rivera en Palacio Nacional hay que pararse lejos primero: de cerca ves caras, de lejos ves la historia entera.
EXPRESSION: Bailo flamenco cuando no sé decir lo que me pasa. El zapateado dice lo que la boca no.
TRAVEL_PLANNING: Vuelo a Cusco comprado. Falta reservar el tren a Aguas Calientes y las entradas a Machu Picchu, que se agotan con meses de anticipación.
CULTURAL_EXPERIENCES: En Marrakech aprendí que regatear no es pelear: es una conversación, y si pagas el primer precio ofendes un poco al vendedor.
CULTURAL_EXPERIENCES: El txoko no es un bar, es una sociedad gastronómica: los socios cocinan, y si te invitan no pagas, pero friegas.
EXPLORATION_ADVENTURE: Cinco días cruzando el Salar de Uyuni en jeep, sin señal, con el guía y una bolsa de hojas de coca para la altura.
DESTINATION_SPECIFIC: Valparaíso tiene más de cuarenta cerros, y los ascensores siguen subiendo del plan a los cerros como hace más de cien años.
TRAVEL_TIPS: Consejo para Cuba: lleva efectivo en billetes chicos y nunca cambies en el aeropuerto, que es donde peor te lo pagan.
ENVIRONMENTAL_ISSUES: En la huerta de mi abuelo, en verano, las luciérnagas se contaban por cientos. Este año no vi ni una.
ECO_FRIENDLY_PRACTICES: En casa separamos lo orgánico para la compostera del patio y compramos legumbres a granel con nuestros propios frascos.
CONSERVATION_EFFORTS: Los voluntarios trasladaron 300 huevos de tortuga a un vivero en la playa y los cuidaron hasta que nacieron.
POLICY_ADVOCACY: Mañana a las 10 en la plaza, firmamos la petición contra la mina en la cabecera del río. Ya van 25 000 firmas.
POLICY_ADVOCACY: La nueva ley de plásticos de un solo uso entra en vigor en enero; las bolsas del mercado van a tener que ser compostables.
PERSONAL_IMPACT: Dejé de comer carne de res entre semana. Según la calculadora, es lo que más baja mi huella, más que apagar luces.
`,
  it: `
TASKS_ACTIONS: domani: ritirare la raccomandata in posta, chiamare l'idraulico per il lavandino, pagare la mensa di Giulia
TASKS_ACTIONS: Dalla riunione di lunedì: Marco manda il preventivo al cliente entro giovedì, io sistemo le slide, Chiara prenota la sala per il 14.
METHODS_TECHNIQUES: Venticinque minuti col timer a forma di pomodoro, cinque di pausa. Dopo quattro giri, mezz'ora di stacco. Sembra una sciocchezza e invece funziona.
METHODS_TECHNIQUES: Il lunedì mattina blocco in agenda le fasce per ogni cosa, come fossero appuntamenti dal dentista: nessuno me le può spostare, nemmeno io.
TOOLS_RESOURCES: Ho mollato le app e sono tornata al quadernino a puntini con la penna a quattro colori. Tutto lì dentro, dalla spesa ai turni in reparto.
TOOLS_RESOURCES: ragazzi vi consiglio Todoist, la versione gratis basta e avanza, si sincronizza col telefono e col pc dell'ufficio
MINDSET_HABITS: Ogni volta che devo mettermi sulla tesi mi ritrovo a pulire il forno. Il forno non è mai stato così pulito.
MINDSET_HABITS: Il telefono in un'altra stanza vale più di qualsiasi buona intenzione. — dal podcast di Il Post
OUTCOMES: A fine mese conto le pratiche chiuse, non le ore passate in ufficio. Questo trimestre 42, contro le 30 di quello prima.
OUTCOMES: Non conta quanto sei stato impegnato, conta cosa hai consegnato.
DEVELOPMENT_CODING: Prima di fare il merge su main lancia i test in locale. Sempre. Anche il venerdì alle sei.
DEVELOPMENT_CODING: Il codice si scrive una volta e si legge cento: scegli nomi di variabili che fra sei mesi capirai ancora.
HARDWARE_DEVICES: Il portatile scaldava come un ferro da stiro: cambiata la pasta termica sul processore e adesso la ventola quasi non si sente.
HARDWARE_DEVICES: Mio nonno a Catania si è preso un telefono coi tasti grandi e la batteria che dura una settimana, è felicissimo.
DATA_AI: Un modello addestrato su dati sporchi impara benissimo lo sporco.
DATA_AI: appunti corso: la regressione logistica non è una regressione, è un classificatore. occhio all'overfitting quando le feature sono più delle righe
CYBERSECURITY: La banca non ti chiederà mai il codice arrivato via SMS. Se qualcuno te lo chiede, non è la banca.
CYBERSECURITY: Attivata la verifica in due passaggi su tutto, anche sulla mail vecchia che non apro da anni.
TRENDS_INNOVATION: Fra dieci anni guidare con le proprie mani sembrerà strano come oggi accendere la stufa a carbone. — Corriere della Sera
TRENDS_INNOVATION: Le startup che vincono di solito non inventano niente: arrivano nel momento in cui una tecnologia è finalmente pronta per tutti.
STRATEGY_PLANNING: Scegliere cosa non fare è la parte più difficile di ogni strategia.
STRATEGY_PLANNING: Piano per il negozio di Lugano: entro due anni apriamo la vendita online e togliamo le linee che non girano. Se va, nel 2027 secondo punto vendita a Bellinzona.
FINANCE_ACCOUNTING: Fatture di marzo ancora da incassare: tre. Sollecitare il ristorante di via Toledo, siamo a sessanta giorni.
FINANCE_ACCOUNTING: Il fatturato è vanità, l'utile è sanità, la cassa è realtà.
MARKETING_SALES: Il cliente non compra il trapano, compra il buco nel muro.
MARKETING_SALES: Da quando mettiamo le foto delle pizze su Instagram all'ora di pranzo, il giovedì sera la sala è piena.
MANAGEMENT_LEADERSHIP: Un buon capo si prende la colpa e regala il merito.
MANAGEMENT_LEADERSHIP: nota per il one-to-one: chiedere a Luca come sta davvero, non solo a che punto è col progetto
OPERATIONS_LOGISTICS: Il magazzino di Piacenza spedisce entro le 14 per la consegna il giorno dopo; gli ordini arrivati più tardi slittano di 24 ore.
OPERATIONS_LOGISTICS: Ogni passaggio di mano in un processo è un punto in cui qualcosa si perde.
PHYSICAL_HEALTH: Da quando faccio le scale a piedi fino al quinto piano non ho più il fiatone quando gioco coi nipoti.
PHYSICAL_HEALTH: Mezz'ora di camminata svelta ogni giorno vale più di un abbonamento in palestra mai usato.
MENTAL_HEALTH: Non è pigrizia se da tre settimane non riesci ad alzarti dal letto. Parlane con qualcuno, anche solo col medico di base.
MENTAL_HEALTH: L'ansia mi dice sempre che succederà il peggio. Ha sbagliato ogni singola volta.
WELLNESS_LIFESTYLE: Il telefono dorme in cucina e io mi addormento prima delle undici.
WELLNESS_LIFESTYLE: La domenica pomeriggio niente mail, niente spesa: passeggiata sul lungomare di Mergellina e un libro.
MEDICAL_SCIENTIFIC: Lo studio ha seguito dodicimila pazienti per dieci anni: chi prendeva il farmaco aveva il 20% di infarti in meno rispetto al placebo.
MEDICAL_SCIENTIFIC: Gli antibiotici contro i virus non servono a niente. Il raffreddore passa in una settimana, con o senza.
SPECIFIC_AREAS: Il fisioterapista dice: ginocchia piegate quando sollevo le cassette di frutta, mai la schiena curva, sennò la lombare mi blocca di nuovo.
SPECIFIC_AREAS: Glicemia a digiuno di nuovo a 130. Meno pane e pasta la sera, ricontrollare fra un mese dal diabetologo.
CONCEPTS_THEORIES: L'effetto Dunning-Kruger: chi sa poco tende a sopravvalutarsi, proprio perché non sa quanto non sa.
CONCEPTS_THEORIES: La mano invisibile di Smith non parla di bontà: ognuno pensa al proprio interesse e, senza volerlo, ne nasce un vantaggio per tutti.
STUDY_MEMORIZATION: Ripassare a intervalli crescenti: il giorno dopo, dopo tre giorni, dopo una settimana. La maturità si prepara così, non la notte prima.
STUDY_MEMORIZATION: Per l'esame di anatomia mi ripeto i nervi cranici con la filastrocca che ci ha dato il prof, funziona davvero.
SKILLS_DEVELOPMENT: Per imparare la chitarra non bastano i video: dieci minuti ogni giorno valgono più di tre ore la domenica.
SKILLS_DEVELOPMENT: Il primo anno di cucito ho rovinato metri di stoffa. Adesso i pantaloni ai bambini li faccio da sola.
RESOURCES_MATERIALS: Il libro di fisica dell'Amaldi resta il migliore, e usato si trova a pochi euro.
RESOURCES_MATERIALS: Consiglio a tutti i corsi gratuiti di Federica, la piattaforma della Federico II: statistica spiegata chiara e con esercizi svolti.
UNDERSTANDING_APPLICATION: Una cosa l'hai capita davvero solo quando riesci a usarla in un problema che sul libro non c'era.
SUBJECT_SPECIFIC: Il congiuntivo si usa dopo i verbi di opinione: penso che sia, non penso che è.
SELF_AWARENESS: Mi arrabbio con gli altri soprattutto quando in realtà sono deluso da me stesso.
SELF_AWARENESS: Conosci te stesso, diceva l'oracolo. Io ci ho messo quarant'anni per capire che le feste non mi piacciono e non c'è niente di male.
GOAL_SETTING_ACHIEVEMENT: Un obiettivo senza una data è solo un desiderio.
GOAL_SETTING_ACHIEVEMENT: Ho scritto sul frigo cosa voglio aver fatto entro dicembre, e ogni mese spunto quello che ho raggiunto.
EMOTIONAL_INTELLIGENCE: Prima di rispondere a quel messaggio mi sono chiesta cosa provava lei, non solo cosa provavo io.
EMOTIONAL_INTELLIGENCE: Dare un nome a quello che senti, rabbia, vergogna o paura, gli toglie metà del suo potere.
MINDSET_GROWTH: Non ho fallito. Ho solo trovato diecimila modi che non funzionano. — Edison
MINDSET_GROWTH: bocciato all'esame della patente due volte. alla terza sapevo esattamente dove sbagliavo, e l'ho passata senza un errore
HABITS_ROUTINES: Ogni mattina alle sei e mezza: un bicchiere d'acqua, letto rifatto, dieci minuti di diario. Poi il caffè.
HABITS_ROUTINES: Le abitudini piccole attaccano meglio se le agganci a una che hai già: dopo che mi lavo i denti, cinque flessioni.
PERSONAL_FINANCE: Appena arriva lo stipendio, 200 euro vanno sul conto a parte. Quello che resta è quello che posso spendere.
PERSONAL_FINANCE: Finito di pagare la rata della macchina! Adesso quei soldi li metto da parte per gli imprevisti.
INVESTING: Comprare un ETF sull'indice mondiale e non guardarlo per vent'anni: noioso, ma batte quasi tutti.
INVESTING: Il mercato può restare irrazionale più a lungo di quanto tu possa restare solvibile. — Keynes
FINANCIAL_LITERACY: Con l'inflazione al 5%, i mille euro sotto il materasso fra un anno ne valgono circa 950.
FINANCIAL_LITERACY: Quello che conta è il TAEG, non il tasso che ti sbandierano in vetrina.
RETIREMENT_PLANNING: Mio padre dice di cominciare col fondo pensione a 25 anni, non a 45 come ha fatto lui.
RETIREMENT_PLANNING: Col sistema contributivo l'assegno sarà forse il 60% dell'ultimo stipendio: il resto bisogna metterselo da parte da soli.
TAXES: F24 entro il 16: IMU della seconda casa. Ricordarsi gli scontrini della farmacia per il 730.
TAXES: Il commercialista dice che col forfettario pago il 15% sul reddito calcolato col coefficiente, conviene restare sotto gli 85 mila.
INTERPERSONAL_RELATIONSHIPS: Con mia sorella ci sentiamo poco, ma quando ci vediamo è come se non fosse passato un giorno.
INTERPERSONAL_RELATIONSHIPS: In un matrimonio non ci si sceglie una volta sola, ci si sceglie ogni mattina.
COMMUNICATION_SKILLS: Ascolta per capire, non per rispondere.
COMMUNICATION_SKILLS: Dire "mi sono sentita ignorata" invece di "tu non mi ascolti mai" cambia tutta la conversazione.
CONFLICT_RESOLUTION: Quando si litiga si parla di una cosa sola. Non si tira fuori il Natale del 2019.
CONFLICT_RESOLUTION: Io e il mio socio abbiamo deciso così: se non siamo d'accordo, ognuno scrive la sua proposta e ci dormiamo sopra una notte prima di decidere.
RELATIONSHIP_BUILDING: Appena trasferita a Milano non conoscevo nessuno. Mi sono iscritta al coro del quartiere e adesso ho il gruppo del giovedì.
RELATIONSHIP_BUILDING: La fiducia si costruisce a gocce e si perde a secchiate.
FEEDBACK: Al colloquio di fine anno la responsabile mi ha detto che nelle riunioni interrompo sempre. Mi ha bruciato, ma aveva ragione.
FEEDBACK: Una critica fatta bene dice cosa è successo, che effetto ha avuto e cosa fare la prossima volta.
CREATIVE_PROCESS: L'ispirazione esiste, ma deve trovarti al lavoro. — Picasso
CREATIVE_PROCESS: Prima stesura brutta e velocissima, senza rileggere. La si aggiusta dopo, a mente fredda.
ART_FORMS: Il melodramma è nato in Italia: musica, teatro e poesia nello stesso spettacolo.
ART_FORMS: Il fumetto non è un genere minore: è una forma a sé, con un linguaggio fatto di vignette, spazi bianchi e silenzi.
ARTISTIC_TECHNIQUES: Nella prospettiva centrale tutte le linee di fuga convergono in un solo punto, all'altezza dell'orizzonte.
ARTISTIC_TECHNIQUES: Acquerello: prima bagni la carta, poi lasci cadere il colore. Bagnato su bagnato non controlli tutto, e va bene così.
ART_APPRECIATION: Davanti al Caravaggio di San Luigi dei Francesi ci sono rimasta mezz'ora. La luce entra da una finestra che nel quadro non c'è.
ART_APPRECIATION: Un disco, la prima volta, va ascoltato tutto di fila, senza saltare le canzoni.
EXPRESSION: Quando non riesco a dirlo a voce, lo scrivo. Il diario sa di me cose che nessuno sa.
EXPRESSION: Ballo per dire quello che non ho parole per dire.
TRAVEL_PLANNING: Agosto in Puglia: prenotare la masseria entro febbraio, il traghetto per le Tremiti a maggio.
TRAVEL_PLANNING: Sicilia in 10 giorni: 3 Palermo, 2 Cefalù, 3 Siracusa, 2 Taormina. Macchina a noleggio da Punta Raisi.
CULTURAL_EXPERIENCES: In Giappone nessuno lascia la mancia, e se ci provi ti rincorrono per strada per restituirtela.
CULTURAL_EXPERIENCES: A cena da una famiglia a Marrakech abbiamo mangiato con le mani dallo stesso piatto. Non mi ero mai sentita così accolta.
EXPLORATION_ADVENTURE: Tre giorni sul sentiero senza campo, solo noi, le capre e una tenda che perdeva.
EXPLORATION_ADVENTURE: Il viaggio vero comincia dove finisce l'asfalto.
DESTINATION_SPECIFIC: Matera: i Sassi sono stati abitati per millenni, e negli anni Cinquanta li hanno svuotati per legge.
DESTINATION_SPECIFIC: Lisbona è costruita su sette colli e il tram 28 se li fa quasi tutti.
TRAVEL_TIPS: In aereo metti un cambio completo nel bagaglio a mano. La valigia può arrivare due giorni dopo, tu no.
TRAVEL_TIPS: consiglio: scaricate le mappe offline prima di partire, in montagna il segnale è un miragio
ENVIRONMENTAL_ISSUES: Il ghiacciaio della Marmolada ha perso più di metà del suo volume in settant'anni.
ENVIRONMENTAL_ISSUES: Da bambino a Mondello l'acqua era trasparente. Ieri ho contato più bottiglie che pesci.
ECO_FRIENDLY_PRACTICES: In balcone abbiamo messo una compostiera: bucce e fondi di caffè diventano terra per i pomodori.
ECO_FRIENDLY_PRACTICES: Borraccia e borsa di tela sempre dietro, e il ferro da stiro rotto l'ho fatto aggiustare invece di ricomprarlo.
CONSERVATION_EFFORTS: Grazie al Parco d'Abruzzo l'orso marsicano non si è estinto, anche se ne restano una sessantina.
CONSERVATION_EFFORTS: sabato volontariato a Lampedusa: recintare i nidi delle tartarughe sulla spiaggia dei Conigli
POLICY_ADVOCACY: Firmata la petizione per vietare i nuovi allevamenti intensivi in regione. Servono 50.000 firme entro giugno.
POLICY_ADVOCACY: La nuova norma europea obbliga i produttori a rendere riparabili gli elettrodomestici per anni. Senza la pressione delle associazioni non sarebbe mai passata.
PERSONAL_IMPACT: Ho fatto il conto della mia impronta di carbonio: il volo per New York da solo pesa più di un anno di macchina.
PERSONAL_IMPACT: Da quando non mangio più carne tutti i giorni, la mia parte di emissioni è calata di un terzo.
TASKS_ACTIONS: domani: ritirare le raccomandate in posta, chiamare l'idraulico per la caldaia, mandare a Gianni il preventivo firmato
METHODS_TECHNIQUES: Venticinque minuti col timer da cucina a forma di pomodoro, poi cinque di pausa. Al quarto giro mi alzo e vado a fare il caffè. Funziona anche in bottega.
TOOLS_RESOURCES: Ho buttato tre app e sono tornato al quadernetto a quadretti con la penna legata allo spago: in cantiere il telefono si sporca, la carta no.
MINDSET_HABITS: "Ogni volta che apro la mail 'solo un attimo', perdo mezz'ora e il filo." — appunti dal podcast del lunedì
MINDSET_HABITS: rimando rimando rimando e poi la sera alle undici sono lì a scrivere la tesina con l'ansia. basta.
OUTCOMES: Bilancio del trimestre: chiusi 14 ordini su 20 previsti, due clienti nuovi, zero resi. Non male per un reparto di tre persone.
DEVELOPMENT_CODING: Il bug era un indice che partiva da uno invece che da zero. Due giorni persi per un ciclo for. — diario del tirocinio, Trieste
HARDWARE_DEVICES: Ho cambiato la batteria al portatile del nonno: dieci euro e un cacciavite a stella, e va ancora come un treno.
DATA_AI: Un modello addestrato solo sulle foto di Milano non riconoscerà mai le strade di un paese calabrese: i dati che gli dai sono tutto il mondo che conosce.
DATA_AI: il prof ha detto che se il foglio excel ha metà delle righe vuote qualsiasi previsione è aria fritta
CYBERSECURITY: Zia, se ti arriva un SMS delle Poste che dice che il conto è bloccato e c'è un link, NON cliccare. Chiamami prima.
TRENDS_INNOVATION: Fra dieci anni i pannelli solari si stamperanno come i giornali, dice l'articolo. Mio padre diceva lo stesso del telefono senza fili, e aveva ragione.
STRATEGY_PLANNING: Riunione soci: nei prossimi tre anni smettiamo di inseguire i supermercati e puntiamo solo su enoteche e ristoranti della Liguria.
FINANCE_ACCOUNTING: Le fatture di marzo non sono ancora registrate e il commercialista vuole la prima nota entro venerdì. Il margine sulla focaccia è sceso al 12%.
MARKETING_SALES: "Non vendi un materasso, vendi le otto ore che ci passi sopra." — dal corso di vendita a Palermo
MARKETING_SALES: la vetrina col cartello scritto a mano ha portato più gente dei volantini. i turisti si fermano a fotografarla
MANAGEMENT_LEADERSHIP: Un capo che arriva per primo e se ne va per ultimo non insegna la dedizione: insegna che uscire alle sei è una colpa.
OPERATIONS_LOGISTICS: Il corriere passa alle 15; tutto quello che è imballato dopo le 14:30 parte il giorno dopo. Spostare il banco etichette vicino alla porta del magazzino.
PHYSICAL_HEALTH: Da quando faccio le scale a piedi fino al quinto piano non ho più il fiatone quando rincorro l'autobus. — nota, 3 marzo
MENTAL_HEALTH: Ci sono mattine in cui alzarmi è come spostare un armadio. La psicologa dice di non contare i giorni buoni ma di notare quelli meno pesanti.
WELLNESS_LIFESTYLE: Cena alle sette e mezza, passeggiata sul lungomare, niente schermi dopo le dieci. Da un mese mi sveglio prima della sveglia.
MEDICAL_SCIENTIFIC: Lo studio ha seguito 12.000 pazienti per otto anni: chi prendeva l'aspirina a basso dosaggio non aveva meno infarti del gruppo placebo.
SPECIFIC_AREAS: Il dottore dice che il mal di schiena della nonna viene dalla sedia della macchina da cucire. Cuscino dietro i lombi e pausa ogni ora.
SPECIFIC_AREAS: Glicemia a digiuno 126 per la seconda volta. Devo rifare l'emoglobina glicata e prenotare dal diabetologo.
CONCEPTS_THEORIES: Il paradosso di Jevons: quando una risorsa diventa più efficiente da usare, se ne consuma di più, non di meno.
STUDY_MEMORIZATION: Per l'esame di anatomia ripeto le ossa del carpo a voce alta sul traghetto per Messina, tutte le mattine, finché non le so a memoria.
SKILLS_DEVELOPMENT: Il maestro liutaio mi ha fatto piallare lo stesso pezzo d'abete per tre settimane. Solo adesso la mano sente la venatura prima dell'occhio.
RESOURCES_MATERIALS: Consiglio spassionato: le lezioni di analisi del prof su YouTube, quelle registrate a Genova nel 2015, valgono più di tre libri di testo.
UNDERSTANDING_APPLICATION: Avevo imparato le percentuali a scuola ma le ho capite davvero solo quando ho dovuto calcolare lo sconto sui ricambi per i clienti.
SUBJECT_SPECIFIC: La Repubblica di Venezia cadde nel 1797; con il trattato di Campoformio Napoleone la cedette all'Austria.
SELF_AWARENESS: Mi sono accorto che dico sì a tutti perché ho paura di non servire a niente. Scriverlo mi ha fatto male.
SELF_AWARENESS: "Chi guarda fuori sogna, chi guarda dentro si sveglia." — Carl Gustav Jung
GOAL_SETTING_ACHIEVEMENT: Obiettivo per i sessant'anni: prendere la patente nautica e portare mia moglie a Capraia. Ho comprato il libro dei quiz, un capitolo a settimana.
EMOTIONAL_INTELLIGENCE: Quando mio figlio sbatte la porta non è arrabbiato con me, è spaventato per l'esame. Ho imparato a leggere cosa c'è sotto prima di rispondere.
MINDSET_GROWTH: Il ristorante è fallito nel 2019. Oggi so che senza quel fallimento non avrei mai aperto la rosticceria che va. Gli sbagli sono la retta che paghi per imparare.
HABITS_ROUTINES: ogni mattina: acqua tiepida, dieci minuti di giornale, letto rifatto. se salto il letto la giornata va storta, non so perché
PERSONAL_FINANCE: Il giorno che arriva lo stipendio sposto 200 euro sul libretto prima di toccare qualsiasi altra cosa. Quello che resta è quello che c'è.
PERSONAL_FINANCE: ragazzi ho finito di pagare la rata della macchina!!! dopo 4 anni. stasera pizza, offro io
INVESTING: Comprare un ETF sull'indice mondiale e non guardarlo per vent'anni è noioso. È proprio per questo che funziona.
FINANCIAL_LITERACY: Con l'inflazione al 6% e il conto che rende lo 0,5%, i soldi fermi non sono al sicuro: si stanno restringendo.
RETIREMENT_PLANNING: Mio padre, ferroviere, diceva: "La pensione si costruisce a trent'anni, non a sessanta." Ho aperto il fondo complementare e ci ho messo il TFR.
TAXES: Entro il 30 settembre il 730 precompilato: ricordarsi gli scontrini della farmacia e gli interessi del mutuo per la detrazione.
INTERPERSONAL_RELATIONSHIPS: "Siamo sposati da quarantun anni. Il segreto? Due bagni." — nonno Beppe, Genova
COMMUNICATION_SKILLS: Prima di rispondere, ripeti con parole tue quello che l'altro ha detto. Metà delle discussioni finiscono lì.
COMMUNICATION_SKILLS: Nelle riunioni parlo troppo in fretta quando sono nervosa. Pausa, respiro, una frase alla volta. — nota per me
CONFLICT_RESOLUTION: Col vicino del piano di sopra, per la storia dell'infiltrazione, abbiamo chiesto un mediatore del comune. Un'ora al tavolo e abbiamo diviso la spesa a metà.
RELATIONSHIP_BUILDING: Da quando sono arrivato a Trieste ho conosciuto più gente al circolo di scacchi del giovedì che in due anni di ufficio.
FEEDBACK: Il capocantiere mi ha detto davanti a tutti che le piastrelle erano storte. Aveva ragione, ma dirmelo a quattr'occhi sarebbe servito di più.
CREATIVE_PROCESS: Le idee per le canzoni mi vengono in motorino, mai alla scrivania. Ho imparato a registrarmi un vocale a ogni semaforo.
ART_FORMS: Il cantastorie siciliano univa pittura, musica e racconto: il cartellone dipinto era lo schermo, la chitarra la colonna sonora.
ARTISTIC_TECHNIQUES: Per le velature a olio: colore molto diluito col medium, strato sottile, aspettare che asciughi del tutto prima del successivo.
ARTISTIC_TECHNIQUES: nel ritratto gli occhi stanno a metà della testa, non in alto come pensano tutti. prof di disegno, prima lezione
ART_APPRECIATION: Davanti alla Tempesta di Giorgione sono rimasta venti minuti. Nessuno sa cosa racconti, ed è forse per questo che non smetti di guardarla.
EXPRESSION: Scrivo in dialetto calabrese perché certe cose in italiano mi escono finte. La lingua di mia nonna dice il dolore senza vergogna.
TRAVEL_PLANNING: Agosto: treno notte fino a Vienna il 3, due notti, poi Budapest. Prenotare entro fine maggio, dopo i prezzi raddoppiano.
CULTURAL_EXPERIENCES: A Fez la famiglia che ci ospitava ci ha fatto mangiare con la mano destra dallo stesso piatto. Alla fine nessuno voleva alzarsi da tavola.
EXPLORATION_ADVENTURE: Sei giorni a piedi sull'Alta Via 1, tende e borracce, senza sapere dove avremmo dormito la sera dopo.
DESTINATION_SPECIFIC: A Trieste la bora può superare i 150 km/h: in alcune vie ci sono ancora le corde lungo i marciapiedi per tenersi.
DESTINATION_SPECIFIC: La Vucciria è stata dipinta da Guttuso nel 1974; il quadro oggi sta a Palazzo Steri, a due passi dal mercato vero.
TRAVEL_TIPS: Consiglio da zaino: una fotocopia del passaporto nella scarpa e una foto sul cloud. Mi ha salvato a Lisbona.
ENVIRONMENTAL_ISSUES: Il ghiacciaio della Marmolada ha perso gran parte del suo volume in un secolo. Mio nonno ci sciava d'estate.
ENVIRONMENTAL_ISSUES: In laguna d'estate l'acqua ormai arriva a 30 gradi e le vongole muoiono. I pescatori di Chioggia non se la ricordano così.
ECO_FRIENDLY_PRACTICES: Il compost sul balcone non puzza se metti cartone sotto ogni strato di bucce. Tre mesi e hai terra per i gerani.
CONSERVATION_EFFORTS: I volontari hanno recintato i nidi di Caretta sulla spiaggia di Isola di Capo Rizzuto: 73 piccoli arrivati al mare quest'anno.
POLICY_ADVOCACY: Abbiamo raccolto 4.000 firme contro le trivelle davanti alla costa. Lunedì le portiamo in Regione.
PERSONAL_IMPACT: Ho fatto il conto: tra il volo per Londra e la macchina, il mio anno pesa più di quanto risparmio con tutta la differenziata.
`,
  pt: `
TASKS_ACTIONS: amanhã: levar o carro na revisão, pagar a conta de luz, comprar fralda, ligar pra tia Nena
TASKS_ACTIONS: Reunião de sexta: o Rui envia a proposta ao cliente até dia 12, a Inês marca a visita à obra, eu atualizo o orçamento.
METHODS_TECHNIQUES: Tudo o que leva menos de dois minutos faz-se já. O resto vai para a lista. — David Allen, A Arte de Fazer Acontecer
METHODS_TECHNIQUES: Matriz de Eisenhower: urgente e importante eu faço, importante e não urgente eu agendo, urgente e não importante eu delego, o resto eu risco.
TOOLS_RESOURCES: Uso o Notion para os trabalhos da faculdade e um caderninho de papel para o dia a dia. O papel ganha sempre.
TOOLS_RESOURCES: gente, baixei o Forest, a arvorezinha morre se você mexer no celular. tô rindo mas funciona
MINDSET_HABITS: Deixei para amanhã, e amanhã deixei para segunda. Segunda já é dia 30.
MINDSET_HABITS: Não espere ter vontade. A vontade aparece depois de começar.
OUTCOMES: Balanço da semana: três capítulos revistos, dois relatórios entregues, zero reuniões inúteis.
OUTCOMES: Trabalhar muito não é o mesmo que produzir muito. Meça o que sai, não as horas que você ficou sentado.
DEVELOPMENT_CODING: Se o código precisa de um comentário a explicar o que faz, reescreve o código até o comentário deixar de ser preciso.
DEVELOPMENT_CODING: aprendi hoje: no Python, lista como argumento padrão é compartilhada entre as chamadas. usar None e criar dentro da função
HARDWARE_DEVICES: Trocar o HD do notebook velho por um SSD foi como comprar um computador novo por 200 reais.
HARDWARE_DEVICES: O telemóvel aquece muito quando carrega de noite. O técnico disse para tirar a capa e não usar carregadores da feira.
DATA_AI: Os algoritmos não são neutros: aprendem com aquilo que fizemos, incluindo os nossos preconceitos.
DATA_AI: Aula de ciência de dados: antes de treinar o modelo, separa 20% dos dados para teste e não lhes toques até ao fim.
CYBERSECURITY: Recebi SMS dos "Correios" dizendo que a encomenda ficou retida na alfândega. Era golpe, o link era esquisito.
CYBERSECURITY: A senha do wi-fi da loja ainda era a que veio no router. Trocada hoje, e a do painel de administração também.
TRENDS_INNOVATION: Em Luanda muita gente paga tudo pelo telemóvel antes de ter conta no banco. O futuro chegou por outro caminho.
TRENDS_INNOVATION: O Pix mudou o Brasil em dois anos: até o pipoqueiro da praça aceita.
STRATEGY_PLANNING: Focar é dizer não a cem outras boas ideias.
STRATEGY_PLANNING: Plano para a padaria: primeiro consolidar a freguesia do bairro, depois pensar na segunda loja na Boavista, e só em 2026 começar a vender para cafés.
FINANCE_ACCOUNTING: A margem bruta caiu de 38% para 31% porque a farinha subiu e nós não mexemos no preço do pão.
FINANCE_ACCOUNTING: Emitir nota fiscal de tudo, até das vendas pequenas. O contador quer o fechamento do mês até dia 5.
MARKETING_SALES: Ninguém quer ver anúncio. Querem ver gente como eles usando o produto.
MARKETING_SALES: A cliente voltou porque a gente lembrou do aniversário dela. Custo: uma mensagem no WhatsApp.
MANAGEMENT_LEADERSHIP: Um chefe manda. Um líder vai à frente. — dizia o meu avô, que foi capataz na Sorefame
MANAGEMENT_LEADERSHIP: Delegar não é largar a tarefa, é explicar o resultado que se quer e confiar no caminho que a pessoa escolher.
OPERATIONS_LOGISTICS: Os camiões saem do armazém da Maia às 5h; encomendas que entram depois das 16h só seguem no dia seguinte.
OPERATIONS_LOGISTICS: Reorganizámos a cozinha: a bancada agora segue a ordem de montagem do prato, e os pedidos saem em metade do tempo.
PHYSICAL_HEALTH: Desde que vou de bicicleta para o hospital, subo as escadas até ao terceiro piso sem parar a meio.
PHYSICAL_HEALTH: Força nas pernas é o que vai te manter independente aos 80. Agachamento todo dia, nem que seja sentando e levantando da cadeira.
MENTAL_HEALTH: Terapia não é coisa de gente louca, é para quem quer parar de carregar tudo sozinho.
MENTAL_HEALTH: Depois do plantão da noite na UTI eu chorava no carro antes de entrar em casa. Levei um ano para pedir ajuda.
WELLNESS_LIFESTYLE: Jantar cedo, caminhar até ao rio, ecrãs desligados às dez. Acordo antes do despertador.
WELLNESS_LIFESTYLE: Prato colorido, pouco açúcar, garrafa de água do lado do computador. Simples, e funciona.
MEDICAL_SCIENTIFIC: As vacinas de mRNA não entram no núcleo da célula nem mexem no nosso DNA.
MEDICAL_SCIENTIFIC: Um ensaio clínico com grupo placebo é o único jeito de saber se o remédio funciona ou se é só o tempo passando.
SPECIFIC_AREAS: Gravidez, 28 semanas: a médica pediu a curva glicémica e disse para dormir virada para o lado esquerdo.
SPECIFIC_AREAS: A rinite piora com o pó do tapete. Tirar o tapete do quarto e lavar as cortinas todo mês.
CONCEPTS_THEORIES: Para Piaget, a criança não é um adulto em miniatura: constrói o conhecimento por etapas, mexendo no mundo.
CONCEPTS_THEORIES: Ninguém educa ninguém, ninguém educa a si mesmo, os homens se educam entre si, mediatizados pelo mundo. — Paulo Freire
STUDY_MEMORIZATION: Estudar para a OAB: resolver provas antigas rende muito mais do que ler a lei seca três vezes.
STUDY_MEMORIZATION: Fecha o livro e tenta escrever tudo o que te lembras. Custa, mas é aí que a matéria fica.
SKILLS_DEVELOPMENT: Aprendi a tocar cavaquinho aos 60 anos. Meia hora por dia, calo nos dedos, e no Natal toquei para os netos.
SKILLS_DEVELOPMENT: Na oficina, o mestre deixou-me estragar três tábuas antes de me mostrar como se segura a plaina.
RESOURCES_MATERIALS: O canal do professor no YouTube explica biologia melhor do que o livro inteiro do colégio, recomendo demais.
RESOURCES_MATERIALS: Para quem quer aprender programação de graça: o CS50 tem legendas em português e os exercícios são ótimos.
UNDERSTANDING_APPLICATION: Saber a fórmula de cor não é saber matemática. Sabes quando consegues usá-la num problema que nunca viste.
SUBJECT_SPECIFIC: A independência do Brasil foi proclamada em 7 de setembro de 1822, às margens do riacho Ipiranga.
SELF_AWARENESS: Percebi que digo sim a tudo porque tenho medo que deixem de gostar de mim.
SELF_AWARENESS: Aquilo que mais me irrita nos outros é, quase sempre, o que não aceito em mim.
GOAL_SETTING_ACHIEVEMENT: Meta grande, passos pequenos: terminar o TCC até junho = uma página por dia, sem exceção.
GOAL_SETTING_ACHIEVEMENT: Para quem não sabe para onde vai, qualquer caminho serve.
EMOTIONAL_INTELLIGENCE: Quando o meu filho grita, respiro antes de gritar também. Ele está cansado, não está contra mim.
EMOTIONAL_INTELLIGENCE: Sentir a raiva a subir no corpo antes de ela chegar à boca. É aí que ainda dá para escolher.
MINDSET_GROWTH: Errar não é o contrário de aprender, é parte do caminho.
MINDSET_GROWTH: Fechei a primeira loja cheio de dívidas. A segunda abri sabendo tudo o que não se deve fazer, e está aberta há oito anos.
HABITS_ROUTINES: Todo dia às 6h: café, dez páginas de livro, e só depois o celular.
HABITS_ROUTINES: A rotina da noite decide a manhã: mochila pronta, roupa escolhida, loiça lavada.
PERSONAL_FINANCE: Regra que a minha mãe me ensinou: primeiro paga-te a ti. Assim que o ordenado cai, 10% vão logo para a poupança.
PERSONAL_FINANCE: Cancelei três streamings que eu nem via. Sobraram 90 reais por mês para quitar o cartão.
INVESTING: Tesouro Selic para a reserva, ações só com dinheiro que não vou precisar nos próximos cinco anos.
INVESTING: Diversificar é admitir que não sabes o futuro. E ninguém sabe, nem o teu gestor.
FINANCIAL_LITERACY: Juros compostos: os juros de hoje rendem juros amanhã. Por isso o rotativo do cartão é um buraco sem fundo.
FINANCIAL_LITERACY: O spread é a diferença entre o que o banco te paga pelo depósito e o que te cobra pelo empréstimo.
RETIREMENT_PLANNING: O INSS não vai dar conta de tudo. Comecei uma previdência privada aos 30 e devia ter sido antes.
RETIREMENT_PLANNING: Faltam sete anos para a reforma. Simular no site da Segurança Social quanto vou receber e ver se chega para a renda da casa.
TAXES: IRS: confirmar as faturas da farmácia e do ginásio no e-fatura, entregar até 30 de junho.
TAXES: Declaração do imposto de renda: não esquecer o informe de rendimentos da corretora e os recibos do dentista.
INTERPERSONAL_RELATIONSHIPS: Amizade de verdade é aquela em que dá para ficar calado no mesmo sofá sem ninguém se incomodar.
INTERPERSONAL_RELATIONSHIPS: Os meus pais estão casados há 45 anos. O segredo, diz a minha mãe, é cada um ter o seu canto da casa.
COMMUNICATION_SKILLS: Falar menos, perguntar mais. E esperar pela resposta sem encher o silêncio.
COMMUNICATION_SKILLS: Quando explico alguma coisa a um doente, peço que me repita por palavras dele. Se não consegue, a culpa é minha, não dele.
CONFLICT_RESOLUTION: A guerra com o vizinho por causa da garagem acabou quando nos sentámos os dois com a administração do condomínio e cada um cedeu um bocadinho.
CONFLICT_RESOLUTION: Numa briga, ataque o problema, não a pessoa.
RELATIONSHIP_BUILDING: Cheguei a Lisboa vinda de Luanda sem conhecer ninguém; foi o grupo de corrida de domingo que me deu amigos. Hoje as kotas do grupo já me tratam por filha.
RELATIONSHIP_BUILDING: Networking não é distribuir cartões, é lembrar o nome do filho da pessoa na próxima vez que a encontrar.
FEEDBACK: Elogio em público, correção em particular.
FEEDBACK: o feedback da professora sobre a minha apresentação: bom conteúdo, mas falei olhando para os slides e não para a turma
CREATIVE_PROCESS: Escrevo de manhã, antes que o mundo acorde e me diga o que devo pensar.
CREATIVE_PROCESS: Toda ideia boa começa como uma ideia ridícula que ninguém matou cedo demais.
ART_FORMS: O fado nasceu nos bairros de Lisboa, entre marinheiros e tabernas, muito antes de chegar às salas de concerto.
ART_FORMS: O cordel nordestino junta poesia, xilogravura e feira: é literatura que se vende pendurada num barbante.
ARTISTIC_TECHNIQUES: No azulejo, o azul de cobalto pinta-se sobre o vidrado ainda cru, e só depois vai ao forno.
ARTISTIC_TECHNIQUES: Violão na bossa nova: o polegar marca o baixo e os outros dedos tocam o acorde no contratempo.
ART_APPRECIATION: Fiquei parada diante do Abaporu e percebi que o quadro é muito mais estranho ao vivo: aquele pé enorme, a cabecinha minúscula.
ART_APPRECIATION: Para ouvir Villa-Lobos, feche os olhos e procure o trenzinho caipira no meio dos violinos.
EXPRESSION: Escrever foi a única forma que encontrei de dizer à minha mãe o que nunca lhe disse em vida.
EXPRESSION: No muro da escola os meninos grafitaram o que sentem sobre o bairro. Ninguém mandou, saiu.
TRAVEL_PLANNING: Roteiro Chapada Diamantina: 5 dias, base em Lençóis, contratar guia para o Vale do Pati com antecedência.
TRAVEL_PLANNING: Verão: comprar o passe interrail antes de março, e ver autocarros para Madrid, já que o comboio noturno acabou.
CULTURAL_EXPERIENCES: Em Salvador, no 2 de fevereiro, desci até ao mar com as flores para Iemanjá e fui recebida como se fosse da família.
CULTURAL_EXPERIENCES: Em Marrocos o chá de menta oferece-se três vezes; recusar o primeiro copo é falta de educação.
EXPLORATION_ADVENTURE: Dormimos na rede, no barco, subindo o rio Negro. Três dias sem ver uma estrada.
EXPLORATION_ADVENTURE: Subir o Pico de madrugada com a lanterna na testa e ver o sol sair do mar por cima das nuvens.
DESTINATION_SPECIFIC: O Porto tem seis pontes sobre o Douro, e a D. Luís foi projetada por um antigo sócio de Eiffel.
DESTINATION_SPECIFIC: O Recife é chamado de Veneza brasileira por causa dos rios e das pontes que cortam a cidade.
TRAVEL_TIPS: Em Lisboa, comprem o cartão Viva Viagem e carreguem em modo zapping: sai mais barato do que pagar o bilhete no elétrico.
TRAVEL_TIPS: Dica: tirem foto do passaporte e mandem para o próprio e-mail. Se perderem, o consulado agradece.
ENVIRONMENTAL_ISSUES: A Amazônia perde floresta a um ritmo de vários campos de futebol por minuto nos piores meses.
ENVIRONMENTAL_ISSUES: O mar subiu e a praia onde eu brincava em Olinda virou um muro de pedras.
ECO_FRIENDLY_PRACTICES: Lá em casa separamos o lixo em quatro baldes e o óleo da fritura vai numa garrafa para o oleão.
ECO_FRIENDLY_PRACTICES: Levo a minha caixa para a peixaria. O senhor já nem me oferece saco.
CONSERVATION_EFFORTS: O projeto Tamar salvou as tartarugas marinhas do litoral: pescadores que antes as comiam hoje vigiam os ninhos.
CONSERVATION_EFFORTS: O lince-ibérico esteve quase extinto; com a reintrodução no Vale do Guadiana voltou a haver crias em Portugal.
POLICY_ADVOCACY: Assinei a petição contra a mina de lítio no Barroso. A consulta pública termina sexta.
POLICY_ADVOCACY: Sem pressão dos eleitores, nenhum deputado vota a lei do clima. Escreve ao teu.
PERSONAL_IMPACT: Fiz as contas: as minhas viagens de avião deste ano emitiram mais do que o carro em três anos.
PERSONAL_IMPACT: Um banho de 20 minutos por dia gasta mais água do que a minha avó usava na semana inteira lá no sertão.
TASKS_ACTIONS: amanhã sem falta: levar o carro na revisão, pagar a conta de luz, mandar o orçamento pro cliente de Curitiba
METHODS_TECHNIQUES: Bloqueio a agenda de manhã: das 8h às 10h ninguém marca nada comigo. As reuniões ficam todas para depois do almoço.
TOOLS_RESOURCES: Troquei o caderninho pelo Trello e a equipa finalmente vê o que falta fazer sem me perguntar.
MINDSET_HABITS: Deixo o telemóvel noutra divisão quando tenho de escrever. Se está à vista, pego nele de três em três minutos.
MINDSET_HABITS: "A preguiça anda tão devagar que a pobreza logo a alcança." — provérbio que a minha avó de Braga repetia
OUTCOMES: No fim do mês contei: 23 peças de cerâmica acabadas, 17 vendidas na feira. No mês passado foram 9.
DEVELOPMENT_CODING: passei a madrugada toda atrás de um erro e era uma vírgula no JSON. vida de programador
DEVELOPMENT_CODING: "Código é lido muito mais vezes do que é escrito." — anotação da palestra; nome de variável importa
HARDWARE_DEVICES: O telemóvel do meu pai na Praia ainda é daqueles de teclas; a bateria dura uma semana e aguenta quedas no chão da oficina.
DATA_AI: O chatbot da loja respondeu com toda a confiança um horário que não existe. Essas máquinas não sabem que não sabem.
CYBERSECURITY: Mudei todas as senhas depois do vazamento: agora uso frases compridas e a verificação em duas etapas no banco.
TRENDS_INNOVATION: Em Fortaleza já tem vendedor de tapioca aceitando Pix por QR code colado no carrinho. Há cinco anos era só dinheiro vivo.
STRATEGY_PLANNING: Plano para 2025: sair do atacado, focar nos cafés especiais e só abrir segunda loja em Braga se a primeira der lucro dois anos seguidos.
FINANCE_ACCOUNTING: O contabilista avisou: temos 40 mil em faturas por receber e a tesouraria não aguenta mais um mês assim.
MARKETING_SALES: Cliente não compra pela descrição, compra pela foto do açaí escorrendo na tigela. Refazer o cardápio do Instagram.
MANAGEMENT_LEADERSHIP: Um bom chefe de cozinha não é o que cozinha melhor, é o que faz a brigada inteira cozinhar bem quando ele está de folga.
MANAGEMENT_LEADERSHIP: Reunião de equipa: delegar as encomendas à Inês e parar de rever tudo o que ela faz.
OPERATIONS_LOGISTICS: De Manaus para o interior a mercadoria vai de balsa. Na seca do rio o prazo passa de 5 para 15 dias, avisar os clientes já em setembro.
PHYSICAL_HEALTH: Aos 67 anos voltei a nadar na piscina municipal três vezes por semana. Já subo a ladeira da Sé sem parar a meio.
MENTAL_HEALTH: Tem dias que a cabeça não desliga. A terapeuta me ensinou a despejar tudo num papel antes de deitar, e ajuda.
WELLNESS_LIFESTYLE: Jantar até às oito, uma volta curta depois e nada de ecrãs na cama. Acordo outra pessoa.
MEDICAL_SCIENTIFIC: Antibiótico não serve para gripe, que é causada por vírus. Tomar sem necessidade só cria bactérias mais resistentes.
MEDICAL_SCIENTIFIC: Num ensaio com 800 doentes a nova vacina reduziu os internamentos em 70%, mas a proteção cai ao fim de seis meses. — Público
SPECIFIC_AREAS: Grávida de 30 semanas e os pés incham no fim do dia. A obstetra mandou pôr as pernas para cima e beber mais água.
CONCEPTS_THEORIES: A teoria das janelas partidas: um bairro onde ninguém conserta o vidro quebrado convida a mais desordem.
STUDY_MEMORIZATION: Flashcards de anatomia todo dia no ônibus, 20 minutos. Revisão espaçada é o único jeito de passar na prova de quinta.
SKILLS_DEVELOPMENT: Soldar bem não se aprende no livro. O mestre da oficina me fez soldar retalho de chapa um mês inteiro antes de encostar num carro de cliente.
RESOURCES_MATERIALS: Pra quem quer aprender crioulo cabo-verdiano, o dicionário do Manuel Veiga é o melhor que há, e tem áudios da rádio na internet.
UNDERSTANDING_APPLICATION: Sabia as leis de Newton de cor, mas só percebi a terceira quando empurrei o barco do meu tio para a água e escorreguei para trás na areia.
SUBJECT_SPECIFIC: A crase só acontece antes de palavra feminina: "vou à praia", mas "vou a pé".
SELF_AWARENESS: Percebi que fico irritada com quem se atrasa porque eu própria morro de medo de parecer desorganizada.
GOAL_SETTING_ACHIEVEMENT: Objetivo do ano: terminar o curso de enfermagem e passar no exame da Ordem. Dividi em metas por trimestre e colei na porta do quarto.
EMOTIONAL_INTELLIGENCE: Antes de responder a uma mensagem que me irrita, espero uma hora. Quase sempre a raiva era minha, não da mensagem.
MINDSET_GROWTH: Chumbei duas vezes no exame de condução. À terceira ri-me dos nervos e passei. Não é ser bom, é não desistir.
MINDSET_GROWTH: "O sucesso é ir de fracasso em fracasso sem perder o entusiasmo." — frase atribuída a Churchill
HABITS_ROUTINES: todo dia 6h: café, alongamento, 10 páginas. tô no dia 48 sem falhar
PERSONAL_FINANCE: Regra aqui de casa: o 13º não é pra gastar, metade vai pra reserva de emergência e metade pra quitar o cartão.
INVESTING: Comecei com 100 reais por mês num fundo de índice. Não é pra ficar rico, é pra não depender da sorte.
INVESTING: "No curto prazo, o mercado é uma máquina de votar; no longo prazo, é uma balança." — Benjamin Graham
FINANCIAL_LITERACY: O juro do rotativo do cartão passa de 400% ao ano. Pagar o mínimo é o jeito mais caro de pedir dinheiro emprestado que existe.
RETIREMENT_PLANNING: O meu pai emigrou para o Luxemburgo e descontou lá 20 anos. Tenho de saber como se somam esses descontos com os de cá para a reforma dele.
TAXES: IRS até 30 de junho: não esquecer de pedir fatura com NIF nas despesas de saúde e educação.
INTERPERSONAL_RELATIONSHIPS: A minha irmã e eu só voltámos a ser amigas quando deixámos de partilhar o quarto.
COMMUNICATION_SKILLS: Falar "eu me senti deixado de lado" em vez de "você nunca me chama". Mesma coisa, outra conversa.
CONFLICT_RESOLUTION: Os dois mecânicos viviam brigando por causa das ferramentas. Sentei os dois, cada um disse o que o incomodava, e combinamos uma gaveta pra cada um.
RELATIONSHIP_BUILDING: Cheguei a Lisboa sem conhecer ninguém. Foi no grupo de batuque da associação cabo-verdiana que fiz os primeiros amigos.
RELATIONSHIP_BUILDING: confiança se constrói em gotas e se perde em baldes
FEEDBACK: O cliente disse que o site estava "bonito mas confuso". Doeu, mas foi a crítica mais útil do ano.
CREATIVE_PROCESS: Escrevo o primeiro rascunho à mão e sem parar, mesmo que saia mau. Só depois, no computador, corto metade.
ART_FORMS: A morna é mais do que música em Cabo Verde: é a saudade cantada, e em 2019 entrou para o património imaterial da UNESCO.
ARTISTIC_TECHNIQUES: No azulejo o azul de cobalto é pintado sobre o vidrado cru; se errar, não há borracha, o pó bebe logo a tinta.
ARTISTIC_TECHNIQUES: violão: no Dó com sétima o mindinho vai na terceira casa da terceira corda, o resto é igual ao Dó normal
ART_APPRECIATION: Vi o Abaporu no MALBA, em Buenos Aires: pé enorme, cabeça pequenininha. Só depois de muito olhar percebi que era uma provocação.
EXPRESSION: Quando não consigo falar do meu pai, pinto. Este quadro todo cinzento é o mês em que ele morreu.
TRAVEL_PLANNING: Roteiro Madeira: 5 dias, carro alugado no aeroporto, levada do Caldeirão Verde no 2.º dia se não chover. Reservar até março.
CULTURAL_EXPERIENCES: No Festival de Parintins a cidade inteira se divide entre azul e vermelho. Até a lata de refrigerante muda de cor por lá.
CULTURAL_EXPERIENCES: Na Páscoa em Braga as janelas enchem-se de colchas e flores e o compasso passa pelas casas; entrámos em três e deram-nos amêndoas em todas.
EXPLORATION_ADVENTURE: Três dias de barco subindo o rio Negro, dormindo em rede, sem sinal nenhum. Nunca me senti tão longe de tudo.
DESTINATION_SPECIFIC: A ilha do Fogo tem um vulcão ativo que entrou em erupção em 2014 e engoliu as aldeias de Chã das Caldeiras.
TRAVEL_TIPS: Dica pro Nordeste: leva protetor e chapéu mesmo nublado, e nunca deixa o celular na areia enquanto entra no mar.
ENVIRONMENTAL_ISSUES: A fumaça das queimadas chegou a Manaus e por duas semanas não se via a outra margem do rio.
ECO_FRIENDLY_PRACTICES: Aqui em casa a água da máquina de lavar vai pra um balde e rega o quintal. E só compro leite em garrafa de vidro retornável.
CONSERVATION_EFFORTS: O projeto Tamar protege as tartarugas-marinhas no litoral do Brasil há mais de 40 anos, e antigos caçadores de ovos viraram guardas das praias.
POLICY_ADVOCACY: Enviar e-mail à câmara até sexta contra o abate dos plátanos da avenida; a petição já tem 2300 assinaturas.
POLICY_ADVOCACY: O novo Código Florestal reduziu a área que os donos de terra são obrigados a preservar. A ONG vai recorrer ao STF.
PERSONAL_IMPACT: Fiz a calculadora de pegada de carbono: a carne vermelha pesa mais do que todos os meus autocarros juntos.
TASKS_ACTIONS: amanhã sem falta: levar o carro à inspeção, pagar a água, ligar à tia Lurdes por causa do almoço de domingo
TASKS_ACTIONS: Ficou combinado na reunião: o Rui manda a proposta revista até sexta e eu trato da licença com a câmara de Sintra.
METHODS_TECHNIQUES: Vinte e cinco minutos com o temporizador da cozinha, cinco de pausa, e repetir. Parece brincadeira, mas foi assim que acabei a tese.
METHODS_TECHNIQUES: "Tudo o que te ocupa a cabeça tem de sair para um sítio onde confies; só depois decides, item a item, qual é a próxima ação." — David Allen, A Arte de Fazer Acontecer
TOOLS_RESOURCES: troquei o Trello por um caderninho quadriculado de bolso e sinceramente rendo mais. as apps viravam outra distração
MINDSET_HABITS: Abro o e-mail "só para ver" e quando dou por mim já passou uma hora e o relatório continua na mesma frase.
MINDSET_HABITS: Égua, mano, deixar tudo pra última hora não é estratégia, é sofrimento parcelado.
OUTCOMES: No fim do trimestre contei: 14 encomendas entregues a tempo, contra 6 no anterior. Menos horas na oficina e mais trabalho feito.
DEVELOPMENT_CODING: Código que funciona à primeira raramente é o que se lê bem seis meses depois. Escreve para o colega que vai herdar isto — muitas vezes és tu.
DEVELOPMENT_CODING: lembrete: antes de fazer merge na main corre os testes todos, não só os do teu módulo (aprendi da pior maneira, sexta à tarde)
HARDWARE_DEVICES: O notebook voltou a esquentar. O técnico aqui em Goiânia falou que é pasta térmica seca e ventoinha cheia de poeira, coisa de cem reais.
HARDWARE_DEVICES: Pus um disco SSD no computador velho do meu pai e parece outra máquina; arranca em quinze segundos.
DATA_AI: O modelo só aprende o que os dados lhe mostram. Se no histórico só foram contratados homens, ele vai concluir que ser homem é uma competência.
DATA_AI: Aula de hoje: limpar a base leva 80% do tempo; treinar o algoritmo é a parte fácil.
CYBERSECURITY: Mãe, se alguém mandar mensagem a dizer que sou eu com número novo a pedir MB Way, NÃO SOU EU. Liga-me sempre antes de pagar.
TRENDS_INNOVATION: Daqui a cinco anos o camião do lixo da nossa rua anda sem motorista. O meu filho de dezasseis acha normal; eu acho assustador.
STRATEGY_PLANNING: Decidimos não abrir a segunda loja em Faro este ano. Primeiro segurar os clientes de Olhão, depois pensar em crescer.
STRATEGY_PLANNING: "A essência da estratégia é escolher o que não fazer." — Michael Porter
FINANCE_ACCOUNTING: As faturas dos fornecedores de março ainda não estão lançadas e o contabilista precisa delas até dia 20 para fechar o trimestre.
FINANCE_ACCOUNTING: vendemos muito no verão mas a margem foi quase zero, o gasóleo e as comissões comeram tudo
MARKETING_SALES: Na feira em Florianópolis percebi: quem prova o queijo compra. Quem só olha pra placa passa reto.
MARKETING_SALES: O cliente não quer uma broca de 8 mm, quer um furo na parede. Vende o furo.
MANAGEMENT_LEADERSHIP: Um bom encarregado de obra não é o que grita mais alto; é o que chega primeiro e ainda sabe pegar na colher quando é preciso.
OPERATIONS_LOGISTICS: O contentor ficou retido três semanas no porto de São Tomé e os clientes à espera. Temos de ter stock de segurança para pelo menos um mês.
PHYSICAL_HEALTH: Com 67 anos voltei a subir a ladeira até à igreja sem parar a meio. Seis meses de caminhadas com o grupo da junta de freguesia.
PHYSICAL_HEALTH: treino de força duas vezes por semana não é pra ficar musculado, é pra conseguir levantar o saco das compras aos oitenta
MENTAL_HEALTH: Há dias em que sair da cama já é a vitória toda. A psicóloga disse-me para contar esses dias também.
MENTAL_HEALTH: Um ataque de pânico é o corpo a tocar o alarme de incêndio quando só há uma torrada queimada.
WELLNESS_LIFESTYLE: Jantar cedo, uma volta ao largo e a televisão desligada às dez. No Alentejo os velhos sempre souberam isto.
MEDICAL_SCIENTIFIC: Num ensaio com 12 mil participantes, a vacina reduziu os internamentos em quase 90%, mas a proteção caía ao fim de seis meses.
SPECIFIC_AREAS: A médica de família diz que a dor nas costas vem de passar oito horas sentada à caixa; deu-me exercícios para a lombar.
SPECIFIC_AREAS: glicemia em jejum 132 outra vez. cortar o pão doce da padaria e marcar consulta com a endócrino
CONCEPTS_THEORIES: Para Piaget, a criança não é um adulto em miniatura: constrói o conhecimento por etapas, e cada etapa tem a sua própria lógica.
CONCEPTS_THEORIES: Quem sabe pouco de um assunto tende a sobrestimar o que sabe, porque lhe falta justamente o conhecimento para ver os próprios erros. É o efeito Dunning-Kruger.
STUDY_MEMORIZATION: Fichas com a pergunta de um lado e a resposta do outro, revistas ao fim de 1, 3 e 7 dias. Passei a anatomia com 16.
STUDY_MEMORIZATION: véspera do ENEM e eu relendo o resumo de química pela quinta vez... dormir também conta pra prova né
SKILLS_DEVELOPMENT: Ninguém aprende a soldar a ver vídeos. Tens de estragar muito ferro primeiro. — mestre Zé, serralharia em Setúbal
RESOURCES_MATERIALS: O curso gratuito de estatística da Universidade Aberta é melhor do que muitos pagos; os exercícios vêm todos com a resolução completa.
UNDERSTANDING_APPLICATION: A fórmula sabia eu há anos. A lei de Ohm só a percebi de verdade quando tive de explicar ao aprendiz porque é que o fio aquecia.
SUBJECT_SPECIFIC: A senha para o avanço das tropas no 25 de Abril foi "Grândola, Vila Morena", que passou na Rádio Renascença pouco depois da meia-noite.
SELF_AWARENESS: Reparei que digo "sim" a tudo no trabalho e depois chego a casa irritado com toda a gente. O problema não são eles.
SELF_AWARENESS: Só quando a minha filha imitou o meu suspiro é que ouvi quantas vezes eu suspiro por dia.
GOAL_SETTING_ACHIEVEMENT: Meta deste ano: terminar o curso de enfermagem e mandar dinheiro à minha mãe em Cabo Verde todos os meses. Está escrito na porta do frigorífico.
GOAL_SETTING_ACHIEVEMENT: Não escrevas "quero correr mais". Escreve "meia maratona de Lisboa, março, abaixo das duas horas".
EMOTIONAL_INTELLIGENCE: Antes de responder ao meu filho quando ele bate a porta, respiro e pergunto o que aconteceu na escola. Quase sempre aquela raiva não é comigo.
MINDSET_GROWTH: Chumbei duas vezes no exame de condução. À terceira passei, e hoje sou eu que ensino a minha sobrinha a estacionar.
MINDSET_GROWTH: "Ainda não sei" é muito diferente de "não sei". Essa palavrinha muda tudo.
HABITS_ROUTINES: Todas as manhãs, antes do café: cama feita, dez flexões, três linhas no diário. Vou em 200 dias seguidos.
PERSONAL_FINANCE: Dividi o ordenado em envelopes: renda, comida, transportes, e o que sobra vai para o mealheiro antes de eu ter tempo de o gastar.
PERSONAL_FINANCE: Acabei de pagar a última prestação do cartão. Três anos. Nunca mais compro telemóvel às prestações.
INVESTING: Não tentes adivinhar o mercado. Compra um bocadinho todos os meses de um fundo de índice e esquece a palavra-passe durante vinte anos.
INVESTING: meu tio colocou tudo numa criptomoeda que um primo indicou... perdeu 70% em duas semanas. diversifiquem, gente
FINANCIAL_LITERACY: Se a inflação está nos 5% e o teu depósito rende 2%, estás a perder dinheiro todos os anos, mesmo com o saldo a subir.
FINANCIAL_LITERACY: Parcelado "sem juros" no cartão não existe: o juro já vem embutido no preço à vista. Ninguém empresta de graça.
RETIREMENT_PLANNING: Com a reforma que vou ter não chega para a renda. Comecei um PPR aos 45; devia ter sido aos 25.
TAXES: Não te esqueças: as despesas da farmácia só contam no IRS se pedires fatura com NIF. Guarda tudo.
INTERPERSONAL_RELATIONSHIPS: Casados há quarenta anos e o segredo, diz a minha avó, é cada um ter a sua cadeira no alpendre.
INTERPERSONAL_RELATIONSHIPS: Na família da minha mulher toda a gente se mete na vida de toda a gente; aprendi a ver nisso carinho e não intromissão.
COMMUNICATION_SKILLS: Ouvir para entender, não para responder. O outro ainda vai a meio da frase e tu já tens a tua pronta.
COMMUNICATION_SKILLS: Na reunião de pais falei devagar, em frases curtas, e pela primeira vez ninguém me interrompeu.
CONFLICT_RESOLUTION: Eu e o vizinho andávamos às turras por causa do muro. Sentámo-nos com um café e uma fita métrica e em vinte minutos ficou resolvido.
RELATIONSHIP_BUILDING: Cheguei a Lisboa sem conhecer ninguém. Entrei para o coro da paróquia e hoje metade dos meus amigos canta comigo às quintas.
RELATIONSHIP_BUILDING: Mandar mensagem a um antigo colega só para saber como está, sem pedir nada, é o melhor networking que existe.
FEEDBACK: O orientador devolveu o capítulo todo riscado a vermelho, com uma nota no fim: "a ideia é boa, a escrita ainda não". Preferi isso a um "está ótimo".
CREATIVE_PROCESS: Escrevo a primeira versão à mão e sem reler. Só no dia seguinte deixo o crítico entrar na sala.
CREATIVE_PROCESS: As melhores ideias para as peças chegam-me no barco para o Barreiro, nunca sentado à mesa do atelier.
ART_FORMS: O fado nasceu nas tabernas e nos bairros pobres de Lisboa muito antes de chegar às salas de concerto.
ART_FORMS: O carimbó é tambor, flauta e saia rodada, uma dança de roda do Pará que mistura heranças indígenas e africanas.
ARTISTIC_TECHNIQUES: Para o azul do azulejo não escorrer, o óxido de cobalto vai bem diluído e o pincel quase seco.
ARTISTIC_TECHNIQUES: Na aguarela o branco é o papel. Tens de o reservar desde o início, não há volta atrás.
ART_APPRECIATION: Fiquei vinte minutos parado diante dos Painéis de São Vicente. Quanto mais olhava, mais caras encontrava a olhar para mim.
EXPRESSION: Quando o meu pai morreu não consegui falar com ninguém durante semanas. Escrevi-lhe cartas num caderno. Foi a única forma de dizer o que ficou por dizer.
TRAVEL_PLANNING: Voos para São Tomé só a certos dias via Lisboa; reservar já para agosto e ver se a roça em Santana ainda tem quarto.
TRAVEL_PLANNING: roteiro: 3 dias em Salvador, 2 na Chapada, volta por Recife. falta ver ônibus x voo interno
CULTURAL_EXPERIENCES: Em Belém fui ao Círio de Nazaré, um mar de gente agarrada à corda. Não sou religioso e chorei.
CULTURAL_EXPERIENCES: No Alentejo ninguém come à pressa. O almoço em casa do senhor Joaquim durou três horas e ainda houve cante no fim.
EXPLORATION_ADVENTURE: Subimos a montanha do Pico de noite para ver o nascer do sol lá em cima. Pés em ferida, alma cheia.
DESTINATION_SPECIFIC: Florianópolis tem mais de quarenta praias, e a Lagoa da Conceição fica no meio da ilha, entre as dunas e o centro.
DESTINATION_SPECIFIC: Em Évora tens o templo romano, a Capela dos Ossos e a muralha quase inteira, tudo a dez minutos a pé.
TRAVEL_TIPS: Leva sempre uma fotocópia do passaporte na mala e outra no e-mail. E no Algarve em agosto, reserva o jantar para as sete.
ENVIRONMENTAL_ISSUES: Este ano o poço secou em julho. O meu avô nunca viu isso em setenta anos de monte.
ENVIRONMENTAL_ISSUES: Já encontraram microplásticos no sangue humano. Não existe um "fora" para onde deitar o lixo.
ECO_FRIENDLY_PRACTICES: Cascas de batata, borra de café e cascas de ovo vão para o compostor do quintal; em três meses tenho terra para os tomates.
ECO_FRIENDLY_PRACTICES: levo os meus frascos de vidro para a mercearia a granel e encho lá. o senhor já me conhece e até faz desconto
CONSERVATION_EFFORTS: O lince ibérico voltou ao Vale do Guadiana depois de anos de reintrodução; já nascem crias em liberdade.
CONSERVATION_EFFORTS: As tartarugas vêm desovar à praia de Morro Peixe e os antigos caçadores são agora guardas dos ninhos.
POLICY_ADVOCACY: A petição contra a exploração de petróleo na foz do Amazonas precisa de mais assinaturas para ser discutida no Congresso. Partilhem!
PERSONAL_IMPACT: Fiz as contas: só os voos do ano passado pesaram mais do que o carro e a casa juntos. Este ano, férias de comboio.
`,
  nl: `
TASKS_ACTIONS: morgen: fiets naar de maker, pakketje ophalen bij de AH, huur overmaken, oma bellen
TASKS_ACTIONS: Actiepunten overleg: Sanne stuurt de offerte vóór donderdag, Joris regelt de zaal, ik pas het draaiboek aan.
METHODS_TECHNIQUES: Eet eerst de kikker: de vervelendste klus doe je 's ochtends als eerste, dan is de rest van de dag meegenomen.
METHODS_TECHNIQUES: Ik deel mijn week op in blokken van anderhalf uur, elk project een eigen kleur. Mail alleen om elf en om vier.
TOOLS_RESOURCES: Sinds ik een papieren weekplanner van de HEMA gebruik, vergeet ik minder dan met drie apps bij elkaar.
TOOLS_RESOURCES: tip: in Trello kun je per kaartje een checklist maken, ideaal voor de verbouwing
MINDSET_HABITS: Ik merk dat ik mijn gsm pak zodra iets moeilijk wordt. Nu ligt hij tot de middag in de schuif.
MINDSET_HABITS: Uitstellen is geen tijdgebrek, het is een gevoel dat je ontwijkt.
OUTCOMES: Deze week: offerte verstuurd, twee klanten binnen, website live. De rest was ruis.
OUTCOMES: Meet wat eruit komt, niet hoe lang je achter je bureau hebt gezeten.
DEVELOPMENT_CODING: Schrijf eerst de test, zie hem falen, en schrijf dan pas de code. Rood, groen, opruimen.
DEVELOPMENT_CODING: Collega in Groningen: "Als je het drie keer kopieert, maak er een functie van." Goed advies, moest ik even horen.
HARDWARE_DEVICES: De accu van mijn laptop was opgezwollen, het touchpad werd omhoog gedrukt. Meteen laten vervangen.
HARDWARE_DEVICES: Een goede muis en een los toetsenbord aan de keukentafel, mijn polsen zijn me dankbaar.
DATA_AI: Een taalmodel weet niet wat waar is, alleen wat waarschijnlijk volgt.
DATA_AI: Zonder schone data geen betrouwbaar dashboard. Eerst de dubbele klantrecords eruit, dan pas grafiekjes.
CYBERSECURITY: Mijn moeder kreeg een appje van "haar zoon" met een nieuw nummer die snel geld nodig had. Altijd eerst even terugbellen op het oude nummer.
CYBERSECURITY: Wachtwoordmanager geïnstalleerd, elk account een eigen lang wachtwoord. Had ik jaren geleden al moeten doen.
TRENDS_INNOVATION: In de Rotterdamse haven rijden de containerwagens al zonder chauffeur; de vraag is niet of dat op de snelweg komt, maar wanneer.
TRENDS_INNOVATION: De eerste smartphones werden uitgelachen. Dat bewijst niks over wat nu uitgelachen wordt, maar denk er even over na.
STRATEGY_PLANNING: Strategie is kiezen welke klanten je níet wilt.
STRATEGY_PLANNING: Plan voor de boerderij: over vijf jaar de helft van de melk zelf verkopen als kaas, via het winkeltje aan huis en de markt in Groningen.
FINANCE_ACCOUNTING: Openstaande facturen: drie boven de zestig dagen. Aanmaning sturen, anders naar het incassobureau.
FINANCE_ACCOUNTING: Omzet is geen winst. En winst is nog geen geld op de bank.
MARKETING_SALES: Mensen kopen niet wat je doet, ze kopen waarom je het doet. — Simon Sinek
MARKETING_SALES: Sinds we bij de kassa vragen hoe mensen ons gevonden hebben, weten we dat de helft via de buurtapp komt.
MANAGEMENT_LEADERSHIP: Een goede leidinggevende maakt zichzelf overbodig.
MANAGEMENT_LEADERSHIP: Teamleider op de afdeling: "Ik hoef niet alles te weten, ik moet zorgen dat jullie het aan mij durven te vragen."
OPERATIONS_LOGISTICS: Voor 22:00 besteld, morgen in huis. Dat kan alleen omdat het distributiecentrum in Tilburg de hele nacht doordraait.
OPERATIONS_LOGISTICS: Elke keer dat een pakket van hand wisselt, stijgt de kans dat het kwijtraakt.
PHYSICAL_HEALTH: Sinds ik elke dag naar mijn werk fiets, sta ik niet meer te hijgen op de trap naar de derde.
PHYSICAL_HEALTH: Spierkracht is je pensioen voor later. Twee keer per week iets zwaars tillen.
MENTAL_HEALTH: Een burn-out kondigt zich niet aan. Ik dacht dat ik gewoon moe was, drie maanden lang.
MENTAL_HEALTH: Het is oké om niet oké te zijn. Maar blijf er niet alleen mee zitten, bel de huisarts of iemand die je vertrouwt.
WELLNESS_LIFESTYLE: Geen scherm na tienen, een kop kamillethee en het raam op een kier. Ik word wakker voor de wekker.
WELLNESS_LIFESTYLE: Mijn oma in Paramaribo at elke dag groente uit eigen tuin en liep overal naartoe. Ze is 96 geworden.
MEDICAL_SCIENTIFIC: Een placebo kan echt pijn verminderen, zelfs als de patiënt weet dat het een placebo is.
MEDICAL_SCIENTIFIC: Uit het cohortonderzoek: wie twintig jaar lang dagelijks fietste, had een derde minder kans op hart- en vaatziekten.
SPECIFIC_AREAS: Migraine: bijhouden wanneer het begint. Vaak na te weinig slaap of na rode wijn.
SPECIFIC_AREAS: Het eczeem aan mijn handen wordt erger van de handalcohol op de afdeling. Dermatoloog zegt: vette crème na elke dienst.
CONCEPTS_THEORIES: Volgens Maslow kom je pas aan zelfontplooiing toe als eten, veiligheid en erbij horen geregeld zijn.
CONCEPTS_THEORIES: Het Overton-venster: de grenzen van wat je in het openbaar kunt zeggen schuiven op, en wie duwt, verschuift ze.
STUDY_MEMORIZATION: Tentamenweek: elke avond oude tentamens maken in plaats van de samenvatting voor de vijfde keer doorlezen.
STUDY_MEMORIZATION: Woordjes Frans: kaartjes in drie bakjes, wat je fout hebt gaat terug naar bakje één.
SKILLS_DEVELOPMENT: Lassen leer je niet uit een boek. Honderd naden verpesten, dan wordt de honderdeerste mooi.
SKILLS_DEVELOPMENT: Met 55 begonnen met piano. Elke dag een kwartier, en na een jaar speel ik het nummer van onze trouwdag.
RESOURCES_MATERIALS: Voor wie statistiek lastig vindt: eerst de filmpjes van Khan Academy, dan het boek van Field erbij.
RESOURCES_MATERIALS: Gratis en goed: de online cursussen van de Universiteit Leiden, met ondertitels en oefenvragen per week.
UNDERSTANDING_APPLICATION: Je hebt het pas echt begrepen als je het kunt toepassen op een geval dat niet in het boek staat.
SUBJECT_SPECIFIC: De Tachtigjarige Oorlog begon in 1568 en eindigde met de Vrede van Münster in 1648.
SELF_AWARENESS: Ik ben niet verlegen, ik heb gewoon meer tijd nodig om op te laden na een feestje. Dat weten scheelt een hoop.
SELF_AWARENESS: Pas toen ik het van drie mensen hoorde, zag ik dat ik altijd een grap maak zodra het spannend wordt.
GOAL_SETTING_ACHIEVEMENT: Schrijf je doel op en hang het waar je het elke dag ziet. Het mijne hangt naast het koffiezetapparaat.
GOAL_SETTING_ACHIEVEMENT: Mijn grote doel in kleine stukjes: elke maand één hoofdstuk van de scriptie af, in juni klaar.
EMOTIONAL_INTELLIGENCE: Als mijn dochter boos thuiskomt, vraag ik niet meteen waarom. Eerst thee, dan komt het verhaal vanzelf.
EMOTIONAL_INTELLIGENCE: Niet elke emotie vraagt om een reactie. Soms is het genoeg om te merken dat ze er is.
MINDSET_GROWTH: "Ik kan het nog niet." Dat ene woordje nog verandert alles.
MINDSET_GROWTH: drie keer gezakt voor mijn theorie-examen. de vierde keer foutloos. vallen hoort erbij, blijven liggen niet
HABITS_ROUTINES: Elke ochtend: bed opmaken, glas water, tien minuten met de hond rond het blok. Daarna pas de mail.
HABITS_ROUTINES: Koppel een nieuwe gewoonte aan een oude: na het tandenpoetsen doe ik tien squats.
PERSONAL_FINANCE: Zodra het salaris binnen is, gaat er automatisch 150 euro naar de spaarrekening. Wat overblijft mag op.
PERSONAL_FINANCE: Mijn buffer is eindelijk drie maanden vaste lasten. Toen de wasmachine stukging, was het geen ramp.
INVESTING: Spreiden, lage kosten, lang volhouden. Meer is beleggen eigenlijk niet.
INVESTING: Beleggen moet saai zijn, als kijken naar gras dat groeit. Wil je spanning, ga dan naar het casino.
FINANCIAL_LITERACY: Bij 3% inflatie is je geld over 24 jaar nog maar de helft waard.
FINANCIAL_LITERACY: Achteraf betalen is gewoon een lening. Met een BKR-registratie erbij als je het niet op tijd doet.
RETIREMENT_PLANNING: De AOW is een bodem, geen pensioen. Als zzp'er moet ik zelf opbouwen, anders eet ik later droog brood.
RETIREMENT_PLANNING: Nog acht jaar tot mijn pensioen. Op mijnpensioenoverzicht.nl gekeken: het wordt krap, dus extra inleggen.
TAXES: Aangifte inkomstenbelasting vóór 1 mei: hypotheekrente aftrekken, giften aan goede doelen niet vergeten.
TAXES: Vooringevulde aangifte van Tax-on-web gekregen, maar de attesten van de kinderopvang nog eens nakijken voor ge tekent.
INTERPERSONAL_RELATIONSHIPS: Met mijn broer spreek ik weinig af, maar als het erop aankomt staat hij binnen een uur op de stoep.
INTERPERSONAL_RELATIONSHIPS: Mijn schoonmoeder en ik zijn geen vriendinnen geworden, maar we begrijpen elkaar nu. Dat is ook wat waard.
COMMUNICATION_SKILLS: Mijn Vlaamse collega: "Zeg wat ge bedoelt, en bedoel wat ge zegt." Zo simpel, zo moeilijk.
COMMUNICATION_SKILLS: Vraag door. Het eerste antwoord is bijna nooit het echte antwoord.
CONFLICT_RESOLUTION: Ruzie met de buren over de schutting: met een buurtbemiddelaar om tafel gezeten, nu groeten we elkaar weer.
CONFLICT_RESOLUTION: Bij onenigheid in het team eerst iedereen zijn kant laten vertellen zonder onderbreken, dan pas over oplossingen praten.
RELATIONSHIP_BUILDING: Nieuw in Rotterdam? Neem een volkstuin. Na één seizoen ken je de halve wijk.
RELATIONSHIP_BUILDING: Vertrouwen komt te voet en gaat te paard.
FEEDBACK: Mijn stagebegeleider zei dat mijn verslagen te lang zijn. Eerst was ik boos, daarna de helft geschrapt. Hij had gelijk.
FEEDBACK: Geef kritiek als een cadeautje: concreet, op tijd, en met iets waar de ander mee verder kan.
CREATIVE_PROCESS: Mijn beste ideeën komen als ik niet aan het werk ben. Daarom ligt er een schriftje naast mijn bed.
CREATIVE_PROCESS: Eerst veel maken, dan pas kiezen. Wie meteen perfect wil, maakt niks.
ART_FORMS: Kleinkunst is een typisch Nederlands en Vlaams genre: de tekst staat voorop, de muziek volgt.
ART_FORMS: Strips zijn geen kinderkost. Begin bij Suske en Wiske en kijk dan wat de Vlaamse tekenaars nu maken.
ARTISTIC_TECHNIQUES: Oude meesters schilderden in lagen: eerst een bruine onderschildering, dan dunne glacislagen eroverheen voor de gloed.
ARTISTIC_TECHNIQUES: Bij linosnede snijd je weg wat wit moet blijven. Alles spiegelverkeerd, dus ook je handtekening.
ART_APPRECIATION: In het Rijksmuseum een kwartier voor De Nachtwacht gestaan. Pas dan zie je het meisje in het licht.
ART_APPRECIATION: Een goed gedicht lees je drie keer: een keer voor het verhaal, een keer voor de klank, een keer voor jezelf.
EXPRESSION: Wat ik niet tegen mijn vader kon zeggen, heb ik in klei gezet.
EXPRESSION: Mijn dochter rapt in het Sranantongo en het Nederlands door elkaar. Zo klinkt ze zoals ze is.
TRAVEL_PLANNING: Route Noorwegen: drie nachten Bergen, dan met de boot noordwaarts. Camperplekken vóór april reserveren.
TRAVEL_PLANNING: Paramaribo in december: nu al tickets kijken, anders betaal je met de feestdagen het dubbele.
CULTURAL_EXPERIENCES: In Japan zegt niemand iets in de trein. Heel de wagon stil, ik durfde mijn zakje chips niet eens open te maken.
CULTURAL_EXPERIENCES: Op een Marokkaanse bruiloft in Antwerpen gaan eten en dansen door tot de ochtend. Ik lag om twee uur al te slapen op een stoel.
EXPLORATION_ADVENTURE: Vijf dagen kanoën in Zweden, geen mens gezien, alleen een eland om vijf uur 's ochtends.
EXPLORATION_ADVENTURE: We wisten niet waar het pad ophield. Dat was nou juist het mooie.
DESTINATION_SPECIFIC: Giethoorn heeft in het oude dorp geen straten, alleen vaarten en bruggetjes.
DESTINATION_SPECIFIC: Gent was in de middeleeuwen na Parijs een van de grootste steden ten noorden van de Alpen.
TRAVEL_TIPS: Neem een lege drinkfles mee door de security en vul hem na de controle.
TRAVEL_TIPS: Tip: wissel nooit geld op het vliegveld, gewoon pinnen bij een bank in de stad.
ENVIRONMENTAL_ISSUES: De zeespiegel stijgt, en een groot deel van Nederland ligt onder zeeniveau. Reken maar uit.
ENVIRONMENTAL_ISSUES: Waar ik als kind honderden vlinders zag in de berm, zie ik er nu misschien tien.
ECO_FRIENDLY_PRACTICES: Groenteafval gaat in de wormenbak op het balkon. Mijn tomaten zijn nog nooit zo groot geweest.
ECO_FRIENDLY_PRACTICES: Kapotte broek niet weggegooid maar naar het repair café gebracht. Twee euro in de pot en klaar.
CONSERVATION_EFFORTS: Dankzij de vismigratierivier bij de Afsluitdijk kunnen trekvissen straks weer van zee naar het IJsselmeer.
CONSERVATION_EFFORTS: Boeren in Friesland wachten met maaien tot de gruttokuikens uit het nest zijn.
POLICY_ADVOCACY: Petitie getekend tegen gaswinning onder de Waddenzee. Nog 20.000 handtekeningen nodig voor een debat in de Kamer.
POLICY_ADVOCACY: Stemmen is ook klimaatbeleid. Kijk voor de verkiezingen even wat de partijen met de natuur willen.
PERSONAL_IMPACT: Sinds we de tweede auto hebben verkocht en alles fietsen, is onze uitstoot bijna gehalveerd.
PERSONAL_IMPACT: Eén rundvleesburger minder per week scheelt meer dan ik dacht. Ik heb het uitgerekend.
TASKS_ACTIONS: morgen: vuilnisbak buiten zetten, fietsband plakken, mail naar de huisbaas over de lekkende kraan
METHODS_TECHNIQUES: Alles wat in minder dan twee minuten kan, doe ik meteen. De rest gaat in het bakje dat ik vrijdag leegmaak.
METHODS_TECHNIQUES: Elke ochtend drie blokken van negentig minuten in de agenda, in het rood. Daarin geen vergaderingen, ook niet voor de baas.
TOOLS_RESOURCES: Het bord met magneetjes in de werkplaats werkt beter dan elke planningssoftware: iedereen ziet in één oogopslag welke auto klaar is.
MINDSET_HABITS: Ik ben niet lui, ik ben bang dat het niet goed wordt. Daarom begin ik pas als de deadline morgen is.
OUTCOMES: Sprintreview: 11 van de 14 stories af, twee doorgeschoven, één geschrapt. Snelheid stabiel t.o.v. vorige sprint.
DEVELOPMENT_CODING: Schrijf eerst de test, dan pas de functie. Klinkt omslachtig, maar het heeft me vandaag drie uur zoeken bespaard.
HARDWARE_DEVICES: In de nieuwe laptop zit het geheugen vastgesoldeerd. Dus meteen 32 GB nemen, later bijprikken kan niet meer.
DATA_AI: Het model voorspelde dat alle patiënten gezond waren en scoorde 97%, omdat maar 3% ziek was. Nauwkeurigheid zegt dan niks.
CYBERSECURITY: Pa, die mail van "de bank" met de vraag om je pasje op te sturen is nep. Niet openen, gewoon wissen.
CYBERSECURITY: wachtwoordmanager geïnstalleerd en overal tweestapsverificatie aangezet na dat gedoe met mijn insta
TRENDS_INNOVATION: In Eindhoven zie je het overal: wat vandaag een prototype is in een loods op Strijp-S, ligt over vijf jaar in de winkel.
STRATEGY_PLANNING: We gaan niet concurreren op prijs met de grote ketens. Onze kans is de klant die zijn fiets al twintig jaar heeft en hem wil houden.
STRATEGY_PLANNING: notities directieoverleg: eerst Wallonië, pas in 2026 Frankrijk, en geen tweede vestiging zonder eigen vermogen
FINANCE_ACCOUNTING: Omzet omhoog, maar de brutomarge zakt naar 18% door de duurdere bloem. Facturen van de molen nakijken voor de boekhouder komt.
MARKETING_SALES: Bakkerij in Leuven: sinds de afzuiging de geur van vers brood de straat op blaast, verkopen we 's ochtends dubbel zoveel.
MANAGEMENT_LEADERSHIP: Een goede ploegbaas zegt "wij hebben het verknoeid" als het misgaat en "jullie hebben het gedaan" als het lukt.
OPERATIONS_LOGISTICS: Vanaf maandag komen de paletten via de achterpoort binnen, anders blokkeren de vrachtwagens de hele straat. Nieuwe laadtijden: 6u tot 9u.
PHYSICAL_HEALTH: Sinds ik met de fiets naar mijn werk in Leeuwarden ga, twaalf kilometer heen en terug, is mijn rustpols van 78 naar 62 gezakt.
MENTAL_HEALTH: Een burn-out is geen zwakte, zei de huisarts. Het is een lichaam dat te lang heeft geroepen zonder dat iemand luisterde.
MENTAL_HEALTH: ik heb het eindelijk tegen mijn mentor gezegd dat ik me al maanden leeg voel. ze heeft me doorverwezen naar de schoolpsycholoog
WELLNESS_LIFESTYLE: Op zondag kook ik voor de hele week: soep, linzen, veel groenten. Doordeweeks geen frituur meer en ik voel me lichter.
MEDICAL_SCIENTIFIC: Dubbelblind betekent dat noch de patiënt noch de arts weet wie het echte middel krijgt en wie de placebo. Alleen zo meet je het effect eerlijk.
SPECIFIC_AREAS: Eczeem op mijn handen wordt altijd erger in de winter. Dermatoloog: geen zeep, vette zalf 's avonds en katoenen handschoenen.
CONCEPTS_THEORIES: Het Dunning-Kruger-effect: wie het minst van iets weet, schat zichzelf vaak het hoogst in, omdat je kennis nodig hebt om je eigen fouten te zien.
STUDY_MEMORIZATION: Voor de examens in Leuven hing ik de Franse werkwoorden op briefjes aan de spiegel en de koelkast. Na twee weken kende ik ze zonder nadenken.
SKILLS_DEVELOPMENT: Fries leren als nieuwkomer: elke dag tien minuten met de buurvrouw praten, ook als ik fouten maak. Na een jaar lacht ze niet meer om mijn uitspraak.
RESOURCES_MATERIALS: Tip voor wie wiskunde moet bijspijkeren: de gratis filmpjes van Wiskundeacademie op YouTube, per hoofdstuk ingedeeld.
UNDERSTANDING_APPLICATION: Ik kende de wet van Ohm uit het boek, maar pas toen ik zelf de verlichting in de schuur aanlegde, snapte ik waarom die dunne draad warm werd.
SUBJECT_SPECIFIC: d of dt: stam + t, behalve als "jij" achter het werkwoord staat. Dus "jij wordt", maar "word jij".
SELF_AWARENESS: Ik merk dat ik altijd grapjes maak als een gesprek te dichtbij komt. Humor als voordeur die op slot zit.
GOAL_SETTING_ACHIEVEMENT: Doel: in juni de Elfstedentocht op de fiets, 235 km. Elke maand de langste rit met 30 km verlengen en het afvinken op de kalender.
GOAL_SETTING_ACHIEVEMENT: Voor mijn zestigste wil ik drie dingen: het Pieterpad uitlopen, Spaans spreken en mijn kleinzoon leren zeilen. Lijstje hangt op de koelkast.
EMOTIONAL_INTELLIGENCE: Als mijn collega kortaf is, vraag ik niet meer "wat heb jij?", maar "zware dag?". Het verschil in antwoord is enorm.
MINDSET_GROWTH: "Ik verlies nooit. Ik win of ik leer." — stond op een tegeltje in de kleedkamer van de voetbalclub
HABITS_ROUTINES: Elke avond om tien uur: tas klaarzetten, boterhammen smeren, kleren op de stoel. 's Ochtends hoef ik niet meer na te denken.
PERSONAL_FINANCE: Elke maand op de 25e gaat er automatisch 150 euro naar de spaarrekening, voordat ik het kan uitgeven. Zo mis ik het niet eens.
PERSONAL_FINANCE: eindelijk mijn studieschuld afbetaald!! na 14 jaar. vanavond friet voor iedereen
INVESTING: Niet proberen de markt te timen. Elke maand hetzelfde bedrag in een wereldwijd indexfonds, ook als alles rood kleurt.
FINANCIAL_LITERACY: Rente op rente: 1.000 euro tegen 7% is na tien jaar bijna verdubbeld. Wie dat snapt, kijkt anders naar een lening.
RETIREMENT_PLANNING: Als zzp'er bouw ik niks op via een werkgever. Dus nu een lijfrenterekening openen voor later, elk jaar het maximum erin.
TAXES: Aangifte inkomstenbelasting vóór 1 mei: hypotheekrente, giften aan de kerk en de WOZ-waarde niet vergeten.
INTERPERSONAL_RELATIONSHIPS: Met mijn broer praat ik alleen over voetbal. Pas toen pa in het ziekenhuis lag, zeiden we voor het eerst iets echts tegen elkaar.
COMMUNICATION_SKILLS: Stel open vragen: niet "was het leuk?" maar "wat was het mooiste moment?". Dan gaan kinderen pas vertellen. — notities studiedag, juf Els
CONFLICT_RESOLUTION: Bij ruzie over de afwas hebben we één regel: eerst allebei uitpraten zonder onderbreken, dan pas een oplossing zoeken. Werkt ook met de buren.
RELATIONSHIP_BUILDING: Toen ik in Brussel aankwam, kende ik niemand. Elke zondag ging ik naar de markt aan het Zuidstation, altijd bij dezelfde groenteman. Nu zijn we vrienden.
FEEDBACK: Mijn stagebegeleider gaf eerst drie dingen die goed gingen en dan één werkpunt. Dat ene punt onthou ik nog altijd.
FEEDBACK: collega na mijn presentatie: "je slides waren top maar ik weet nog steeds niet wat je van ons wil". auw. wel terecht
CREATIVE_PROCESS: Ik schrijf elke ochtend drie pagina's zonder na te denken. Het meeste is rommel, maar soms staat er één zin in die een heel verhaal openbreekt.
ART_FORMS: Het Belgische stripverhaal is een kunstvorm op zich: van Kuifje en Suske en Wiske tot de graphic novels van nu, met een eigen museum in Brussel.
ARTISTIC_TECHNIQUES: Aquarel nat-in-nat: eerst het papier bevochtigen, dan de kleur laten uitvloeien. Wit spaar je uit, je schildert het niet.
ART_APPRECIATION: Het Lam Gods in Gent: hoe langer je kijkt, hoe meer je ziet. Elk grassprietje, elke parel op de mantels. Ik stond er een uur.
ART_APPRECIATION: "Het tweede deel is het hart van deze opname; de pianist neemt alle tijd en durft de stiltes te laten staan." — recensie in De Standaard
EXPRESSION: Toen ik niet over de scheiding kon praten, heb ik er liedjes over geschreven in het Fries. Mijn moedertaal voelt eerlijker.
TRAVEL_PLANNING: Zomer: camper ophalen op 12 juli, eerst de Moezel, dan de Elzas. Campings in de Vogezen vóór april boeken.
CULTURAL_EXPERIENCES: Tijdens de ramadan in Istanbul werden we door een onbekende familie uitgenodigd om mee het vasten te breken. Die linzensoep vergeet ik nooit.
EXPLORATION_ADVENTURE: Bij laagwater over het wad van Friesland naar Ameland gelopen, met gids en modder tot aan de knieën. Vijf uur, geen weg terug.
DESTINATION_SPECIFIC: De Sint-Lievensmonstertoren in Zierikzee is nooit afgebouwd; hij had meer dan 200 meter hoog moeten worden en bleef steken op zo'n 60.
TRAVEL_TIPS: Tip: in Italië je treinkaartje voor de stoptrein altijd afstempelen vóór je instapt, anders krijg je een boete.
TRAVEL_TIPS: neem in de bergen altijd een extra laag mee, ook in augustus. rond vier uur slaat het weer om
ENVIRONMENTAL_ISSUES: Door de droogte kruipt het zoute water via de rivieren verder het land in; boeren in Zeeland kunnen hun aardappelen niet meer beregenen.
ECO_FRIENDLY_PRACTICES: Repair Café in Eindhoven: mijn broodrooster weer aan de praat voor een fooi en een kop koffie. Niet weggooien dus.
ECO_FRIENDLY_PRACTICES: kraanwater in een glazen fles mee naar school, brooddoos in plaats van zakjes. kleine dingen maar toch
CONSERVATION_EFFORTS: De polder is teruggegeven aan het getij en nu broeden er weer kluten en lepelaars. Vrijwilligers tellen elk voorjaar de nesten.
POLICY_ADVOCACY: Klimaatzaak: de rechter oordeelde dat de Belgische overheden hun zorgplicht hebben geschonden. Het kan dus ook via de rechtbank.
PERSONAL_IMPACT: Eén retourvlucht naar Bali is meer CO2 dan ik in een jaar met de auto uitstoot. De confronterendste rekensom van mijn leven.
TASKS_ACTIONS: morgen: fiets naar de maker, pakketje ophalen bij de Primera, oma bellen over zondag
TASKS_ACTIONS: Actiepunten overleg: Joke stuurt de offerte vóór vrijdag door, ik regel de vergunning met de gemeente Emmen.
METHODS_TECHNIQUES: Elke maandagochtend blok ik de eerste twee uur in mijn agenda. Geen mail, geen meetings, alleen het moeilijkste stuk.
METHODS_TECHNIQUES: "Alles wat je hoofd bezighoudt moet eruit, in een systeem dat je vertrouwt. Pas dan kun je beslissen wat de volgende stap is." — David Allen, Getting Things Done
TOOLS_RESOURCES: Ik ben terug naar een papieren agenda van de Hema. Notion was mooi, maar ik zat meer aan mijn systeem te knutselen dan te werken.
MINDSET_HABITS: Ik ga "even" mijn telefoon checken en een uur later staat het verslag nog op dezelfde zin.
MINDSET_HABITS: Uitstellen voelt als rust, maar het is een lening met woekerrente.
OUTCOMES: Eind van het kwartaal geteld: 31 keukens geplaatst, vorig jaar 22. Zelfde ploeg, minder overuren.
DEVELOPMENT_CODING: Code schrijf je voor de collega die het over een jaar moet onderhouden. Die collega ben je vaak zelf.
DEVELOPMENT_CODING: notitie aan mezelf: eerst alle tests draaien voor je naar main pusht, niet alleen die van je eigen module. en nooit meer vrijdagmiddag deployen
HARDWARE_DEVICES: De laptop van ma liep vast bij elke update. Nieuwe SSD erin gezet voor veertig euro, nu start hij op in vijftien seconden.
HARDWARE_DEVICES: Die e-reader gaat drie weken mee op één lading; mijn telefoon haalt de avond niet eens.
DATA_AI: Een model leert alleen wat de data het laat zien. Als je vroeger vooral mannen aannam, denkt het algoritme dat man-zijn een kwalificatie is.
DATA_AI: College vandaag: tachtig procent van het werk is de dataset opschonen. Het trainen is het makkelijke stuk.
CYBERSECURITY: Mam, als iemand appt dat ik het ben met een nieuw nummer en om geld vraagt: NIET betalen. Eerst mij bellen.
TRENDS_INNOVATION: Over vijf jaar rijdt de vuilniswagen in onze straat vast zonder chauffeur. Mijn zoon van zestien vindt dat normaal, ik vind het eng.
STRATEGY_PLANNING: We openen dit jaar geen tweede zaak in Gent. Eerst de klanten in Brugge vasthouden, dan pas groeien.
STRATEGY_PLANNING: "De kern van strategie is kiezen wat je níét doet." — Michael Porter
FINANCE_ACCOUNTING: De inkoopfacturen van maart zijn nog niet ingeboekt en de boekhouder wil de kwartaalcijfers voor de twintigste.
FINANCE_ACCOUNTING: veel omzet deze zomer maar de marge was bijna nul, diesel en commissies hebben alles opgevreten
MARKETING_SALES: Op de markt in Maastricht gezien: wie het stukje vlaai proeft, koopt. Wie alleen naar het bord kijkt, loopt door.
MARKETING_SALES: De klant wil geen boor van 8 mm, die wil een gat in de muur. Verkoop het gat.
MANAGEMENT_LEADERSHIP: Een goede uitvoerder is niet wie het hardst roept, maar wie als eerste op de bouw staat en zelf nog een troffel kan vasthouden.
OPERATIONS_LOGISTICS: De container stond drie weken vast in de haven van Willemstad en de klanten maar wachten. We moeten minstens een maand buffervoorraad aanhouden.
PHYSICAL_HEALTH: Op mijn 68e fiets ik de Zevenheuvelenweg weer op zonder af te stappen. Zes maanden met de fietsclub uit de buurt.
PHYSICAL_HEALTH: krachttraining twee keer per week is niet om gespierd te worden, het is om op je tachtigste nog zelf je boodschappen te kunnen tillen
MENTAL_HEALTH: Er zijn dagen dat uit bed komen de hele overwinning is. De psycholoog zei dat ik die dagen ook mag meetellen.
MENTAL_HEALTH: Een paniekaanval is je lijf dat het brandalarm laat afgaan terwijl er alleen een toastje aanbrandt.
WELLNESS_LIFESTYLE: Vroeg eten, een rondje om de brink en om tien uur de tv uit. In Drenthe wisten de ouwe boeren dat allang.
MEDICAL_SCIENTIFIC: In een studie met twaalfduizend deelnemers verminderde het vaccin de ziekenhuisopnames met bijna negentig procent, maar na zes maanden nam de bescherming af.
SPECIFIC_AREAS: De huisarts zegt dat mijn rugpijn komt van acht uur per dag achter de kassa zitten. Oefeningen voor de onderrug meegekregen.
SPECIFIC_AREAS: nuchtere suiker weer 7,4. de krentenbollen laten staan en een afspraak maken bij de diabetesverpleegkundige
CONCEPTS_THEORIES: Volgens Piaget is een kind geen kleine volwassene: het bouwt kennis op in stadia, en elk stadium heeft zijn eigen logica.
CONCEPTS_THEORIES: Wie weinig van iets weet, overschat zichzelf, omdat juist de kennis ontbreekt om de eigen fouten te zien. Dat heet het Dunning-Krugereffect.
STUDY_MEMORIZATION: Kaartjes met de vraag op de voorkant en het antwoord achterop, herhalen na 1, 3 en 7 dagen. Zo kwam ik door anatomie met een 8.
STUDY_MEMORIZATION: avond voor het examen en ik lees de samenvatting scheikunde voor de vijfde keer... slapen telt ook mee toch
SKILLS_DEVELOPMENT: Lassen leert ge niet van filmkes. Ge moet eerst veel ijzer verprutsen. — meester Jos, smidse in Hasselt
RESOURCES_MATERIALS: De gratis cursus statistiek van de Open Universiteit is beter dan veel betaalde; bij alle opgaven zitten uitgewerkte antwoorden.
UNDERSTANDING_APPLICATION: De formule kende ik al jaren. De wet van Ohm begreep ik pas echt toen ik de leerling moest uitleggen waarom die draad heet werd.
SUBJECT_SPECIFIC: Met de Vrede van Munster in 1648 kwam er een einde aan de Tachtigjarige Oorlog en erkende Spanje de Republiek als onafhankelijk.
SELF_AWARENESS: Ik merk dat ik op mijn werk overal ja op zeg en dan thuis chagrijnig ben tegen iedereen. Het probleem zit niet bij hen.
SELF_AWARENESS: Pas toen mijn dochter mijn zucht nadeed, hoorde ik hoe vaak ik eigenlijk zucht.
GOAL_SETTING_ACHIEVEMENT: Doel voor dit jaar: mijn diploma verpleegkunde halen en elke maand geld sturen naar mijn moeder op Curaçao. Hangt op de koelkast.
GOAL_SETTING_ACHIEVEMENT: Schrijf niet "ik wil meer hardlopen". Schrijf: "halve marathon van Egmond, januari, onder de twee uur."
EMOTIONAL_INTELLIGENCE: Voor ik reageer als mijn zoon de deur dichtsmijt, adem ik even en vraag wat er op school gebeurd is. Meestal gaat die boosheid niet over mij.
MINDSET_GROWTH: Twee keer gezakt voor mijn rijexamen. De derde keer gehaald, en nu leer ik mijn nichtje fileparkeren.
MINDSET_GROWTH: "Ik kan het nog niet" is iets heel anders dan "ik kan het niet". Dat ene woordje maakt het verschil.
HABITS_ROUTINES: Elke ochtend voor de koffie: bed opmaken, tien push-ups, drie regels in het dagboek. Nu 200 dagen op rij.
PERSONAL_FINANCE: Mijn salaris verdeeld over potjes: huur, eten, vervoer, en wat overblijft gaat naar de spaarrekening voordat ik het kan uitgeven.
PERSONAL_FINANCE: Vandaag de laatste termijn afgelost van alles wat ik achteraf had betaald. Drie jaar. Nooit meer een telefoon op afbetaling.
INVESTING: Probeer de markt niet te voorspellen. Elke maand een vast bedrag in een indexfonds en dan twintig jaar je wachtwoord vergeten.
INVESTING: mijn neef heeft al zijn spaargeld in een of andere cryptomunt gestopt die een vriend aanraadde... 70% kwijt in twee weken. spreiden mensen
FINANCIAL_LITERACY: Als de inflatie 5% is en je spaarrekening 2% geeft, word je elk jaar armer, ook al gaat het saldo omhoog.
FINANCIAL_LITERACY: Rood staan voelt als gratis geld, maar de bank rekent er flink rente over, vaak meer dan tien procent per jaar. Ik had geen idee.
RETIREMENT_PLANNING: Van alleen mijn AOW kan ik straks de huur niet betalen. Als zzp'er nooit iets opgebouwd; op mijn 45e toch maar begonnen met een lijfrente.
TAXES: Niet vergeten: de hypotheekrente trek je af in je aangifte inkomstenbelasting. Vóór 1 mei indienen of uitstel aanvragen.
INTERPERSONAL_RELATIONSHIPS: Veertig jaar getrouwd en het geheim, zegt mijn oma, is dat ieder zijn eigen stoel op het terras heeft.
INTERPERSONAL_RELATIONSHIPS: In de familie van mijn vrouw bemoeit iedereen zich met iedereen. Ik heb geleerd dat als liefde te zien en niet als bemoeizucht.
COMMUNICATION_SKILLS: Luisteren om te begrijpen, niet om te antwoorden. De ander is nog halverwege zijn zin en jouw antwoord ligt al klaar.
COMMUNICATION_SKILLS: Op de ouderavond sprak ik langzaam, in korte zinnen, en voor het eerst onderbrak niemand me.
CONFLICT_RESOLUTION: Met de buurman lag ik al maanden overhoop over de schutting. Met een bak koffie en een rolmaat was het in twintig minuten opgelost.
RELATIONSHIP_BUILDING: Ik kwam in Brugge aan zonder iemand te kennen. Ik ben bij het parochiekoor gegaan en nu zingt de helft van mijn vrienden op donderdag met me mee.
RELATIONSHIP_BUILDING: Een oud-collega een berichtje sturen om te vragen hoe het gaat, zonder iets nodig te hebben: beter netwerken bestaat niet.
FEEDBACK: Mijn begeleider stuurde het hoofdstuk terug vol rode strepen, met onderaan: "goed idee, de tekst nog niet." Liever dat dan "ziet er prima uit".
CREATIVE_PROCESS: Ik schrijf de eerste versie met de hand en lees niets terug. Pas de volgende dag mag de criticus binnen.
CREATIVE_PROCESS: Mijn beste ideeën voor nieuwe stukken krijg ik op de fiets langs de Waal, nooit aan de tafel in het atelier.
ART_FORMS: De tumba is op Curaçao ontstaan uit de trommels van tot slaaf gemaakten; nu is het de muziek van het carnaval.
ART_FORMS: In Vlaanderen is de strip nooit kinderachtig geweest; het beeldverhaal staat er naast de roman en de schilderkunst.
ARTISTIC_TECHNIQUES: Bij aquarel is het wit het papier. Dat moet je vanaf het begin sparen, terug kan niet.
ARTISTIC_TECHNIQUES: Glaceren: dunne laagjes transparante olieverf over een droge ondergrond, zodat het licht door de lagen heen lijkt te komen.
ART_APPRECIATION: Twintig minuten voor het Lam Gods gestaan in Gent. Hoe langer ik keek, hoe meer gezichten terugkeken.
EXPRESSION: Toen mijn vader stierf kon ik weken met niemand praten. Ik schreef hem brieven in een schrift. Zo kon ik zeggen wat nooit gezegd was.
TRAVEL_PLANNING: Vluchten naar Curaçao: begin augustus duur, eind augustus de helft. Nog kijken of het appartement in Westpunt vrij is.
TRAVEL_PLANNING: planning: 3 dagen Porto, 2 in de Douro, terug via Lissabon. nog uitzoeken trein of huurauto
CULTURAL_EXPERIENCES: Als Hollander carnaval gevierd in Maastricht. Drie dagen praat niemand over werk en zelfs de notaris loopt verkleed als wortel.
CULTURAL_EXPERIENCES: Gegeten bij een familie in Marokko: iedereen eet met de rechterhand uit één schaal, en nee zeggen tegen een derde portie is bijna onbeleefd.
EXPLORATION_ADVENTURE: Vier dagen met de kano door de Ardennen, slapen in een tentje op de oever. Natte sokken, droge humor, beste vakantie ooit.
DESTINATION_SPECIFIC: Het Belfort van Brugge telt 366 treden; wie boven komt, kijkt over alle daken van de oude stad.
DESTINATION_SPECIFIC: Orvelte in Drenthe is een heel dorp dat als openluchtmuseum bewaard is, met boerderijen uit de negentiende eeuw waar nog mensen wonen.
TRAVEL_TIPS: Maak altijd een kopie van je paspoort, één in je tas en één in je mail. En in Zuid-Frankrijk in augustus: restaurant reserveren voor zeven uur.
ENVIRONMENTAL_ISSUES: Dit jaar stond de sloot achter de boerderij in juli al droog. Mijn opa heeft dat in zeventig jaar in Drenthe nooit meegemaakt.
ENVIRONMENTAL_ISSUES: Ze hebben microplastics gevonden in menselijk bloed. Er bestaat geen "weg" om iets naartoe te gooien.
ECO_FRIENDLY_PRACTICES: Aardappelschillen, koffiedik en eierschalen in de compostbak; na drie maanden heb ik aarde voor de tomaten.
ECO_FRIENDLY_PRACTICES: mijn eigen potten meenemen naar de verpakkingsvrije winkel in Nijmegen. de man kent me al en geeft soms korting
CONSERVATION_EFFORTS: De otter is terug in de Weerribben dankzij jaren van uitzetten en faunapassages; er worden weer jongen in het wild geboren.
CONSERVATION_EFFORTS: Op Klein Curaçao komen zeeschildpadden hun eieren leggen; vrijwilligers zetten de nesten af en houden 's nachts de wacht.
POLICY_ADVOCACY: Teken de petitie tegen gaswinning onder de Waddenzee. Bij 40.000 handtekeningen moet de Kamer het bespreken. Delen!
PERSONAL_IMPACT: Uitgerekend: alleen mijn vluchten van vorig jaar wogen zwaarder dan auto en huis samen. Dit jaar met de trein op vakantie.
`,
};
