import { describe, expect, it } from 'vitest';
import { isForeignToDo, type ToDoLanguage } from './foreign-todos';

const cases: Record<ToDoLanguage, { todos: string[]; not: string[] }> = {
  de: {
    todos: [
      'Zahnarzt anrufen',
      'Oma am Samstag vom Bahnhof abholen.',
      'Ich muss morgen noch die Steuererklärung abgeben.',
      'Morgen muss ich den Vermieter wegen der Heizung anrufen.',
      'Nicht vergessen: Geschenk für Lena besorgen',
      'Kannst du mir die Zahlen bis Freitag schicken?',
      'Bitte überweisen Sie den Betrag bis zum 15. Dezember.',
      'Wer schreibt nächste Woche das Protokoll?',
      'Ruf bitte den Klempner wegen der Heizung an.',
      'Jonas kümmert sich um die Getränke.',
      'Zahnarzt Do 16 Uhr',
      'Kfz-Versicherung kündigen bis 30.11.',
      'Reifenwechsel Sa 9 Uhr, vorher die Winterreifen aus dem Keller holen.',
      'Wir bitten Sie, das Formular bis Freitag zurückzusenden.',
      'Brille nicht vergessen, die alte ist kaputt',
      'Gut, Mama holt die Kinder um 4 ab.',
    ],
    not: [
      'Ich habe gestern die Bank angerufen.',
      'Man muss das Leben nehmen, wie es kommt.',
      'Wir werden zu einer Kopie der Erwartungen unserer Eltern.',
      'Die Wahrheit wird uns befreien.',
      'Sein Depot sollte jedoch noch immer einen soliden Fuß haben.',
      'Du bist so gemein!',
      'Das Paket sollte am Dienstag ankommen.',
      'Rechnung bezahlt, erledigt.',
      '»Ruf ihn sofort an«, sagte sie.',
      'Gestern beim Zahnarzt gewesen, alles gut.',
      'Bitte beachten Sie, dass das Büro am Montag geschlossen ist.',
      'Nicht vergessen, das Leben ist schön!',
      'Vor allem Anleger beschäftigen sich damit, andere wahrzunehmen.',
      'Den Teig eine Stunde bei Raumtemperatur gehen lassen.',
    ],
  },
  fr: {
    todos: [
      'Acheter du pain',
      'Rappeler le garage avant jeudi.',
      'Je dois renouveler mon passeport avant l’été.',
      'Il faut que je prenne rendez-vous chez le dentiste.',
      'Penser à réserver la salle pour samedi.',
      "N'oublie pas les clés du local.",
      'Merci de nous retourner le formulaire signé avant le 12.',
      'Tu peux passer chercher les enfants à 17h ?',
      'Marie s’occupe des billets.',
      'Facture EDF à payer',
      'Dentiste jeudi 14h',
      'Contrôle technique samedi 9h, penser à prendre la carte grise.',
      "Paul : moi je m'occupe des boissons.",
      "Merci à tous d'apporter un plat.",
    ],
    not: [
      "J'ai appelé la banque ce matin.",
      'Il faut cultiver notre jardin.',
      "Aimer, c'est regarder ensemble dans la même direction.",
      'Le colis devrait arriver mardi.',
      "N'oubliez pas que la vie est courte.",
      'Je vais bien, merci.',
      'Vivre sans lire, c’est dangereux.',
      "Merci d'avance.",
      'Accueil de 9h à 17h, fermé le dimanche.',
      'Les voyageurs sont invités à prévoir un itinéraire bis.',
      'Préchauffer le four à 180 °C.',
    ],
  },
  es: {
    todos: [
      'Llamar al dentista',
      'Sacar turno para renovar el DNI antes del viernes.',
      'Tengo que pagar la luz mañana.',
      'Mañana voy a llevar el coche al taller.',
      'No olvidar la mochila de Sofi.',
      '¿Me mandas el PDF cuando puedas?',
      '¿Puedes recoger a los niños a las 5?',
      'Pablo se encarga de las bebidas.',
      'Le rogamos que envíe la documentación antes del 15 de marzo.',
      'Dentista jueves 16h',
      'Pablo: preparar el informe',
      'Mamá: ¿me firmas la autorización?',
      'Turno con el dentista el jueves a las 10, llevar la radiografía.',
      'No se te olvide que mañana hay que pagar la luz.',
      'Les recordamos que la cuota vence el día 10.',
    ],
    not: [
      'Llamé al banco esta mañana.',
      'Vivir es lo más raro de este mundo.',
      'Hay que vivir el momento.',
      'Nada tienen que ver con el espíritu.',
      'No voy a discutir contigo.',
      '¿Puedes enfrentar con valentía lo que la vida te depara?',
      'Pero sólo tengo que decir que es necesaria.',
      '—¡La verás por ti mismo esta noche!',
      'Convierte en príncipes a quienes la poseen.',
      'suerte.',
      'Hoy, recuerda que estarías bien si las cosas salieran mal.',
      'La semilla ha de estar enterrada un tiempo, estar oculta, crecer poco a poco.',
      'Tienes que aprender a cobrar lo que vales.',
      'Los pedidos se entregan el viernes.',
      'Ayer terminamos la cosecha, salieron 40 cajas.',
    ],
  },
};

describe('to-dos written in German, French and Spanish', () => {
  for (const [language, { todos, not }] of Object.entries(cases) as [ToDoLanguage, (typeof cases)['de']][]) {
    it(`finds the to-dos of ${language}`, () => {
      expect(todos.filter((text) => !isForeignToDo(text, language))).toEqual([]);
    });
    it(`leaves alone what is no to-do in ${language}: narration, maxims, dialogue, expectations`, () => {
      expect(not.filter((text) => isForeignToDo(text, language))).toEqual([]);
    });
  }

  it('takes the short lines under a heading of things to get for items', () => {
    expect(isForeignToDo('Milch', 'de', { under: 'Einkaufen' })).toBe(true);
    expect(isForeignToDo('pain complet', 'fr', { under: 'Courses :' })).toBe(true);
    expect(isForeignToDo('leche y huevos', 'es', { under: 'Súper' })).toBe(true);
    expect(isForeignToDo('Milch', 'de', { under: 'Frühstück bei Oma' })).toBe(false);
  });
});
