// Made-up text for the benches: the same text for the same seed on every run.

/**
 * `count` words of `vocabulary`, drawn pseudo-randomly from `seed` with a skew towards the start of the vocabulary
 * (`skew` > 1), as real text repeats its common words.
 */
export function benchText(vocabulary, seed, count, skew) {
  let state = (seed * 2654435761) % 4294967296;
  const out = [];
  for (let index = 0; index < count; index += 1) {
    state = (state * 1664525 + 1013904223) % 4294967296;
    out.push(vocabulary[Math.floor(vocabulary.length * (state / 4294967296) ** skew)]);
  }
  return out.join(" ");
}
