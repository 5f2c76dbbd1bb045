// Types of ./process-tree-cpu.mjs for the TypeScript that imports it (tests/e2e/support/cpu-meter.ts).

export const TICKS_PER_SECOND: number;

export interface ProcessTreeCpu {
  /** Reads every process of the tree now. */
  read(): void;
  /** Reads, then the CPU seconds of every process of the tree so far, by kind. */
  secondsByKind(): Record<string, number>;
}

/** The tree under `root` (included); `kindOf` names each process once, when first seen. */
export function processTreeCpu(
  root: number,
  kindOf: (pid: number, name: string) => string,
): ProcessTreeCpu;
