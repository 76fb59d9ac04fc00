/**
 * Answers no sooner than `ms` after the call began, success or failure alike, so the time taken
 * does not tell which branch ran (for example, whether an account exists).
 */
export async function noSoonerThan<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const floor = new Promise((resolve) => setTimeout(resolve, ms));
  try {
    return await work();
  } finally {
    await floor;
  }
}

/** Longer than sending a code ever takes, so known and unknown emails answer in the same time. */
export const CODE_REQUEST_FLOOR_MS = 800;
