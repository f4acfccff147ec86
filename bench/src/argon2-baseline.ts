import { hash, verify } from '@node-rs/argon2';

/**
 * Raw argon2id verifications per second with the server's parameters, as many in flight as the load test
 * keeps (50), for `seconds`. This is the ceiling that sign-in throughput is compared with.
 */
export async function argon2VerificationsPerSecond(seconds: number): Promise<number> {
  const password = 'Harbour-Lantern-47!';
  const stored = await hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      await verify(stored, password);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: 50 }, worker));
  return done / ((performance.now() - started) / 1000);
}
