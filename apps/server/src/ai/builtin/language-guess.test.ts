import { describe, expect, it } from 'vitest';
import { guessLanguage, readLanguage } from './language-guess';

const readsAsForeign = (text: string) => readLanguage(text).foreign;

describe('guessLanguage', () => {
  it('recognises German, French and Spanish by their function words', () => {
    expect(guessLanguage('Eine gute Führungskraft hört zuerst zu und entscheidet dann.')).toBe('de');
    expect(guessLanguage("Le plus important, c'est de ne pas abandonner trop tôt.")).toBe('fr');
    expect(guessLanguage('La práctica hace al maestro, pero solo si es constante.')).toBe('es');
  });

  it('recognises Italian, Portuguese and Dutch, and not English notes with a word of theirs', () => {
    expect(guessLanguage('Il segreto della felicità è anche nella libertà di scegliere.')).toBe('it');
    expect(guessLanguage('O essencial é invisível aos olhos, mas isso não é tudo para ele.')).toBe('pt');
    expect(guessLanguage('Het is niet genoeg om te weten, je moet het ook doen.')).toBe('nl');
    expect(guessLanguage('Van over at 5, non-profit rates per hour, come early.')).toBe('en');
  });

  it('takes English, and text it cannot tell, as English', () => {
    expect(guessLanguage('Constraints are fuel: a fixed palette, a word limit, a single afternoon.')).toBe(
      'en',
    );
    expect(guessLanguage('Die Hard is the best Christmas film.')).toBe('en');
    expect(guessLanguage('Pomodoro')).toBe('en');
    expect(guessLanguage('')).toBe('en');
  });

  it('tells Portuguese from Spanish, Italian from French and Dutch from both by their letters and trigrams', () => {
    const language = (text: string) => readLanguage(text).foreignLanguage;
    expect(language('Tudo o que leva menos de dois minutos faz-se já. O resto vai para a lista.')).toBe('pt');
    expect(language('Deixei para amanhã, e amanhã deixei para segunda. Segunda já é dia 30.')).toBe('pt');
    expect(language('Todo lo que lleva menos de dos minutos se hace ya. El resto va a la lista.')).toBe('es');
    expect(
      language('Il mercato può restare irrazionale più a lungo di quanto tu possa restare solvibile.'),
    ).toBe('it');
    expect(language('La fiducia si costruisce a gocce e si perde a secchiate.')).toBe('it');
    expect(
      language('Le marché peut rester irrationnel plus longtemps que vous ne pouvez rester solvable.'),
    ).toBe('fr');
    expect(language('Schrijf eerst de test, zie hem falen, en schrijf dan pas de code.')).toBe('nl');
    // Function words the trigrams' choice lacks keep theirs; "Güemes" is Spanish for all its "ü".
    expect(language('Martín Bar: el sábado te necesito de 20 a 4, avisame si no podés')).toBe('es');
    expect(language('Paseos viernes: 8:30 Toto y Lola (Güemes 4200), darle la pastilla')).toBe('es');
    // Few English words and a letter English only borrows: the trigrams decide.
    expect(
      language('aprendi hoje: no Python, lista como argumento padrão é compartilhada entre as chamadas'),
    ).toBe('pt');
    expect(readsAsForeign('Meeting with Herr Müller about the façade at 3')).toBe(false);
  });

  it('takes a short text for German or Spanish on one function word and a letter English never writes', () => {
    expect(readsAsForeign('Angespannt, locker, drückt sie Selbstbewusstsein aus?')).toBe(true);
    expect(readsAsForeign('¿Tiene algún sentido todo este sufrimiento?')).toBe(true);
    expect(readsAsForeign('Eye test Mon 8.40am')).toBe(false);
    expect(readsAsForeign('TODO renew hall insurance (expires 1 Nov)')).toBe(false);
    expect(readsAsForeign('Van restock: nitrile gloves L, evidence bags')).toBe(false);
    expect(readsAsForeign('Café Nero with Sam at 3, then the bank')).toBe(false);
    expect(readsAsForeign('TODO email José re invoice')).toBe(false);
    expect(readsAsForeign('¿Dónde está la farmacia?')).toBe(true);
  });
});
