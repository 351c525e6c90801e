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

/** A feature's weight, or none for a feature the model never saw (which weighs nothing). */
export interface FeatureWeights {
  get(feature: string): number | undefined;
}

/** A regression's bias and its features' weights, as learned or as read from a stored model. */
export interface LogisticModel {
  bias: number;
  weights: FeatureWeights;
}

/** A model as learned, its features known by name (what a stored model is written from). */
export interface LearnedModel extends LogisticModel {
  weights: ReadonlyMap<string, number>;
}

/** Learns each feature's weight from the examples. */
export function learnLogisticModel(
  examples: readonly FeatureExample[],
  options: LogisticOptions = DEFAULT_LOGISTIC_OPTIONS,
): LearnedModel {
  // Features become indices once, so the passes work on typed arrays rather than string-keyed maps.
  const index = new Map<string, number>([[BIAS, 0]]);
  const encoded = examples.map((example) => {
    const ids = [0];
    for (const feature of example.features) {
      let id = index.get(feature);
      if (id === undefined) {
        id = index.size;
        index.set(feature, id);
      }
      ids.push(id);
    }
    return { ids, target: example.positive ? 1 : 0 };
  });
  const weights = new Float64Array(index.size);
  const squaredGradients = new Float64Array(index.size);
  const random = seededRandom(examples.length);
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (const { ids, target } of shuffled(encoded, random)) {
      let sum = 0;
      for (const id of ids) sum += weights[id] ?? 0;
      const error = target - sigmoid(sum);
      for (const id of ids) {
        const weight = weights[id] ?? 0;
        const gradient = error - options.l2 * weight;
        const accumulated = (squaredGradients[id] ?? 0) + gradient * gradient;
        squaredGradients[id] = accumulated;
        weights[id] = weight + (options.learningRate * gradient) / Math.sqrt(accumulated + 1e-8);
      }
    }
  }
  const learned = new Map<string, number>();
  for (const [feature, id] of index) if (id !== 0) learned.set(feature, weights[id] ?? 0);
  return { bias: weights[0] ?? 0, weights: learned };
}

/** The probability that a feature set is of the positive class, by a learned model. */
export function logisticProbability({
  bias,
  weights,
}: LogisticModel): (features: readonly string[]) => number {
  return (features) => {
    let sum = bias;
    for (const feature of features) sum += weights.get(feature) ?? 0;
    return sigmoid(sum);
  };
}
