/** TF-IDF sentence vectors: sparse, unit-length, comparable by cosine similarity. */

export interface SparseVector {
  /** Term ids, ascending. */
  ids: Int32Array;
  /** Unit-length weights, aligned with ids. */
  weights: Float64Array;
}

/** One vector per document (a list of stemmed tokens); idf is computed over these documents. */
export function buildVectors(documents: readonly (readonly string[])[]): SparseVector[] {
  const termIds = new Map<string, number>();
  const documentIds = documents.map((tokens) => {
    const ids = new Int32Array(tokens.length);
    tokens.forEach((token, i) => {
      let id = termIds.get(token);
      if (id === undefined) {
        id = termIds.size;
        termIds.set(token, id);
      }
      ids[i] = id;
    });
    return ids.sort();
  });

  const documentFrequency = new Int32Array(termIds.size);
  for (const ids of documentIds) {
    for (let i = 0; i < ids.length; i += 1) {
      const id = ids[i] ?? 0;
      if (i === 0 || id !== ids[i - 1]) documentFrequency[id] = (documentFrequency[id] ?? 0) + 1;
    }
  }

  const total = documents.length;
  return documentIds.map((sorted) => {
    // Sorted ids: equal ids are adjacent, so term frequencies are run lengths.
    const ids: number[] = [];
    const weights: number[] = [];
    let norm = 0;
    for (let i = 0; i < sorted.length; ) {
      const id = sorted[i] ?? 0;
      let run = 1;
      while (sorted[i + run] === id) run += 1;
      const idf = Math.log((total + 1) / ((documentFrequency[id] ?? 0) + 1)) + 1;
      const weight = (1 + Math.log(run)) * idf;
      ids.push(id);
      weights.push(weight);
      norm += weight * weight;
      i += run;
    }
    norm = Math.sqrt(norm) || 1;
    return { ids: Int32Array.from(ids), weights: Float64Array.from(weights, (weight) => weight / norm) };
  });
}
export function cosine(a: SparseVector, b: SparseVector): number {
  let i = 0;
  let j = 0;
  let sum = 0;
  while (i < a.ids.length && j < b.ids.length) {
    const left = a.ids[i] ?? 0;
    const right = b.ids[j] ?? 0;
    if (left === right) {
      sum += (a.weights[i] ?? 0) * (b.weights[j] ?? 0);
      i += 1;
      j += 1;
    } else if (left < right) {
      i += 1;
    } else {
      j += 1;
    }
  }
  return sum;
}
/** Each vector's similarity to the sum of all vectors: how typical of the corpus it is. */
export function centroidScores(vectors: readonly SparseVector[]): number[] {
  let maxId = -1;
  for (const vector of vectors) maxId = Math.max(maxId, vector.ids[vector.ids.length - 1] ?? -1);
  const centroid = new Float64Array(maxId + 1);
  for (const vector of vectors) {
    for (let i = 0; i < vector.ids.length; i += 1) {
      const id = vector.ids[i] ?? 0;
      centroid[id] = (centroid[id] ?? 0) + (vector.weights[i] ?? 0);
    }
  }
  return vectors.map((vector) => {
    let sum = 0;
    for (let i = 0; i < vector.ids.length; i += 1)
      sum += (vector.weights[i] ?? 0) * (centroid[vector.ids[i] ?? 0] ?? 0);
    return sum;
  });
}
