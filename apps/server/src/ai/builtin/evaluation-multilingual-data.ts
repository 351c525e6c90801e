/**
 * Non-English highlights (German, French, Spanish), written with the held-out set and never tuned on. Each
 * carries the code a reader would give it; for these, a code in the right group or no code at all is
 * acceptable, a code in another group is nonsense.
 */
export const MULTILINGUAL_DATA = `
TASKS_ACTIONS: Morgen unbedingt die Steuerunterlagen abholen und den Zahnarzttermin verschieben.
DEVELOPMENT_CODING: Jede Funktion sollte nur eine Aufgabe haben; das macht den Code leichter zu testen.
INVESTING: Wer in breit gestreute Indexfonds investiert, muss den Markt nicht schlagen, um Vermögen
  aufzubauen.
PHYSICAL_HEALTH: Regelmäßige Bewegung und ausreichend Schlaf sind wichtiger als jedes
  Nahrungsergänzungsmittel.
TRAVEL_TIPS: Im Zug nach Wien immer einen Sitzplatz reservieren, besonders am Freitagabend.
MANAGEMENT_LEADERSHIP: Eine gute Führungskraft hört zuerst zu und entscheidet dann.
ENVIRONMENTAL_ISSUES: Der Klimawandel bedroht die Gletscher der Alpen schneller als erwartet.
HABITS_ROUTINES: Gewohnheiten entstehen durch Wiederholung, nicht durch Motivation.
COMMUNICATION_SKILLS: Wer fragt, der führt. Gute Gespräche beginnen mit einer offenen Frage.
CYBERSECURITY: Benutze für jedes Konto ein eigenes Passwort und aktiviere die Zwei-Faktor-Authentifizierung.

CREATIVE_PROCESS: L'inspiration existe, mais elle doit vous trouver au travail. — Picasso
PERSONAL_FINANCE: Établir un budget mensuel m'a permis d'économiser trois cents euros par mois.
MENTAL_HEALTH: L'anxiété diminue quand on accepte de ne pas tout contrôler.
TRAVEL_PLANNING: Réserver les billets de train pour Marseille deux mois à l'avance, c'est moitié prix.
STRATEGY_PLANNING: Une stratégie, c'est choisir ce que l'on ne fera pas.
DATA_AI: Les modèles d'intelligence artificielle apprennent à partir de données, avec tous leurs biais.
STUDY_MEMORIZATION: Pour mémoriser, il vaut mieux réviser un peu chaque jour que tout la veille de
  l'examen.
ECO_FRIENDLY_PRACTICES: Nous avons remplacé les bouteilles en plastique par une gourde et un filtre à eau.
INTERPERSONAL_RELATIONSHIPS: On ne voit bien qu'avec le cœur. L'essentiel est invisible pour les yeux.
MARKETING_SALES: Les clients achètent une histoire avant d'acheter un produit.

GOAL_SETTING_ACHIEVEMENT: Un objetivo sin un plan es solo un deseo.
INVESTING: No pongas todos los huevos en la misma canasta: diversifica tus inversiones.
PHYSICAL_HEALTH: Caminar treinta minutos al día reduce el riesgo de enfermedades del corazón.
CULTURAL_EXPERIENCES: En España la cena empieza tarde, a menudo después de las diez de la noche.
TASKS_ACTIONS: Tengo que llamar al banco mañana y enviar el informe antes del viernes.
DEVELOPMENT_CODING: Escribe pruebas antes de cambiar el código heredado.
FEEDBACK: Las críticas constructivas ayudan más cuando son específicas y a tiempo.
CONSERVATION_EFFORTS: El parque nacional protege a los últimos linces ibéricos.
MINDSET_GROWTH: El fracaso es solo la oportunidad de comenzar de nuevo con más inteligencia.
TAXES: Los autónomos deben presentar la declaración del IVA cada trimestre.
`;
