/**
 * Waits for a state the test cannot be told of (a row's status, a job's state): asks `probe` every
 * 100 ms until it answers something truthy, and returns that. Past `limitMs` it fails naming `what`.
 */
export async function until<T>(what: string, probe: () => Promise<T>, limitMs = 55_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
