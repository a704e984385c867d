/**
 * Batched and durable at once: callers wait until their row is committed,
 * and the rows of every caller that arrived while the previous insert was
 * running go into the next insert together (a group commit). A beacon is
 * acknowledged only after its row is in the database, so an acknowledged
 * beacon survives a crash or a SIGTERM; under load one insert carries
 * hundreds of beacons (decision 0030).
 */
export function createGroupCommit<Row>({ write, maxBatch = 1000 }: { write: (rows: Row[]) => Promise<void>; maxBatch?: number }) {
  let queue: { row: Row; done: (error?: unknown) => void }[] = [];
  let running = false;

  async function drain() {
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        await write(batch.map((b) => b.row));
        for (const b of batch) b.done();
      } catch (error) {
        for (const b of batch) b.done(error);
      }
    }
    running = false;
  }

  return {
    /** Resolves once the row is committed; rejects when its batch failed (the caller answers an error, so nothing is acknowledged). */
    add(row: Row): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        queue.push({ row, done: (error) => (error ? reject(error) : resolve()) });
        if (!running) void drain();
      });
    },
    /** Rows waiting or being written (for shutdown and tests). */
    get pending() {
      return queue.length + (running ? 1 : 0);
    },
  };
}
