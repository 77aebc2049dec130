// An evaluation written as features times weights (docs/ai.md, "Evaluations
// fitted to game results"): its scalar weights live in a named record, its place values in a table,
// and the training scripts see both as one vector, scalars first in the order of `names`.

export interface WeightSet<Name extends string> {
  readonly names: readonly Name[];
  readonly scalars: Record<Name, number>;
  readonly places: Int32Array;
}

/** The weights in use now, in feature order. */
export function weightVector<Name extends string>(set: WeightSet<Name>): Float64Array {
  const w = new Float64Array(set.names.length + set.places.length);
  set.names.forEach((name, i) => (w[i] = set.scalars[name]));
  w.set(set.places, set.names.length);
  return w;
}

/** Puts `w` (feature order, rounded to whole points) into the evaluation's weights. */
export function setWeightVector<Name extends string>(set: WeightSet<Name>, w: ArrayLike<number>): void {
  set.names.forEach((name, i) => (set.scalars[name] = Math.round(w[i])));
  for (let c = 0; c < set.places.length; c++) set.places[c] = Math.round(w[set.names.length + c]);
}
