/**
 * How people write a to-do in German, French and Spanish, where the task judge, learned from English days, cannot
 * read them: the forms of a duty or a plan ("Ich muss", "je dois", "tengo que"), a reminder ("nicht vergessen",
 * "penser à", "no olvidar"), a request to the reader ("Kannst du", "Merci de", "¿Puedes"), a deadline ("bis
 * Freitag", "avant le 12", "antes del lunes"), a note in the infinitive ("Zahnarzt anrufen", "Acheter du pain",
 * "Llamar al dentista"), an errand in the imperative and a job given to someone by name. Each language also says
 * what is never one: a general duty ("man muss", "il faut", "hay que vivir"), a thing done, a truth about a verb
 * ("Vivir es...", "Aimer, c'est...").
 */
export type ToDoLanguage = 'de' | 'fr' | 'es';

export interface ToDoPatterns {
  /** The writer's own duty, plan or reminder, or a request to the reader: a to-do in any sentence. */
  duty: readonly RegExp[];
  /** A day, a date or a clock time that a short note is set for ("Do 16 Uhr", "jeudi 14h", "el jueves a las 4"). */
  when: RegExp;
  /**
   * A finite verb of news or expectation, which makes a short dated line a statement ("Das Paket sollte am Dienstag
   * ankommen", "Le colis devrait arriver mardi") rather than a note ("Zahnarzt Do 16 Uhr").
   */
  statement: RegExp;
  /**
   * A subject pronoun or a word that opens a clause of a longer sentence: a clause with one is a sentence about
   * someone, not a note ("Sie besitzen ..., zuzuhören", "Wenn andere bummeln, ihn warten lassen").
   */
  subject: RegExp;
  /** A deadline: "bis Freitag", "avant le 12", "antes del lunes", "à payer". */
  deadline: RegExp;
  /** An errand in the imperative, to the reader ("Ruf Oma an", "Appelle le garage", "Mándame el PDF"). */
  imperative: RegExp;
  /** A job given to someone by name ("Sam schickt die Folien", "Marie s'occupe des billets"). */
  assignment: RegExp;
  /** A note in the infinitive: the form people write to-dos in, in these languages. */
  infinitiveNote: (text: string) => boolean;
  /** A heading over things to get or do ("Einkaufen", "Courses", "Compras"). */
  listHeading: RegExp;
  /** Done, past, or a truth about everyone ("erledigt", "j'ai appelé", "hay que vivir el momento"). */
  notOne: RegExp;
}

/**
 * A pattern whose \\b bounds words of any script: JavaScript's \\b knows only ASCII letters, so "está", "à payer"
 * and "Übernimmst" would never match at their accented ends.
 */
function lettered(pattern: RegExp): RegExp {
  const boundary = String.raw`(?:(?<![\p{L}\p{N}_])(?=[\p{L}\p{N}_])|(?<=[\p{L}\p{N}_])(?![\p{L}\p{N}_]))`;
  const flags = pattern.flags.includes('u') ? pattern.flags : `${pattern.flags}u`;
  return new RegExp(pattern.source.replaceAll(String.raw`\b`, boundary), flags);
}

export const WORDS = (text: string) => text.split(/\s+/).filter((word) => word.length > 0);

const GERMAN_DAYS =
  '(?:(?:mo|di|mi|do|fr|sa|so)(?=\\.?\\s*\\d)|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|(?<!guten\\s)morgen|übermorgen|heute (?:abend|nachmittag|noch|früh)|bis heute|nächste[nrs]? woche)';
/** Words that end like an infinitive and are none ("morgen", "einen", "unten"). */
const GERMAN_NOT_INFINITIVES = new Set(
  `morgen übermorgen einen keinen meinen deinen seinen ihren unseren euren allen vielen anderen diesen jenen
  welchen guten neuen alten ganzen kleinen großen unten oben hinten vorn innen außen gegen zwischen neben wegen
  trotzdem eben wohnen garten den denen gen ihnen uns zusammen vorhanden gestern gewesen geworden vergessen`.split(
    /\s+/,
  ),
);
const GERMAN_PRONOUN_RE = lettered(/\b(?:ich|du|er|es|wir|ihr|man)\b/i);
const GERMAN_SUBORDINATE_RE = lettered(
  /\b(?:wenn|weil|dass|daß|ob|obwohl|damit|nachdem|während|sobald|als|wie)\b/i,
);
/** A finite verb: the note is a sentence ("Sein Depot sollte ... haben", "Die Wahrheit wird uns befreien"). */
const GERMAN_FINITE_RE = lettered(
  /\b(?:ist|sind|war|waren|bin|bist|hab|hat|haben|hatte|hatten|werden|müssen|sollen|können|dürfen|wollen|läuft|gilt|endet|beginnt|startet|fängt|wird|wurde|wurden|sollte|sollten|soll|kann|konnte|könnte|muss|musste|darf|will|wollte|möchte|mag|mögen|gibt|geht|kommt)\b/i,
);

/** "Zahnarzt anrufen", "Reifen bis Freitag wechseln lassen", "Oma vom Bahnhof abholen": a short note ending in its verb. */
function germanInfinitiveNote(text: string): boolean {
  const written = WORDS(text.replace(/[.!…]+$/, ''));
  const last = written.at(-1) ?? '';
  return (
    written.length >= 2 &&
    // A note's parts are short; a book's sentence runs on past its commas.
    (written.length <= 8 || (written.length <= 16 && !/,\s/.test(text))) &&
    /^\p{Ll}[\p{L}]*(?:en|ern|eln)$/u.test(last) &&
    // "Sie haben hohe Maßstäbe": the polite "Sie" is a subject.
    !/\b(?:Sie|Ihr|Ihre|Ihnen|Ihren)\b/.test(text) &&
    !isRecipeStep(text) &&
    !GERMAN_NOT_INFINITIVES.has(last) &&
    // "andere wahrzunehmen", "um ... zu erreichen": an infinitive with "zu" hangs on another verb.
    !/^\p{Ll}{2,}zu\p{Ll}+en$/u.test(last) &&
    written.at(-2) !== 'zu' &&
    // "..., in den Samenkörner gepflanzt werden": a clause ending in its auxiliary hangs on another.
    !/^(?:werden|worden|sein|haben|können|müssen|sollen|wollen|dürfen|mögen)$/.test(last) &&
    !GERMAN_PRONOUN_RE.test(text) &&
    !GERMAN_SUBORDINATE_RE.test(text) &&
    !GERMAN_FINITE_RE.test(written.slice(0, -1).join(' ')) &&
    // A fragment of a longer sentence ("sich so lieben", "und dann weitermachen").
    !/^(?:sich|und|oder|aber|so|zu|um|denn|doch|deshalb|daher|dennoch|trotzdem|also|sondern)\b/i.test(text) &&
    !/^(?:der|die|das|ein|eine|mein|meine|dein|deine|unser|unsere|alle|viele)\s/i.test(text)
  );
}

/**
 * A recipe's step, in the infinitive as cookbooks write them ("Zwiebeln in Butter glasig dünsten", "Préchauffer le
 * four à 180 °C", "Licuar con ajo y cebolla"): the cook's verbs, or a time or heat.
 */
const RECIPE_RE = lettered(
  new RegExp(
    [
      String.raw`°|\b\d+\s*(?:g|kg|ml|cl|dl|l)\b|\b(?:minuten|minutes|minutos|stunden|grad|raumtemperatur|vorteig|teig|backofen|pâte|four|masa|horno|esslöffel|teelöffel|cuillères?|cucharadas?|cucharaditas?|prise|pizca)\b`,
      String.raw`\b(?:dünsten|garen|abschmecken|servieren|anbraten|anschwitzen|ablöschen|aufkochen|köcheln|würzen|verrühren|unterheben|vorheizen|schälen|pürieren|bestreuen|dazugeben|zugeben|hinzufügen|abgießen|blanchieren|marinieren|salzen|pfeffern|kneten|ruhen lassen|quellen lassen)\b`,
      String.raw`\b(?:préchauffer|battre|ajouter|mélanger|incorporer|verser|saler|poivrer|émincer|hacher|éplucher|fouetter|enfourner|napper|assaisonner|mijoter|dorer|faire revenir|laisser reposer|laisser cuire|porter à ébullition)\b`,
      String.raw`\b(?:einweichen|weich kochen|über nacht einweichen|servir|nappée?|saisie?|beurrer|garnir|fariner|flamber|réduire|dejar marinar|marinar|cocer|formen|flechten|bestreichen|glatt rühren|rühren|mischen|unterrühren)\b`,
      String.raw`\b(?:remojar|licuar|hervir|freír|sofreír|picar|mezclar|batir|agregar|añadir|incorporar|precalentar|hornear|sazonar|salpimentar|colar|escurrir|rehogar|dorar|espolvorear|dejar reposar|dejar hervir)\b`,
    ].join('|'),
    'iu',
  ),
);
/** Things of a kitchen: two of them and no errand verb make a recipe's step ("Mehl, Salz und Zucker mischen"). */
const KITCHEN_RE = lettered(
  /\b(?:mehl|salz|zucker|butter|eigelb|eiweiß|quark|sahne|schüssel|topf|pfanne|farine|sucre|sel|beurre|œufs?|jaune|crème|bol|poêle|casserole|saladier|harina|azúcar|sal|mantequilla|huevos?|aceite|ajo|cebolla|olla|sartén|fuego|cazuela|fuente|masa|pasta|horno)\b/giu,
);
const ERRAND_RE = lettered(
  /\b(?:kaufen|besorgen|holen|bestellen|mitbringen|acheter|commander|prendre|rapporter|comprar|pedir|encargar|traer|llevar)\b/iu,
);
const hasKitchenThings = (text: string) =>
  (text.match(KITCHEN_RE)?.length ?? 0) >= 2 && !ERRAND_RE.test(text);
export const isRecipeStep = (text: string) => RECIPE_RE.test(text) || hasKitchenThings(text);

const FRENCH_NOT_INFINITIVES = new Set(
  `hier premier première dernier dernière cher chère fer mer hiver super ver leur leurs notre votre autre contre
  entre pierre lettre quatre mètre centre être soir noir espoir avenir désir plaisir loisir sir monsieur
  dîner déjeuner mardi mercredi vendredi sur pour par cuir tir offre livre libre chambre membre nombre ordre
  titre vitre sucre tendre propre pauvre sombre arbre fenêtre théâtre maître cadre genre rencontre chiffre ombre
  poivre beurre dossier papier janvier février atelier métier quartier courrier calendrier escalier panier cahier
  clavier fichier chantier pompier policier boucher boulanger danger goûter plancher rocher foyer loyer`.split(
    /\s+/,
  ),
);

/** "Acheter du pain", "Rappeler le garage avant jeudi", "Paul : réserver la salle": a note in the infinitive. */
function frenchInfinitiveNote(text: string): boolean {
  const rest = text.replace(/^\p{Lu}[\p{L}'-]*\s?:\s*/u, '');
  const first = (WORDS(rest.replace(/^(?:ne pas|n'|ne plus)\s*/i, ''))[0] ?? '').toLowerCase();
  const written = WORDS(rest);
  return (
    written.length >= 2 &&
    written.length <= 20 &&
    /^[\p{L}'-]+(?:er|ir|re)$/u.test(first) &&
    !isRecipeStep(text) &&
    !FRENCH_NOT_INFINITIVES.has(first.replace(/^\p{L}'/u, '')) &&
    // "heure", "facture", "lumière", "salaire", "histoire": nouns that end like an infinitive.
    !/(?:ure|ère|(?<!f|pl|t|tr)aire|(?<!b|cr)oire)$/u.test(first) &&
    // "Aimer, c'est...", "Lire est un plaisir", "Vivre sans...": a truth about the verb.
    !/^\p{L}+(?:\s+[\p{L}'’]+){0,3},?\s+(?:c'est|c’est|est|sera|serait|n'est|reste|permet|aide|rend|coûte|vaut|donne)\b/iu.test(
      rest,
    ) &&
    !/^(?:vivre|aimer|mourir|être|savoir|pouvoir|vouloir|devoir|croire|penser|rire|écrire|lire)\b/i.test(rest)
  );
}

const SPANISH_NOT_INFINITIVES = new Set(
  `ayer mujer placer poder deber cáncer taller carácter líder súper super lugar hogar mar azar bar collar dólar par
  altar familiar popular particular similar militar celular singular regular millar pilar escolar alfiler
  alquiler cadáver amanecer atardecer anochecer parecer menester`.split(/\s+/),
);

/** "Llamar al dentista", "Sacar turno para el DNI", "Pablo: preparar el informe": a note in the infinitive. */
function spanishInfinitiveNote(text: string): boolean {
  const rest = text.replace(/^¿?¡?\p{Lu}[\p{L}'-]*\s?:\s*/u, '').replace(/^[¿¡]/, '');
  const first = (WORDS(rest.replace(/^no\s+/i, ''))[0] ?? '').toLowerCase().replace(/[,.]$/, '');
  const written = WORDS(rest);
  return (
    written.length >= 2 &&
    written.length <= 20 &&
    !isRecipeStep(text) &&
    (/^\p{L}{3,}(?:ar|er|ir|ár|ér|ír)(?:se|me|le|les|lo|los|la|las|nos)?$/u.test(first) ||
      /^(?:ir|ver|dar|leer|oír)$/.test(first)) &&
    !SPANISH_NOT_INFINITIVES.has(first) &&
    // "Vivir es...", "Amar, es...", "Leer te hace libre": a truth about the verb.
    !/^[^,]+,?\s+(?:es|era|será|sería|no es|te hace|nos hace|permite|ayuda|cuesta|vale)\b/iu.test(rest) &&
    !/^(?:vivir|amar|morir|ser|saber|poder|querer|creer|pensar|soñar|leer|escribir|aprender|perdonar)\b/i.test(
      rest,
    )
  );
}

const WRITTEN_PATTERNS: Record<ToDoLanguage, ToDoPatterns> = {
  de: {
    duty: [
      // The modal's infinitive ends the clause: "Ich muss morgen die Oma anrufen", not "Wir werden zu einer Kopie".
      /\b(?:[Ii]ch|[Ww]ir)\s+(?:muss|müssen|sollte|sollten|soll|sollen|werde|werden)\b(?!\s+(?:nie|niemals|nicht)\b)[^,;.!?]*\s\p{Ll}+(?:en|ern|eln)\b(?:[,;.!?]|$)/u,
      /\b(?:[Mm]uss|[Mm]üssen|[Ss]ollte|[Ss]ollten|[Ss]oll|[Ss]ollen)\s+(?:ich|wir)\b(?!\s+(?:nie|niemals|nicht)\b)[^,;.!?]*\s\p{Ll}+(?:en|ern|eln)\b(?:[,;.!?]|$)/u,
      // "Horst, du musst bis Freitag ... kündigen": a reminder to someone named, or for a day; without either, advice.
      /^(?:\p{Lu}[\p{L}-]*,\s*|[^:]{1,30}:\s*)(?:[Dd]u\s+musst|[Dd]u\s+solltest|[Mm]usst\s+du|[Ss]olltest\s+du)\b[^,;.!?]*\s\p{Ll}+(?:en|ern|eln)\b(?:[,;.!?]|$)/u,
      new RegExp(
        String.raw`\b(?:[Dd]u\s+musst|[Dd]u\s+solltest|[Mm]usst\s+du|[Ss]olltest\s+du)\b.*\b(?:bis|${GERMAN_DAYS})\b`,
        'u',
      ),
      // "Nimmst du am Heimweg Brot mit?", "Könnt ihr am Dienstag auf Finn aufpassen?": a favour asked.
      /^(?:[^:]{1,30}:\s*)?(?:\p{Lu}\p{Ll}*,?\s+)?(?:Kannst|Könntest|Können|Könnten|Kann|Könnte|Würdest|Würden|Könnt|Könntet|Würdet|Nimmst|Bringst|Holst|Machst|Schickst|Rufst|Übernimmst|Gehst|Fährst|Besorgst)\s+(?:du|ihr|Sie|jemand|einer)\b.*\?\s*$/iu,
      // "Laden wir die Nachbarn ein?", "Sollen wir Oma fragen?": a choice to make.
      /^\p{Lu}\p{Ll}+en\s+wir\b.*\?\s*$/u,
      // "Der Vertrag muss bis zum 3. unterschrieben werden": a duty on a thing.
      /\b(?:muss|müssen)\b[^,;]*\s\p{Ll}+(?:t|en)\s+(?:werden|sein)\b/u,
      /^(?:Jede[rs]?|Alle)\s.*\b(?:muss|müssen)\b/u,
      // "Das Auto muss bis Ende März zum TÜV."
      /\b(?:muss|müssen)\s+(?:noch\s+)?bis\b/u,
      // "Nicht vergessen: Geschenk besorgen", not "Nicht vergessen, das Beste kommt noch!".
      /\b(?:[Nn]icht vergessen|[Dd]ran denken)\s*[:,]?\s*(?=[^.!?]*\s\p{Ll}+(?:en|ern|eln)\b[.!]?$)/u,
      new RegExp(
        [
          String.raw`\b(?:ich|wir)\s+(?:hab(?:e)?|haben)\s+noch\b`,
          String.raw`\b(?:wir|ich)\s+(?:bitten|ersuchen|ersuche|bitte)\s+(?:sie|dich|euch)\b`,
          String.raw`[\p{L}\d]\s+nicht vergessen\s*(?:[,.!]|$)`,
          // "Nicht vergessen: Geschenk besorgen", not "Nicht vergessen, das Beste kommt noch!".
          String.raw`\bdenk(?:t|en sie)?\s+(?:bitte\s+)?(?:dran|daran|an)\b|\bvergiss(?:t)?\s+(?:bitte\s+)?nicht\b(?!,)`,
          String.raw`^(?:erinnerung|wichtig|todo|to-do|aufgabe|erledigen|noch offen)\s*:`,
          String.raw`^(?:bitte|wer\s+(?:kann|könnte|übernimmt|macht|schreibt|bringt|holt|kümmert|fährt|hat zeit))\b`,
          String.raw`\bbitte\b.*\b(?:sie|du|ihr)\b|\b(?:sie|du)\b.*\bbitte\b`,
        ].join('|'),
        'iu',
      ),
    ],
    when: new RegExp(
      String.raw`\b${GERMAN_DAYS}\b\.?|\b\d{1,2}(?:[:.]\d{2})?\s*uhr\b|\b\d{1,2}:\d{2}\b|\bam\s+\d{1,2}\.`,
      'i',
    ),
    statement: GERMAN_FINITE_RE,
    subject:
      /\b(?:ich|du|er|sie|es|wir|ihr|man|wenn|weil|dass|daß|ob|obwohl|nachdem|während|sobald|als|wie|da|welche[rsnm]?)\b/i,
    deadline: new RegExp(
      String.raw`\bbis\s+(?:spätestens\s+|zum\s+|ende\s+|mitte\s+|anfang\s+)?(?:${GERMAN_DAYS}|mo|di|mi|do|fr|sa|so|\d{1,2}(?!\d)|januar|jänner|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember)|\bspätestens\b|\bfällig\b|\bfrist\b|\bdeadline\b`,
      'i',
    ),
    imperative:
      /^(?:\p{Lu}[\p{L}'-]*:\s*)?(?:ruf|rufe|hol|hole|kauf|kaufe|bring|bringe|schick|schicke|schreib|schreibe|sag|sage|frag|frage|bezahl|bezahle|überweis|überweise|meld|melde|besorg|besorge|erledig|erledige|buch|buche|prüf|prüfe|check|gib|nimm|vergiss|denk|kümmer|kümmere|mach|vereinbar|vereinbare|reservier|reserviere|bestell|bestelle|kündige|kündig|unterschreib|unterschreibe|schau|lies)\b(?!\s+(?:ich|wir)\b)(?!\s+(?:mal\s+)?(?:das leben|dich selbst))/iu,
    assignment:
      /^(?!(?:Der|Die|Das|Ein|Eine|Mein|Meine|Unser|Unsere)\b)(?!\p{L}+(?:ung|heit|keit|arbeit|schaft|tion|tät|ismus|nis|tum|ment|ei|zeit|leben|welt)\b)\p{Lu}[\p{L}-]*(?:\s+(?:und|&)\s+\p{Lu}[\p{L}-]*)?(?:\s+\([^)]*\))?\s+(?:kümmert sich|kümmern sich|übernimmt|übernehmen|schickt|schicken|bringt|bringen|holt|holen|macht|machen|ruft|rufen|schreibt|schreiben|organisiert|organisieren|besorgt|besorgen|bucht|buchen|bestellt|bestellen|prüft|prüfen|klärt|klären|fährt)\b(?!.*\b(?:immer|jeden|jede|oft|gern|gerne)\b)/u,
    infinitiveNote: germanInfinitiveNote,
    listHeading:
      /\b(?:einkauf\w*|einkaufsliste|besorgen|mitbringen|mitnehmen|erledigen|to-?dos?|aufgaben|noch zu|packliste|liste|nicht vergessen|wochenende|heute|morgen|supermarkt|markt|baumarkt|apotheke|drogerie|dm|rewe|aldi|lidl|edeka|migros|coop|billa|spar)\b/i,
    notOne:
      /\b(?:erledigt|gemacht|schon|bereits|entfällt|fällt aus)\b|^(?:danke|vielen dank|glückwunsch|herzlichen glückwunsch|super|toll|prima)\b|^(?:gestern|vorgestern|vorhin|letzte[nrs]? (?:woche|monat|jahr))\b|\bbitte beachten\b|\bbeachten sie\b|^(?:man|jeder)\s|\bman\s+(?:muss|sollte|soll|darf)\b|\b(?:habe|hab|hat|hatte|hatten|haben|bin|ist|war|waren|wurde|wurden)\b.*(?:ge\p{L}+(?:t|en)|\p{L}+iert)\b[.!]?$|\s\p{Ll}*ge\p{Ll}{2,}t(?:[,.!]|$)|^(?:aus (?:einem|einer|dem|der)|zitat|spruch|laut)\b[^:]*:/iu,
  },
  fr: {
    duty: [
      /\bdoi(?:t|vent) être\s+\p{L}+(?:é|ée|és|ées|i|ie|is|ise|it|ite|u|ue)\b/iu,
      new RegExp(
        [
          String.raw`\b(?:je|j'|j’|on|nous)\s*(?:dois|doit|devons|devrais|devrait|devrions|vais|va|allons)\s+(?!(?:bien|mieux|mal|être|avoir|arriver|devoir|pouvoir|dire|avouer|admettre|reconnaître|finir par)\b)\p{L}`,
          String.raw`\b(?:je|moi je)\s+(?:m['’]occupe|me charge|prends|passe|rappelle|envoie|ramène|apporte)\b|` +
            String.raw`^[^:]{1,30}:\s*(?:il\s+)?faut\s+\p{L}+(?:er|ir|re)\b|^(?:chaque|tous les|toutes les)\b.*\bdoi(?:t|vent)\s+\p{L}+(?:er|ir|re)\b|\b(?:nous vous|je vous) remercions? de bien vouloir\b|\bmerci de bien vouloir\b|\btu me dis\b|\bdis-moi\b|\btiens-moi au courant\b|\bt['’]oublies? pas\b|^oublie pas\b|` +
            String.raw`\bil (?:me|nous) faut\b|\b(?:il\s+)?faudrait\s+que\s+(?:je|j['’]|tu|on|nous|vous)|\b(?:est|sont)\s+à\s+\p{L}+(?:er|ir|re)\b|\b(?:il\s+)?faut\s+(?:que\s+(?:je|j'|j’|tu|on|nous|vous)|qu'on|qu’on)\b`,
          String.raw`\bne pas oublier\b|\bn['’]oublie(?:z)? pas\b(?!\s+que\b)|\bpenser à\b|\bpense(?:z)? à\b|\bsonger à\b`,
          String.raw`^(?:rappel|à faire|todo|to-do|urgent|important|tâche)\s*:`,
          String.raw`\bmerci (?:à (?:tous|toutes|chacun|chacune) )?d(?:e\b|['’](?!avance))|\bveuillez\b|\bprière de\b|\b(?:je|nous) vous prions de\b|\bje vous prie de\b|\bvous êtes prié(?:e|s|es)? de\b|\bs['’]il (?:te|vous) pla[iî]t\b|\bsvp\b`,
          String.raw`\b(?:pourriez-vous|pourrais-tu|peux-tu|pouvez-vous|tu peux|vous pouvez|tu pourrais|vous pourriez|est-ce que tu peux|est-ce que vous pouvez|quelqu['’]un peut|quelqu['’]un pourrait)\s+(?:me\s+|m['’]|te\s+|t['’]|nous\s+|lui\s+|le\s+|la\s+|les\s+|l['’])?(?:envoyer|occuper|charger|appeler|rappeler|passer|acheter|prendre|récupérer|chercher|déposer|apporter|ramener|amener|confirmer|vérifier|signer|remplir|imprimer|réserver|regarder|faire|préparer|dire|aider|venir|aller|répondre|transmettre|renvoyer)\b`,
          String.raw`^[^:]{1,40}?\s?:\s+(?:\p{Lu}\p{L}*,\s*)?(?:tu peux|tu pourrais|vous pouvez|vous pourriez|peux-tu|pourrais-tu|pouvez-vous|pourriez-vous)\s+(?:me\s+|m['’]|nous\s+|lui\s+|le\s+|la\s+|les\s+|l['’])?\p{L}+(?:er|ir|re)\b`,
          String.raw`^(?:est-ce que\s+)?qui\s+(?:peut|pourrait|s['’]occupe|fait|prend|amène|apporte|ramène|va|s['’]en charge|est dispo)\b`,
        ].join('|'),
        'iu',
      ),
    ],
    when: /\b(?:(?:lun|mar|mer|jeu|ven|sam|dim)(?=\.?\s*\d)|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|ce soir|cet après-midi)\b\.?|\b\d{1,2}\s?h(?:\d{2})?\b|\b\d{1,2}:\d{2}\b/iu,
    subject:
      /(?:^|\s)(?:(?:je|tu|il|elle|on|nous|vous|ils|elles|ça|cela|quand|lorsque|si|parce|puisque|comme|qui|que)(?=[\s,.!?]|$)|(?:j|qu|c)['’])/iu,
    statement:
      /\b\p{L}{3,}(?:era|eront|ira|iront)\b|\bprévue?s?\b|\b(?:permet|permettent|aide|rend|coûte|vaut)\b|\b(?:est|sont|était|étaient|a|ont|avait|devrait|devraient|sera|seront|arrive|arrivent|arrivera|commence|aura|fut|reste)\b/iu,
    deadline:
      /\b(?:avant|d['’]ici|pour)\s+(?:le\s+|la\s+|ce\s+|au\s+)?(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|ce soir|fin|\d{1,2}(?!\d))|\bà (?:rendre|payer|envoyer|signer|faire|prévoir|réserver|renouveler|appeler|rappeler|commander|acheter|déposer|récupérer)\b|\bà\s+\p{L}+(?:er|ir|re)\s+(?:avant|d['’]ici|pour le|cette semaine|demain|ce soir)\b|\bdate limite\b|\béchéance\b/iu,
    imperative:
      /^(?:\p{Lu}[\p{L}'-]*\s?:\s*)?(?:appelle|appelez|rappelle|rappelez|envoie|envoyez|achète|achetez|passe|passez|prends|prenez|réserve|réservez|paie|paye|payez|vérifie|vérifiez|dépose|déposez|récupère|récupérez|confirme|confirmez|préviens|prévenez|demande|demandez|ramène|ramenez|apporte|apportez|remplis|remplissez|signe|signez|commande|commandez|inscris|inscrivez|renvoie|renvoyez|contacte|contactez|relance|relancez|réponds|répondez|transfère|transférez|rapporte|rapportez|range|rangez|sors|sortez|nettoie|nettoyez|ramasse|ramassez)\b/iu,
    assignment:
      /^(?!(?:Le|La|Les|Un|Une|Mon|Ma|Mes|Notre|Nos|Ce|Cette|Il|Elle|On|Je|Tu|Nous|Vous|Ils|Elles)\b)\p{Lu}[\p{L}-]*(?:\s+(?:et|&)\s+\p{Lu}[\p{L}-]*)?(?:\s+\([^)]*\))?\s+(?:s['’]occupe(?:nt)?|se charge(?:nt)?|prend|prennent|apporte(?:nt)?|envoie(?:nt)?|prépare(?:nt)?|appelle(?:nt)?|réserve(?:nt)?|achète(?:nt)?|récupère(?:nt)?|ramène(?:nt)?|fait|font|doit|doivent|va|vont)\b/u,
    infinitiveNote: frenchInfinitiveNote,
    listHeading:
      /\b(?:courses|liste|à ne pas oublier|pas oublier|à faire|à acheter|à prévoir|à emporter|à préparer|todo|to-do|tâches|marché|supermarché|carrefour|leclerc|auchan|intermarché|monoprix|lidl|pharmacie|ce week-end|demain|aujourd['’]hui|pour)\b/iu,
    notOne:
      /\b(?:fait|faite|réglé|réglée|terminé|envoyé|envoyée|rendu|rendue|payé|payée|réservé|réservée|déposé|déposée|signé|signée|posté|commandé|acheté|récupéré|appelé|confirmé|validé|fini|finie|reçu|reçue|c['’]est bon)\s*[.!✓]?$|^(?:d['’]après|selon|extrait|citation)\b[^:]*:|\bpas de cours\b|\bsera fermée?\b|^(?:bravo|merci pour|merci beaucoup|félicitations|bon courage|bonne chance|super)\b|\bveuillez noter\b|^il faut\b(?!\s+que)|\bon doit toujours\b|\b(?:j['’]ai|nous avons|on a|il a|elle a|ils ont|avons|ont)\s+(?:déjà\s+|bien\s+)?\p{L}+(?:é|ée|és|ées|i|is|u|us|it|ert|ait)\b/iu,
  },
  es: {
    duty: [
      /\b(?:tiene|tienen) que ser\s+\p{L}+(?:ado|ada|ados|adas|ido|ida|idos|idas)\b/iu,
      /^(?:hay|habría) que\s+\p{L}+(?:ar|er|ir)(?:lo|la|los|las|le|les)?\b/iu,
      new RegExp(
        [
          String.raw`(?<!\b(?:lo|la|los|las|que)\s)\b(?:tengo|tenemos)\s+que\s+(?!decir|admitir|reconocer|confesar|ver\b)`,
          // "Tienes que aprender a cobrar lo que vales" is advice; "Sofi, tienes que ... el viernes" a reminder.
          String.raw`^(?:[^:]{1,30}:\s*)?\p{Lu}\p{L}*,\s*(?:tienes|tenés)\s+que\b|\b(?:tienes|tenés)\s+que\b.*\b(?:hoy|mañana|lunes|martes|miércoles|jueves|viernes|sábado|domingo|antes del?)\b`,
          String.raw`\bse\s+(?:les\s+|le\s+|te\s+)?(?:solicita|ruega|pide)\s+(?:que\b|\p{L}+(?:ar|er|ir)\b)|\b(?:les|os|te|le)?\s*(?:rogamos|pedimos)\s+(?:que\b|\p{L}+(?:ar|er|ir)\b)|^(?:cada|todos los|todas las)\b.*\bdeben?\s+\p{L}+(?:ar|er|ir)\b|` +
            String.raw`\b(?:les|le|te|os)\s+(?:recordamos|recuerdo)\b|\brecuerden que\b|\bnecesito que\b|\bno\s+se\s+me\s+olvide\b`,
          String.raw`\bno\s+(?:te\s+)?olvid\p{L}*\s+que\b.*\b(?:hoy|mañana|lunes|martes|miércoles|jueves|viernes|sábado|domingo|finde|tienes que|tenés que|hay que)\b`,
          String.raw`\b(?:acordate|acuérdate)\s+(?:de|que)\b`,
          String.raw`(?:^|\byo\s+)(?:debo|debería)\s+\p{L}+(?:ar|er|ir)\b|\b(?:debo|necesito|necesitamos)\s+\p{L}+(?:ar|er|ir)\b`,
          String.raw`(?<!\b(?:no|nos)\s)\b(?:voy|vamos)\s+a\s+\p{L}+(?:ar|er|ir)(?:lo|la|le|los|las|les|me|te|se|nos)?\b`,
          String.raw`\b(?:me|nos)\s+toca\b`,
          String.raw`\bno\s+se\s+(?:te|les|le)\s+olvide\b|\bno\s+(?:olvidar|olvides|olvidés|olvide|olviden|te olvides|se olvide)\b(?!\s+que\b)|\bacordarme\b|\bacuérdate\b|\bacordate\b|\brecordar\b|\brecuérdame\b|\brecordame\b`,
          String.raw`^(?:recordatorio|pendiente|pendientes|ojo|importante|urgente|todo|to-do|tarea)\s*:`,
          String.raw`\bpor favor\b|\bporfa\b|\bporfis\b|\bxfa\b|\ble rogamos\b|\bfavor de\b|\bse ruega\b|\bte pido que\b|\ble pido que\b`,
          String.raw`^(?:[^:¿?]{1,30}:\s*)?(?:\p{Lu}\p{L}*,\s*)?¿?\s*(?:(?:(?:me|te|le|nos|les|lo|la)\s+)?(?:puedes|podrías|podés|podrías|puede usted|podría usted|pueden|podrían|alguien puede|alguien podría)\s+(?:me\s+|nos\s+)?(?:mandar|enviar|pasar|llamar|traer|comprar|recoger|avisar|confirmar|revisar|llevar|buscar|pagar|reservar|decir|ayudar|firmar|imprimir|cambiar|preparar|hacer|ir|venir|pedir)(?:me|nos|le|les|lo|la|los|las)?|me\s+(?:mandas|mandás|pasas|pasás|envías|enviás|avisas|avisás|confirmas|confirmás|llamas|llamás|traes|traés|compras|comprás|ayudas|ayudás))\b`,
          String.raw`^[^:¿?]{1,30}:\s*(?:\p{Lu}\p{L}*,\s*)?¿?\s*(?:puedes|podrías|podés|puede|podría|pueden|podrían|alguien puede|alguien podría)\s+(?:me\s+|nos\s+)?\p{L}+(?:ar|er|ir)(?:me|nos|lo|la|le|los|las|les)?\b`,
          String.raw`¿\s*me\s+\p{L}+(?:as|es|ás|és|a|e)\b.*\?`,
          // "Beto: ¿Pasas por las tortillas al salir?", "Hoy podés pasar a las 10:30?": a favour asked in a message.
          String.raw`^[^:¿?]{1,30}:\s*(?:\p{L}+,\s*)?¿\s*\p{L}+(?:as|es|ás|és)\s+(?:por|a|al|el|la|los|las|me|nos)\b.*\?\s*$`,
          String.raw`\b(?:puedes|podés|podrías|podría|puede)\s+(?:me\s+|nos\s+)?\p{L}+(?:ar|er|ir)(?:me|nos|lo|la|le|se)?\b(?=.*\b(?:hoy|mañana|esta tarde|esta noche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|a las \d)).*\?\s*$`,
          String.raw`^(?:[^:¿?]{1,30}:\s*)?¿\s*quién\s+(?!sabe|sabía|diría|dijo|lo\b|me\b|te\b|\p{L}*ría\b|\p{L}+ó\b)\p{L}+\s+\p{L}+.*\?\s*$`,
          String.raw`^(?:[^:¿?]{1,30}:\s*)?¿\s*\p{L}+(?:amos|emos|imos)\b.*\bo\b.*\?\s*$`,
          String.raw`^(?:[^:¿?]{1,30}:\s*)?(?:\p{L}+,\s*)?¿?\s*quién\s+(?:arma|organiza|cubre|prepara|trae|lleva|puede|podría|lleva|trae|se encarga|hace|va|recoge|paga|compra)\b`,
        ].join('|'),
        'iu',
      ),
    ],
    when: /\b(?:(?:lun|mar|mié|mie|jue|vie|sáb|sab|dom)(?=\.?\s*\d)|lunes|martes|miércoles|jueves|viernes|sábado|domingo|mañana|esta noche|esta tarde)\b\.?|\ba las \d|\b\d{1,2}\s?(?:h|hs|hrs)\b|\b\d{1,2}:\d{2}\b/iu,
    subject:
      /\b(?:yo|tú|él|ella|nosotros|nosotras|ellos|ellas|usted|ustedes|cuando|si|porque|como|que|quien|aunque|mientras|para)\b/i,
    statement:
      /\bse\s+\p{L}+(?:a|an|e|en)\b|\b\p{L}+(?:aron|ieron|ábamos|íamos|aban|ían)\b|\b(?:iba|iban|íbamos|no hay|somos|estamos|soy|puedo|puedes|puede)\b|\btengo\s+(?!que\b)|\b(?:ha|han|he|hemos) de\b|\b(?:debe|deben|debemos|puede|pueden|podemos|tiene|tienen|parece|parecen|es|son|está|están|estaba|fue|era|eran|debería|deberían|llega|llegan|llegará|llegó|será|habrá|hubo|empieza|empezó)\b/iu,
    deadline:
      /\b(?:antes del?|para el|hasta el|a más tardar el?)\s+(?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|\d|fin|mañana|día)|\bvence\b|\bvencimiento\b|\bplazo\b|\bfecha límite\b/iu,
    imperative:
      /^(?:\p{Lu}[\p{L}'-]*:\s*)?(?:llama|llamá|compra|comprá|manda|mandá|paga|pagá|reserva|reservá|pide|pedí|saca|sacá|lleva|llevá|trae|traé|busca|buscá|recoge|envía|enviá|revisa|revisá|confirma|confirmá|avisa|avisá|pasa|pasá|acuérdate|acordate|(?:anda|andá|ve|vete|vaya|vayan)\s+a\s+\p{L}+(?:ar|er|ir)|dime|decime|contame|cuéntame|llamala|llamalo|llámala|llámalo|mandala|mandalo|mándala|mándalo|compralo|cómpralo|mándame|pásame|avísame|llámame|tráeme|cómprame|mandame|pasame|avisame|llamame|traeme|compráme)\b(?!\s+la atención)/iu,
    assignment:
      /^(?!(?:El|La|Los|Las|Un|Una|Mi|Mis|Nuestro|Nuestra|Este|Esta|Ese|Esa|Yo|Tú|Él|Ella|Nosotros|Ellos|Ellas|Nada|Nadie|Todo|Todos|Cada|Quien|Quién|Eso|Esto|Algo)\b)\p{Lu}[\p{L}-]*(?:\s+(?:y|&)\s+\p{Lu}[\p{L}-]*)?(?:\s+\([^)]*\))?\s+(?:se encarga(?:n)?|presenta(?:n)?|revisa(?:n)?|envía(?:n)?|organiza(?:n)?|confirma(?:n)?|lleva(?:n)?|trae(?:n)?|prepara(?:n)?|manda(?:n)?|llama(?:n)?|compra(?:n)?|paga(?:n)?|reserva(?:n)?|recoge(?:n)?|tiene que|tienen que|va a|van a|va por|van por|debe)\b(?!\s+(?:que\s+)?ver\b)/u,
    infinitiveNote: spanishInfinitiveNote,
    listHeading:
      /\b(?:no olvidar|no olvides|compras|compra|lista|súper|super|supermercado|mercado|mercadona|carrefour|dia|oxxo|walmart|soriana|jumbo|lider|farmacia|pendientes|por hacer|para hacer|tareas|mandados|recados|llevar|comprar|hoy|mañana|finde)\b/iu,
    notOne:
      /\b(?:hecho|listo|resuelto|ya está|ya lo)\b\s*[.!✓]?$|\bya\s+\p{L}+(?:ado|ada|ados|adas|ido|ida|idos|idas)\b|^(?:nadie|nada)\b|\bno habrá\b|\b(?:estará|permanecerá) cerrad[oa]\b|^(?:gracias|felicidades|felicitaciones|genial|bravo|qué bueno)\b|\bya\s+(?:lo|la|los|las|le|les)\s+\p{L}+|^(?:según|cita|de un (?:blog|libro|artículo)|del libro)\b[^:]*:|^hay que\b.*\b(?:cuando|siempre|nunca)\b|^hay que\s+(?:vivir|ser|saber|aprender|amar|disfrutar|creer|tener|estudiar|descansar|dormir|cuidar(?:se)?|intentar|luchar|seguir|confiar|dejar)\b|\b(?:he|has|ha|hemos|han)\s+(?:ya\s+)?\p{L}+(?:ado|ido|to|cho)\b|^(?:ya\s+|hoy\s+|ayer\s+)?(?!(?:café|bebé|puré|josé|chalé|comité)\b)\p{L}{2,}(?:é|ó)\s|\bya\s+\p{L}+(?:é|ó|amos|aron|ieron)\b/iu,
  },
};

function letteredPatterns(patterns: ToDoPatterns): ToDoPatterns {
  return {
    ...patterns,
    duty: patterns.duty.map(lettered),
    statement: lettered(patterns.statement),
    when: lettered(patterns.when),
    deadline: lettered(patterns.deadline),
    imperative: lettered(patterns.imperative),
    assignment: lettered(patterns.assignment),
    listHeading: lettered(patterns.listHeading),
    notOne: lettered(patterns.notOne),
  };
}

export const TODO_PATTERNS: Record<ToDoLanguage, ToDoPatterns> = {
  de: letteredPatterns(WRITTEN_PATTERNS.de),
  fr: letteredPatterns(WRITTEN_PATTERNS.fr),
  es: letteredPatterns(WRITTEN_PATTERNS.es),
};
