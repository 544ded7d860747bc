// uvu counts a failed `before` hook against every test of its suite but prints no reason
// (its runner returns from a `finally`). Setup wrapped in this says why it failed.

export function setup(run: () => unknown): () => Promise<void> {
  return async () => {
    try {
      await run();
    } catch (error) {
      console.error(`\n\n  setup failed: ${error instanceof Error ? error.message : String(error)}\n`);
      throw error;
    }
  };
}
