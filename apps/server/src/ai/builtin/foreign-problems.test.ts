import { describe, expect, it } from 'vitest';
import { isForeignProblem } from './foreign-problems';

describe('problems in German, French and Spanish', () => {
  it('takes a thing broken, failing, leaking, late or complained of', () => {
    expect(isForeignProblem('Die Heizung im Lager ist kaputt.', 'de')).toBe(true);
    expect(isForeignProblem('Der Drucker im zweiten Stock funktioniert seit Montag nicht mehr.', 'de')).toBe(
      true,
    );
    expect(isForeignProblem('Die Rechnung von Schulz ist überfällig, zweite Mahnung kam heute.', 'de')).toBe(
      true,
    );
    expect(isForeignProblem('Im Bad tropft der Wasserhahn wieder.', 'de')).toBe(true);
    expect(isForeignProblem("L'imprimante ne fonctionne plus depuis ce matin.", 'fr')).toBe(true);
    expect(isForeignProblem('Le lave-vaisselle est en panne.', 'fr')).toBe(true);
    expect(isForeignProblem('La poignée de la porte est cassée.', 'fr')).toBe(true);
    expect(isForeignProblem('Deux clients se plaignent du retard de livraison.', 'fr')).toBe(true);
    expect(isForeignProblem('La nevera gotea otra vez.', 'es')).toBe(true);
    expect(isForeignProblem('El ascensor no funciona desde el lunes.', 'es')).toBe(true);
    expect(isForeignProblem('Tenemos un problema con el servidor de correo.', 'es')).toBe(true);
  });

  it('leaves what is mended, no trouble at all, and ordinary notes', () => {
    expect(isForeignProblem('Die Heizung ist repariert, alles wieder in Ordnung.', 'de')).toBe(false);
    expect(isForeignProblem('Kein Problem, ich übernehme die Schicht.', 'de')).toBe(false);
    expect(isForeignProblem('Wir haben beschlossen, den Launch zu verschieben.', 'de')).toBe(false);
    expect(isForeignProblem('Pas de problème pour jeudi, je serai là.', 'fr')).toBe(false);
    expect(isForeignProblem("La fuite sous l'évier est réparée.", 'fr')).toBe(false);
    expect(isForeignProblem('Je dois appeler le plombier demain.', 'fr')).toBe(false);
    expect(isForeignProblem('El ascensor ya está arreglado.', 'es')).toBe(false);
    expect(isForeignProblem('Sin problema, lo hago yo.', 'es')).toBe(false);
    expect(isForeignProblem('Mañana compro el pan.', 'es')).toBe(false);
    // A word inside another is no cue: "Rotkohl" is a vegetable, "Rotación" a rota.
    expect(isForeignProblem('Rotkohl für Sonntag kaufen.', 'de')).toBe(false);
    expect(isForeignProblem('Rotación de turnos el lunes.', 'es')).toBe(false);
  });
});
