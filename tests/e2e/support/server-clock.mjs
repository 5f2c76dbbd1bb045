// Loaded into a browser-test server with `node --import` (support/server.ts, `clock: true`): the
// server's clock (Date, timers) becomes one the test can move forward, as the API tests move
// config.now, so a test of what happens at a set time (a schedule, a token's expiry) need not
// wait for it. Time still runs as usual; a jump is what the process would see after sleeping
// that long: every timer due meanwhile fires once. The test sends { clock: 'jump', to } over
// the process's IPC channel and gets { clock: 'jumped', now } back once the due timers ran.
import FakeTimers from '@sinonjs/fake-timers';

// The real clock and timer, taken before they are replaced: the fake clock follows them.
const realNow = Date.now;
const realSetInterval = setInterval;

const clock = FakeTimers.install({
  now: realNow(),
  toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
});

// How far the test has moved the clock past real time.
let jumped = 0;

// Time runs on its own: every 5 ms the clock catches up with real time (plus the jumps), by all
// the time that passed. A fixed step per tick (fake-timers' shouldAdvanceTime) fell behind real
// time on a loaded machine, where ticks come late, and a token then expired early.
realSetInterval(() => {
  const behind = realNow() + jumped - clock.now;
  if (behind > 0) clock.tick(behind);
}, 5).unref();

process.on('message', (message) => {
  if (message?.clock !== 'jump') return;
  clock.jump(Math.max(0, message.to - Date.now()));
  jumped = clock.now - realNow();
  process.send?.({ clock: 'jumped', now: Date.now() });
});
// The channel does not keep the server alive: it exits on SIGTERM as it does without it.
process.channel?.unref();
