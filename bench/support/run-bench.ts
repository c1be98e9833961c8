/** Runs a bench's main and ends the process: 0 when it finished, 1 with the error printed when it failed. */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
