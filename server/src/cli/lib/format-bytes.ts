/** A size as people read it: 512 B, 3.4 KiB, 12.0 MiB. */
export const formatBytes = (n: number) =>
  n < 1024
    ? `${n} B`
    : n < 1024 ** 2
      ? `${(n / 1024).toFixed(1)} KiB`
      : `${(n / 1024 ** 2).toFixed(1)} MiB`;
