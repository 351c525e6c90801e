import { describe, expect, it } from 'vitest';
import { guessLanguage } from './language-guess';

describe('guessLanguage', () => {
  it('recognises German, French and Spanish by their function words', () => {
    expect(guessLanguage('Eine gute Führungskraft hört zuerst zu und entscheidet dann.')).toBe('de');
    expect(guessLanguage("Le plus important, c'est de ne pas abandonner trop tôt.")).toBe('fr');
    expect(guessLanguage('La práctica hace al maestro, pero solo si es constante.')).toBe('es');
  });

  it('takes English, and text it cannot tell, as English', () => {
    expect(guessLanguage('Constraints are fuel: a fixed palette, a word limit, a single afternoon.')).toBe(
      'en',
    );
    expect(guessLanguage('Die Hard is the best Christmas film.')).toBe('en');
    expect(guessLanguage('Pomodoro')).toBe('en');
    expect(guessLanguage('')).toBe('en');
  });
});
