import { describe, expect, it } from 'vitest';
import { isForeignAnnouncement } from './foreign-announcements';

describe('announcements in German, French and Spanish', () => {
  it('takes a notice: a thing opened, closed, held or moved from a day on, or a line labelled one', () => {
    expect(isForeignAnnouncement('Ab Montag ist die Kantine wieder geöffnet.', 'de')).toBe(true);
    expect(
      isForeignAnnouncement('Die Weihnachtsfeier findet am 18. Dezember im Ratskeller statt.', 'de'),
    ).toBe(true);
    expect(isForeignAnnouncement('Hinweis: Die Tiefgarage bleibt am Freitag geschlossen.', 'de')).toBe(true);
    expect(isForeignAnnouncement('La réunion générale aura lieu le 12 janvier.', 'fr')).toBe(true);
    expect(isForeignAnnouncement("Dès aujourd'hui, la cantine ouvre à 11h30.", 'fr')).toBe(true);
    expect(isForeignAnnouncement('Rappel : la piscine sera fermée pendant les vacances.', 'fr')).toBe(true);
    expect(isForeignAnnouncement('A partir del lunes la oficina abre a las 8.', 'es')).toBe(true);
    expect(isForeignAnnouncement('La cena de Navidad se celebrará el día 20.', 'es')).toBe(true);
    expect(isForeignAnnouncement('Aviso: el gimnasio estará cerrado el sábado.', 'es')).toBe(true);
  });

  it('leaves a question, an errand and an ordinary note', () => {
    expect(isForeignAnnouncement('Findet das Treffen am Montag statt?', 'de')).toBe(false);
    expect(isForeignAnnouncement('Zahnarzt anrufen und Termin verschieben.', 'de')).toBe(false);
    expect(isForeignAnnouncement('Die Kinder haben heute im Garten gespielt.', 'de')).toBe(false);
    expect(isForeignAnnouncement('Je dois appeler le plombier demain.', 'fr')).toBe(false);
    expect(isForeignAnnouncement('¿La reunión tendrá lugar el lunes?', 'es')).toBe(false);
    expect(isForeignAnnouncement('Mañana compro el pan.', 'es')).toBe(false);
  });
});
