/**
 * A whole minute `minutes` ahead (the schedules' form takes minutes only): far enough that
 * real time never gets there while the test works, since the test moves the server's clock
 * there itself (`server.jumpClock`, the fixtures' `serverClock`) instead of waiting for it.
 */
export function wholeMinuteAhead(minutes: number): number {
  const minute = 60_000;
  return Math.ceil(Date.now() / minute) * minute + minutes * minute;
}
