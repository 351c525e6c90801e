/**
 * A two-class logistic regression over sparse named features, trained by stochastic gradient descent with
 * per-feature (AdaGrad) steps and L2 shrinkage. Unlike naive Bayes it weighs features that go together
 * (the rule that fired, the words around it, the highlight it sits in) against each other, so one strong
 * cue does not count twice. Training is deterministic: the same examples give the same weights.
 */
export interface FeatureExample {
  features: readonly string[];
  positive: boolean;
}

export interface LogisticOptions {
  /** Passes over the examples. */
  epochs: number;
  /** Base step size; each feature's step shrinks as its squared gradients add up. */
  learningRate: number;
  /** Shrinkage of each weight towards zero per update, against features seen only a few times. */
  l2: number;
}

export const DEFAULT_LOGISTIC_OPTIONS: LogisticOptions = { epochs: 15, learningRate: 0.1, l2: 1e-4 };

const BIAS = '#bias';

/** A small seeded generator so training order, and so the weights, never vary between runs. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

const sigmoid = (value: number) => 1 / (1 + Math.exp(-value));

/** Learns weights from the examples; returns the probability that a feature set is of the positive class. */
export function trainLogistic(
  examples: readonly FeatureExample[],
  options: LogisticOptions = DEFAULT_LOGISTIC_OPTIONS,
): (features: readonly string[]) => number {
  const weights = new Map<string, number>();
  const squaredGradients = new Map<string, number>();
  const random = seededRandom(examples.length);
  const score = (features: readonly string[]) => {
    let sum = weights.get(BIAS) ?? 0;
    for (const feature of features) sum += weights.get(feature) ?? 0;
    return sigmoid(sum);
  };
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (const example of shuffled(examples, random)) {
      const error = (example.positive ? 1 : 0) - score(example.features);
      for (const feature of [BIAS, ...example.features]) {
        const weight = weights.get(feature) ?? 0;
        const gradient = error - options.l2 * weight;
        const accumulated = (squaredGradients.get(feature) ?? 0) + gradient * gradient;
        squaredGradients.set(feature, accumulated);
        weights.set(feature, weight + (options.learningRate * gradient) / Math.sqrt(accumulated + 1e-8));
      }
    }
  }
  return score;
}
