/**
 * TextRank over TF-IDF sentence vectors. To stay fast on thousands of sentences, the graph is built only
 * over a candidate pool (the sentences closest to the corpus centroid), from an inverted index, with a
 * bounded number of neighbours per sentence.
 */
import { buildVectors, centroidScores, cosine, type SparseVector } from './tf-idf';

export interface RankOptions {
  poolSize: number;
  maxNeighbours: number;
  minSimilarity: number;
  damping: number;
  iterations: number;
}

export const DEFAULT_RANK_OPTIONS: RankOptions = {
  poolSize: 400,
  maxNeighbours: 20,
  minSimilarity: 0.05,
  damping: 0.85,
  iterations: 40,
};

export interface RankResult {
  /** One score in [0, 1] per sentence; higher is more central. */
  scores: number[];
  vectors: SparseVector[];
}

interface Edge {
  to: number;
  weight: number;
}

const before = (a: Edge, b: Edge) => a.weight > b.weight || (a.weight === b.weight && a.to < b.to);

/** Keeps `list` sorted, strongest first, and no longer than maxNeighbours (cheaper than sorting all). */
function insertTopK(list: Edge[], edge: Edge, options: RankOptions): void {
  const last = list[list.length - 1];
  if (list.length >= options.maxNeighbours && last && !before(edge, last)) return;
  let position = list.length;
  while (position > 0 && before(edge, list[position - 1] ?? edge)) position -= 1;
  list.splice(position, 0, edge);
  if (list.length > options.maxNeighbours) list.pop();
}

/** Similarity edges within the pool, via an inverted index; each node keeps its strongest neighbours. */
function buildGraph(
  pool: readonly number[],
  vectors: readonly SparseVector[],
  options: RankOptions,
): Edge[][] {
  const poolVectors = pool.map(
    (sentence) => vectors[sentence] ?? { ids: new Int32Array(), weights: new Float64Array() },
  );
  let maxId = -1;
  for (const vector of poolVectors) {
    for (const id of vector.ids) maxId = Math.max(maxId, id);
  }
  // Postings as flat arrays (counting sort by term id): far less garbage than one array per term.
  const offsets = new Int32Array(maxId + 2);
  for (const vector of poolVectors) {
    for (const id of vector.ids) offsets[id + 1] = (offsets[id + 1] ?? 0) + 1;
  }
  for (let id = 0; id <= maxId; id += 1) offsets[id + 1] = (offsets[id + 1] ?? 0) + (offsets[id] ?? 0);
  const cursor = offsets.slice();
  const postingNodes = new Int32Array(offsets[maxId + 1] ?? 0);
  const postingWeights = new Float64Array(postingNodes.length);
  poolVectors.forEach((vector, node) => {
    for (let k = 0; k < vector.ids.length; k += 1) {
      const id = vector.ids[k] ?? 0;
      const slot = cursor[id] ?? 0;
      postingNodes[slot] = node;
      postingWeights[slot] = vector.weights[k] ?? 0;
      cursor[id] = slot + 1;
    }
  });

  const accumulator = new Float64Array(pool.length);
  const touched = new Int32Array(pool.length);
  return poolVectors.map((vector, node) => {
    let touchedCount = 0;
    for (let k = 0; k < vector.ids.length; k += 1) {
      const id = vector.ids[k] ?? 0;
      const weight = vector.weights[k] ?? 0;
      const end = offsets[id + 1] ?? 0;
      for (let slot = offsets[id] ?? 0; slot < end; slot += 1) {
        const other = postingNodes[slot] ?? 0;
        if (other === node) continue;
        if (accumulator[other] === 0) touched[touchedCount++] = other;
        accumulator[other] = (accumulator[other] ?? 0) + weight * (postingWeights[slot] ?? 0);
      }
    }
    const neighbours: Edge[] = [];
    for (let t = 0; t < touchedCount; t += 1) {
      const other = touched[t] ?? 0;
      const similarity = accumulator[other] ?? 0;
      accumulator[other] = 0;
      if (similarity >= options.minSimilarity)
        insertTopK(neighbours, { to: other, weight: similarity }, options);
    }
    return neighbours;
  });
}

function pageRank(edges: readonly Edge[][], options: RankOptions): number[] {
  const size = edges.length;
  const outWeight = edges.map((list) => list.reduce((sum, edge) => sum + edge.weight, 0));
  let scores = new Array<number>(size).fill(1 / size);
  for (let iteration = 0; iteration < options.iterations; iteration += 1) {
    const next = new Array<number>(size).fill((1 - options.damping) / size);
    edges.forEach((list, from) => {
      const total = outWeight[from] ?? 0;
      const share = total > 0 ? (options.damping * (scores[from] ?? 0)) / total : 0;
      for (const edge of list) next[edge.to] = (next[edge.to] ?? 0) + share * edge.weight;
    });
    const change = next.reduce((sum, value, i) => sum + Math.abs(value - (scores[i] ?? 0)), 0);
    scores = next;
    if (change < 1e-7) break;
  }
  return scores;
}

function normalise(values: readonly number[]): number[] {
  const max = values.reduce((highest, value) => Math.max(highest, value), 0);
  return values.map((value) => (max > 0 ? value / max : 0));
}

/**
 * Scores sentences (given as token lists) by centrality. Sentences outside the pool keep only a damped
 * centroid score, so they rank below pool members of similar centrality.
 */
export function rankSentences(
  documents: readonly (readonly string[])[],
  options: RankOptions = DEFAULT_RANK_OPTIONS,
): RankResult {
  const vectors = buildVectors(documents);
  const centroid = normalise(centroidScores(vectors));
  const order = centroid.map((_, i) => i).sort((a, b) => (centroid[b] ?? 0) - (centroid[a] ?? 0) || a - b);
  const pool = order.slice(0, options.poolSize);
  const rank = normalise(pageRank(buildGraph(pool, vectors, options), options));

  const scores = centroid.map((value) => 0.3 * value);
  pool.forEach((sentence, node) => {
    scores[sentence] = 0.7 * (rank[node] ?? 0) + 0.3 * (centroid[sentence] ?? 0);
  });
  return { scores, vectors };
}

/**
 * Greedy redundancy removal: walks candidates in order of preference and keeps those not too similar to an
 * already kept one (a similarity cut-off, the cheap end of MMR).
 */
export function selectDiverse(
  candidates: readonly number[],
  vectors: readonly SparseVector[],
  limit: number,
  maxSimilarity = 0.5,
  accept: (candidate: number) => boolean = () => true,
): number[] {
  const chosen: number[] = [];
  for (const candidate of candidates) {
    if (chosen.length >= limit) break;
    const vector = vectors[candidate];
    if (!vector || !accept(candidate)) continue;
    const redundant = chosen.some((other) => {
      const kept = vectors[other];
      return kept !== undefined && cosine(vector, kept) > maxSimilarity;
    });
    if (!redundant) chosen.push(candidate);
  }
  return chosen;
}
