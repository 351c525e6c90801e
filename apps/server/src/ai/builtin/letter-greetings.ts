/** "Dear Mr Perera, Please pay...", "Hi both, The audit team...": a letter's greeting, joined to its first sentence. */
const GREETING_RE =
  /^(?:dear|hi|hello|hey|hiya|good (?:morning|afternoon|evening)|morning|kia ora)\b[^,:.!?]{0,40}[,:!]\s+(?=\S)/i;

/** The sentence after its letter's greeting: what the greeting introduces is what a reader weighs. */
export const withoutGreeting = (sentence: string): string => sentence.replace(GREETING_RE, '');
