import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
type Log = (...args: unknown[]) => void;

/**
 * `request.log`, made when the request first logs. Fastify gives every request a child logger,
 * and pino serialises a child's bindings through every redaction path when it is made (~1.5 us
 * with the app's 13 paths, 0.4 us with none), though a request that succeeds logs nothing at the
 * default level: on the contact form's POST that was the largest cost of the logger
 * (docs/performance-log.md section 14). Its lines are the child's own, bindings and redaction
 * alike.
 */
class LazyChildLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.real.level;
  }
  set level(level: string) {
    this.real.level = level;
  }

  fatal(...args: unknown[]): void {
    (this.real.fatal as Log)(...args);
  }
  error(...args: unknown[]): void {
    (this.real.error as Log)(...args);
  }
  warn(...args: unknown[]): void {
    (this.real.warn as Log)(...args);
  }
  info(...args: unknown[]): void {
    (this.real.info as Log)(...args);
  }
  debug(...args: unknown[]): void {
    (this.real.debug as Log)(...args);
  }
  trace(...args: unknown[]): void {
    (this.real.trace as Log)(...args);
  }
  silent(...args: unknown[]): void {
    (this.real.silent as Log)(...args);
  }
  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request's logger, made on first use. */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options);
}
