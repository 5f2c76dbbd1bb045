// Loaded into a browser-test server with `node --import` (support/server.ts, `clock: true`): the
// server's clock (Date, timers) becomes one the test can move forward, as the API tests move
// config.now, so a test of what happens at a set time (a schedule, a token's expiry) need not
// wait for it. Time still runs as usual; a jump is what the process would see after sleeping
// that long: every timer due meanwhile fires once. The test sends { clock: 'jump', to } over
// the process's IPC channel and gets { clock: 'jumped', now } back once the due timers ran.
import FakeTimers from '@sinonjs/fake-timers';

const clock = FakeTimers.install({
  now: Date.now(),
  toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  // Time runs on its own, in steps of 5 ms (a timer fires at most that late).
  shouldAdvanceTime: true,
  advanceTimeDelta: 5,
});

process.on('message', (message) => {
  if (message?.clock !== 'jump') return;
  clock.jump(Math.max(0, message.to - Date.now()));
  process.send?.({ clock: 'jumped', now: Date.now() });
});
// The channel does not keep the server alive: it exits on SIGTERM as it does without it.
process.channel?.unref();
