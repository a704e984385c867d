import type { ChildProcess } from 'node:child_process';

/** Polls a readiness URL until it answers 200, failing early if the server process has exited. */
export async function waitForReady(url: string, child: ChildProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} never became ready`);
}
