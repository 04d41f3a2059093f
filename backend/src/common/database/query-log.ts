import type { Logger as Pino } from 'pino';
import { AbstractLogger, type LogLevel, type LogMessage } from 'typeorm';

/**
 * What TypeORM has to say (migrations run, slow statements, its warnings) as the server's JSON lines, each naming the
 * request it came from (pino's mixin); on the console where no server logger is at hand (the CLI commands). A slow
 * statement is written without its parameters: they may hold secrets (a token's hash, a password's).
 */
export class QueryLog extends AbstractLogger {
  constructor(private readonly pino?: Pino) {
    super(['migration', 'warn']);
  }

  override logQuerySlow(time: number, query: string): void {
    super.logQuerySlow(time, query);
  }

  protected writeLog(level: LogLevel, message: LogMessage | string | number | (LogMessage | string | number)[]): void {
    const warning = level === 'warn' || level === 'error';
    for (const entry of this.prepareLogMessages(message, { highlightSql: false, appendParameterAsComment: false })) {
      const text = `${entry.prefix ? `${entry.prefix}: ` : ''}${entry.message}`;
      const time = (entry.additionalInfo as { time?: number } | undefined)?.time;
      if (!this.pino && warning) console.warn(`typeorm ${text}`);
      else if (!this.pino) process.stdout.write(`typeorm ${text}\n`);
      else if (warning)
        this.pino.warn({ typeorm: entry.type, ...(time === undefined ? {} : { durationMs: time }) }, text);
      else this.pino.info({ typeorm: entry.type }, text);
    }
  }
}
