import { assertBuilt } from './server';

/** Fails the run at once, with the command to run, when the production build is missing. */
export default function globalSetup(): void {
  assertBuilt();
}
