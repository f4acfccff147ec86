/** Clean-ups a test registers as it goes (servers, folders, pools), run after it, last registered first. */
export type CleanUp = () => unknown;

/** Runs every clean-up even when one fails (a folder left behind would outlive the run), then throws the first failure. */
export async function runCleanUps(cleanUps: CleanUp[]): Promise<void> {
  let failure: unknown = null;
  for (const cleanUp of cleanUps.splice(0).reverse()) {
    try {
      await cleanUp();
    } catch (error) {
      failure ??= error;
    }
  }
  if (failure) throw failure;
}
