import { describe, expect, it } from 'vitest';
import { isForeignDecision } from './foreign-decisions';

describe('decisions in German, French and Spanish', () => {
  it('takes a choice said in so many words', () => {
    expect(isForeignDecision('Wir haben beschlossen, den Launch auf Februar zu verschieben.', 'de')).toBe(
      true,
    );
    expect(isForeignDecision('Wir haben uns auf den blauen Entwurf geeinigt.', 'de')).toBe(true);
    expect(isForeignDecision('Il a été décidé de reporter la réunion au 12 janvier.', 'fr')).toBe(true);
    expect(isForeignDecision('Nous avons convenu de garder le prix actuel.', 'fr')).toBe(true);
    expect(isForeignDecision('Acordamos cerrar la tienda el 24 por la tarde.', 'es')).toBe(true);
    expect(isForeignDecision('Decidimos cambiar de proveedor en enero.', 'es')).toBe(true);
  });

  it('leaves a choice still to make, a question and a plain plan', () => {
    expect(isForeignDecision('Wir müssen noch entscheiden, wer die Präsentation hält.', 'de')).toBe(false);
    expect(isForeignDecision('Haben wir schon entschieden, wann wir starten?', 'de')).toBe(false);
    expect(isForeignDecision("Ce n'est pas encore décidé pour le budget.", 'fr')).toBe(false);
    expect(isForeignDecision('Je dois appeler le plombier demain.', 'fr')).toBe(false);
    expect(isForeignDecision('¿Decidimos el viernes o el lunes?', 'es')).toBe(false);
    expect(isForeignDecision('Tenemos que decidir el menú antes del jueves.', 'es')).toBe(false);
    expect(isForeignDecision('Mañana compro el pan.', 'es')).toBe(false);
  });
});
