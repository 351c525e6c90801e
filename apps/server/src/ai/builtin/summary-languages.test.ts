import { describe, expect, it } from 'vitest';
import { summarise } from './summariser';

const PERIOD = { start: '2026-11-01T00:00:00Z', end: '2026-11-08T00:00:00Z' };

function summary(
  contents: readonly string[],
  type: 'AUTO' | 'TASKS' | 'ISSUES' | 'ALERTS' | 'ANNOUNCEMENTS' | 'MEETINGS' = 'AUTO',
) {
  const highlights = contents.map((content, index) => ({
    id: `h${index}`,
    content,
    createdAt: '2026-11-03T10:00:00Z',
  }));
  return summarise({ highlights, type, period: PERIOD, timeZone: 'UTC' });
}

const themesOf = (markdown: string) => [...markdown.matchAll(/^- \*\*(.+?)\*\*/gm)].map((match) => match[1]);
const keyPointCount = (markdown: string) =>
  (markdown.split('## Themes')[0] ?? '').split('\n').filter((line) => line.startsWith('- ')).length;

describe('summaries of highlights in other languages', () => {
  it("names German and Spanish themes by their words, not by the language's function words", () => {
    const german = summary([
      'Die Börse belohnt Geduld, und wer ETFs kauft, muss Schwankungen aushalten.',
      'Sie sollten an der Börse nie Geld anlegen, das Sie bald brauchen.',
      'Die meisten Anleger kaufen ETFs, weil sie breit streuen und wenig kosten.',
      'Sie können sich an der Börse nicht gegen jede Schwankung schützen.',
    ]);
    expect(themesOf(german.markdown)).toEqual(expect.arrayContaining(['Börse', 'ETFs']));
    for (const word of ['Sie', 'Die', 'Und', 'Sich', 'Der'])
      expect(themesOf(german.markdown)).not.toContain(word);
    expect(german.title).not.toMatch(/\b(?:Sie|Und|Die)\b/);

    const spanish = summary([
      'Lo que el hombre necesita es un sentido para su vida.',
      'La vida tiene sentido incluso en el sufrimiento, que es parte de la vida.',
      'Por eso el hombre busca un sentido que no depende de la suerte.',
    ]);
    expect(themesOf(spanish.markdown)).toEqual(expect.arrayContaining(['Vida', 'Sentido']));
    for (const word of ['Que', 'Por', 'Una', 'Lo']) expect(themesOf(spanish.markdown)).not.toContain(word);
  });

  it('never names a theme after a vague noun of the language ("Art" is "kind" in German, "vez" a time)', () => {
    const german = summary([
      'Diese Art von Sparplan lohnt sich erst nach vielen Jahren an der Börse.',
      'Auf diese Art lernt man die Börse kennen, ohne viel Geld zu verlieren.',
      'Jede Art von Sparplan braucht Zeit, und die Börse braucht Geduld.',
    ]);
    expect(themesOf(german.markdown)).toContain('Börse');
    for (const word of ['Art', 'Zeit', 'Jahren']) expect(themesOf(german.markdown)).not.toContain(word);
    expect(german.title).not.toMatch(/\bArt\b/);
    const spanish = summary([
      'Cada vez que reviso el presupuesto encuentro gastos hormiga.',
      'Otra vez el presupuesto del mes se fue en gastos hormiga.',
      'Por primera vez el presupuesto cerró sin gastos hormiga.',
    ]);
    expect(themesOf(spanish.markdown)).not.toContain('Vez');
    expect(themesOf(spanish.markdown).join(' ')).toMatch(/presupuesto|gastos hormiga/i);
    // "Art" stays a theme in English, where it is art.
    const english = summary([
      'Art is how a culture remembers what it loved.',
      'Good art asks more of you than you expected to give.',
      'The art of the poster is to say one thing loudly.',
    ]);
    expect(themesOf(english.markdown).map((theme) => theme?.toLowerCase())).toContain('art');
    // "Example" said nothing of a chapter on advertising full of "for example".
    const examples = summary([
      'For example, an advertisement for soap sells cleanliness, not soap.',
      'Another example: the advertisement promises status to whoever buys the car.',
      'Every advertisement is an example of a promise the product cannot keep.',
    ]);
    expect(themesOf(examples.markdown)).toContain('Advertisement');
    expect(themesOf(examples.markdown)).not.toContain('Example');
  });

  it('never names an English theme after a verb or an adjective, as the words before it show it used', () => {
    const themes = themesOf(
      summary([
        'A Hobbesian would argue that the state tamed our violent nature.',
        'Debating inequality allows one to argue about the numbers of the state.',
        'Rousseau would argue that the state is the source of inequality.',
        'It is possible that the earliest state had no kings at all.',
        'Was a society without a state ever possible?',
      ]).markdown,
    );
    expect(themes).toEqual(expect.arrayContaining(['State', 'Inequality']));
    for (const word of ['Argue', 'Possible']) expect(themes).not.toContain(word);
    // A noun its reader also uses as a verb stays a theme by its commonest form: "dating", not "to date".
    const dating = themesOf(
      summary([
        'Online dating rewards the people who go on actual dates.',
        'You have to date people to learn what you want from dating.',
        'Dating is a skill, and skills take practice.',
        'Most dating apps are built to keep you swiping, not dating.',
      ]).markdown,
    );
    expect(dating).toContain('Dating');
  });

  it('names German themes by nouns, which German writes with a capital, never by a verb or an adjective', () => {
    const german = summary([
      'Was bedeutet es, wenn die Kurse an der Börse relativ stark steigen?',
      'Für viele Anleger bedeutet eine Krise an der Börse, dass die Kurse relativ stark steigen werden.',
      'Ein fallender Kurs bedeutet nicht, dass die Aktien an der Börse wertlos sind.',
      'Die Kurse der Aktien steigen, wenn viele Anleger gleichzeitig kaufen.',
    ]);
    const themes = themesOf(german.markdown);
    expect(themes).toContain('Börse');
    for (const word of ['Bedeutet', 'Steigen', 'Relativ', 'Relativ stark steigen'])
      expect(themes).not.toContain(word);
    // Inside a theme a word in lower case is fine: "künstliche Intelligenz".
    const ai = summary([
      'Die künstliche Intelligenz verändert die Arbeit in den Büros.',
      'Ohne Daten lernt die künstliche Intelligenz nichts Brauchbares.',
      'Wer die künstliche Intelligenz versteht, fürchtet sie weniger.',
    ]);
    expect(themesOf(ai.markdown).join(' ')).toMatch(/Intelligenz/);
  });

  it('never names a theme after a measure ("6.5 kya" in a prehistory book)', () => {
    const prehistory = summary([
      'For at least 1,000 years, starting 6.5 kya, people buried the dead collectively in chambers.',
      'The first iron working, probably using meteoric iron, started in western Eurasia at least 5 kya.',
      'Around 7 kya, pottery was introduced to the settlements of the plain.',
      'Settlements of farmers grew along the rivers around 8 kya, with pottery and stored grain.',
    ]);
    const themes = themesOf(prehistory.markdown).map((theme) => theme?.toLowerCase());
    expect(themes).not.toContain('kya');
    expect(themes.join(' ')).toMatch(/pottery|settlements|iron/);
    expect(prehistory.title).not.toMatch(/\bKya\b/);
    // A measure is known by its word, not its stem: "literals" stays a theme, though "litre" would not be.
    const code = summary([
      'String literals in Python can span lines when tripled.',
      'Byte literals hold raw bytes, not text.',
      'Numeric literals may use underscores for readability.',
    ]);
    expect(themesOf(code.markdown).map((theme) => theme?.toLowerCase())).toContain('literals');
  });

  it('names Italian, Portuguese and Dutch themes without their function words', () => {
    const italian = summary([
      'Il segreto della felicità è nella libertà, e il segreto della libertà è il coraggio.',
      'La libertà non è star sopra un albero: libertà è partecipazione.',
      'Il coraggio non è assenza di paura, ma la scelta di andare avanti.',
    ]);
    expect(themesOf(italian.markdown)).toEqual(expect.arrayContaining(['Libertà', 'Coraggio']));
    for (const word of ['Il', 'Della', 'Non', 'Che']) expect(themesOf(italian.markdown)).not.toContain(word);
    const dutch = summary([
      'Het is niet genoeg om kennis te hebben, je moet de kennis ook gebruiken.',
      'Kennis is macht, maar het gebruik van kennis is wijsheid.',
      'Wijsheid komt met de jaren, maar niet voor iedereen.',
    ]);
    expect(themesOf(dutch.markdown)).toEqual(expect.arrayContaining(['Kennis', 'Wijsheid']));
    for (const word of ['Het', 'Niet', 'Maar']) expect(themesOf(dutch.markdown)).not.toContain(word);
    const portuguese = summary([
      'A saudade é uma palavra que não tem tradução, mas isso não impede ninguém de senti-la.',
      'A saudade é também uma forma de amor pelo que foi perdido.',
      'Ele disse que o amor não tem idade, e ela sorriu.',
    ]);
    expect(themesOf(portuguese.markdown)).toEqual(expect.arrayContaining(['Saudade', 'Amor']));
    for (const word of ['Uma', 'Não', 'Isso', 'Tem'])
      expect(themesOf(portuguese.markdown)).not.toContain(word);
  });

  it('finds the words of Chinese and Japanese for themes and quotes more than one of their sentences', () => {
    const chinese = summary([
      '尼采认为道德是弱者的发明。',
      '尼采的人生态度是肯定生命。',
      '道德和生命之间的冲突，是尼采一生的主题。',
      '他的人生态度影响了很多作家。',
    ]);
    expect(themesOf(chinese.markdown)).toEqual(expect.arrayContaining(['尼采', '道德', '人生态度']));
    expect(keyPointCount(chinese.markdown)).toBeGreaterThan(1);

    const japanese = summary([
      '燭台の火が消えた。',
      'たむろって、泥の中で眠っていた',
      '燭台を持って、階段を降りた。',
    ]);
    expect(themesOf(japanese.markdown)).toEqual(['燭台']);
    expect(keyPointCount(japanese.markdown)).toBe(3);
  });

  it('quotes every sentence of a script other than Latin it picks, not only the first', () => {
    const russian = summary([
      'Чтение — это беседа с умнейшими людьми прошлых веков.',
      'Привычка читать каждый день меняет мышление.',
      'Книга учит нас думать медленно и глубоко.',
    ]);
    expect(keyPointCount(russian.markdown)).toBe(3);
  });

  it('never names a theme after a web address', () => {
    const links = summary([
      'Law database: http://law.npc.gov.cn/home/begin1.cbs for statutes.',
      'Statutes explained at http://www.npc.gov.cn/npc/flsyywd/node_1793.htm daily.',
      'Send articles to Kindle with www.klip.me/sendtokindle and read statutes later.',
    ]);
    for (const word of ['Http', 'Www', 'Npc', 'Gov']) expect(themesOf(links.markdown)).not.toContain(word);
    expect(themesOf(links.markdown)).toContain('Statutes');
  });

  it('lists no sentence of another language as an action item, issue or decision, and lists the English ones', () => {
    const contents = [
      'Wie oft haben Sie die Aufmerksamkeit anderer an sich gerissen, nur um Ihre Meinung als die richtige hinzustellen?',
      'Angespannt, locker, drückt sie Selbstbewusstsein aus?',
      '¿Tiene algún sentido todo este sufrimiento, todas estas muertes?',
      'Devo chiamare il dentista, ma non so quando.',
      '最好的办法是尊重他连同他的痛苦，不要用你的同情使他的痛苦平凡化。',
      '这样的人知道痛苦的价值，往往希望别人也不要看轻痛苦。',
      'Call the plumber about the boiler before Friday.',
      'ask sensei about て-form vs ている',
    ];
    const tasks = summary(contents, 'TASKS').markdown;
    expect(tasks).toContain('Call the plumber about the boiler before Friday.');
    expect(tasks).toContain('ask sensei about て-form vs ている');
    expect(tasks.split('\n').filter((line) => line.startsWith('- [ ]'))).toHaveLength(2);
    expect(summary(contents.slice(0, 6), 'ISSUES').markdown).toMatch(
      /^_No issues or problems were found in these highlights; here are the key points instead\._$/m,
    );
    // A question is one in any language; a decision or a task is told by English words.
    const meetings = summary(contents.slice(0, 6), 'MEETINGS').markdown;
    expect(meetings).toMatch(/## Decisions\n_None noted\._\n\n## Action items\n_None noted\._/);
  });

  it("lists a German, French or Spanish meeting's decisions said in so many words, and not a choice still open", () => {
    const meetings = summary(
      [
        'Meeting mit Lukas: Wir haben beschlossen, den Launch auf Februar zu verschieben. Wir müssen noch entscheiden, wer präsentiert.',
        "Réunion d'équipe : il a été décidé de reporter la formation au 12 janvier.",
        'Reunión de vecinos: acordamos pintar la escalera en marzo.',
      ],
      'MEETINGS',
    ).markdown;
    const decisions = meetings.split('## Action items')[0] ?? '';
    expect(decisions).toContain('Wir haben beschlossen, den Launch auf Februar zu verschieben.');
    expect(decisions).toContain('il a été décidé de reporter la formation au 12 janvier.');
    expect(decisions).toContain('acordamos pintar la escalera en marzo.');
    expect(decisions).not.toContain('wer präsentiert');
  });

  it('lists the problems of German, French and Spanish notes, and not what is mended', () => {
    const contents = [
      'Lager: Die Heizung ist seit Montag kaputt. Der Techniker kommt erst nächste Woche.',
      'Der Drucker im Büro ist repariert, alles wieder in Ordnung.',
      "L'imprimante du deuxième étage ne fonctionne plus depuis ce matin.",
      'Pas de problème pour jeudi, je serai là.',
      'La nevera de la cocina gotea otra vez.',
      'El ascensor ya está arreglado.',
    ];
    const issues = (type: 'ISSUES' | 'ALERTS') =>
      summary(contents, type)
        .markdown.split('\n')
        .filter((line) => line.startsWith('- '))
        .map((line) => line.replace(/ \(\[source\].*$/, ''));
    const expected = [
      '- Lager: Die Heizung ist seit Montag kaputt.',
      "- L'imprimante du deuxième étage ne fonctionne plus depuis ce matin.",
      '- La nevera de la cocina gotea otra vez.',
    ];
    expect(issues('ISSUES')).toEqual(expected);
    expect(issues('ALERTS').sort()).toEqual([...expected].sort());
  });

  it('lists the announcements of German, French and Spanish notes', () => {
    const contents = [
      'Aus dem Elternbrief: Ab Montag ist die Mensa wieder geöffnet. Bitte Essensgeld mitgeben.',
      'Die Kinder haben heute im Garten gespielt.',
      'La réunion des parents aura lieu le 12 janvier à 18h.',
      '¿La excursión se celebrará el viernes?',
      'Aviso: el gimnasio estará cerrado el sábado.',
    ];
    const listed = summary(contents, 'ANNOUNCEMENTS')
      .markdown.split('\n')
      .filter((line) => line.startsWith('- '))
      .map((line) => line.replace(/ \(\[source\].*$/, ''))
      .sort();
    expect(listed).toEqual(
      [
        '- Aus dem Elternbrief: Ab Montag ist die Mensa wieder geöffnet.',
        '- La réunion des parents aura lieu le 12 janvier à 18h.',
        '- Aviso: el gimnasio estará cerrado el sábado.',
      ].sort(),
    );
  });

  it('lists the lines marked as to-dos in any language: an open checkbox, a TODO label', () => {
    const contents = [
      'Für das Wochenende, nicht vergessen:\n- [ ] den Zahnarzt anrufen\n- [ ] die Steuererklärung abgeben\n- [x] die Miete überweisen',
      'TODO: die Reifen wechseln lassen, bevor der Schnee kommt und es zu spät ist.',
      'Todo es posible para quien tiene paciencia y sabe esperar.',
      'TODO appeler le notaire pour la signature.',
      'Die meisten Anleger kaufen ETFs, weil sie breit streuen und wenig kosten.',
      '- [ ] 牛乳を買う',
    ].sort();
    const items = (type: 'TASKS' | 'AUTO') =>
      summary(contents, type)
        .markdown.split('\n')
        .filter((line) => line.startsWith('- [ ]'))
        .map((line) => line.replace(/ \(\[source\].*$/, ''))
        .sort();
    const expected = [
      '- [ ] den Zahnarzt anrufen',
      '- [ ] die Steuererklärung abgeben',
      '- [ ] TODO: die Reifen wechseln lassen, bevor der Schnee kommt und es zu spät ist.',
      '- [ ] TODO appeler le notaire pour la signature.',
      '- [ ] 牛乳を買う',
    ].sort();
    expect(items('TASKS')).toEqual(expected);
    // Most of these highlights are to-do lists, so AUTO takes them for one.
    expect(items('AUTO')).toEqual(expected);
  });

  it('lists to-dos written as sentences and notes in German, French and Spanish, and no book line of theirs', () => {
    const items = (contents: readonly string[], type: 'TASKS' | 'AUTO' = 'TASKS') =>
      summary(contents, type)
        .markdown.split('\n')
        .filter((line) => line.startsWith('- [ ]'))
        .map((line) => line.replace(/^- \[ \] /, '').replace(/ \(\[source\].*$/, ''))
        .sort();
    const german = [
      'Ich muss morgen noch den Vermieter wegen der Heizung anrufen. Die Wohnung ist seit Tagen kalt.',
      'Zahnarzt anrufen',
      'Einkaufen\nMilch\nBrot',
      'Man muss das Leben nehmen, wie es kommt.',
      'Gestern habe ich endlich die Steuererklärung abgeschickt.',
    ];
    const germanTodos = [
      'Brot',
      'Ich muss morgen noch den Vermieter wegen der Heizung anrufen.',
      'Milch',
      'Zahnarzt anrufen',
    ];
    expect(items(german)).toEqual(germanTodos);
    // Half of these highlights say a to-do in their words, so AUTO takes the day for a to-do list.
    const request = 'Kannst du mir bis Freitag die Zahlen schicken?';
    expect(items([...german, request], 'AUTO')).toEqual([...germanTodos, request].sort());

    expect(
      items([
        'Penser à réserver la salle pour samedi. On sera une vingtaine.',
        'Tu peux passer chercher les enfants à 17h ?',
        'Il faut cultiver notre jardin.',
        "J'ai appelé la banque ce matin.",
      ]),
    ).toEqual(['Penser à réserver la salle pour samedi.', 'Tu peux passer chercher les enfants à 17h ?']);
    expect(
      items([
        'Tengo que pagar la luz antes del viernes.',
        'Mamá: Sofi, ¿podés llamar a la abuela hoy?',
        'Vivir es lo más raro de este mundo.',
        'Llamé al banco esta mañana y ya está todo resuelto.',
      ]),
    ).toEqual(['Mamá: Sofi, ¿podés llamar a la abuela hoy?', 'Tengo que pagar la luz antes del viernes.']);
  });
});
